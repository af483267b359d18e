import { fromResponse, type Send } from './answer.js';
import { defaultFetch } from './defaultFetch.js';
import { isBrowser } from './isBrowser.js';

/**
 * The sender over a WHATWG fetch: one request, redirects not followed (`redirect: 'manual'`), the Response
 * wrapped as an Answer.
 */
export function createFetchSend(fetchFn: typeof globalThis.fetch): Send {
  return async (url, init) => {
    // A body a WHATWG fetch cannot send again: the fetch standard re-sends a request answered 421
    // (Misdirected Request) when it holds its body's source, so a call that must go out at most once
    // (a submit) streams its body on runtimes that can (Node, Deno, Bun; browsers only stream over HTTP/2).
    // Only through the default fetch: a fetch the user gave (a mock, a tracer) gets the body as built.
    const once = init.once && init.body !== undefined && fetchFn === defaultFetch && !isBrowser;
    const sent: RequestInit & { duplex?: 'half' } = {
      method: init.method,
      headers: init.headers,
      body: once ? streamOf(init.body!) : init.body,
      signal: init.signal,
      redirect: 'manual',
    };
    if (once) sent.duplex = 'half';
    return fromResponse(await fetchFn(url, sent), fetchFn === defaultFetch && !isBrowser);
  };
}

/** A body as a one-chunk stream: a fetch holds no source to send it again. */
export function streamOf(body: BodyInit): ReadableStream<Uint8Array> {
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
