import { createMetricsClient, HttpError, type MetricsClient, ValidationError } from '@pkg/metrics';
import { type MockServer, startMockServer } from '@pkg/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The deployed service's /v2 operations against the mock server, whose Metrics API answers from the same
// data set as its Data API: each test checks what a user relies on (the ids, the paging, the arithmetic that
// ties one series to another, the refusals) against that data set.

let mock: MockServer;
let metrics: MetricsClient;
/** The JSON bodies the client sent, in order. */
const sentBodies: unknown[] = [];
beforeAll(async () => {
  mock = await startMockServer({ seed: 7 });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    if (text) sentBodies.push(JSON.parse(text));
    return globalThis.fetch(request);
  };
  metrics = createMetricsClient({ baseUrl: mock.metricsUrl, retry: false, fetch });
});
afterAll(async () => {
  await mock.close();
});

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const HOUR = 3600;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );
const mainnetL1 = () =>
  [...mock.data.networks.mainnet.subnetValidators].flatMap(([subnetId, list]) =>
    list.filter((v) => v.isL1Validator).map((v) => ({ subnetId, ...v })),
  );

describe('health', () => {
  it("metrics-health-check and metrics-live-check report 'ok' with every dependency up", async () => {
    for (const report of [await metrics['metrics-health-check'](), await metrics['metrics-live-check']()]) {
      expect(report.status).toBe('ok');
      expect(Object.keys(report.details ?? {}).length).toBeGreaterThan(0);
      for (const indicator of Object.values(report.details ?? {})) expect(indicator.status).toBe('up');
      expect(report.error).toEqual({});
    }
  });
});

describe('chains', () => {
  it("listChains lists the Data side's EVM chains with the same chain and blockchain ids", async () => {
    const { chains, nextPageToken } = await metrics.listChains({});
    expect(nextPageToken).toBeUndefined();
    const expected = [...mock.data.chainsById.values()].map((c) => [
      Number(c.chainId),
      c.blockchainId,
      c.subnetId,
    ]);
    expect(chains.map((c) => [c.evmChainId, c.blockchainId, c.subnetId])).toEqual(expected);
    const fuji = await collect(metrics.iterate.listChains({ network: 'fuji' }));
    expect(fuji.length).toBe(mock.data.networks.fuji.evmChains.length);
    expect(fuji.every((c) => c.network === 'testnet')).toBe(true);
    expect(await metrics.listChains({ network: 'testnet' })).toEqual({ chains: fuji });
  });

  it('getChain answers the chain listChains lists, and 404 for a chain the service does not know', async () => {
    const { chains } = await metrics.listChains({ network: 'mainnet' });
    for (const chain of chains)
      expect(await metrics.getChain({ chainId: String(chain.evmChainId) })).toEqual(chain);
    expect(chains.find((c) => c.evmChainId === 43114)?.chainName).toBe('c_chain');
    const error = await rejection(metrics.getChain({ chainId: '999999999' }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });
});

describe('chain metrics', () => {
  it('getEvmChainMetrics: a day of txCount is the sum of its 24 hours, and cumulativeTxCount grows by it', async () => {
    const days = await metrics.getEvmChainMetrics({
      chainId: '43114',
      metric: 'txCount',
      timeInterval: 'day',
      pageSize: 3,
    });
    expect(days.results).toHaveLength(3);
    const [, day] = days.results; // the newest day may be partial: take the one before it
    const hours = await collect(
      metrics.iterate.getEvmChainMetrics({
        chainId: '43114',
        metric: 'txCount',
        timeInterval: 'hour',
        startTimestamp: day!.timestamp,
        endTimestamp: day!.timestamp + 23 * HOUR,
        pageSize: 5,
      }),
    );
    expect(hours.map((h) => h.timestamp)).toEqual(
      Array.from({ length: 24 }, (_, i) => day!.timestamp + (23 - i) * HOUR),
    );
    expect(sum(hours.map((h) => h.value))).toBe(day!.value);
    const cumulative = await metrics.getEvmChainMetrics({
      chainId: '43114',
      metric: 'cumulativeTxCount',
      pageSize: 3,
    });
    expect(cumulative.results.map((p) => p.timestamp)).toEqual(days.results.map((p) => p.timestamp));
    expect(cumulative.results[1]!.value - cumulative.results[2]!.value).toBe(day!.value);
  });

  it("getEvmChainMetrics: 'total' and 'mainnet' add up the chains; weeks start on Monday, months on the 1st", async () => {
    const per = await Promise.all(
      mock.data.networks.mainnet.evmChains.map((c) =>
        metrics.getEvmChainMetrics({ chainId: c.chainId, metric: 'gasUsed', pageSize: 2 }),
      ),
    );
    const network = await metrics.getEvmChainMetrics({ chainId: 'mainnet', metric: 'gasUsed', pageSize: 2 });
    expect(network.results[0]!.value).toBe(sum(per.map((p) => p.results[0]!.value)));
    const total = await metrics.getEvmChainMetrics({ chainId: 'total', metric: 'gasUsed', pageSize: 2 });
    expect(total.results[0]!.value).toBeGreaterThan(network.results[0]!.value);
    const weeks = await metrics.getEvmChainMetrics({
      chainId: '43114',
      metric: 'activeAddresses',
      timeInterval: 'week',
    });
    for (const w of weeks.results) expect(new Date(w.timestamp * 1000).getUTCDay()).toBe(1);
    const months = await metrics.getEvmChainMetrics({
      chainId: '43114',
      metric: 'feesPaid',
      timeInterval: 'month',
    });
    for (const m of months.results) expect(new Date(m.timestamp * 1000).getUTCDate()).toBe(1);
  });

  it('getEvmChainMetrics: avgTps is the series getAvgTps serves; daily-only metrics refuse other intervals (400)', async () => {
    const v2 = await collect(
      metrics.iterate.getEvmChainMetrics({ chainId: '43114', metric: 'avgTps', timeInterval: 'day' }),
    );
    const v1 = await collect(metrics.iterate.getAvgTps({ chainId: '43114' }));
    expect(v2).toEqual(v1);
    expect(v2).toHaveLength(mock.data.metrics.get('43114')!.length);
    for (const metric of ['maxTps', 'cumulativeAddresses', 'contracts'] as const) {
      const error = await rejection(
        metrics.getEvmChainMetrics({ chainId: '43114', metric, timeInterval: 'hour' }),
      );
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).body).toMatchObject({ message: [expect.stringContaining('timeInterval')] });
    }
  });

  it('getEvmChainMetrics refuses a metric, interval or page size outside the spec before sending', async () => {
    const before = mock.requests.length;
    const bad = [
      { chainId: '43114', metric: 'tps' },
      { chainId: '43114', metric: 'txCount', timeInterval: 'year' },
      { chainId: '43114', metric: 'txCount', pageSize: 2161 },
      { chainId: '43114', metric: 'txCount', startTimestamp: -1 },
    ];
    for (const params of bad) {
      const error = await rejection(metrics.getEvmChainMetrics(params as never));
      expect(error).toBeInstanceOf(ValidationError);
    }
    expect(mock.requests.length).toBe(before);
  });

  it('getEvmChainRollingWindowMetrics: the last day is the last 24 hours; active addresses have three windows', async () => {
    const { result } = await metrics.getEvmChainRollingWindowMetrics({ chainId: '43114', metric: 'txCount' });
    const hours = await metrics.getEvmChainMetrics({
      chainId: '43114',
      metric: 'txCount',
      timeInterval: 'hour',
      pageSize: 24,
    });
    expect(result.lastHour).toBe(hours.results[0]!.value);
    expect(result.lastDay).toBe(sum(hours.results.map((h) => h.value)));
    expect(result.lastWeek!).toBeGreaterThan(result.lastDay!);
    expect(result.allTime!).toBeGreaterThan(result.lastYear!);
    const active = await metrics.getEvmChainRollingWindowMetrics({
      chainId: 'mainnet',
      metric: 'activeAddresses',
    });
    expect(Object.keys(active.result)).toEqual(['lastHour', 'lastDay', 'lastWeek']);
  });
});

describe('ICM', () => {
  const [c, subnet] = [
    () => mock.data.networks.mainnet.evmChains[0]!,
    () => mock.data.networks.mainnet.evmChains[1]!,
  ];

  it('getICMTimeseries: grouped by pair, the counts add up to the ungrouped ones', async () => {
    const page = {
      network: 'mainnet',
      timeInterval: 'day',
      startTimestamp: mock.data.now - 3 * 86_400,
    } as const;
    const total = await collect(metrics.iterate.getICMTimeseries(page));
    const pairs = await collect(
      metrics.iterate.getICMTimeseries({ ...page, groupBy: 'srcBlockchainId,destBlockchainId', pageSize: 4 }),
    );
    const chains = mock.data.networks.mainnet.evmChains.length;
    expect(pairs).toHaveLength(total.length * chains * (chains - 1));
    for (const point of total) {
      expect(point).toMatchObject({ srcBlockchainId: 'all', destBlockchainId: 'all' });
      expect(sum(pairs.filter((p) => p.timestamp === point.timestamp).map((p) => p.value))).toBe(point.value);
    }
    const from = await metrics.getICMTimeseries({
      srcBlockchainId: c().blockchainId,
      groupBy: 'destBlockchainId',
    });
    expect(
      from.results.every((p) => p.srcBlockchainId === c().blockchainId && p.destBlockchainId !== 'all'),
    ).toBe(true);
  });

  it('getICMSummary: the last day of a pair is its last 24 hourly counts', async () => {
    const pair = { srcBlockchainId: c().blockchainId, destBlockchainId: subnet().blockchainId };
    const { result } = await metrics.getICMSummary(pair);
    expect(result).toMatchObject(pair);
    const hours = await metrics.getICMTimeseries({ ...pair, timeInterval: 'hour', pageSize: 24 });
    expect(result.lastDay).toBe(sum(hours.results.map((h) => h.value)));
    expect(result.lastHour).toBe(hours.results[0]!.value);
  });
});

describe('staking', () => {
  it("getStakingMetrics ends at the data set's validators (primary network by default, or a subnet)", async () => {
    const net = mock.data.networks.mainnet;
    const count = await metrics.getStakingMetrics({
      network: 'mainnet',
      metric: 'validatorCount',
      pageSize: 1,
    });
    expect(count.results[0]!.value).toBe(net.primaryValidators.length);
    const delegators = await metrics.getStakingMetrics({
      network: 'mainnet',
      metric: 'delegatorCount',
      pageSize: 1,
    });
    expect(delegators.results[0]!.value).toBe(net.primaryValidators.flatMap((v) => v.delegators).length);
    const [subnetId, validators] = [...net.subnetValidators][0]!;
    const weight = await metrics.getStakingMetrics({
      network: 'mainnet',
      metric: 'validatorWeight',
      subnetId,
      pageSize: 1,
    });
    expect(weight.results[0]!.value).toBe(sum(validators.map((v) => v.weight)));
    const all = await collect(
      metrics.iterate.getStakingMetrics({ network: 'testnet', metric: 'validatorCount', pageSize: 50 }),
    );
    expect(new Set(all.map((p) => p.timestamp)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(50);
    const error = await rejection(
      metrics.getStakingMetrics({ network: 'mainnet', metric: 'validatorCount', subnetId: 'nope' }),
    );
    expect((error as HttpError).status).toBe(404);
  });
});

describe('L1 validator metrics', () => {
  it('getMetricsByValidationId: cumulative fees grow by the daily fees; an unknown validation is 404', async () => {
    const { validationID } = mainnetL1()[0]!;
    const daily = await metrics.getMetricsByValidationId({
      l1ValidationId: validationID,
      metric: 'validationFeesDaily',
    });
    const cumulative = await metrics.getMetricsByValidationId({
      l1ValidationId: validationID,
      metric: 'validationCumulativeFeesDaily',
    });
    expect(cumulative.results[0]!.value - cumulative.results[1]!.value).toBe(daily.results[0]!.value);
    expect(cumulative.results.at(-1)!.value).toBe(daily.results.at(-1)!.value);
    const error = await rejection(
      metrics.getMetricsByValidationId({ l1ValidationId: 'nope', metric: 'validationFeesDaily' }),
    );
    expect((error as HttpError).status).toBe(404);
  });

  it("getMetricsByNodeId: a node's fees are its validation's", async () => {
    const { nodeID, validationID } = mainnetL1()[1]!;
    const byNode = await metrics.getMetricsByNodeId({ nodeId: nodeID, metric: 'perNodeDailyFeesPaid' });
    const byValidation = await metrics.getMetricsByValidationId({
      l1ValidationId: validationID,
      metric: 'validationFeesDaily',
    });
    expect(byNode).toEqual(byValidation);
  });

  it("getMetricsBySubnetId and getTotalL1ValidatorMetrics add up the validators' fees", async () => {
    const validators = mainnetL1();
    const subnetId = validators[0]!.subnetId;
    const start = mock.data.now - 5 * 86_400;
    const mine = validators.filter((v) => v.subnetId === subnetId);
    const each = await Promise.all(
      mine.map((v) =>
        metrics.getMetricsByValidationId({
          l1ValidationId: v.validationID,
          metric: 'validationFeesDaily',
          startTimestamp: start,
        }),
      ),
    );
    const subnet = await metrics.getMetricsBySubnetId({
      subnetId,
      metric: 'perSubnetDailyFeesPaid',
      startTimestamp: start,
    });
    expect(subnet.results.length).toBeGreaterThan(0);
    expect(subnet.results.every((p) => p.timestamp >= start)).toBe(true);
    expect(subnet.results.map((p) => p.value)).toEqual(
      subnet.results.map((_, i) => sum(each.map((e) => e.results[i]!.value))),
    );
    const paying = await metrics.getMetricsBySubnetId({
      subnetId,
      metric: 'perSubnetPayingValidators',
      startTimestamp: start,
    });
    expect(paying.results.every((p) => p.value === mine.length)).toBe(true);
    const total = await metrics.getTotalL1ValidatorMetrics({
      metric: 'totalValidatorFeesDaily',
      startTimestamp: start,
    });
    expect(total).toEqual(subnet); // the mainnet data set has one L1
    const error = await rejection(
      metrics.getMetricsBySubnetId({ subnetId: 'nope', metric: 'perSubnetDailyFeesPaid' }),
    );
    expect((error as HttpError).status).toBe(404);
  });
});

describe('Looking Glass', () => {
  it('getAddressesByBtcbBridged: every address bridged at least the threshold, largest first, paged', async () => {
    const threshold = 1_000_000n;
    const all = await collect(
      metrics.iterate.getAddressesByBtcbBridged({ threshold: String(threshold), pageSize: 25 }),
    );
    expect(all.length).toBeGreaterThan(25);
    const amounts = all.map((a) => BigInt(a.sortKey));
    expect(amounts.every((a) => a >= threshold)).toBe(true);
    expect([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(amounts);
    expect(
      (await metrics.getAddressesByBtcbBridged({ threshold: '0', pageSize: 5000 })).addresses.length,
    ).toBeGreaterThan(all.length);
    await expect(metrics.getAddressesByBtcbBridged({} as never)).rejects.toBeInstanceOf(ValidationError);
  });

  it('getValidatorsByDateRange: the reward addresses of the validators active in the range, by AddValidatorTx time', async () => {
    const validators = mock.data.networks.mainnet.primaryValidators;
    const at = Number(validators[0]!.startTime) + 60;
    const params = {
      subnetId: '11111111111111111111111111111111LpoYY',
      startTimestamp: at,
      endTimestamp: at,
      pageSize: 3,
    };
    const entries = await collect(metrics.iterate.getValidatorsByDateRange(params));
    const active = validators.filter((v) => Number(v.startTime) <= at && Number(v.endTime) >= at);
    expect(entries.map((e) => e.addresses).sort()).toEqual(
      active.map((v) => v.validationRewardOwner.addresses.map((a) => a.replace(/^P-/, ''))).sort(),
    );
    expect(entries.map((e) => Number(e.sortKey))).toEqual(
      [...entries.map((e) => Number(e.sortKey))].sort((a, b) => a - b),
    );
  });

  it('compositeQueryV2: AND and OR of balance queries over the wallets, paged with the token in the body', async () => {
    const chain = mock.data.chainsById.get('43114')!;
    const rich = (minBalance: string) =>
      chain.wallets.filter((w) => BigInt(mock.data.balancesOf(chain, w).native) >= BigInt(minBalance));
    const min = mock.data.balancesOf(chain, chain.wallets[0]!).native;
    const queries = [
      {
        id: 'any',
        type: 'LatestBalance',
        params: { evmChainId: '43114', tokenType: 'NATIVE', minBalance: '1' },
      },
      {
        id: 'rich',
        type: 'AnyTimeNativeBalance',
        params: { evmChainId: '43114', minBalance: min, firstDate: '2025-01-01', lastDate: '2025-01-31' },
      },
    ] as const;
    const or = await metrics.compositeQueryV2({ operator: 'OR', queries: [...queries] });
    expect(or.subQueryCounts).toEqual({ any: rich('1').length, rich: rich(min).length });
    expect(or.addresses).toEqual(
      rich('1')
        .map((a) => a.toLowerCase())
        .sort(),
    );
    const and = await metrics.compositeQueryV2({ operator: 'AND', queries: [...queries] });
    expect(and.addresses).toEqual(
      rich(min)
        .map((a) => a.toLowerCase())
        .sort(),
    );
    expect(and.totalCount).toBe(and.addresses.length);
    sentBodies.length = 0;
    const paged = await collect(
      metrics.iterate.compositeQueryV2({ operator: 'OR', queries: [...queries], pageSize: 5 }),
    );
    expect(paged).toEqual(or.addresses);
    expect(sentBodies.length).toBe(Math.ceil(or.addresses.length / 5));
    expect(
      sentBodies.slice(1).every((b) => typeof (b as { pageToken?: unknown }).pageToken === 'string'),
    ).toBe(true);
    await expect(metrics.compositeQueryV2({ operator: 'XOR', queries: [] } as never)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
