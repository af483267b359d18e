import { dispatchRequest, type UndiciOptions } from './createUndiciSend.js';
import { toResponse } from './toResponse.js';

/**
 * Creates a fetch for Node built on undici's dispatcher API (`dispatcher.request`, not undici's fetch), for code
 * that wants a fetch: it sends through undici's global dispatcher unless given one, returns real `Response`s (gzip,
 * deflate and br decoded as fetch does) and never follows redirects itself. A client's faster path is
 * `createUndiciSend()`, passed as its `send` option (no Response built).
 *
 * @example
 * import { createUndiciFetch } from '@pkg/core/undici';
 * const fetch = createUndiciFetch();
 * const response = await fetch('http://127.0.0.1:9650/ext/health');
 */
export function createUndiciFetch(options: UndiciOptions = {}): typeof globalThis.fetch {
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
  return fetch as typeof globalThis.fetch;
}
