import { createDeadline } from '@pkg/core';

/** Resolves as `promise` does, or rejects naming `what` once `ms` have passed (the promise itself is not stopped). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  const deadline = createDeadline({
    timeoutMs: ms,
    timeoutError: () => new Error(`${what}: no end after ${ms} ms`),
  });
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => deadline.onEnd(reject))]);
  } finally {
    deadline.clear();
  }
}
