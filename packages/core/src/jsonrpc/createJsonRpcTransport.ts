import { DEFAULTS } from '../defaults.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createTransport } from '../transport/createTransport.js';
import type { CallOptions, Transport, TransportOptions } from '../transport/types.js';
import { redactUrl } from '../utils/redactUrl.js';
import { withMessage } from './withMessage.js';

/** How calls are grouped into batch requests. */
export interface BatchOptions {
  /** Most items in one HTTP request; more are sent in several. @default 40 */
  maxSize?: number;
  /** How long calls are collected; 0 means calls made in the same tick. @default 0 */
  waitMs?: number;
}

/** Options of a JSON-RPC transport. */
export interface JsonRpcTransportOptions extends TransportOptions {
  /** Batch calls made together, or false to send each alone. @default true */
  batch?: boolean | BatchOptions;
}

/** Per-call options of a JSON-RPC call. */
export interface JsonRpcCallOptions extends CallOptions {
  /** Safe to repeat; false for calls that submit something (never retried). @default true */
  idempotent?: boolean;
  /**
   * False when the endpoint does not accept a JSON array (a batch), or to send this call alone: it goes out
   * at once in a request of its own. @default true
   */
  batch?: boolean;
}

/** Sends JSON-RPC 2.0 calls, batching those made together. */
export interface JsonRpcTransport {
  /**
   * POSTs `{ jsonrpc: '2.0', id, method, params }` to `url`; resolves `result`, rejects JsonRpcError for an
   * `error`, HttpError for non-2xx, ParseError for bad JSON. `params` is sent exactly as given (omitted when undefined).
   */
  call<T = unknown>(
    url: string,
    method: string,
    params?: readonly unknown[] | Record<string, unknown>,
    options?: JsonRpcCallOptions,
  ): Promise<T>;
  /** The underlying HTTP transport (for GET endpoints such as /ext/health). */
  readonly http: Transport;
}

interface Pending {
  id: number;
  method: string;
  payload: Record<string, unknown>;
  options: JsonRpcCallOptions | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  settled: boolean;
}

interface RpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}

/**
 * Creates a JSON-RPC 2.0 transport: request ids, result/error unwrapping, and auto-batching of calls to the
 * same URL made in the same tick (at most 40 per HTTP request by default, chunked above).
 *
 * @example
 * import { createJsonRpcTransport } from '@pkg/core';
 * const rpc = createJsonRpcTransport();
 * const chainId = await rpc.call<string>('https://api.avax.network/ext/bc/C/rpc', 'eth_chainId', []);
 */
export function createJsonRpcTransport(options: JsonRpcTransportOptions = {}): JsonRpcTransport {
  const http = createTransport(options);
  const batch =
    options.batch === false
      ? undefined
      : { ...DEFAULTS.batch, ...(options.batch === true ? {} : options.batch) };
  const maxSize = Math.max(1, batch?.maxSize ?? 1);
  const queues = new Map<string, Pending[]>();
  /** URLs that answered a batch with one error object: their calls go out one by one from then on. */
  const noBatch = new Set<string>();
  let nextId = 1;

  function schedule(url: string, pending: Pending): void {
    if (noBatch.has(url)) return void send(url, [pending]);
    let queue = queues.get(url);
    if (queue) return void queue.push(pending);
    queue = [pending];
    queues.set(url, queue);
    const flush = () => {
      queues.delete(url);
      const live = queue.filter((p) => !p.settled);
      for (let i = 0; i < live.length; i += maxSize) void send(url, live.slice(i, i + maxSize));
    };
    if (batch && batch.waitMs > 0) setTimeout(flush, batch.waitMs);
    else queueMicrotask(flush);
  }

  async function send(url: string, items: Pending[]): Promise<void> {
    const single = items.length === 1;
    // the shared request lasts as long as its most patient caller (0 means no limit)
    const timeouts = items.map(
      (p) => (p.options?.timeoutMs ?? options.timeoutMs ?? DEFAULTS.timeoutMs) || Infinity,
    );
    // The HTTP request is aborted only once every caller sharing it has gone.
    let controller: AbortController | undefined;
    const detach: (() => void)[] = [];
    for (const p of items) {
      const signal = p.options?.signal;
      if (!signal) continue;
      controller ??= new AbortController();
      const shared = controller;
      const onAbort = () => items.every((q) => q.settled) && shared.abort(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      detach.push(() => signal.removeEventListener('abort', onAbort));
    }
    try {
      const { data } = await http.request<unknown>({
        method: 'POST',
        url,
        body: single ? items[0]!.payload : items.map((p) => p.payload),
        idempotent: items.every((p) => p.options?.idempotent !== false),
        timeoutMs: Math.max(...timeouts),
        signal: controller?.signal,
      });
      if (single) return settle(items[0]!, data, url, true);
      if (!Array.isArray(data)) {
        const error = (data as RpcAnswer | undefined)?.error;
        if (error && typeof error === 'object') {
          // The endpoint refused the array as a whole (a node's non-EVM endpoints answer one -32700 object):
          // nothing in it ran, so each call goes out again alone, and this URL is not batched again.
          noBatch.add(url);
          for (const p of items) if (!p.settled) void send(url, [p]);
          return;
        }
        for (const p of items)
          p.reject(
            named(
              new SdkError(`Invalid batch answer from ${redactUrl(url)}`, {
                details: `Expected an array of ${items.length} answers, got ${describe(data)}.`,
              }),
              p,
              items,
            ),
          );
        return;
      }
      const byId = new Map<unknown, unknown>();
      // ids compared as strings: a proxy that turns 7 into "7" still matches
      for (const answer of data) byId.set(String((answer as RpcAnswer | null)?.id), answer);
      for (const p of items) {
        if (byId.has(String(p.id))) settle(p, byId.get(String(p.id)), url, false);
        else
          p.reject(
            new SdkError(
              `No answer for JSON-RPC id ${p.id} (${p.method}) in the batch from ${redactUrl(url)}`,
              {
                details: `The node answered ${data.length} of ${items.length} calls.`,
              },
            ),
          );
      }
    } catch (error) {
      for (const p of items) p.reject(named(error, p, items));
    } finally {
      for (const off of detach) off();
    }
  }

  function settle(p: Pending, answer: unknown, url: string, single: boolean): void {
    const a = answer as RpcAnswer | null | undefined;
    if (a && typeof a === 'object' && a.error && typeof a.error === 'object') {
      p.reject(toJsonRpcError(a.error, p, url));
    } else if (a && typeof a === 'object' && 'result' in a) {
      p.resolve(a.result);
    } else {
      p.reject(
        new SdkError(`Invalid JSON-RPC answer to ${p.method} (id ${p.id}) from ${redactUrl(url)}`, {
          details: `${single ? 'The answer' : 'The batch item'} has neither result nor error: ${describe(answer)}.`,
        }),
      );
    }
  }

  /**
   * One call: an async function, so that an error it rejects with carries the caller's frames (V8 records the
   * chain of async callers awaiting it; nothing is captured on the success path).
   */
  async function call<T>(
    url: string,
    method: string,
    params?: readonly unknown[] | Record<string, unknown>,
    callOptions?: JsonRpcCallOptions,
  ): Promise<T> {
    try {
      return await enqueue<T>(url, method, params, callOptions);
    } catch (error) {
      throw withCallerStack(error, new Error());
    }
  }

  function enqueue<T>(
    url: string,
    method: string,
    params: readonly unknown[] | Record<string, unknown> | undefined,
    callOptions: JsonRpcCallOptions | undefined,
  ): Promise<T> {
    const id = nextId++;
    const payload: Record<string, unknown> = { jsonrpc: '2.0', id, method };
    if (params !== undefined) payload.params = params;
    return new Promise<T>((resolve, reject) => {
      const signal = callOptions?.signal;
      if (signal?.aborted) return reject(signal.reason);
      // This call's own signal and time limit end only this call, not the batch it shares.
      const onAbort = () => pending.reject(signal?.reason);
      const timeoutMs = callOptions?.timeoutMs;
      const timer =
        timeoutMs !== undefined && timeoutMs > 0 && timeoutMs < 2 ** 31
          ? setTimeout(
              () => pending.reject(named(new TimeoutError({ timeoutMs, url, method: 'POST' }), pending, [])),
              timeoutMs,
            )
          : undefined;
      /** Settles the call once: detaches its own signal and timer, then resolves or rejects. */
      const settleWith =
        <V>(done: (value: V) => void) =>
        (value: V) => {
          if (pending.settled) return;
          pending.settled = true;
          signal?.removeEventListener('abort', onAbort);
          clearTimeout(timer);
          done(value);
        };
      const pending: Pending = {
        id,
        method,
        payload,
        options: callOptions,
        settled: false,
        resolve: settleWith(resolve as (value: unknown) => void),
        reject: settleWith(reject),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (batch && callOptions?.batch !== false) schedule(url, pending);
      else void send(url, [pending]);
    });
  }

  return { http, call };
}

function toJsonRpcError(error: NonNullable<RpcAnswer['error']>, p: Pending, url: string): JsonRpcError {
  return new JsonRpcError({
    code: typeof error.code === 'number' ? error.code : 0,
    message: typeof error.message === 'string' ? error.message : 'JSON-RPC error',
    data: error.data,
    method: p.method,
    id: p.id,
    url,
  });
}

function describe(value: unknown): string {
  const text = value === undefined ? 'an empty body' : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * An error shared by the calls of one request (an HTTP status, a time limit, a cut connection), as one caller
 * sees it: its message names that caller's method, and the other methods of its batch.
 */
function named(error: unknown, p: Pending, items: readonly Pending[]): unknown {
  if (!SdkError.isInstance(error) || JsonRpcError.isInstance(error)) return error;
  const others = items.filter((q) => q !== p).map((q) => q.method);
  const batch =
    others.length === 0
      ? ''
      : `, batched with ${others.length} other call${others.length === 1 ? '' : 's'}: ${clipList(others)}`;
  return withMessage(error, `${error.shortMessage} (JSON-RPC ${p.method}${batch})`);
}

/** The error with the caller's frames (`origin`'s async frames) in its stack: one raised inside the transport has none. */
function withCallerStack(error: unknown, origin: Error): unknown {
  if (!SdkError.isInstance(error)) return error;
  return withMessage(error, error.shortMessage, origin);
}

function clipList(methods: readonly string[]): string {
  const shown = methods.slice(0, 5).join(', ');
  return methods.length > 5 ? `${shown}, …` : shown;
}
