import { describe, expect, it } from 'vitest';
import { answerEach, fakeFetch, type SentRequest } from '../test/fakeFetch.js';
import { createEvmClient, createEvmClientFor } from './generated/createEvmClient.js';
import {
  atomic_getUTXOs,
  eth_blockNumber,
  eth_chainId,
  eth_getActiveRulesAt,
  eth_getBalance,
  eth_sendRawTransaction,
} from './methods.js';

const url = 'http://127.0.0.1:9650';
const ok = answerEach(() => '0x1');
/** What went on the wire, ids aside (they count per transport). */
const wire = (sent: SentRequest[]) =>
  sent.map(({ url, body }) => ({
    url,
    body: (Array.isArray(body) ? body : [body]).map(({ method, params }) => ({ method, params })),
    batch: Array.isArray(body),
  }));

describe('createEvmClientFor', () => {
  it('has the namespaces of the methods given, those methods only, blockchainId and request', () => {
    const evm = createEvmClientFor({ eth_blockNumber, eth_chainId });
    expect(Object.keys(evm).sort()).toEqual(['blockchainId', 'eth', 'iterate', 'request']);
    expect(Object.keys(evm.eth).sort()).toEqual(['blockNumber', 'chainId']);
    expect(evm.blockchainId).toBe('C');
    expect(Object.keys(evm.iterate)).toEqual([]);
    expect(Object.keys(createEvmClientFor({ atomic_getUTXOs }).iterate)).toEqual(['getUTXOs']);
  });

  it('batches the calls of one tick to /rpc, as the full client does', async () => {
    const one = fakeFetch(ok);
    const whole = fakeFetch(ok);
    const picked = createEvmClientFor({ eth_blockNumber, eth_chainId }, { url, fetch: one.fetch });
    const full = createEvmClient({ url, fetch: whole.fetch });
    await Promise.all([picked.eth.blockNumber(), picked.eth.chainId()]);
    await Promise.all([full.eth.blockNumber(), full.eth.chainId()]);
    expect(wire(one.sent)).toEqual([
      {
        url: `${url}/ext/bc/C/rpc`,
        body: [
          { method: 'eth_blockNumber', params: [] },
          { method: 'eth_chainId', params: [] },
        ],
        batch: true,
      },
    ]);
    expect(wire(one.sent)).toEqual(wire(whole.sent));
  });

  it('checks params and the kind of chain before sending', async () => {
    const { fetch, sent } = fakeFetch(ok);
    const evm = createEvmClientFor({ eth_getBalance, eth_getActiveRulesAt }, { url, fetch });
    await expect(evm.eth.getBalance('0x12', 'latest')).rejects.toMatchObject({ name: 'ValidationError' });
    await expect(evm.eth.getActiveRulesAt()).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'blockchainId',
    });
    await expect(evm.request('eth_getActiveRulesAt', [])).rejects.toMatchObject({ field: 'blockchainId' });
    expect(sent).toHaveLength(0);
  });

  it('never sends eth_sendRawTransaction twice; retries a read', async () => {
    const busy = () => new Response('busy', { status: 503 });
    const submit = fakeFetch(busy);
    const tx = `0x${'02'.repeat(40)}`;
    const options = { url, fetch: submit.fetch, retry: { retries: 1, minDelayMs: 1, maxDelayMs: 1 } };
    await expect(
      createEvmClientFor({ eth_sendRawTransaction }, options).eth.sendRawTransaction(tx),
    ).rejects.toMatchObject({
      name: 'HttpError',
    });
    expect(submit.sent).toHaveLength(1);
    const read = fakeFetch(busy);
    await expect(
      createEvmClientFor({ eth_blockNumber }, { ...options, fetch: read.fetch }).eth.blockNumber(),
    ).rejects.toMatchObject({ name: 'HttpError' });
    expect(read.sent).toHaveLength(2);
  });

  it('sends a name it was not given through request, to /rpc, as the full client does', async () => {
    const { fetch, sent } = fakeFetch(ok);
    await createEvmClientFor({ eth_blockNumber }, { url, fetch }).request('eth_gasPrice', []);
    expect(wire(sent)).toEqual([
      { url: `${url}/ext/bc/C/rpc`, body: [{ method: 'eth_gasPrice', params: [] }], batch: false },
    ]);
  });

  it('pages atomic.getUTXOs with the pager its entry carries; a hand-made entry without one throws before sending', () => {
    expect(atomic_getUTXOs.iterate).toBeTypeOf('function');
    const { fetch, sent } = fakeFetch(ok);
    const { iterate: _pager, ...bare } = atomic_getUTXOs;
    const evm = createEvmClientFor({ atomic_getUTXOs: bare }, { url, fetch });
    expect(() => evm.iterate.getUTXOs({ addresses: ['C-local1'], sourceChain: 'X' })).toThrow(TypeError);
    expect(sent).toHaveLength(0);
  });
});
