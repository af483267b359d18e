import { ValidationError } from '@pkg/core';
import { fromHex } from '../codec/bytes.js';
import { cb58Decode } from '../codec/cb58.js';
import { secp256k1 } from './secp256k1.js';

/**
 * The 32 bytes of a secp256k1 private key given as `0x` hex, bytes, or AvalancheGo's `PrivateKey-<cb58>`. Anything
 * else (a wrong length, zero, a value past the curve order) is a ValidationError naming `field` that never shows
 * the value.
 *
 * @example
 * import { parsePrivateKey } from '@pkg/txs';
 * const key = parsePrivateKey('PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN');
 */
export function parsePrivateKey(key: string | Uint8Array, field = 'privateKey'): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes =
      typeof key === 'string' && key.startsWith('PrivateKey-')
        ? cb58Decode(key.slice('PrivateKey-'.length), field, 32)
        : fromHex(key, field, 32);
  } catch {
    throw invalid(field);
  }
  if (!secp256k1().utils.isValidSecretKey(bytes)) throw invalid(field);
  return bytes;
}

function invalid(field: string): ValidationError {
  return new ValidationError({
    field,
    rule: 'a secp256k1 private key',
    requirement: 'must be a secp256k1 private key: 32 bytes as 0x hex or a Uint8Array, or PrivateKey-<cb58>',
  });
}
