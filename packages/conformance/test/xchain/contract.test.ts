/**
 * xchain against the mock server (@pkg/mock-server): real HTTP, the answers of a real AvalancheGo v1.14.0
 * node. Deployed nodes serve `avm.*` (the seed document's `xvm.*` is refused), so the client runs with
 * `wireNames: 'deployed'`, as a user of a real node must.
 */
import { useMockServer } from '@pkg/mock-server/vitest';
import { createXChainClient, JsonRpcError, ValidationError } from '@pkg/xchain';
import { describe, expect, it } from 'vitest';

const mock = useMockServer({ seed: 7 });
const client = (options: Parameters<typeof createXChainClient>[0] = {}) =>
  createXChainClient({ url: mock.server.nodeUrl, wireNames: 'deployed', ...options });

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
    // the node sends denomination as a decimal string
    expect(asset.denomination).toBe('9');

    const hex = await xchain.xvm.getBlockByHeight({ height });
    expect(hex.encoding).toBe('hex');
    const json = await xchain.xvm.getBlockByHeight({ height, encoding: 'json' });
    expect(json.encoding).toBe('json');
    if (json.encoding === 'json') expect(typeof json.block).toBe('object');
    const byId = await xchain.xvm.getBlock({ blockID: blockIdOf(json.block), encoding: 'json' });
    expect(byId).toEqual(json);
  });

  it('the genesis block (txs null) and the genesis transaction that created AVAX (credentials null)', async () => {
    const xchain = client();
    const genesis = await xchain.xvm.getBlockByHeight({ height: '0', encoding: 'json' });
    expect(genesis.encoding).toBe('json');
    expect(genesis.block).toMatchObject({ height: 0, txs: null });
    const assetID = mock.server.data.networks.mainnet.avaxAssetId;
    const tx = await xchain.xvm.getTx({ txID: assetID, encoding: 'json' });
    expect(tx.tx).toMatchObject({
      id: assetID,
      credentials: null,
      unsignedTx: { name: 'Avalanche', symbol: 'AVAX', denomination: 9 },
    });
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
    const xchain = client({ blockchainId: mock.server.data.networks.mainnet.xChainId });
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
    expect(error.method).toMatch(/^(xvm|avm)\.getTx$/);
  });

  it('with no wireNames option (auto), xvm.* is refused once, sent as avm.*, and the endpoint remembered', async () => {
    const xchain = createXChainClient({ url: mock.server.nodeUrl });
    mock.server.clearRequests();
    const { height } = await xchain.xvm.getHeight();
    expect(height).toMatch(/^\d+$/);
    const { txFee } = await xchain.xvm.getTxFee();
    expect(txFee).toMatch(/^\d+$/);
    expect(mock.server.requests.map((r) => [r.path, r.rpcMethods])).toEqual([
      ['/ext/bc/X', ['xvm.getHeight']],
      ['/ext/bc/X', ['avm.getHeight']],
      ['/ext/bc/X', ['avm.getTxFee']],
    ]);
  });

  it("with wireNames 'seed' a call is refused as a real node refuses it, with a hint naming wireNames: 'deployed'", async () => {
    const seed = client({ wireNames: 'seed' });
    mock.server.clearRequests();
    const error = await seed.xvm.getHeight().catch((e) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error.code).toBe(-32000);
    expect(error.message).toContain('rpc: can\'t find service "xvm.GetHeight"');
    expect(error.message).toContain("wireNames: 'deployed'");
    expect(mock.server.requests.map((r) => [r.path, r.rpcMethods])).toEqual([
      ['/ext/bc/X', ['xvm.getHeight']],
    ]);
  });

  it('calls made in one tick each resolve, as separate requests (the node refuses a batch on /ext/bc/X)', async () => {
    const xchain = client();
    mock.server.clearRequests();
    const [height, fee, asset] = await Promise.all([
      xchain.xvm.getHeight(),
      xchain.xvm.getTxFee(),
      xchain.xvm.getAssetDescription({ assetID: 'AVAX' }),
    ]);
    expect(height.height).toMatch(/^\d+$/);
    expect(fee.txFee).toMatch(/^\d+$/);
    expect(asset.symbol).toBe('AVAX');
    const posts = mock.server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.rpcMethods.length)).toEqual([1, 1, 1]);
  });
});

function blockIdOf(block: unknown): string {
  const id = (block as { id?: unknown }).id;
  if (typeof id !== 'string') throw new Error(`the mock's json block has no id: ${JSON.stringify(block)}`);
  return id;
}
