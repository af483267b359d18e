// The hostile-server suite's WebSocket cases: a loopback `ws` server that misbehaves,
// against the client on Node's WebSocket path (the `ws` package, Node 20 having no global WebSocket).
// Every case counts what reached the server (connections, messages).
import { NetworkError, SdkError } from '@pkg/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { createEvmWsClient, type EvmWsClient } from './createEvmWsClient.js';

type Handler = (socket: WebSocket, message: { id: number; method: string }, connection: number) => void;

const opened: { close(): Promise<void> }[] = [];
const clients: EvmWsClient[] = [];

async function startServer(handler: Handler) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as { port: number }).port;
  const seen = { connections: 0, messages: 0 };
  server.on('connection', (socket) => {
    const connection = ++seen.connections;
    socket.on('message', (raw) => {
      seen.messages++;
      handler(socket, JSON.parse(String(raw)), connection);
    });
  });
  const handle = {
    url: `ws://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of server.clients) c.terminate();
        server.close(() => resolve());
      }),
  };
  opened.push(handle);
  return handle;
}

const answer = (socket: WebSocket, id: number, result: unknown) =>
  socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
const notify = (socket: WebSocket, subscription: string, result: string) =>
  socket.send(
    `{"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":"${subscription}","result":${result}}}`,
  );

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close().catch(() => {})));
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

const client = (url: string, options: Parameters<typeof createEvmWsClient>[0] = {}) => {
  const c = createEvmWsClient({ endpoints: { ws: url }, timeoutMs: 5000, ...options });
  clients.push(c);
  return c;
};

async function read<T>(iterable: AsyncIterable<T>, n: number): Promise<{ items: T[]; error?: unknown }> {
  const items: T[] = [];
  try {
    for await (const item of iterable) {
      items.push(item);
      if (items.length === n) break;
    }
  } catch (error) {
    return { items, error };
  }
  return { items };
}

describe('WebSocket under hostile servers', () => {
  it('notifications for unknown subscription ids are held up to maxHeldNotifications in all, oldest dropped first', async () => {
    const server = await startServer((socket, message) => {
      if (message.method === 'eth_ping') {
        notify(socket, 'S', '4');
        return answer(socket, message.id, 'pong');
      }
      if (message.method !== 'eth_subscribe') return answer(socket, message.id, true);
      notify(socket, 'S', '1');
      notify(socket, 'S', '2');
      for (let i = 0; i < 1000; i++) notify(socket, `made-up-${i}`, '0');
      notify(socket, 'S', '3');
      answer(socket, message.id, 'S');
    });
    const ws = client(server.url, { maxHeldNotifications: 3 });
    const heads = await ws.subscribe('newHeads');
    await ws.request('eth_ping');
    // 1, 2 and 998 made-up ids were dropped to make room for newer ones: the last made-up ids and 3 were held;
    // 4 came once S was known
    expect((await read(heads, 2)).items).toEqual([3, 4]);
  });

  it('reconnecting follows the retry settings against a server that accepts and closes at once', async () => {
    const server = await startServer((socket, message, connection) => {
      if (connection > 1) return socket.close();
      answer(socket, message.id, 'S');
      setTimeout(() => socket.close(), 10);
    });
    const heads = await client(server.url, {
      reconnect: { retries: 3, minDelayMs: 1, maxDelayMs: 4 },
    }).subscribe('newHeads');
    const { error } = await read(heads, 1);
    expect(NetworkError.isInstance(error)).toBe(true);
    // the first connection, then 3 reconnect attempts (each one opened, sent its eth_subscribe, was closed)
    expect(server.seen.connections).toBe(4);
  });

  it('a message past maxFrameBytes closes the connection cleanly, ends the subscription, never reconnects', async () => {
    const server = await startServer((socket, message) => {
      if (message.method !== 'eth_subscribe') return answer(socket, message.id, true);
      answer(socket, message.id, 'S');
      notify(socket, 'S', `"${'x'.repeat(64 * 1024)}"`);
    });
    const heads = await client(server.url, { maxFrameBytes: 16 * 1024 }).subscribe('newHeads');
    const { error } = await read(heads, 1);
    expect(SdkError.isInstance(error)).toBe(true);
    expect((error as SdkError).shortMessage).toMatch(
      /^WebSocket message larger than maxFrameBytes \(16384 bytes\)/,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.seen.connections).toBe(1);
  });

  it('messages go through the lossless parser: a uint64 arrives exact', async () => {
    const server = await startServer((socket, message) => {
      if (message.method !== 'eth_subscribe') return answer(socket, message.id, true);
      answer(socket, message.id, 'S');
      notify(socket, 'S', '{"amount":18446744073709551615,"n":1}');
    });
    const heads = await client(server.url).subscribe('newHeads');
    expect((await read(heads, 1)).items).toEqual([{ amount: '18446744073709551615', n: 1 }]);
  });

  // bounds a hostile server cannot get around

  it('held notifications for unknown ids are bounded in bytes (maxHeldBytes)', async () => {
    const big = `"${'x'.repeat(100 * 1024)}"`; // about 100 kB each
    const server = await startServer((socket, message) => {
      if (message.method === 'eth_ping') return answer(socket, message.id, 'pong');
      if (message.method !== 'eth_subscribe') return answer(socket, message.id, true);
      for (let i = 0; i < 5; i++) notify(socket, 'S', big); // all overtake the answer naming S
      answer(socket, message.id, 'S');
    });
    const ws = client(server.url, { maxHeldBytes: 250 * 1024 });
    const heads = await ws.subscribe('newHeads');
    await ws.request('eth_ping');
    await heads.unsubscribe();
    // two fit in 250 kB; the other three were dropped
    const items: unknown[] = [];
    for await (const item of heads) items.push(item);
    expect(items).toHaveLength(2);
  });

  it('reconnects are bounded over the life of the client: a server that accepts the resubscribe and drops', async () => {
    const server = await startServer((socket, message) => {
      answer(socket, message.id, 'S');
      setTimeout(() => socket.close(), 10);
    });
    const heads = await client(server.url, {
      reconnect: { retries: 3, minDelayMs: 1, maxDelayMs: 4 },
    }).subscribe('newHeads');
    const { error } = await read(heads, 1);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect((error as NetworkError).message).toMatch(/no connection after 3 reconnect attempts/);
    // the first connection and 3 reconnects, each resubscribed before it was dropped: the count never started again
    expect(server.seen.connections).toBe(4);
  });

  it('a subscription id already in use is refused: two subscriptions never share notifications', async () => {
    const server = await startServer((socket, message) => {
      if (message.method === 'eth_ping') {
        notify(socket, 'S', '1');
        return answer(socket, message.id, 'pong');
      }
      answer(socket, message.id, 'S'); // every eth_subscribe answered with the same id
    });
    const ws = client(server.url);
    const first = await ws.subscribe('newHeads');
    const second = await ws.subscribe('logs').catch((e: unknown) => e);
    expect(SdkError.isInstance(second)).toBe(true);
    expect((second as SdkError).shortMessage).toBe(
      'eth_subscribe answered subscription id S, already in use by another subscription: refused',
    );
    await ws.request('eth_ping');
    expect((await read(first, 1)).items).toEqual([1]);
  });

  it('notifications are routed by method and id: a debug_subscription never reaches an eth_subscribe', async () => {
    const server = await startServer((socket, message) => {
      if (message.method === 'eth_ping') {
        socket.send(
          '{"jsonrpc":"2.0","method":"debug_subscription","params":{"subscription":"S","result":"forged"}}',
        );
        notify(socket, 'S', '"head"');
        return answer(socket, message.id, 'pong');
      }
      answer(socket, message.id, 'S');
    });
    const ws = client(server.url);
    const heads = await ws.subscribe('newHeads');
    await ws.request('eth_ping');
    expect((await read(heads, 1)).items).toEqual(['head']);
  });

  it('a notification for an ended subscription never reaches a later subscription given the same id', async () => {
    let subscribes = 0;
    const server = await startServer((socket, message) => {
      if (message.method === 'eth_unsubscribe') {
        notify(socket, 'S', '"late for the first"'); // sent before the node saw the unsubscribe
        return answer(socket, message.id, true);
      }
      if (++subscribes === 1) return answer(socket, message.id, 'S');
      notify(socket, 'S', '"later still"'); // overtakes the answer naming the second one
      answer(socket, message.id, 'S'); // the node reuses the ended id
      notify(socket, 'S', '"for the second"');
    });
    const ws = client(server.url);
    const first = await ws.subscribe('newHeads');
    await first.unsubscribe();
    const second = await ws.subscribe('newHeads');
    expect((await read(second, 1)).items).toEqual(['for the second']);
  });

  it('junk for unknown ids sent before a subscribe does not cost it the notifications that overtake its answer', async () => {
    const server = await startServer((socket, message) => {
      if (message.method === 'eth_junk') {
        for (let i = 0; i < 1100; i++) notify(socket, `made-up-${i}`, '0');
        return answer(socket, message.id, true);
      }
      if (message.method === 'eth_ping') {
        notify(socket, 'S', '3');
        return answer(socket, message.id, 'pong');
      }
      notify(socket, 'S', '1');
      answer(socket, message.id, 'S');
      notify(socket, 'S', '2'); // read with the answer, before the client has mapped S
    });
    const ws = client(server.url);
    await ws.request('eth_junk');
    const heads = await ws.subscribe('newHeads');
    await ws.request('eth_ping');
    await heads.unsubscribe(); // what was read by now stays to be read
    expect((await read(heads, 4)).items).toEqual([1, 2, 3]);
  });

  it('junk for unknown ids while a subscribe is in flight gives way to newer notifications', async () => {
    const server = await startServer((socket, message) => {
      if (message.method === 'eth_ping') {
        notify(socket, 'S', '3');
        return answer(socket, message.id, 'pong');
      }
      for (let i = 0; i < 1100; i++) notify(socket, `made-up-${i}`, '0');
      notify(socket, 'S', '1');
      answer(socket, message.id, 'S');
      notify(socket, 'S', '2');
    });
    const ws = client(server.url);
    const heads = await ws.subscribe('newHeads');
    await ws.request('eth_ping');
    await heads.unsubscribe(); // what was read by now stays to be read
    expect((await read(heads, 4)).items).toEqual([1, 2, 3]);
  });
});
