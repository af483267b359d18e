import { sha256 } from '@noble/hashes/sha2.js';
import { ValidationError } from '@pkg/core';
import { base58 } from '@scure/base';
import { bytesEqual } from './bytes.js';

/**
 * CB58, Avalanche's text form of ids: base58 of the bytes followed by the last 4 bytes of their sha256.
 *
 * @example
 * import { cb58 } from '@pkg/txs';
 * const txId = cb58(sha256(signedBytes));
 */
export function cb58(bytes: Uint8Array): string {
  const sum = sha256(bytes).subarray(-4);
  const all = new Uint8Array(bytes.length + 4);
  all.set(bytes);
  all.set(sum, bytes.length);
  return base58.encode(all);
}

/**
 * The bytes of a CB58 string; a bad character, a bad checksum or (with `size`) a wrong length is a
 * ValidationError naming `field`.
 *
 * @example
 * import { cb58Decode } from '@pkg/txs';
 * const assetId = cb58Decode('FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z', 'assetId', 32);
 */
export function cb58Decode(text: string, field = 'id', size?: number): Uint8Array {
  let all: Uint8Array;
  try {
    all = base58.decode(text);
  } catch {
    throw new ValidationError({
      field,
      rule: 'a CB58 string',
      got: JSON.stringify(String(text).slice(0, 80)),
    });
  }
  const bytes = all.subarray(0, all.length - 4);
  if (all.length < 4 || !bytesEqual(sha256(bytes).subarray(-4), all.subarray(-4))) {
    throw new ValidationError({
      field,
      rule: 'a CB58 string with a valid checksum',
      got: JSON.stringify(text),
    });
  }
  if (size !== undefined && bytes.length !== size) {
    throw new ValidationError({ field, rule: `CB58 of ${size} bytes`, got: `${bytes.length} bytes` });
  }
  return bytes.slice();
}
