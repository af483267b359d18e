import { sha256 } from '@noble/hashes/sha2.js';
import { cb58 } from '../codec/cb58.js';
import type { Reader } from '../codec/Reader.js';
import { readCredential, writeCredential } from '../codec/secp256k1fx.js';
import type { Chain } from '../codec/typeIds.js';
import { typeIdOf, typeNameOf } from '../codec/typeIds.js';
import { Writer } from '../codec/Writer.js';

/**
 * The bytes of a signed tx: the unsigned bytes, then the credentials (uint32 count; each the chain's
 * secp256k1fx Credential type id, 9, and its signatures).
 *
 * @example
 * import { signedTxBytes } from '@pkg/txs';
 * const bytes = signedTxBytes(unsigned.bytes, [[signature]], 'X');
 */
export function signedTxBytes(
  unsignedBytes: Uint8Array,
  credentials: readonly Uint8Array[][],
  chain: Chain,
): Uint8Array {
  const w = new Writer().bytes(unsignedBytes);
  w.array(credentials, (w, signatures) => {
    w.u32(typeIdOf(chain, 'Credential'));
    writeCredential(w, { signatures });
  });
  return w.finish();
}

/**
 * Reads the credentials after a tx's unsigned part. On X, nftfx and propertyfx credentials (14, 19) share
 * secp256k1fx's layout and are read the same way.
 *
 * @example
 * import { readCredentials } from '@pkg/txs';
 * const credentials = readCredentials(reader, 'X');
 */
export function readCredentials(r: Reader, chain: Chain): Uint8Array[][] {
  return r.array(
    (r) => {
      const id = r.u32('credential type id');
      const type = typeNameOf(chain, id);
      if (type !== 'Credential' && type !== 'NftCredential' && type !== 'PropertyCredential') {
        throw r.error('credential type id', `a credential type id of the ${chain} chain`, String(id));
      }
      return readCredential(r).signatures;
    },
    8,
    'credentials',
  );
}

/**
 * A tx's id: CB58 of sha256 of its signed bytes.
 *
 * @example
 * import { txIdOf } from '@pkg/txs';
 * const txId = txIdOf(signed.bytes);
 */
export function txIdOf(signedBytes: Uint8Array): string {
  return cb58(sha256(signedBytes));
}
