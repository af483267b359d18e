import { expect, inject, test } from 'vitest';
import { LOCAL_NETWORK_ID } from '../src/localNetwork.js';

test('the fixture hands out a bootstrapped local-network node on loopback', async () => {
  const url = inject('nodeUrl');
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const response = await fetch(`${url}/ext/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'info.getNetworkID', params: {} }),
  });
  const body = (await response.json()) as { result: { networkID: string } };
  expect(Number(body.result.networkID)).toBe(LOCAL_NETWORK_ID);
});
