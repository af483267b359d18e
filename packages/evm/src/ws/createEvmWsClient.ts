import {
  backoffDelay,
  DEFAULTS,
  JsonRpcError,
  NetworkError,
  parseJsonLossless,
  SdkError,
  TimeoutError,
  ValidationError,
} from '@pkg/core';
import { checkLogsFilter } from './checkLogsFilter.js';
import { checkSubscriptionParams } from './checkSubscriptionParams.js';
import { resolveWebSocket, type WebSocketConstructor, type WebSocketLike } from './openWebSocket.js';
import { createSubscriptionQueue, type Subscription, type SubscriptionQueue } from './Subscription.js';
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
   * subscription), all ids together; further ones are dropped. @default 1024 (`DEFAULTS.webSocket.maxHeldNotifications`)
   */
  maxHeldNotifications?: number;
  /**
   * Bytes of the notifications held for subscription ids not known yet, all ids together; further ones are
   * dropped. @default 4_194_304 (4 MiB, `DEFAULTS.webSocket.maxHeldBytes`)
   */
  maxHeldBytes?: number;
  /** Aborting it closes the client. */
  signal?: AbortSignal;
}

/** Per-call options. */
export interface WsCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A JSON-RPC client over one WebSocket connection, for `eth_subscribe` subscriptions. */
export interface EvmWsClient {
  /** The endpoint the client connects to. */
  readonly url: string;
  /** Subscribes to new block headers (`eth_subscribe ["newHeads"]`). */
  subscribe(kind: 'newHeads', options?: WsCallOptions): Promise<Subscription<NewHead>>;
  /** Subscribes to logs matching a filter (`eth_subscribe ["logs", filter]`). */
  subscribe(
    kind: 'logs',
    filter?: LogsFilter,
    options?: WsCallOptions,
  ): Promise<Subscription<SubscriptionLog>>;
  /**
   * Subscribes to transactions entering the node's pool (`eth_subscribe ["newPendingTransactions", fullTx?]`):
   * each one's hash, or with `fullTx` true the transaction (its block fields null).
   */
  subscribe(
    kind: 'newPendingTransactions',
    fullTx: true,
    options?: WsCallOptions,
  ): Promise<Subscription<Transaction>>;
  subscribe(
    kind: 'newPendingTransactions',
    fullTx?: false,
    options?: WsCallOptions,
  ): Promise<Subscription<Hex>>;
  subscribe(
    kind: 'newPendingTransactions',
    fullTx?: boolean,
    options?: WsCallOptions,
  ): Promise<Subscription<Hex | Transaction>>;
  /**
   * Subscribes to transactions as the chain accepts them (coreth's extra kind,
   * `eth_subscribe ["newAcceptedTransactions", fullTx?]`): each one's hash, or with `fullTx` true the
   * transaction (its block fields null, as coreth sends it).
   */
  subscribe(
    kind: 'newAcceptedTransactions',
    fullTx: true,
    options?: WsCallOptions,
  ): Promise<Subscription<Transaction>>;
  subscribe(
    kind: 'newAcceptedTransactions',
    fullTx?: false,
    options?: WsCallOptions,
  ): Promise<Subscription<Hex>>;
  subscribe(
    kind: 'newAcceptedTransactions',
    fullTx?: boolean,
    options?: WsCallOptions,
  ): Promise<Subscription<Hex | Transaction>>;
  /**
   * Traces every block after `start` up to `end` (both must exist), one notification per block
   * (`debug_subscribe ["traceChain", start, end, config?]`; needs the `debug-tracer` eth-apis value). The node
   * needs the state at `start`: a pruning node has the genesis state and little else, and coreth re-executes
   * no history, so a range whose state is gone sends nothing (the node logs `Chain tracing failed`) and
   * tracing stops at the first block it cannot process. The subscription stays open after the last block.
   */
  subscribe(
    kind: 'traceChain',
    start: BlockNumberOrTag,
    end: BlockNumberOrTag,
    config?: TraceChainConfig,
    options?: WsCallOptions,
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
  request<T = unknown>(method: string, params?: readonly unknown[], options?: WsCallOptions): Promise<T>;
  /** Unsubscribes every live subscription, then closes the socket. */
  close(): Promise<void>;
}

interface Pending {
  method: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface SubState {
  kind: string;
  /** `eth` (eth_subscribe) or `debug` (debug_subscribe): the namespace of its subscribe, unsubscribe and notifications. */
  namespace: string;
  params: unknown[];
  serverId: string | undefined;
  active: boolean;
  queue: SubscriptionQueue<unknown>;
  /** The eth_subscribe in flight, if any. */
  subscribing: Promise<void> | undefined;
  /** The unsubscribe in flight, if any. */
  unsubscribing: Promise<void> | undefined;
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
  const bufferSize = options.bufferSize ?? DEFAULTS.webSocket.bufferSize;
  const maxFrameBytes = options.maxFrameBytes ?? DEFAULTS.webSocket.maxFrameBytes;
  const maxHeld = options.maxHeldNotifications ?? DEFAULTS.webSocket.maxHeldNotifications;
  const maxHeldBytes = options.maxHeldBytes ?? DEFAULTS.webSocket.maxHeldBytes;
  const resetAfterMs = (options.reconnect || undefined)?.resetAfterMs ?? DEFAULTS.webSocket.reconnectResetMs;
  const reconnect =
    options.reconnect === false
      ? false
      : {
          retries: options.reconnect?.retries ?? DEFAULTS.retry.retries,
          minDelayMs: options.reconnect?.minDelayMs ?? DEFAULTS.retry.minDelayMs,
          maxDelayMs: options.reconnect?.maxDelayMs ?? DEFAULTS.retry.maxDelayMs,
        };

  let socket: WebSocketLike | undefined;
  let opening: Promise<WebSocketLike> | undefined;
  let closed = false;
  let nextId = 1;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<number, Pending>();
  const subs = new Set<SubState>();
  /** Live subscriptions by `<namespace>:<id>`: a notification reaches one only by its method's namespace and id. */
  const byServerId = new Map<string, SubState>();
  const early = new Map<string, { values: unknown[]; bytes: number }>();
  /** Notifications in `early`, all ids together, and their bytes. */
  let held = 0;
  let heldBytes = 0;
  /** When the current connection opened (the reconnect count starts again once it has stayed up resetAfterMs). */
  let openedAt = 0;
  const keyOf = (namespace: string, serverId: string) => `${namespace}:${serverId}`;
  /** Set when the server sent a message past maxFrameBytes: the connection is not opened again. */
  let tooLarge: SdkError | undefined;

  const closedError = () => new SdkError('The WebSocket client is closed');
  const dropped = (method: string) =>
    new NetworkError({ url: endpoint, method, details: 'the WebSocket connection closed' });

  function connect(): Promise<WebSocketLike> {
    if (closed) return Promise.reject(closedError());
    if (socket) return Promise.resolve(socket);
    opening ??= open().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  async function open(): Promise<WebSocketLike> {
    if (tooLarge) throw tooLarge;
    const WebSocketClass = await resolveWebSocket(options.WebSocket, { maxPayload: maxFrameBytes });
    return new Promise<WebSocketLike>((resolve, reject) => {
      let ws: WebSocketLike;
      try {
        ws = new WebSocketClass(endpoint);
      } catch (cause) {
        return reject(new NetworkError({ url: endpoint, method: 'connect', cause }));
      }
      let settled = false;
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        reject(new TimeoutError({ timeoutMs, url: endpoint, method: 'connect' }));
        ws.close();
      }, timeoutMs);
      ws.addEventListener('open', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (closed) {
          ws.close(1000);
          return reject(closedError());
        }
        socket = ws;
        openedAt = Date.now();
        resolve(ws);
      });
      ws.addEventListener('message', (event) => onMessage(ws, event.data));
      ws.addEventListener('error', (event) => {
        // The close event that follows carries the outcome; the `ws` package says here that a frame was past
        // its maxPayload (maxFrameBytes), then closes with 1006.
        const error = (event as { error?: { code?: unknown } }).error;
        if (error?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') tooLarge ??= frameTooLarge();
      });
      ws.addEventListener('close', (event) => {
        clearTimeout(timer);
        // 1009: the peer closed for a message too big
        if ((event as { code?: unknown }).code === 1009) tooLarge ??= frameTooLarge();
        if (!settled) {
          settled = true;
          reject(
            new NetworkError({ url: endpoint, method: 'connect', details: 'the WebSocket did not open' }),
          );
          return;
        }
        onClose(ws);
      });
    });
  }

  function frameTooLarge(): SdkError {
    return new SdkError(
      `WebSocket message larger than maxFrameBytes (${maxFrameBytes} bytes) from ${endpoint}`,
      {
        details:
          'The connection was closed and is not opened again; raise maxFrameBytes to accept larger messages.',
      },
    );
  }

  function onMessage(ws: WebSocketLike, data: unknown): void {
    if (ws !== socket) return;
    const size =
      typeof data === 'string'
        ? data.length
        : ((data as { byteLength?: number } | null)?.byteLength ??
          (data as { size?: number } | null)?.size ??
          0);
    if (size > maxFrameBytes) {
      tooLarge ??= frameTooLarge();
      try {
        ws.close(1009, 'message too big');
      } catch {
        ws.close(); // a browser's WebSocket lets a script send only 1000 and 3000-4999
      }
      onClose(ws);
      return;
    }
    let message: {
      id?: unknown;
      method?: unknown;
      params?: { subscription?: unknown; result?: unknown };
      result?: unknown;
      error?: { code?: unknown; message?: unknown; data?: unknown };
    };
    try {
      // the parser of the HTTP path: integers past 2^53 kept exact, nesting bounded
      message = parseJsonLossless(
        typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer),
      ) as typeof message;
    } catch {
      return; // not JSON-RPC: nothing can be matched to it
    }
    if (message === null || typeof message !== 'object') return;
    if (
      (message.method === 'eth_subscription' || message.method === 'debug_subscription') &&
      message.params
    ) {
      // routed by method and id: an eth_subscription reaches only an eth_subscribe's subscription
      const key = keyOf(
        message.method === 'eth_subscription' ? 'eth' : 'debug',
        String(message.params.subscription),
      );
      const sub = byServerId.get(key);
      if (sub) sub.queue.push(message.params.result);
      else if (held < maxHeld && heldBytes + size <= maxHeldBytes) {
        // A notification can overtake the answer that names its subscription: keep it until then (at most
        // maxHeldNotifications and maxHeldBytes in all, so made-up ids cost little).
        const list = early.get(key);
        if (list) {
          list.values.push(message.params.result);
          list.bytes += size;
        } else early.set(key, { values: [message.params.result], bytes: size });
        held++;
        heldBytes += size;
      }
      return;
    }
    if (typeof message.id !== 'number') return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) {
      call.reject(
        new JsonRpcError({
          code: typeof message.error.code === 'number' ? message.error.code : 0,
          message: typeof message.error.message === 'string' ? message.error.message : 'JSON-RPC error',
          data: message.error.data ?? null,
          method: call.method,
          id: message.id,
          url: endpoint,
        }),
      );
    } else call.resolve(message.result);
  }

  function onClose(ws: WebSocketLike): void {
    if (ws !== socket) return;
    socket = undefined;
    for (const [id, call] of pending) {
      pending.delete(id);
      call.reject(closed ? closedError() : dropped(call.method));
    }
    byServerId.clear();
    early.clear();
    held = 0;
    heldBytes = 0;
    // the count starts again only after a connection that stayed up a while
    if (Date.now() - openedAt >= resetAfterMs) attempt = 0;
    for (const sub of subs) sub.serverId = undefined;
    if (closed) return;
    if (tooLarge) {
      // the server would send the same message again: end everything instead of reconnecting
      for (const sub of subs) endSub(sub, tooLarge);
      return;
    }
    if ([...subs].some((sub) => sub.active)) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer !== undefined) return;
    if (reconnect === false || attempt >= reconnect.retries) {
      const error = new NetworkError({
        url: endpoint,
        method: 'eth_subscribe',
        details:
          reconnect === false
            ? 'the WebSocket connection closed'
            : `no connection after ${attempt} reconnect attempts`,
      });
      for (const sub of subs) endSub(sub, tooLarge ?? error);
      attempt = 0;
      return;
    }
    const delay = backoffDelay(attempt, reconnect);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (closed || ![...subs].some((sub) => sub.active)) return;
      connect().then(
        () => {
          // the count starts again once the subscriptions are back, not when the socket merely opens: a
          // server that accepts and closes at once still meets the retries bound and the backoff
          // the count is not reset here: a server that answers the resubscribe and drops the connection again
          // still meets the retries bound (see resetAfterMs)
          const back = [...subs]
            .filter((sub) => sub.active && sub.serverId === undefined && sub.subscribing === undefined)
            .map((sub) => establish(sub));
          void Promise.all(back).catch(() => {});
        },
        () => scheduleReconnect(),
      );
    }, delay);
  }

  async function request<T>(
    method: string,
    params: readonly unknown[] = [],
    call: WsCallOptions = {},
  ): Promise<T> {
    const signal = call.signal;
    if (signal?.aborted) throw signal.reason;
    const ws = await connect();
    if (signal?.aborted) throw signal.reason;
    const id = nextId++;
    const limit = call.timeoutMs ?? timeoutMs;
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        pending.delete(id);
        done();
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        pending.delete(id);
        done();
        reject(new TimeoutError({ timeoutMs: limit, url: endpoint, method }));
      }, limit);
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        method,
        resolve: (value) => {
          done();
          resolve(value as T);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      try {
        ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      } catch (cause) {
        pending.delete(id);
        done();
        reject(new NetworkError({ url: endpoint, method, cause }));
      }
    });
  }

  /** Sends eth_subscribe for `sub` and maps the id the node gives; unsubscribes at once if `sub` was stopped meanwhile. */
  function establish(sub: SubState, call?: WsCallOptions): Promise<void> {
    const attemptPromise = (async () => {
      let serverId: string;
      try {
        serverId = String(await request<string>(`${sub.namespace}_subscribe`, sub.params, call));
      } catch (error) {
        if (JsonRpcError.isInstance(error) && sub.active) endSub(sub, error);
        throw error;
      }
      if (!sub.active) {
        // Unsubscribed while the node was still naming it: the unsubscribe must still reach the node.
        await sendUnsubscribe(serverId, sub.namespace);
        return;
      }
      const key = keyOf(sub.namespace, serverId);
      if (byServerId.has(key)) {
        // two subscriptions under one id would cross their notifications: the later one is refused (no
        // unsubscribe: it would end the other)
        const error = new SdkError(
          `${sub.namespace}_subscribe answered subscription id ${serverId}, already in use by another subscription: refused`,
        );
        endSub(sub, error);
        throw error;
      }
      sub.serverId = serverId;
      byServerId.set(key, sub);
      const waiting = early.get(key);
      early.delete(key);
      if (waiting) {
        held -= waiting.values.length;
        heldBytes -= waiting.bytes;
        for (const value of waiting.values) sub.queue.push(value);
      }
    })();
    sub.subscribing = attemptPromise;
    return attemptPromise.finally(() => {
      if (sub.subscribing === attemptPromise) sub.subscribing = undefined;
    });
  }

  /** eth_unsubscribe (debug_unsubscribe); a dropped connection counts as done (the node ends its subscriptions with it). */
  async function sendUnsubscribe(serverId: string, namespace: string): Promise<void> {
    // (its entry in byServerId is gone already: endSub removed it, or it was never named)
    if (!socket) return;
    try {
      await request<boolean>(`${namespace}_unsubscribe`, [serverId]);
    } catch (error) {
      if (NetworkError.isInstance(error) || (SdkError.isInstance(error) && closed && !socket)) return;
      throw error;
    }
  }

  function endSub(sub: SubState, error?: unknown): void {
    sub.active = false;
    sub.queue.end(error);
    subs.delete(sub);
    if (sub.serverId !== undefined && byServerId.get(keyOf(sub.namespace, sub.serverId)) === sub)
      byServerId.delete(keyOf(sub.namespace, sub.serverId));
  }

  function unsubscribe(sub: SubState): Promise<void> {
    if (sub.unsubscribing) return sub.unsubscribing;
    if (!sub.active) return Promise.resolve();
    const serverId = sub.serverId;
    const inFlight = sub.subscribing;
    endSub(sub);
    sub.unsubscribing = (async () => {
      if (serverId !== undefined) await sendUnsubscribe(serverId, sub.namespace);
      else if (inFlight) await inFlight.catch(() => {}); // establish() sends the unsubscribe once named
    })();
    return sub.unsubscribing;
  }

  async function subscribe(
    kind: string,
    params: unknown[],
    call?: WsCallOptions,
    namespace = 'eth',
  ): Promise<Subscription<unknown>> {
    if (closed) throw closedError();
    const sub: SubState = {
      kind,
      namespace,
      params,
      serverId: undefined,
      active: true,
      queue: createSubscriptionQueue(bufferSize, () => unsubscribe(sub).catch(() => {})),
      subscribing: undefined,
      unsubscribing: undefined,
    };
    subs.add(sub);
    try {
      await establish(sub, call);
    } catch (error) {
      endSub(sub);
      throw error;
    }
    return {
      kind,
      get id() {
        return sub.serverId;
      },
      unsubscribe: () => unsubscribe(sub),
      [Symbol.asyncIterator]: () => sub.queue.iterator,
    };
  }

  async function close(): Promise<void> {
    if (closed) return;
    const live = [...subs].filter((sub) => sub.active);
    await Promise.allSettled(live.map((sub) => unsubscribe(sub)));
    closed = true;
    if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    const ws = socket;
    if (ws) {
      ws.close(1000);
      onClose(ws);
    }
    await opening?.catch(() => {});
  }

  if (options.signal) {
    if (options.signal.aborted) void close();
    else options.signal.addEventListener('abort', () => void close(), { once: true });
  }

  return {
    url: endpoint,
    subscribe: (async (kind: string, ...rest: unknown[]) => {
      if (kind === 'newHeads') return subscribe(kind, ['newHeads'], rest[0] as WsCallOptions | undefined);
      if (kind === 'logs') {
        const filter = rest[0] as LogsFilter | undefined;
        checkLogsFilter(filter);
        return subscribe(
          kind,
          filter === undefined ? ['logs'] : ['logs', filter],
          rest[1] as WsCallOptions | undefined,
        );
      }
      if (kind === 'newPendingTransactions' || kind === 'newAcceptedTransactions') {
        const fullTx = rest[0];
        checkSubscriptionParams(kind, { fullTx });
        return subscribe(
          kind,
          fullTx === undefined ? [kind] : [kind, fullTx],
          rest[1] as WsCallOptions | undefined,
        );
      }
      if (kind === 'traceChain') {
        const [start, end, config] = rest;
        checkSubscriptionParams(kind, { start, end, config });
        return subscribe(
          kind,
          config === undefined ? [kind, start, end] : [kind, start, end, config],
          rest[3] as WsCallOptions | undefined,
          'debug',
        );
      }
      throw new ValidationError({
        field: 'kind',
        rule: "one of 'newHeads', 'logs', 'newPendingTransactions', 'newAcceptedTransactions', 'traceChain'",
        got: JSON.stringify(kind),
      });
    }) as EvmWsClient['subscribe'],
    request: async (method, params, call) => {
      if (closed) throw closedError();
      return request(method, params, call);
    },
    close,
  };
}
