import { HttpError } from '@pkg/core';
import { atomic_getAtomicTxStatus, eth_baseFee } from '@pkg/evm/methods';
import { platform_getFeeState, platform_issueTx } from '@pkg/pchain/methods';
import { xvm_getTxFee } from '@pkg/xchain/methods';
import { describe, expect, it } from 'vitest';
import type { Utxo } from '../codec/index.js';
import { cb58, encodeUtxo } from '../codec/index.js';
import { hexWithChecksum } from '../shared/hexWithChecksum.js';
import { createNodeCalls } from './createNodeCalls.js';
import { createTxContext } from './createTxContext.js';

const X_ID = new Uint8Array(32).fill(1);
const P_ID = new Uint8Array(32);
const C_ID = new Uint8Array(32).fill(3);
const AVAX = new Uint8Array(32).fill(9);
const OWNER = new Uint8Array(20).fill(7);

function utxo(i: number): Utxo {
  const txId = new Uint8Array(32);
  new DataView(txId.buffer).setUint32(0, i);
  return {
    txId,
    outputIndex: i % 3,
    assetId: AVAX,
    output: {
      type: 'TransferOutput',
      amount: BigInt(i + 1),
      owners: { locktime: 0n, threshold: 1, addresses: [OWNER] },
    },
  };
}

interface Sent {
  url: string;
  method: string;
  params: Record<string, unknown>;
}

/** A node stand-in behind `fetch`: answers the context's reads and `getUTXOs` pages from `utxos`. */
function fakeNode(utxos: Utxo[], answer?: (call: Sent) => unknown) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const body = JSON.parse(String(init?.body ?? (input as Request).body)) as
      | { id: number; method: string; params: Record<string, unknown> }
      | { id: number; method: string; params: Record<string, unknown> }[];
    const calls = Array.isArray(body) ? body : [body];
    const results = calls.map((c) => {
      const call = { url, method: c.method, params: c.params };
      sent.push(call);
      const custom = answer?.(call);
      if (custom instanceof Response) return custom;
      return { jsonrpc: '2.0', id: c.id, result: custom ?? reply(call) };
    });
    if (results[0] instanceof Response) return results[0];
    return new Response(JSON.stringify(Array.isArray(body) ? results : results[0]), {
      headers: { 'content-type': 'application/json' },
    });
  };
  function reply({ method, params }: Sent): unknown {
    switch (method) {
      case 'info.getNetworkID':
        return { networkID: '12345' };
      case 'info.getBlockchainID':
        return { blockchainID: cb58({ X: X_ID, P: P_ID, C: C_ID }[params.alias as 'X' | 'P' | 'C']) };
      case 'avm.getAssetDescription':
        return { assetID: cb58(AVAX), name: 'Avalanche', symbol: 'AVAX', denomination: '9' };
      case 'avm.getUTXOs': {
        // the X chain's own index: a page starts after startIndex
        const start = params.startIndex ? Number((params.startIndex as { utxo: string }).utxo) + 1 : 0;
        const page = utxos.slice(start, start + (params.limit as number));
        const end = start + page.length - 1;
        return {
          numFetched: String(page.length),
          utxos: page.map((u) => hexWithChecksum(encodeUtxo(u, 'X'))),
          endIndex: { address: 'X-local1x', utxo: String(Math.max(end, 0)) },
          encoding: 'hex',
        };
      }
      default:
        throw new Error(`unexpected ${method}`);
    }
  }
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

describe('createTxContext', () => {
  it('reads the network id, HRP, chain ids and AVAX asset id from the node', async () => {
    const node = fakeNode([]);
    const nodes = createNodeCalls({ url: 'http://node:9650/', fetch: node.fetch });
    const ctx = await createTxContext({ url: 'http://node:9650/', nodes, addresses: [OWNER] });
    expect(ctx.networkId).toBe(12345);
    expect(ctx.hrp).toBe('local');
    expect(ctx.chainIds).toEqual({ X: X_ID, P: P_ID, C: C_ID });
    expect(ctx.avaxAssetId).toEqual(AVAX);
    expect(ctx.addresses('P')).toEqual([OWNER]);
    expect(node.sent.map((s) => [s.url, s.method])).toEqual([
      ['http://node:9650/ext/info', 'info.getNetworkID'],
      ['http://node:9650/ext/info', 'info.getBlockchainID'],
      ['http://node:9650/ext/info', 'info.getBlockchainID'],
      ['http://node:9650/ext/info', 'info.getBlockchainID'],
      ['http://node:9650/ext/bc/X', 'avm.getAssetDescription'],
    ]);
  });

  it('sends each entry through the client of its package, under the deployed names (avm.*, avax.*)', async () => {
    const node = fakeNode([], (call) =>
      /^(avm\.getTxFee|platform|avax|eth)/.test(call.method) ? 'ok' : undefined,
    );
    const ctx = await createTxContext({
      url: 'http://node:9650',
      nodes: createNodeCalls({ url: 'http://node:9650', fetch: node.fetch }),
      addresses: [],
    });
    node.sent.length = 0;
    await Promise.all([
      ctx.call(xvm_getTxFee, {}),
      ctx.call(platform_getFeeState, {}),
      ctx.call(atomic_getAtomicTxStatus, [{ txID: 't' }]),
      ctx.call(eth_baseFee, []),
    ]);
    expect(node.sent).toEqual([
      { url: 'http://node:9650/ext/bc/X', method: 'avm.getTxFee', params: {} },
      { url: 'http://node:9650/ext/bc/P', method: 'platform.getFeeState', params: {} },
      { url: 'http://node:9650/ext/bc/C/avax', method: 'avax.getAtomicTxStatus', params: [{ txID: 't' }] },
      { url: 'http://node:9650/ext/bc/C/rpc', method: 'eth_baseFee', params: [] },
    ]);
    expect([xvm_getTxFee, atomic_getAtomicTxStatus, eth_baseFee].map(ctx.wireName)).toEqual([
      'avm.getTxFee',
      'avax.getAtomicTxStatus',
      'eth_baseFee',
    ]);
  });

  it('utxos follows every page of 1,024 (hex with its checksum, decoded), not only the first', async () => {
    const all = Array.from({ length: 2_500 }, (_, i) => utxo(i));
    const node = fakeNode(all);
    const ctx = await createTxContext({
      url: 'http://node:9650',
      nodes: createNodeCalls({ url: 'http://node:9650', fetch: node.fetch }),
      addresses: [OWNER],
    });
    const found = await ctx.utxos('X', ['X-local1x']);
    expect(found).toEqual(all);
    const pages = node.sent.filter((s) => s.method === 'avm.getUTXOs');
    expect(pages).toHaveLength(3);
    expect(pages[0]?.params).toEqual({ addresses: ['X-local1x'], limit: 1024, encoding: 'hex' });
    expect(pages[1]?.params.startIndex).toEqual({ address: 'X-local1x', utxo: '1023' });
  });

  it('sends issueTx once, never retried, even when the node answers 503', async () => {
    const node = fakeNode([], (call) =>
      call.method === 'platform.issueTx' ? new Response('busy', { status: 503 }) : undefined,
    );
    const ctx = await createTxContext({
      url: 'http://node:9650',
      nodes: createNodeCalls({
        url: 'http://node:9650',
        fetch: node.fetch,
        retry: { retries: 3, minDelayMs: 1, maxDelayMs: 1 },
      }),
      addresses: [],
    });
    const error = await ctx.call(platform_issueTx, { tx: '0x00', encoding: 'hex' }).catch((e) => e);
    expect(HttpError.isInstance(error)).toBe(true);
    expect(node.sent.filter((s) => s.method === 'platform.issueTx')).toHaveLength(1);
  });
});
