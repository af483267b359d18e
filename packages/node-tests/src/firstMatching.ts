import { createDeadline } from '@pkg/core';
import type { Subscription } from '@pkg/evm/ws';

/**
 * The first notification of `sub` that `match` accepts. Ends the subscription (leaving the loop
 * unsubscribes) and rejects, naming `what`, once `waitMs` has passed without one or the subscription ends.
 */
export async function firstMatching<T>(
  sub: Subscription<T>,
  match: (value: T) => boolean,
  what: string,
  waitMs = 30_000,
): Promise<T> {
  const deadline = createDeadline({
    timeoutMs: waitMs,
    timeoutError: () => new Error(`${what}: nothing within ${waitMs} ms`),
  });
  deadline.onEnd(() => void sub.unsubscribe());
  try {
    for await (const value of sub) if (match(value)) return value;
  } finally {
    deadline.clear();
  }
  throw deadline.timedOut ? deadline.reason : new Error(`${what}: the subscription ended`);
}
