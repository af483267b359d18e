import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionRefused, fakeFetch, hang, json, text } from '../../test/fakeFetch.js';
import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { ParseError } from '../errors/ParseError.js';
import { RateLimitError } from '../errors/RateLimitError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createTransport } from './createTransport.js';

const base = 'https://glacier-api.avax.network';

describe('createTransport: requests', () => {
  it('joins baseUrl, path and query (arrays repeat the key, undefined skipped) and sends default headers', async () => {
    const { fetch, sent } = fakeFetch(json({ ok: 1 }));
    const http = createTransport({
      baseUrl: `${base}/`,
      fetch,
      headers: { 'X-Extra': 'a' },
      userAgent: 'my-app/1.0',
    });
    const result = await http.request({
      method: 'get',
      path: '/v1/chains',
      query: { network: 'mainnet', ids: [1, 2], skip: undefined, flag: true },
    });
    expect(result.data).toEqual({ ok: 1 });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('application/json');
    expect(sent[0]).toMatchObject({
      url: `${base}/v1/chains?network=mainnet&ids=1&ids=2&flag=true`,
      method: 'GET',
      headers: { accept: 'application/json', 'x-extra': 'a', 'user-agent': 'my-app/1.0' },
      redirect: 'manual',
    });
  });

  it('sends a JSON body with content-type, and per-call headers over the defaults', async () => {
    const { fetch, sent } = fakeFetch(json({}, 201));
    const http = createTransport({ baseUrl: base, fetch, headers: { 'x-a': '1' } });
    const result = await http.request({
      method: 'POST',
      path: '/x',
      body: { a: [1] },
      headers: { 'X-A': '2' },
    });
    expect(result.status).toBe(201);
    expect(sent[0]?.body).toBe('{"a":[1]}');
    expect(sent[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'x-a': '2' });
  });

  it('uses an absolute url instead of path, and moves URL credentials into an authorization header', async () => {
    const { fetch, sent } = fakeFetch(json(1));
    const http = createTransport({ fetch });
    await http.request({ method: 'GET', url: 'https://user:p%40ss@node.example/ext/info' });
    expect(sent[0]?.url).toBe('https://node.example/ext/info');
    expect(sent[0]?.headers.authorization).toBe(`Basic ${btoa('user:p@ss')}`);
  });

  it('the same url again: each call gets its own query and the credentials; another url replaces it', async () => {
    const { fetch, sent } = fakeFetch(json(1), json(2), json(3), json(4));
    const http = createTransport({ fetch });
    const url = 'https://user:pw@node.example/ext/info';
    await http.request({ method: 'GET', url, query: { a: 1 } });
    await http.request({ method: 'GET', url });
    await http.request({ method: 'GET', url: 'https://node.example/other' });
    await http.request({ method: 'GET', url, query: { b: 2 } });
    expect(sent.map((r) => r.url)).toEqual([
      'https://node.example/ext/info?a=1',
      'https://node.example/ext/info',
      'https://node.example/other',
      'https://node.example/ext/info?b=2',
    ]);
    expect(sent.map((r) => r.headers.authorization)).toEqual([
      `Basic ${btoa('user:pw')}`,
      `Basic ${btoa('user:pw')}`,
      undefined,
      `Basic ${btoa('user:pw')}`,
    ]);
  });

  it('encodes non-Latin-1 URL credentials as UTF-8', async () => {
    const { fetch, sent } = fakeFetch(json(1));
    await createTransport({ fetch }).request({
      method: 'GET',
      url: 'https://%C3%A9t%C3%A9:%E2%82%AC@node.example/',
    });
    expect(sent[0]?.headers.authorization).toBe(`Basic ${Buffer.from('été:€').toString('base64')}`);
  });

  it('sends no user agent header in browsers, which set their own (a custom one would need a CORS preflight)', async () => {
    vi.resetModules();
    vi.stubGlobal('document', {});
    try {
      const { createTransport: createInBrowser } = await import('./createTransport.js?browser' as string);
      const { fetch, sent } = fakeFetch(json(1));
      await createInBrowser({ baseUrl: base, fetch, userAgent: 'my-app/1.0' }).request({ method: 'GET' });
      expect(sent[0]?.headers['x-client-name']).toBeUndefined();
      expect(sent[0]?.headers['user-agent']).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects a request without any URL', async () => {
    const http = createTransport({ fetch: fakeFetch(json(1)).fetch });
    await expect(http.request({ method: 'GET', path: '/x' })).rejects.toThrow('No URL');
  });

  it('returns undefined for an empty 2xx body', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }), new Response('', { status: 200 }));
    const http = createTransport({ baseUrl: base, fetch });
    expect((await http.request({ method: 'DELETE', path: '/a' })).data).toBeUndefined();
    expect((await http.request({ method: 'GET', path: '/a' })).data).toBeUndefined();
  });

  it('throws ParseError for a 2xx body that is not JSON, keeping the raw text', async () => {
    const { fetch } = fakeFetch(text('{"blocks": [1, 2', 200, { 'content-type': 'application/json' }));
    const http = createTransport({ baseUrl: base, fetch });
    const error = await http.request({ method: 'GET', path: '/v1/blocks' }).catch((e) => e);
    expect(ParseError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ status: 200, body: '{"blocks": [1, 2', url: `${base}/v1/blocks` });
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid JSON in the answer to GET https://glacier-api.avax.network/v1/blocks

      Details: {"blocks": [1, 2"
    `);
  });

  it('turns a JSON error answer into HttpError with the parsed body', async () => {
    const body = {
      statusCode: 400,
      message: ['pageSize must not be greater than 100'],
      error: 'Bad Request',
    };
    const { fetch } = fakeFetch(json(body, 400));
    const http = createTransport({ baseUrl: base, fetch });
    const error = await http.request({ method: 'GET', path: '/v1/chains' }).catch((e) => e);
    expect(HttpError.isInstance(error)).toBe(true);
    expect(RateLimitError.isInstance(error)).toBe(false);
    expect(error).toMatchObject({
      status: 400,
      statusText: '',
      body,
      method: 'GET',
      url: `${base}/v1/chains`,
    });
    expect(error.headers['content-type']).toBe('application/json');
    expect(error.message).toMatchInlineSnapshot(`
      "HTTP 400 from GET https://glacier-api.avax.network/v1/chains

      Details: pageSize must not be greater than 100"
    `);
  });

  it('keeps an HTML error page whole on .body, cut short in the message', async () => {
    const page = `<html><head><title>502 Bad Gateway</title></head><body>${'<p>upstream failed</p>'.repeat(100)}</body></html>`;
    const { fetch } = fakeFetch(
      new Response(page, {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
    );
    const http = createTransport({ baseUrl: base, fetch, retry: false });
    const error = await http.request({ method: 'GET', path: '/v1/chains' }).catch((e) => e);
    expect(HttpError.isInstance(error)).toBe(true);
    expect(error.body).toBe(page);
    expect(error.details.length).toBeLessThanOrEqual(301);
    expect(error.details.endsWith('…')).toBe(true);
    expect(error.shortMessage).toBe(
      'HTTP 502 Bad Gateway from GET https://glacier-api.avax.network/v1/chains',
    );
  });

  it('returns accepted non-2xx statuses as results (a health 503)', async () => {
    const { fetch, sent } = fakeFetch(json({ healthy: false }, 503));
    const http = createTransport({ baseUrl: base, fetch });
    const result = await http.request({ method: 'GET', path: '/ext/health', acceptStatus: (s) => s === 503 });
    expect(result).toMatchObject({ status: 503, data: { healthy: false } });
    expect(sent).toHaveLength(1);
  });

  it('turns a connection failure into NetworkError with the cause', async () => {
    const { fetch } = fakeFetch(connectionRefused());
    const http = createTransport({ baseUrl: base, fetch, retry: false });
    const error = await http.request({ method: 'GET', path: '/a' }).catch((e) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.message).toMatchInlineSnapshot(`
      "Network error: GET https://glacier-api.avax.network/a

      Details: connect ECONNREFUSED 127.0.0.1:1"
    `);
  });

  it('turns a body cut short into NetworkError', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new TypeError('terminated'));
      },
    });
    const fetch = (async () => new Response(stream, { status: 200 })) as typeof globalThis.fetch;
    const http = createTransport({ baseUrl: base, fetch, retry: false });
    const error = await http.request({ method: 'GET', path: '/a' }).catch((e) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect(error.details).toBe('The connection closed before the whole answer arrived.');
  });
});

describe('createTransport: secrets', () => {
  it('never puts the API key or URL credentials in messages, JSON or stacks', async () => {
    const key = 'SECRET-KEY-123';
    const { fetch } = fakeFetch(json({ message: 'no' }, 401), connectionRefused(), hang);
    const http = createTransport({
      baseUrl: `https://admin:hunter2@glacier-api.avax.network`,
      fetch,
      headers: { 'x-data-api-key': key },
      retry: false,
    });
    const errors = [
      await http.request({ method: 'GET', path: '/v1/a', query: { 'api-key': key } }).catch((e) => e),
      await http.request({ method: 'GET', path: '/v1/b', query: { apiKey: key } }).catch((e) => e),
      await http
        .request({ method: 'GET', path: '/v1/c', query: { token: key }, timeoutMs: 5 })
        .catch((e) => e),
    ];
    expect(errors.map((e) => e.name)).toEqual(['HttpError', 'NetworkError', 'TimeoutError']);
    for (const error of errors) {
      for (const form of [error.message, String(error), JSON.stringify(error), error.stack, error.url]) {
        expect(form).not.toContain(key);
        expect(form).not.toContain('hunter2');
        expect(form).not.toContain('admin');
      }
    }
    expect(errors[0].url).toBe('https://glacier-api.avax.network/v1/a?api-key=***');
  });
});

describe('createTransport: retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries 503 with full-jitter exponential backoff (250, 500, 1000 ms ceilings) and then succeeds', async () => {
    const { fetch, sent } = fakeFetch(text('', 503), text('', 503), text('', 503), json('ok'));
    const http = createTransport({ baseUrl: base, fetch });
    const result = http.request({ method: 'GET', path: '/a' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(124);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 0.5 * 250
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(250); // 0.5 * 500
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1); // 0.5 * 1000
    expect(sent).toHaveLength(4);
    expect((await result).data).toBe('ok');
  });

  it('caps each wait at maxDelayMs and stops after `retries` tries', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { fetch, sent } = fakeFetch(text('busy', 502));
    const http = createTransport({
      baseUrl: base,
      fetch,
      retry: { retries: 2, minDelayMs: 1000, maxDelayMs: 1500 },
    });
    const result = http.request({ method: 'GET', path: '/a' }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(998);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1498); // capped at 1500, not 2000
    expect(sent).toHaveLength(3);
    const error = await result;
    expect(HttpError.isInstance(error)).toBe(true);
    expect(error.status).toBe(502);
    expect(sent).toHaveLength(3);
  });

  it.each([408, 429, 500, 502, 503, 504])('retries status %i', async (status) => {
    const { fetch, sent } = fakeFetch(text('', status), json(1));
    const http = createTransport({ baseUrl: base, fetch });
    const result = http.request({ method: 'GET', path: '/a' });
    await vi.runAllTimersAsync();
    expect((await result).data).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 501])('does not retry status %i', async (status) => {
    const { fetch, sent } = fakeFetch(text('', status), json(1));
    const http = createTransport({ baseUrl: base, fetch });
    await expect(http.request({ method: 'GET', path: '/a' })).rejects.toMatchObject({ status });
    expect(sent).toHaveLength(1);
  });

  it('retries connection failures', async () => {
    const { fetch, sent } = fakeFetch(connectionRefused(), json(1));
    const http = createTransport({ baseUrl: base, fetch });
    const result = http.request({ method: 'GET', path: '/a' });
    await vi.runAllTimersAsync();
    expect((await result).data).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it('honours Retry-After in seconds', async () => {
    const { fetch, sent } = fakeFetch(text('', 429, { 'retry-after': '3' }), json(1));
    const http = createTransport({ baseUrl: base, fetch });
    const result = http.request({ method: 'GET', path: '/a' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect((await result).data).toBe(1);
  });

  it('honours Retry-After as an HTTP date', async () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { fetch, sent } = fakeFetch(
      text('', 503, { 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }),
      json(1),
    );
    const http = createTransport({ baseUrl: base, fetch });
    const result = http.request({ method: 'GET', path: '/a' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect((await result).data).toBe(1);
  });

  it('never waits past the deadline: a Retry-After beyond timeoutMs ends the call with RateLimitError at once', async () => {
    const { fetch, sent } = fakeFetch(json({ message: 'slow down' }, 429, { 'retry-after': '60' }), json(1));
    const http = createTransport({ baseUrl: base, fetch, timeoutMs: 10_000 });
    const error = await http.request({ method: 'GET', path: '/a' }).catch((e) => e);
    expect(RateLimitError.isInstance(error)).toBe(true);
    expect(HttpError.isInstance(error)).toBe(true);
    expect(error.retryAfterMs).toBe(60_000);
    expect(sent).toHaveLength(1);
    expect(error.message).toMatchInlineSnapshot(`
      "Rate limited (HTTP 429) by GET https://glacier-api.avax.network/a

      Details: slow down"
    `);
  });

  it('timeoutMs covers the whole call, retries included', async () => {
    const { fetch, sent } = fakeFetch(text('', 503), hang);
    const http = createTransport({ baseUrl: base, fetch, timeoutMs: 1000, retry: { minDelayMs: 400 } });
    const result = http.request({ method: 'GET', path: '/a' }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(200); // first wait: 0.5 * 400
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(800);
    const error = await result;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ timeoutMs: 1000, url: `${base}/a` });
    expect(error.message).toBe(
      'Timed out after 1000 ms: GET https://glacier-api.avax.network/a after 2 tries',
    );
    expect(error.attempts).toBe(2);
  });

  it('calls without a signal started in one millisecond share one AbortSignal; each times out with its own error and its request aborted', async () => {
    const { fetch, sent } = fakeFetch(json(1), json(1), hang);
    const http = createTransport({ baseUrl: base, fetch, timeoutMs: 1000 });
    // fake timers freeze the clock: every call below starts in the same millisecond
    await http.request({ method: 'GET', path: '/first' });
    await http.request({ method: 'GET', path: '/second' });
    const a = http.request({ method: 'GET', path: '/a' }).catch((e) => e);
    const b = http.request({ method: 'POST', path: '/b', body: {} }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(4);
    const signal = sent[0]!.signal!;
    expect(sent.every((request) => request.signal === signal)).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    expect(await a).toMatchObject({ name: 'TimeoutError', timeoutMs: 1000, url: `${base}/a` });
    expect(await b).toMatchObject({ name: 'TimeoutError', timeoutMs: 1000, url: `${base}/b` });
    expect((await b).message).toContain('POST');
    // a caller's signal still gets a signal of its own
    const mine = new AbortController();
    const c = http.request({ method: 'GET', path: '/c', signal: mine.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[4]!.signal).not.toBe(signal);
    mine.abort(new Error('mine'));
    expect(await c).toEqual(new Error('mine'));
  });

  it('a per-call timeoutMs overrides the transport one', async () => {
    const { fetch } = fakeFetch(hang);
    const http = createTransport({ baseUrl: base, fetch, timeoutMs: 60_000 });
    const result = http.request({ method: 'GET', path: '/a', timeoutMs: 50 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await result).toMatchObject({ name: 'TimeoutError', timeoutMs: 50 });
  });

  it('stops at once when aborted mid-retry, with the abort reason, and sends nothing more', async () => {
    const { fetch, sent } = fakeFetch(text('', 503));
    const http = createTransport({ baseUrl: base, fetch });
    const controller = new AbortController();
    const result = http.request({ method: 'GET', path: '/a', signal: controller.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(100); // inside the first 125 ms wait
    expect(sent).toHaveLength(1);
    const reason = new Error('user cancelled');
    controller.abort(reason);
    expect(await result).toBe(reason);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });

  it('combines the transport signal with the call signal, and rejects at once when already aborted', async () => {
    const { fetch, sent } = fakeFetch(hang);
    const client = new AbortController();
    const http = createTransport({ baseUrl: base, fetch, signal: client.signal });
    const pending = http
      .request({ method: 'GET', path: '/a', signal: new AbortController().signal })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(0);
    client.abort('closing');
    expect(await pending).toBe('closing');
    await expect(http.request({ method: 'GET', path: '/b' })).rejects.toBe('closing');
    expect(sent).toHaveLength(1);
  });

  it('does not retry requests that are not safe to repeat', async () => {
    const { fetch, sent } = fakeFetch(text('', 503));
    const http = createTransport({ baseUrl: base, fetch });
    await expect(http.request({ method: 'POST', path: '/a', body: {} })).rejects.toMatchObject({
      status: 503,
    });
    await expect(http.request({ method: 'GET', path: '/a', idempotent: false })).rejects.toMatchObject({
      status: 503,
    });
    expect(sent).toHaveLength(2);
  });

  it('retries a POST marked idempotent', async () => {
    const { fetch, sent } = fakeFetch(text('', 503), json(1));
    const http = createTransport({ baseUrl: base, fetch });
    const result = http.request({ method: 'POST', path: '/a', body: { x: 1 }, idempotent: true });
    await vi.runAllTimersAsync();
    expect((await result).data).toBe(1);
    expect(sent.map((s) => s.body)).toEqual(['{"x":1}', '{"x":1}']);
  });

  it('timeoutMs: 0 means no time limit, and retries still happen', async () => {
    const { fetch, sent } = fakeFetch(text('', 503), json(1));
    const http = createTransport({ baseUrl: base, fetch, timeoutMs: 0 });
    const result = http.request({ method: 'GET', path: '/a' });
    await vi.runAllTimersAsync();
    expect((await result).data).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it('retry: false turns retries off', async () => {
    const { fetch, sent } = fakeFetch(text('', 503), json(1));
    const http = createTransport({ baseUrl: base, fetch, retry: false });
    await expect(http.request({ method: 'GET', path: '/a' })).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });
});

describe('createTransport: middleware', () => {
  it('runs onRequest and onResponse on each exchange, and onError once with the final error', async () => {
    const { fetch, sent } = fakeFetch(json({ a: 1 }), json({ message: 'gone' }, 404));
    const seen: string[] = [];
    const http = createTransport({
      baseUrl: base,
      fetch,
      middleware: [
        {
          onRequest({ request }) {
            seen.push(`request ${request.method} ${new URL(request.url).pathname}`);
            const headers = new Headers(request.headers);
            headers.set('x-trace', 't1');
            return new Request(request, { headers });
          },
          onResponse({ response }) {
            seen.push(`response ${response.status}`);
          },
          onError({ error }) {
            seen.push(`error ${error.name}`);
          },
        },
        {
          onResponse({ response }) {
            return response.status === 200 ? json({ replaced: true }) : undefined;
          },
        },
      ],
    });
    expect((await http.request({ method: 'GET', path: '/one' })).data).toEqual({ replaced: true });
    await expect(http.request({ method: 'GET', path: '/two' })).rejects.toMatchObject({ status: 404 });
    expect(sent.map((s) => s.headers['x-trace'])).toEqual(['t1', 't1']);
    expect(seen).toEqual([
      'request GET /one',
      'response 200',
      'request GET /two',
      'response 404',
      'error HttpError',
    ]);
  });
});

describe('createTransport: middleware errors', () => {
  it('lets an error thrown by a hook reach the caller unchanged, without retrying', async () => {
    const { fetch, sent } = fakeFetch(json(1));
    const failure = new Error('hook failed');
    const http = createTransport({
      baseUrl: base,
      fetch,
      middleware: [
        {
          onResponse() {
            throw failure;
          },
        },
      ],
    });
    await expect(http.request({ method: 'GET', path: '/a' })).rejects.toBe(failure);
    expect(sent).toHaveLength(1);
  });
});

describe('createTransport: redirects the runtime hides', () => {
  it('refuses to follow a redirect the runtime hides (browsers), with a clear error', async () => {
    const opaque = Object.assign(new Response(null, { status: 200 }), {});
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
    Object.defineProperty(opaque, 'status', { value: 0 });
    const http = createTransport({ baseUrl: base, fetch: (async () => opaque) as typeof globalThis.fetch });
    const error = await http.request({ method: 'GET', path: '/a' }).catch((e) => e);
    expect(SdkError.isInstance(error)).toBe(true);
    expect(error.shortMessage).toBe('Redirect not followed: GET https://glacier-api.avax.network/a');
  });
});
