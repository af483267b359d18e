// What users of the HTTP transport rely on, pinned where mutation testing (issue 18) found no test noticing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, hang, json, type SentRequest, text } from '../../test/fakeFetch.js';
import { HttpError } from '../errors/HttpError.js';
import { SdkError } from '../errors/SdkError.js';
import type { ValidationError } from '../errors/ValidationError.js';
import { createTransport } from './createTransport.js';

/** For a promise expected to reject: its resolution fails the test. */
const unexpected = (): never => {
  throw new Error('expected a rejection');
};

const base = 'https://glacier-api.avax.network';

/** A redirect answer. */
const redirect = (status: number, location: string) => new Response(null, { status, headers: { location } });

/** Headers, method and body of each request sent. */
const seen = (sent: SentRequest[]) => sent.map((s) => ({ url: s.url, method: s.method, body: s.body }));

afterEach(() => {
  vi.useRealTimers();
});

describe('createTransport: redirects', () => {
  const secrets = {
    authorization: 'Bearer a',
    'proxy-authorization': 'Basic b',
    cookie: 'session=c',
    'x-api-key': 'd',
    'x-data-api-key': 'e',
    'X-My-Token': 'f',
  };

  it('drops every secret header on a redirect to another origin, and keeps the others', async () => {
    const { fetch, sent } = fakeFetch(redirect(302, 'https://elsewhere.example/landing'), json({ ok: true }));
    const http = createTransport({ baseUrl: base, fetch, headers: secrets, secretHeaders: ['x-my-token'] });
    await http.request({ method: 'GET', path: '/v1/x', headers: { 'x-app': 'demo' } });
    expect(sent[1]!.url).toBe('https://elsewhere.example/landing');
    expect(Object.keys(sent[1]!.headers).sort()).toEqual(['accept', 'x-app']);
  });

  it('keeps every header on a same-origin redirect', async () => {
    const { fetch, sent } = fakeFetch(redirect(301, '/v2/x'), json({ ok: true }));
    const http = createTransport({ baseUrl: base, fetch, headers: secrets });
    await http.request({ method: 'GET', path: '/v1/x' });
    expect(sent[1]!.url).toBe(`${base}/v2/x`);
    expect(sent[1]!.headers).toEqual(sent[0]!.headers);
  });

  it('does not follow a Location on a 201, a 300 or a 304', async () => {
    const { fetch, sent } = fakeFetch(
      json({ created: true }, 201, { location: '/v1/things/1' }),
      json({ choices: [] }, 300, { location: '/a' }),
      new Response(null, { status: 304, headers: { location: '/b' } }),
    );
    const http = createTransport({ baseUrl: base, fetch, retry: false });
    const created = await http.request({ method: 'POST', path: '/v1/things', body: {} });
    expect([created.status, created.data]).toEqual([201, { created: true }]);
    const choices = await http
      .request({ method: 'GET', path: '/v1/x' })
      .then(unexpected, (e: unknown) => e as HttpError);
    expect(HttpError.isInstance(choices) && choices.status).toBe(300);
    const unchanged = await http
      .request({ method: 'GET', path: '/v1/y' })
      .then(unexpected, (e: unknown) => e as HttpError);
    expect(HttpError.isInstance(unchanged) && unchanged.status).toBe(304);
    expect(sent).toHaveLength(3);
  });

  it('turns a POST into a GET without body or content-type after 301 and 302, and after 303 any method but HEAD', async () => {
    for (const [status, method, expected] of [
      [301, 'POST', 'GET'],
      [302, 'POST', 'GET'],
      [303, 'PUT', 'GET'],
      [303, 'POST', 'GET'],
    ] as const) {
      const { fetch, sent } = fakeFetch(redirect(status, '/next'), json({}));
      const http = createTransport({ baseUrl: base, fetch, headers: { 'x-data-api-key': 'k' } });
      await http.request({ method, path: '/first', body: { a: 1 }, idempotent: true });
      expect(seen(sent)[1]).toEqual({ url: `${base}/next`, method: expected, body: undefined });
      expect(sent[1]!.headers['content-type']).toBeUndefined();
      expect(sent[1]!.headers['x-data-api-key']).toBe('k');
      expect(sent[1]!.headers.accept).toBe('application/json');
    }
    const { fetch, sent } = fakeFetch(redirect(303, '/next'), new Response(null, { status: 200 }));
    await createTransport({ baseUrl: base, fetch }).request({ method: 'HEAD', path: '/first' });
    expect(sent[1]!.method).toBe('HEAD');
  });

  it('keeps method, body and content-type after 307 and 308, and a PUT after 301 or 302', async () => {
    for (const [status, method] of [
      [307, 'POST'],
      [308, 'POST'],
      [301, 'PUT'],
      [302, 'PUT'],
    ] as const) {
      const { fetch, sent } = fakeFetch(redirect(status, '/next'), json({}));
      await createTransport({ baseUrl: base, fetch }).request({ method, path: '/first', body: { a: 1 } });
      expect(seen(sent)[1]).toEqual({ url: `${base}/next`, method, body: '{"a":1}' });
      expect(sent[1]!.headers['content-type']).toBe('application/json');
    }
  });

  it('follows five redirects, not six', async () => {
    const hops = (n: number) => [
      ...Array.from({ length: n }, (_, i) => redirect(302, `/hop${i + 1}`)),
      json({}),
    ];
    const five = fakeFetch(...hops(5));
    await createTransport({ baseUrl: base, fetch: five.fetch }).request({ method: 'GET', path: '/start' });
    expect(five.sent.at(-1)!.url).toBe(`${base}/hop5`);
    const six = fakeFetch(...hops(6));
    const error = await createTransport({ baseUrl: base, fetch: six.fetch })
      .request({ method: 'GET', path: '/start' })
      .then(unexpected, (e: unknown) => e as SdkError);
    expect(error.message).toBe(`Too many redirects (more than 5): GET ${base}/start`);
    expect(six.sent).toHaveLength(6);
  });

  it('refuses a redirect to another scheme, or to a location it cannot read, naming the URL without secrets', async () => {
    for (const [location, message] of [
      ['ftp://files.example/x', `Redirect to a ftp: URL not followed: GET ${base}/x?api-key=***`],
      ['javascript:alert(1)', `Redirect to a javascript: URL not followed: GET ${base}/x?api-key=***`],
      ['http://[::1', `Redirect to an unreadable location not followed: GET ${base}/x?api-key=***`],
    ]) {
      const { fetch, sent } = fakeFetch(redirect(302, location!));
      const error = await createTransport({ baseUrl: base, fetch })
        .request({ method: 'GET', path: '/x', query: { 'api-key': 'K' } })
        .then(unexpected, (e: unknown) => e as SdkError);
      expect(SdkError.isInstance(error)).toBe(true);
      expect(error.shortMessage).toBe(message);
      expect(sent).toHaveLength(1);
    }
  });

  it('follows an http: redirect, and never sends the credentials a Location carries', async () => {
    const { fetch, sent } = fakeFetch(redirect(302, 'http://user:pw@plain.example/x'), json({}));
    await createTransport({ baseUrl: base, fetch }).request({ method: 'GET', path: '/x' });
    expect(sent[1]!.url).toBe('http://plain.example/x');
    expect(sent[1]!.headers.authorization).toBeUndefined();
  });
});

describe('createTransport: answers through fetch()', () => {
  it('returns any 2xx status with its headers and body', async () => {
    const { fetch } = fakeFetch(json({ accepted: true }, 202, { 'x-request-id': 'r1' }));
    const result = await createTransport({ baseUrl: base, fetch }).request({ method: 'POST', path: '/x' });
    expect(result.status).toBe(202);
    expect(result.headers.get('x-request-id')).toBe('r1');
    expect(result.data).toEqual({ accepted: true });
  });

  it('a 299 is a success; a 400 is an error with its body and headers', async () => {
    const { fetch } = fakeFetch(json({ odd: true }, 299), json({ message: 'no' }, 400, { 'x-trace': 't' }));
    const http = createTransport({ baseUrl: base, fetch });
    expect((await http.request({ method: 'GET', path: '/a' })).data).toEqual({ odd: true });
    const error = await http
      .request({ method: 'GET', path: '/b' })
      .then(unexpected, (e: unknown) => e as HttpError);
    expect(error).toMatchObject({ status: 400, body: { message: 'no' } });
    expect(error.headers['x-trace']).toBe('t');
  });

  it('gives an error body that is not JSON as text, and a JSON-looking one that does not parse as text too', async () => {
    const { fetch } = fakeFetch(text('{not json', 400), text('  ["a"]', 400), text('', 400));
    const http = createTransport({ baseUrl: base, fetch });
    const bodies = [];
    for (let i = 0; i < 3; i++)
      bodies.push(((await http.request({ method: 'GET', path: '/' }).catch((e) => e)) as HttpError).body);
    expect(bodies).toEqual(['{not json', ['a'], '']);
  });

  it('leaves no timer and no abort listener behind, on success and on failure', async () => {
    vi.useFakeTimers();
    const transportSignal = new AbortController().signal;
    const callSignal = new AbortController().signal;
    const listening = (signal: AbortSignal) => {
      const added = vi.spyOn(signal, 'addEventListener');
      const removed = vi.spyOn(signal, 'removeEventListener');
      return () => {
        const fns = (calls: unknown[][]) => calls.filter((c) => c[0] === 'abort').map((c) => c[1]);
        return fns(added.mock.calls).filter((fn) => !fns(removed.mock.calls).includes(fn)).length;
      };
    };
    const left = [listening(transportSignal), listening(callSignal)];
    const { fetch } = fakeFetch(json({}), text('bad', 400));
    const http = createTransport({ baseUrl: base, fetch, signal: transportSignal });
    await http.request({ method: 'GET', path: '/', signal: callSignal });
    await http.request({ method: 'GET', path: '/', signal: callSignal }).catch(() => {});
    expect(vi.getTimerCount()).toBe(0);
    expect(left.map((count) => count())).toEqual([0, 0]);
  });
});

describe('createTransport: requests', () => {
  it('refuses illegal header names and values before sending, without showing the value', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ baseUrl: base, fetch });
    const bad = async (headers: Record<string, string>) =>
      (await http.request({ method: 'GET', path: '/', headers }).catch((e: unknown) => e)) as ValidationError;
    expect((await bad({ 'x key': 'v' })).rule).toBe('a legal header name');
    expect((await bad({ 'x key': 'v' })).message).toBe('header x key must be a legal header name');
    expect((await bad({ 'x-key': 'a\nb' })).rule).toBe('a legal header value');
    expect((await bad({ 'x-key': 'ā' })).rule).toBe('a legal header value');
    expect((await bad({ 'x-key': 'SECRET\r' })).message).toBe(
      'header x-key must be a legal header value\n\nDetails: No CR, LF, NUL or other control character, nothing beyond U+00FF (the value is not shown).',
    );
    expect(sent).toHaveLength(0);
    await http.request({ method: 'GET', path: '/', headers: { "x-ok!#$%&'*+.^_`|~": 'tab\there ÿ' } });
    expect(sent).toHaveLength(1);
  });

  it('a bad default header rejects every call (never the factory), naming it', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ baseUrl: base, fetch, headers: { 'x-data-api-key': 'key\n' } });
    const error = await http
      .request({ method: 'GET', path: '/' })
      .then(unexpected, (e: unknown) => e as ValidationError);
    expect([error.field, error.rule]).toEqual(['header x-data-api-key', 'a legal header value']);
    expect(sent).toHaveLength(0);
  });

  it('sends userAgent as user-agent outside browsers; keeps a content-type the caller gave', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ baseUrl: base, fetch, userAgent: 'my-app/1.0' });
    await http.request({ method: 'post', path: '/', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(sent[0]).toMatchObject({ method: 'POST', body: '"x"' });
    expect(sent[0]!.headers).toMatchObject({ 'user-agent': 'my-app/1.0', 'content-type': 'text/plain' });
  });

  it('adds a query to a URL that has one with &, and to one without with ?', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ fetch });
    await http.request({ method: 'GET', url: 'https://a.example/x?y=1', query: { z: 2 } });
    await http.request({ method: 'GET', url: 'https://a.example/x', query: { z: 2, w: undefined } });
    await http.request({ method: 'GET', url: 'https://a.example/x', query: {} });
    expect(sent.map((s) => s.url)).toEqual([
      'https://a.example/x?y=1&z=2',
      'https://a.example/x?z=2',
      'https://a.example/x',
    ]);
  });

  it('retries GET, HEAD and OPTIONS by default, not POST, PUT or DELETE', async () => {
    vi.useFakeTimers();
    const tries = async (method: string) => {
      const { fetch, sent } = fakeFetch(text('', 503), new Response(null, { status: 200 }));
      const done = createTransport({ baseUrl: base, fetch })
        .request({ method, path: '/' })
        .catch(() => 'failed');
      await vi.runAllTimersAsync();
      await done;
      return sent.length;
    };
    const counts: Record<string, number> = {};
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE'])
      counts[method] = await tries(method);
    expect(counts).toEqual({ GET: 2, HEAD: 2, OPTIONS: 2, POST: 1, PUT: 1, DELETE: 1 });
  });

  it('retries exactly `retries` times, and only on the retried statuses', async () => {
    vi.useFakeTimers();
    const run = async (status: number, retries: number) => {
      const { fetch, sent } = fakeFetch(text('', status));
      const done = createTransport({ baseUrl: base, fetch, retry: { retries } })
        .request({ method: 'GET', path: '/' })
        .catch(() => 'failed');
      await vi.runAllTimersAsync();
      await done;
      return sent.length;
    };
    expect(await run(500, 2)).toBe(3);
    expect(await run(408, 0)).toBe(1);
    expect(await run(501, 3)).toBe(1);
    expect(await run(404, 3)).toBe(1);
  });
});

describe('createTransport: middleware', () => {
  it('sends what onRequest returns (method, URL, headers, body), and hands onResponse that request', async () => {
    const { fetch, sent } = fakeFetch(json({ ok: true }));
    const urls: string[] = [];
    const http = createTransport({
      baseUrl: base,
      fetch,
      middleware: [
        { onRequest: () => undefined },
        {
          onRequest: ({ request }) =>
            new Request(`${request.url}?signed=1`, {
              method: 'PUT',
              headers: { 'x-signed': 'yes' },
              body: JSON.stringify({ wrapped: true }),
            }),
          onResponse: ({ request }) => {
            urls.push(request.url);
          },
        },
      ],
    });
    await http.request({ method: 'POST', path: '/x', body: { a: 1 } });
    expect(seen(sent)).toEqual([{ url: `${base}/x?signed=1`, method: 'PUT', body: '{"wrapped":true}' }]);
    expect(sent[0]!.headers['x-signed']).toBe('yes');
    expect(urls).toEqual([`${base}/x?signed=1`]);
  });

  it('keeps the body of a request that middleware leaves alone', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ baseUrl: base, fetch, middleware: [{ onResponse: () => undefined }] });
    await http.request({ method: 'POST', path: '/x', body: { a: 1 } });
    expect(seen(sent)).toEqual([{ url: `${base}/x`, method: 'POST', body: '{"a":1}' }]);
  });

  it('onError sees the final error once (after retries), a time-out or a failure before sending too', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const middleware = [
      {
        onError: ({ request, error }: { request: Request; error: SdkError }) => {
          errors.push(`${request.method} ${new URL(request.url).pathname} ${error.name}`);
        },
      },
    ];
    const { fetch } = fakeFetch(text('', 503));
    const retried = createTransport({ baseUrl: base, fetch, middleware, retry: { retries: 2 } })
      .request({ method: 'GET', path: '/a' })
      .catch(() => {});
    await vi.runAllTimersAsync();
    await retried;
    const hung = createTransport({
      baseUrl: base,
      fetch: fakeFetch((s) => hang(s)).fetch,
      middleware,
      timeoutMs: 10,
    })
      .request({ method: 'GET', path: '/b' })
      .catch(() => {});
    await vi.advanceTimersByTimeAsync(10);
    await hung;
    const limited = createTransport({
      baseUrl: base,
      fetch: fakeFetch(hang).fetch,
      middleware,
      maxConcurrency: 1,
    });
    const first = limited.request({ method: 'GET', path: '/c', timeoutMs: 50 }).catch(() => {});
    const queued = limited.request({ method: 'DELETE', path: '/d', timeoutMs: 20 }).catch(() => {});
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all([first, queued]);
    expect(errors).toEqual([
      'GET /a HttpError',
      'GET /b TimeoutError',
      'DELETE /d TimeoutError',
      'GET /c TimeoutError',
    ]);
  });

  it('an error thrown by onRequest reaches the caller unchanged, unretried, and is not an SdkError for onError', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const failure = new Error('signing failed');
    const onError = vi.fn();
    const http = createTransport({
      baseUrl: base,
      fetch,
      middleware: [
        {
          onRequest: () => {
            throw failure;
          },
          onError,
        },
      ],
    });
    await expect(http.request({ method: 'GET', path: '/' })).rejects.toBe(failure);
    expect(sent).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('createTransport: limits', () => {
  it('a Retry-After that lands exactly on the deadline, or past what a timer holds, ends the call at once', async () => {
    vi.useFakeTimers();
    const limited = fakeFetch(json({}, 429, { 'retry-after': '1' }), json({}));
    const atDeadline = createTransport({ baseUrl: base, fetch: limited.fetch, timeoutMs: 1000 })
      .request({ method: 'GET', path: '/' })
      .catch((e: unknown) => e as HttpError);
    await vi.advanceTimersByTimeAsync(0);
    expect(((await atDeadline) as HttpError).status).toBe(429);
    expect(limited.sent).toHaveLength(1);

    const huge = fakeFetch(json({}, 429, { 'retry-after': '99999999' }), json({}));
    const unlimited = createTransport({ baseUrl: base, fetch: huge.fetch, timeoutMs: 0 })
      .request({ method: 'GET', path: '/' })
      .catch((e: unknown) => e as HttpError);
    await vi.advanceTimersByTimeAsync(0);
    expect(((await unlimited) as HttpError).status).toBe(429);
    expect(huge.sent).toHaveLength(1);
  });

  it('a Retry-After shorter than the deadline is waited, then the call tried again', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(json({}, 503, { 'retry-after': '1' }), json({ ok: 1 }));
    const call = createTransport({ baseUrl: base, fetch, timeoutMs: 1001 }).request({
      method: 'GET',
      path: '/',
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).data).toEqual({ ok: 1 });
  });

  it('maxResponseBytes ends a call whose body is larger, not retried, for success and error bodies alike', async () => {
    for (const status of [200, 503]) {
      const { fetch, sent } = fakeFetch(text('0123456789', status));
      const error = await createTransport({ baseUrl: base, fetch, maxResponseBytes: 9 })
        .request({ method: 'GET', path: '/big' })
        .then(unexpected, (e: unknown) => e as SdkError);
      expect(error.shortMessage).toBe(
        `Response body larger than maxResponseBytes (9 bytes): GET ${base}/big`,
      );
      expect(sent).toHaveLength(1);
    }
    const { fetch } = fakeFetch(text('"012345"', 200));
    expect(
      (
        await createTransport({ baseUrl: base, fetch, maxResponseBytes: 8 }).request({
          method: 'GET',
          path: '/',
        })
      ).data,
    ).toBe('012345');
  });

  it('acceptStatus turns a non-2xx answer into a result, and is asked only about non-2xx ones', async () => {
    const { fetch } = fakeFetch(json({ healthy: false }, 503));
    const asked: number[] = [];
    const result = await createTransport({ baseUrl: base, fetch }).request({
      method: 'GET',
      path: '/ext/health',
      acceptStatus: (status) => {
        asked.push(status);
        return status === 503;
      },
    });
    expect([result.status, result.data]).toEqual([503, { healthy: false }]);
    expect(asked).toEqual([503]);
  });
});

describe('createTransport: URLs and credentials', () => {
  it('drops every trailing slash of baseUrl', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    await createTransport({ baseUrl: `${base}//`, fetch }).request({ method: 'GET', path: '/x' });
    expect(sent[0]!.url).toBe(`${base}/x`);
  });

  it('reads an empty user as URL credentials too; an empty user info is none, as new URL reads it', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ fetch });
    await http.request({ method: 'GET', url: 'https://:pw@a.example/x' });
    await http.request({ method: 'GET', url: 'https://@a.example/y' });
    await http.request({ method: 'GET', url: 'https://user@a.example/z' });
    expect(sent.map((s) => [s.url, s.headers.authorization])).toEqual([
      ['https://a.example/x', `Basic ${btoa(':pw')}`],
      ['https://a.example/y', undefined],
      ['https://a.example/z', `Basic ${btoa('user:')}`],
    ]);
  });

  it('a malformed % in baseUrl credentials rejects every call with a ValidationError naming url, before a bad header', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ baseUrl: 'https://us%er:p@a.example', fetch, headers: { 'x-k': 'a\nb' } });
    const error = await http
      .request({ method: 'GET', path: '/' })
      .then(unexpected, (e: unknown) => e as ValidationError);
    expect([error.field, error.rule]).toEqual(['url', 'percent-encoded credentials']);
    expect(error.shortMessage).toBe('url must have its user and password percent-encoded');
    expect(error.details).toBe(
      'A `%` in the user or password of the URL must start a %XX escape (the credentials are not shown).',
    );
    expect(sent).toHaveLength(0);
  });

  it('says how to get past maxResponseBytes', async () => {
    const { fetch } = fakeFetch(text('0123456789'));
    const error = await createTransport({ baseUrl: base, fetch, maxResponseBytes: 5 })
      .request({ method: 'GET', path: '/' })
      .then(unexpected, (e: unknown) => e as SdkError);
    expect(error.details).toBe('The download was stopped; raise maxResponseBytes to accept larger answers.');
  });

  it('keeps an error body that is a bare number or word as text', async () => {
    const { fetch } = fakeFetch(text('503', 400), text('null', 400));
    const http = createTransport({ baseUrl: base, fetch });
    for (const body of ['503', 'null']) {
      const error = await http
        .request({ method: 'GET', path: '/' })
        .then(unexpected, (e: unknown) => e as HttpError);
      expect(error.body).toBe(body);
    }
  });
});
