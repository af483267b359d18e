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
  /**
   * Largest response body a call accepts, counted after decompression while it streams in; a larger one
   * ends the call with an SdkError (never retried). 64 MiB: above the largest answer the services document
   * (a Data API page of 100 items, `eth_getLogs` at a node's 10,000-log cap, mainnet validator sets are a
   * few MB), far below what would hurt a process (a body is held as text and then parsed).
   * @default 67_108_864
   */
  maxResponseBytes: 67_108_864,
  /**
   * Requests one client keeps in flight; the rest wait in a queue (their timeout and signal still apply).
   * 64: more than the Data API's rate limits let one key use and more than a node serves in parallel,
   * while 10,000 concurrent calls stay well under a default `ulimit -n` of 1024 sockets.
   * @default 64
   */
  maxConcurrency: 64,
  /**
   * Deepest nesting of arrays and objects accepted in an answer (HTTP and WebSocket); deeper is a ParseError.
   * 1000: the deepest documented answers (a `callTracer` trace nests two levels per call frame) stay well under
   * it, while `JSON.stringify`, deep equality and other recursive code still have stack left at that depth
   * (Node's `JSON.stringify` fails somewhere past 3,000).
   * @default 1000
   */
  maxJsonDepth: 1000,
  batch: {
    /** Items per JSON-RPC batch request (the public node's limit). @default 40 */
    maxSize: 40,
    /** How long calls are collected into one batch; 0 means the same tick. @default 0 */
    waitMs: 0,
  },
} as const;
