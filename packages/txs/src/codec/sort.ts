import type { TransferableOutput } from './avax.js';
import { writeTransferableOutput } from './avax.js';
import { compareBytes } from './bytes.js';
import type { Chain } from './typeIds.js';
import { Writer } from './Writer.js';

/** Anything named by a UTXO id: a TransferableInput, a Utxo, or a builder's record holding one. */
export interface HasUtxoId {
  txId: Uint8Array;
  outputIndex: number;
}

/**
 * Orders by UTXO id (tx id bytes, then output index), as avax.UTXOID.Compare.
 *
 * @example
 * import { compareUtxoIds } from '@pkg/txs';
 * inputs.sort(compareUtxoIds);
 */
export function compareUtxoIds(a: HasUtxoId, b: HasUtxoId): number {
  return compareBytes(a.txId, b.txId) || a.outputIndex - b.outputIndex;
}

/**
 * A copy of `inputs` sorted by UTXO id, the order the node requires of a tx's inputs. Generic, so a builder can
 * sort records that carry each input's signers along with it.
 *
 * @example
 * import { sortTransferableInputs } from '@pkg/txs';
 * const inputs = sortTransferableInputs(unsorted);
 */
export function sortTransferableInputs<T extends HasUtxoId>(inputs: readonly T[]): T[] {
  return [...inputs].sort(compareUtxoIds);
}

/**
 * A copy of `outputs` sorted by asset id, then by the output's codec bytes (type id + fields) on `chain`, as
 * avax.SortTransferableOutputs.
 *
 * @example
 * import { sortTransferableOutputs } from '@pkg/txs';
 * const outputs = sortTransferableOutputs(unsorted, 'X');
 */
export function sortTransferableOutputs<T extends TransferableOutput>(
  outputs: readonly T[],
  chain: Chain,
): T[] {
  const keyed = outputs.map((o) => {
    const w = new Writer();
    writeTransferableOutput(w, chain, o);
    return { o, key: w.finish() };
  });
  return keyed.sort((a, b) => compareBytes(a.key, b.key)).map((k) => k.o);
}

/**
 * Short ids sorted ascending with duplicates dropped, as OutputOwners requires.
 *
 * @example
 * import { sortAddresses } from '@pkg/txs';
 * const owners = { locktime: 0n, threshold: 1, addresses: sortAddresses([b, a]) };
 */
export function sortAddresses(addresses: readonly Uint8Array[]): Uint8Array[] {
  const sorted = [...addresses].sort(compareBytes);
  return sorted.filter((a, i) => i === 0 || compareBytes(a, sorted[i - 1] as Uint8Array) !== 0);
}

/**
 * Sig indices sorted ascending with duplicates dropped, as secp256k1fx.Input requires.
 *
 * @example
 * import { sortSigIndices } from '@pkg/txs';
 * sortSigIndices([2, 0]); // [0, 2]
 */
export function sortSigIndices(indices: readonly number[]): number[] {
  return [...new Set(indices)].sort((a, b) => a - b);
}
