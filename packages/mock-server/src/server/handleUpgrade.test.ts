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

/** A server of its own for one test: `options` as startMockServer takes them; closed by the handle. */
async function upgradeServer(options: Parameters<typeof createServerState>[1]) {
  const own = createServerState(createDataSet(3), options);
  const http = createServer((_req, res) => res.end());
  http.on('upgrade', (req, socket, head) => handleUpgrade(own, req, socket, head));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    state: own,
    url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ext/bc/C/ws`,
    close: async () => {
      for (const c of own.cleanups) c();
      for (const s of [...own.sockets]) s.drop();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}

/** An open ws client whose answers (by id) can be awaited; it notes the head numbers each subscription got. */
async function openClient(wsUrl: string) {
  const socket = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answers = new Map<
    number,
    (m: { result?: unknown; error?: { code: number; message: string } }) => void
  >();
  const heads = new Map<string, number[]>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.method === 'eth_subscription') {
      const list = heads.get(message.params.subscription) ?? [];
      list.push(Number(message.params.result.number));
      heads.set(message.params.subscription, list);
    } else answers.get(message.id)?.(message);
  });
  let id = 0;
  const call = (method: string, params: unknown[]) =>
    new Promise<{ result?: unknown; error?: { code: number; message: string } }>((resolve) => {
      answers.set(++id, resolve);
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    });
  return { socket, call, heads };
}

/** Whether a subscription's heads skip some (dropped while its client did not read) and go on after the gap. */
function resumedAfterGap(heads: Map<string, number[]>): boolean {
  for (const numbers of heads.values()) {
    const gap = numbers.findIndex((n, i) => i > 0 && n > (numbers[i - 1] as number) + 1);
    if (gap > 0 && gap < numbers.length - 1) return true;
  }
  return false;
}

test('a client that stops reading costs the server at most maxWsBufferedBytes: it loses heads, which resume once it reads', async () => {
  const bound = 64 * 1024;
  const server = await upgradeServer({ newHeadsIntervalMs: 1, maxWsBufferedBytes: bound });
  try {
    const client = await openClient(server.url);
    for (let i = 0; i < 100; i++) await client.call('eth_subscribe', ['newHeads']);
    client.socket.pause(); // the TCP socket is no longer read: the kernel's buffers fill, then the server's
    const [connection] = server.state.sockets;
    await expect.poll(() => connection?.bufferedAmount ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // one notification (a head is under 2 kB) may go past the bound, nothing more
    expect(connection?.bufferedAmount).toBeLessThanOrEqual(bound + 2048);
    expect(connection?.open).toBe(true);
    client.socket.resume();
    await expect.poll(() => resumedAfterGap(client.heads), { timeout: 20_000 }).toBe(true);
    client.socket.close(1000);
  } finally {
    await server.close();
  }
});

test('an answer to a client that reads nothing, once past maxWsBufferedBytes, closes the connection with 1008', async () => {
  const server = await upgradeServer({ newHeadsIntervalMs: 1, maxWsBufferedBytes: 64 * 1024 });
  try {
    const client = await openClient(server.url);
    for (let i = 0; i < 100; i++) await client.call('eth_subscribe', ['newHeads']);
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    client.socket.pause();
    const [connection] = server.state.sockets;
    await expect.poll(() => connection?.bufferedAmount ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    void client.call('eth_chainId', []); // its answer does not fit: the connection is closed instead
    client.socket.resume();
    expect(await closed).toBe(1008);
  } finally {
    await server.close();
  }
});

test('a socket holds at most maxSubscriptionsPerSocket subscriptions; past it a subscribe gets a JSON-RPC error', async () => {
  const server = await upgradeServer({ maxSubscriptionsPerSocket: 3 });
  try {
    const client = await openClient(server.url);
    const ids: unknown[] = [];
    for (let i = 0; i < 3; i++) ids.push((await client.call('eth_subscribe', ['newHeads'])).result);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(await client.call('eth_subscribe', ['newHeads'])).toMatchObject({
      error: { code: -32000, message: 'too many subscriptions on this connection (at most 3)' },
    });
    expect((await client.call('eth_unsubscribe', [ids[0]])).result).toBe(true);
    expect(typeof (await client.call('eth_subscribe', ['logs', {}])).result).toBe('string');
    client.socket.close(1000);
  } finally {
    await server.close();
  }
});
