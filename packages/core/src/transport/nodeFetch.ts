import net from 'node:net';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { withTextKey } from './createTransport.js';

/**
 * Node's fast path: a fetch-compatible function speaking HTTP/1.1 over keep-alive sockets (node:net/node:tls),
 * which skips most of WHATWG fetch's per-request cost. Redirects are never followed (the transport follows
 * them itself, as with `redirect: 'manual'`); gzip, deflate and br answers are decoded. `Request` inputs and
 * bodies other than strings and bytes go to the global fetch.
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

/** One keep-alive connection and the exchange currently using it. */
interface Connection {
  socket: net.Socket;
  key: string;
  /** When an idle connection stops being reused (the server's keep-alive hint, less a second). */
  expires: number;
  exchange: Exchange | undefined;
  error: Error | undefined;
}

interface Exchange {
  data(chunk: Buffer): void;
  end(error: Error | undefined): void;
}

const idle = new Map<string, Connection[]>();
const maxIdlePerOrigin = 256;
const defaultIdleMs = 4000;
const token = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const badValue = /[\r\n\0]/;
const noBody = new Set([204, 205, 304]);
/** Methods resent once on a fresh connection when a kept-alive one turns out closed before any answer. */
const retrySafe = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function connect(url: URL, key: string): Connection {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const socket =
    url.protocol === 'https:'
      ? tls.connect({
          host,
          port,
          servername: net.isIP(host) ? undefined : host,
          ALPNProtocols: ['http/1.1'],
        })
      : net.connect({ host, port });
  socket.setNoDelay(true);
  const connection: Connection = { socket, key, expires: 0, exchange: undefined, error: undefined };
  socket.on('data', (chunk: Buffer) => {
    if (connection.exchange) connection.exchange.data(chunk);
    else socket.destroy(); // bytes nobody asked for: the connection cannot be trusted any more
  });
  socket.on('error', (error) => {
    connection.error = error;
  });
  socket.on('close', () => {
    connection.exchange?.end(connection.error);
    const list = idle.get(key);
    const at = list ? list.indexOf(connection) : -1;
    if (at >= 0) list!.splice(at, 1);
  });
  return connection;
}

function take(key: string): Connection | undefined {
  const list = idle.get(key);
  const now = Date.now();
  while (list?.length) {
    const connection = list.pop()!;
    if (connection.expires > now && !connection.socket.destroyed && connection.socket.writable) {
      connection.socket.ref();
      return connection;
    }
    connection.socket.destroy();
  }
  return undefined;
}

function release(connection: Connection, idleMs: number): void {
  connection.exchange = undefined;
  let list = idle.get(connection.key);
  if (!list) {
    list = [];
    idle.set(connection.key, list);
  }
  if (idleMs <= 0 || list.length >= maxIdlePerOrigin) {
    connection.socket.destroy();
    return;
  }
  connection.expires = Date.now() + idleMs;
  connection.socket.unref();
  list.push(connection);
}

function send(
  url: URL,
  init: RequestInit,
  body: string | Uint8Array | ArrayBuffer | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) return reject(signal.reason);
    const method = (init.method ?? 'GET').toUpperCase();
    const payload =
      typeof body === 'string'
        ? Buffer.from(body)
        : body instanceof ArrayBuffer
          ? new Uint8Array(body)
          : body;
    let head = `${method} ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`;
    let hasEncoding = false;
    try {
      const add = (name: string, value: string) => {
        const lower = name.toLowerCase();
        if (!token.test(name) || badValue.test(value)) throw new TypeError(`Invalid header: ${name}`);
        if (
          lower === 'host' ||
          lower === 'content-length' ||
          lower === 'connection' ||
          lower === 'transfer-encoding'
        )
          return;
        if (lower === 'accept-encoding') hasEncoding = true;
        head += `${name}: ${value}\r\n`;
      };
      const headers = init.headers;
      if (headers instanceof Headers || Array.isArray(headers))
        new Headers(headers).forEach((value, name) => {
          add(name, value);
        });
      else if (headers) for (const name in headers) add(name, (headers as Record<string, string>)[name]!);
    } catch (error) {
      return reject(error);
    }
    if (!hasEncoding) head += 'accept-encoding: gzip, deflate, br\r\n';
    if (payload || method === 'POST' || method === 'PUT' || method === 'PATCH') {
      head += `content-length: ${payload?.byteLength ?? 0}\r\n`;
    }
    head += '\r\n';
    // one write per request: head and body together
    const wire = payload?.byteLength
      ? Buffer.concat([Buffer.from(head, 'latin1'), payload])
      : Buffer.from(head, 'latin1');

    const key = `${url.protocol}//${url.host}`;
    let connection = take(key);
    let reused = connection !== undefined;
    let settled = false;
    let finish: ((error: Error | undefined, bytes?: Buffer) => void) | undefined;

    const onAbort = () => {
      const reason = signal?.reason;
      connection?.socket.destroy();
      if (!settled) {
        settled = true;
        reject(reason);
      } else finish?.(reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const detach = () => signal?.removeEventListener('abort', onAbort);

    const start = () => {
      if (!connection) connection = connect(url, key);
      const parser = new ResponseParser(method === 'HEAD');
      let received = false;
      connection.exchange = {
        data(chunk) {
          received = true;
          let done: boolean;
          try {
            done = parser.push(chunk);
          } catch (error) {
            connection!.socket.destroy();
            return this.end(error as Error);
          }
          if (!settled && parser.status) {
            settled = true;
            const bytes = new Promise<Buffer>((ok, fail) => {
              finish = (error, bytes) => (error ? fail(error) : ok(bytes!));
            });
            bytes.catch(() => {});
            resolve(
              new FastResponse(
                parser.status,
                parser.statusText,
                parser.rawHeaders,
                bytes,
                url.href,
              ) as unknown as Response,
            );
          }
          if (done) {
            detach();
            const current = connection!;
            if (parser.keepAlive) release(current, parser.idleMs);
            else current.socket.destroy();
            decode(parser.body(), parser.encoding, finish!);
          }
        },
        end(error) {
          const current = connection!;
          current.exchange = undefined;
          if (!current.socket.destroyed) current.socket.destroy();
          if (!settled && !received && reused && !signal?.aborted && retrySafe.has(method)) {
            // A kept-alive connection the server had already closed: try once more on a fresh one.
            reused = false;
            connection = undefined;
            return start();
          }
          if (parser.readsUntilClose && settled && !error) {
            detach();
            return decode(parser.body(), parser.encoding, finish!);
          }
          detach();
          if (signal?.aborted) return;
          const failure = new TypeError(settled ? 'terminated' : 'fetch failed', {
            cause: error ?? new Error('The connection closed before the whole answer arrived'),
          });
          if (!settled) {
            settled = true;
            reject(failure);
          } else finish?.(failure);
        },
      };
      connection.socket.write(wire);
    };
    start();
  });
}

function decode(
  bytes: Buffer,
  encoding: string | undefined,
  done: (error: Error | undefined, bytes?: Buffer) => void,
) {
  const callback = (error: Error | null, result: Buffer) =>
    error ? done(new TypeError('terminated', { cause: error })) : done(undefined, result);
  if (encoding === 'gzip' || encoding === 'x-gzip') zlib.gunzip(bytes, callback);
  else if (encoding === 'deflate') zlib.inflate(bytes, callback);
  else if (encoding === 'br') zlib.brotliDecompress(bytes, callback);
  else done(undefined, bytes);
}

/** An incremental HTTP/1.1 response parser: head, then a body by content-length, chunks, or until close. */
class ResponseParser {
  status = 0;
  statusText = '';
  rawHeaders: string[] = [];
  encoding: string | undefined;
  keepAlive = true;
  idleMs = defaultIdleMs;
  readsUntilClose = false;
  #head = true;
  #pending: Buffer | undefined;
  #chunks: Buffer[] = [];
  #length = -1;
  #chunked = false;
  #chunkLeft = 0;
  #headOnly: boolean;

  constructor(headOnly: boolean) {
    this.#headOnly = headOnly;
  }

  body(): Buffer {
    return this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks);
  }

  /** Feeds bytes; true once the whole response has arrived. */
  push(chunk: Buffer): boolean {
    let data = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = undefined;
    while (this.#head) {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) {
        if (data.length > 65_536) throw new Error('Response head too large');
        this.#pending = data;
        return false;
      }
      this.#parseHead(data.toString('latin1', 0, end));
      data = data.subarray(end + 4);
    }
    if (this.readsUntilClose) {
      if (data.length) this.#chunks.push(data);
      return false;
    }
    if (!this.#chunked) {
      if (data.length) this.#chunks.push(data);
      this.#length -= data.length;
      if (this.#length < 0) throw new Error('Response longer than its content-length');
      return this.#length === 0;
    }
    return this.#pushChunked(data);
  }

  #parseHead(head: string): void {
    const lines = head.split('\r\n');
    const statusLine = lines[0] ?? '';
    const match = /^HTTP\/1\.([01]) (\d{3})(?: (.*))?$/.exec(statusLine);
    if (!match) throw new Error('Invalid HTTP status line');
    const status = Number(match[2]);
    if (status >= 100 && status < 200) return; // 100 Continue and friends: the real head follows
    this.#head = false;
    this.status = status;
    this.statusText = match[3] ?? '';
    this.keepAlive = match[1] === '1';
    let length: number | undefined;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error('Invalid HTTP header line');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      this.rawHeaders.push(name, value);
      const lower = name.toLowerCase();
      if (lower === 'content-length') length = Number(value);
      else if (lower === 'transfer-encoding') this.#chunked = /chunked\s*$/i.test(value);
      else if (lower === 'content-encoding') this.encoding = value.toLowerCase();
      else if (lower === 'connection')
        this.keepAlive = !/close/i.test(value) && (this.keepAlive || /keep-alive/i.test(value));
      else if (lower === 'keep-alive') {
        const hint = /timeout=(\d+)/i.exec(value);
        if (hint) this.idleMs = Number(hint[1]) * 1000 - 1000;
      }
    }
    if (this.#headOnly || noBody.has(status)) {
      this.#chunked = false;
      this.#length = 0;
    } else if (!this.#chunked) {
      if (length === undefined || !Number.isSafeInteger(length) || length < 0) {
        if (length !== undefined) throw new Error('Invalid content-length');
        this.readsUntilClose = true;
        this.keepAlive = false;
      } else this.#length = length;
    }
  }

  #pushChunked(input: Buffer): boolean {
    let data = input;
    for (;;) {
      if (this.#chunkLeft > 0) {
        const take = Math.min(this.#chunkLeft, data.length);
        if (take) this.#chunks.push(data.subarray(0, take));
        this.#chunkLeft -= take;
        data = data.subarray(take);
        if (this.#chunkLeft > 0) return false;
        this.#chunkLeft = -2; // the CRLF after the chunk data
      }
      if (this.#chunkLeft === -2) {
        if (data.length < 2) {
          this.#pending = data;
          return false;
        }
        data = data.subarray(2);
        this.#chunkLeft = 0;
      }
      if (this.#chunkLeft === -1) {
        // after the last chunk: optional trailers, then an empty line
        const end = data.indexOf('\r\n');
        if (end < 0) {
          this.#pending = data;
          return false;
        }
        if (end === 0) return true;
        data = data.subarray(end + 2);
        continue;
      }
      const end = data.indexOf('\r\n');
      if (end < 0) {
        if (data.length > 1024) throw new Error('Invalid chunk size line');
        this.#pending = data;
        return false;
      }
      const size = Number.parseInt(data.toString('latin1', 0, end).split(';')[0]!, 16);
      if (!Number.isSafeInteger(size) || size < 0) throw new Error('Invalid chunk size');
      data = data.subarray(end + 2);
      if (size === 0) this.#chunkLeft = -1;
      else this.#chunkLeft = size;
    }
  }
}

const nullBodyStatus = new Set([101, 204, 205, 304]);
const emptyBytes = Promise.resolve(Buffer.alloc(0));

/** The parts of Response that the transport and openapi-fetch use, over a buffered answer. */
class FastResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly url: string;
  readonly redirected = false;
  readonly type = 'basic';
  bodyUsed = false;
  #rawHeaders: string[];
  #bytes: Promise<Buffer>;
  #text: string | undefined;
  #headers: Headers | undefined;
  #stream: ReadableStream<Uint8Array> | undefined;

  constructor(status: number, statusText: string, rawHeaders: string[], bytes: Promise<Buffer>, url: string) {
    this.status = status;
    this.statusText = statusText;
    this.ok = status >= 200 && status < 300;
    this.url = url;
    this.#rawHeaders = rawHeaders;
    this.#bytes = bytes;
  }

  get headers(): Headers {
    if (!this.#headers) {
      const headers = new Headers();
      const raw = this.#rawHeaders;
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
          controller.enqueue(new Uint8Array(await bytes));
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
    return this.#text ?? bytes.toString('utf8');
  }

  /** This response again, with `text` as its unread body (see createTransport's fetch). */
  [withTextKey](text: string): FastResponse {
    const copy = new FastResponse(this.status, this.statusText, this.#rawHeaders, emptyBytes, this.url);
    copy.#headers = this.#headers;
    if (text) {
      copy.#text = text;
      copy.#bytes = Promise.resolve(Buffer.from(text));
    }
    return copy;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async blob(): Promise<Blob> {
    return new Blob([await this.arrayBuffer()], { type: this.headers.get('content-type') ?? '' });
  }

  clone(): FastResponse {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return new FastResponse(this.status, this.statusText, this.#rawHeaders, this.#bytes, this.url);
  }

  #take(): Promise<Buffer> {
    if (this.bodyUsed) return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    this.bodyUsed = true;
    return this.#bytes;
  }
}
