import { Readable } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import { type Dispatcher, getGlobalDispatcher, request } from 'undici';

/** Options of createUndiciFetch. */
export interface UndiciFetchOptions {
  /**
   * The undici dispatcher to send with (an `Agent`, a `ProxyAgent`, a `MockAgent`).
   * @default undici's global dispatcher, looked up at each call (so `setGlobalDispatcher` still applies)
   */
  dispatcher?: Dispatcher;
}

const nullBodyStatus = new Set([101, 103, 204, 205, 304]);

/**
 * Creates a fetch for Node built on `undici.request` (the opt-in fast path: undici is an optional peer of
 * `@pkg/core`), to pass as any client's `fetch` option. It sends through undici's global dispatcher unless
 * given one, so a proxy or MockAgent set with `setGlobalDispatcher` still applies. It answers what the
 * transport asks of a fetch: status, headers, a streamed body (gzip, deflate and br decoded as fetch does);
 * it never follows redirects itself (the transport does, as with `redirect: 'manual'`).
 *
 * @example
 * import { createUndiciFetch } from '@pkg/core/undici';
 * import { createEvmClient } from '@pkg/evm';
 * const evm = createEvmClient({ url: 'http://127.0.0.1:9650', fetch: createUndiciFetch() });
 */
export function createUndiciFetch(options: UndiciFetchOptions = {}): typeof globalThis.fetch {
  return async (input, init = {}) => {
    const target = input instanceof Request ? input : undefined;
    const url = target ? target.url : String(input);
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? target?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    let body = init.body ?? (target?.body ? await target.arrayBuffer() : undefined);
    if (body instanceof ArrayBuffer) body = new Uint8Array(body);
    const method = init.method ?? target?.method ?? 'GET';
    const answer = await request(url, {
      method: method as Dispatcher.HttpMethod,
      headers,
      body: body as string | Uint8Array | undefined,
      signal: init.signal ?? target?.signal ?? undefined,
      dispatcher: options.dispatcher ?? getGlobalDispatcher(),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else responseHeaders.append(name, value);
    }
    let stream: ReadableStream<Uint8Array> | null = null;
    if (nullBodyStatus.has(answer.statusCode) || method === 'HEAD') {
      answer.body.resume(); // nothing to read: let undici reuse the connection
    } else {
      stream = Readable.toWeb(
        decode(answer.body, responseHeaders.get('content-encoding')),
      ) as ReadableStream<Uint8Array>;
    }
    return new Response(stream, {
      status: answer.statusCode,
      statusText: answer.statusText ?? '',
      headers: responseHeaders,
    });
  };
}

/** Decodes a body as fetch does: each coding of `content-encoding` undone in reverse order. */
function decode(body: Readable, encoding: string | null): Readable {
  if (!encoding) return body;
  let stream = body;
  const codings = encoding
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .reverse();
  for (const coding of codings) {
    const decoder =
      coding === 'gzip' || coding === 'x-gzip' || coding === 'deflate'
        ? createUnzip()
        : coding === 'br'
          ? createBrotliDecompress()
          : undefined;
    if (!decoder) continue;
    const source = stream;
    source.on('error', (error) => decoder.destroy(error));
    decoder.on('close', () => {
      if (!source.readableEnded) source.destroy();
    });
    stream = source.pipe(decoder);
  }
  return stream;
}
