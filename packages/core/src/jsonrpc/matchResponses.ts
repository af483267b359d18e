import { SdkError } from '../errors/SdkError.js';
import { redactUrl } from '../utils/redactUrl.js';
import { describeAnswer } from './describeAnswer.js';
import { namedForCall } from './namedForCall.js';
import type { PendingCall } from './PendingCall.js';
import { settleAnswer } from './settleAnswer.js';
import type { JsonRpcAnswer } from './types.js';

/**
 * Settles the calls of one batch request with its parsed answer: each call gets the array item carrying its
 * id (ids compared as strings, so a proxy that turns 7 into "7" still matches; of two items with one id the
 * last counts; items with an id no call has are ignored), and a call without one an SdkError naming its id.
 * An answer that is not an array fails every call, named, unless it is one error object: the endpoint refused
 * the array as a whole, and that error object is returned for the caller to handle (nothing is settled).
 */
export function matchResponses(
  calls: readonly PendingCall[],
  data: unknown,
  url: string,
): NonNullable<JsonRpcAnswer['error']> | undefined {
  if (!Array.isArray(data)) {
    const error = (data as JsonRpcAnswer | null | undefined)?.error;
    if (typeof error === 'object' && error !== null) return error;
    // described once for every caller: a big answer is stringified (and cut) a single time
    const details = `Expected an array of ${calls.length} answers, got ${describeAnswer(data)}.`;
    for (const call of calls)
      call.reject(
        namedForCall(new SdkError(`Invalid batch answer from ${redactUrl(url)}`, { details }), call, calls),
      );
    return undefined;
  }
  const byId = new Map<string, unknown>();
  for (const answer of data) byId.set(String((answer as JsonRpcAnswer | null)?.id), answer);
  for (const call of calls) {
    const key = String(call.id);
    if (byId.has(key)) settleAnswer(call, byId.get(key), url, false);
    else
      call.reject(
        new SdkError(
          `No answer for JSON-RPC id ${call.id} (${call.method}) in the batch from ${redactUrl(url)}`,
          { details: `The node answered ${data.length} of ${calls.length} calls.` },
        ),
      );
  }
  return undefined;
}
