import type { Reader } from './Reader.js';
import type { TransferInput } from './secp256k1fx.js';
import { readSigIndices, writeSigIndices } from './secp256k1fx.js';
import type { Chain } from './typeIds.js';
import { typeIdOf, typeNameOf } from './typeIds.js';
import type { Writer } from './Writer.js';

/** P's stakeable.LockIn (21): spends a StakeableLockOut (to stake it before its locktime, or after it). */
export interface StakeableLockIn {
  type: 'StakeableLockIn';
  locktime: bigint;
  input: TransferInput;
}

/** Any input of a TransferableInput, discriminated by `type`. */
export type SpendInput = TransferInput | StakeableLockIn;

/**
 * Writes an input: its type id on `chain`, then its fields.
 *
 * @example
 * import { Writer, writeInput } from '@pkg/txs';
 * writeInput(new Writer(), 'X', { type: 'TransferInput', amount: 1n, sigIndices: [0] });
 */
export function writeInput(w: Writer, chain: Chain, input: SpendInput): void {
  w.u32(typeIdOf(chain, input.type));
  if (input.type === 'StakeableLockIn') {
    w.u64(input.locktime, 'locktime');
    writeInput(w, chain, input.input);
    return;
  }
  w.u64(input.amount, 'amount');
  writeSigIndices(w, input.sigIndices);
}

/**
 * Reads an input (type id, then fields) as `chain`'s codec registers it.
 *
 * @example
 * import { Reader, readInput } from '@pkg/txs';
 * const input = readInput(new Reader(bytes), 'P');
 */
export function readInput(r: Reader, chain: Chain): SpendInput {
  const id = r.u32('input type id');
  const type = typeNameOf(chain, id);
  if (type === 'TransferInput') {
    return { type, amount: r.u64('amount'), sigIndices: readSigIndices(r) };
  }
  if (type === 'StakeableLockIn') {
    const locktime = r.u64('locktime');
    const inner = readInput(r, chain);
    if (inner.type !== 'TransferInput') throw r.error('locked input', 'a TransferInput', inner.type);
    return { type, locktime, input: inner };
  }
  throw r.error('input type id', `an input type id of the ${chain} chain`, String(id));
}
