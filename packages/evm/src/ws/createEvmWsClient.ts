import {
  type CallOptions,
  createJsonRpcRequester,
  createPendingCalls,
  DEFAULTS,
  NetworkError,
  type PendingCall,
  type PendingCalls,
} from '@pkg/core';
import type { WebSocketConstructor } from './openWebSocket.js';
import { Reconnector, type ReconnectPolicy } from './Reconnector.js';
import type { Subscription } from './Subscription.js';
import { type RegistryLimits, SubscriptionRegistry } from './SubscriptionRegistry.js';
import { type SubscribeAnswers, subscribeAnswers } from './subscribeAnswers.js';
import { subscriptionRequest } from './subscriptionRequest.js';
import type {
  BlockNumberOrTag,
  Hex,
  LogsFilter,
  NewHead,
  SubscriptionLog,
  TraceChainConfig,
  TraceChainResult,
  Transaction,
} from './types.js';
import { closedError, WsConnection, type WsMessage } from './WsConnection.js';
import { webSocketUrl } from './webSocketUrl.js';

/** Reconnect settings of the WebSocket client: the same settings, and defaults, as HTTP's `retry`. */
export interface ReconnectOptions {
  /**
   * Reconnect attempts before the subscriptions fail with a NetworkError (`Infinity` to keep trying). The count
   * starts again only once a connection has stayed up `resetAfterMs`, so a server that accepts, answers the
   * resubscribe and drops the connection cannot make the client reconnect without end. @default 3 (`DEFAULTS.retry.retries`)
   */
  retries?: number;
  /**
   * How long a connection must stay up before the reconnect count starts again, in ms.
   * @default 60_000 (`DEFAULTS.webSocket.reconnectResetMs`)
   */
  resetAfterMs?: number;
  /** Base of the exponential backoff between attempts, in ms. @default 250 */
  minDelayMs?: number;
  /** Cap of one wait between attempts, in ms. @default 8000 */
  maxDelayMs?: number;
}

/** Options of `createEvmWsClient`. */
export interface EvmWsClientOptions {
  /** The node's base URL (http(s):// or ws(s)://). @default 'https://api.avax.network' */
  url?: string;
  /** `C` or a subnet EVM chain's blockchain id; the endpoint is `/ext/bc/<blockchainId>/ws`. @default 'C' */
  blockchainId?: string;
  /** A full WebSocket URL instead of the one derived from url and blockchainId (a local EVM node at `/`). */
  endpoints?: { ws?: string };
  /** The WebSocket class. @default the global WebSocket, else the `ws` package (Node 18/20) */
  WebSocket?: WebSocketConstructor;
  /** Time limit of connecting and of each request, in ms. @default 30_000 */
  timeoutMs?: number;
  /** Reconnect with backoff after the connection drops while subscriptions are live; false: fail them instead. */
  reconnect?: ReconnectOptions | false;
  /** Unread notifications a subscription holds before it ends with an error. @default 1024 (`DEFAULTS.webSocket.bufferSize`) */
  bufferSize?: number;
  /**
   * Largest message accepted, in bytes (characters for a text message the runtime hands over decoded); a larger
   * one closes the connection (code 1009) and ends its calls and subscriptions with an SdkError, without
   * reconnecting. With the `ws` package it is also its `maxPayload`, so a larger frame is never buffered.
   * @default 67_108_864 (64 MiB, `DEFAULTS.webSocket.maxFrameBytes`)
   */
  maxFrameBytes?: number;
  /**
   * Notifications held for subscription ids not known yet (one may overtake the answer naming its
   * subscription), all ids together, while a subscribe is in flight; past it the oldest are dropped, and what is
   * still held once no subscribe is in flight is dropped. Also how many ended subscription ids are remembered:
   * what arrives for them is dropped. @default 1024 (`DEFAULTS.webSocket.maxHeldNotifications`)
   */
  maxHeldNotifications?: number;
  /**
   * Bytes of the notifications held for subscription ids not known yet, all ids together; past it the oldest are
   * dropped (one larger on its own is never held). @default 4_194_304 (4 MiB, `DEFAULTS.webSocket.maxHeldBytes`)
   */
  maxHeldBytes?: number;
  /** Aborting it closes the client. */
  signal?: AbortSignal;
}

/**
 * A JSON-RPC client over one WebSocket connection, for `eth_subscribe` subscriptions. Each call takes
 * `CallOptions`: a `signal`, a `timeoutMs` (the client's by default), or a `deadline` the caller made
 * (`createDeadline`), which the call follows instead: it ends at the deadline's end with its reason.
 */
export interface EvmWsClient {
  /** The endpoint the client connects to. */
  readonly url: string;
  /** Subscribes to new block headers (`eth_subscribe ["newHeads"]`). */
  subscribe(kind: 'newHeads', options?: CallOptions): Promise<Subscription<NewHead>>;
  /** Subscribes to logs matching a filter (`eth_subscribe ["logs", filter]`). */
  subscribe(kind: 'logs', filter?: LogsFilter, options?: CallOptions): Promise<Subscription<SubscriptionLog>>;
  /**
   * Subscribes to transactions entering the node's pool (`eth_subscribe ["newPendingTransactions", fullTx?]`):
   * each one's hash, or with `fullTx` true the transaction (its block fields null).
   */
  subscribe(
    kind: 'newPendingTransactions',
    fullTx: true,
    options?: CallOptions,
  ): Promise<Subscription<Transaction>>;
  subscribe(
    kind: 'newPendingTransactions',
    fullTx?: false,
    options?: CallOptions,
  ): Promise<Subscription<Hex>>;
  subscribe(
    kind: 'newPendingTransactions',
    fullTx?: boolean,
    options?: CallOptions,
  ): Promise<Subscription<Hex | Transaction>>;
  /**
   * Subscribes to transactions as the chain accepts them (coreth's extra kind,
   * `eth_subscribe ["newAcceptedTransactions", fullTx?]`): each one's hash, or with `fullTx` true the
   * transaction (its block fields null, as coreth sends it).
   */
  subscribe(
    kind: 'newAcceptedTransactions',
    fullTx: true,
    options?: CallOptions,
  ): Promise<Subscription<Transaction>>;
  subscribe(
    kind: 'newAcceptedTransactions',
    fullTx?: false,
    options?: CallOptions,
  ): Promise<Subscription<Hex>>;
  subscribe(
    kind: 'newAcceptedTransactions',
    fullTx?: boolean,
    options?: CallOptions,
  ): Promise<Subscription<Hex | Transaction>>;
  /**
   * Traces every block after `start` up to `end` (both must exist), one notification per block
   * (`debug_subscribe ["traceChain", start, end, config?]`; needs the `debug-tracer` eth-apis value). The node
   * needs the state at `start`: a pruning node has the genesis state and little else, and coreth re-executes
   * no history, so a range whose state is gone sends nothing (the node logs `Chain tracing failed`) and
   * tracing stops at the first block it cannot process. The subscription stays open after the last block.
   * A `null` config is sent as given and read by the node as absent (it takes a `*TraceConfig`).
   */
  subscribe(
    kind: 'traceChain',
    start: BlockNumberOrTag,
    end: BlockNumberOrTag,
    config?: TraceChainConfig | null,
    options?: CallOptions,
  ): Promise<Subscription<TraceChainResult>>;
  /**
   * Any other kind is refused (a ValidationError). Last, so that a misspelt kind's type error lists every
   * kind (TypeScript reports the last overload's mismatch), not only `'traceChain'`.
   */
  subscribe(
    kind: 'newHeads' | 'logs' | 'newPendingTransactions' | 'newAcceptedTransactions' | 'traceChain',
    ...params: never[]
  ): Promise<never>;
  /** Sends any JSON-RPC method over the socket (positional params). */
  request<T = unknown>(method: string, params?: readonly unknown[], options?: CallOptions): Promise<T>;
  /** Unsubscribes every live subscription, then closes the socket. */
  close(): Promise<void>;
}

/**
 * Creates a WebSocket client for `/ext/bc/<blockchainId>/ws`: `eth_subscribe` for `newHeads`, `logs`,
 * `newPendingTransactions` and `newAcceptedTransactions`, and `debug_subscribe` for `traceChain`, as
 * async iterables, reconnecting with capped exponential backoff and resubscribing after a drop.
 * Notifications sent while the connection was down are not replayed.
 *
 * @example
 * import { createEvmWsClient } from '@pkg/evm/ws';
 * const ws = createEvmWsClient({ url: 'https://api.avax.network' });
 * const heads = await ws.subscribe('newHeads');
 * for await (const head of heads) {
 *   console.log(BigInt(head.number));
 *   break; // leaving the loop unsubscribes
 * }
 * await ws.close();
 */
export function createEvmWsClient(options: EvmWsClientOptions = {}): EvmWsClient {
  const endpoint =
    options.endpoints?.ws ?? webSocketUrl(options.url ?? DEFAULTS.nodeUrl, options.blockchainId ?? 'C');
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const connection: WsConnection = new WsConnection({
    endpoint,
    WebSocket: options.WebSocket,
    timeoutMs,
    maxFrameBytes: options.maxFrameBytes ?? DEFAULTS.webSocket.maxFrameBytes,
    onMessage: (message, size) => routeMessage(message, size, { registry, subscribes, pending }),
    onClose: () => {
      const error = connection.closed ? closedError : (call: PendingCall) => dropped(endpoint, call.method);
      pending.rejectAll(error);
      subscribes.clear();
      registry.disconnected();
      reconnector.dropped();
    },
  });
  // the WebSocket adapter of core's one requester: a call goes out as one message, its answer comes back by id
  const pending = createPendingCalls();
  const subscribes = subscribeAnswers();
  const requester = createJsonRpcRequester({
    timeoutMs,
    via: '',
    send: (call) => {
      pending.add(call);
      subscribes.sent(call);
      connection.write(call);
    },
  });
  const request = <T>(method: string, params: readonly unknown[] = [], call?: CallOptions) =>
    requester.call<T>(endpoint, method, params, call);
  const registry = new SubscriptionRegistry(
    {
      request,
      get open() {
        return connection.open;
      },
      get closed() {
        return connection.closed;
      },
    },
    registryLimits(options),
  );
  const reconnector = new Reconnector(reconnectPolicy(options.reconnect), endpoint, connection, registry);

  async function close(): Promise<void> {
    if (connection.closed) return;
    await registry.unsubscribeAll();
    reconnector.stop();
    await connection.shutdown();
  }

  closeOnAbort(options.signal, close);

  return {
    url: endpoint,
    subscribe: (async (kind: string, ...args: unknown[]) => {
      const { namespace, params, options: call } = subscriptionRequest(kind, args);
      if (connection.closed) throw closedError();
      return registry.add(kind, namespace, params, call);
    }) as EvmWsClient['subscribe'],
    request: async (method, params, call) => {
      if (connection.closed) throw closedError();
      return request(method, params, call);
    },
    close,
  };
}

/**
 * A message: a notification goes to its subscription (by method and id), an answer to its call (by id); the
 * registry learns the id a subscribe's answer names as it is read, in the order of the wire.
 */
function routeMessage(
  message: WsMessage,
  size: number,
  to: { registry: SubscriptionRegistry; subscribes: SubscribeAnswers; pending: PendingCalls },
): void {
  const namespace = notificationNamespace(message.method);
  if (namespace && message.params) {
    to.registry.notify(namespace, String(message.params.subscription), message.params.result, size);
    return;
  }
  const named = to.subscribes.answered(message);
  if (named) to.registry.named(named.namespace, named.serverId);
  to.pending.receive(message);
}

/** The registry's bounds, every default filled in. */
function registryLimits(options: EvmWsClientOptions): RegistryLimits {
  return {
    bufferSize: options.bufferSize ?? DEFAULTS.webSocket.bufferSize,
    maxHeld: options.maxHeldNotifications ?? DEFAULTS.webSocket.maxHeldNotifications,
    maxHeldBytes: options.maxHeldBytes ?? DEFAULTS.webSocket.maxHeldBytes,
  };
}

/** Closes the client when `signal` aborts (at once if it has). */
function closeOnAbort(signal: AbortSignal | undefined, close: () => Promise<void>): void {
  if (signal?.aborted) void close();
  else signal?.addEventListener('abort', () => void close(), { once: true });
}

/** The namespace of a notification's method (`eth_subscription`, `debug_subscription`), else undefined. */
function notificationNamespace(method: unknown): 'eth' | 'debug' | undefined {
  return method === 'eth_subscription' ? 'eth' : method === 'debug_subscription' ? 'debug' : undefined;
}

/** The error of a call whose connection dropped before its answer came. */
function dropped(url: string, method: string): NetworkError {
  return new NetworkError({ url, method, details: 'the WebSocket connection closed' });
}

/** The `reconnect` option with every default filled in (the same defaults as HTTP's `retry`). */
function reconnectPolicy(reconnect: ReconnectOptions | false | undefined): ReconnectPolicy {
  if (reconnect === false) return false;
  return {
    retries: reconnect?.retries ?? DEFAULTS.retry.retries,
    minDelayMs: reconnect?.minDelayMs ?? DEFAULTS.retry.minDelayMs,
    maxDelayMs: reconnect?.maxDelayMs ?? DEFAULTS.retry.maxDelayMs,
    resetAfterMs: reconnect?.resetAfterMs ?? DEFAULTS.webSocket.reconnectResetMs,
  };
}
