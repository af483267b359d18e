import type { Chain } from '../codec/typeIds.js';

/** The `format` of a tx envelope: what a reader checks first. */
export const TX_ENVELOPE_FORMAT = 'avalanche-tx-envelope';

/** The version of the envelope layout this package writes and reads. */
export const TX_ENVELOPE_VERSION = 1;

/** The longest envelope text read, in characters (4 MiB): a tx is at most 64 KiB on P, and far less on X and C. */
export const MAX_TX_ENVELOPE_CHARS = 4 * 1024 * 1024;

/** One credential of an envelope: who signs it, in sig-index order, and their signatures so far. */
export interface TxEnvelopeCredential {
  /** Bech32 addresses with the tx's chain prefix, in the network's HRP (`P-local1...`). */
  signers: string[];
  /** Per signer, its 65-byte r||s||v signature as `0x` hex, or `null` while it has not signed. */
  signatures: (string | null)[];
}

/**
 * The JSON of a tx envelope (`encodeTxEnvelope`): everything a signer needs with no node at hand. Keys are written
 * in this order; a reader refuses any other key.
 */
export interface TxEnvelope {
  format: typeof TX_ENVELOPE_FORMAT;
  version: typeof TX_ENVELOPE_VERSION;
  /** The network id the bytes carry (1 mainnet, 5 Fuji, 12345 local). */
  networkId: number;
  chain: Chain;
  /** CB58 of the 32-byte blockchain id the bytes carry. */
  blockchainId: string;
  /** `0x` hex of the unsigned bytes (codec version, type id, fields): sha256 of them is what each key signs. */
  unsignedTx: string;
  /** One per credential the tx needs, in tx order. */
  credentials: TxEnvelopeCredential[];
}
