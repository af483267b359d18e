import { parsePrivateKey } from '../keys/parsePrivateKey.js';
import { secp256k1 } from '../keys/secp256k1.js';
import type { Signer } from './Signer.js';

/**
 * A {@link Signer} over a private key held in memory: `0x` hex, bytes, or `PrivateKey-<cb58>` (a bad key is a
 * ValidationError that does not show it). Signs with RFC 6979 deterministic nonces and low S.
 *
 * @example
 * import { createTxClient, privateKeySigner } from '@pkg/txs';
 * const txs = createTxClient({ url: 'http://127.0.0.1:9650', signers: [privateKeySigner('PrivateKey-ewoq...')] });
 */
export function privateKeySigner(key: string | Uint8Array): Signer {
  const secret = parsePrivateKey(key);
  return {
    publicKey: secp256k1().getPublicKey(secret, true),
    async sign({ hash }) {
      return signHash(hash, secret);
    },
  };
}

/**
 * secp256k1 over a 32-byte hash (no further hashing): 65 bytes r||s||v with low S, as AvalancheGo's
 * `secp256k1.PrivateKey.SignHash`.
 *
 * @example
 * import { signHash } from '@pkg/txs';
 * const signature = signHash(sha256(unsignedBytes), privateKey);
 */
export function signHash(hash: Uint8Array, privateKey: Uint8Array): Uint8Array {
  // noble 2.x 'recovered' is v||r||s; AvalancheGo wants r||s||v
  const recovered = secp256k1().sign(hash, privateKey, { prehash: false, lowS: true, format: 'recovered' });
  const out = new Uint8Array(65);
  out.set(recovered.subarray(1, 65), 0);
  out[64] = recovered[0] as number;
  return out;
}
