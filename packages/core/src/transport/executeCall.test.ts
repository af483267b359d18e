import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors/HttpError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createDeadlineShare } from '../utils/createDeadline.js';
import { type Answer, fromResponse, type Send } from './answer.js';
import { createLimiter } from './createLimiter.js';
import { secretHeaderSet } from './dropSecrets.js';
import { type CallParts, executeCall } from './executeCall.js';

const exchange = { url: 'https://api.example/x', method: 'GET', headers: {} };
const status = (code: number, headers: Record<string, string> = {}) =>
  fromResponse(new Response(code === 204 ? null : '{}', { status: code, headers }));

function parts(send: Send, more: Partial<CallParts> = {}): CallParts {
  return {
    send,
    limiter: createLimiter(Number.POSITIVE_INFINITY),
    retry: { retries: 2, minDelayMs: 10, maxDelayMs: 10, maxRetryAfterMs: 60_000 },
    middleware: [],
    secret: secretHeaderSet(),
    maxBytes: 1000,
    json: { maxDepth: 10 },
    timeoutMs: 0,
    signal: undefined,
    share: createDeadlineShare(),
    ...more,
  };
}

const sequence = (...answers: Answer[]) => vi.fn<Send>(async () => answers.shift()!);

describe('executeCall', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a safe call answered 503 and resolves the next 2xx with its body', async () => {
    const send = sequence(status(503), status(200));
    const onRetry = vi.fn();
    const call = executeCall(
      parts(send, {
        retry: { retries: 2, minDelayMs: 10, maxDelayMs: 10, maxRetryAfterMs: 60_000, onRetry },
      }),
      exchange,
      { idempotent: true },
    );
    await vi.advanceTimersByTimeAsync(20);
    const reply = await call;
    expect(reply.answer.status).toBe(200);
    expect(reply.text).toBe('{}');
    expect(send).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1, status: 503 }));
  });

  it('never sends a call that is not idempotent twice: its 503 is the error, with attempts 1', async () => {
    const send = sequence(status(503), status(200));
    const error = await executeCall(parts(send), exchange, { idempotent: false }).catch((e) => e);
    expect(HttpError.isInstance(error)).toBe(true);
    expect(error.attempts).toBe(1);
    expect(send).toHaveBeenCalledOnce();
  });

  it('honours Retry-After, but not one past the deadline: the 429 comes back at once', async () => {
    const send = sequence(status(429, { 'retry-after': '5' }), status(200));
    const error = await executeCall(parts(send, { timeoutMs: 1000 }), exchange, { idempotent: true }).catch(
      (e) => e,
    );
    expect(error.status).toBe(429);
    expect(send).toHaveBeenCalledOnce();
  });

  it('ends with a TimeoutError (attempts counted) when the whole call outlasts its timeoutMs', async () => {
    const send = vi.fn<Send>(
      (_url, init) =>
        new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))),
    );
    const call = executeCall(parts(send, { timeoutMs: 50 }), exchange, { idempotent: true }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(50);
    const error = await call;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(error.timeoutMs).toBe(50);
    expect(error.attempts).toBe(1);
  });

  it("the call's timeoutMs wins over the transport's; the transport's and the call's signals both end it", async () => {
    const hang = vi.fn<Send>(
      (_url, init) =>
        new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))),
    );
    const quick = executeCall(parts(hang, { timeoutMs: 10_000 }), exchange, {
      idempotent: true,
      timeoutMs: 5,
    });
    const caught = quick.catch((e) => e);
    await vi.advanceTimersByTimeAsync(5);
    expect((await caught).timeoutMs).toBe(5);
    const transport = new AbortController();
    const byTransport = executeCall(parts(hang, { signal: transport.signal }), exchange, {
      idempotent: true,
    }).catch((e) => e);
    transport.abort('transport gone');
    expect(await byTransport).toBe('transport gone');
    const mine = new AbortController();
    const byCall = executeCall(parts(hang), exchange, { idempotent: true, signal: mine.signal }).catch(
      (e) => e,
    );
    mine.abort('caller gone');
    expect(await byCall).toBe('caller gone');
  });

  it('accepts a non-2xx status the call accepts; holds a slot of the limit per try and frees it', async () => {
    const limiter = createLimiter(1);
    const send = sequence(status(503));
    const reply = await executeCall(parts(send, { limiter }), exchange, {
      idempotent: true,
      acceptStatus: (s) => s === 503,
    });
    expect(reply.answer.status).toBe(503);
    expect(limiter.acquire()).toBeUndefined(); // the slot was given back
  });
});
