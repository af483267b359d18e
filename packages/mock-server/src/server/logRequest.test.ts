import { expect, test } from 'vitest';
import { startMockServer } from '../startMockServer.js';

test('the request log keeps the latest maxLoggedRequests entries, in the same array', async () => {
  const server = await startMockServer({ seed: 3, maxLoggedRequests: 3 });
  try {
    const log = server.requests;
    for (let i = 0; i < 5; i++) await (await fetch(`${server.dataUrl}/v1/chains?i=${i}`)).text();
    expect(log.map((r) => r.query)).toEqual(['?i=2', '?i=3', '?i=4']);
    expect(server.requests).toBe(log);
  } finally {
    await server.close();
  }
});
