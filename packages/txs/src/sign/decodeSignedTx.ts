import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex } from '../codec/bytes.js';
import { Reader } from '../codec/Reader.js';
import type { Chain } from '../codec/typeIds.js';
import type { SignedTx } from '../types.js';
import { recoverShortId } from './recoverShortId.js';
import { readCredentials, txIdOf } from './signedTxBytes.js';

/**
 * Decodes a signed tx (bytes or `0x` hex without AvalancheGo's checksum) with `readTx`, the chain's reader of an
 * unsigned tx (codec version, type id, fields: {@link readXTx}, {@link readCTx}, {@link readPTx}). Each credential's signers are recovered
 * from its signatures. Malformed input, trailing bytes included, is a ValidationError.
 *
 * @example
 * import { decodeSignedTx, readXTx } from '@pkg/txs';
 * const signed = decodeSignedTx(hex, 'X', readXTx); console.log(signed.unsigned.tx.type, signed.txId);
 */
export function decodeSignedTx<T extends { type: string }>(
  encoded: string | Uint8Array,
  chain: Chain,
  readTx: (r: Reader) => T,
): SignedTx<T> {
  const bytes = fromHex(encoded, 'tx');
  const r = new Reader(bytes, 'tx');
  const tx = readTx(r);
  const unsignedBytes = bytes.slice(0, r.offset);
  const credentials = readCredentials(r, chain);
  r.end();
  const hash = sha256(unsignedBytes);
  const signers = credentials.map((sigs) => sigs.map((sig) => recoverShortId(sig, hash)));
  return { unsigned: { chain, tx, bytes: unsignedBytes, signers }, credentials, bytes, txId: txIdOf(bytes) };
}
