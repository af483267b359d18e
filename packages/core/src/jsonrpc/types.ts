import type { CallOptions, Transport, TransportOptions } from '../transport/types.js';

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

/**
 * Per-call options of a JSON-RPC call: of a transport's `call`, of a client's method functions and of its
 * `request`.
 */
export interface JsonRpcCallOptions extends CallOptions {
  /**
   * Safe to repeat; false for calls that submit something (never retried). A client reads it only for a method it
   * does not know (`request` of another name, where it defaults to false): a known method's own flag always wins,
   * so a submit is never made retryable by a call option. @default true for a transport's `call`
   */
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

/** One answer object of a JSON-RPC 2.0 response, as far as the SDK reads it (anything else may be there). */
export interface JsonRpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
}
