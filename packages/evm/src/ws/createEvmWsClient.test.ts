import {
  createDeadline,
  JsonRpcError,
  NetworkError,
  SdkError,
  TimeoutError,
  ValidationError,
} from '@pkg/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { createEvmWsClient, type EvmWsClient } from './createEvmWsClient.js';

interface Received {
  id: number;
  method: string;
  params: unknown[];
}

/** A tiny eth_subscribe node on 127.0.0.1: records what it receives and lets the test push, hold and drop. */
async function startNode() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as { port: number }).port;
  const received: Received[] = [];
  const connections: WebSocket[] = [];
  let nextSub = 1;
  /** When set, eth_subscribe answers wait until `release()` is called. */
  let hold: { waiting: (() => void)[] } | undefined;
  const waiters: { test: () => boolean; resolve: () => void }[] = [];
  const check = () => {
    for (const w of waiters.splice(0)) {
      if (w.test()) w.resolve();
      else waiters.push(w);
    }
  };
  server.on('connection', (socket) => {
    connections.push(socket);
    check();
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Received;
      received.push(message);
      check();
      const answer = (body: object) =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, ...body }));
      if (message.method === 'eth_subscribe') {
        const id = `0x${(nextSub++).toString(16).padStart(32, '0')}`;
        if (node.earlyNotification) socket.send(notification(id, { early: true }));
        if (hold) hold.waiting.push(() => answer({ result: id }));
        else answer({ result: id });
      } else if (message.method === 'eth_unsubscribe') answer({ result: true });
      else if (message.method === 'eth_fail') {
        answer({ error: { code: -32000, message: 'execution reverted', data: '0x08c379a0' } });
      } else if (message.method === 'eth_silent') {
        // never answers
      } else answer({ result: `echo:${message.method}` });
    });
  });
  const notification = (subscription: string, result: unknown) =>
    JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription, result } });
  const node = {
    url: `ws://127.0.0.1:${port}`,
    received,
    connections,
    earlyNotification: false,
    /** Resolves once `test` holds (checked on every message and connection). */
    until(test: () => boolean): Promise<void> {
      if (test()) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    subscribeIds: () => received.filter((m) => m.method === 'eth_subscribe').length,
    unsubscribed: () => received.filter((m) => m.method === 'eth_unsubscribe').map((m) => m.params[0]),
    push(subscription: string, result: unknown) {
      for (const socket of connections)
        if (socket.readyState === socket.OPEN) socket.send(notification(subscription, result));
    },
    holdSubscribes() {
      hold = { waiting: [] };
    },
    releaseSubscribes() {
      const waiting = hold?.waiting ?? [];
      hold = undefined;
      for (const send of waiting) send();
    },
    dropAll() {
      for (const socket of connections) socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.terminate();
        server.close(() => resolve());
      }),
  };
  return node;
}

const head = (n: number) => ({ number: `0x${n.toString(16)}`, hash: `0x${'ab'.repeat(32)}` });

let node: Awaited<ReturnType<typeof startNode>> | undefined;
let client: EvmWsClient | undefined;
afterEach(async () => {
  await client?.close();
  await node?.close();
  client = undefined;
  node = undefined;
});

describe('createEvmWsClient', () => {
  it('subscribes to newHeads, yields the notifications in order, and unsubscribes when the loop ends', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url } });
    const heads = await client.subscribe('newHeads');
    expect(node.received[0]).toMatchObject({ method: 'eth_subscribe', params: ['newHeads'] });
    expect(heads.id).toMatch(/^0x/);
    const id = heads.id as string;
    for (const n of [1, 2, 3]) node.push(id, head(n));
    const seen: string[] = [];
    for await (const h of heads) {
      seen.push(h.number);
      if (seen.length === 3) break;
    }
    expect(seen).toEqual(['0x1', '0x2', '0x3']);
    await node.until(() => node?.unsubscribed().length === 1);
    expect(node.unsubscribed()).toEqual([id]);
  });

  it('sends the logs filter as the second param and rejects a malformed one before sending', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url } });
    const topic: `0x${string}` = `0x${'22'.repeat(32)}`;
    const filter = { address: `0x${'11'.repeat(20)}`, topics: [null, [topic]] };
    const logs = await client.subscribe('logs', filter);
    expect(node.received.at(-1)).toMatchObject({ method: 'eth_subscribe', params: ['logs', filter] });
    node.push(logs.id as string, { address: filter.address, removed: false });
    const first = await logs[Symbol.asyncIterator]().next();
    expect(first.value).toMatchObject({ address: filter.address });

    const sent = node.received.length;
    await expect(client.subscribe('logs', { address: '0x12' })).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'filter.address',
    );
    await expect(client.subscribe('logs', { topics: [['0xzz']] })).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'filter.topics.0.0',
    );
    await expect(client.subscribe('pending' as 'logs')).rejects.toSatisfy(
      (e) => ValidationError.isInstance(e) && e.field === 'kind',
    );
    // a misspelt kind: its type error lists every kind (the last overload takes them all), and so does the
    // error at run time, with what was given (issue 35)
    // @ts-expect-error 'newHead' is not a kind
    await expect(client.subscribe('newHead')).rejects.toThrow(
      `kind must be one of 'newHeads', 'logs', 'newPendingTransactions', 'newAcceptedTransactions', 'traceChain' (got "newHead")`,
    );
    expect(node.received.length).toBe(sent);
  });

  it('keeps a notification that arrives before the answer naming its subscription', async () => {
    node = await startNode();
    node.earlyNotification = true;
    client = createEvmWsClient({ endpoints: { ws: node.url } });
    const heads = await client.subscribe('newHeads');
    const first = await heads[Symbol.asyncIterator]().next();
    expect(first.value).toEqual({ early: true });
  });

  it('reconnects after a drop, resubscribes, and goes on yielding under the new id', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url }, reconnect: { minDelayMs: 1, maxDelayMs: 5 } });
    const heads = await client.subscribe('newHeads');
    const iterator = heads[Symbol.asyncIterator]();
    const firstId = heads.id as string;
    node.push(firstId, head(1));
    expect((await iterator.next()).value).toMatchObject({ number: '0x1' });

    node.dropAll();
    await node.until(() => node?.subscribeIds() === 2);
    await vi.waitFor(() => expect(heads.id).toMatch(/^0x0+2$/));
    expect(node.connections.length).toBe(2);
    node.push(heads.id as string, head(2));
    expect((await iterator.next()).value).toMatchObject({ number: '0x2' });
  });

  it('still sends eth_unsubscribe when unsubscribed while a resubscribe is in flight', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url }, reconnect: { minDelayMs: 1, maxDelayMs: 5 } });
    const heads = await client.subscribe('newHeads');
    node.holdSubscribes();
    node.dropAll();
    await node.until(() => node?.subscribeIds() === 2);
    const done = heads.unsubscribe();
    node.releaseSubscribes();
    await done;
    const secondId = `0x${(2).toString(16).padStart(32, '0')}`;
    expect(node.unsubscribed()).toEqual([secondId]);
    expect(await heads[Symbol.asyncIterator]().next()).toEqual({ value: undefined, done: true });
  });

  it('does not resubscribe a subscription stopped while disconnected', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url }, reconnect: { minDelayMs: 1, maxDelayMs: 5 } });
    const heads = await client.subscribe('newHeads');
    const other = await client.subscribe('newHeads');
    node.holdSubscribes();
    node.dropAll();
    await other.unsubscribe(); // may land before or after the reconnect: either way it must not live on
    await heads.unsubscribe();
    node.releaseSubscribes();
    expect(await client.request('web3_clientVersion')).toBe('echo:web3_clientVersion');
    const resubscribed = node.received.filter((m) => m.method === 'eth_subscribe').length - 2;
    // Every resubscribe that reached the node before the unsubscribe was undone by an eth_unsubscribe.
    await node.until(() => node?.unsubscribed().length === resubscribed);
    expect(node.unsubscribed().length).toBe(resubscribed);
  });

  it('ends the subscriptions with a NetworkError when reconnecting is off', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url }, reconnect: false });
    const heads = await client.subscribe('newHeads');
    node.dropAll();
    await expect(heads[Symbol.asyncIterator]().next()).rejects.toSatisfy((e) => NetworkError.isInstance(e));
  });

  it('gives up after `retries` reconnect attempts with a NetworkError', async () => {
    node = await startNode();
    client = createEvmWsClient({
      endpoints: { ws: node.url },
      reconnect: { retries: 2, minDelayMs: 1, maxDelayMs: 2 },
    });
    const heads = await client.subscribe('newHeads');
    await node.close();
    await expect(heads[Symbol.asyncIterator]().next()).rejects.toSatisfy(
      (e) => NetworkError.isInstance(e) && e.message.includes('2 reconnect attempts'),
    );
    node = undefined;
  });

  it('rejects a JSON-RPC error as JsonRpcError with code, data and method', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url } });
    const error = await client.request('eth_fail', []).catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: -32000,
      message: 'execution reverted',
      data: '0x08c379a0',
      method: 'eth_fail',
    });
  });

  it('rejects with TimeoutError when the node does not answer, and with the reason when aborted', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url } });
    await expect(client.request('eth_silent', [], { timeoutMs: 20 })).rejects.toSatisfy(
      (e) => TimeoutError.isInstance(e) && e.timeoutMs === 20,
    );
    const controller = new AbortController();
    const call = client.request('eth_silent', [], { signal: controller.signal });
    controller.abort(new Error('stop'));
    await expect(call).rejects.toThrow('stop');
  });

  it('follows a caller deadline (CallOptions.deadline): a request and a subscribe end at its end with its reason', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url }, timeoutMs: 60_000 });
    const reason = new Error('the operation is over');
    const deadline = createDeadline({ timeoutMs: 50, timeoutError: () => reason });
    node.holdSubscribes();
    const started = Date.now();
    // the deadline wins over a timeoutMs given beside it and over the client's
    const request = client.request('eth_silent', [], { deadline, timeoutMs: 60_000 });
    const subscribe = client.subscribe('newHeads', { deadline });
    await expect(request).rejects.toBe(reason);
    await expect(subscribe).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(5_000);
    // a deadline that has ended: the call rejects with its reason and nothing is sent
    const sent = node.received.length;
    await expect(client.request('eth_chainId', [], { deadline })).rejects.toBe(reason);
    await expect(client.subscribe('logs', {}, { deadline })).rejects.toBe(reason);
    expect(node.received).toHaveLength(sent);
    node.releaseSubscribes();
    deadline.clear();
    // a deadline's signal: an abort ends the call with the signal's reason
    const controller = new AbortController();
    const aborted = createDeadline({ signals: [controller.signal], timeoutError: () => reason });
    const call = client.request('eth_silent', [], { deadline: aborted });
    controller.abort(new Error('stop'));
    await expect(call).rejects.toThrow('stop');
    aborted.clear();
  });

  it('rejects a connection failure with NetworkError', async () => {
    node = await startNode();
    const url = node.url;
    await node.close();
    node = undefined;
    client = createEvmWsClient({ endpoints: { ws: url } });
    await expect(client.request('eth_chainId')).rejects.toSatisfy((e) => NetworkError.isInstance(e));
  });

  it('close() unsubscribes live subscriptions before closing, then refuses calls', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url } });
    const a = await client.subscribe('newHeads');
    const b = await client.subscribe('logs', {});
    await client.close();
    expect(node.unsubscribed().sort()).toEqual([a.id, b.id].sort());
    await expect(client.request('eth_chainId')).rejects.toSatisfy((e) => SdkError.isInstance(e));
    await expect(client.subscribe('newHeads')).rejects.toThrow('closed');
  });

  it('ends a subscription whose reader falls behind bufferSize, and unsubscribes it', async () => {
    node = await startNode();
    client = createEvmWsClient({ endpoints: { ws: node.url }, bufferSize: 2 });
    const heads = await client.subscribe('newHeads');
    for (const n of [1, 2, 3]) node.push(heads.id as string, head(n));
    await node.until(() => node?.unsubscribed().length === 1);
    const iterator = heads[Symbol.asyncIterator]();
    await expect(iterator.next()).rejects.toThrow('fell behind');
  });

  it('derives the endpoint from url and blockchainId', () => {
    expect(createEvmWsClient().url).toBe('wss://api.avax.network/ext/bc/C/ws');
    expect(createEvmWsClient({ url: 'http://127.0.0.1:9650/', blockchainId: 'abc' }).url).toBe(
      'ws://127.0.0.1:9650/ext/bc/abc/ws',
    );
  });
});
