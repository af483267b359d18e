import { SdkError } from '../errors/SdkError.js';
import { redactUrl } from '../utils/redactUrl.js';
import { describeAnswer } from './describeAnswer.js';
import type { PendingCall } from './PendingCall.js';
import { toJsonRpcError } from './toJsonRpcError.js';
import type { JsonRpcAnswer } from './types.js';

/**
 * Settles `call` with its answer object: `result` resolves it, an `error` object rejects it with a
 * JsonRpcError, anything else with an SdkError showing the answer. A lone answer (`single`) must carry the
 * call's id, or `null` with an error the node could not tie to a call.
 */
export function settleAnswer(call: PendingCall, answer: unknown, url: string, single: boolean): void {
  const a = answer as JsonRpcAnswer | null | undefined;
  const isObject = typeof a === 'object' && a !== null;
  const hasError = isObject && typeof a.error === 'object' && a.error !== null;
  if (
    single &&
    isObject &&
    a.id !== call.id &&
    String(a.id) !== String(call.id) &&
    !(a.id === null && hasError)
  ) {
    call.reject(
      new SdkError(
        `JSON-RPC answer with the wrong id to ${call.method} (id ${call.id}) from ${redactUrl(url)}`,
        { details: `The answer carries id ${describeAnswer(a.id)}.` },
      ),
    );
  } else if (hasError) {
    call.reject(toJsonRpcError(a.error!, call, url));
  } else if (isObject && 'result' in a) {
    call.resolve(a.result);
  } else {
    call.reject(
      new SdkError(`Invalid JSON-RPC answer to ${call.method} (id ${call.id}) from ${redactUrl(url)}`, {
        details: `${single ? 'The answer' : 'The batch item'} has neither result nor error: ${describeAnswer(answer)}.`,
      }),
    );
  }
}
