import { JsonRpcError } from '../errors/JsonRpcError.js';
import type { JsonRpcAnswer } from './types.js';

/**
 * The JsonRpcError of a node's `error` object, keeping its code, message and data, and naming the call's
 * method and id (a missing numeric code is 0, a missing string message a generic one).
 */
export function toJsonRpcError(
  error: NonNullable<JsonRpcAnswer['error']>,
  call: { readonly method: string; readonly id: number },
  url: string,
): JsonRpcError {
  return new JsonRpcError({
    code: typeof error.code === 'number' ? error.code : 0,
    message: typeof error.message === 'string' ? error.message : 'JSON-RPC error',
    data: error.data,
    method: call.method,
    id: call.id,
    url,
  });
}
