import { clip } from '../utils/clip.js';
import { redactUrl } from '../utils/redactUrl.js';
import { SdkError } from './SdkError.js';

const maxBody = 10_000;

/**
 * A 2xx answer whose body is not the JSON promised.
 *
 * @example
 * import { ParseError } from '@pkg/core';
 * try { await metrics.getAvgTps({ chainId: '43114' }); } catch (e) { if (ParseError.isInstance(e)) console.log(e.body); }
 */
export class ParseError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'ParseError';
  /** True for a ParseError from any copy of `@pkg/core` (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is ParseError;
  /** HTTP status of the answer. */
  declare readonly status: number;
  /** The raw body text, cut to 10,000 characters. */
  declare readonly body: string;
  /** The request URL, secrets removed. */
  declare readonly url: string;

  constructor(options: { status: number; body: string; url: string; method?: string; cause?: unknown }) {
    const url = redactUrl(options.url);
    super(`Invalid JSON in the answer to ${options.method ? `${options.method} ` : ''}${url}`, {
      details: clip(options.body, 200) || '(empty body)',
      cause: options.cause,
    });
    this.status = options.status;
    this.body = options.body.length > maxBody ? options.body.slice(0, maxBody) : options.body;
    this.url = url;
  }
}
