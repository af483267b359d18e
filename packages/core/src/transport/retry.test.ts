import { describe, expect, it } from 'vitest';
import { sleep } from '../utils/sleep.js';
import { backoffDelay, parseRetryAfter, retryDelay } from './retry.js';

const options = { retries: 3, minDelayMs: 250, maxDelayMs: 8000 };

describe('backoffDelay', () => {
  it('draws from [0, min(max, min * 2^attempt)) (full jitter)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, options, () => 0.999999))).toEqual([
      249, 499, 999, 1999, 3999, 7999, 7999,
    ]);
    expect(backoffDelay(3, options, () => 0)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads delta seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
  });
  it('reads an HTTP date, never below zero', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});

describe('sleep', () => {
  it('rejects with the abort reason', async () => {
    const controller = new AbortController();
    const pending = sleep(60_000, controller.signal);
    controller.abort('stop');
    await expect(pending).rejects.toBe('stop');
    await expect(sleep(1, AbortSignal.abort('already'))).rejects.toBe('already');
  });
});

describe('retryDelay', () => {
  const policy = { retries: 2, minDelayMs: 100, maxDelayMs: 100, maxRetryAfterMs: 1000 };
  it('no delay once the retries are spent', () => {
    expect(retryDelay(policy, 2, 10, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(retryDelay(policy, 1, 10, Number.POSITIVE_INFINITY)).toBe(10);
  });
  it('Retry-After when given, else the backoff (below maxDelayMs)', () => {
    expect(retryDelay(policy, 0, 700, Number.POSITIVE_INFINITY)).toBe(700);
    const backoff = retryDelay(policy, 0, undefined, Number.POSITIVE_INFINITY)!;
    expect(backoff).toBeGreaterThanOrEqual(0);
    expect(backoff).toBeLessThan(100);
  });
  it('no delay longer than maxRetryAfterMs, or reaching the deadline', () => {
    expect(retryDelay(policy, 0, 1001, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(retryDelay(policy, 0, 1000, Number.POSITIVE_INFINITY)).toBe(1000);
    expect(retryDelay(policy, 0, 500, 500)).toBeUndefined();
    expect(retryDelay(policy, 0, 499, 500)).toBe(499);
  });
});
