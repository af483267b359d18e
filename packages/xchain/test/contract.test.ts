/** xchain against the mock server (@pkg/mock-server): real HTTP, the node's answers as the spec describes them. */
import { useMockServer } from '@pkg/mock-server/vitest';
import { describe, expect, it } from 'vitest';
import { createXChainClient, JsonRpcError, ValidationError } from '../src/index.js';

const mock = useMockServer({ seed: 7 });
const client = (options: Parameters<typeof createXChainClient>[0] = {}) =>
  createXChainClient({ url: mock.server.nodeUrl, ...options });

/** An address of the data set with the most UTXOs, with its UTXOs in the node's order. */
function richestAddress() {
  const utxos = mock.server.data.networks.mainnet.xUtxos;
  const counts = new Map<string, number>();
  for (const u of utxos) counts.set(u.address, (counts.get(u.address) ?? 0) + 1);
  const [address] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { address: `X-${address}`, hex: utxos.filter((u) => u.address === address).map((u) => u.hex) };
}

describe('xchain contract (mock server)', () => {
  it('reads height, fees, asset descriptions, blocks and transactions in both encodings', async () => {
    const xchain = client();
    const { height } = await xchain.xvm.getHeight();
    expect(height).toMatch(/^\d+$/);
    const fee = await xchain.xvm.getTxFee();
    expect(fee.txFee).toMatch(/^\d+$/);
    const asset = await xchain.xvm.getAssetDescription({ assetID: 'AVAX' });
    expect(asset.symbol).toBe('AVAX');
    expect(typeof asset.denomination).toBe('number');

    const hex = await xchain.xvm.getBlockByHeight({ height });
    expect(hex.encoding).toBe('hex');
    const json = await xchain.xvm.getBlockByHeight({ height, encoding: 'json' });
    expect(json.encoding).toBe('json');
    if (json.encoding === 'json') expect(typeof json.block).toBe('object');
    const byId = await xchain.xvm.getBlock({ blockID: blockIdOf(json.block), encoding: 'json' });
    expect(byId).toEqual(json);
  });

  it('iterates every UTXO of an address across pages, each endIndex becoming the next startIndex', async () => {
    const xchain = client();
    const { address, hex } = richestAddress();
    expect(hex.length).toBeGreaterThan(2);
    mock.server.clearRequests();
    const seen: string[] = [];
    for await (const utxo of xchain.iterate.getUTXOs({ addresses: [address], limit: 2 })) seen.push(utxo);
    expect(seen).toEqual(hex);
    expect(mock.server.requests.length).toBe(Math.floor(hex.length / 2) + 1);
    const firstPage = await xchain.xvm.getUTXOs({ addresses: [address], limit: 1 });
    expect(firstPage.utxos).toEqual(hex.slice(0, 1));
    expect(firstPage.numFetched).toBe('1');
  });

  it("answers the deployed nodes' avm.* names with wireNames: 'deployed' and the chain's id as blockchainId", async () => {
    const xchain = client({
      wireNames: 'deployed',
      blockchainId: mock.server.data.networks.mainnet.xChainId,
    });
    mock.server.clearRequests();
    const { height } = await xchain.xvm.getHeight();
    expect(height).toMatch(/^\d+$/);
    expect(mock.server.requests.map((r) => [r.path, r.rpcMethods])).toEqual([
      [`/ext/bc/${mock.server.data.networks.mainnet.xChainId}`, ['avm.getHeight']],
    ]);
  });

  it('checks limit and encoding before sending; the node reports unknown transactions as JsonRpcError', async () => {
    const xchain = client();
    mock.server.clearRequests();
    await expect(xchain.xvm.getUTXOs({ addresses: ['X-a'], limit: 1025 })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(mock.server.requests).toEqual([]);
    const error = await xchain.xvm.getTx({ txID: '11111111111111111111111111111111LpoYY' }).catch((e) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error.method).toBe('xvm.getTx');
  });
});

function blockIdOf(block: unknown): string {
  const id = (block as { id?: unknown }).id;
  if (typeof id !== 'string') throw new Error(`the mock's json block has no id: ${JSON.stringify(block)}`);
  return id;
}
