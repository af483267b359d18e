import { gzipSync } from 'node:zlib';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer } from '../../test/loopbackServer.js';
import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createJsonRpcTransport, createTransport } from '../index.node.js';
import { nodeFetch } from './nodeFetch.js';

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer((req, res) => {
    switch (req.url) {
      case '/gzip':
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return res.end(gzipSync(JSON.stringify({ zipped: true })));
      case '/empty':
        return res.writeHead(204).end();
      case '/slow':
        return setTimeout(() => sendJson(res, 'late'), 5_000).unref();
      case '/cut':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"partial":');
        return setTimeout(() => res.socket?.destroy(), 20);
      case '/missing':
        return sendJson(res, { message: 'not here' }, 404);
      case '/rpc': {
        const call = JSON.parse(req.body);
        const answer = (c: { id: number; method: string }) => ({
          jsonrpc: '2.0',
          id: c.id,
          result: c.method,
        });
        return sendJson(res, Array.isArray(call) ? call.map(answer) : answer(call));
      }
      default:
        sendJson(res, { method: req.method, url: req.url, body: req.body, headers: req.headers }, 200, {
          'set-cookie': 'a=1',
          'x-multi': 'one',
        });
    }
  });
});
afterAll(() => server.close());

describe('nodeFetch (the Node fast path)', () => {
  it('answers like fetch: status, ok, headers, text and json', async () => {
    const response = await nodeFetch(`${server.url}/hello?x=1`, { headers: { 'X-Test': 'yes' } });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as { url: string; headers: Record<string, string> };
    expect(body.url).toBe('/hello?x=1');
    expect(body.headers['x-test']).toBe('yes');
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('sends string and byte bodies with a content-length', async () => {
    const text = await (await nodeFetch(server.url, { method: 'POST', body: 'héllo' })).json();
    expect(text).toMatchObject({ method: 'POST', body: 'héllo', headers: { 'content-length': '6' } });
    const bytes = await (
      await nodeFetch(server.url, { method: 'PUT', body: new TextEncoder().encode('abc') })
    ).json();
    expect(bytes).toMatchObject({ method: 'PUT', body: 'abc' });
  });

  it('decodes gzip answers', async () => {
    expect(await (await nodeFetch(`${server.url}/gzip`)).json()).toEqual({ zipped: true });
  });

  it('gives a null body for 204', async () => {
    const response = await nodeFetch(`${server.url}/empty`);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(await response.text()).toBe('');
  });

  it('exposes the body as a stream and clones', async () => {
    const response = await nodeFetch(`${server.url}/gzip`);
    const copy = response.clone();
    expect(await new Response(response.body).json()).toEqual({ zipped: true });
    expect(await copy.json()).toEqual({ zipped: true });
  });

  it('keeps connections alive across calls', async () => {
    const before = server.connections;
    for (let i = 0; i < 5; i++) await (await nodeFetch(`${server.url}/k${i}`)).text();
    expect(server.connections - before).toBeLessThanOrEqual(1);
  });

  it('rejects with the abort reason when aborted mid-flight', async () => {
    const controller = new AbortController();
    const pending = nodeFetch(`${server.url}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort('enough'), 20);
    await expect(pending).rejects.toBe('enough');
  });

  it('rejects like fetch (TypeError with a cause) when it cannot connect', async () => {
    const error = await nodeFetch('http://127.0.0.1:1/').catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.cause.code).toBe('ECONNREFUSED');
  });

  it('hands Request inputs and stream bodies to the global fetch', async () => {
    const response = await nodeFetch(new Request(`${server.url}/req`, { method: 'POST', body: 'r' }));
    expect(await response.json()).toMatchObject({ url: '/req', body: 'r' });
  });
});

describe('the Node build of core uses the fast path by default', () => {
  it('sends REST calls through node:http (no fetch-only headers such as sec-fetch-mode)', async () => {
    const http = createTransport({ baseUrl: server.url, userAgent: 'sdk-test/1' });
    const { data, headers } = await http.request<{ headers: Record<string, string> }>({
      method: 'GET',
      path: '/ua',
    });
    expect(data.headers['user-agent']).toBe('sdk-test/1');
    expect(data.headers['sec-fetch-mode']).toBeUndefined();
    expect(headers.get('x-multi')).toBe('one');
    const viaFetch = createTransport({ baseUrl: server.url, fetch: globalThis.fetch });
    const seen = await viaFetch.request<{ headers: Record<string, string> }>({ method: 'GET', path: '/ua' });
    expect(seen.data.headers['sec-fetch-mode']).toBe('cors');
  });

  it('turns HTTP errors, cut bodies, refused connections and timeouts into the SdkError classes', async () => {
    const http = createTransport({ baseUrl: server.url, retry: false });
    await expect(http.request({ method: 'GET', path: '/missing' })).rejects.toSatisfy(
      (e) => HttpError.isInstance(e) && e.status === 404,
    );
    await expect(http.request({ method: 'GET', path: '/cut' })).rejects.toSatisfy((e) =>
      NetworkError.isInstance(e),
    );
    await expect(
      createTransport({ baseUrl: 'http://127.0.0.1:1', retry: false }).request({ method: 'GET' }),
    ).rejects.toSatisfy((e) => NetworkError.isInstance(e));
    await expect(http.request({ method: 'GET', path: '/slow', timeoutMs: 50 })).rejects.toSatisfy((e) =>
      TimeoutError.isInstance(e),
    );
  });

  it('serves openapi-fetch through transport.fetch', async () => {
    const http = createTransport({ baseUrl: server.url });
    const client = createClient<{
      '/gzip': { get: { responses: { 200: { content: { 'application/json': { zipped: boolean } } } } } };
    }>({ baseUrl: server.url, fetch: (request: Request) => http.fetch(request) });
    expect((await client.GET('/gzip')).data).toEqual({ zipped: true });
  });

  it('batches JSON-RPC calls through it', async () => {
    const rpc = createJsonRpcTransport();
    const before = server.requests.length;
    expect(
      await Promise.all([rpc.call(`${server.url}/rpc`, 'a'), rpc.call(`${server.url}/rpc`, 'b')]),
    ).toEqual(['a', 'b']);
    expect(server.requests.length - before).toBe(1);
  });
});
