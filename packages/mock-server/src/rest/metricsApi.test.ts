import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type MockServer, startMockServer } from '../startMockServer.js';

let server: MockServer;
let clock = 1_000_000;
beforeAll(async () => {
  server = await startMockServer({ seed: 4, metricsTokenTtlMs: 60_000, now: () => clock });
});
afterAll(async () => {
  await server.close();
});

const get = async (path: string) => {
  const res = await fetch(`${server.metricsUrl}${path}`);
  return { status: res.status, body: await res.json() };
};

describe('Metrics API', () => {
  test('pages of the TPS series join without gaps or repeats', async () => {
    const points: { timestamp: number }[] = [];
    let token: string | undefined;
    do {
      const { status, body } = await get(`/v1/avg_tps/43114${token ? `?pageToken=${token}` : ''}`);
      expect(status).toBe(200);
      expect(body.status).toBe(200);
      points.push(...body.results);
      token = body.nextPageToken;
      if (token) expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    } while (token);
    const series = server.data.metrics.get('43114') ?? [];
    expect(points.map((p) => p.timestamp)).toEqual(series.map((p) => p.timestamp).reverse());
  });

  test('a token expires after the configured time: 400 with a message array', async () => {
    const first = await get('/v1/avg_tps/43114');
    const token = first.body.nextPageToken;
    clock += 59_000;
    expect((await get(`/v1/avg_tps/43114?pageToken=${token}`)).status).toBe(200);
    const again = (await get('/v1/avg_tps/43114')).body.nextPageToken;
    clock += 61_000;
    const expired = await get(`/v1/avg_tps/43114?pageToken=${again}`);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(expired.body.message).toEqual([expect.stringContaining('expired')]);
  });

  test('an unknown token is a 400, an unknown chain a 404, both with message arrays', async () => {
    const bad = await get('/v1/avg_tps/43114?pageToken=00000000-0000-4000-a000-000000000000');
    expect(bad.status).toBe(400);
    expect(Array.isArray(bad.body.message)).toBe(true);
    const missing = await get('/v1/avg_tps/1');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual([expect.stringContaining('1')]);
  });

  test('the deployed route /v2/chains/{chainId}/metrics/avgTps?timeInterval=day: the same series, no status or lastRun', async () => {
    const points: { timestamp: number }[] = [];
    let token: string | undefined;
    do {
      const { status, body } = await get(
        `/v2/chains/43114/metrics/avgTps?timeInterval=day${token ? `&pageToken=${token}` : ''}`,
      );
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('status');
      expect(body).not.toHaveProperty('lastRun');
      points.push(...body.results);
      token = body.nextPageToken;
    } while (token);
    const series = server.data.metrics.get('43114') ?? [];
    expect(points.map((p) => p.timestamp)).toEqual(series.map((p) => p.timestamp).reverse());
  });

  test('the deployed route refuses an interval avgTps does not have, and a token of the /v1 route', async () => {
    const hour = await get('/v2/chains/43114/metrics/avgTps?timeInterval=hour');
    expect(hour.status).toBe(400);
    expect(hour.body.message).toEqual([expect.stringContaining('timeInterval')]);
    const bogus = await get('/v2/chains/43114/metrics/avgTps?timeInterval=year');
    expect(bogus.status).toBe(400);
    const v1Token = (await get('/v1/avg_tps/43114')).body.nextPageToken;
    expect((await get(`/v2/chains/43114/metrics/avgTps?pageToken=${v1Token}`)).status).toBe(400);
  });
});
