import type { TransferableInput, TransferOutput, Utxo } from '../codec/index.js';
import { bytesEqual, cb58, compareUtxoIds } from '../codec/index.js';
import { InsufficientFundsError } from '../errors.js';
import type { ChainAlias } from './context.js';

/** What {@link spendUtxos} chose. */
export interface Spent {
  /** The inputs, sorted by UTXO id (tx id, then index) as the node requires. */
  inputs: TransferableInput[];
  /** Per input (same order): the short ids whose signatures fill its sig indices, in order. */
  signers: Uint8Array[][];
  /** What the inputs hold together (at least `needed`). */
  total: bigint;
}

/** What {@link spendUtxos} spends. */
export interface SpendRequest {
  /** The chain the inputs are spent on (for the error). */
  chain: ChainAlias;
  /** Candidate UTXOs (every page of the owners' UTXOs, or of the atomic ones to import). */
  utxos: readonly Utxo[];
  /** The short ids the client can sign for. */
  owners: readonly Uint8Array[];
  /** The asset to spend, 32 bytes. */
  assetId: Uint8Array;
  /** How much of it; 0 with `all` spends every spendable UTXO. */
  needed: bigint;
  /** Spend every spendable UTXO (an import), not just enough for `needed`. */
  all?: boolean;
  /** Unix seconds: outputs locked past it are not spendable yet. */
  now: bigint;
  /** The most inputs to use. */
  maxInputs: number;
}

/**
 * Chooses secp256k1fx TransferOutput UTXOs of one asset that the owners can spend now (locktime passed, at
 * least `threshold` of their addresses held), largest first, until `needed` is covered (or all, to import),
 * at most `maxInputs`; InsufficientFundsError with what was needed and found otherwise.
 */
export function spendUtxos(request: SpendRequest): Spent {
  const candidates: { utxo: Utxo; output: TransferOutput; sigIndices: number[] }[] = [];
  for (const utxo of request.utxos) {
    if (!bytesEqual(utxo.assetId, request.assetId) || utxo.output.type !== 'TransferOutput') continue;
    const output = utxo.output;
    if (output.owners.locktime > request.now) continue;
    const sigIndices = signable(output.owners.addresses, request.owners, output.owners.threshold);
    if (sigIndices) candidates.push({ utxo, output, sigIndices });
  }
  // largest first: the fewest inputs (each costs fee and a signature); ties by UTXO id, so the choice is stable
  candidates.sort((a, b) =>
    a.output.amount === b.output.amount
      ? compareUtxoIds(a.utxo, b.utxo)
      : a.output.amount > b.output.amount
        ? -1
        : 1,
  );
  const chosen: typeof candidates = [];
  let total = 0n;
  for (const candidate of candidates) {
    if (!request.all && total >= request.needed && chosen.length > 0) break;
    if (chosen.length === request.maxInputs) break;
    chosen.push(candidate);
    total += candidate.output.amount;
  }
  if (total < request.needed || (request.all && chosen.length === 0)) {
    throw new InsufficientFundsError({
      needed: request.needed,
      found: total,
      assetId: cb58(request.assetId),
      chain: request.chain,
      details:
        chosen.length === request.maxInputs
          ? `the ${request.maxInputs} largest UTXOs (maxInputs) hold ${total}`
          : `${candidates.length} spendable UTXOs`,
    });
  }
  chosen.sort((a, b) => compareUtxoIds(a.utxo, b.utxo));
  return {
    inputs: chosen.map(({ utxo, output, sigIndices }) => ({
      txId: utxo.txId,
      outputIndex: utxo.outputIndex,
      assetId: utxo.assetId,
      input: { type: 'TransferInput', amount: output.amount, sigIndices },
    })),
    signers: chosen.map(({ output, sigIndices }) =>
      sigIndices.map((i) => output.owners.addresses[i] as Uint8Array),
    ),
    total,
  };
}

/** The first `threshold` indices of `addresses` held by `owners`, ascending; undefined when fewer are held. */
function signable(
  addresses: readonly Uint8Array[],
  owners: readonly Uint8Array[],
  threshold: number,
): number[] | undefined {
  const indices: number[] = [];
  for (let i = 0; i < addresses.length && indices.length < threshold; i++) {
    if (owners.some((o) => bytesEqual(o, addresses[i] as Uint8Array))) indices.push(i);
  }
  return indices.length === threshold ? indices : undefined;
}
