/** A JSON-RPC 2.0 request object as it goes on the wire. */
export interface JsonRpcEnvelope {
  readonly jsonrpc: '2.0';
  readonly id: number;
  readonly method: string;
  readonly params?: readonly unknown[] | Record<string, unknown>;
}

/**
 * The request object of one call: `params` exactly as given, left out when undefined (a node reads a missing
 * `params` and `"params": null` differently).
 */
export function jsonRpcEnvelope(
  id: number,
  method: string,
  params: readonly unknown[] | Record<string, unknown> | undefined,
): JsonRpcEnvelope {
  return params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params };
}
