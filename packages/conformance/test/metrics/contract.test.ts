import { createMetricsClient, HttpError } from '@pkg/metrics';
import { type MockServer, startMockServer } from '@pkg/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let clock = Date.UTC(2026, 0, 1);
let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ seed: 5, now: () => clock, metricsTokenTtlMs: 60_000 });
});
afterAll(async () => {
  await mock.close();
});

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const chainId = () => [...mock.data.metrics.keys()][0]!;

describe('@pkg/metrics against the mock server (public contract)', () => {
  it('getAvgTps answers a page of the series', async () => {
    const metrics = createMetricsClient({ baseUrl: mock.metricsUrl, retry: false });
    const page = await metrics.getAvgTps({ chainId: chainId() });
    const series = mock.data.metrics.get(chainId())!;
    expect(page.results.length).toBeGreaterThan(0);
    for (const point of page.results) expect(series).toContainEqual(point);
    expect(typeof page.lastRun).toBe('number');
  });

  it('iterate.getAvgTps yields every point of the series once', async () => {
    const metrics = createMetricsClient({ baseUrl: mock.metricsUrl, retry: false });
    const points = await collect(metrics.iterate.getAvgTps({ chainId: chainId() }));
    const series = mock.data.metrics.get(chainId())!;
    expect(points).toHaveLength(series.length);
    expect([...points].sort((a, b) => a.timestamp - b.timestamp)).toEqual(series);
  });

  it("with wireNames 'deployed', getAvgTps and iterate.getAvgTps use the /v2 route: the same series", async () => {
    const metrics = createMetricsClient({ baseUrl: mock.metricsUrl, retry: false, wireNames: 'deployed' });
    const page = await metrics.getAvgTps({ chainId: chainId() });
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.lastRun).toBeUndefined();
    const points = await collect(metrics.iterate.getAvgTps({ chainId: chainId() }));
    expect([...points].sort((a, b) => a.timestamp - b.timestamp)).toEqual(mock.data.metrics.get(chainId())!);
    expect(mock.requests.filter((r) => r.path.startsWith('/metrics/v2/')).length).toBeGreaterThan(1);
    expect(
      mock.requests.every((r) => !r.path.startsWith('/metrics/v2/') || r.query.includes('timeInterval=day')),
    ).toBe(true);
  });

  it("with no wireNames (auto), the mock's /v1 route answers, so getAvgTps and its pages stay there", async () => {
    const metrics = createMetricsClient({ baseUrl: mock.metricsUrl, retry: false });
    mock.clearRequests();
    const points = await collect(metrics.iterate.getAvgTps({ chainId: chainId() }));
    expect(points).toHaveLength(mock.data.metrics.get(chainId())!.length);
    expect((await metrics.getAvgTps({ chainId: chainId() })).lastRun).toEqual(expect.any(Number));
    expect(mock.requests.length).toBeGreaterThan(2);
    expect(mock.requests.every((r) => r.path.startsWith('/metrics/v1/avg_tps/'))).toBe(true);
  });

  it('an expired pageToken is HttpError 400 carrying the message array', async () => {
    const metrics = createMetricsClient({ baseUrl: mock.metricsUrl, retry: false });
    const first = await metrics.getAvgTps({ chainId: chainId() });
    expect(first.nextPageToken).toEqual(expect.any(String));
    clock += 120_000;
    const error = await metrics
      .getAvgTps({ chainId: chainId(), pageToken: first.nextPageToken! })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const body = (error as HttpError).body as { message: unknown; statusCode: number };
    expect((error as HttpError).status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect(Array.isArray(body.message)).toBe(true);
    expect((body.message as unknown[]).every((m) => typeof m === 'string')).toBe(true);
  });
});
