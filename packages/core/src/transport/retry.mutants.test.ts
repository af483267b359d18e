import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxTimerMs } from '../utils/createDeadline.js';
import { sleep } from '../utils/sleep.js';
import { backoffDelay, parseRetryAfter, retryStatuses } from './retry.js';

// Pinned here too: Stryker's sandbox cannot run retryStatuses.test.ts (it reads the repo's READMEs by path).
describe('retryStatuses', () => {
  it('is exactly 408, 429, 500, 502, 503 and 504', () => {
    expect([...retryStatuses]).toEqual([408, 429, 500, 502, 503, 504]);
  });
});

describe('sleep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the time given (a negative one as 0, a huge one as the longest a timer holds), then lets go of the signal', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    let done = false;
    const pending = sleep(100, controller.signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
    await Promise.all([sleep(-5), vi.advanceTimersByTimeAsync(0)]);
    let long = false;
    void sleep(maxTimerMs + 1000).then(() => {
      long = true;
    });
    await vi.advanceTimersByTimeAsync(maxTimerMs - 1);
    expect(long).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(long).toBe(true);
  });

  it('an abort during the wait ends it with the reason and clears its timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const pending = sleep(1000, controller.signal).catch((e: unknown) => e);
    controller.abort('stop');
    expect(await pending).toBe('stop');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('parseRetryAfter and backoffDelay', () => {
  it('reads fractional seconds exactly, and uses now to count an HTTP date', () => {
    expect(parseRetryAfter('0.25', 0)).toBe(250);
    expect(parseRetryAfter('1.', 0)).toBeUndefined();
    expect(parseRetryAfter('1e3', 0)).toBeUndefined();
    expect(parseRetryAfter('   ', 0)).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
    const at = Date.parse('Thu, 01 Jan 2026 00:01:00 GMT');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', at - 5000)).toBe(5000);
    expect(typeof parseRetryAfter('Thu, 01 Jan 2099 00:01:00 GMT')).toBe('number');
  });

  it('backoffDelay uses Math.random by default, below its ceiling', () => {
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(backoffDelay(1, { retries: 3, minDelayMs: 100, maxDelayMs: 1000 })).toBe(100);
    spy.mockRestore();
  });
});
