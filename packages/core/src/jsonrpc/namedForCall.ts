import { JsonRpcError } from '../errors/JsonRpcError.js';
import { SdkError } from '../errors/SdkError.js';
import { withMessage } from '../errors/withMessage.js';

/** Most other methods of a batch a shared error names. */
const listed = 5;

/**
 * An error shared by the calls of one request (an HTTP status, a time limit, a cut connection), as one caller
 * sees it: its message names that caller's method, and the other methods of its batch. JsonRpcErrors (each
 * caller's own) and values that are not SdkErrors come back unchanged.
 */
export function namedForCall(
  error: unknown,
  call: { readonly method: string },
  batch: readonly { readonly method: string }[],
): unknown {
  if (!SdkError.isInstance(error) || JsonRpcError.isInstance(error)) return error;
  const others = batch.filter((q) => q !== call).map((q) => q.method);
  let shared = '';
  if (others.length > 0) {
    const names = others.slice(0, listed).join(', ') + (others.length > listed ? ', …' : '');
    shared = `, batched with ${others.length} other call${others.length === 1 ? '' : 's'}: ${names}`;
  }
  return withMessage(error, `${error.shortMessage} (JSON-RPC ${call.method}${shared})`);
}
