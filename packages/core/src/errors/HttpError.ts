import { clip } from '../utils/clip.js';
import { redactUrl } from '../utils/redactUrl.js';
import { SdkError, type SdkErrorOptions } from './SdkError.js';

/** What an HttpError records about the answer. */
export interface HttpErrorOptions extends SdkErrorOptions {
  status: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
  url: string;
  method: string;
}

/**
 * The service answered with a non-2xx status. `body` is the parsed JSON when the body was JSON, else the text.
 *
 * @example
 * import { HttpError } from '@pkg/core';
 * try { await data.getBlock({ chainId: '43114', blockId: 'x' }); } catch (e) { if (HttpError.isInstance(e)) console.log(e.status, e.body); }
 */
export class HttpError extends SdkError {
  /** @internal */
  static override readonly kind: string = 'HttpError';
  /** True for a HttpError from any copy of `@pkg/core` (works unbound too, e.g. in `filter`). */
  declare static readonly isInstance: (value: unknown) => value is HttpError;
  /** HTTP status code. */
  declare readonly status: number;
  /** HTTP status text (may be empty). */
  declare readonly statusText: string;
  /** The body as the service sent it: parsed JSON if it was JSON, else the text. */
  declare readonly body: unknown;
  /** The answer's headers, names in lower case. */
  declare readonly headers: Record<string, string>;
  /** The request URL, secrets removed. */
  declare readonly url: string;
  /** The request method. */
  declare readonly method: string;
  /**
   * How many tries the transport made before this error ended the call (1: not retried). Set on the error a call rejects with; after a retry the message ends `after N tries`.
   */
  declare readonly attempts?: number;

  constructor(options: HttpErrorOptions, shortMessage?: string) {
    const url = redactUrl(options.url);
    const statusText = options.statusText ?? '';
    super(
      shortMessage ??
        `HTTP ${options.status}${statusText ? ` ${statusText}` : ''} from ${options.method} ${url}`,
      { details: options.details ?? describeBody(options.body), cause: options.cause },
    );
    this.status = options.status;
    this.statusText = statusText;
    this.body = options.body;
    this.headers = options.headers ?? {};
    this.url = url;
    this.method = options.method;
  }
}

/** A one-line summary of an error body: its `message` field for JSON, else its text, cut to a sane length. */
export function describeBody(body: unknown): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  let text: string;
  if (typeof body === 'string') text = body;
  else {
    const message = (body as { message?: unknown }).message;
    const error = (body as { error?: unknown }).error;
    text =
      typeof message === 'string'
        ? message
        : Array.isArray(message)
          ? message.join('; ')
          : typeof error === 'string'
            ? error
            : JSON.stringify(body);
  }
  return clip(text, 300);
}
