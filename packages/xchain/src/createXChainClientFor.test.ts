import { fakeNode, RpcFailure } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createXChainClient, createXChainClientFor } from './generated/createXChainClient.js';
import { xvm_getHeight, xvm_getTx, xvm_getUTXOs, xvm_issueTx } from './methods.js';

const url = 'http://127.0.0.1:9650';
/** A deployed node: `avm.*` only; `xvm.*` is refused before anything runs. */
const deployedNode = (item: { method: string }) =>
  item.method.startsWith('xvm.')
    ? new RpcFailure({ code: -32000, message: `can't find service xvm` })
    : { height: '7' };

describe('createXChainClientFor', () => {
  it('has the namespaces of the methods given, those methods only, and request', () => {
    const xchain = createXChainClientFor({ xvm_getHeight, xvm_getTx });
    expect(Object.keys(xchain).sort()).toEqual(['iterate', 'request', 'xvm']);
    expect(Object.keys(xchain.xvm).sort()).toEqual(['getHeight', 'getTx']);
    expect(Object.keys(xchain.iterate)).toEqual([]);
    expect(Object.keys(createXChainClientFor({ xvm_getUTXOs }).iterate)).toEqual(['getUTXOs']);
  });

  it("wireNames 'auto': falls back to avm.* and keeps it, as the full client does", async () => {
    const one = fakeNode(deployedNode);
    const whole = fakeNode(deployedNode);
    const picked = createXChainClientFor({ xvm_getHeight }, { url, fetch: one.fetch });
    const full = createXChainClient({ url, fetch: whole.fetch });
    for (const xchain of [picked, full]) {
      await expect(xchain.xvm.getHeight()).resolves.toEqual({ height: '7' });
      await expect(xchain.xvm.getHeight()).resolves.toEqual({ height: '7' });
    }
    expect(one.sent.map((s) => s.items[0]!.method)).toEqual([
      'xvm.getHeight',
      'avm.getHeight',
      'avm.getHeight',
    ]);
    expect(one.sent).toEqual(whole.sent);
  });

  it('checks params before sending, and never sends a submit twice', async () => {
    const { fetch, sent } = fakeNode();
    const xchain = createXChainClientFor({ xvm_getTx }, { url, fetch });
    await expect(xchain.xvm.getTx({ txID: 'x', encoding: 'cb58' as 'hex' })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'encoding',
    });
    expect(sent).toHaveLength(0);
    const down = fakeNode(undefined, () => new Response('busy', { status: 503 }));
    const submit = createXChainClientFor({ xvm_issueTx }, { url, fetch: down.fetch, wireNames: 'seed' });
    await expect(submit.xvm.issueTx({ tx: '0x00' })).rejects.toMatchObject({ name: 'HttpError' });
    expect(down.sent).toHaveLength(1);
  });

  it('iterates xvm.getUTXOs across pages', async () => {
    const pages = [
      { numFetched: '2', utxos: ['0x01', '0x02'], endIndex: { address: 'a', utxo: 'b' } },
      { numFetched: '0', utxos: [], endIndex: { address: 'a', utxo: 'b' } },
    ];
    let n = 0;
    const { fetch } = fakeNode(() => pages[n++]);
    const xchain = createXChainClientFor({ xvm_getUTXOs }, { url, fetch, wireNames: 'seed' });
    const utxos: string[] = [];
    for await (const utxo of xchain.iterate.getUTXOs({ addresses: ['X-local1'], limit: 2 })) utxos.push(utxo);
    expect(utxos).toEqual(['0x01', '0x02']);
  });

  it('pages with the pager its xvm.getUTXOs entry carries; a hand-made entry without one throws before sending', () => {
    expect(xvm_getUTXOs.iterate).toBeTypeOf('function');
    const { fetch, sent } = fakeNode();
    const { iterate: _pager, ...bare } = xvm_getUTXOs;
    const xchain = createXChainClientFor({ xvm_getUTXOs: bare }, { url, fetch });
    expect(() => xchain.iterate.getUTXOs({ addresses: ['X-local1'] })).toThrow(TypeError);
    expect(sent).toHaveLength(0);
  });
});
