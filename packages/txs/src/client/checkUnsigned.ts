import { SdkError } from '@pkg/core';
import { toHex } from '../codec/bytes.js';
import { checkFee } from '../shared/feeOf.js';
import { nameAddress } from '../sign/signTx.js';
import type { UnsignedTx } from '../types.js';

/** What a built tx is held to: the AVAX asset its fee is counted in, the fee cap, the client's signers' short ids. */
export interface UnsignedLimits {
  avaxAssetId: Uint8Array;
  /** The most the tx may pay as its fee, in nAVAX. */
  maxFee: bigint;
  /** Every signer's short id (keys held elsewhere included). */
  signerAddresses: readonly Uint8Array[];
}

/**
 * The money invariants, written once: every operation of the client passes here between build and sign (an operation
 * that issues, and a build-only one), whatever builder made the tx.
 * - Its fee, AVAX consumed minus produced (`feeOf`), is at most `maxFee`: a FeeTooHighError otherwise.
 * - Every address that signs (`unsigned.signers`) is one of the client's signers' addresses: a builder that chose
 *   another address is a bug, an SdkError naming it, before anything is signed.
 */
export function checkUnsigned(unsigned: UnsignedTx, limits: UnsignedLimits): void {
  checkFee(unsigned, limits.avaxAssetId, limits.maxFee);
  const held = new Set(limits.signerAddresses.map(toHex));
  const foreign = unsigned.signers.flat().find((address) => !held.has(toHex(address)));
  if (foreign !== undefined) {
    // a builder may choose only the signers' addresses: this is a bug in the builder
    throw new SdkError(
      `A ${(unsigned.tx as { type: string }).type} on ${unsigned.chain} was built to be signed by ${nameAddress(unsigned, foreign)}, which is none of the client's signers; nothing was signed`,
    );
  }
}
