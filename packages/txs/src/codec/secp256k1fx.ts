import type { Reader } from './Reader.js';
import type { Writer } from './Writer.js';

/** secp256k1fx.OutputOwners: who may spend, from when, with how many signatures. Addresses are 20-byte short ids. */
export interface OutputOwners {
  /** Unix seconds before which the output cannot be spent (0: now). */
  locktime: bigint;
  /** Signatures needed. */
  threshold: number;
  /** Short ids, sorted ascending and unique on the wire. */
  addresses: Uint8Array[];
}

/** secp256k1fx.TransferOutput (type id 7): an amount of an asset and its owners. */
export interface TransferOutput {
  type: 'TransferOutput';
  amount: bigint;
  owners: OutputOwners;
}

/** secp256k1fx.TransferInput (type id 5): spends an amount, signed by the owners at `sigIndices`. */
export interface TransferInput {
  type: 'TransferInput';
  amount: bigint;
  /** Indices into the spent output's addresses, ascending and unique. */
  sigIndices: number[];
}

/** secp256k1fx.Input (P and C type id 10): signatures by the owners at `sigIndices` (subnet auth). */
export interface Input {
  type: 'Input';
  sigIndices: number[];
}

/** secp256k1fx.Credential (type id 9): 65-byte r||s||v signatures, in the order of the input's sig indices. */
export interface Credential {
  signatures: Uint8Array[];
}

/**
 * Writes OutputOwners' fields (no type id): locktime, threshold, addresses.
 *
 * @example
 * import { Writer, writeOutputOwners } from '@pkg/txs';
 * writeOutputOwners(new Writer(), { locktime: 0n, threshold: 1, addresses: [shortId] });
 */
export function writeOutputOwners(w: Writer, owners: OutputOwners): void {
  w.u64(owners.locktime, 'locktime').u32(owners.threshold, 'threshold');
  w.array(owners.addresses, (w, a) => w.bytes(a, 20, 'address'));
}

/**
 * Reads OutputOwners' fields (no type id).
 *
 * @example
 * import { Reader, readOutputOwners } from '@pkg/txs';
 * const owners = readOutputOwners(new Reader(bytes));
 */
export function readOutputOwners(r: Reader): OutputOwners {
  const locktime = r.u64('locktime');
  const threshold = r.u32('threshold');
  const addresses = r.array((r) => r.bytes(20, 'address'), 20, 'addresses');
  return { locktime, threshold, addresses };
}

/**
 * Writes a list of sig indices (uint32 count, then each uint32).
 *
 * @example
 * import { Writer, writeSigIndices } from '@pkg/txs';
 * writeSigIndices(new Writer(), [0]);
 */
export function writeSigIndices(w: Writer, indices: readonly number[]): void {
  w.array(indices, (w, i) => w.u32(i, 'sigIndices'));
}

/**
 * Reads a list of sig indices.
 *
 * @example
 * import { Reader, readSigIndices } from '@pkg/txs';
 * const indices = readSigIndices(new Reader(bytes));
 */
export function readSigIndices(r: Reader): number[] {
  return r.array((r) => r.u32('sigIndex'), 4, 'sigIndices');
}

/**
 * Writes a Credential's fields (no type id): its 65-byte signatures.
 *
 * @example
 * import { Writer, writeCredential } from '@pkg/txs';
 * writeCredential(new Writer(), { signatures: [sig] });
 */
export function writeCredential(w: Writer, credential: Credential): void {
  w.array(credential.signatures, (w, s) => w.bytes(s, 65, 'signature'));
}

/**
 * Reads a Credential's fields (no type id).
 *
 * @example
 * import { Reader, readCredential } from '@pkg/txs';
 * const { signatures } = readCredential(new Reader(bytes));
 */
export function readCredential(r: Reader): Credential {
  return { signatures: r.array((r) => r.bytes(65, 'signature'), 65, 'signatures') };
}
