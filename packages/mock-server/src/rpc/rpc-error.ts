/** A JSON-RPC error a handler throws: it becomes the answer's `error` object. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** -32602: the params do not fit the method. */
export function invalidParams(message: string): RpcError {
  return new RpcError(-32602, `invalid params: ${message}`);
}

/** -32000 with data null: a service error (not found, cannot do that now), as the node sends them. */
export function serviceError(message: string): RpcError {
  return new RpcError(-32000, message, null);
}
