import { checkValue } from '@pkg/core';
import { describe, expect, test } from 'vitest';
import { icmMessagesOf } from '../data/icm.js';
import { primaryIndexOf } from '../data/primaryNetwork.js';
import type { JsonBody } from '../testJson.js';
import { useMockServer } from '../vitest.js';
import { primaryDataHandlers } from './dataHandlersPrimary.js';
import { restOperations } from './operations.js';

const mock = useMockServer({ seed: 5 });
const N = '/v1/networks/mainnet';

async function call(path: string, init?: RequestInit): Promise<{ status: number; body: JsonBody }> {
  const res = await fetch(`${mock.server.dataUrl}${path}`, init);
  return { status: res.status, body: await res.json() };
}

const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function collect(path: string, field: string): Promise<JsonBody[]> {
  const items: JsonBody[] = [];
  let token: string | undefined;
  for (let pages = 0; pages < 500; pages++) {
    const sep = path.includes('?') ? '&' : '?';
    const { status, body } = await call(token ? `${path}${sep}pageToken=${encodeURIComponent(token)}` : path);
    expect(status, path).toBe(200);
    items.push(...body[field]);
    token = body.nextPageToken;
    if (!token) return items;
  }
  throw new Error('paging did not end');
}

function net() {
  return mock.server.data.networks.mainnet;
}
function index() {
  return primaryIndexOf(mock.server.data.seed, net());
}

describe('primary-network Data API: consistency across endpoints', () => {
  test('every transaction listed on each chain is the transaction fetched by hash, and only on its chain', async () => {
    for (const chain of ['p-chain', 'x-chain', 'c-chain']) {
      const { body } = await call(`${N}/blockchains/${chain}/transactions?pageSize=25`);
      expect(body.chainInfo).toEqual({ chainName: chain, network: 'mainnet' });
      expect(body.transactions).toHaveLength(25);
      for (const tx of body.transactions.slice(0, 8)) {
        expect((await call(`${N}/blockchains/${chain}/transactions/${tx.txHash}`)).body).toEqual(tx);
      }
      const other = chain === 'p-chain' ? 'x-chain' : 'p-chain';
      expect(
        (await call(`${N}/blockchains/${other}/transactions/${body.transactions[0].txHash}`)).status,
      ).toBe(404);
    }
  });

  test("a block's transactions are fetchable and name that block; blocks by height and by hash agree", async () => {
    const { body } = await call(`${N}/blockchains/p-chain/blocks?pageSize=20`);
    const block = body.blocks.find((b: JsonBody) => b.transactions.length > 0);
    expect((await call(`${N}/blockchains/p-chain/blocks/${block.blockNumber}`)).body).toEqual(block);
    expect(
      (await call(`${N}/blockchains/11111111111111111111111111111111LpoYY/blocks/${block.blockHash}`)).body,
    ).toEqual(block);
    for (const hash of block.transactions) {
      const tx = (await call(`${N}/blockchains/p-chain/transactions/${hash}`)).body;
      expect([tx.blockNumber, tx.blockHash, tx.blockTimestamp]).toEqual([
        block.blockNumber,
        block.blockHash,
        block.blockTimestamp,
      ]);
    }
    // the blocks listed by proposer are the same blocks
    const proposer = block.proposerDetails.proposerNodeId;
    const byNode = await collect(`${N}/blockchains/p-chain/nodes/${proposer}/blocks?pageSize=100`, 'blocks');
    expect(byNode).toContainEqual(block);
  });

  test('UTXOs add up to the balances, with and without a past timestamp', async () => {
    const address = net().utxoAddresses[0] as string;
    for (const chain of ['p-chain', 'x-chain'] as const) {
      const utxos = await collect(`${N}/blockchains/${chain}/utxos?addresses=${address}&pageSize=7`, 'utxos');
      expect(utxos.length).toBeGreaterThan(10);
      const sum = utxos.reduce((s, u) => s + BigInt(u.asset.amount), 0n);
      const { body } = await call(`${N}/blockchains/${chain}/balances?addresses=P-${address}`);
      const unlocked = chain === 'p-chain' ? body.balances.unlockedUnstaked : body.balances.unlocked;
      expect(unlocked).toEqual([expect.objectContaining({ amount: String(sum), utxoCount: utxos.length })]);
      const times = utxos.map((u) => u.blockTimestamp ?? u.timestamp).sort((a: number, b: number) => a - b);
      const mid = times[Math.floor(times.length / 2)];
      const past = await call(
        `${N}/blockchains/${chain}/balances?addresses=${address}&blockTimestamp=${mid}`,
      );
      const pastUnlocked =
        chain === 'p-chain' ? past.body.balances.unlockedUnstaked : past.body.balances.unlocked;
      expect(pastUnlocked[0].utxoCount).toBe(times.filter((t: number) => t <= mid).length);
      // each UTXO's creating transaction is fetchable and emitted it
      const first = utxos[0];
      const creator = (
        await call(`${N}/blockchains/${chain}/transactions/${first.txHash ?? first.creationTxHash}`)
      ).body;
      expect(creator.emittedUtxos.map((u: JsonBody) => u.utxoId)).toContain(first.utxoId);
    }
    const c = await call(`${N}/blockchains/c-chain/balances?addresses=${address}`);
    expect(c.body).toEqual({
      balances: { atomicMemoryUnlocked: [], atomicMemoryLocked: [] },
      chainInfo: { chainName: 'c-chain', network: 'mainnet' },
    });
  });

  test('the POST UTXO route answers like the GET one, paged and sorted by amount', async () => {
    const [a, b] = net().utxoAddresses as [string, string];
    const query = 'pageSize=5&sortBy=amount&sortOrder=desc';
    const got = await call(`${N}/blockchains/x-chain/utxos?addresses=${a},${b}&${query}`);
    const posted = await post(`${N}/blockchains/x-chain/utxos?${query}`, { addresses: `${a},${b}` });
    expect(posted.status).toBe(200);
    expect(posted.body.utxos).toEqual(got.body.utxos);
    const amounts = posted.body.utxos.map((u: JsonBody) => BigInt(u.asset.amount));
    expect([...amounts].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0))).toEqual(amounts);
    expect((await post(`${N}/blockchains/x-chain/utxos`, {})).body.message).toContain('addresses');
    expect((await post(`${N}/blockchains/x-chain/utxos?pageSize=1025`, { addresses: a })).status).toBe(400);
    const last = await post(`${N}/blockchains/p-chain/lastActivityTimestampByAddresses`, { addresses: a });
    expect(last.status).toBe(200);
    const tx = (await call(`${N}/blockchains/p-chain/transactions/${last.body.txHash}`)).body;
    expect(tx.blockTimestamp).toBe(last.body.timestamp);
    expect(
      (await call(`${N}/blockchains/p-chain/lastActivityTimestampByAddresses?addresses=${a}`)).body,
    ).toEqual(last.body);
  });

  test('validators and delegators agree with the data set, the staking transactions and the rewards', async () => {
    const validators = await collect(`${N}/validators?pageSize=100&validationStatus=active`, 'validators');
    const primary = validators.filter((v) => v.subnetId === '11111111111111111111111111111111LpoYY');
    expect(primary.map((v) => v.nodeId).sort()).toEqual(
      net()
        .primaryValidators.map((v) => v.nodeID)
        .sort(),
    );
    const subnet = net().subnets.find(
      (s) => s.subnetId !== '11111111111111111111111111111111LpoYY' && !s.isL1,
    );
    const ofSubnet = await collect(`${N}/validators?subnetId=${subnet?.subnetId}`, 'validators');
    expect(ofSubnet.map((v) => v.nodeId).sort()).toEqual(
      net()
        .subnetValidators.get(subnet?.subnetId as string)
        ?.map((v) => v.nodeID)
        .sort(),
    );
    const l1 = net().subnets.find((s) => s.isL1);
    const l1Validators = await collect(`${N}/l1Validators?subnetId=${l1?.subnetId}`, 'validators');
    expect(l1Validators.map((v) => v.validationId).sort()).toEqual(
      net()
        .subnetValidators.get(l1?.subnetId as string)
        ?.map((v) => v.validationID)
        .sort(),
    );

    const withDelegators = net().primaryValidators.find((v) => v.delegators.length > 0);
    const delegators = await collect(`${N}/delegators?nodeIds=${withDelegators?.nodeID}`, 'delegators');
    expect(delegators.map((d) => d.txHash).sort()).toEqual(
      withDelegators?.delegators.map((d) => d.txID).sort(),
    );
    const single = await collect(`${N}/validators/${withDelegators?.nodeID}`, 'validators');
    expect(single.map((v) => v.validationStatus).sort()).toEqual(['active', 'completed']);
    const active = single.find((v) => v.validationStatus === 'active');
    expect(active.delegatorCount).toBe(delegators.length);

    const owner = active.potentialRewards.rewardAddresses[0];
    const staking = await collect(
      `${N}/blockchains/p-chain/transactions:listStaking?addresses=${owner}&pageSize=100`,
      'transactions',
    );
    expect(staking.map((t) => t.txHash)).toContain(active.txHash);
    const pending = await collect(`${N}/rewards:listPending?addresses=${owner}`, 'pendingRewards');
    expect(pending.map((r) => r.txHash)).toContain(active.txHash);
    const paid = await collect(`${N}/rewards?addresses=${owner}&currency=eur`, 'historicalRewards');
    const completed = single.find((v) => v.validationStatus === 'completed');
    expect(paid.map((r) => [r.txHash, r.rewardTxHash])).toContainEqual([
      completed.txHash,
      completed.rewards.rewardTxHash,
    ]);
    expect(paid[0].reward.historicalPrice.currencyCode).toBe('eur');
    const rewardTx = (await call(`${N}/blockchains/p-chain/transactions/${completed.rewards.rewardTxHash}`))
      .body;
    expect(rewardTx.txType).toBe('RewardValidatorTx');
    expect(rewardTx.emittedUtxos[0].utxoId).toBe(paid.find((r) => r.txHash === completed.txHash).utxoId);
  });

  test('vertices: listed, by hash and by height agree; their transactions are non-linear X transactions', async () => {
    const vertices = await collect(`${N}/blockchains/x-chain/vertices?pageSize=9`, 'vertices');
    expect(vertices.length).toBe(index().vertices.length);
    const v = vertices[3];
    expect((await call(`${N}/blockchains/x-chain/vertices/${v.vertexHash}`)).body).toEqual(v);
    const atHeight = await collect(
      `${N}/blockchains/x-chain/vertices:listByHeight?vertexHeight=${v.vertexHeight}`,
      'vertices',
    );
    expect(atHeight).toContainEqual(v);
    const tx = (await call(`${N}/blockchains/x-chain/transactions/${v.transactions[0]}`)).body;
    expect(tx.chainFormat).toBe('non-linear');
    expect(tx.vertices[0]).toEqual({
      hash: v.vertexHash,
      height: v.vertexHeight,
      timestamp: v.vertexTimestamp,
    });
  });

  test('ICM messages: listed is fetched, filters by chain, address and network, sent by a real transaction', async () => {
    const all = await collect('/v1/icm/messages?pageSize=50', 'messages');
    expect(all.length).toBe(icmMessagesOf(mock.server.data).length);
    expect(new Set(all.map((m) => m.status))).toEqual(
      new Set(['pending', 'delivered', 'delivered_source_not_indexed']),
    );
    const delivered = all.find((m) => m.status === 'delivered');
    expect((await call(`/v1/icm/messages/${delivered.messageId}`)).body).toEqual(delivered);
    const source = mock.server.data.chainsById.get(delivered.sourceEvmChainId);
    const sent = source?.transactions.find((t) => t.txHash === delivered.sourceTransaction.txHash);
    expect(sent?.from.address).toBe(delivered.from);
    const bySource = await collect(
      `/v1/icm/messages?sourceBlockchainId=${delivered.sourceEvmChainId}`,
      'messages',
    );
    expect(bySource.length).toBeGreaterThan(0);
    expect(bySource.every((m) => m.sourceBlockchainId === delivered.sourceBlockchainId)).toBe(true);
    const byAddress = await collect(
      `/v1/icm/addresses/${delivered.to.toUpperCase().replace('0X', '0x')}/messages`,
      'messages',
    );
    expect(byAddress.every((m) => m.to === delivered.to || m.from === delivered.to)).toBe(true);
    expect(byAddress).toContainEqual(delivered);
    const fuji = await collect('/v1/icm/messages?network=fuji', 'messages');
    expect(fuji.every((m) => m.sourceEvmChainId !== '43114' && m.destinationEvmChainId !== '43114')).toBe(
      true,
    );
    expect((await call('/v1/icm/messages/00ff')).status).toBe(404);
  });

  test('network details, chain ids of addresses, assets, blockchains and subnets come from the data set', async () => {
    const details = (await call(N)).body;
    expect(details.validatorDetails.validatorCount).toBe(net().primaryValidators.length);
    const staked = net().primaryValidators.reduce((s, v) => s + BigInt(v.weight), 0n);
    expect(details.validatorDetails.totalAmountStaked).toBe(String(staked));
    const [address] = net().utxoAddresses as [string];
    const ids = (await call(`${N}/addresses:listChainIds?addresses=${address},avax1nobody`)).body;
    expect(ids.addresses).toEqual([
      { address, blockchainIds: ['11111111111111111111111111111111LpoYY', net().xChainId] },
      { address: 'avax1nobody', blockchainIds: [] },
    ]);
    const asset = (await call(`${N}/blockchains/x-chain/assets/${net().avaxAssetId}`)).body;
    expect(asset).toMatchObject({ symbol: 'AVAX', denomination: 9, cap: 'fixed' });
    const moved = await call(`${N}/blockchains/x-chain/assets/${net().avaxAssetId}/transactions?pageSize=3`);
    expect(
      moved.body.transactions.every((t: JsonBody) => t.amountCreated[0].assetId === net().avaxAssetId),
    ).toBe(true);
    expect((await call(`${N}/blockchains/x-chain/assets/nope`)).status).toBe(404);
    const chain = net().blockchains[1];
    expect((await call(`${N}/blockchains/${chain?.blockchainId}`)).body).toEqual(chain);
    const subnets = await collect(`${N}/subnets?pageSize=1`, 'subnets');
    expect(subnets.map((s) => s.subnetId)).toEqual(net().subnets.map((s) => s.subnetId));
  });
});

describe('primary-network Data API: filters and refusals', () => {
  test('address, type and time filters of the transaction lists', async () => {
    const address = net().utxoAddresses[1] as string;
    const mine = await collect(`${N}/blockchains/p-chain/transactions?addresses=${address}`, 'transactions');
    const expected = index().txs.p.filter((t) => t.addresses.has(address));
    expect(mine.map((t) => t.txHash)).toEqual(expected.map((t) => t.txHash));
    const owner = net().primaryValidators[0]?.validationRewardOwner.addresses[0] as string;
    const validations = await collect(
      `${N}/blockchains/p-chain/transactions?addresses=${owner}&txTypes=AddPermissionlessValidatorTx&sortOrder=asc`,
      'transactions',
    );
    expect(validations.map((t) => t.txType)).toEqual([
      'AddPermissionlessValidatorTx',
      'AddPermissionlessValidatorTx',
    ]);
    expect(validations[0].blockTimestamp).toBeLessThan(validations[1].blockTimestamp);
    const t = validations[1].blockTimestamp;
    const windowed = await collect(
      `${N}/blockchains/p-chain/transactions?addresses=${owner}&startTimestamp=${t}&endTimestamp=${t}`,
      'transactions',
    );
    expect(windowed.map((x) => x.txHash)).toEqual([validations[1].txHash]);
  });

  test('validator filters: node id substrings, fee, uptime, time remaining, sorting', async () => {
    const first = net().primaryValidators[0]?.nodeID as string;
    const bySubstring = await collect(`${N}/validators?nodeIds=${first.slice(7, 20)}`, 'validators');
    expect(new Set(bySubstring.map((v) => v.nodeId))).toEqual(new Set([first]));
    const fees = await collect(`${N}/validators?minFeePercentage=10&maxFeePercentage=15`, 'validators');
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((v) => Number(v.delegationFee) >= 10 && Number(v.delegationFee) <= 15)).toBe(true);
    const sorted = await collect(
      `${N}/validators?sortBy=uptimePerformance&sortOrder=asc&validationStatus=active`,
      'validators',
    );
    const ups = sorted.map((v) => v.uptimePerformance);
    expect(ups).toEqual([...ups].sort((a, b) => a - b));
    // a number in exponent notation (how JavaScript prints 5e-324 or 1e21) is a number, not a 400
    const tiny = await call(`${N}/validators?minUptimePerformance=5e-324`);
    expect(tiny.status).toBe(200);
    expect((await call(`${N}/validators?minUptimePerformance=1e`)).status).toBe(400);
  });

  test.each([
    [`${N}/blockchains/d-chain/transactions`, 'blockchainId'],
    [`${N}/blockchains/c-chain/transactions:listStaking`, 'blockchainId'],
    [`${N}/blockchains/p-chain/vertices`, 'blockchainId'],
    [`${N}/blockchains/p-chain/transactions?txTypes=MintTx`, 'txTypes'],
    [`${N}/blockchains/p-chain/transactions?startTimestamp=9&endTimestamp=8`, 'startTimestamp'],
    [`${N}/blockchains/p-chain/utxos?sortBy=size`, 'sortBy'],
    [`${N}/blockchains/x-chain/vertices:listByHeight`, 'vertexHeight'],
    [`${N}/rewards:listPending`, 'addresses'],
    [`${N}/rewards?nodeIds=NodeID-1&currency=btc`, 'currency'],
    [`${N}/validators?minFeePercentage=1`, 'minFeePercentage'],
    [`${N}/validators?minUptimePerformance=95&maxUptimePerformance=90`, 'minUptimePerformance'],
    [`${N}/validators?minDelegationCapacity=1e9`, 'minDelegationCapacity'],
    [`${N}/validators?validationStatus=gone`, 'validationStatus'],
    [`${N}/delegators?delegationStatus=removed`, 'delegationStatus'],
    [`${N}/subnets?pageSize=10001`, 'pageSize'],
    ['/v1/icm/messages?network=moon', 'network'],
  ])('GET %s answers 400 naming %s', async (path, field) => {
    const { status, body } = await call(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain(field);
  });

  test.each([
    // a fuji chain named on mainnet
    [`${N}/blockchains/2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm/transactions`, 'blockchain'],
    [`${N}/blockchains/p-chain/transactions/nope`, 'transaction'],
    [`${N}/blockchains/p-chain/blocks/1`, 'block'],
    [`${N}/blockchains/x-chain/vertices/nope`, 'vertex'],
    [`${N}/validators/NodeID-nobody`, 'validator'],
    [`${N}/blockchains/nope`, 'blockchain'],
    [`${N}/blockchains/p-chain/lastActivityTimestampByAddresses?addresses=avax1nobody`, 'activity'],
  ])('GET %s answers 404 (%s)', async (path, word) => {
    const { status, body } = await call(path);
    expect(status).toBe(404);
    expect(body.message).toContain(word);
  });

  test('every answer of these operations fits the response schema of the spec', async () => {
    const [address] = net().utxoAddresses as [string];
    const owner = net().primaryValidators[0]?.validationRewardOwner.addresses[0] as string;
    const node = net().primaryValidators[0]?.nodeID as string;
    const message = icmMessagesOf(mock.server.data)[0]?.body.messageId;
    const vertex = index().vertices[0];
    const block = index().blocks.x[0];
    const paths: Record<string, string[]> = {
      getTxByHash: ['p', 'x', 'c'].map((k) => {
        const chain = `${k}-chain`;
        return `${N}/blockchains/${chain}/transactions/${index().txs[k as 'p'][0]?.txHash}`;
      }),
      listLatestPrimaryNetworkTransactions: ['p', 'x', 'c'].map(
        (k) => `${N}/blockchains/${k}-chain/transactions`,
      ),
      listActivePrimaryNetworkStakingTransactions: [
        `${N}/blockchains/p-chain/transactions:listStaking?addresses=${owner}`,
      ],
      listAssetTransactions: [`${N}/blockchains/x-chain/assets/${net().avaxAssetId}/transactions`],
      listPendingPrimaryNetworkRewards: [`${N}/rewards:listPending?nodeIds=${node}`],
      listHistoricalPrimaryNetworkRewards: [`${N}/rewards?addresses=${owner}`],
      getUtxosByAddresses: ['p', 'x'].map((k) => `${N}/blockchains/${k}-chain/utxos?addresses=${address}`),
      getLastActivityTimestampByAddresses: [
        `${N}/blockchains/x-chain/lastActivityTimestampByAddresses?addresses=${address}`,
      ],
      getBalancesByAddresses: ['p', 'x', 'c'].map(
        (k) => `${N}/blockchains/${k}-chain/balances?addresses=${address}`,
      ),
      getBlockById: [`${N}/blockchains/x-chain/blocks/${block?.blockNumber}`],
      listLatestPrimaryNetworkBlocks: [`${N}/blockchains/c-chain/blocks`],
      listLatestXChainVertices: [`${N}/blockchains/x-chain/vertices`],
      getVertexByHash: [`${N}/blockchains/x-chain/vertices/${vertex?.vertexHash}`],
      getVertexByHeight: [`${N}/blockchains/x-chain/vertices:listByHeight?vertexHeight=2`],
      getAssetDetails: [`${N}/blockchains/x-chain/assets/${net().avaxAssetId}`],
      getChainIdsForAddresses: [`${N}/addresses:listChainIds?addresses=${address}`],
      getNetworkDetails: [N],
      getBlockchainById: [`${N}/blockchains/${net().xChainId}`],
      listSubnets: [`${N}/subnets`],
      listValidators: [`${N}/validators?pageSize=100`, `${N}/validators?validationStatus=completed`],
      getSingleValidatorDetails: [`${N}/validators/${node}`],
      listDelegators: [`${N}/delegators`],
      listL1Validators: [`${N}/l1Validators`],
      getIcmMessage: icmMessagesOf(mock.server.data)
        .filter((m, i, all) => all.findIndex((o) => o.body.status === m.body.status) === i)
        .map((m) => `/v1/icm/messages/${m.body.messageId}`),
      listIcmMessages: ['/v1/icm/messages'],
      listIcmMessagesByAddress: [`/v1/icm/addresses/${icmMessagesOf(mock.server.data)[0]?.from}/messages`],
    };
    expect(message).toEqual(expect.any(String));
    const ops = restOperations.filter((op) => op.operationId in primaryDataHandlers);
    expect(ops.map((op) => op.operationId).sort()).toEqual(Object.keys(primaryDataHandlers).sort());
    expect(Object.keys(primaryDataHandlers)).toHaveLength(28);
    for (const op of ops) {
      const bodies =
        op.method === 'POST'
          ? [
              (
                await post(`${N}/blockchains/p-chain${op.path.slice(op.path.lastIndexOf('/'))}`, {
                  addresses: address,
                })
              ).body,
            ]
          : await Promise.all((paths[op.operationId] ?? []).map(async (p) => (await call(p)).body));
      expect(bodies.length, op.operationId).toBeGreaterThan(0);
      for (const body of bodies) {
        if (op.pagingItems) expect(body[op.pagingItems].length, op.operationId).toBeGreaterThan(0);
        expect(() => checkValue(op.operationId, body, op.response as never), op.operationId).not.toThrow();
      }
    }
  });
});
