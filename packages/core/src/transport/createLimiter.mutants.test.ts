// The concurrency limit users rely on (maxConcurrency), pinned where mutation testing (issue 18) found no test.
import { describe, expect, it, vi } from 'vitest';
import { createDeadline } from '../utils/createDeadline.js';
import { createLimiter } from './createLimiter.js';

/** A deadline ended only by `signal` (no time limit). */
const until = (signal: AbortSignal) => createDeadline({ signals: [signal], timeoutError: () => 'late' });

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('createLimiter', () => {
  it('0, a negative number, NaN or Infinity mean no limit', () => {
    for (const max of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const limiter = createLimiter(max);
      for (let i = 0; i < 100; i++) expect(limiter.acquire()).toBeUndefined();
      limiter.release();
    }
  });

  it('hands out max slots at once, then queues in order, passing each freed slot to the next', async () => {
    const limiter = createLimiter(2);
    expect(limiter.acquire()).toBeUndefined();
    expect(limiter.acquire()).toBeUndefined();
    const order: number[] = [];
    const waiting = [1, 2, 3].map((n) => limiter.acquire()!.then(() => order.push(n)));
    await flush();
    expect(order).toEqual([]);
    limiter.release();
    await flush();
    expect(order).toEqual([1]);
    limiter.release();
    limiter.release();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
    // two holders are left (waiters 2 and 3): once both release, two callers get a slot at once, a third waits
    limiter.release();
    limiter.release();
    expect(limiter.acquire()).toBeUndefined();
    expect(limiter.acquire()).toBeUndefined();
    expect(limiter.acquire()).toBeInstanceOf(Promise);
  });

  it('a caller that aborts while queued leaves the queue: the freed slot goes to the next one', async () => {
    const limiter = createLimiter(1);
    limiter.acquire();
    const controller = new AbortController();
    const order: string[] = [];
    const gone = limiter.acquire(until(controller.signal))!.then(
      () => order.push('gone got a slot'),
      (reason: unknown) => order.push(`gone: ${reason}`),
    );
    const next = limiter.acquire()!.then(() => order.push('next'));
    controller.abort('stop');
    await gone;
    limiter.release();
    await next;
    expect(order).toEqual(['gone: stop', 'next']);
    await expect(limiter.acquire(until(AbortSignal.abort('already')))).rejects.toBe('already');
  });

  it('keeps the order of thousands of waiters', async () => {
    const limiter = createLimiter(1);
    limiter.acquire();
    const order: number[] = [];
    const all = Array.from({ length: 3000 }, (_, n) => limiter.acquire()!.then(() => order.push(n)));
    for (let i = 0; i < 3000; i++) {
      limiter.release();
      await flush();
    }
    await Promise.all(all);
    expect(order).toEqual(Array.from({ length: 3000 }, (_, n) => n));
    const late = limiter.acquire();
    expect(late).toBeInstanceOf(Promise);
    limiter.release();
    await late;
  });

  it('a waiter that got its slot no longer listens to its signal', async () => {
    const limiter = createLimiter(1);
    limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(until(controller.signal))!;
    limiter.release();
    await waiting;
    controller.abort('late');
    // the slot is held: a new caller must wait, and the late abort freed nothing
    expect(limiter.acquire()).toBeInstanceOf(Promise);
  });

  it("a waiter whose deadline's time runs out leaves the queue with the timeout error", async () => {
    vi.useFakeTimers();
    try {
      const limiter = createLimiter(1);
      limiter.acquire();
      const deadline = createDeadline({ timeoutMs: 50, timeoutError: () => new Error('timed out') });
      const waiting = limiter.acquire(deadline)!;
      const next = limiter.acquire()!;
      vi.advanceTimersByTime(50);
      await expect(waiting).rejects.toThrow('timed out');
      limiter.release();
      await next; // the slot went past the timed-out waiter to the next one
    } finally {
      vi.useRealTimers();
    }
  });
});
