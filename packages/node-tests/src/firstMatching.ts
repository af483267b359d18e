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
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void sub.unsubscribe();
  }, waitMs);
  try {
    for await (const value of sub) if (match(value)) return value;
  } finally {
    clearTimeout(timer);
  }
  throw new Error(timedOut ? `${what}: nothing within ${waitMs} ms` : `${what}: the subscription ended`);
}
