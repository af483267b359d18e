import { ValidationError } from '@pkg/core';
import { secp256k1 } from '../keys/secp256k1.js';
import { shortIdOf } from '../keys/shortIdOf.js';

/**
 * The short id of the key that made a 65-byte r||s||v signature over `hash`, as the node recovers it to check a
 * credential. A signature that recovers no key, or has a high S (the node refuses those), is a ValidationError.
 *
 * @example
 * import { recoverShortId } from '@pkg/txs';
 * const signer = recoverShortId(signed.credentials[0][0], sha256(signed.unsigned.bytes));
 */
export function recoverShortId(signature: Uint8Array, hash: Uint8Array): Uint8Array {
  if (signature.length !== 65) {
    throw new ValidationError({
      field: 'signature',
      rule: '65 bytes (r||s||v)',
      got: `${signature.length} bytes`,
    });
  }
  const recovered = new Uint8Array(65);
  recovered[0] = signature[64] as number;
  recovered.set(signature.subarray(0, 64), 1);
  try {
    const sig = secp256k1().Signature.fromBytes(recovered, 'recovered');
    if (sig.hasHighS()) throw new Error('high S');
    return shortIdOf(secp256k1().recoverPublicKey(recovered, hash, { prehash: false }));
  } catch (cause) {
    throw new ValidationError({
      field: 'signature',
      rule: 'a recoverable secp256k1 signature with low S',
      details: cause instanceof Error ? cause.message : undefined,
    });
  }
}
