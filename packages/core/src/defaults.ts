/**
 * Transport defaults, written once: every client uses these unless told otherwise.
 *
 * @example
 * import { DEFAULTS } from '@pkg/core';
 * console.log(DEFAULTS.retry.retries); // 3
 */
export const DEFAULTS = {
  /** Time limit of a whole call, retries included. @default 30_000 */
  timeoutMs: 30_000,
  retry: {
    /** Tries after the first. @default 3 */
    retries: 3,
    /** Backoff base delay. @default 250 */
    minDelayMs: 250,
    /** Backoff cap (also the cap between tries). @default 8000 */
    maxDelayMs: 8000,
  },
  batch: {
    /** Items per JSON-RPC batch request (the public node's limit). @default 40 */
    maxSize: 40,
    /** How long calls are collected into one batch; 0 means the same tick. @default 0 */
    waitMs: 0,
  },
} as const;
