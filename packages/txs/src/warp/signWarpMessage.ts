import { ValidationError } from '@pkg/core';
import { compareBytes, toHex } from '../codec/bytes.js';
import { blsAggregateSignatures, blsSign, blsUncompressedPublicKey } from './bls.js';
import { encodeUnsignedWarpMessage, encodeWarpMessage, type UnsignedWarpMessage } from './warpMessage.js';

/** A validator's key in a Warp validator set; `secretKey` when this party can sign for it. */
export interface WarpValidatorKey {
  /** 48-byte compressed BLS public key. */
  publicKey: Uint8Array;
  /** 32-byte BLS secret key, for the validators that sign. */
  secretKey?: Uint8Array;
}

/**
 * Signs an unsigned Warp message with every given validator that has a secret key, and returns the signed
 * message bytes: the signatures aggregated, and the bit set indexed over the canonical validator set
 * (AvalancheGo orders it by uncompressed public key bytes and merges validators sharing a key). Pass the whole
 * validator set of the source chain's subnet, so the indices match what the P chain verifies against.
 *
 * @example
 * import { signWarpMessage } from '@pkg/txs/warp';
 * const message = signWarpMessage(unsigned, [{ publicKey, secretKey }]);
 */
export function signWarpMessage(
  unsigned: UnsignedWarpMessage,
  validators: readonly WarpValidatorKey[],
): Uint8Array {
  const toSign = encodeUnsignedWarpMessage(unsigned);
  const canonical = canonicalOrder(validators);
  let bits = 0n;
  const signatures: Uint8Array[] = [];
  canonical.forEach((v, i) => {
    if (v.secretKey === undefined) return;
    bits |= 1n << BigInt(i);
    signatures.push(blsSign(v.secretKey, toSign));
  });
  if (signatures.length === 0)
    throw new ValidationError({ field: 'validators', rule: 'at least one with a secretKey' });
  return encodeWarpMessage({
    ...unsigned,
    signers: bigEndian(bits),
    signature: blsAggregateSignatures(signatures),
  });
}

function canonicalOrder(validators: readonly WarpValidatorKey[]): WarpValidatorKey[] {
  const byKey = new Map<string, { sort: Uint8Array; v: WarpValidatorKey }>();
  for (const v of validators) {
    const sort = blsUncompressedPublicKey(v.publicKey);
    const key = toHex(sort);
    const seen = byKey.get(key);
    if (seen === undefined || (seen.v.secretKey === undefined && v.secretKey !== undefined))
      byKey.set(key, { sort, v });
  }
  return [...byKey.values()].sort((a, b) => compareBytes(a.sort, b.sort)).map((e) => e.v);
}

function bigEndian(bits: bigint): Uint8Array {
  const out: number[] = [];
  for (let b = bits; b > 0n; b >>= 8n) out.unshift(Number(b & 0xffn));
  return Uint8Array.from(out);
}
