import { createDataClient, type DataResult, HttpError, ValidationError } from '@pkg/data';
import { PRIMARY_NETWORK_ID } from '@pkg/mock-server';
import { useMockServer } from '@pkg/mock-server/vitest';
import { afterEach, describe, expect, it } from 'vitest';

// The primary-network operations (Primary Network, its Transactions, Blocks, Vertices, UTXOs, Balances and
// Rewards tags) and Interchain Messaging, through the client against the mock server: the params as they
// reach the wire, the results, paging through iterate, refusals before sending, and faults.

const fixture = useMockServer({ seed: 11 });
afterEach(() => {
  fixture.server.setFaults(undefined);
  fixture.server.clearRequests();
});

const client = (options: Parameters<typeof createDataClient>[0] = {}) =>
  createDataClient({ baseUrl: fixture.server.dataUrl, retry: false, ...options });

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const mainnet = () => fixture.server.data.networks.mainnet;
const network = 'mainnet' as const;
/** The query of the last request, as a plain object. */
const lastQuery = () => Object.fromEntries(new URLSearchParams(fixture.server.requests.at(-1)!.query));
const lastPath = () => fixture.server.requests.at(-1)!.path;

type Tx = DataResult<'getTxByHash'>;

describe('Primary Network Transactions', () => {
  it('listLatestPrimaryNetworkTransactions: every item is what getTxByHash fetches, on each chain', async () => {
    const data = client();
    for (const blockchainId of ['p-chain', 'x-chain', 'c-chain'] as const) {
      const page = await data.listLatestPrimaryNetworkTransactions({ network, blockchainId, pageSize: 4 });
      expect(page.chainInfo).toEqual({ chainName: blockchainId, network });
      expect(page.transactions).toHaveLength(4);
      expect(page.nextPageToken).toEqual(expect.any(String));
      for (const tx of page.transactions) {
        expect(await data.getTxByHash({ network, blockchainId, txHash: tx.txHash })).toEqual(tx);
      }
    }
    expect(lastPath()).toMatch(/^\/v1\/networks\/mainnet\/blockchains\/c-chain\/transactions\/[0-9A-Za-z]+$/);
  });

  it('getTxByHash narrows by chain shape: P (txType, blockNumber), X (chainFormat), C (evmInputs/evmOutputs)', async () => {
    const data = client();
    const shape = (tx: Tx) =>
      'chainFormat' in tx
        ? `x ${tx.chainFormat}`
        : 'evmInputs' in tx
          ? 'c export'
          : 'evmOutputs' in tx
            ? 'c import'
            : `p ${tx.txType}`;
    const seen = new Set<string>();
    for (const blockchainId of ['p-chain', 'x-chain', 'c-chain'] as const) {
      const txs = await collect(
        data.iterate.listLatestPrimaryNetworkTransactions({ network, blockchainId, pageSize: 100 }),
      );
      for (const tx of txs) seen.add(shape(tx));
    }
    for (const s of [
      'p BaseTx',
      'p AddPermissionlessValidatorTx',
      'x linear',
      'x non-linear',
      'c export',
      'c import',
    ])
      expect([...seen]).toContain(s);
  });

  it('sends addresses given as a list comma-separated, txTypes one key each, the time window; iterate walks every page', async () => {
    const data = client();
    const owner = mainnet().primaryValidators[0]!.validationRewardOwner.addresses[0]!;
    const other = mainnet().utxoAddresses[0]!;
    const all = await collect(
      data.iterate.listLatestPrimaryNetworkTransactions({
        network,
        blockchainId: PRIMARY_NETWORK_ID,
        addresses: [owner, other],
        txTypes: ['AddPermissionlessValidatorTx', 'BaseTx'],
        startTimestamp: 0,
        endTimestamp: 4_000_000_000,
        sortOrder: 'asc',
        pageSize: 3,
      }),
    );
    // txTypes one key per item, as the live document declares it (form, explode); addresses one comma list
    expect(fixture.server.requests.at(-1)!.query).toContain(
      'txTypes=AddPermissionlessValidatorTx&txTypes=BaseTx',
    );
    expect(lastQuery()).toMatchObject({
      addresses: `${owner},${other}`,
      startTimestamp: '0',
      endTimestamp: '4000000000',
      sortOrder: 'asc',
      pageSize: '3',
    });
    expect(all.length).toBeGreaterThan(3);
    expect(new Set(all.map((t) => t.txHash)).size).toBe(all.length);
    const times = all.map((t) => ('blockTimestamp' in t ? t.blockTimestamp : t.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const t of all) expect(['AddPermissionlessValidatorTx', 'BaseTx']).toContain(t.txType);
    // each one touches one of the addresses (its UTXOs or its reward addresses name it)
    for (const t of all) expect([owner, other].some((a) => JSON.stringify(t).includes(a))).toBe(true);
    expect(all.some((t) => JSON.stringify(t).includes(owner))).toBe(true);
    expect(all.some((t) => JSON.stringify(t).includes(other))).toBe(true);
  });

  it('listActivePrimaryNetworkStakingTransactions lists the active validations and delegations of the reward owner', async () => {
    const validator = mainnet().primaryValidators.find((v) => v.delegators.length > 0)!;
    const owner = validator.validationRewardOwner.addresses[0]!;
    const txs = await collect(
      client().iterate.listActivePrimaryNetworkStakingTransactions({
        network,
        blockchainId: 'p-chain',
        addresses: owner,
        pageSize: 2,
      }),
    );
    const hashes = txs.map((t) => t.txHash);
    expect(hashes).toContain(validator.txID);
    for (const d of validator.delegators) expect(hashes).toContain(d.txID);
    expect(txs.every((t) => t.txType.startsWith('AddPermissionless'))).toBe(true);
  });

  it('listAssetTransactions lists X-Chain transactions moving the asset', async () => {
    const assetId = mainnet().avaxAssetId;
    const { transactions, chainInfo } = await client().listAssetTransactions({
      network,
      blockchainId: 'x-chain',
      assetId,
      pageSize: 5,
    });
    expect(chainInfo.chainName).toBe('x-chain');
    expect(transactions).toHaveLength(5);
    for (const t of transactions) expect(t.amountCreated.map((a) => a.assetId)).toContain(assetId);
  });
});

describe('Primary Network Blocks and Vertices', () => {
  it('listLatestPrimaryNetworkBlocks within a window; getBlockById by height and by hash', async () => {
    const data = client();
    const first = await data.listLatestPrimaryNetworkBlocks({
      network,
      blockchainId: 'x-chain',
      pageSize: 3,
    });
    const [newest, , oldest] = first.blocks;
    const windowed = await collect(
      data.iterate.listLatestPrimaryNetworkBlocks({
        network,
        blockchainId: 'x-chain',
        startTimestamp: oldest!.blockTimestamp,
        endTimestamp: newest!.blockTimestamp,
        pageSize: 1,
      }),
    );
    expect(windowed).toEqual(first.blocks);
    expect(lastQuery()).toMatchObject({ startTimestamp: String(oldest!.blockTimestamp), pageSize: '1' });
    expect(
      await data.getBlockById({ network, blockchainId: 'x-chain', blockId: newest!.blockNumber }),
    ).toEqual(newest);
    expect(await data.getBlockById({ network, blockchainId: 'x-chain', blockId: newest!.blockHash })).toEqual(
      newest,
    );
  });

  it('vertices: listed, by hash and by height agree', async () => {
    const data = client();
    const vertices = await collect(
      data.iterate.listLatestXChainVertices({ network, blockchainId: 'x-chain' }),
    );
    expect(vertices.length).toBeGreaterThan(10);
    const v = vertices[5]!;
    expect(
      await data.getVertexByHash({ network, blockchainId: 'x-chain', vertexHash: v.vertexHash }),
    ).toEqual(v);
    const atHeight = await data.getVertexByHeight({
      network,
      blockchainId: 'x-chain',
      vertexHeight: v.vertexHeight,
      sortOrder: 'asc',
    });
    expect(lastQuery()).toEqual({ vertexHeight: String(v.vertexHeight), sortOrder: 'asc' });
    expect(atHeight.vertices).toContainEqual(v);
    expect(atHeight.vertices.every((x) => x.vertexHeight === v.vertexHeight)).toBe(true);
  });
});

describe('Primary Network UTXOs and Balances', () => {
  it('getUtxosByAddresses and getUtxosByAddressesV2 (addresses in the body) answer the same UTXOs', async () => {
    const data = client();
    const [a, b] = mainnet().utxoAddresses as [string, string];
    const viaGet = await collect(
      data.iterate.getUtxosByAddresses({ network, blockchainId: 'p-chain', addresses: [a, b], pageSize: 10 }),
    );
    const viaPost = await collect(
      data.iterate.getUtxosByAddressesV2({
        network,
        blockchainId: 'p-chain',
        addresses: `${a},${b}`,
        pageSize: 1024,
      }),
    );
    expect(viaPost).toEqual(viaGet);
    expect(fixture.server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/networks/mainnet/blockchains/p-chain/utxos',
    });
    expect(lastQuery()).toEqual({ pageSize: '1024' });
    const owners = new Set(viaGet.flatMap((u) => u.addresses));
    expect(owners).toEqual(new Set([a, b]));
  });

  it('the UTXOs add up to getBalancesByAddresses; minUtxoAmount and sortBy reach the service', async () => {
    const data = client();
    const address = mainnet().utxoAddresses[0]!;
    const utxos = await collect(
      data.iterate.getUtxosByAddresses({ network, blockchainId: 'x-chain', addresses: address }),
    );
    const total = utxos.reduce((sum, u) => sum + BigInt(u.asset.amount), 0n);
    const result = await data.getBalancesByAddresses({
      network,
      blockchainId: 'x-chain',
      addresses: `X-${address}`,
    });
    expect(result.chainInfo.chainName).toBe('x-chain');
    expect('unlocked' in result.balances && result.balances.unlocked).toEqual([
      expect.objectContaining({ amount: String(total), utxoCount: utxos.length, symbol: 'AVAX' }),
    ]);
    const min = utxos.map((u) => BigInt(u.asset.amount)).sort((x, y) => (x < y ? -1 : 1))[5]!;
    const big = await data.getUtxosByAddresses({
      network,
      blockchainId: 'x-chain',
      addresses: address,
      minUtxoAmount: Number(min),
      sortBy: 'amount',
      sortOrder: 'asc',
      pageSize: 100,
    });
    expect(lastQuery()).toMatchObject({ minUtxoAmount: String(min), sortBy: 'amount', sortOrder: 'asc' });
    expect(big.utxos.length).toBe(utxos.length - 5);
    const amounts = big.utxos.map((u) => BigInt(u.asset.amount));
    expect(amounts[0]).toBe(min);
  });

  it('getLastActivityTimestampByAddresses (GET and POST) points at a fetchable transaction', async () => {
    const data = client();
    const address = mainnet().utxoAddresses[2]!;
    const viaGet = await data.getLastActivityTimestampByAddresses({
      network,
      blockchainId: 'p-chain',
      addresses: address,
    });
    const viaPost = await data.getLastActivityTimestampByAddressesV2({
      network,
      blockchainId: 'p-chain',
      addresses: address,
    });
    expect(viaPost).toEqual(viaGet);
    const tx = await data.getTxByHash({ network, blockchainId: 'p-chain', txHash: viaGet.txHash });
    expect('blockTimestamp' in tx && tx.blockTimestamp).toBe(viaGet.timestamp);
  });
});

describe('Primary Network, Rewards', () => {
  it('getNetworkDetails, getChainIdsForAddresses, getBlockchainById, iterate.listSubnets', async () => {
    const data = client();
    const details = await data.getNetworkDetails({ network });
    expect(details.validatorDetails.validatorCount).toBe(mainnet().primaryValidators.length);
    const address = mainnet().utxoAddresses[0]!;
    const { addresses } = await data.getChainIdsForAddresses({ network, addresses: [address, 'avax1none'] });
    expect(lastQuery()).toEqual({ addresses: `${address},avax1none` });
    expect(addresses).toEqual([
      { address, blockchainIds: [PRIMARY_NETWORK_ID, mainnet().xChainId] },
      { address: 'avax1none', blockchainIds: [] },
    ]);
    const chain = mainnet().blockchains.at(-1)!;
    expect(await data.getBlockchainById({ network, blockchainId: chain.blockchainId })).toEqual(chain);
    const subnets = await collect(data.iterate.listSubnets({ network, pageSize: 1, sortOrder: 'desc' }));
    expect(subnets.map((s) => s.subnetId)).toEqual(
      mainnet()
        .subnets.map((s) => s.subnetId)
        .reverse(),
    );
    expect(
      await data.getAssetDetails({ network, blockchainId: 'x-chain', assetId: mainnet().avaxAssetId }),
    ).toMatchObject({
      assetId: mainnet().avaxAssetId,
      symbol: 'AVAX',
      denomination: 9,
    });
  });

  it('listValidators sends every filter; validators narrow on validationStatus', async () => {
    const data = client();
    const validators = await collect(
      data.iterate.listValidators({
        network,
        subnetId: PRIMARY_NETWORK_ID,
        validationStatus: 'active',
        minDelegationCapacity: '0',
        maxDelegationCapacity: '720000000000000000',
        minTimeRemaining: 0,
        maxTimeRemaining: 2_147_483_647,
        minFeePercentage: 2,
        maxFeePercentage: 100,
        minUptimePerformance: 0,
        maxUptimePerformance: 100,
        sortBy: 'delegationFee',
        sortOrder: 'desc',
        pageSize: 7,
      }),
    );
    expect(lastQuery()).toMatchObject({
      subnetId: PRIMARY_NETWORK_ID,
      minDelegationCapacity: '0',
      maxFeePercentage: '100',
      sortBy: 'delegationFee',
    });
    expect(validators.map((v) => v.nodeId).sort()).toEqual(
      mainnet()
        .primaryValidators.map((v) => v.nodeID)
        .sort(),
    );
    for (const v of validators) {
      if (v.validationStatus !== 'active') throw new Error('an active validator was expected');
      expect(v.validatorHealth.reachabilityPercent).toEqual(expect.any(Number));
    }
    const fees = validators.map((v) => Number(v.delegationFee));
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
  });

  it('getSingleValidatorDetails, listDelegators and listL1Validators agree with the data set', async () => {
    const data = client();
    const validator = mainnet().primaryValidators.find((v) => v.delegators.length > 0)!;
    const mine = await data.getSingleValidatorDetails({
      network,
      nodeId: validator.nodeID,
      validationStatus: 'completed',
    });
    expect(mine.validators).toHaveLength(1);
    const done = mine.validators[0]!;
    if (done.validationStatus !== 'completed') throw new Error('a completed validation was expected');
    expect(done.rewards.rewardTxHash).toEqual(expect.any(String));
    const delegators = await collect(
      data.iterate.listDelegators({
        network,
        nodeIds: [validator.nodeID],
        delegationStatus: 'active',
        pageSize: 1,
      }),
    );
    expect(lastQuery()).toMatchObject({ nodeIds: validator.nodeID, delegationStatus: 'active' });
    expect(delegators.map((d) => d.txHash).sort()).toEqual(validator.delegators.map((d) => d.txID).sort());
    const l1 = mainnet().subnets.find((s) => s.isL1)!;
    const l1Page = await data.listL1Validators({
      network,
      subnetId: l1.subnetId,
      includeInactiveL1Validators: true,
    });
    expect(lastQuery()).toMatchObject({ subnetId: l1.subnetId, includeInactiveL1Validators: 'true' });
    expect(l1Page.validators.map((v) => v.nodeId).sort()).toEqual(
      mainnet()
        .subnetValidators.get(l1.subnetId)!
        .map((v) => v.nodeID)
        .sort(),
    );
    expect(l1Page.blockHeight).toMatch(/^\d+$/);
  });

  it('rewards: pending by node ids, paid by address in a currency, each pointing at its staking transaction', async () => {
    const data = client();
    const validator = mainnet().primaryValidators[1]!;
    const pending = await collect(
      data.iterate.listPendingPrimaryNetworkRewards({ network, nodeIds: [validator.nodeID], pageSize: 1 }),
    );
    expect(pending.map((r) => r.txHash)).toContain(validator.txID);
    expect(pending.every((r) => r.nodeId === validator.nodeID)).toBe(true);
    const owner = validator.validationRewardOwner.addresses[0]!;
    const paid = await data.listHistoricalPrimaryNetworkRewards({
      network,
      addresses: owner,
      currency: 'chf',
    });
    expect(lastQuery()).toMatchObject({ addresses: owner, currency: 'chf' });
    expect(paid.historicalRewards.length).toBeGreaterThan(0);
    const reward = paid.historicalRewards[0]!;
    expect(reward.reward.historicalPrice?.currencyCode).toBe('chf');
    const rewardTx = await data.getTxByHash({
      network,
      blockchainId: 'p-chain',
      txHash: reward.rewardTxHash,
    });
    expect('txType' in rewardTx && rewardTx.txType).toBe('RewardValidatorTx');
  });
});

describe('Interchain Messaging', () => {
  it('listIcmMessages filters by source chain and network; getIcmMessage fetches what is listed; by address', async () => {
    const data = client();
    const cChain = mainnet().evmChains[0]!;
    const messages = await collect(
      data.iterate.listIcmMessages({ network, sourceBlockchainId: cChain.blockchainId, pageSize: 2 }),
    );
    expect(lastQuery()).toMatchObject({ network, sourceBlockchainId: cChain.blockchainId });
    expect(messages.length).toBeGreaterThan(2);
    for (const m of messages) expect(m.sourceBlockchainId).toBe(cChain.blockchainId);
    const delivered = messages.find((m) => m.status === 'delivered');
    if (delivered?.status !== 'delivered') throw new Error('a delivered message was expected');
    expect(delivered.destinationTransaction.txHash).toEqual(expect.any(String));
    expect(await data.getIcmMessage({ messageId: delivered.messageId })).toEqual(delivered);
    const byAddress = await data.listIcmMessagesByAddress({ address: delivered.from, network });
    expect(byAddress.messages).toContainEqual(delivered);
    const to = await data.listIcmMessages({ to: delivered.to, from: delivered.from });
    expect(to.messages).toContainEqual(delivered);
  });
});

describe('refusals before sending, errors and retries', () => {
  it.each([
    ['getTxByHash', { network, blockchainId: 'd-chain', txHash: 'x' }, 'blockchainId'],
    ['listActivePrimaryNetworkStakingTransactions', { network, blockchainId: 'x-chain' }, 'blockchainId'],
    ['listLatestXChainVertices', { network, blockchainId: 'p-chain' }, 'blockchainId'],
    [
      'listLatestPrimaryNetworkTransactions',
      { network, blockchainId: 'p-chain', txTypes: ['MintTx'] },
      'txTypes',
    ],
    [
      'listLatestPrimaryNetworkBlocks',
      { network, blockchainId: 'p-chain', startTimestamp: 10, endTimestamp: 9 },
      'startTimestamp',
    ],
    [
      'getUtxosByAddressesV2',
      { network, blockchainId: 'p-chain', addresses: 'a', pageSize: 1025 },
      'pageSize',
    ],
    ['getUtxosByAddressesV2', { network, blockchainId: 'p-chain' }, 'addresses'],
    [
      'getUtxosByAddresses',
      { network, blockchainId: 'p-chain', addresses: 'a', minUtxoAmount: -1 },
      'minUtxoAmount',
    ],
    ['getUtxosByAddresses', { network, blockchainId: 'p-chain', sortBy: 'size' }, 'sortBy'],
    ['getVertexByHeight', { network, blockchainId: 'x-chain' }, 'vertexHeight'],
    ['listPendingPrimaryNetworkRewards', { network }, 'addresses'],
    ['listHistoricalPrimaryNetworkRewards', { network, nodeIds: 'NodeID-1', currency: 'btc' }, 'currency'],
    ['listValidators', { network, minFeePercentage: 1 }, 'minFeePercentage'],
    [
      'listValidators',
      { network, minUptimePerformance: 99, maxUptimePerformance: 98 },
      'minUptimePerformance',
    ],
    ['listValidators', { network, maxDelegationCapacity: '7.2e17' }, 'maxDelegationCapacity'],
    ['listDelegators', { network, delegationStatus: 'removed' }, 'delegationStatus'],
    ['listSubnets', { network, pageSize: 10_001 }, 'pageSize'],
    ['getChainIdsForAddresses', { network }, 'addresses'],
    ['listIcmMessages', { network: 'moon' }, 'network'],
    ['getIcmMessage', { messageId: '' }, 'messageId'],
  ] as const)(
    '%s refuses %j before sending (ValidationError naming %s)',
    async (operationId, params, field) => {
      const call = (client() as unknown as Record<string, (p: unknown) => Promise<unknown>>)[operationId]!;
      const error = await call(params).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      // the field, or the list item (txTypes[0]) or the alternatives (addresses | nodeIds) it belongs to
      expect((error as ValidationError).field).toContain(field);
      expect(fixture.server.requests).toHaveLength(0);
    },
  );

  it('a transaction of another chain is HttpError 404 with the service body', async () => {
    const data = client();
    const { transactions } = await data.listLatestPrimaryNetworkTransactions({
      network,
      blockchainId: 'x-chain',
    });
    const error = await data
      .getTxByHash({ network, blockchainId: 'p-chain', txHash: transactions[0]!.txHash })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: expect.stringContaining('p-chain') },
    });
  });

  it('retries a GET on 503, never the UTXO and last-activity POSTs (not documented idempotent)', async () => {
    const retry = { retries: 2, minDelayMs: 1, maxDelayMs: 1 };
    const address = mainnet().utxoAddresses[0]!;
    const route = '/v1/networks/mainnet/blockchains/p-chain';
    fixture.server.setFaults({ routes: { [route]: { kinds: ['503'] } } });
    const get = client({ retry }).getUtxosByAddresses({
      network,
      blockchainId: 'p-chain',
      addresses: address,
    });
    await expect(get).rejects.toMatchObject({ name: 'HttpError', status: 503 });
    expect(fixture.server.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    for (const post of [
      () => client({ retry }).getUtxosByAddressesV2({ network, blockchainId: 'p-chain', addresses: address }),
      () =>
        client({ retry }).getLastActivityTimestampByAddressesV2({
          network,
          blockchainId: 'p-chain',
          addresses: address,
        }),
    ]) {
      fixture.server.clearRequests();
      await expect(post()).rejects.toMatchObject({ name: 'HttpError', status: 503 });
      expect(fixture.server.requests.map((r) => [r.method, r.status])).toEqual([['POST', 503]]);
    }
    // the same POST goes through once the fault is gone
    fixture.server.setFaults(undefined);
    const ok = await client({ retry }).getUtxosByAddressesV2({
      network,
      blockchainId: 'p-chain',
      addresses: address,
    });
    expect(ok.utxos.length).toBeGreaterThan(0);
  });
});
