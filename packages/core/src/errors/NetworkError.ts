import { redactUrl } from '../utils/redactUrl.js';
import { SdkError } from './SdkError.js';

/**
 * The request did not get a whole answer: connection refused or reset, DNS failure, body cut short.
 *
 * @example
 * import { NetworkError } from '@pkg/core';
 * try { await node.info.getNetworkID(); } catch (e) { if (NetworkError.isInstance(e)) console.log(e.url, e.cause); }
 */
export class NetworkError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'NetworkError';
  /** True for a NetworkError from any copy of `@pkg/core` (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is NetworkError;
  /** The request URL, secrets removed. */
  declare readonly url: string;
  /** How many tries were made before the call ended with this error, as `HttpError.attempts`. */
  declare readonly attempts?: number;

  constructor(options: { url: string; method?: string; cause?: unknown; details?: string }) {
    const url = redactUrl(options.url);
    super(`Network error: ${options.method ? `${options.method} ` : ''}${url}`, {
      details: options.details ?? causeText(options.cause),
      cause: options.cause,
    });
    this.url = url;
  }
}

/** The innermost message of a fetch failure ('connect ECONNREFUSED 127.0.0.1:1' rather than 'fetch failed'). */
function causeText(cause: unknown): string | undefined {
  const inner = (cause as { cause?: unknown } | undefined)?.cause;
  return ((inner instanceof Error ? inner : cause) as Error | undefined)?.message;
}
