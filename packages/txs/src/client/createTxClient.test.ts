import { TimeoutError, ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import { createTxClient } from './createTxClient.js';

const EWOQ = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';

/** A fetch that records and refuses every request: what a check before sending must never reach. */
function refusingFetch() {
  const sent: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    sent.push(String(input));
    throw new Error('nothing may be sent');
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

/** A client whose fetch refuses everything, and the field a refused call's ValidationError names. */
function offlineClient() {
  const { fetch, sent } = refusingFetch();
  const txs = createTxClient({ url: 'http://127.0.0.1:9650', signers: [privateKeySigner(EWOQ)], fetch });
  const refused = (call: Promise<unknown>): Promise<string> =>
    call.then(
      () => 'sent',
      (e: unknown) => (ValidationError.isInstance(e) ? e.field : String(e)),
    );
  return { txs, sent, refused };
}

function validationField(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (ValidationError.isInstance(e)) return e.field;
    throw e;
  }
  throw new Error('not refused');
}

/**
 * A fetch answering JSON-RPC (single or batch) as a local node would for the context's reads, and `more` for
 * other methods.
 */
function nodeAnswers(more: Record<string, unknown> = {}): typeof globalThis.fetch {
  const empty = '11111111111111111111111111111111LpoYY';
  const results: Record<string, unknown> = {
    'info.getNetworkID': { networkID: '12345' },
    'info.getBlockchainID': { blockchainID: empty },
    'avm.getAssetDescription': { assetID: empty },
    ...more,
  };
  return (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as
      | { id: number; method: string }[]
      | { id: number; method: string };
    const answers = (Array.isArray(body) ? body : [body]).map(({ id, method }) => ({
      jsonrpc: '2.0',
      id,
      result: results[method],
    }));
    return new Response(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
  }) as typeof globalThis.fetch;
}

describe('createTxClient', () => {
  it('sends nothing until the first operation', () => {
    const { fetch, sent } = refusingFetch();
    createTxClient({ url: 'http://127.0.0.1:9650', signers: [privateKeySigner(EWOQ)], fetch });
    expect(sent).toEqual([]);
  });

  it('refuses missing or broken signers and a bad maxInputs by name', () => {
    expect(validationField(() => createTxClient({ signers: [] }))).toBe('signers');
    expect(validationField(() => createTxClient({} as never))).toBe('signers');
    const noSign = { publicKey: new Uint8Array(33) } as never;
    expect(validationField(() => createTxClient({ signers: [noSign] }))).toBe('signers[0].sign');
    const badKey = { publicKey: new Uint8Array(12), sign: async () => new Uint8Array(65) };
    expect(validationField(() => createTxClient({ signers: [privateKeySigner(EWOQ), badKey] }))).toBe(
      'signers[1].publicKey',
    );
    expect(validationField(() => createTxClient({ signers: [privateKeySigner(EWOQ)], maxInputs: 0 }))).toBe(
      'maxInputs',
    );
  });

  it('reads the context once and keeps it; a failed read is tried again', async () => {
    let calls = 0;
    let fail = true;
    const answer = nodeAnswers();
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      return fail ? new Response('down', { status: 400 }) : answer(input, init);
    }) as typeof globalThis.fetch;
    const txs = createTxClient({
      url: 'http://node',
      signers: [privateKeySigner(EWOQ)],
      fetch,
      retry: false,
    });
    await expect(txs.context()).rejects.toThrow();
    fail = false;
    const before = calls;
    const [a, b] = await Promise.all([txs.context(), txs.context()]);
    expect(a).toBe(b);
    expect(a.hrp).toBe('local');
    expect(await txs.context()).toBe(a);
    expect(calls - before).toBeLessThanOrEqual(5);
  });

  it('send refuses bad input by name before any request (amount, chain, to, unknown keys)', async () => {
    const { txs, sent, refused } = offlineClient();
    const field = (args: unknown) => refused(txs.send(args as never));
    expect(await field({ chain: 'X', amount: 0n })).toBe('amount');
    expect(await field({ chain: 'X', amount: 5 })).toBe('amount');
    expect(await field({ chain: 'Y', amount: 5n })).toBe('chain');
    expect(
      await field({ chain: 'X', amount: 5n, to: 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u' }),
    ).toBe('to');
    expect(
      await field({ chain: 'X', amount: 5n, to: 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96v' }),
    ).toBe('to');
    expect(await field({ chain: 'X', amount: 5n, memo: 'hi' })).toBe('memo');
    expect(await field({ amount: 5n })).toBe('chain');
    expect(sent).toEqual([]);
  });

  it('crossChain refuses bad input by name before any request (chains, same chain, amount, recipient of the wrong chain)', async () => {
    const { txs, sent, refused } = offlineClient();
    const field = (args: unknown) => refused(txs.crossChain(args as never));
    expect(await field({ from: 'X', to: 'X', amount: 5n })).toBe('to');
    expect(await field({ from: 'Z', to: 'X', amount: 5n })).toBe('from');
    expect(await field({ from: 'X', to: 'C', amount: -1n })).toBe('amount');
    expect(
      await field({
        from: 'X',
        to: 'C',
        amount: 5n,
        recipient: 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
      }),
    ).toBe('recipient');
    expect(
      await field({
        from: 'C',
        to: 'P',
        amount: 5n,
        recipient: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
      }),
    ).toBe('recipient');
    expect(await field({ from: 'C', to: 'P', amount: 5n, fee: 1n })).toBe('fee');
    expect(sent).toEqual([]);
  });

  it('waits waitTimeoutMs for acceptance unless a wait says otherwise; a bad waitTimeoutMs is refused', async () => {
    expect(
      validationField(() => createTxClient({ signers: [privateKeySigner(EWOQ)], waitTimeoutMs: 0 })),
    ).toBe('waitTimeoutMs');
    const fetch = nodeAnswers({ 'platform.getTxStatus': { status: 'Processing' } });
    const txs = createTxClient({
      url: 'http://node',
      signers: [privateKeySigner(EWOQ)],
      fetch,
      waitTimeoutMs: 40,
    });
    const signed = {
      unsigned: { chain: 'P' as const, tx: { type: 'BaseTx' }, bytes: new Uint8Array(2), signers: [] },
      credentials: [],
      bytes: new Uint8Array(2),
      txId: 'tx',
    };
    const timeoutOf = (e: unknown) => (TimeoutError.isInstance(e) ? e.timeoutMs : e);
    expect(await txs.wait(signed).catch(timeoutOf)).toBe(40);
    expect(await txs.wait(signed, { timeoutMs: undefined }).catch(timeoutOf)).toBe(40);
    expect(await txs.wait(signed, { timeoutMs: 20 }).catch(timeoutOf)).toBe(20);
  });
});
