/** A counting semaphore: at most `max` holders; the rest wait in order. */
export interface Limiter {
  /** Resolves once a slot is free (at once when one is), or rejects with the signal's reason when it aborts first. */
  acquire(signal?: AbortSignal): Promise<void> | undefined;
  /** Frees a slot taken by `acquire`. */
  release(): void;
}

interface Waiter {
  resolve(): void;
  reject(reason: unknown): void;
  signal?: AbortSignal | undefined;
  onAbort?: () => void;
}

/** Creates a limiter of `max` slots (Infinity or 0: no limit). `acquire` returns undefined when a slot is free now. */
export function createLimiter(max: number): Limiter {
  const unlimited = !(max > 0) || max === Number.POSITIVE_INFINITY;
  let active = 0;
  const queue: Waiter[] = [];
  let head = 0;
  return {
    acquire(signal) {
      if (unlimited) return undefined;
      if (active < max && head === queue.length) {
        active++;
        return undefined;
      }
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const waiter: Waiter = { resolve, reject, signal };
        if (signal) {
          waiter.onAbort = () => {
            const index = queue.indexOf(waiter, head);
            if (index >= 0) queue.splice(index, 1);
            reject(signal.reason);
          };
          signal.addEventListener('abort', waiter.onAbort, { once: true });
        }
        queue.push(waiter);
      });
    },
    release() {
      if (unlimited) return;
      const next = queue[head];
      if (next) {
        queue[head++] = undefined as unknown as Waiter;
        if (head > 1024 && head * 2 > queue.length) {
          queue.splice(0, head);
          head = 0;
        }
        if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort);
        next.resolve(); // the slot passes to the next waiter: active stays the same
      } else {
        active--;
      }
    },
  };
}
