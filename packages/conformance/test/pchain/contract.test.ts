/** pchain against the mock server (@pkg/mock-server): real HTTP, the answers of a real AvalancheGo v1.14.0 node. */
import { useMockServer } from '@pkg/mock-server/vitest';
import { createPChainClient, JsonRpcError } from '@pkg/pchain';
import { describe, expect, it } from 'vitest';

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

  it('heights and time follow the data set: getHeight is the last P block, getTimestamp its time', async () => {
    const pchain = client();
    const last = mock.server.data.networks.mainnet.pBlocks.at(-1)!;
    expect(await pchain.platform.getHeight()).toEqual({ height: String(last.height) });
    const { timestamp } = await pchain.platform.getTimestamp();
    expect(Date.parse(timestamp) / 1000).toBe(last.timestamp);
    const proposed = await pchain.platform.getProposedHeight();
    expect(BigInt(proposed.height)).toBeLessThanOrEqual(BigInt(last.height));
  });

  it('getUTXOs pages join up: iterate.getUTXOs (limit 2) yields the UTXOs one call returns, in order', async () => {
    const pchain = client();
    const address = `P-${mock.server.data.networks.mainnet.utxoAddresses[0]}`;
    const all = await pchain.platform.getUTXOs({ addresses: [address] });
    expect(all.utxos.length).toBeGreaterThan(2);
    expect(all.numFetched).toBe(String(all.utxos.length));
    const paged: string[] = [];
    for await (const utxo of pchain.iterate.getUTXOs({ addresses: [address], limit: 2 })) paged.push(utxo);
    expect(paged).toEqual(all.utxos);
  });

  it('subnets: getSubnets lists what getSubnet, validates and validatedBy describe; an L1 has its manager', async () => {
    const pchain = client();
    const { subnets } = await pchain.platform.getSubnets();
    const net = mock.server.data.networks.mainnet;
    const l1 = net.subnets.find((s) => s.isL1)!;
    expect(subnets?.map((s) => s.id)).toContain(l1.subnetId);
    const one = await pchain.platform.getSubnet({ subnetID: l1.subnetId });
    expect(one).toMatchObject({
      isPermissioned: false,
      managerChainID: l1.l1ValidatorManagerDetails.blockchainId,
      managerAddress: l1.l1ValidatorManagerDetails.contractAddress,
    });
    const listed = subnets?.find((s) => s.id === l1.subnetId);
    expect(listed?.controlKeys).toEqual(one.controlKeys);
    const { blockchainIDs } = await pchain.platform.validates({ subnetID: l1.subnetId });
    for (const blockchainID of blockchainIDs) {
      expect(await pchain.platform.validatedBy({ blockchainID })).toEqual({ subnetID: l1.subnetId });
    }
    expect(await pchain.platform.getSubnets({ ids: [one.conversionID] })).toEqual({ subnets: null });
  });

  it('an L1 validator is the same in getCurrentValidators, getL1Validator and getValidatorsAt', async () => {
    const pchain = client();
    const l1 = mock.server.data.networks.mainnet.subnets.find((s) => s.isL1)!;
    const { validators } = await pchain.platform.getCurrentValidators({ subnetID: l1.subnetId });
    const first = validators.find((v) => v.validationID)!;
    const vdr = await pchain.platform.getL1Validator({ validationID: first.validationID! });
    expect(vdr).toMatchObject({ nodeID: first.nodeID, weight: first.weight, subnetID: l1.subnetId });
    const at = await pchain.platform.getValidatorsAt({ height: 'proposed', subnetID: l1.subnetId });
    expect(at[first.nodeID!]).toEqual({ publicKey: vdr.publicKey, weight: vdr.weight });
    const unknown = await pchain.platform.getL1Validator({ validationID: l1.subnetId }).catch((e) => e);
    expect(unknown).toBeInstanceOf(JsonRpcError);
    expect(unknown.message).toMatch(/not found/);
  });

  it('issueTx: the tx is then Committed; fees are JSON numbers', async () => {
    const pchain = client();
    const { txID } = await pchain.platform.issueTx({ tx: '0x00ff00ff', encoding: 'hex' });
    expect(await pchain.platform.getTxStatus({ txID })).toEqual({ status: 'Committed' });
    const fee = await pchain.platform.getFeeState();
    expect(typeof fee.price).toBe('number');
    expect(fee.price).toBeGreaterThanOrEqual((await pchain.platform.getFeeConfig()).minPrice);
    const { validators } = await pchain.platform.sampleValidators({ size: 3 });
    const current = (await pchain.platform.getCurrentValidators()).validators.map((v) => v.nodeID);
    expect(validators).toHaveLength(3);
    for (const nodeID of validators) expect(current).toContain(nodeID);
  });
});
