import type { Chain } from './codec/typeIds.js';

/**
 * A tx built and not yet signed.
 *
 * @example
 * import type { UnsignedTx } from '@pkg/txs';
 * const unsigned: UnsignedTx = await txs.p.build.createSubnet({ owner });
 */
export interface UnsignedTx<T extends { type: string } = { type: string }> {
  /** The chain it is issued on. */
  chain: Chain;
  /** The tx as a typed object, discriminated by `type` (the AvalancheGo type name: `BaseTx`, `ImportTx`, ...). */
  tx: T;
  /** Its codec bytes: version 0 (uint16), type id (uint32), fields. What each signature covers (via sha256). */
  bytes: Uint8Array;
  /**
   * Per credential in tx order (one per input, then a subnet-auth or owner credential if the tx has one): the
   * 20-byte short ids whose signatures fill its sig indices, in order.
   */
  signers: Uint8Array[][];
}

/**
 * A tx with its credentials: what `issueTx` takes (as hex of `bytes`).
 *
 * @example
 * import type { SignedTx } from '@pkg/txs';
 * const signed: SignedTx = await txs.sign(unsigned); console.log(signed.txId);
 */
export interface SignedTx<T extends { type: string } = { type: string }> {
  unsigned: UnsignedTx<T>;
  /** Per credential, its 65-byte r||s||v signatures. */
  credentials: Uint8Array[][];
  /** The unsigned bytes followed by the credentials (uint32 count, each its type id 9 and signatures). */
  bytes: Uint8Array;
  /** CB58 of sha256(bytes). */
  txId: string;
}

/**
 * A tx some of whose signatures are still to be made elsewhere: what `txs.sign` returns when a signature is owed by a
 * {@link publicKeySigner} (or an address no signer holds), what `encodeTxEnvelope` carries between machines, what
 * `signEnvelope` adds to and `completeTx` turns into a {@link SignedTx}.
 *
 * @example
 * import type { PartlySignedTx } from '@pkg/txs';
 * const partly = (await txs.sign(unsigned)) as PartlySignedTx; console.log(partly.signatures);
 */
export interface PartlySignedTx<T extends { type: string } = { type: string }> {
  unsigned: UnsignedTx<T>;
  /**
   * Per credential, per address of `unsigned.signers` (same shape): its 65-byte r||s||v signature over
   * sha256(`unsigned.bytes`), or `null` while that address has not signed.
   */
  signatures: (Uint8Array | null)[][];
}

/** Any stage of a tx on its way to the node: built, partly signed, or signed. */
export type AnyTx<T extends { type: string } = { type: string }> =
  | UnsignedTx<T>
  | PartlySignedTx<T>
  | SignedTx<T>;
