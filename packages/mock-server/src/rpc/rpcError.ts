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

/** The text AvalancheGo answers (-32000) when a param does not decode into the method's Go type. */
export const NODE_UNMARSHAL =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls";

/** -32000 `couldn't unmarshal an argument...`: a param the node cannot decode (an ID that is not cb58...). */
export function unmarshalError(): RpcError {
  return serviceError(NODE_UNMARSHAL);
}

const CB58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * Whether a value looks like a cb58 ID (32 bytes and a 4-byte checksum: at most 50 characters, at least 37
 * when the bytes are all zero: `11111111111111111111111111111111LpoYY`), as the node decodes ids.
 */
export function isCb58Id(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 37 && value.length <= 50 && CB58.test(value);
}

/** Whether a value looks like a node ID (`NodeID-` and a cb58 short ID: 20 bytes and a checksum, 26-34 characters). */
export function isNodeId(value: unknown): value is string {
  return typeof value === 'string' && /^NodeID-[1-9A-HJ-NP-Za-km-z]{26,34}$/.test(value);
}

/**
 * The address part of `<chain>-<hrp>1<data>`, or a -32000 as the node answers an address it cannot parse
 * (`couldn't parse address "X-bad": invalid bech32 string length 3`).
 */
export function parseChainAddress(value: unknown): string {
  const text = String(value);
  const body = text.replace(/^[XPC]-/, '');
  if (/^[a-z]{1,83}1[02-9ac-hj-np-z]{38}$/.test(body)) return body;
  throw serviceError(
    `couldn't parse address ${JSON.stringify(text)}: invalid bech32 string length ${body.length}`,
  );
}
