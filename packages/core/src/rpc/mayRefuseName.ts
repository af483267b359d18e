import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';

/**
 * A node's answer that may mean "I do not know that name or path": with `'seed'` names, such a refusal
 * carries the `wireNames` hint (a message only, so it may be generous).
 */
export function mayRefuseName(error: unknown): boolean {
  if (JsonRpcError.isInstance(error))
    return (
      error.code === -32601 ||
      /can't find (service|method)|ill-formed|method not found|does not exist/i.test(error.shortMessage)
    );
  return HttpError.isInstance(error) && error.status === 404;
}
