import { createDeadline, sleep } from '@pkg/core';

/** Options of {@link waitFor}. */
export interface WaitForOptions {
  /** Give up after this long, in ms. @default 30_000 */
  timeoutMs?: number;
  /** Pause between tries, in ms. @default 200 */
  intervalMs?: number;
}

/**
 * Calls `read` until `done(value)` holds, then returns that value; rejects naming `what` and the last
 * value seen once `timeoutMs` has passed. Bounded polling: a single-node local network builds a
 * block only when a transaction arrives, so how soon is not asserted, only that it happens.
 */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 200 }: WaitForOptions = {},
): Promise<T> {
  let last: T | undefined;
  const deadline = createDeadline({
    timeoutMs,
    timeoutError: () =>
      new Error(`${what}: not reached within ${timeoutMs} ms (last: ${JSON.stringify(last)})`),
  });
  try {
    for (;;) {
      last = await read();
      if (done(last)) return last;
      deadline.throwIfEnded();
      await sleep(Math.min(intervalMs, deadline.remaining())); // one last read at the deadline
    }
  } finally {
    deadline.clear();
  }
}
