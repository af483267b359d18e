import { afterAll, beforeAll, expect, test } from 'vitest';
import { type MockServer, startMockServer } from './startMockServer.js';

let server: MockServer;
let clock = 0;
beforeAll(async () => {
  server = await startMockServer({
    rateLimit: { limit: 3, limitWithKey: 5, windowMs: 10_000 },
    now: () => clock,
  });
});
afterAll(async () => {
  await server.close();
});

const statuses = async (n: number, headers: Record<string, string> = {}) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await fetch(`${server.dataUrl}/v1/chains`, { headers })).status);
  return out;
};

test('callers without a key share the small budget; a key gets its own larger one; windows reset', async () => {
  expect(await statuses(4)).toEqual([200, 200, 200, 429]);
  const limited = await fetch(`${server.dataUrl}/v1/chains`);
  expect(limited.headers.get('retry-after')).toBe('10');
  expect(await limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  expect(await statuses(6, { 'x-data-api-key': 'k1' })).toEqual([200, 200, 200, 200, 200, 429]);
  // the node is not rate limited
  const rpc = await fetch(`${server.nodeUrl}/ext/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'info.getNetworkName', params: {} }),
  });
  expect(rpc.status).toBe(200);
  clock += 10_000;
  expect(await statuses(1)).toEqual([200]);
});
