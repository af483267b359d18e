import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { SdkError } from '../errors/SdkError.js';
import type { Exchange } from './exchange.js';
import { retryStatuses } from './retry.js';
import { HookFailure } from './startMiddleware.js';

/**
 * Sorts what one try threw: returns the failure a retry may mend (a retryable HttpError, a NetworkError, any
 * other thrown value as a NetworkError); throws what ends the call now (a middleware hook's error, any other
 * SdkError, a fetch's refusal of an answer).
 */
export function toFailure(error: unknown, exchange: Pick<Exchange, 'url' | 'method'>): SdkError {
  if (error instanceof HookFailure) throw error.error;
  if (!NetworkError.isInstance(error) && SdkError.isInstance(error)) {
    if (!HttpError.isInstance(error) || !retryStatuses.has(error.status)) throw error;
    return error;
  }
  if (refusedByFetch(error)) {
    // the fetch turned an answer into a bare network error (a 407 Proxy Authentication Required does):
    // no try will fare better
    throw new NetworkError({
      url: exchange.url,
      method: exchange.method,
      cause: error,
      details:
        'The fetch refused the answer without a reason (it does so for 407 Proxy Authentication Required); not retried.',
    });
  }
  if (NetworkError.isInstance(error)) return error;
  return new NetworkError({ url: exchange.url, method: exchange.method, cause: error });
}

/**
 * True for the bare network error a WHATWG fetch makes of some answers (Node's fetch: a TypeError whose cause
 * is an Error with no message and no code, as for a 407): no connection failed, so retrying cannot help.
 */
function refusedByFetch(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const cause = (error as { cause?: unknown }).cause;
  return (
    cause instanceof Error &&
    cause.message === '' &&
    (cause as { code?: unknown }).code === undefined &&
    cause.cause === undefined
  );
}
