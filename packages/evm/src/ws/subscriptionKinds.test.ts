import { ValidationError } from '@pkg/core';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { createEvmWsClient, type EvmWsClient } from './createEvmWsClient.js';
import type { Subscription } from './Subscription.js';
import type { TraceChainResult, Transaction } from './types.js';

// The subscription kinds beside newHeads and logs: what goes on the wire, what comes back, and the
// param checks made before anything is sent. A tiny node that answers <ns>_subscribe / <ns>_unsubscribe.

interface Received {
  id: number;
  method: string;
  params: unknown[];
}

async function startNode() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as { port: number }).port;
  const received: Received[] = [];
  const sockets: WebSocket[] = [];
  let next = 1;
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Received;
      received.push(message);
      const answer = (result: unknown) =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
      if (message.method.endsWith('_subscribe')) answer(`0x${(next++).toString(16).padStart(32, '0')}`);
      else if (message.method.endsWith('_unsubscribe')) answer(true);
    });
  });
  return {
    url: `ws://127.0.0.1:${port}`,
    received,
    /** Sends a notification as `<namespace>_subscription`. */
    notify(method: string, subscription: string | undefined, result: unknown) {
      for (const socket of sockets)
        socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { subscription, result } }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

const hash = `0x${'ab'.repeat(32)}`;
let node: Awaited<ReturnType<typeof startNode>> | undefined;
let client: EvmWsClient | undefined;
afterEach(async () => {
  await client?.close();
  await node?.close();
  client = undefined;
  node = undefined;
});

async function connected() {
  node = await startNode();
  client = createEvmWsClient({ endpoints: { ws: node.url }, reconnect: false });
  return { node, client };
}

describe('createEvmWsClient: newPendingTransactions and newAcceptedTransactions', () => {
  it.each(['newPendingTransactions', 'newAcceptedTransactions'] as const)(
    '%s sends eth_subscribe [kind] (or [kind, fullTx]) and yields what the node notifies',
    async (kind) => {
      const { node, client } = await connected();
      // one test for both kinds: their overloads are alike
      const subscribe = client.subscribe as (
        k: typeof kind,
        full?: boolean,
      ) => Promise<Subscription<unknown>>;
      const hashes = await subscribe(kind);
      const full = await subscribe(kind, true);
      expect(node.received.map((m) => [m.method, m.params])).toEqual([
        ['eth_subscribe', [kind]],
        ['eth_subscribe', [kind, true]],
      ]);
      node.notify('eth_subscription', hashes.id, hash);
      const tx = { hash, blockHash: null, blockNumber: null, transactionIndex: null };
      node.notify('eth_subscription', full.id, tx);
      const first = await hashes[Symbol.asyncIterator]().next();
      expect(first.value).toBe(hash);
      expect((await full[Symbol.asyncIterator]().next()).value).toEqual(tx);
      await hashes.unsubscribe();
      expect(node.received.at(-1)).toMatchObject({ method: 'eth_unsubscribe', params: [hashes.id] });
    },
  );

  it('refuses a fullTx that is not a boolean, before sending', async () => {
    const { node, client } = await connected();
    // @ts-expect-error fullTx is a boolean
    const error = await client.subscribe('newPendingTransactions', 'yes').catch((e: unknown) => e);
    expect(ValidationError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ field: 'fullTx' });
    expect(node.received).toEqual([]);
  });
});

describe('createEvmWsClient: traceChain', () => {
  it('sends debug_subscribe ["traceChain", start, end, config?], reads debug_subscription, unsubscribes with debug_unsubscribe', async () => {
    const { node, client } = await connected();
    const traces = await client.subscribe('traceChain', '0x0', '0x2');
    const calls = await client.subscribe('traceChain', 'earliest', 'latest', { tracer: 'callTracer' });
    expect(node.received.map((m) => [m.method, m.params])).toEqual([
      ['debug_subscribe', ['traceChain', '0x0', '0x2']],
      ['debug_subscribe', ['traceChain', 'earliest', 'latest', { tracer: 'callTracer' }]],
    ]);
    expect(traces.kind).toBe('traceChain');
    const block = { block: '0x1', hash, traces: [{ txHash: hash, result: { gas: 21000 } }, null] };
    node.notify('debug_subscription', traces.id, block);
    expect((await traces[Symbol.asyncIterator]().next()).value).toEqual(block);
    await traces.unsubscribe();
    await calls.unsubscribe();
    expect(node.received.slice(2).map((m) => [m.method, m.params])).toEqual([
      ['debug_unsubscribe', [traces.id]],
      ['debug_unsubscribe', [calls.id]],
    ]);
  });

  it('sends a null config as given (the node reads it as absent, like the debug_trace* configs)', async () => {
    const { node, client } = await connected();
    await client.subscribe('traceChain', '0x0', '0x1', null);
    expect(node.received.map((m) => [m.method, m.params])).toEqual([
      ['debug_subscribe', ['traceChain', '0x0', '0x1', null]],
    ]);
  });

  it.each([
    ['start', ['0x01', '0x2']],
    ['start', [1, '0x2']],
    ['end', ['0x0', undefined]],
    ['end', ['0x0', 'newest']],
    ['config', ['0x0', '0x1', 'callTracer']],
    ['config.tracer', ['0x0', '0x1', { tracer: 1 }]],
    ['config.reexec', ['0x0', '0x1', { reexec: -1 }]],
    ['config.tracerconfig', ['0x0', '0x1', { tracerconfig: {} }]],
    ['config.tracer', ['0x0', '0x1', { tracer: '' }]],
    ['config.timeout', ['0x0', '0x1', { timeout: '' }]],
    ['config.limit', ['0x0', '0x1', { limit: -1 }]],
    ['config.enableMemory', ['0x0', '0x1', { enableMemory: 'yes' }]],
    ['config.overrides', ['0x0', '0x1', { overrides: [] }]],
  ] as const)('refuses a bad %s (%j) before sending', async (field, args) => {
    const { node, client } = await connected();
    const subscribe = client.subscribe as (kind: string, ...rest: unknown[]) => Promise<unknown>;
    const error = await subscribe('traceChain', ...args).catch((e: unknown) => e);
    expect(ValidationError.isInstance(error), String(error)).toBe(true);
    expect(error).toMatchObject({ field });
    expect(node.received).toEqual([]);
  });

  it('takes every tag coreth reads (accepted and finalized included)', async () => {
    const { node, client } = await connected();
    for (const tag of ['latest', 'earliest', 'pending', 'safe', 'finalized', 'accepted', '0xff'] as const)
      await client.subscribe('traceChain', '0x0', tag);
    expect(node.received).toHaveLength(7);
  });
});

it('names every kind when the kind is unknown', async () => {
  const { client } = await connected();
  const subscribe = client.subscribe as (kind: string) => Promise<unknown>;
  await expect(subscribe('syncing')).rejects.toMatchObject({
    field: 'kind',
    message: expect.stringContaining('traceChain'),
  });
});

it('types each kind by its params: hashes, full transactions with fullTx true, block traces', () => {
  expectTypeOf<ReturnType<typeof sub0>>().toEqualTypeOf<Promise<Subscription<string>>>();
  expectTypeOf<ReturnType<typeof sub1>>().toEqualTypeOf<Promise<Subscription<Transaction>>>();
  expectTypeOf<ReturnType<typeof sub2>>().toEqualTypeOf<Promise<Subscription<string | Transaction>>>();
  expectTypeOf<ReturnType<typeof sub3>>().toEqualTypeOf<Promise<Subscription<TraceChainResult>>>();
});
const sub0 = (c: EvmWsClient) => c.subscribe('newAcceptedTransactions');
const sub1 = (c: EvmWsClient) => c.subscribe('newPendingTransactions', true);
const sub2 = (c: EvmWsClient, full: boolean) => c.subscribe('newPendingTransactions', full);
const sub3 = (c: EvmWsClient) => c.subscribe('traceChain', '0x0', 'latest', { tracer: 'callTracer' });
