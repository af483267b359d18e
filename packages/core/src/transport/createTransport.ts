import { DEFAULTS } from '../defaults.js';
import { createDeadlineShare } from '../utils/createDeadline.js';
import type { Answer } from './answer.js';
import { checkHeaders } from './checkHeaders.js';
import { createFetchSend } from './createFetchSend.js';
import { createLimiter } from './createLimiter.js';
import { defaultFetch } from './defaultFetch.js';
import { secretHeaderSet } from './dropSecrets.js';
import { type CallParts, executeCall } from './executeCall.js';
import { isBrowser } from './isBrowser.js';
import { mergeHeaders } from './mergeHeaders.js';
import { parseJsonBody } from './parseJsonBody.js';
import { resolveUrl, type UrlMemo } from './resolveUrl.js';
import { splitCredentials, type Target } from './splitCredentials.js';
import type { HttpResult, RequestOptions, Transport, TransportOptions } from './types.js';

/**
 * Creates the fetch wrapper every client sends through: base URL, default headers, user agent, timeouts
 * (covering the whole call, retries included), retries with backoff, same-origin redirects, middleware, errors.
 * A redirect to another origin is followed without the secret headers (API key, authorization).
 *
 * @example
 * import { createTransport } from '@pkg/core';
 * const http = createTransport({ baseUrl: 'https://glacier-api.avax.network', timeoutMs: 10_000 });
 * const { data } = await http.request({ method: 'GET', path: '/v1/chains' });
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const { base, headers: baseHeaders, error: setupError } = readSetup(options);
  const parts = callParts(options);
  const urlMemo: UrlMemo = {};
  return {
    options,
    async request<T>(opts: RequestOptions): Promise<HttpResult<T>> {
      if (setupError) throw setupError;
      const method = opts.method.toUpperCase();
      const target = resolveUrl(opts, base, urlMemo);
      // copied with Object.assign: a property added to an object made by spread (the content type below) takes
      // V8's slow path, ~0.4 µs a call
      const headers = Object.assign({}, baseHeaders);
      if (target.authorization) headers.authorization = target.authorization;
      mergeHeaders(headers, opts.headers);
      let body: string | undefined;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      // the transport's own headers were checked once, at construction: only a call's own are checked here
      // (URL credentials and the content type are built legal)
      if (opts.headers) checkHeaders(headers);
      const exchange = { url: target.url, method, headers, body };
      const { answer, text } = await executeCall(parts, exchange, {
        signal: opts.signal,
        timeoutMs: opts.timeoutMs,
        idempotent: opts.idempotent ?? (method === 'GET' || method === 'HEAD' || method === 'OPTIONS'),
        acceptStatus: opts.acceptStatus,
        submit: opts.submit,
        deadline: opts.deadline,
      });
      return new Result(answer, parseJsonBody(text, answer.status, exchange, parts.json) as T);
    },
  };
}

/**
 * A call's result; its headers read lazily (building a Headers object is a measurable share of a fast-path
 * call). A class: an object literal with a getter costs ~0.3 µs a call to make.
 */
class Result<T> implements HttpResult<T> {
  readonly status: number;
  readonly data: T;
  readonly #answer: Answer;

  constructor(answer: Answer, data: T) {
    this.status = answer.status;
    this.data = data;
    this.#answer = answer;
  }

  get headers(): Headers {
    return this.#answer.headers();
  }
}

/**
 * The base URL (credentials split out) and the headers of every request. Bad options are kept as `error`:
 * they reject every call (a promise, never a synchronous throw from the factory).
 */
function readSetup(options: TransportOptions): {
  base: Target | undefined;
  headers: Record<string, string>;
  error: unknown;
} {
  let error: unknown;
  let base: Target | undefined;
  try {
    if (options.baseUrl !== undefined) {
      base = splitCredentials(options.baseUrl, 'url');
      base.url = base.url.replace(/\/+$/, '');
    }
  } catch (e) {
    error = e;
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  mergeHeaders(headers, options.headers);
  // a browser sends its own user-agent, and a header of ours would make every cross-origin call ask a CORS
  // preflight that AvalancheGo refuses (it allows no custom header): nothing is sent there
  if (options.userAgent && !isBrowser) headers['user-agent'] = options.userAgent;
  try {
    checkHeaders(headers);
  } catch (e) {
    error ??= e;
  }
  return { base, headers, error };
}

/** Each part's settings, read once from the transport's options. */
function callParts(options: TransportOptions): CallParts {
  const middleware = options.middleware ?? [];
  return {
    send: options.send ?? createFetchSend(options.fetch ?? defaultFetch),
    limiter: createLimiter(options.maxConcurrency ?? DEFAULTS.maxConcurrency),
    retry: options.retry === false ? undefined : { ...DEFAULTS.retry, ...options.retry },
    middleware,
    secret: secretHeaderSet(options.secretHeaders),
    maxBytes: options.maxResponseBytes ?? DEFAULTS.maxResponseBytes,
    json: { maxDepth: options.maxJsonDepth ?? DEFAULTS.maxJsonDepth },
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    signal: options.signal,
    share: createDeadlineShare(),
  };
}
