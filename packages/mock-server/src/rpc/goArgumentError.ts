import type { ParamRule } from '@pkg/core';

/** The spec's hex patterns whose Go type is known: the fixed-size ones (Address, Hash32) with their hex digits. */
const FIXED: Readonly<Record<string, readonly [goType: string, digits: number]>> = {
  '^0x[0-9a-fA-F]{40}$': ['common.Address', 40],
  '^0x[0-9a-fA-F]{64}$': ['common.Hash', 64],
};
/** The spec's Bytes (hexutil.Bytes) and Quantity (a hexutil number, its Go type not in the spec). */
const BYTES = '^0x([0-9a-fA-F]{2})*$';
const QUANTITY = '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$';

/**
 * The -32602 text an EVM `/rpc` endpoint (go-ethereum's rpc in coreth) answers for positional argument
 * `index` that does not decode: `invalid argument 0: hex string has length 2, want 40 for common.Address`.
 * The detail is Go's own (libevm's hexutil and encoding/json) where the rule tells the Go type (a boolean,
 * an address, a hash, bytes) or the error does not name one (a quantity); else `fallback` (the check's
 * message naming the param), in the same frame.
 */
export function goArgumentError(index: number, value: unknown, rule: ParamRule, fallback: string): string {
  return `invalid argument ${index}: ${goDecodeError(value, rule) ?? fallback}`;
}

function goDecodeError(value: unknown, rule: ParamRule): string | undefined {
  if (rule.type === 'boolean')
    return typeof value === 'boolean' ? undefined : unmarshal(jsonKind(value), 'bool');
  if (rule.type !== 'string' || rule.pattern === undefined) return undefined;
  const fixed = FIXED[rule.pattern];
  if (fixed) return hexError(value, fixed[0], fixed[1]);
  if (rule.pattern === BYTES) return hexError(value, 'hexutil.Bytes');
  if (rule.pattern === QUANTITY) return quantityError(value);
  return undefined;
}

/** `json: cannot unmarshal <what> into Go value of type <goType>` (encoding/json's UnmarshalTypeError). */
function unmarshal(what: string, goType: string): string {
  return `json: cannot unmarshal ${what} into Go value of type ${goType}`;
}

/** What encoding/json calls a JSON value's kind. */
function jsonKind(value: unknown): string {
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** hexutil's error for a hex string of a fixed size (`digits`) or of any even length (hexutil.Bytes). */
function hexError(value: unknown, goType: string, digits?: number): string | undefined {
  if (typeof value !== 'string') return unmarshal('non-string', goType);
  // an empty string passes the prefix and length checks (hexutil's checkText)
  let raw = value;
  if (value !== '') {
    if (!/^0[xX]/.test(value)) return unmarshal('hex string without 0x prefix', goType);
    raw = value.slice(2);
    if (raw.length % 2 !== 0) return unmarshal('hex string of odd length', goType);
  }
  if (digits !== undefined && raw.length !== digits)
    return `hex string has length ${raw.length}, want ${digits} for ${goType}`;
  if (!/^[0-9a-fA-F]*$/.test(raw)) return unmarshal('invalid hex string', goType);
  return undefined;
}

/** hexutil's error for a quantity string, without the Go type (as the node's BlockNumber answers it). */
function quantityError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (!/^0[xX]/.test(value)) return 'hex string without 0x prefix';
  const raw = value.slice(2);
  if (raw === '') return 'hex string "0x"';
  if (raw.length > 1 && raw.startsWith('0')) return 'hex number with leading zero digits';
  if (!/^[0-9a-fA-F]+$/.test(raw)) return 'invalid hex string';
  return undefined;
}
