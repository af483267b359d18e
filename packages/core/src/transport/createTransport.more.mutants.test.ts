// More of what users of the HTTP transport rely on, pinned where a fresh mutation run (issue 18) found no test noticing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, hang, json, text } from '../../test/fakeFetch.js';
import type { HttpError } from '../errors/HttpError.js';
import type { SdkError } from '../errors/SdkError.js';
import type { ValidationError } from '../errors/ValidationError.js';
import type { Answer } from './answer.js';
import { createTransport } from './createTransport.js';

const base = 'https://glacier-api.avax.network';

/** For a promise expected to reject: its resolution fails the test. */
const unexpected = (): never => {
  throw new Error('expected a rejection');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('createTransport: what errors say', () => {
  it('a header name is legal only when every character of it is', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ baseUrl: base, fetch });
    for (const name of ['@x-key', 'x-key@']) {
      const error = await http
        .request({ method: 'GET', path: '/', headers: { [name]: 'v' } })
        .then(unexpected, (e: unknown) => e as ValidationError);
      expect([error.field, error.rule]).toEqual([`header ${name}`, 'a legal header name']);
    }
    const error = await http
      .request({ method: 'GET', path: '/', headers: { 'x-key': 'a\u0000b' } })
      .then(unexpected, (e: unknown) => e as ValidationError);
    expect(error.details).toBe(
      'No CR, LF, NUL or other control character, nothing beyond U+00FF (the value is not shown).',
    );
    expect(sent).toHaveLength(0);
  });

  it('a redirect not followed says why', async () => {
    // a browser's answer to redirect: 'manual' is an opaque redirect (status 0, no Location)
    const opaque = () => {
      const response = new Response(null, { status: 200 });
      Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
      return response;
    };
    const scheme = () => new Response(null, { status: 302, headers: { location: 'ftp://files.example/x' } });
    for (const [answer, details] of [
      [opaque, 'Browsers hide redirect targets from scripts.'],
      [scheme, 'Only http: and https: redirects (301, 302, 303, 307, 308) are followed.'],
    ] as const) {
      const fetch = (async () => answer()) as typeof globalThis.fetch;
      const error = await createTransport({ baseUrl: base, fetch, retry: false })
        .request({ method: 'GET', path: '/x' })
        .then(unexpected, (e: unknown) => e as SdkError);
      expect(error.details).toBe(details);
    }
  });
});

describe('createTransport: retries', () => {
  it('a Retry-After of exactly the longest wait a timer holds is waited when maxRetryAfterMs allows, then the call tried again', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, sent } = fakeFetch(json({}, 503, { 'retry-after': '2147483.647' }), json({ ok: 1 }));
      const retry = { maxRetryAfterMs: Number.POSITIVE_INFINITY };
      const call = createTransport({ baseUrl: base, fetch, timeoutMs: 0, retry }).request({
        method: 'GET',
        path: '/',
      });
      await vi.advanceTimersByTimeAsync(2 ** 31 - 2);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await call).data).toEqual({ ok: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createTransport: error bodies', () => {
  it('reads a JSON error body that starts with white space as JSON', async () => {
    const { fetch } = fakeFetch(text('\n  {"message":"no such chain"}', 404));
    const error = await createTransport({ baseUrl: base, fetch })
      .request({ method: 'GET', path: '/' })
      .then(unexpected, (e: unknown) => e as HttpError);
    expect(error.body).toEqual({ message: 'no such chain' });
  });
});

describe('createTransport: URLs', () => {
  it('a URL without credentials sends no authorization header', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const http = createTransport({ baseUrl: `${base}/v1`, fetch });
    await http.request({ method: 'GET', path: '/x' });
    await http.request({ method: 'GET', url: 'https://user.example:8443/y?u=a@b' });
    expect(sent.map((s) => [s.url, s.headers.authorization])).toEqual([
      [`${base}/v1/x`, undefined],
      ['https://user.example:8443/y?u=a@b', undefined],
    ]);
  });

  it('a request without a path goes to baseUrl itself', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    await createTransport({ baseUrl: `${base}/ext/bc/C/rpc`, fetch }).request({ method: 'POST', body: {} });
    expect(sent[0]!.url).toBe(`${base}/ext/bc/C/rpc`);
  });
});

describe('createTransport: concurrency', () => {
  it('a call aborted while it waits for a slot does not free a slot it never had', async () => {
    const { fetch, sent } = fakeFetch(hang);
    const http = createTransport({ baseUrl: base, fetch, maxConcurrency: 1, retry: false });
    const first = new AbortController();
    const calls = [http.request({ method: 'GET', path: '/1', signal: first.signal }).catch(() => 'aborted')];
    const waiting = new AbortController();
    calls.push(http.request({ method: 'GET', path: '/2', signal: waiting.signal }).catch(() => 'aborted'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    waiting.abort();
    await calls[1];
    const third = new AbortController();
    calls.push(http.request({ method: 'GET', path: '/3', signal: third.signal }).catch(() => 'aborted'));
    // /1 still holds the only slot: /3 waits
    for (let i = 0; i < 20; i++) await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.map((s) => s.url)).toEqual([`${base}/1`]);
    first.abort();
    await vi.waitFor(() => expect(sent.map((s) => s.url)).toEqual([`${base}/1`, `${base}/3`]));
    third.abort();
    expect(await Promise.all(calls)).toEqual(['aborted', 'aborted', 'aborted']);
  });
});

describe('createTransport: the send option (the port)', () => {
  /** A port answering every request itself, recording the URLs, and the fetch it stands in for. */
  function port() {
    const { fetch, sent } = fakeFetch(json({ via: 'fetch' }));
    const urls: string[] = [];
    const send = async (url: string): Promise<Answer> => {
      urls.push(url);
      const body = '{"via":"port"}';
      return {
        status: 200,
        statusText: 'OK',
        get response() {
          return new Response(body, { status: 200 });
        },
        header: () => null,
        headers: () => new Headers(),
        cancel: () => {},
        read: async () => body,
      } as unknown as Answer;
    };
    return { fetch, sent, send, urls };
  }

  it('sends every request through `send` (fetch not read), with middleware too: onResponse sees its Response', async () => {
    const plain = port();
    const a = await createTransport({ baseUrl: base, fetch: plain.fetch, send: plain.send }).request({
      method: 'GET',
      path: '/a',
    });
    expect([a.data, plain.urls, plain.sent]).toEqual([{ via: 'port' }, [`${base}/a`], []]);

    const hooked = port();
    const statuses: number[] = [];
    const b = await createTransport({
      baseUrl: base,
      fetch: hooked.fetch,
      send: hooked.send,
      middleware: [{ onResponse: ({ response }) => void statuses.push(response.status) }],
    }).request({ method: 'GET', path: '/b' });
    expect([b.data, hooked.urls, hooked.sent.length, statuses]).toEqual([
      { via: 'port' },
      [`${base}/b`],
      0,
      [200],
    ]);
  });

  it('a fetch carrying a `send` property is only a fetch: nothing rides on it', async () => {
    const { fetch, sent, send, urls } = port();
    const result = await createTransport({ baseUrl: base, fetch: Object.assign(fetch, { send }) }).request({
      method: 'GET',
      path: '/c',
    });
    expect([result.data, urls, sent.length]).toEqual([{ via: 'fetch' }, [], 1]);
  });
});

describe('createTransport: in a browser', () => {
  it('sends no userAgent header in a browser (it sets its own; a custom header needs a preflight a node refuses)', async () => {
    vi.stubGlobal('document', {});
    vi.resetModules();
    const { createTransport: inBrowser } = await import('./createTransport.js');
    const { fetch, sent } = fakeFetch(json({}));
    await inBrowser({ baseUrl: base, fetch, userAgent: 'my-app/1.0' }).request({ method: 'GET', path: '/' });
    expect(sent[0]!.headers['x-client-name']).toBeUndefined();
    expect(sent[0]!.headers['user-agent']).toBeUndefined();
  });

  it('in a web worker (no document, but importScripts) too', async () => {
    vi.stubGlobal('importScripts', () => {});
    vi.resetModules();
    const { createTransport: inWorker } = await import('./createTransport.js');
    const { fetch, sent } = fakeFetch(json({}));
    await inWorker({ baseUrl: base, fetch, userAgent: 'my-app/1.0' }).request({ method: 'GET', path: '/' });
    expect(sent[0]!.headers['x-client-name']).toBeUndefined();
    expect(sent[0]!.headers['user-agent']).toBeUndefined();
  });
});
