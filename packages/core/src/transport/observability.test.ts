// What a user sees of retries (issue 15, item 8): the onRetry hook, the try number given to middleware, and
// the number of tries on the error a call ends with.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionRefused, fakeFetch, hang, json, text } from '../../test/fakeFetch.js';
import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { RateLimitError } from '../errors/RateLimitError.js';
import type { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createJsonRpcTransport } from '../jsonrpc/createJsonRpcTransport.js';
import { createTransport } from './createTransport.js';
import type { RetryInfo } from './retry.js';

const base = 'https://user:pw@glacier-api.avax.network';
const shown = 'https://glacier-api.avax.network';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs a call to its end with fake timers, giving what it resolved or rejected with. */
async function settle<T>(call: Promise<T>): Promise<T | SdkError> {
  const result = call.catch((e: SdkError) => e);
  await vi.runAllTimersAsync();
  return result;
}

describe('retry.onRetry', () => {
  it('is told of each retry before its wait, without secrets, and not after the last try', async () => {
    const { fetch, sent } = fakeFetch(
      text('busy', 503),
      json({ message: 'slow down' }, 429, { 'retry-after': '2' }),
      connectionRefused(),
      json('ok'),
    );
    const seen: (Omit<RetryInfo, 'error'> & { error: string; sentSoFar: number })[] = [];
    const http = createTransport({
      baseUrl: base,
      fetch,
      headers: { 'x-api-key': 'k-secret' },
      retry: {
        onRetry: ({ error, ...info }) => seen.push({ ...info, error: error.name, sentSoFar: sent.length }),
      },
    });
    const result = await settle(
      http.request({ method: 'GET', path: '/v1/chains', query: { apiKey: 'q-secret' } }),
    );
    expect((result as { data: unknown }).data).toBe('ok');
    const url = `${shown}/v1/chains?apiKey=***`;
    expect(seen).toEqual([
      { attempt: 1, delayMs: 125, status: 503, error: 'HttpError', method: 'GET', url, sentSoFar: 1 },
      { attempt: 2, delayMs: 2000, status: 429, error: 'RateLimitError', method: 'GET', url, sentSoFar: 2 },
      {
        attempt: 3,
        delayMs: 500,
        status: undefined,
        error: 'NetworkError',
        method: 'GET',
        url,
        sentSoFar: 3,
      },
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/secret|pw/);
  });

  it('is not called when the call is not retried (retries 0, a POST, a 404), nor after the last try', async () => {
    const onRetry = vi.fn();
    const { fetch, sent } = fakeFetch(text('busy', 503));
    const http = createTransport({ baseUrl: base, fetch, retry: { retries: 1, onRetry } });
    await settle(http.request({ method: 'POST', path: '/a', body: {} }));
    await settle(http.request({ method: 'GET', path: '/a' }));
    expect(sent).toHaveLength(3);
    expect(onRetry).toHaveBeenCalledTimes(1);
    const none = createTransport({
      baseUrl: base,
      fetch: fakeFetch(text('', 404)).fetch,
      retry: { onRetry },
    });
    await settle(none.request({ method: 'GET', path: '/a' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a hook that throws ends the call with its error, and nothing more is sent', async () => {
    const { fetch, sent } = fakeFetch(text('busy', 503), json('ok'));
    const oops = new Error('hook failed');
    const http = createTransport({
      baseUrl: base,
      fetch,
      retry: {
        onRetry: () => {
          throw oops;
        },
      },
    });
    expect(await settle(http.request({ method: 'GET', path: '/a' }))).toBe(oops);
    expect(sent).toHaveLength(1);
    expect(oops).not.toHaveProperty('attempts');
    const bare = createTransport({
      baseUrl: base,
      fetch: fakeFetch(text('busy', 503)).fetch,
      retry: {
        onRetry: () => {
          throw undefined;
        },
      },
    });
    expect(await settle(bare.request({ method: 'GET', path: '/a' }))).toBeUndefined();
  });
});

describe('the error a call ends with counts its tries', () => {
  it('after retries: `attempts` and "after N tries" in the message, for HttpError and RateLimitError', async () => {
    const http = createTransport({ baseUrl: base, fetch: fakeFetch(text('busy', 503)).fetch });
    const error = (await settle(http.request({ method: 'GET', path: '/a' }))) as HttpError;
    expect(HttpError.isInstance(error)).toBe(true);
    expect(error.attempts).toBe(4);
    expect(error.status).toBe(503);
    expect(error.shortMessage).toBe(`HTTP 503 from GET ${shown}/a after 4 tries`);
    expect(error.message).toBe(`HTTP 503 from GET ${shown}/a after 4 tries\n\nDetails: busy`);
    expect(error.toJSON()).toMatchObject({ attempts: 4, status: 503 });

    const limited = createTransport({
      baseUrl: base,
      fetch: fakeFetch(json({}, 429, { 'retry-after': '1' })).fetch,
      retry: { retries: 1 },
    });
    const rate = (await settle(limited.request({ method: 'GET', path: '/b' }))) as RateLimitError;
    expect(RateLimitError.isInstance(rate)).toBe(true);
    expect(rate).toMatchObject({ attempts: 2, retryAfterMs: 1000 });
    expect(rate.shortMessage).toBe(`Rate limited (HTTP 429) by GET ${shown}/b after 2 tries`);
  });

  it('a NetworkError after retries, and a status not retried after a retried one', async () => {
    const down = createTransport({
      baseUrl: base,
      fetch: fakeFetch(connectionRefused()).fetch,
      retry: { retries: 2 },
    });
    const network = (await settle(down.request({ method: 'GET', path: '/a' }))) as NetworkError;
    expect(NetworkError.isInstance(network)).toBe(true);
    expect(network.attempts).toBe(3);
    expect(network.shortMessage).toBe(`Network error: GET ${shown}/a after 3 tries`);

    const mixed = createTransport({ baseUrl: base, fetch: fakeFetch(text('', 502), text('', 404)).fetch });
    const notFound = (await settle(mixed.request({ method: 'GET', path: '/a' }))) as HttpError;
    expect(notFound).toMatchObject({ status: 404, attempts: 2 });
    expect(notFound.shortMessage).toBe(`HTTP 404 from GET ${shown}/a after 2 tries`);
  });

  it('one try: `attempts` is 1 and the message is unchanged', async () => {
    const http = createTransport({ baseUrl: base, fetch: fakeFetch(text('', 503)).fetch, retry: false });
    const error = (await settle(http.request({ method: 'GET', path: '/a' }))) as HttpError;
    expect(error.attempts).toBe(1);
    expect(error.shortMessage).toBe(`HTTP 503 from GET ${shown}/a`);
    const post = createTransport({ baseUrl: base, fetch: fakeFetch(connectionRefused()).fetch });
    const refused = (await settle(post.request({ method: 'POST', path: '/a', body: 1 }))) as NetworkError;
    expect(refused.attempts).toBe(1);
    expect(refused.shortMessage).toBe(`Network error: POST ${shown}/a`);
  });

  it('a time limit that ends the call counts the tries made, and 0 when none was sent', async () => {
    const { fetch } = fakeFetch(text('', 503), hang);
    const http = createTransport({ baseUrl: base, fetch, timeoutMs: 1000 });
    const error = (await settle(http.request({ method: 'GET', path: '/a' }))) as TimeoutError;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(error.attempts).toBe(2);
    expect(error.shortMessage).toBe(`Timed out after 1000 ms: GET ${shown}/a after 2 tries`);

    const busy = createTransport({ baseUrl: base, fetch: fakeFetch(hang).fetch, maxConcurrency: 1 });
    void busy.request({ method: 'GET', path: '/first' }).catch(() => {});
    const queued = (await settle(
      busy.request({ method: 'GET', path: '/a', timeoutMs: 500 }),
    )) as TimeoutError;
    expect(TimeoutError.isInstance(queued)).toBe(true);
    expect(queued.attempts).toBe(0);
    expect(queued.shortMessage).toBe(`Timed out after 500 ms: GET ${shown}/a`);
  });

  it('an abort reason of the caller is passed through untouched', async () => {
    const controller = new AbortController();
    const reason = new TimeoutError({ timeoutMs: 1, url: 'https://example.test/' });
    const http = createTransport({ baseUrl: base, fetch: fakeFetch(hang).fetch });
    const call = http.request({ method: 'GET', path: '/a', signal: controller.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(reason);
    const error = await call;
    expect(error).toBe(reason);
    expect(reason.attempts).toBeUndefined();
  });

  it("a caller's abort reason stays untouched when the time limit also runs out while a hook holds the call", async () => {
    const controller = new AbortController();
    const stop = new Error('stop');
    const http = createTransport({
      baseUrl: base,
      fetch: fakeFetch(hang).fetch,
      timeoutMs: 1000,
      middleware: [{ onRequest: () => new Promise<undefined>((resolve) => setTimeout(resolve, 2000)) }],
    });
    const call = http.request({ method: 'GET', path: '/a', signal: controller.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(stop);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await call).toBe(stop);
    expect(stop).not.toHaveProperty('attempts');
  });

  it('a JSON-RPC read keeps the count, with the method named', async () => {
    const rpc = createJsonRpcTransport({ fetch: fakeFetch(text('', 502)).fetch, retry: { retries: 1 } });
    const error = (await settle(
      rpc.call('https://node.example/ext/bc/C/rpc', 'eth_blockNumber'),
    )) as HttpError;
    expect(error.attempts).toBe(2);
    expect(error.shortMessage).toBe(
      'HTTP 502 from POST https://node.example/ext/bc/C/rpc after 2 tries (JSON-RPC eth_blockNumber)',
    );
  });
});

describe('middleware sees the try number', () => {
  it('onRequest and onResponse get attempt 1, 2, ...; onError gets the error with its attempts', async () => {
    const { fetch } = fakeFetch(text('', 503));
    const log: string[] = [];
    const http = createTransport({
      baseUrl: base,
      fetch,
      retry: { retries: 2 },
      middleware: [
        {
          onRequest: ({ attempt }) => {
            log.push(`request ${attempt}`);
          },
          onResponse: ({ attempt, response }) => {
            log.push(`response ${attempt} ${response.status}`);
          },
          onError: ({ error }) => {
            log.push(`error after ${(error as HttpError).attempts}`);
          },
        },
      ],
    });
    await settle(http.request({ method: 'GET', path: '/a' }));
    expect(log).toEqual([
      'request 1',
      'response 1 503',
      'request 2',
      'response 2 503',
      'request 3',
      'response 3 503',
      'error after 3',
    ]);
  });
});
