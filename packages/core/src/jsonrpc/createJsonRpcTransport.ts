import { DEFAULTS } from '../defaults.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createTransport } from '../transport/createTransport.js';
import type { CallOptions, Transport, TransportOptions } from '../transport/types.js';
import { redactUrl } from '../utils/redactUrl.js';

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
  let nextId = 1;

  function schedule(url: string, pending: Pending): void {
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
    for (const p of items) {
      const signal = p.options?.signal;
      if (!signal) continue;
      controller ??= new AbortController();
      const shared = controller;
      signal.addEventListener('abort', () => items.every((q) => q.settled) && shared.abort(signal.reason), {
        once: true,
      });
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
        for (const p of items) {
          p.reject(
            error && typeof error === 'object'
              ? toJsonRpcError(error, p, url, 'The node answered the whole batch with one error')
              : new SdkError(`Invalid batch answer from ${redactUrl(url)}`, {
                  details: `Expected an array of ${items.length} answers, got ${describe(data)}.`,
                }),
          );
        }
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
      for (const p of items) p.reject(error);
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

  return {
    http,
    call<T>(
      url: string,
      method: string,
      params?: readonly unknown[] | Record<string, unknown>,
      callOptions?: JsonRpcCallOptions,
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
                () => pending.reject(new TimeoutError({ timeoutMs, url, method: 'POST' })),
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
        if (batch) schedule(url, pending);
        else void send(url, [pending]);
      });
    },
  };
}

function toJsonRpcError(
  error: NonNullable<RpcAnswer['error']>,
  p: Pending,
  url: string,
  prefix?: string,
): JsonRpcError {
  const message = typeof error.message === 'string' ? error.message : 'JSON-RPC error';
  return new JsonRpcError({
    code: typeof error.code === 'number' ? error.code : 0,
    message: prefix ? `${prefix}: ${message}` : message,
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
