import { cb58 } from '@pkg/txs';
import { afterEach, describe, expect, it } from 'vitest';
import { startLoopbackNode } from '../test/loopbackNode.js';
import { defineL1Chain } from './defineL1Chain.js';

const CHAIN = cb58(new Uint8Array(32).fill(3));
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function node(chainId: unknown, tx: unknown) {
  const n = await startLoopbackNode(({ method }) => (method === 'eth_chainId' ? chainId : tx));
  stop = n.close;
  return n;
}

describe('defineL1Chain', () => {
  it('reads the id (eth_chainId on the chain) and the name (its CreateChainTx) and builds the chain with both URLs', async () => {
    const n = await node('0x1869f', { tx: { unsignedTx: { chainName: 'My L1' } }, encoding: 'json' });
    const chain = await defineL1Chain({ url: `${n.url}/`, blockchainId: CHAIN });
    expect(chain).toMatchObject({
      id: 99999,
      name: 'My L1',
      nativeCurrency: { name: 'Native token', symbol: 'NATIVE', decimals: 18 },
      rpcUrls: {
        default: {
          http: [`${n.url}/ext/bc/${CHAIN}/rpc`],
          webSocket: [`${n.url.replace('http', 'ws')}/ext/bc/${CHAIN}/ws`],
        },
      },
    });
    expect(n.calls.map((c) => [c.path, c.method])).toEqual(
      expect.arrayContaining([
        ['/ext/bc/P', 'platform.getTx'],
        [`/ext/bc/${CHAIN}/rpc`, 'eth_chainId'],
      ]),
    );
    expect(n.calls.find((c) => c.method === 'platform.getTx')?.params).toEqual({
      txID: CHAIN,
      encoding: 'json',
    });
  });

  it('a given name skips platform.getTx; a given currency is kept', async () => {
    const n = await node('0xa', {});
    const nativeCurrency = { name: 'Token', symbol: 'TKN', decimals: 18 };
    const chain = await defineL1Chain({
      url: n.url,
      blockchainId: CHAIN,
      name: 'Named',
      nativeCurrency,
      testnet: true,
    });
    expect(chain).toMatchObject({ id: 10, name: 'Named', nativeCurrency, testnet: true });
    expect(n.calls.map((c) => c.method)).toEqual(['eth_chainId']);
  });

  it.each([
    ['a chain id that is not hex', 'ten', { tx: { unsignedTx: { chainName: 'x' } } }, 'eth_chainId'],
    ['a tx without a chain name', '0x1', { tx: { unsignedTx: {} } }, 'platform.getTx'],
  ])('%s is a ParseError naming the method', async (_, chainId, tx, method) => {
    const n = await node(chainId, tx);
    const error = await defineL1Chain({ url: n.url, blockchainId: CHAIN }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('ParseError');
    expect((error as Error).message).toContain(method);
  });

  it('a blockchain id that is not CB58 of 32 bytes is a ValidationError before any call', async () => {
    const n = await node('0x1', {});
    await expect(defineL1Chain({ url: n.url, blockchainId: 'C' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(n.calls).toHaveLength(0);
  });
});
