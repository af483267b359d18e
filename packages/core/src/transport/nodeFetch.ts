import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

/**
 * Node's fast path: a fetch-compatible function over node:http(s) with keep-alive agents, which skips most of
 * WHATWG fetch's per-request cost. Redirects are never followed (the transport follows them itself, as with
 * `redirect: 'manual'`). Bodies other than strings and bytes, and `Request` inputs, go to the global fetch.
 */
export const nodeFetch: typeof globalThis.fetch = (input, init) => {
  const body = init?.body;
  if (
    (typeof input !== 'string' && !(input instanceof URL)) ||
    (body != null &&
      typeof body !== 'string' &&
      !(body instanceof Uint8Array) &&
      !(body instanceof ArrayBuffer))
  ) {
    return globalThis.fetch(input, init);
  }
  return send(new URL(input), init ?? {}, body ?? undefined);
};

const agentOptions = { keepAlive: true, scheduling: 'lifo' } as const;
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

function send(
  url: URL,
  init: RequestInit,
  body: string | Uint8Array | ArrayBuffer | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) return reject(signal.reason);
    const headers: Record<string, string> = {};
    if (init.headers) {
      if (isPlainRecord(init.headers)) Object.assign(headers, lowerCase(init.headers));
      else
        new Headers(init.headers).forEach((value, name) => {
          headers[name] = value;
        });
    }
    headers['accept-encoding'] ??= 'gzip, deflate';
    const payload =
      typeof body === 'string'
        ? Buffer.from(body)
        : body instanceof ArrayBuffer
          ? new Uint8Array(body)
          : body;
    if (payload) headers['content-length'] = String(payload.byteLength);
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: init.method ?? 'GET',
      headers,
      agent: secure ? httpsAgent : httpAgent,
    });
    const onAbort = () => request.destroy(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const detach = () => signal?.removeEventListener('abort', onAbort);
    request.once('error', (error) => {
      detach();
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
    });
    request.once('response', (incoming) => {
      const bytes = new Promise<Uint8Array>((done, fail) => {
        const encoding = incoming.headers['content-encoding'];
        const decoder =
          encoding === 'gzip' || encoding === 'x-gzip'
            ? zlib.createGunzip()
            : encoding === 'deflate'
              ? zlib.createInflate()
              : encoding === 'br'
                ? zlib.createBrotliDecompress()
                : undefined;
        if (decoder) incoming.on('error', (error) => decoder.destroy(error)).pipe(decoder);
        const source = decoder ?? incoming;
        const chunks: Buffer[] = [];
        source.on('data', (chunk: Buffer) => chunks.push(chunk));
        source.once('end', () => {
          detach();
          done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
        });
        const cut = (error?: unknown) => {
          detach();
          fail(signal?.aborted ? signal.reason : new TypeError('terminated', { cause: error }));
        };
        source.once('error', cut);
        incoming.once('aborted', () =>
          cut(new Error('The connection closed before the whole answer arrived')),
        );
      });
      bytes.catch(() => {});
      resolve(new FastResponse(incoming, bytes, url.href) as unknown as Response);
    });
    request.end(payload);
  });
}

function isPlainRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Headers);
}

function lowerCase(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in record) out[name.toLowerCase()] = record[name]!;
  return out;
}

const nullBodyStatus = new Set([101, 204, 205, 304]);

/** The parts of Response that the transport and openapi-fetch use, over a buffered node:http answer. */
class FastResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly url: string;
  readonly redirected = false;
  readonly type = 'basic';
  bodyUsed = false;
  #incoming: http.IncomingMessage;
  #bytes: Promise<Uint8Array>;
  #headers: Headers | undefined;
  #stream: ReadableStream<Uint8Array> | undefined;

  constructor(incoming: http.IncomingMessage, bytes: Promise<Uint8Array>, url: string) {
    this.#incoming = incoming;
    this.#bytes = bytes;
    this.status = incoming.statusCode ?? 0;
    this.statusText = incoming.statusMessage ?? '';
    this.ok = this.status >= 200 && this.status < 300;
    this.url = url;
  }

  get headers(): Headers {
    if (!this.#headers) {
      const headers = new Headers();
      const raw = this.#incoming.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
      this.#headers = headers;
    }
    return this.#headers;
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (nullBodyStatus.has(this.status)) return null;
    if (!this.#stream) {
      const bytes = this.#bytes;
      this.#stream = new ReadableStream({
        async start(controller) {
          controller.enqueue(await bytes);
          controller.close();
        },
      });
    }
    return this.#stream;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.#take();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await this.arrayBuffer());
  }

  async text(): Promise<string> {
    const bytes = await this.#take();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async blob(): Promise<Blob> {
    return new Blob([await this.arrayBuffer()], { type: this.headers.get('content-type') ?? '' });
  }

  clone(): FastResponse {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    const copy = new FastResponse(this.#incoming, this.#bytes, this.url);
    copy.#headers = this.#headers;
    return copy;
  }

  #take(): Promise<Uint8Array> {
    if (this.bodyUsed) return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    this.bodyUsed = true;
    return this.#bytes;
  }
}
