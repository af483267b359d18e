import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createDataSet } from '../data/dataSet.js';
import { handleUpgrade } from './handleUpgrade.js';
import { createServerState, type ServerState } from './serverState.js';

let state: ServerState;
let server: Server;
let url: string;

beforeAll(async () => {
  state = createServerState(createDataSet(3), { newHeadsIntervalMs: 10 });
  server = createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => handleUpgrade(state, req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ext/bc/C/ws`;
});
afterAll(async () => {
  for (const c of state.cleanups) c();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

/** Opens a socket, subscribes to newHeads, waits for one head, then closes it and waits for the server's side. */
async function subscribeAndClose(): Promise<void> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const head = new Promise((resolve) =>
    socket.on('message', (data) => {
      if (String(data).includes('eth_subscription')) resolve(data);
    }),
  );
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }));
  await head;
  const before = state.sockets.size;
  socket.close(1000);
  await expect.poll(() => state.sockets.size).toBe(before - 1);
}

test('a socket that closes leaves nothing behind: 30 connections in turn, each with a live subscription', async () => {
  for (let i = 0; i < 30; i++) await subscribeAndClose();
  expect(state.sockets.size).toBe(0);
  // one cleanup per open socket only: a long-running mock does not grow with every connection it ever had
  expect(state.cleanups.size).toBe(0);
});

test('a socket still open when the server closes has its subscriptions ended by the cleanups', async () => {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await expect.poll(() => state.cleanups.size).toBe(1);
  socket.close(1000);
  await expect.poll(() => state.cleanups.size).toBe(0);
});
