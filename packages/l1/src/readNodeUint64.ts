import { ParseError } from '@pkg/core';
import { MAX_UINT64 } from './toUint64.js';

/** Where a node's value came from, for the ParseError of a value out of range. */
export interface NodeValueSource {
  /** The JSON-RPC method that answered it. */
  method: string;
  /** The endpoint's URL. */
  url: string;
}

/**
 * A uint64 a node sent (a JSON number, or the decimal string a node or core's lossless parser gives past 2^53) as a
 * bigint; anything else is a ParseError naming the method and the field: the SDK does not compute with a value
 * it cannot read exactly.
 *
 * @example
 * import { readNodeUint64 } from './readNodeUint64.js';
 * const excess = readNodeUint64(feeState.excess, 'excess', { method: 'platform.getValidatorFeeState', url });
 */
export function readNodeUint64(value: unknown, field: string, source: NodeValueSource): bigint {
  const n =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? BigInt(value)
      : typeof value === 'string' && /^[0-9]{1,20}$/.test(value)
        ? BigInt(value)
        : undefined;
  if (n === undefined || n > MAX_UINT64) {
    throw new ParseError({
      status: 200,
      body: JSON.stringify({ [field]: value }) ?? '',
      url: source.url,
      method: source.method,
      problem: `${field} is not an integer from 0 to 2^64 - 1`,
    });
  }
  return n;
}
