import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type MockServer, startMockServer } from '../startMockServer.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ seed: 3 });
});
afterAll(async () => {
  await server.close();
});

test('a request target that is not a URL (`//[`) gets a 400, and the server keeps serving', async () => {
  const { port } = new URL(server.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connectTcp(Number(port), '127.0.0.1', () =>
      socket.write('GET //[ HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.once('close', () => resolve(text));
    socket.once('error', reject);
  });
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  expect((await fetch(`${server.nodeUrl}/ext/health`)).status).toBe(200);
});
