import { HttpError, type HttpErrorOptions } from './HttpError.js';

/**
 * The service answered 429 Too Many Requests (after any retries). `retryAfterMs` comes from `Retry-After`.
 *
 * @example
 * import { RateLimitError } from '@pkg/core';
 * try { await data.listBlockchains({ network: 'mainnet' }); } catch (e) { if (RateLimitError.isInstance(e)) console.log(e.retryAfterMs); }
 */
export class RateLimitError extends HttpError {
  /** @internal */
  static override readonly kind: string = 'RateLimitError';
  /** True for a RateLimitError from any copy of `@pkg/core` (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is RateLimitError;
  /** How long the service asked to wait, in milliseconds, when it said. */
  declare readonly retryAfterMs?: number;

  constructor(options: HttpErrorOptions & { retryAfterMs?: number | undefined }) {
    super(options, `Rate limited (HTTP 429) by ${options.method} ${options.url}`);
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}
