/** A fixed-window rate limit for the Data and Metrics APIs; an API key gets its own, larger budget. */
export interface RateLimitOptions {
  /** Requests per window without an API key. */
  limit: number;
  /** Requests per window with an x-data-api-key (Data API only). @default limit */
  limitWithKey?: number;
  /** Window length in ms. @default 60_000 */
  windowMs?: number;
}

/** Counts requests per caller (an API key, or everyone without one) and window. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number,
  ) {}

  /**
   * Counts one request of `caller` (the API key, or undefined); returns the seconds to wait when
   * the caller is over its budget, else undefined.
   */
  take(service: string, caller: string | undefined): number | undefined {
    const windowMs = this.options.windowMs ?? 60_000;
    const limit =
      caller === undefined ? this.options.limit : (this.options.limitWithKey ?? this.options.limit);
    const key = `${service}:${caller ?? ''}`;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return undefined;
    return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
  }
}
