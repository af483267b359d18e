import { DEFAULTS } from '../defaults.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { withMessage } from '../errors/withMessage.js';
import { createTransport } from '../transport/createTransport.js';
import type { CallOptions, Transport, TransportOptions } from '../transport/types.js';
import { onAbort } from '../utils/onAbort.js';
import { redactUrl } from '../utils/redactUrl.js';

/** How calls are grouped into batch requests. */
export interface BatchOptions {
  /** Most items in one HTTP request; more are sent in several. @default 40 */
  maxSize?: number;
  /** How long calls are collected; 0 means calls made in the same tick. @default 0 */
  waitMs?: number;
  /**
   * How long a URL that refused a batch (one error object for the whole array) gets its calls one by one,
   * in ms, before batching is tried again. @default 300_000 (`DEFAULTS.batch.unbatchedMs`)
   */
  unbatchedMs?: number;
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
  /** When this call's time limit ends (Date.now() based), Infinity for none. */
  deadline: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  settled: boolean;
  /** Told once the call settles (the request it shares aborts when every caller has gone). */
  onSettled?: (() => void) | undefined;
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
  /** URLs that answered a batch with one error object, and until when their calls go out one by one. */
  const noBatch = new Map<string, number>();
  const unbatchedMs = batch?.unbatchedMs ?? DEFAULTS.batch.unbatchedMs;
  let nextId = 1;

  function schedule(url: string, pending: Pending): void {
    const until = noBatch.get(url);
    if (until !== undefined) {
      if (Date.now() < until) return void send(url, [pending]);
      noBatch.delete(url);
    }
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
    items = items.filter((p) => !p.settled);
    if (items.length === 0) return;
    const single = items.length === 1;
    // The shared request lasts until the deadline of its most patient caller (each caller keeps its own
    // deadline: its timer rejects it then), and is aborted once every caller sharing it has gone.
    const last = Math.max(...items.map((p) => p.deadline));
    const controller = new AbortController();
    const leave = () => {
      if (items.every((q) => q.settled))
        controller.abort(new SdkError('Every caller of the request has gone'));
    };
    for (const p of items) p.onSettled = leave;
    const detach: (() => void)[] = [];
    for (const p of items) {
      const signal = p.options?.signal;
      if (signal) detach.push(onAbort(signal, leave));
    }
    try {
      const { data } = await http.request<unknown>({
        method: 'POST',
        url,
        body: single ? items[0]!.payload : items.map((p) => p.payload),
        idempotent: items.every((p) => p.options?.idempotent !== false),
        // 0 means no limit to the transport; a few ms of grace so that each caller's own timer (its
        // TimeoutError naming its own timeoutMs) fires first and the request ends once all have gone
        timeoutMs: last === Infinity ? 0 : Math.max(1, last - Date.now()) + 10,
        signal: controller.signal,
      });
      if (single) return settle(items[0]!, data, url, true);
      if (!Array.isArray(data)) {
        const error = (data as RpcAnswer | undefined)?.error;
        if (error && typeof error === 'object') {
          // The endpoint refused the array as a whole (a node's non-EVM endpoints answer one -32700 object).
          // Reads go out again alone, each keeping its own deadline; a submit is never sent twice: it gets
          // the endpoint's error. This URL is not batched for unbatchedMs.
          noBatch.set(url, Date.now() + unbatchedMs);
          for (const p of items) {
            if (p.settled) continue;
            if (p.options?.idempotent === false) p.reject(toJsonRpcError(error, p, url));
            else void send(url, [p]);
          }
          return;
        }
        // described once for every caller: a big answer is stringified (and cut) a single time
        const got = describe(data);
        for (const p of items)
          p.reject(
            named(
              new SdkError(`Invalid batch answer from ${redactUrl(url)}`, {
                details: `Expected an array of ${items.length} answers, got ${got}.`,
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
    // a lone answer must be the answer to this call: its id, or null on an error the node could not tie to one
    if (
      single &&
      a &&
      typeof a === 'object' &&
      String(a.id) !== String(p.id) &&
      !(a.id === null && a.error && typeof a.error === 'object')
    ) {
      p.reject(
        new SdkError(`JSON-RPC answer with the wrong id to ${p.method} (id ${p.id}) from ${redactUrl(url)}`, {
          details: `The answer carries id ${describe(a.id)}.`,
        }),
      );
      return;
    }
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
      // This call's own signal and deadline end only this call, not the batch it shares.
      const off = signal ? onAbort(signal, () => pending.reject(signal.reason)) : undefined;
      const timeoutMs = callOptions?.timeoutMs ?? options.timeoutMs ?? DEFAULTS.timeoutMs;
      const limited = timeoutMs > 0 && timeoutMs < 2 ** 31; // 0 or Infinity: no time limit
      const timer = limited
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
          off?.();
          clearTimeout(timer);
          done(value);
          pending.onSettled?.();
        };
      const pending: Pending = {
        id,
        method,
        payload,
        options: callOptions,
        deadline: limited ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY,
        settled: false,
        resolve: settleWith(resolve as (value: unknown) => void),
        reject: settleWith(reject),
      };
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
  let text: string;
  try {
    text = value === undefined ? 'an empty body' : String(JSON.stringify(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
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
