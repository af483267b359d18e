import type { Chain } from '../codec/typeIds.js';

/** What a {@link Signer} is asked to sign: one tx's hash, with the bytes it hashes and the chain it is for. */
export interface SignRequest {
  /** sha256 of `unsignedBytes`: the 32 bytes to sign. */
  hash: Uint8Array;
  /** The unsigned tx bytes (codec version, type id, fields), for a signer that shows or checks what it signs. */
  unsignedBytes: Uint8Array;
  /** The chain the tx is issued on. */
  chain: Chain;
}

/**
 * Anything that holds a secp256k1 key and signs tx hashes with it: a private key in memory
 * ({@link privateKeySigner}), a Ledger, a KMS. Its addresses come from `publicKey`.
 *
 * @example
 * import type { Signer } from '@pkg/txs';
 * const kms: Signer = { publicKey, sign: async ({ hash }) => await myKms.signRecoverable(hash) };
 */
export interface Signer {
  /** The 33-byte compressed (or 65-byte uncompressed) secp256k1 public key. */
  publicKey: Uint8Array;
  /** Signs `hash`: a 65-byte r||s||v recoverable signature, low S, v 0 or 1 (v 27 or 28, and a high S, are normalized). */
  sign(request: SignRequest): Promise<Uint8Array>;
  /**
   * True when the key signs on another machine ({@link publicKeySigner}): build-only operations may choose its address
   * as a signer, `txs.sign` and `signEnvelope` leave its signatures missing (a {@link PartlySignedTx}), and an
   * operation that issues chooses the keys that sign here whenever they can meet the owner, refusing with a
   * MissingSignerError naming it, before any signer is asked, only when nothing else can.
   */
  readonly elsewhere?: boolean;
}
