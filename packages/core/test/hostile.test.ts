// The hostile-server suite (issue 13): loopback servers that misbehave, run against the default path (global
// fetch) and the opt-in undici path. Every server is started and stopped by its handle, on 127.0.0.1 only.
import net from 'node:net';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/errors/HttpError.js';
import { NetworkError } from '../src/errors/NetworkError.js';
import { RateLimitError } from '../src/errors/RateLimitError.js';
import { SdkError } from '../src/errors/SdkError.js';
import { TimeoutError } from '../src/errors/TimeoutError.js';
import { ValidationError } from '../src/errors/ValidationError.js';
import { createRestClient, type OperationInfo } from '../src/rest/createRestClient.js';
import { createTransport } from '../src/transport/createTransport.js';
import type { TransportOptions } from '../src/transport/types.js';
import { createUndiciSend } from '../src/undici/createUndiciSend.js';
import { checkParams } from '../src/validation/checkParams.js';
import { sendJson, startServer } from './loopbackServer.js';

const MiB = 1024 * 1024;
/** 64 MiB of zeros, gzipped to about 64 kB: a bomb for a client that inflates without counting. */
const bomb = gzipSync(Buffer.alloc(64 * MiB));

let server: Awaited<ReturnType<typeof startServer>>;
let inFlight = 0;
let maxInFlight = 0;
const held: (() => void)[] = [];
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer((req, res) => {
    const [path = '', query = ''] = req.url.split('?');
    hits[path] = (hits[path] ?? 0) + 1;
    const status = /^\/status\/(\d+)$/.exec(path);
    if (status) {
      const code = Number(status[1]);
      return res.writeHead(code, { location: '/target', 'content-type': 'application/json' }).end('{"e":1}');
    }
    switch (path) {
      case '/echo':
        return sendJson(res, { url: req.url, authorization: req.headers.authorization ?? null });
      case '/target':
        return sendJson(res, { at: 'target' });
      case '/endless': {
        // a 1 GB answer, streamed: stops when the client goes away
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        res.writeHead(200, { 'content-type': 'application/json' });
        let sent = 0;
        const pump = () => {
          while (sent < 1024 * MiB) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => res.destroy());
        return pump();
      }
      case '/declared-huge':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 * MiB) });
        return res.write('{"a":');
      case '/bomb':
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return res.end(bomb);
      case '/raw-deflate':
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'deflate' });
        return res.end(deflateRawSync(Buffer.from('{"raw":true}')));
      case '/retry-after-huge':
        return sendJson(res, { error: 'slow down' }, 429, { 'retry-after': '99999999999' });
      case '/slow':
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        return void setTimeout(() => {
          inFlight--;
          sendJson(res, { ok: true });
        }, 5);
      case '/hold':
        return void held.push(() => sendJson(res, { released: true }));
      case '/to':
        return res.writeHead(302, { location: decodeURIComponent(query.slice(2)) }).end();
      default:
        return sendJson(res, { path });
    }
  });
});
afterAll(async () => {
  for (const release of held.splice(0)) release();
  await server.close();
});

/** A server speaking raw bytes: answers every connection with `reply`. */
async function rawServer(reply: string) {
  const sockets = new Set<net.Socket>();
  const srv = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', () => socket.write(reply));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        srv.close(() => resolve());
      }),
  };
}

const count = (path: string) => hits[path] ?? 0;

// The undici path twice: its lean answers (what core's transport reads), and its WHATWG Responses (what any
// other caller, or the transport with middleware, reads).
const paths: [string, typeof globalThis.fetch | undefined, TransportOptions][] = [
  ['fetch path', undefined, {}],
  ['undici path', undefined, { send: createUndiciSend() }],
  ['undici path, Responses', undefined, { send: createUndiciSend(), middleware: [{}] }],
];

describe.each(paths)('hostile servers (%s)', (_name, fetch, extra) => {
  const make = (options: TransportOptions = {}) =>
    createTransport({
      baseUrl: server.url,
      fetch,
      retry: { minDelayMs: 1, maxDelayMs: 2 },
      ...extra,
      ...options,
    });

  describe('1. a key that is not a legal header value', () => {
    it.each([
      ['a newline', 'KEY\nx-evil: 1'],
      ['a NUL', 'KEY\0'],
      ['a carriage return', 'KEY\r'],
      ['a character beyond U+00FF', 'KEY€'],
    ])('%s: ValidationError without the value, nothing sent, not retried', async (_what, key) => {
      const before = count('/echo');
      const http = make({ headers: { 'x-data-api-key': key } });
      const error = await http.request({ method: 'GET', path: '/echo' }).catch((e) => e);
      expect(ValidationError.isInstance(error)).toBe(true);
      expect(error.field).toBe('header x-data-api-key');
      const shown = [error.message, String(error), JSON.stringify(error), error.stack ?? ''].join('\n');
      expect(shown).not.toContain('KEY');
      expect(count('/echo')).toBe(before);
    });

    it('a per-call header is checked the same way', async () => {
      const error = await make()
        .request({ method: 'GET', path: '/echo', headers: { authorization: 'Bearer SECRET\n' } })
        .catch((e) => e);
      expect(ValidationError.isInstance(error)).toBe(true);
      expect(error.message).not.toContain('SECRET');
    });
  });

  describe('2. unknown param keys never reach the URL', () => {
    const table = {
      getLatestBlocks: {
        method: 'GET',
        path: '/blocks/{chainId}',
        pathParams: ['chainId'],
        queryParams: ['pageSize'],
        check: checkParams,
        schema: {
          chainId: { type: 'string', required: true },
          pageSize: { type: 'integer', minimum: 1, maximum: 100 },
        },
        retry: true,
      },
    } satisfies Record<string, OperationInfo>;
    type Ops = { getLatestBlocks: { params: { chainId: string; pageSize?: number }; result: unknown } };

    it.each([
      ['pageSize=100000&x', { chainId: '1', pageSize: 10, 'pageSize=100000&x': 'y' }],
      ['a#', { chainId: '1', 'a#': 'b' }],
      ['__proto__', JSON.parse('{"chainId":"1","__proto__":{"pageSize":"100000"}}')],
    ])('%s: ValidationError naming the key, nothing sent', async (key, params) => {
      const client = createRestClient<Ops>(table, { baseUrl: server.url, fetch });
      const before = count('/blocks/1');
      const error = (await client
        .getLatestBlocks(params as Ops['getLatestBlocks']['params'])
        .catch((e) => e)) as ValidationError;
      expect(ValidationError.isInstance(error)).toBe(true);
      expect(error.field).toBe(key);
      expect(error.rule).toBe('unknown parameter');
      expect(count('/blocks/1')).toBe(before);
    });

    it('known keys are encoded into the path and query', async () => {
      const client = createRestClient<Ops>(table, { baseUrl: server.url, fetch });
      await expect(client.getLatestBlocks({ chainId: 'a/b?c#d', pageSize: 10 })).resolves.toEqual({
        path: '/blocks/a%2Fb%3Fc%23d',
      });
    });
  });

  describe('4. maxResponseBytes', () => {
    it('a 1 GB body ends the call with a clear error, downloaded once', async () => {
      const before = count('/endless');
      const error = await make({ maxResponseBytes: MiB })
        .request({ method: 'GET', path: '/endless' })
        .catch((e) => e);
      expect(SdkError.isInstance(error)).toBe(true);
      expect(NetworkError.isInstance(error)).toBe(false);
      expect(error.shortMessage).toBe(
        `Response body larger than maxResponseBytes (${MiB} bytes): GET ${server.url}/endless`,
      );
      expect(count('/endless') - before).toBe(1);
    });

    it('a declared Content-Length over the limit ends the call before reading', async () => {
      const error = await make({ maxResponseBytes: MiB })
        .request({ method: 'GET', path: '/declared-huge' })
        .catch((e) => e);
      expect(error.shortMessage).toMatch(/^Response body larger than maxResponseBytes/);
    });

    // its compressed size (about 64 kB) is far under the limit: only counting it decompressed stops it
    it('a gzip bomb is counted decompressed and stopped, downloaded once', async () => {
      const before = count('/bomb');
      const error = await make({ maxResponseBytes: MiB })
        .request({ method: 'GET', path: '/bomb' })
        .catch((e) => e);
      expect(error.shortMessage).toBe(
        `Response body larger than maxResponseBytes (${MiB} bytes): GET ${server.url}/bomb`,
      );
      expect(count('/bomb') - before).toBe(1);
    });
  });

  describe('5. maxConcurrency', () => {
    it('keeps at most maxConcurrency requests in flight and queues the rest', async () => {
      maxInFlight = 0;
      const http = make({ maxConcurrency: 4 });
      const results = await Promise.all(
        Array.from({ length: 40 }, () => http.request({ method: 'GET', path: '/slow' })),
      );
      expect(results.every((r) => (r.data as { ok: boolean }).ok)).toBe(true);
      expect(maxInFlight).toBe(4);
    });

    it('a queued call still honours its timeout and its signal, and never reaches the server', async () => {
      const http = make({ maxConcurrency: 1, retry: false });
      const before = count('/hold');
      const first = http.request({ method: 'GET', path: '/hold' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const timedOut = await http.request({ method: 'GET', path: '/hold', timeoutMs: 30 }).catch((e) => e);
      expect(TimeoutError.isInstance(timedOut)).toBe(true);
      const controller = new AbortController();
      const aborted = http
        .request({ method: 'GET', path: '/hold', signal: controller.signal })
        .catch((e) => e);
      controller.abort(new Error('stop'));
      expect((await aborted).message).toBe('stop');
      expect(count('/hold') - before).toBe(1);
      held.shift()?.();
      expect((await first).data).toEqual({ released: true });
      // the slot is free again
      const next = http.request({ method: 'GET', path: '/target' });
      expect((await next).data).toEqual({ at: 'target' });
    });
  });

  describe('6. a huge Retry-After', () => {
    it.each([0, 60_000])(
      'with timeoutMs %i: RateLimitError after one request, no overflowing timer',
      async (timeoutMs) => {
        const before = count('/retry-after-huge');
        const error = await make({ timeoutMs })
          .request({ method: 'GET', path: '/retry-after-huge' })
          .catch((e) => e);
        expect(RateLimitError.isInstance(error)).toBe(true);
        expect(error.retryAfterMs).toBe(99999999999000);
        expect(count('/retry-after-huge') - before).toBe(1);
      },
    );
  });

  describe('7. URL credentials', () => {
    const auth = async (baseUrl: string) => {
      const { data } = await make({ baseUrl }).request<{ authorization: string }>({
        method: 'GET',
        path: '/echo',
      });
      return atob(data.authorization.replace(/^Basic /, ''));
    };
    const host = () => server.url.replace('http://', '');

    it('user:SECRET:PASS@ sends the whole password', async () => {
      expect(await auth(`http://user:SECRET:PASS@${host()}`)).toBe('user:SECRET:PASS');
    });

    it('a password with @ is split at the last @, and no part of it shows in errors', async () => {
      expect(await auth(`http://user:p@ss@${host()}`)).toBe('user:p@ss');
      const error = await make({ baseUrl: 'http://user:S3C@R3T@127.0.0.1:1', retry: false })
        .request({ method: 'GET', path: '/x' })
        .catch((e) => e);
      expect(NetworkError.isInstance(error)).toBe(true);
      const shown = [error.message, JSON.stringify(error), error.stack, String(error.cause?.message)].join(
        '\n',
      );
      expect(shown).not.toMatch(/S3C|R3T/);
    });

    it('a malformed % rejects (never a synchronous throw) with a ValidationError without the credentials', async () => {
      let http: ReturnType<typeof make> | undefined;
      expect(() => {
        http = make({ baseUrl: `http://user:S3C%zzR3T@${host()}` });
      }).not.toThrow();
      const pending = http!.request({ method: 'GET', path: '/echo' });
      expect(pending).toBeInstanceOf(Promise);
      const error = await pending.catch((e) => e);
      expect(ValidationError.isInstance(error)).toBe(true);
      expect(error.message).not.toMatch(/S3C|R3T|zz/);
      const perCall = await make()
        .request({ method: 'GET', url: `http://u:%@${host()}/echo` })
        .catch((e) => e);
      expect(ValidationError.isInstance(perCall)).toBe(true);
    });
  });

  describe('8. redirects', () => {
    it.each([300, 304])('%i with a Location is an answer, not a redirect', async (code) => {
      const before = count('/target');
      const error = await make({ retry: false })
        .request({ method: 'GET', path: `/status/${code}` })
        .catch((e) => e);
      expect(HttpError.isInstance(error)).toBe(true);
      expect(error.status).toBe(code);
      expect(count('/target')).toBe(before);
    });

    it.each([301, 302, 303, 307, 308])('%i is followed', async (code) => {
      const { data } = await make().request({ method: 'GET', path: `/status/${code}` });
      expect(data).toEqual({ at: 'target' });
    });

    it.each(['file:///etc/passwd', 'data:application/json,{}', 'javascript:alert(1)', 'ftp://127.0.0.1/x'])(
      'a redirect to %s is not followed',
      async (location) => {
        const error = await make()
          .request({ method: 'GET', path: `/to?u=${encodeURIComponent(location)}` })
          .catch((e) => e);
        expect(SdkError.isInstance(error)).toBe(true);
        expect(error.shortMessage).toMatch(/^Redirect to a [a-z]+: URL not followed: GET /);
      },
    );
  });

  describe('9. the retried statuses', () => {
    it.each([408, 429, 500, 502, 503, 504])('%i is retried (GET)', async (code) => {
      const before = count(`/status/${code}`);
      await make()
        .request({ method: 'GET', path: `/status/${code}` })
        .catch((e) => e);
      expect(count(`/status/${code}`) - before).toBe(4);
    });

    it.each([400, 401, 403, 404, 409, 501, 505])('%i is not retried', async (code) => {
      const before = count(`/status/${code}`);
      const error = await make()
        .request({ method: 'GET', path: `/status/${code}` })
        .catch((e) => e);
      expect(HttpError.isInstance(error)).toBe(true);
      expect(count(`/status/${code}`) - before).toBe(1);
    });

    it('a POST is not retried on 503', async () => {
      const before = count('/status/503');
      await make()
        .request({ method: 'POST', path: '/status/503', body: {} })
        .catch((e) => e);
      expect(count('/status/503') - before).toBe(1);
    });
  });

  describe('answers fetch accepts', () => {
    it('raw deflate (no zlib header) under content-encoding: deflate', async () => {
      const { data } = await make().request({ method: 'GET', path: '/raw-deflate' });
      expect(data).toEqual({ raw: true });
    });
  });

  describe('framing that HTTP parsers must refuse', () => {
    it.each([
      [
        'Content-Length with chunked',
        'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      ],
      [
        'two different Content-Lengths',
        'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      ],
      ['a signed Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length: +2\r\n\r\n{}'],
      ['a bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2zz\r\n{}\r\n0\r\n\r\n'],
      ['a space before the colon', 'HTTP/1.1 200 OK\r\nContent-Length : 2\r\n\r\n{}'],
    ])('%s: a NetworkError, never a result', async (_what, reply) => {
      const raw = await rawServer(reply);
      try {
        const error = await make({ baseUrl: raw.url, retry: false, timeoutMs: 5000 })
          .request({ method: 'GET', path: '/' })
          .catch((e) => e);
        expect(NetworkError.isInstance(error)).toBe(true);
      } finally {
        await raw.close();
      }
    });

    it('a body cut short is a NetworkError', async () => {
      const raw = await rawServer('HTTP/1.1 200 OK\r\nContent-Length: 10\r\nConnection: close\r\n\r\n{"a"');
      try {
        const pending = make({ baseUrl: raw.url, retry: false }).request({ method: 'GET', path: '/' });
        setTimeout(() => void raw.close(), 50);
        expect(NetworkError.isInstance(await pending.catch((e) => e))).toBe(true);
      } finally {
        await raw.close();
      }
    });
  });
});
