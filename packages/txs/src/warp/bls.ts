import { bls12_381 } from '@noble/curves/bls12-381.js';
import { ValidationError } from '@pkg/core';

/** The min-pk scheme, read on use: a bundle that never signs or verifies keeps BLS12-381 out. */
const bls = () => bls12_381.longSignatures;

/** The ciphersuite AvalancheGo signs messages with (Warp, ...): min-pk, G2 signatures, proof-of-possession scheme. */
const SIGNATURE_DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';
/** The ciphersuite of proofs of possession (the signed message is the compressed public key). */
const POP_DST = 'BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

function secretKeyBytes(secretKey: Uint8Array): Uint8Array {
  if (!(secretKey instanceof Uint8Array) || secretKey.length !== 32) {
    throw new ValidationError({ field: 'blsSecretKey', rule: '32 bytes (big-endian scalar)' });
  }
  return secretKey;
}

/**
 * The 48-byte compressed BLS12-381 public key of a 32-byte secret key (AvalancheGo's `signer.key` format).
 *
 * @example
 * import { blsPublicKey } from '@pkg/txs/warp';
 * const publicKey = blsPublicKey(secretKey);
 */
export function blsPublicKey(secretKey: Uint8Array): Uint8Array {
  return bls().getPublicKey(secretKeyBytes(secretKey)).toBytes(true);
}

/**
 * A 96-byte BLS signature of `message`, as AvalancheGo's signer makes it (Warp messages sign their unsigned bytes).
 *
 * @example
 * import { blsSign } from '@pkg/txs/warp';
 * const signature = blsSign(secretKey, unsignedWarpBytes);
 */
export function blsSign(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
  return bls().Signature.toBytes(bls().sign(bls().hash(message, SIGNATURE_DST), secretKeyBytes(secretKey)));
}

/**
 * The BLS public key and its proof of possession (a signature of the compressed public key under the PoP
 * ciphersuite), what AddPermissionlessValidator, ConvertSubnetToL1 and RegisterL1Validator carry.
 *
 * @example
 * import { blsProofOfPossession } from '@pkg/txs/warp';
 * const { publicKey, proofOfPossession } = blsProofOfPossession(secretKey);
 */
export function blsProofOfPossession(secretKey: Uint8Array): {
  publicKey: Uint8Array;
  proofOfPossession: Uint8Array;
} {
  const sk = secretKeyBytes(secretKey);
  const publicKey = bls().getPublicKey(sk).toBytes(true);
  const proofOfPossession = bls().Signature.toBytes(bls().sign(bls().hash(publicKey, POP_DST), sk));
  return { publicKey, proofOfPossession };
}

/**
 * Whether `proofOfPossession` proves `publicKey` (the check the P chain runs).
 *
 * @example
 * import { blsVerifyProofOfPossession } from '@pkg/txs/warp';
 * blsVerifyProofOfPossession(publicKey, proofOfPossession); // true
 */
export function blsVerifyProofOfPossession(publicKey: Uint8Array, proofOfPossession: Uint8Array): boolean {
  try {
    return bls().verify(proofOfPossession, bls().hash(publicKey, POP_DST), publicKey);
  } catch {
    return false;
  }
}

/**
 * Whether `signature` is a BLS signature of `message` by `publicKey` (aggregated keys verify aggregated signatures).
 *
 * @example
 * import { blsVerify } from '@pkg/txs/warp';
 * blsVerify(signature, unsignedWarpBytes, publicKey);
 */
export function blsVerify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return bls().verify(signature, bls().hash(message, SIGNATURE_DST), publicKey);
  } catch {
    return false;
  }
}

/**
 * The 96-byte aggregate of BLS signatures (of the same message).
 *
 * @example
 * import { blsAggregateSignatures } from '@pkg/txs/warp';
 * const aggregate = blsAggregateSignatures([sig1, sig2]);
 */
export function blsAggregateSignatures(signatures: readonly Uint8Array[]): Uint8Array {
  if (signatures.length === 0)
    throw new ValidationError({ field: 'signatures', rule: 'at least one signature' });
  return bls().Signature.toBytes(bls().aggregateSignatures([...signatures]));
}

/**
 * The 48-byte compressed aggregate of BLS public keys.
 *
 * @example
 * import { blsAggregatePublicKeys } from '@pkg/txs/warp';
 * const key = blsAggregatePublicKeys([pk1, pk2]);
 */
export function blsAggregatePublicKeys(publicKeys: readonly Uint8Array[]): Uint8Array {
  if (publicKeys.length === 0)
    throw new ValidationError({ field: 'publicKeys', rule: 'at least one public key' });
  return bls()
    .aggregatePublicKeys([...publicKeys])
    .toBytes(true);
}

/**
 * The 96-byte uncompressed form of a compressed BLS public key: the key AvalancheGo orders a Warp validator set by.
 *
 * @example
 * import { blsUncompressedPublicKey } from '@pkg/txs/warp';
 * const sortKey = blsUncompressedPublicKey(publicKey);
 */
export function blsUncompressedPublicKey(publicKey: Uint8Array): Uint8Array {
  return bls12_381.G1.Point.fromBytes(publicKey).toBytes(false);
}
