import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FaultPlan } from './faults.js';
import { type MockServer, startMockServer } from './startMockServer.js';
import type { JsonBody } from './testJson.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ seed: 2 });
});
afterAll(async () => {
  await server.close();
});

const rpc = (method: string) =>
  fetch(`${server.nodeUrl}/ext/bc/C/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });

describe('fault injection', () => {
  test('429 carries Retry-After and the seed error body', async () => {
    server.setFaults({ kinds: ['429'], retryAfterSeconds: 7 });
    const res = await fetch(`${server.dataUrl}/v1/chains`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(await res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    server.setFaults(undefined);
    expect((await fetch(`${server.dataUrl}/v1/chains`)).status).toBe(200);
  });

  test.each(['500', '502', '503'] as const)('%s answers that status with an error body', async (kind) => {
    server.setFaults({ kinds: [kind] });
    const res = await fetch(`${server.metricsUrl}/v1/avg_tps/43114`);
    expect(res.status).toBe(Number(kind));
    const body = await res.json();
    expect(body.statusCode).toBe(Number(kind));
    expect(Array.isArray(body.message)).toBe(true);
    server.setFaults(undefined);
  });

  test('cut drops the connection without an answer', async () => {
    server.setFaults({ kinds: ['cut'] });
    await expect(fetch(`${server.dataUrl}/v1/chains`)).rejects.toThrow();
    expect(server.requests.at(-1)?.fault).toBe('cut');
    server.setFaults(undefined);
  });

  test('truncate sends half of the body and closes', async () => {
    server.setFaults({ kinds: ['truncate'] });
    const attempt = async () => JSON.parse(await (await fetch(`${server.dataUrl}/v1/chains`)).text());
    await expect(attempt()).rejects.toThrow();
    server.setFaults(undefined);
  });

  test('nonjson answers 200 with an HTML body', async () => {
    server.setFaults({ kinds: ['nonjson'] });
    const res = await rpc('eth_chainId');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    await expect(res.clone().json()).rejects.toThrow();
    server.setFaults(undefined);
  });

  test('health503: GET /ext/health answers 503 with a failing check, and health.health says unhealthy', async () => {
    server.setFaults({ routes: { '/ext/health': { kinds: ['health503'] } } });
    const res = await fetch(`${server.nodeUrl}/ext/health`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.healthy).toBe(false);
    expect(Object.values(body.checks).some((c: JsonBody) => typeof c.error === 'string')).toBe(true);
    const viaRpc = await fetch(`${server.nodeUrl}/ext/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'health.health', params: {} }),
    });
    expect((await viaRpc.json()).result.healthy).toBe(false);
    // other routes are untouched by a route rule
    expect((await fetch(`${server.dataUrl}/v1/chains`)).status).toBe(200);
    server.setFaults(undefined);
    expect((await fetch(`${server.nodeUrl}/ext/health`)).status).toBe(200);
  });

  test('a rule for a JSON-RPC method only hits requests that call it', async () => {
    server.setFaults({ routes: { eth_gasPrice: { kinds: ['503'] } } });
    expect((await rpc('eth_gasPrice')).status).toBe(503);
    expect((await rpc('eth_chainId')).status).toBe(200);
    server.setFaults(undefined);
  });

  test('slow delays the answer (the request is logged as slow and still answered)', async () => {
    server.setFaults({ kinds: ['slow'], slowMs: 30 });
    const res = await fetch(`${server.dataUrl}/v1/chains`);
    expect(res.status).toBe(200);
    expect(server.requests.at(-1)?.fault).toBe('slow');
    server.setFaults(undefined);
  });
});

describe('FaultPlan', () => {
  test('the same seed draws the same faults; rate 0 draws none', () => {
    const draws = (seed: number) => {
      const plan = new FaultPlan({ seed, rate: 0.5, kinds: ['429', '500', '502', '503'] });
      return Array.from({ length: 50 }, () => plan.draw('/v1/chains', [], 'http')?.kind ?? '-').join(',');
    };
    expect(draws(9)).toBe(draws(9));
    expect(draws(9)).not.toBe(draws(10));
    expect(draws(9)).toMatch(/-/);
    expect(draws(9)).toMatch(/\d/);
    const none = new FaultPlan({ rate: 0, kinds: ['500'] });
    expect(Array.from({ length: 20 }, () => none.draw('/v1', [], 'http'))).toEqual(Array(20).fill(undefined));
  });

  test('the longest matching route wins; health503 only hits health requests', () => {
    const plan = new FaultPlan({
      routes: {
        '/v1': { kinds: ['500'] },
        '/v1/chains': { kinds: ['502'] },
        '/ext': { kinds: ['health503'] },
      },
    });
    expect(plan.draw('/v1/chains/1', [], 'http')?.kind).toBe('502');
    expect(plan.draw('/v1/networks', [], 'http')?.kind).toBe('500');
    expect(plan.draw('/ext/info', [], 'http')).toBeUndefined();
    expect(plan.draw('/ext/health', [], 'health')?.kind).toBe('health503');
  });
});
