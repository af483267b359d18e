import { blsUncompressedPublicKey } from '@pkg/txs/warp';

/**
 * The bit set of a Warp BitSetSignature naming one signer of a validator set, as AvalancheGo reads it: the set ordered
 * canonically by uncompressed BLS public key (`validators.FlattenValidatorSet`), bit i for the i-th validator, the
 * bits as a big-endian integer's minimal bytes (`set.Bits.Bytes`). Keys are 48-byte compressed public keys.
 * @example
 * ```ts
 * const signers = warpSignerBitSet([nodeKey, newValidatorKey], nodeKey); // 0x01 or 0x02
 * ```
 */
export function warpSignerBitSet(publicKeys: readonly Uint8Array[], signer: Uint8Array): Uint8Array {
  const hex = (key: Uint8Array) => Buffer.from(blsUncompressedPublicKey(key)).toString('hex');
  const ordered = publicKeys.map(hex).sort();
  const index = ordered.indexOf(hex(signer));
  if (index < 0) throw new Error('the signer is not in the validator set');
  const bits = new Uint8Array(Math.floor(index / 8) + 1);
  bits[0] = 1 << (index % 8);
  return bits;
}
