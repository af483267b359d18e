import { DEFAULTS } from '../defaults.js';
import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { ParseError } from '../errors/ParseError.js';
import { RateLimitError } from '../errors/RateLimitError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { ValidationError } from '../errors/ValidationError.js';
import { withMessage } from '../jsonrpc/withMessage.js';
import { createDeadline } from '../utils/createDeadline.js';
import { type ParseJsonOptions, parseJsonLossless } from '../utils/parseJsonLossless.js';
import { redactUrl } from '../utils/redactUrl.js';
import { type Answer, fromResponse, type Send, sendKey } from './answer.js';
import { defaultFetch } from './defaultFetch.js';
import { createLimiter } from './limiter.js';
import { backoffDelay, maxTimerMs, parseRetryAfter, retryStatuses, sleep } from './retry.js';
import type {
  CallOptions,
  HttpResult,
  Middleware,
  RequestOptions,
  Transport,
  TransportOptions,
} from './types.js';

/** What one call sends (before redirects). */
interface Exchange {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
}

interface Call extends CallOptions {
  idempotent: boolean;
  acceptStatus?: ((status: number) => boolean) | undefined;
}

const alwaysSecret = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'x-data-api-key'];
const maxRedirects = 5;
/** The only statuses followed as redirects (300 and 304 are answers, not redirects). */
const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** A header value fetch accepts: no NUL, CR, LF or other control character, nothing above U+00FF. */
const legalHeaderValue = /^[\t\x20-\x7e\x80-\xff]*$/;
const legalHeaderName = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const isBrowser =
  typeof (globalThis as { document?: unknown }).document !== 'undefined' ||
  typeof (globalThis as { importScripts?: unknown }).importScripts === 'function';

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
  const fetchFn = options.fetch ?? defaultFetch;
  const secret = new Set([...alwaysSecret, ...(options.secretHeaders ?? []).map((h) => h.toLowerCase())]);
  // Bad options reject every call (a promise, never a synchronous throw from the factory).
  let setupError: unknown;
  let base: { url: string; authorization?: string | undefined } | undefined;
  try {
    if (options.baseUrl !== undefined) {
      base = splitCredentials(options.baseUrl, 'url');
      base.url = base.url.replace(/\/+$/, '');
    }
  } catch (error) {
    setupError = error;
  }
  const baseHeaders: Record<string, string> = { accept: 'application/json' };
  mergeHeaders(baseHeaders, options.headers);
  if (options.userAgent) baseHeaders[isBrowser ? 'x-client-name' : 'user-agent'] = options.userAgent;
  try {
    checkHeaders(baseHeaders);
  } catch (error) {
    setupError ??= error;
  }
  const retry = options.retry === false ? undefined : { ...DEFAULTS.retry, ...options.retry };
  const middleware: readonly Middleware[] = options.middleware ?? [];
  const maxBytes = options.maxResponseBytes ?? DEFAULTS.maxResponseBytes;
  const json = { maxDepth: options.maxJsonDepth ?? DEFAULTS.maxJsonDepth };
  const limiter = createLimiter(options.maxConcurrency ?? DEFAULTS.maxConcurrency);
  // A fetch may carry a lean sender (createUndiciFetch's): used unless middleware needs WHATWG objects.
  const lean = (fetchFn as { [sendKey]?: Send })[sendKey];
  const send: Send =
    lean && !middleware.length
      ? lean
      : async (url, init) => {
          // A body a WHATWG fetch cannot send again: the fetch standard re-sends a request answered 421
          // (Misdirected Request) when it holds its body's source, so a call that must go out at most once
          // (a submit) streams its body on runtimes that can (Node, Deno, Bun; browsers only stream over HTTP/2).
          // Only through the default fetch: a fetch the user gave (a mock, a tracer) gets the body as built.
          const once = init.once && init.body !== undefined && fetchFn === defaultFetch && !isBrowser;
          const body = once ? streamOf(init.body!) : init.body;
          const sent = { ...init, body, redirect: 'manual' as const, ...(once ? { duplex: 'half' } : {}) };
          delete (sent as { once?: boolean }).once;
          return fromResponse(await fetchFn(url, sent));
        };

  async function execute(exchange: Exchange, call: Call): Promise<{ answer: Answer; text: string }> {
    if (setupError) throw setupError;
    checkHeaders(exchange.headers);
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? DEFAULTS.timeoutMs;
    const deadline = createDeadline({
      timeoutMs,
      signals: [options.signal, call.signal],
      timeoutError: () => new TimeoutError({ timeoutMs, url: exchange.url, method: exchange.method }),
    });
    deadline.throwIfEnded();
    const signal = deadline.signal;
    let request: Request | undefined;
    let tries = 0;
    try {
      for (let attempt = 0; ; attempt++) {
        let failure: SdkError;
        let retryAfterMs: number | undefined;
        let slot = false;
        try {
          const wait = limiter.acquire(deadline);
          if (wait) await wait;
          slot = true;
          // a call whose deadline passed while it waited for a slot (its timer late on a busy event loop) is
          // never sent
          deadline.throwIfEnded();
          tries++;
          let current = exchange;
          if (middleware.length) {
            request = new Request(exchange.url, {
              method: exchange.method,
              headers: exchange.headers,
              body: exchange.body,
            });
            for (const m of middleware)
              request = (await hook(() => m.onRequest?.({ request: request!, attempt: tries }))) || request;
            current = await fromRequest(request, exchange);
          }
          let answer = await follow(current, signal, !call.idempotent);
          if (middleware.length && request && answer.response) {
            let response = answer.response;
            for (const m of middleware) {
              const seen = response;
              response =
                (await hook(() => m.onResponse?.({ request: request!, response: seen, attempt: tries }))) ||
                response;
            }
            if (response !== answer.response) answer = fromResponse(response);
          }
          const { status } = answer;
          if ((status >= 200 && status < 300) || call.acceptStatus?.(status)) {
            return { answer, text: await readText(answer, current, maxBytes) };
          }
          failure = await toHttpError(answer, current, maxBytes, json);
          retryAfterMs =
            (failure as RateLimitError).retryAfterMs ?? parseRetryAfter(answer.header('retry-after'));
          if (!retryStatuses.has(status)) throw failure;
        } catch (error) {
          if (deadline.ended) throw deadline.reason;
          if (error instanceof HookFailure) throw error.error;
          if (!NetworkError.isInstance(error) && SdkError.isInstance(error)) {
            if (!HttpError.isInstance(error) || !retryStatuses.has(error.status)) throw error;
            failure = error;
          } else if (refusedByFetch(error)) {
            // the fetch turned an answer into a bare network error (a 407 Proxy Authentication Required does):
            // no try will fare better
            throw new NetworkError({
              url: exchange.url,
              method: exchange.method,
              cause: error,
              details:
                'The fetch refused the answer without a reason (it does so for 407 Proxy Authentication Required); not retried.',
            });
          } else {
            failure = NetworkError.isInstance(error)
              ? error
              : new NetworkError({ url: exchange.url, method: exchange.method, cause: error });
          }
        } finally {
          if (slot) limiter.release();
        }
        if (!retry || !call.idempotent || attempt >= retry.retries) throw failure;
        const delay = retryAfterMs ?? backoffDelay(attempt, retry);
        // a wait past the deadline, or a Retry-After longer than maxRetryAfterMs (with no deadline, 24 days
        // would otherwise be honoured), is not worth it: the error says when to come back
        if (delay > Math.min(retry.maxRetryAfterMs, maxTimerMs) || delay >= deadline.remaining())
          throw failure;
        retry.onRetry?.({
          attempt: tries,
          delayMs: delay,
          status: HttpError.isInstance(failure) ? failure.status : undefined,
          error: failure,
          method: exchange.method,
          url: redactUrl(exchange.url),
        });
        await sleep(delay, signal);
      }
    } catch (error) {
      let final = deadline.ended ? deadline.reason : error;
      if (
        (deadline.timedOut && final === deadline.reason) ||
        HttpError.isInstance(final) ||
        NetworkError.isInstance(final)
      ) {
        final = withTries(final as SdkError, tries);
      }
      if (middleware.length && SdkError.isInstance(final)) {
        const req = request ?? new Request(exchange.url, { method: exchange.method });
        for (const m of middleware) await m.onError?.({ request: req, error: final });
      }
      throw final;
    } finally {
      deadline.clear();
    }
  }

  /** Sends `exchange`, following same-origin redirects and cross-origin ones without secret headers. */
  async function follow(exchange: Exchange, signal: AbortSignal, once: boolean): Promise<Answer> {
    let { url, method, headers, body } = exchange;
    for (let hop = 0; ; hop++) {
      const response = await send(url, { method, headers, body, signal, once });
      if (response.opaque) {
        throw new SdkError(`Redirect not followed: ${method} ${redactUrl(url)}`, {
          details: 'Browsers hide redirect targets from scripts.',
        });
      }
      const location = redirectStatuses.has(response.status) ? response.header('location') : null;
      if (!location) return response;
      response.cancel();
      if (hop >= maxRedirects) {
        throw new SdkError(
          `Too many redirects (more than ${maxRedirects}): ${method} ${redactUrl(exchange.url)}`,
        );
      }
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new SdkError(`Redirect to an unreadable location not followed: ${method} ${redactUrl(url)}`);
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        throw new SdkError(`Redirect to a ${next.protocol} URL not followed: ${method} ${redactUrl(url)}`, {
          details: 'Only http: and https: redirects (301, 302, 303, 307, 308) are followed.',
        });
      }
      next.username = '';
      next.password = '';
      if (next.origin !== new URL(url).origin) headers = dropSecrets(headers);
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        headers = { ...headers };
        delete headers['content-type'];
      }
      url = next.href;
    }
  }

  function dropSecrets(headers: Record<string, string>): Record<string, string> {
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (!secret.has(name)) kept[name] = value;
    return kept;
  }

  function resolveUrl(opts: RequestOptions): { url: string; authorization?: string | undefined } {
    let target: { url: string; authorization?: string | undefined };
    if (opts.url !== undefined) target = splitCredentials(opts.url, 'url');
    else if (base) target = { url: base.url + (opts.path ?? ''), authorization: base.authorization };
    else throw new SdkError('No URL: give the transport a baseUrl or the request a url');
    const query = opts.query && encodeQuery(opts.query);
    if (query) target.url += (target.url.includes('?') ? '&' : '?') + query;
    return target;
  }

  const transport: Transport = {
    options,
    async request<T>(opts: RequestOptions): Promise<HttpResult<T>> {
      if (setupError) throw setupError;
      const method = opts.method.toUpperCase();
      const target = resolveUrl(opts);
      const headers = { ...baseHeaders };
      if (target.authorization) headers.authorization = target.authorization;
      mergeHeaders(headers, opts.headers);
      let body: string | undefined;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      const exchange = { url: target.url, method, headers, body };
      const { answer, text } = await execute(exchange, {
        signal: opts.signal,
        timeoutMs: opts.timeoutMs,
        idempotent: opts.idempotent ?? isSafeMethod(method),
        acceptStatus: opts.acceptStatus,
      });
      const data = parseJson(text, answer.status, exchange, json) as T;
      // headers read lazily: building a Headers object is a measurable share of a fast-path call
      return {
        status: answer.status,
        get headers() {
          return answer.headers();
        },
        data,
      };
    },
  };
  return transport;
}

/**
 * The error a call ends with, marked with how many tries were made (`attempts`); after a retry its message
 * says so too (`... after 3 tries`).
 */
function withTries(error: SdkError, tries: number): SdkError {
  const marked = (
    tries > 1 ? withMessage(error, `${error.shortMessage} after ${tries} tries`) : error
  ) as SdkError;
  (marked as { attempts?: number }).attempts = tries;
  return marked;
}

/** Carries an error thrown by a middleware hook past the retry logic, unchanged. */
class HookFailure {
  constructor(readonly error: unknown) {}
}

async function hook<T>(run: () => T): Promise<Awaited<T>> {
  try {
    return await run();
  } catch (error) {
    throw new HookFailure(error);
  }
}

/** Copies `headers` into a plain object (names in lower case, as Headers gives them). */
function copyHeaders(headers: Headers, into: Record<string, string> = {}): Record<string, string> {
  headers.forEach((value, name) => {
    into[name] = value;
  });
  return into;
}

function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

function mergeHeaders(target: Record<string, string>, source: Record<string, string> | undefined): void {
  if (source) for (const [name, value] of Object.entries(source)) target[name.toLowerCase()] = value;
}

/**
 * Throws a ValidationError (naming the header, never showing its value: it may be a key) for a header
 * fetch would refuse or mangle, before anything is sent.
 */
function checkHeaders(headers: Record<string, string>): void {
  for (const name in headers) {
    if (!legalHeaderName.test(name)) {
      throw new ValidationError({ field: `header ${name}`, rule: 'a legal header name' });
    }
    if (!legalHeaderValue.test(headers[name]!)) {
      throw new ValidationError({
        field: `header ${name}`,
        rule: 'a legal header value',
        details: 'No CR, LF, NUL or other control character, nothing beyond U+00FF (the value is not shown).',
      });
    }
  }
}

/**
 * Reads `url` with `new URL` (what fetch itself does: `http://a\\@b/` goes to `a`, `http:\\\\u:pw@h` has
 * credentials) and moves `user:password@` out of it into a Basic authorization value (fetch refuses URLs with
 * credentials). Throws a ValidationError (never showing the URL, which may hold them) for a URL that does not
 * parse, or whose credentials are not percent-encoded properly.
 */
function splitCredentials(url: string, field: string): { url: string; authorization?: string | undefined } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ValidationError({
      field,
      rule: 'an absolute URL',
      requirement: 'must be an absolute URL (such as https://api.avax.network)',
      details: 'new URL() could not read it (the value is not shown: it may hold credentials).',
    });
  }
  if (parsed.username === '' && parsed.password === '') return { url: parsed.href };
  const user = decodeCredential(parsed.username, field);
  const password = decodeCredential(parsed.password, field);
  parsed.username = '';
  parsed.password = '';
  return {
    url: parsed.href,
    authorization: `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)))}`,
  };
}

function decodeCredential(part: string, field: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new ValidationError({
      field,
      rule: 'percent-encoded credentials',
      requirement: 'must have its user and password percent-encoded',
      details:
        'A `%` in the user or password of the URL must start a %XX escape (the credentials are not shown).',
    });
  }
}

function encodeQuery(query: NonNullable<RequestOptions['query']>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join('&');
}

async function fromRequest(request: Request, exchange: Exchange): Promise<Exchange> {
  const headers = copyHeaders(request.headers);
  const body = request.body ? await request.arrayBuffer() : exchange.body;
  return { url: request.url, method: request.method, headers, body };
}

/**
 * Reads a body as text, counting its (decompressed) bytes as they stream in: past `maxBytes` the download
 * stops and the call ends with an SdkError that says so (not retried).
 */
async function readText(answer: Answer, exchange: Exchange, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new SdkError(
      `Response body larger than maxResponseBytes (${maxBytes} bytes): ${exchange.method} ${redactUrl(exchange.url)}`,
      { details: 'The download was stopped; raise maxResponseBytes to accept larger answers.' },
    );
  try {
    return await answer.read(maxBytes, tooLarge);
  } catch (cause) {
    if (SdkError.isInstance(cause)) throw cause;
    throw new NetworkError({
      url: exchange.url,
      method: exchange.method,
      cause,
      details: 'The connection closed before the whole answer arrived.',
    });
  }
}

async function toHttpError(
  answer: Answer,
  exchange: Exchange,
  maxBytes: number,
  json: ParseJsonOptions,
): Promise<HttpError> {
  const text = await readText(answer, exchange, maxBytes);
  let body: unknown = text;
  if (text && /^\s*[[{"]/.test(text)) {
    try {
      body = parseJsonLossless(text, json);
    } catch {}
  }
  const fields = {
    status: answer.status,
    statusText: answer.statusText,
    body,
    headers: withoutCookies(copyHeaders(answer.headers())),
    url: exchange.url,
    method: exchange.method,
  };
  if (answer.status === 429) {
    return new RateLimitError({
      ...fields,
      retryAfterMs: parseRetryAfter(answer.header('retry-after')),
    });
  }
  return new HttpError(fields);
}

function parseJson(text: string, status: number, exchange: Exchange, json: ParseJsonOptions): unknown {
  if (text === '') return undefined;
  try {
    return parseJsonLossless(text, json);
  } catch (cause) {
    throw new ParseError({
      status,
      body: text,
      url: exchange.url,
      method: exchange.method,
      cause,
    });
  }
}

/** Headers kept on an HttpError (and so in its JSON and logs): all but the cookies the service set. */
function withoutCookies(headers: Record<string, string>): Record<string, string> {
  delete headers['set-cookie'];
  delete headers['set-cookie2'];
  return headers;
}

/**
 * True for the bare network error a WHATWG fetch makes of some answers (Node's fetch: a TypeError whose cause
 * is an Error with no message and no code, as for a 407): no connection failed, so retrying cannot help.
 */
function refusedByFetch(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const cause = (error as { cause?: unknown }).cause;
  return (
    cause instanceof Error &&
    cause.message === '' &&
    (cause as { code?: unknown }).code === undefined &&
    cause.cause === undefined
  );
}

/** A body as a one-chunk stream: a fetch holds no source to send it again. */
function streamOf(body: BodyInit): ReadableStream<Uint8Array> {
  const bytes =
    typeof body === 'string'
      ? new TextEncoder().encode(body)
      : body instanceof ArrayBuffer
        ? new Uint8Array(body)
        : ArrayBuffer.isView(body)
          ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
          : undefined;
  if (!bytes) return body as ReadableStream<Uint8Array>;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
