import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ValidationError } from '@pkg/core';

/**
 * Orders two byte arrays lexicographically (a shorter prefix first): the order AvalancheGo sorts ids,
 * addresses and outputs in.
 *
 * @example
 * import { compareBytes } from '@pkg/txs';
 * addresses.sort(compareBytes);
 */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * True when two byte arrays hold the same bytes.
 *
 * @example
 * import { bytesEqual } from '@pkg/txs';
 * bytesEqual(utxo.assetId, avaxAssetId);
 */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && compareBytes(a, b) === 0;
}

/**
 * `0x`-prefixed lowercase hex of the bytes.
 *
 * @example
 * import { toHex } from '@pkg/txs';
 * toHex(new Uint8Array([1, 2])); // '0x0102'
 */
export function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${bytesToHex(bytes)}`;
}

/**
 * Bytes from a `0x` hex string (or the bytes themselves, copied); anything else is a ValidationError naming
 * `field`. `size` checks the length when given.
 *
 * @example
 * import { fromHex } from '@pkg/txs';
 * fromHex('0x0102', 'memo');
 */
export function fromHex(value: string | Uint8Array, field: string, size?: number): Uint8Array {
  let bytes: Uint8Array;
  if (value instanceof Uint8Array) {
    bytes = value.slice();
  } else if (typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})*$/.test(value)) {
    bytes = hexToBytes(value.slice(2));
  } else {
    throw new ValidationError({ field, rule: 'a 0x hex string of whole bytes or a Uint8Array' });
  }
  if (size !== undefined && bytes.length !== size) {
    throw new ValidationError({ field, rule: `${size} bytes`, got: `${bytes.length} bytes` });
  }
  return bytes;
}
