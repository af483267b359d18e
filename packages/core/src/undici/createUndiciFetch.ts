import type { Dispatcher } from 'undici';
import { sendKey } from '../transport/answer.js';
import { createUndiciSend, dispatchRequest } from './createUndiciSend.js';
import { toResponse } from './toResponse.js';

/** Options of createUndiciFetch. */
export interface UndiciFetchOptions {
  /**
   * The undici dispatcher to send with (an `Agent`, a `ProxyAgent`, a `MockAgent`).
   * @default undici's global dispatcher, looked up at each call (so `setGlobalDispatcher` still applies)
   */
  dispatcher?: Dispatcher;
}

/**
 * Creates a fetch for Node built on undici's dispatcher API (`dispatcher.request`, not undici's fetch: the
 * opt-in fast path, undici is an optional peer of `@pkg/core`), to pass as any client's `fetch` option. It sends
 * through undici's global dispatcher unless given one, so a proxy or MockAgent set with `setGlobalDispatcher`
 * still applies. It returns real `Response`s (gzip, deflate and br decoded as fetch does) and never follows
 * redirects itself; core's transport, which follows redirects on its own, reads its answers without building a
 * `Response` (a measurable share of a call).
 *
 * @example
 * import { createUndiciFetch } from '@pkg/core/undici';
 * import { createEvmClient } from '@pkg/evm';
 * const evm = createEvmClient({ url: 'http://127.0.0.1:9650', fetch: createUndiciFetch() });
 */
export function createUndiciFetch(options: UndiciFetchOptions = {}): typeof globalThis.fetch {
  const { dispatcher } = options;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const target = input instanceof Request ? input : undefined;
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? target?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const method = init.method ?? target?.method ?? 'GET';
    const answer = await dispatchRequest(dispatcher, target ? target.url : String(input), {
      method,
      headers,
      body: init.body ?? (target?.body ? await target.arrayBuffer() : undefined),
      signal: init.signal ?? target?.signal,
    });
    return toResponse(answer, method);
  };
  // core's transport reads this lean sender instead: no Response, no web stream
  Object.defineProperty(fetch, sendKey, { value: createUndiciSend(dispatcher) });
  return fetch as typeof globalThis.fetch;
}
