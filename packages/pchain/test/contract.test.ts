/** pchain against the mock server (@pkg/mock-server): real HTTP, the answers of a real AvalancheGo v1.14.0 node. */
import { useMockServer } from '@pkg/mock-server/vitest';
import { describe, expect, it } from 'vitest';
import { createPChainClient, JsonRpcError } from '../src/index.js';

const mock = useMockServer({ seed: 7 });
const client = () => createPChainClient({ url: mock.server.nodeUrl });

describe('pchain contract (mock server)', () => {
  it('current validators: all, and filtered by nodeIDs', async () => {
    const pchain = client();
    const { validators } = await pchain.platform.getCurrentValidators();
    expect(validators.length).toBeGreaterThan(1);
    const wanted = validators.slice(0, 2).map((v) => v.nodeID!);
    const filtered = await pchain.platform.getCurrentValidators({
      nodeIDs: [...wanted, 'NodeID-111111111111111111116DBWJs'],
    });
    expect(filtered.validators.map((v) => v.nodeID).sort()).toEqual([...wanted].sort());
  });

  it('validators as the node sends them: signer.proofOfPossession, accruedDelegateeReward, delegators only for nodeIDs', async () => {
    const pchain = client();
    const { validators } = await pchain.platform.getCurrentValidators();
    const first = validators[0]!;
    expect(first.signer?.proofOfPossession).toMatch(/^0x[0-9a-f]{192}$/);
    expect(first.signer).not.toHaveProperty('proofOfPosession');
    expect(first.accruedDelegateeReward).toMatch(/^\d+$/);
    expect(validators.every((v) => v.delegators === undefined)).toBe(true);
    const delegated = mock.server.data.networks.mainnet.primaryValidators.find(
      (v) => v.delegators.length > 0,
    )!;
    const one = await pchain.platform.getCurrentValidators({ nodeIDs: [delegated.nodeID] });
    expect(one.validators[0]?.delegators).toHaveLength(delegated.delegators.length);
  });

  it('blocks by height in both encodings', async () => {
    const pchain = client();
    const height = Number(((await pchain.request('platform.getHeight')) as { height: string }).height);
    const json = await pchain.platform.getBlockByHeight({ height, encoding: 'json' });
    if (json.encoding !== 'json') throw new Error('expected a json block');
    expect(json.block.height).toBe(height);
    expect(typeof json.block.parentID).toBe('string');
    expect(typeof json.block.id).toBe('string');
    expect(typeof json.block.time).toBe('number');
    expect(Array.isArray(json.block.txs)).toBe(true);
    const block = mock.server.data.networks.mainnet.pBlocks.find((b) => b.height === height)!;
    expect(json.block.txs?.map((t) => t.id)).toEqual(block.txs);
    const hex = await pchain.platform.getBlockByHeight({ height });
    expect(hex.encoding).toBe('hex');
    expect(typeof hex.block).toBe('string');
  });

  it('the genesis block has no txs (and no time), by height and by id', async () => {
    const pchain = client();
    const genesis = await pchain.platform.getBlockByHeight({ height: 0, encoding: 'json' });
    if (genesis.encoding !== 'json') throw new Error('expected a json block');
    expect(Object.keys(genesis.block)).toEqual(['parentID', 'height', 'id']);
    expect(await pchain.platform.getBlock({ blockID: genesis.block.id!, encoding: 'json' })).toEqual(genesis);
  });

  it('supply, blockchains and their status', async () => {
    const pchain = client();
    expect(await pchain.platform.getCurrentSupply()).toEqual({
      supply: expect.stringMatching(/^\d+$/),
      height: expect.stringMatching(/^\d+$/),
    });
    const address = `P-${mock.server.data.networks.mainnet.utxoAddresses[0]}`;
    const balance = await pchain.platform.getBalance({ addresses: [address] });
    expect(balance).toMatchObject({
      balance: expect.stringMatching(/^\d+$/),
      unlocked: expect.stringMatching(/^\d+$/),
      lockedStakeable: '0',
      lockedNotStakeable: '0',
    });
    const { blockchains } = await pchain.platform.getBlockchains();
    expect(blockchains.length).toBeGreaterThan(0);
    const { status } = await pchain.platform.getBlockchainStatus({ blockchainID: blockchains[0]!.id });
    expect(['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown']).toContain(status);
  });

  it("an unknown block is the node's JsonRpcError; request() reaches methods the spec lacks", async () => {
    const pchain = client();
    const error = await pchain.platform.getBlockByHeight({ height: 10 ** 12 }).catch((e) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error.method).toBe('platform.getBlockByHeight');
    const height = await pchain.request('platform.getHeight');
    expect(height).toMatchObject({ height: expect.stringMatching(/^\d+$/) });
  });

  it('calls made in one tick each resolve, as separate requests (the node refuses a batch on /ext/bc/P)', async () => {
    const pchain = client();
    mock.server.clearRequests();
    const results = await Promise.all([
      pchain.platform.getCurrentSupply(),
      pchain.platform.getBlockchains(),
      pchain.platform.getCurrentValidators(),
    ]);
    expect(results[0].supply).toMatch(/^\d+$/);
    expect(results[1].blockchains.length).toBeGreaterThan(0);
    expect(results[2].validators.length).toBeGreaterThan(0);
    const posts = mock.server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.rpcMethods.length)).toEqual([1, 1, 1]);
  });
});
