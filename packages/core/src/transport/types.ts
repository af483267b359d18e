import type { SdkError } from '../errors/SdkError.js';
import type { Deadline } from '../utils/createDeadline.js';
import type { Send } from './answer.js';
import type { RetryOptions } from './retry.js';

/** What a hook returns: a replacement, or nothing to keep the original. */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook may return nothing at all
export type HookResult<T> = T | undefined | void;

/** Hooks run around every HTTP exchange; each is optional. */
export interface Middleware {
  /** Sees (and may replace) each request before it is sent, retries included; `attempt` is 1 for the first try. */
  onRequest?(ctx: { request: Request; attempt: number }): HookResult<Request> | Promise<HookResult<Request>>;
  /** Sees (and may replace) each response before the transport reads it; `attempt` as in `onRequest`. */
  onResponse?(ctx: {
    request: Request;
    response: Response;
    attempt: number;
  }): HookResult<Response> | Promise<HookResult<Response>>;
  /** Sees the error a call ends with (its `attempts`, when set, counts the tries made). */
  onError?(ctx: { request: Request; error: SdkError }): void | Promise<void>;
}

/** Options of a transport, shared by every client. */
export interface TransportOptions {
  /** Joined with `RequestOptions.path`. */
  baseUrl?: string;
  /**
   * The fetch to send with: whatever it carries (a proxy dispatcher, undici's MockAgent, msw, tracing) applies.
   * @default globalThis.fetch, looked up at each call
   */
  fetch?: typeof globalThis.fetch;
  /**
   * The port each request leaves through, instead of `fetch` (which is then not read): on Node,
   * `createUndiciSend()` from `@pkg/core/undici` is the faster opt-in port, on undici's dispatcher API. Middleware
   * works with it (the answer becomes a Response only when a hook reads one).
   * @default a port over `fetch`
   */
  send?: Send;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * Sent as `user-agent` outside browsers. A browser sends its own and lets no script set it; no other header
   * stands in for it there, since a custom header makes every cross-origin call need a CORS preflight that
   * AvalancheGo refuses.
   */
  userAgent?: string;
  /** Time limit of a whole call, retries and waits included; 0 means none. @default 30_000 */
  timeoutMs?: number;
  /**
   * Retry settings, or false for none. Retried: safe requests (GET, HEAD, OPTIONS, or marked idempotent) that
   * got 408, 429, 500, 502, 503 or 504 or failed to connect; `Retry-After` is honoured, never past the deadline.
   * `onRetry` is told of each retry; the error a call ends with has `attempts`, the number of tries made.
   * @default { retries: 3, minDelayMs: 250, maxDelayMs: 8000, maxRetryAfterMs: 60_000 }
   */
  retry?: RetryOptions | false;
  /**
   * Largest response body accepted, in bytes counted after decompression as it streams in; a larger body
   * stops the download and ends the call with an SdkError (not retried). `Infinity` for no limit.
   * @default 67_108_864 (64 MiB, `DEFAULTS.maxResponseBytes`)
   */
  maxResponseBytes?: number;
  /**
   * Deepest nesting of arrays and objects accepted in an answer; a deeper one is a ParseError (a deeper error
   * body stays text on its HttpError).
   * @default 1000 (`DEFAULTS.maxJsonDepth`)
   */
  maxJsonDepth?: number;
  /**
   * Requests this transport keeps in flight at once; further calls wait in a queue, where their timeout and
   * signal still apply. `Infinity` for no limit.
   * @default 64 (`DEFAULTS.maxConcurrency`)
   */
  maxConcurrency?: number;
  /** Aborts every call of this transport; combined with each call's signal. */
  signal?: AbortSignal;
  /** Hooks run around each HTTP exchange, in order. */
  middleware?: Middleware[];
  /**
   * Header names whose values are secrets (such as `x-data-api-key`): never in errors, and dropped when a
   * redirect leads to another origin. `authorization`, `proxy-authorization`, `cookie`, `x-api-key` and
   * `x-data-api-key` are always secret.
   */
  secretHeaders?: string[];
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts this call; combined with the transport's signal. */
  signal?: AbortSignal;
  /** Time limit of this call, retries included. @default the transport's timeoutMs */
  timeoutMs?: number;
  /**
   * A deadline the caller made already (`createDeadline`), shared by several calls of one operation: the call
   * follows it instead of starting its own from `timeoutMs` and `signal` (neither is read then), ends with its
   * reason, and leaves clearing it to the caller.
   */
  deadline?: Deadline;
}

/** One HTTP request through `Transport.request`. */
export interface RequestOptions extends CallOptions {
  method: string;
  /** Appended to baseUrl (already encoded by the caller). */
  path?: string;
  /** An absolute URL, instead of path. */
  url?: string;
  /** Query values; arrays repeat the key, undefined values are skipped. */
  query?: Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;
  headers?: Record<string, string>;
  /** JSON-encoded and sent as application/json. */
  body?: unknown;
  /** Safe to repeat. @default true for GET and HEAD, false otherwise */
  idempotent?: boolean;
  /**
   * The request submits a transaction (a JSON-RPC call marked `idempotent: false`): it reaches a server at most
   * once, so a redirect is not followed but ends the call with an SdkError naming the Location. @default false
   */
  submit?: boolean;
  /** Non-2xx statuses for which this returns a result instead of throwing (a node's health 503). */
  acceptStatus?: (status: number) => boolean;
}

/** A parsed answer. */
export interface HttpResult<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** Sends HTTP requests with the transport's base URL, headers, timeouts, retries, redirects and middleware. */
export interface Transport {
  /** Sends one request and parses the JSON answer; non-2xx throws HttpError/RateLimitError (after retries), bad JSON ParseError. */
  request<T = unknown>(options: RequestOptions): Promise<HttpResult<T>>;
  /** The options the transport was made with. */
  readonly options: Readonly<TransportOptions>;
}
