import type { Dispatcher } from 'undici';
import type { FetchWithSend } from '../transport/answer.js';
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
 * redirects itself. It also declares `send`, the lean sender core's transport sends through (following redirects
 * on its own), reading answers without building a `Response` (a measurable share of a call).
 *
 * @example
 * import { createUndiciFetch } from '@pkg/core/undici';
 * import { createEvmClient } from '@pkg/evm';
 * const evm = createEvmClient({ url: 'http://127.0.0.1:9650', fetch: createUndiciFetch() });
 */
export function createUndiciFetch(options: UndiciFetchOptions = {}): FetchWithSend {
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
  // core's transport sends through this lean sender instead: no Response, no web stream
  return Object.assign(fetch as typeof globalThis.fetch, { send: createUndiciSend(dispatcher) });
}
