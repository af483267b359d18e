import type { JsonRpcCallOptions } from '../jsonrpc/types.js';
import type { MethodSpec } from './types.js';

/**
 * Whether a call may be repeated: a known method's own flag (its entry's `retry`) always, whatever the call
 * options say, so that a submit never becomes retryable through an option; the caller's `idempotent` only for a
 * name the client does not know (`request`), false unless given.
 */
export function idempotentOf(
  spec: MethodSpec | undefined,
  callOptions: JsonRpcCallOptions | undefined,
): boolean {
  return spec ? spec.retry !== false : callOptions?.idempotent === true;
}
