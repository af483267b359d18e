import { type Dispatcher, getGlobalDispatcher } from 'undici';
import type { Send, SendInit } from '../transport/answer.js';
import { toAnswer } from './toAnswer.js';

/** What `dispatchRequest` sends: one request, no redirects followed. */
export interface DispatchInit {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | null | undefined;
  signal?: AbortSignal | null | undefined;
}

/**
 * Sends one request on undici's dispatcher API (`dispatcher.request`: the given dispatcher, else the global
 * one looked up now, so `setGlobalDispatcher` applies), with no URL parse when `url` is an absolute http(s)
 * URL as `new URL().href` writes it (what core's transport sends).
 */
export function dispatchRequest(
  dispatcher: Dispatcher | undefined,
  url: string,
  init: DispatchInit,
): Promise<Dispatcher.ResponseData> {
  let body = init.body;
  if (body instanceof ArrayBuffer) body = new Uint8Array(body);
  const { origin, path } = splitUrl(url);
  return (dispatcher ?? getGlobalDispatcher()).request({
    origin,
    path,
    method: init.method as Dispatcher.HttpMethod,
    headers: init.headers,
    body: body as string | Uint8Array | undefined,
    signal: init.signal ?? undefined,
  });
}

/** Options of {@link createUndiciSend} and `createUndiciFetch`. */
export interface UndiciOptions {
  /**
   * The undici dispatcher to send with (an `Agent`, a `ProxyAgent`, a `MockAgent`).
   * @default undici's global dispatcher, looked up at each call (so `setGlobalDispatcher` still applies)
   */
  dispatcher?: Dispatcher;
}

/**
 * Creates the opt-in Node port of core's transport, on undici's dispatcher API (`dispatcher.request`, not undici's
 * fetch; undici is an optional peer of `@pkg/core`): pass it as any client's `send` option. Answers are read
 * without building a WHATWG Response or web stream (a measurable share of a call) unless middleware reads one; a
 * call's deadline stops the request through an abort source of its own (no AbortSignal made: on Node 20 making one
 * costs more than the rest of the port). Redirects are followed by the transport, as on the fetch port.
 *
 * @example
 * import { createUndiciSend } from '@pkg/core/undici';
 * import { createEvmClient } from '@pkg/evm';
 * const evm = createEvmClient({ url: 'http://127.0.0.1:9650', send: createUndiciSend() });
 */
export function createUndiciSend(options: UndiciOptions = {}): Send {
  const { dispatcher } = options;
  return async (url, init) => {
    const { method, headers, body, deadline } = init;
    // `init.signal` is read only without a deadline (reading it makes the AbortSignal)
    const signal = deadline ? (abortSourceOf(deadline) as unknown as AbortSignal) : init.signal;
    return toAnswer(await dispatchRequest(dispatcher, url, { method, headers, body, signal }), method);
  };
}

/**
 * What undici's `request` takes as its `signal`, backed by a deadline: `aborted`, `reason` and the EventTarget
 * pair (`addEventListener`, `removeEventListener`), which every undici checks for first. The Node-bundled undici
 * (6.x in Node 20, whose Agent is the global dispatcher once Node's fetch ran first) calls `addListener` on a
 * signal without `addEventListener`, undici 7 `once`: this shape serves both.
 */
function abortSourceOf(deadline: NonNullable<SendInit['deadline']>) {
  const offs = new Map<unknown, () => void>();
  return {
    get aborted() {
      return deadline.ended;
    },
    get reason() {
      return deadline.reason;
    },
    addEventListener(_type: 'abort', listener: () => void) {
      offs.set(listener, deadline.onEnd(listener));
    },
    removeEventListener(_type: 'abort', listener: () => void) {
      offs.get(listener)?.();
      offs.delete(listener);
    },
  };
}

/**
 * The origin and the path (with the query, without the fragment) of an absolute URL: sliced from a normalized
 * http(s) href, else read with `new URL` (which throws a TypeError for a URL that is not one).
 */
function splitUrl(url: string): { origin: string; path: string } {
  const scheme = url.startsWith('https://') ? 8 : url.startsWith('http://') ? 7 : 0;
  const slash = scheme ? url.indexOf('/', scheme) : -1;
  if (slash < 0 || url.includes('@') || url.includes('\\')) {
    const parsed = new URL(url);
    return { origin: parsed.origin, path: parsed.pathname + parsed.search };
  }
  const hash = url.indexOf('#', slash);
  return { origin: url.slice(0, slash), path: hash < 0 ? url.slice(slash) : url.slice(slash, hash) };
}
