import type { Reader } from './Reader.js';
import type { OutputOwners, TransferOutput } from './secp256k1fx.js';
import { readOutputOwners, writeOutputOwners } from './secp256k1fx.js';
import type { Chain } from './typeIds.js';
import { typeIdOf, typeNameOf } from './typeIds.js';
import type { Writer } from './Writer.js';

/** secp256k1fx.MintOutput (X 6): the right to mint more of a variable-cap asset. */
export interface MintOutput {
  type: 'MintOutput';
  owners: OutputOwners;
}

/** nftfx.MintOutput (X 10): the right to mint NFTs of a group. */
export interface NftMintOutput {
  type: 'NftMintOutput';
  groupId: number;
  owners: OutputOwners;
}

/** nftfx.TransferOutput (X 11): one NFT of a group with its payload. */
export interface NftTransferOutput {
  type: 'NftTransferOutput';
  groupId: number;
  payload: Uint8Array;
  owners: OutputOwners;
}

/** propertyfx.MintOutput (X 15). */
export interface PropertyMintOutput {
  type: 'PropertyMintOutput';
  owners: OutputOwners;
}

/** propertyfx.OwnedOutput (X 16). */
export interface PropertyOwnedOutput {
  type: 'PropertyOwnedOutput';
  owners: OutputOwners;
}

/** P's stakeable.LockOut (22): a TransferOutput that cannot be spent, only staked, before `locktime`. */
export interface StakeableLockOut {
  type: 'StakeableLockOut';
  locktime: bigint;
  output: TransferOutput;
}

/** Any output a UTXO or a tx of X, P or C may hold, discriminated by `type`. */
export type Output =
  | TransferOutput
  | MintOutput
  | NftMintOutput
  | NftTransferOutput
  | PropertyMintOutput
  | PropertyOwnedOutput
  | StakeableLockOut;

/**
 * Writes an output as the chain's codec does: its type id on `chain`, then its fields.
 *
 * @example
 * import { Writer, writeOutput } from '@pkg/txs';
 * writeOutput(new Writer(), 'X', { type: 'TransferOutput', amount: 1n, owners });
 */
export function writeOutput(w: Writer, chain: Chain, output: Output): void {
  w.u32(typeIdOf(chain, output.type));
  switch (output.type) {
    case 'TransferOutput':
      w.u64(output.amount, 'amount');
      break;
    case 'NftMintOutput':
      w.u32(output.groupId, 'groupId');
      break;
    case 'NftTransferOutput':
      w.u32(output.groupId, 'groupId').sized(output.payload, 'payload');
      break;
    case 'StakeableLockOut':
      w.u64(output.locktime, 'locktime');
      writeOutput(w, chain, output.output);
      return;
  }
  writeOutputOwners(w, output.owners);
}

/**
 * Reads an output (type id, then fields) as `chain`'s codec registers it; an id the chain does not know as an
 * output is a ValidationError.
 *
 * @example
 * import { Reader, readOutput } from '@pkg/txs';
 * const output = readOutput(new Reader(bytes), 'P');
 */
export function readOutput(r: Reader, chain: Chain): Output {
  const id = r.u32('output type id');
  const type = typeNameOf(chain, id);
  switch (type) {
    case 'TransferOutput':
      return { type, amount: r.u64('amount'), owners: readOutputOwners(r) };
    case 'MintOutput':
    case 'PropertyMintOutput':
    case 'PropertyOwnedOutput':
      return { type, owners: readOutputOwners(r) };
    case 'NftMintOutput':
      return { type, groupId: r.u32('groupId'), owners: readOutputOwners(r) };
    case 'NftTransferOutput':
      return { type, groupId: r.u32('groupId'), payload: r.sized('payload'), owners: readOutputOwners(r) };
    case 'StakeableLockOut':
      return { type, locktime: r.u64('locktime'), output: readTransferOutput(r, chain) };
  }
  throw r.error('output type id', `an output type id of the ${chain} chain`, String(id));
}

function readTransferOutput(r: Reader, chain: Chain): TransferOutput {
  const inner = readOutput(r, chain);
  if (inner.type !== 'TransferOutput') throw r.error('locked output', 'a TransferOutput', inner.type);
  return inner;
}
