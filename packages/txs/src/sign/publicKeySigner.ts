import { fromHex, toHex } from '../codec/bytes.js';
import { MissingSignerError } from '../errors.js';
import { compressPublicKey, shortIdOf } from '../keys/shortIdOf.js';
import type { Signer } from './Signer.js';

/**
 * A {@link Signer} for a key held on another machine (a Ledger, a co-owner, an offline signer): only its secp256k1
 * public key (33 bytes compressed or 65 uncompressed, `0x` hex or bytes; anything else is a ValidationError naming
 * `publicKey`). A client given it builds txs that spend or authorize as its address; `txs.sign` leaves that
 * address's signatures missing, for `signEnvelope` to add where the key is. Asked to sign, it rejects with a
 * MissingSignerError naming its address.
 *
 * @example
 * import { createTxClient, privateKeySigner, publicKeySigner } from '@pkg/txs';
 * const txs = createTxClient({ url, signers: [privateKeySigner(keyA), publicKeySigner('0x02...')] });
 */
export function publicKeySigner(publicKey: string | Uint8Array): Signer {
  const key = compressPublicKey(fromHex(publicKey, 'publicKey'));
  const address = toHex(shortIdOf(key));
  return {
    publicKey: key,
    elsewhere: true,
    async sign() {
      throw new MissingSignerError({
        addresses: [address],
        details:
          'a publicKeySigner holds no private key: sign where the key is (encodeTxEnvelope, signEnvelope)',
      });
    },
  };
}
