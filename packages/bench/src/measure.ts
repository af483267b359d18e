/** Timing loops: sequential and at a fixed concurrency, in µs per call. */
import type { Call } from './cases.ts';

/** Runs `n` calls one after another; returns µs per call. */
export async function timeSequential(call: Call, n: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await call();
  return Number(process.hrtime.bigint() - start) / 1000 / n;
}

/** Runs `n` calls with `concurrency` of them in flight at all times; returns µs per call (wall clock / n). */
export async function timeConcurrent(call: Call, n: number, concurrency: number): Promise<number> {
  let left = n;
  const worker = async () => {
    while (left > 0) {
      left--;
      await call();
    }
  };
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  return Number(process.hrtime.bigint() - start) / 1000 / n;
}

/** Starts `n` calls at once (same tick) and waits for all; returns total milliseconds. */
export async function timeBurst(call: Call, n: number): Promise<number> {
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: n }, () => call()));
  return Number(process.hrtime.bigint() - start) / 1e6;
}
