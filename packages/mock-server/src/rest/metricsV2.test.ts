import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { icmMessagesOf } from '../data/icm.js';
import { intervalStart } from '../data/metricsData.js';
import { type MockServer, startMockServer } from '../startMockServer.js';

// The Metrics API's /v2 operations on the wire (what a client that checks nothing before sending meets):
// the spec's checks answered with 400 and a message array, page tokens tied to their query and expiring,
// and the deployed avgTps route served with getEvmChainMetrics' parameters.

let server: MockServer;
let clock = 5_000_000;
beforeAll(async () => {
  server = await startMockServer({ seed: 11, metricsTokenTtlMs: 60_000, now: () => clock });
});
afterAll(async () => {
  await server.close();
});

const call = async (path: string, body?: unknown) => {
  const res = await fetch(`${server.metricsUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

describe('Metrics API /v2 on the wire', () => {
  test.each([
    ['/v2/chains/43114/metrics/txCount?pageSize=2161', 'pageSize'],
    ['/v2/chains/43114/metrics/txCount?pageSize=0', 'pageSize'],
    ['/v2/chains/43114/metrics/tps', 'metric'],
    ['/v2/chains/43114/metrics/txCount?timeInterval=year', 'timeInterval'],
    ['/v2/chains/43114/metrics/txCount?startTimestamp=-5', 'startTimestamp'],
    ['/v2/icm/timeseries?groupBy=chain', 'groupBy'],
    ['/v2/networks/devnet/metrics/validatorCount', 'network'],
    ['/v2/validators/metrics/totalFees', 'metric'],
    ['/v2/chains/43114/btcb/bridged:getAddresses', 'threshold'],
    ['/v2/chains/43114/btcb/bridged:getAddresses?threshold=1&pageSize=5001', 'pageSize'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const { status, body } = await call(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toEqual([expect.stringContaining(field)]);
  });

  test('the cumulative, contract, gas-per-second, TPS and gas-price metrics are kept per day only; the five others also per hour', async () => {
    const hourly = ['activeAddresses', 'activeSenders', 'gasUsed', 'txCount', 'feesPaid'];
    const dailyOnly = [
      'cumulativeTxCount',
      'cumulativeAddresses',
      'cumulativeContracts',
      'cumulativeDeployers',
      'contracts',
      'deployers',
      'avgGps',
      'maxGps',
      'avgTps',
      'maxTps',
      'avgGasPrice',
      'maxGasPrice',
    ];
    for (const metric of hourly)
      expect(
        (await call(`/v2/chains/43114/metrics/${metric}?timeInterval=hour&pageSize=1`)).status,
        metric,
      ).toBe(200);
    for (const metric of dailyOnly) {
      const { status, body } = await call(`/v2/chains/43114/metrics/${metric}?timeInterval=hour&pageSize=1`);
      expect(status, metric).toBe(400);
      expect(JSON.stringify(body), metric).toContain(`not supported for ${metric}`);
      expect(
        (await call(`/v2/chains/43114/metrics/${metric}?timeInterval=day&pageSize=1`)).status,
        metric,
      ).toBe(200);
    }
  });

  test('the deployed avgTps route takes getEvmChainMetrics parameters (pageSize, timestamps)', async () => {
    const series = server.data.metrics.get('43114') ?? [];
    const newest = series.at(-1)!.timestamp;
    const { status, body } = await call(
      `/v2/chains/43114/metrics/avgTps?pageSize=3&endTimestamp=${newest - 1}`,
    );
    expect(status).toBe(200);
    expect(body.results).toEqual(series.slice(-4, -1).reverse());
    expect(body.nextPageToken).toEqual(expect.any(String));
  });

  test('a page token works only for the query that gave it, and expires', async () => {
    const first = await call('/v2/chains/43114/metrics/gasUsed?timeInterval=hour&pageSize=10');
    const token = first.body.nextPageToken as string;
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    const second = await call(
      `/v2/chains/43114/metrics/gasUsed?timeInterval=hour&pageSize=10&pageToken=${token}`,
    );
    expect(second.status).toBe(200);
    expect(second.body.results[0].timestamp).toBe(first.body.results[9].timestamp - 3600);
    // the same token with another metric or chain is refused
    expect((await call(`/v2/chains/43114/metrics/txCount?timeInterval=hour&pageToken=${token}`)).status).toBe(
      400,
    );
    expect((await call(`/v2/chains/43113/metrics/gasUsed?timeInterval=hour&pageToken=${token}`)).status).toBe(
      400,
    );
    clock += 61_000;
    const expired = await call(
      `/v2/chains/43114/metrics/gasUsed?timeInterval=hour&pageSize=10&pageToken=${token}`,
    );
    expect(expired.status).toBe(400);
    expect(expired.body.message).toEqual([expect.stringContaining('expired')]);
  });

  test('series points sit on interval starts, newest first', async () => {
    for (const interval of ['hour', 'day', 'week', 'month'] as const) {
      const { body } = await call(`/v2/chains/mainnet/metrics/txCount?timeInterval=${interval}&pageSize=20`);
      const stamps = body.results.map((p: { timestamp: number }) => p.timestamp);
      expect(stamps.length).toBeGreaterThan(1);
      for (const t of stamps) expect(intervalStart(t, interval)).toBe(t);
      expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    }
  });

  test('an unknown chain, subnet, node or validation is a 404 with a message array', async () => {
    for (const path of [
      '/v2/chains/1',
      '/v2/chains/1/metrics/txCount',
      '/v2/chains/1/rollingWindowMetrics/txCount',
      '/v2/subnet/nope/metrics/perSubnetDailyFeesPaid',
      '/v2/validator/NodeID-nope/metrics/perNodeDailyFeesPaid',
      '/v2/validation/nope/metrics/validationFeesDaily',
      '/v2/subnets/nope/validators:getAddresses',
    ]) {
      const { status, body } = await call(path);
      expect([path, status]).toEqual([path, 404]);
      expect(Array.isArray(body.message)).toBe(true);
    }
  });

  test('compositeQuery checks its body: operator, query types, amounts, dates, chains', async () => {
    const query = (params: Record<string, unknown>, type = 'LatestBalance') => ({
      operator: 'OR',
      queries: [
        { id: 'q', type, params: { evmChainId: '43114', tokenType: 'NATIVE', minBalance: '1', ...params } },
      ],
    });
    expect((await call('/v2/lookingGlass/compositeQuery', query({}))).status).toBe(200);
    const cases: [unknown, number, string][] = [
      [{ ...query({}), operator: 'XOR' }, 400, 'operator'],
      [{ operator: 'OR' }, 400, 'queries'],
      [query({}, 'Everything'), 400, 'type'],
      [query({ minBalance: '1.5' }), 400, 'minBalance'],
      [query({ firstDate: 'yesterday', lastDate: '2025-01-02' }, 'AnyTimeNativeBalance'), 400, 'firstDate'],
      [query({ tokenType: 'ERC20' }), 400, 'contractAddress'],
      [query({ evmChainId: '1' }), 404, 'evmChainId'],
      [{ ...query({}), pageSize: 10_001 }, 400, 'pageSize'],
    ];
    for (const [body, status, field] of cases) {
      const answer = await call('/v2/lookingGlass/compositeQuery', body);
      expect([field, answer.status]).toEqual([field, status]);
      expect(answer.body.message).toEqual([expect.stringContaining(field)]);
    }
    expect((await call('/v2/lookingGlass/compositeQuery')).status).toBe(405);
  });

  test("the ICM counts since the data set's first block are the Data side's ICM messages, hour by hour", async () => {
    const chains = [...server.data.chainsById.values()];
    const from = intervalStart(Math.min(...chains.map((c) => c.blocks[0]!.blockTimestamp)), 'hour');
    const messages = icmMessagesOf(server.data);
    expect(messages.length).toBeGreaterThan(0);
    for (const net of ['mainnet', 'fuji'] as const) {
      const { body } = await call(
        `/v2/icm/timeseries?network=${net}&groupBy=srcBlockchainId,destBlockchainId&timeInterval=hour&startTimestamp=${from}&pageSize=2160`,
      );
      const counted = new Map<string, number>();
      for (const p of body.results as {
        srcBlockchainId: string;
        destBlockchainId: string;
        value: number;
        timestamp: number;
      }[]) {
        const key = `${p.srcBlockchainId}>${p.destBlockchainId}@${p.timestamp}`;
        if (p.value > 0) counted.set(key, p.value);
      }
      const expected = new Map<string, number>();
      for (const m of messages.filter((x) => x.network === net)) {
        const key = `${m.source.blockchainId}>${m.destination.blockchainId}@${intervalStart(m.timestamp, 'hour')}`;
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      expect(counted).toEqual(expected);
    }
  });

  test('an ICM side neither filtered nor grouped reads all; a summary with groups answers the busiest', async () => {
    const { body } = await call('/v2/icm/timeseries?network=fuji&pageSize=1');
    expect(body.results[0]).toMatchObject({ srcBlockchainId: 'all', destBlockchainId: 'all' });
    const grouped = await call('/v2/icm/summary?network=mainnet&groupBy=srcBlockchainId');
    const each = await Promise.all(
      server.data.networks.mainnet.evmChains.map((c) =>
        call(`/v2/icm/summary?srcBlockchainId=${c.blockchainId}`),
      ),
    );
    const busiest = Math.max(...each.map((e) => e.body.result.allTime));
    expect(grouped.body.result.allTime).toBe(busiest);
    expect(grouped.body.result.destBlockchainId).toBe('all');
  });
});
