import { type Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { type Dispatcher, getGlobalDispatcher, request } from 'undici';
import { type Answer, declaredTooLarge, decodeChunks, type SendInit, sendKey } from '../transport/answer.js';

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
 * given one, so a proxy or MockAgent set with `setGlobalDispatcher` still applies. It returns real `Response`s
 * (gzip, deflate and br decoded as fetch does) and never follows redirects itself; core's transport, which
 * follows redirects on its own, reads its answers without building a `Response` (a measurable share of a call).
 *
 * @example
 * import { createUndiciFetch } from '@pkg/core/undici';
 * import { createEvmClient } from '@pkg/evm';
 * const evm = createEvmClient({ url: 'http://127.0.0.1:9650', fetch: createUndiciFetch() });
 */
export function createUndiciFetch(options: UndiciFetchOptions = {}): typeof globalThis.fetch {
  const send = async (url: string, init: Omit<SendInit, 'signal'> & { signal?: AbortSignal | undefined }) => {
    let body = init.body;
    if (body instanceof ArrayBuffer) body = new Uint8Array(body);
    return request(url, {
      method: init.method as Dispatcher.HttpMethod,
      headers: init.headers,
      body: body as string | Uint8Array | undefined,
      signal: init.signal,
      dispatcher: options.dispatcher ?? getGlobalDispatcher(),
    });
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const target = input instanceof Request ? input : undefined;
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? target?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const method = init.method ?? target?.method ?? 'GET';
    const answer = await send(target ? target.url : String(input), {
      method,
      headers,
      body: init.body ?? (target?.body ? await target.arrayBuffer() : undefined),
      signal: init.signal ?? target?.signal ?? undefined,
    });
    const responseHeaders = toHeaders(answer.headers);
    let stream: ReadableStream<Uint8Array> | null = null;
    if (nullBodyStatus.has(answer.statusCode) || method === 'HEAD') {
      answer.body.resume(); // nothing to read: let undici reuse the connection
    } else {
      const decoded = decode(answer.body, responseHeaders.get('content-encoding'));
      stream = toWebStream(decoded);
    }
    return new Response(stream, {
      status: answer.statusCode,
      statusText: answer.statusText ?? '',
      headers: responseHeaders,
    });
  };
  // core's transport reads this lean sender instead: no Response, no web stream
  Object.defineProperty(fetch, sendKey, {
    value: async (url: string, init: SendInit): Promise<Answer> => {
      const { statusCode, statusText, headers, body } = await send(url, init);
      const header = (name: string): string | null => {
        const value = headers[name];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      };
      return {
        status: statusCode,
        statusText: statusText ?? '',
        header,
        headers: () => toHeaders(headers),
        async read(maxBytes, tooLarge) {
          if (declaredTooLarge({ header }, maxBytes)) {
            drop(body);
            throw tooLarge();
          }
          // a declared length within the limit, not compressed: undici's parser holds the body to it
          if (header('content-length') !== null && header('content-encoding') === null) return body.text();
          const stream = decode(body, header('content-encoding'));
          const chunks: Uint8Array[] = [];
          let size = 0;
          for await (const chunk of stream as AsyncIterable<Uint8Array>) {
            size += chunk.byteLength;
            if (size > maxBytes) {
              drop(stream);
              drop(body);
              throw tooLarge();
            }
            chunks.push(chunk);
          }
          return decodeChunks(chunks, size);
        },
        cancel() {
          drop(body);
        },
      };
    },
  });
  return fetch as typeof globalThis.fetch;
}

/** Stops reading a stream: destroyed, its late errors (undici's 'Request aborted') swallowed. */
function drop(stream: Readable): void {
  stream.on('error', () => {});
  stream.destroy();
}

/** A web stream over a Node stream, with backpressure; cancelling it drops the Node stream. */
function toWebStream(source: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      source.on('data', (chunk: Uint8Array) => {
        if (settled) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 1) <= 0) source.pause();
      });
      source.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      source.on('error', (error) => {
        if (settled) return;
        settled = true;
        controller.error(error);
      });
    },
    pull() {
      source.resume();
    },
    cancel() {
      settled = true;
      drop(source);
    },
  });
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return headers;
}

/** `deflate` as fetch reads it: zlib-wrapped (what the RFC says) or raw (what some servers send), by the first byte. */
function inflateEither(): Transform {
  let inner: Transform | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inner) {
        inner = (chunk[0]! & 0x0f) === 0x08 ? createInflate() : createInflateRaw();
        inner.on('data', (data: Buffer) => this.push(data));
        inner.on('error', (error) => this.destroy(error));
      }
      inner.write(chunk, () => done());
    },
    flush(done) {
      if (!inner) return done();
      inner.once('end', () => done());
      inner.end();
    },
  });
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
      coding === 'gzip' || coding === 'x-gzip'
        ? createGunzip()
        : coding === 'deflate'
          ? inflateEither()
          : coding === 'br'
            ? createBrotliDecompress()
            : undefined;
    if (!decoder) continue;
    const source = stream;
    source.on('error', (error) => decoder.destroy(error));
    decoder.on('close', () => {
      if (!source.readableEnded) drop(source);
    });
    stream = source.pipe(decoder);
  }
  return stream;
}
