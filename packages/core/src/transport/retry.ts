import type { SdkError } from '../errors/SdkError.js';
import { maxTimerMs } from '../utils/createDeadline.js';

/**
 * Retry settings of a transport; `retry: false` turns retries off.
 *
 * @example
 * import { createDataClient } from '@pkg/data';
 * const data = createDataClient({
 *   retry: {
 *     retries: 2,
 *     onRetry: ({ attempt, delayMs, status, method, url }) =>
 *       console.warn(`try ${attempt} of ${method} ${url} failed (${status ?? 'no answer'}); again in ${delayMs} ms`),
 *   },
 * });
 */
export interface RetryOptions {
  /** Tries after the first. @default 3 */
  retries?: number;
  /** Base of the exponential backoff, in ms. @default 250 */
  minDelayMs?: number;
  /** Cap of one wait between tries, in ms. @default 8000 */
  maxDelayMs?: number;
  /**
   * Longest `Retry-After` honoured, in ms; a longer one ends the call at once with the 429/503 error (its
   * `retryAfterMs` says when to come back). The call's deadline caps it too. @default 60_000
   */
  maxRetryAfterMs?: number;
  /**
   * Called before each wait for a retry (not after the last try), with what failed and how long the wait is.
   * Holds no secret: the URL is redacted and no request header is passed. A hook that throws ends the call
   * with its error.
   */
  onRetry?: (info: RetryInfo) => void;
}

/** What `RetryOptions.onRetry` is told before a retry wait. */
export interface RetryInfo {
  /** The try that just failed, counting from 1 (the next one is `attempt + 1`). */
  attempt: number;
  /** How long the transport waits before the next try, in ms (`Retry-After` when the service sent one). */
  delayMs: number;
  /** The HTTP status of the failed try; undefined when no answer came (a connection failure). */
  status?: number;
  /** The error the try failed with: an HttpError (RateLimitError for a 429) or a NetworkError. */
  error: SdkError;
  /** The request method. */
  method: string;
  /** The request URL, secrets removed. */
  url: string;
}

/**
 * The HTTP statuses retried when the request is safe to repeat: 408, 429, 500, 502, 503 and 504 (with
 * connection failures). The one list: every client and document says the same.
 */
export const retryStatuses: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

/**
 * Full-jitter exponential backoff: a random wait in [0, min(maxDelayMs, minDelayMs * 2^attempt)).
 * `attempt` is 0 before the first retry. Sends no request.
 *
 * @example
 * import { backoffDelay, DEFAULTS } from '@pkg/core';
 * const waitMs = backoffDelay(2, DEFAULTS.retry); // somewhere in [0, 1000)
 */
export function backoffDelay(
  attempt: number,
  options: RetryOptions & Required<Pick<RetryOptions, 'minDelayMs' | 'maxDelayMs'>>,
  random: () => number = Math.random,
) {
  const ceiling = Math.min(options.maxDelayMs, options.minDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/**
 * Reads a `Retry-After` header (delta seconds or an HTTP date) as milliseconds from `now`;
 * undefined when absent or unreadable. A date in the past gives 0. Sends no request.
 *
 * @example
 * import { parseRetryAfter } from '@pkg/core';
 * parseRetryAfter('120'); // 120000
 * parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT'); // ms until then
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Retry settings with every default filled in (`DEFAULTS.retry` under the transport's `retry` option). */
export type RetryPolicy = RetryOptions & Required<Omit<RetryOptions, 'onRetry'>>;

/**
 * The wait before retry number `attempt + 1` (`attempt` 0 before the first retry): the service's Retry-After
 * when it sent one, else the backoff; undefined when no retry is left, or the wait is longer than
 * `maxRetryAfterMs` or reaches past the deadline (`remainingMs`), so the error is better returned now.
 */
export function retryDelay(
  policy: RetryPolicy,
  attempt: number,
  retryAfterMs: number | undefined,
  remainingMs: number,
): number | undefined {
  if (attempt >= policy.retries) return undefined;
  const delay = retryAfterMs ?? backoffDelay(attempt, policy);
  // with no deadline, a Retry-After of 24 days would otherwise be honoured: the error says when to come back
  if (delay > Math.min(policy.maxRetryAfterMs, maxTimerMs) || delay >= remainingMs) return undefined;
  return delay;
}
