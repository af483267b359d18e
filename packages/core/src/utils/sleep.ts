import { maxTimerMs } from './createDeadline.js';
import { onAbort } from './onAbort.js';

/**
 * Resolves after `ms` (at most 2^31 - 1), or rejects with the signal's reason when it aborts first (a deadline's
 * `signal`: the sleep ends with the deadline's TimeoutError). Core's one sleep: the retry backoff, @pkg/txs's
 * polls, the WebSocket reconnects and the test helpers wait with it.
 *
 * @example
 * import { sleep } from '@pkg/core';
 * await sleep(250, AbortSignal.timeout(1_000));
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  const wait = Math.min(Math.max(0, ms), maxTimerMs);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const off = signal
      ? onAbort(signal, () => {
          clearTimeout(timer);
          reject(signal.reason);
        })
      : undefined;
    const timer = setTimeout(() => {
      off?.();
      resolve();
    }, wait);
  });
}
