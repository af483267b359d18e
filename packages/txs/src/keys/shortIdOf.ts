import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ValidationError } from '@pkg/core';
import { secp256k1 } from './secp256k1.js';

/**
 * The 20-byte short id of a secp256k1 public key (33-byte compressed or 65-byte uncompressed):
 * ripemd160(sha256(compressed key)), what X, P and C atomic addresses encode.
 *
 * @example
 * import { formatAddress, shortIdOf } from '@pkg/txs';
 * const address = formatAddress('X', 'local', shortIdOf(signer.publicKey));
 */
export function shortIdOf(publicKey: Uint8Array): Uint8Array {
  return ripemd160(sha256(compressPublicKey(publicKey)));
}

/**
 * The 33-byte compressed form of a secp256k1 public key; a key that is not a point on the curve is a
 * ValidationError.
 *
 * @example
 * import { compressPublicKey } from '@pkg/txs';
 * const compressed = compressPublicKey(uncompressed);
 */
export function compressPublicKey(publicKey: Uint8Array): Uint8Array {
  try {
    return secp256k1().Point.fromBytes(publicKey).toBytes(true);
  } catch (cause) {
    throw new ValidationError({
      field: 'publicKey',
      rule: 'a secp256k1 public key (33 or 65 bytes)',
      got: `${publicKey.length} bytes`,
      details: cause instanceof Error ? cause.message : undefined,
    });
  }
}
