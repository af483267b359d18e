import { HttpError } from '../errors/HttpError.js';
import { RateLimitError } from '../errors/RateLimitError.js';
import { type ParseJsonOptions, parseJsonLossless } from '../utils/parseJsonLossless.js';
import type { Answer } from './answer.js';
import type { Exchange } from './exchange.js';
import { readText } from './readText.js';
import { parseRetryAfter } from './retry.js';

/** How `toHttpError` reads the body: within the byte cap, JSON within the depth cap. */
export interface ErrorBodyOptions {
  maxBytes: number;
  json: ParseJsonOptions;
}

/**
 * The error of a non-2xx answer, its body read (within the caps; parsed when it is JSON, else kept as text) and
 * its headers kept but the cookies: a RateLimitError with `retryAfterMs` for a 429, else an HttpError.
 */
export async function toHttpError(
  answer: Answer,
  exchange: Pick<Exchange, 'url' | 'method'>,
  options: ErrorBodyOptions,
): Promise<HttpError> {
  const text = await readText(answer, exchange, options.maxBytes);
  let body: unknown = text;
  if (text && /^\s*[[{"]/.test(text)) {
    try {
      body = parseJsonLossless(text, options.json);
    } catch {}
  }
  const headers: Record<string, string> = {};
  answer.headers().forEach((value, name) => {
    headers[name] = value;
  });
  // the cookies the service set stay out of the error (and so of its JSON and logs)
  delete headers['set-cookie'];
  delete headers['set-cookie2'];
  const fields = {
    status: answer.status,
    statusText: answer.statusText,
    body,
    headers,
    url: exchange.url,
    method: exchange.method,
  };
  if (answer.status === 429) {
    return new RateLimitError({ ...fields, retryAfterMs: parseRetryAfter(answer.header('retry-after')) });
  }
  return new HttpError(fields);
}
