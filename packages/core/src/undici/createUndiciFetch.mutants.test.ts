// What users of the undici fast path rely on, pinned where mutation testing (issue 18) found no test noticing.
import { gzipSync } from 'node:zlib';
import { Agent, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../test/loopbackServer.js';
import type { HttpError } from '../errors/HttpError.js';
import type { SdkError } from '../errors/SdkError.js';
import { createTransport } from '../transport/createTransport.js';
import { createUndiciFetch } from './createUndiciFetch.js';

const origin = 'https://glacier-api.avax.network';
let previous: ReturnType<typeof getGlobalDispatcher>;
let mock: MockAgent;
beforeEach(() => {
  previous = getGlobalDispatcher();
  mock = new MockAgent();
  mock.disableNetConnect();
  setGlobalDispatcher(mock);
});
afterEach(async () => {
  setGlobalDispatcher(previous);
  await mock.close();
});

const pool = () => mock.get(origin);

/** For a promise expected to reject: its resolution fails the test. */
const unexpected = (): never => {
  throw new Error('expected a rejection');
};

describe('createUndiciFetch through the transport (the lean path)', () => {
  it('joins a repeated header, and gives every header and the status', async () => {
    pool()
      .intercept({ path: '/h', method: 'GET' })
      .reply(202, { ok: 1 }, { headers: { 'content-type': 'application/json', 'x-multi': ['a', 'b'] } });
    const result = await createTransport({ baseUrl: origin, fetch: createUndiciFetch() }).request({
      method: 'GET',
      path: '/h',
    });
    expect(result.status).toBe(202);
    expect(result.headers.get('x-multi')).toBe('a, b');
    expect(result.data).toEqual({ ok: 1 });
  });

  it('reads an error answer with its headers', async () => {
    pool()
      .intercept({ path: '/e', method: 'GET' })
      .reply(404, { message: 'no such chain' }, { headers: { 'x-trace': 't', 'x-multi': ['a', 'b'] } });
    const error = await createTransport({ baseUrl: origin, fetch: createUndiciFetch(), retry: false })
      .request({ method: 'GET', path: '/e' })
      .catch((e: unknown) => e as { status: number; body: unknown; headers: Record<string, string> });
    expect(error).toMatchObject({ status: 404, body: { message: 'no such chain' } });
    expect(error.headers).toMatchObject({ 'x-trace': 't', 'x-multi': 'a, b' });
  });

  it('stops a body past maxResponseBytes, declared or not, compressed or not; reads one of exactly the limit', async () => {
    const big = 'x'.repeat(100);
    pool()
      .intercept({ path: '/declared', method: 'GET' })
      .reply(200, `"${big}"`, {
        headers: { 'content-length': String(big.length + 2) },
      });
    pool().intercept({ path: '/chunked', method: 'GET' }).reply(200, `"${big}"`);
    pool()
      .intercept({ path: '/gzip', method: 'GET' })
      .reply(200, gzipSync(`"${big}"`), { headers: { 'content-encoding': 'gzip' } });
    pool()
      .intercept({ path: '/exact', method: 'GET' })
      .reply(200, gzipSync('"1234"'), { headers: { 'content-encoding': 'gzip' } });
    const http = createTransport({ baseUrl: origin, fetch: createUndiciFetch(), maxResponseBytes: 50 });
    for (const path of ['/declared', '/chunked', '/gzip']) {
      const error = (await http.request({ method: 'GET', path }).catch((e: unknown) => e)) as SdkError;
      expect(error.shortMessage).toBe(
        `Response body larger than maxResponseBytes (50 bytes): GET ${origin}${path}`,
      );
    }
    const exact = createTransport({ baseUrl: origin, fetch: createUndiciFetch(), maxResponseBytes: 6 });
    expect((await exact.request({ method: 'GET', path: '/exact' })).data).toBe('1234');
  });

  it('follows a redirect itself, without reading the redirect body', async () => {
    pool()
      .intercept({ path: '/old', method: 'GET' })
      .reply(301, 'moved', { headers: { location: '/new' } });
    pool().intercept({ path: '/new', method: 'GET' }).reply(200, { moved: true });
    const result = await createTransport({ baseUrl: origin, fetch: createUndiciFetch() }).request({
      method: 'GET',
      path: '/old',
    });
    expect(result.data).toEqual({ moved: true });
  });
});

describe('createUndiciFetch as a fetch', () => {
  it('is a plain fetch: nothing rides on it (the port is createUndiciSend, the `send` option)', () => {
    const fetch = createUndiciFetch();
    expect(Object.keys(fetch)).toEqual([]);
  });

  it('takes method, headers and body from a Request, and an ArrayBuffer body as bytes', async () => {
    const server = await startServer((_, res) => res.end('ok'));
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent() });
      const request = new Request(`${server.url}/r`, {
        method: 'PUT',
        headers: { 'x-k': 'v' },
        body: '{"a":1}',
      });
      expect(await (await fetch(request)).text()).toBe('ok');
      const bytes = new TextEncoder().encode('abc');
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      await (await fetch(new URL(`${server.url}/b`), { method: 'POST', body: buffer })).text();
      expect(server.requests.map((r) => [r.method, r.url, r.body, r.headers['x-k']])).toEqual([
        ['PUT', '/r', '{"a":1}', 'v'],
        ['POST', '/b', 'abc', undefined],
      ]);
    } finally {
      await server.close();
    }
  });

  it('gives no body for a 204 or a HEAD, and the status text and repeated headers of an answer', async () => {
    pool().intercept({ path: '/none', method: 'DELETE' }).reply(204, '');
    pool()
      .intercept({ path: '/head', method: 'HEAD' })
      .reply(200, '', { headers: { 'x-multi': ['a', 'b'] } });
    const fetch = createUndiciFetch();
    const none = await fetch(`${origin}/none`, { method: 'DELETE' });
    expect([none.status, none.body]).toEqual([204, null]);
    const head = await fetch(`${origin}/head`, { method: 'HEAD' });
    expect(head.body).toBeNull();
    expect(head.headers.get('x-multi')).toBe('a, b');
  });

  it('reads a gzip body as text, and a body dropped unread does not fail later', async () => {
    pool()
      .intercept({ path: '/g', method: 'GET' })
      .reply(200, gzipSync('hello'), { headers: { 'content-encoding': 'gzip' } });
    pool().intercept({ path: '/drop', method: 'GET' }).reply(200, 'x'.repeat(100_000));
    const fetch = createUndiciFetch();
    expect(await (await fetch(`${origin}/g`)).text()).toBe('hello');
    const dropped = await fetch(`${origin}/drop`);
    await dropped.body?.cancel();
    expect(dropped.bodyUsed || dropped.body?.locked === false).toBe(true);
  });
});

describe('createUndiciFetch against a real server', () => {
  it('gives the status text, decodes codings named in any case or list (a declared length too), honours a signal', async () => {
    const hello = gzipSync('{"hello":1}');
    const server = await startServer((request, res) => {
      const coding = { '/upper': 'X-GZIP', '/list': 'identity, gzip, ', '/sized': 'gzip' }[request.url];
      if (coding) {
        res.writeHead(200, { 'content-encoding': coding, 'content-length': String(hello.byteLength) });
        res.end(hello);
      } else if (request.url === '/missing') {
        res.writeHead(404, 'Not Found', { 'content-type': 'text/plain' });
        res.end('no');
      } else res.end('"ok"');
    });
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent() });
      const missing = await fetch(`${server.url}/missing`);
      expect([missing.status, missing.statusText, await missing.text()]).toEqual([404, 'Not Found', 'no']);
      const http = createTransport({ baseUrl: server.url, fetch, retry: false });
      const error = await http
        .request({ method: 'GET', path: '/missing' })
        .then(unexpected, (e: unknown) => e as HttpError);
      expect(error.statusText).toBe('Not Found');
      for (const path of ['/upper', '/list', '/sized'])
        expect((await http.request({ method: 'GET', path })).data).toEqual({ hello: 1 });
      expect(await (await fetch(`${server.url}/list`)).json()).toEqual({ hello: 1 });
      await expect(fetch(`${server.url}/`, { signal: AbortSignal.abort('stop') })).rejects.toBe('stop');
    } finally {
      await server.close();
    }
  });
});
