import { clip } from '../utils/clip.js';
import { redactUrl } from '../utils/redactUrl.js';
import { SdkError } from './SdkError.js';

const maxBody = 10_000;

/**
 * A 2xx answer whose body is not the JSON promised, or whose JSON holds a value out of what the caller can accept
 * (`problem` says which: a fee a node quotes that is negative or past its bound).
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

  constructor(options: {
    status: number;
    body: string;
    url: string;
    method?: string;
    cause?: unknown;
    /** What is wrong with JSON that parsed (a value out of bounds); without it, the body is not JSON. */
    problem?: string;
  }) {
    const url = redactUrl(options.url);
    const to = `${options.method ? `${options.method} ` : ''}${url}`;
    super(
      options.problem ? `Invalid answer to ${to}: ${options.problem}` : `Invalid JSON in the answer to ${to}`,
      {
        details: clip(options.body, 200) || '(empty body)',
        cause: options.cause,
      },
    );
    this.status = options.status;
    this.body = options.body.length > maxBody ? options.body.slice(0, maxBody) : options.body;
    this.url = url;
  }
}
