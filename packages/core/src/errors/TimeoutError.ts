import { redactUrl } from '../utils/redactUrl.js';
import { SdkError } from './SdkError.js';

/**
 * The call took longer than `timeoutMs` (which covers the whole call, retries included).
 *
 * @example
 * import { TimeoutError } from '@pkg/core';
 * try { await node.info.getNetworkID({}, { timeoutMs: 1000 }); } catch (e) { if (TimeoutError.isInstance(e)) console.log(e.timeoutMs); }
 */
export class TimeoutError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'TimeoutError';
  /** True for a TimeoutError from any copy of `@pkg/core` (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is TimeoutError;
  /** The time limit that ran out. */
  declare readonly timeoutMs: number;
  /** The request URL, secrets removed. */
  declare readonly url: string;
  /** How many tries were made before the call ended with this error, as `HttpError.attempts` (0: the time
   * limit ran out before any was sent). */
  declare readonly attempts?: number;

  constructor(options: { timeoutMs: number; url: string; method?: string }) {
    const url = redactUrl(options.url);
    super(`Timed out after ${options.timeoutMs} ms: ${options.method ? `${options.method} ` : ''}${url}`);
    this.timeoutMs = options.timeoutMs;
    this.url = url;
  }
}
