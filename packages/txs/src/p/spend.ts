import type {
  OutputOwners,
  TransferableInput,
  TransferableOutput,
  TransferOutput,
  Utxo,
} from '../codec/index.js';
import { bytesEqual, cb58, compareUtxoIds, sortTransferableOutputs } from '../codec/index.js';
import { InsufficientFundsError } from '../errors.js';
import { signersFor } from '../shared/matchOwners.js';
import type { Dimensions } from './complexity.js';
import { addDimensions, gasOf, inputComplexity, outputComplexity } from './complexity.js';

/** What the P spend selects UTXOs for. Amounts are nAVAX; only AVAX is spent. */
export interface PSpendArgs {
  /** The UTXOs to choose from, in any order: the spend tries them the largest first (equal amounts in this order). */
  utxos: readonly Utxo[];
  /** The 20-byte short ids the signers hold. */
  addresses: readonly Uint8Array[];
  avaxAssetId: Uint8Array;
  /** AVAX the tx burns besides its fee (exported, sent, or paid as an L1 validator's balance). */
  toBurn: bigint;
  /** AVAX the tx stakes. */
  toStake: bigint;
  /** AVAX the tx already brings (an import's inputs), spent on the fee first. */
  excessAvax?: bigint;
  /** The complexity of the tx without the inputs and outputs this spend adds. */
  complexity: Dimensions;
  weights: readonly bigint[];
  gasPrice: bigint;
  /** Who gets the change and the unlocked stake. */
  changeOwner: OutputOwners;
  /** Who gets the AVAX left over when the spend adds no input (an import's `to`); defaults to `changeOwner`. */
  ownerOverride?: OutputOwners;
  /** Unix seconds: UTXOs and owners locked after it are not spendable (only stakeable). */
  now: bigint;
  /** The most inputs the spend adds. */
  maxInputs: number;
}

/** The spend's result: sorted inputs (with the short ids that sign each), change and stake outputs, the fee. */
export interface PSpend {
  inputs: TransferableInput[];
  /** Per input, in the same order: the short ids whose signatures fill its sig indices. */
  signers: Uint8Array[][];
  changeOutputs: TransferableOutput[];
  stakeOutputs: TransferableOutput[];
  /** nAVAX burned as the fee (the tx's gas × the gas price). */
  fee: bigint;
  /** The whole tx's complexity, inputs and outputs included. */
  complexity: Dimensions;
}

interface Selected {
  input: TransferableInput;
  signers: Uint8Array[];
}

function unwrap(utxo: Utxo): { out: TransferOutput; locktime: bigint } | undefined {
  const o = utxo.output;
  if (o.type === 'StakeableLockOut') return { out: o.output, locktime: o.locktime };
  if (o.type === 'TransferOutput') return { out: o, locktime: 0n };
  return undefined;
}

/**
 * Selects AVAX UTXOs for a P-chain tx, by this SDK's selection policy:
 * - only UTXOs whose owner the signers can sign for now (`signersFor`, the one owner-matching rule);
 * - locked UTXOs (StakeableLockOut, not yet expired) only when staking, moved into locked stake outputs with their
 *   own owner and locktime; then unlocked UTXOs (expired StakeableLockOuts unwrapped);
 * - each kind the largest first (a stable sort: equal amounts keep the order given), so the fewest inputs cover the
 *   amounts: the tx stays small, its fee low, and dust listed first never fills `maxInputs`;
 * - dust left out: a UTXO worth no more than the fee its own input adds would only cost (it is not counted as found);
 * - the fee recomputed from the tx's complexity as each input is added; a change output only when the excess is worth
 *   more than the output's own cost (else the excess is burned as fee); at most `maxInputs` inputs.
 * Throws InsufficientFundsError with what was needed and found (naming maxInputs when the cap made the shortfall).
 *
 * @example
 * import { spendP } from '@pkg/txs';
 * const { inputs, changeOutputs, fee } = spendP({ utxos, addresses, avaxAssetId, toBurn: 0n, toStake: 0n, complexity, weights, gasPrice, changeOwner, now, maxInputs: 256 });
 */
export function spendP(args: PSpendArgs): PSpend {
  const s: SpendState = {
    args,
    toBurn: args.toBurn,
    toStake: args.toStake,
    excessAvax: args.excessAvax ?? 0n,
    found: args.excessAvax ?? 0n,
    complexity: args.complexity,
    ownerOverride: args.ownerOverride ?? args.changeOwner,
    selected: [],
    changeOutputs: [],
    stakeOutputs: [],
  };
  // the largest first (a stable sort: equal amounts keep the order given): the fewest inputs cover the amounts
  const avax = args.utxos
    .filter((u) => bytesEqual(u.assetId, args.avaxAssetId))
    .sort((a, b) => compareAmounts(unwrap(b)?.out.amount ?? 0n, unwrap(a)?.out.amount ?? 0n));
  const isLocked = (u: Utxo) => u.output.type === 'StakeableLockOut' && u.output.locktime > args.now;
  for (const utxo of avax.filter(isLocked)) spendLocked(s, utxo);
  if (s.toStake > 0n) {
    addOutput(s, s.stakeOutputs, {
      assetId: args.avaxAssetId,
      output: { type: 'TransferOutput', amount: s.toStake, owners: args.changeOwner },
    });
  }
  for (const utxo of avax.filter((u) => !isLocked(u))) spendUnlocked(s, utxo);

  const requiredFee = feeOf(s, s.complexity);
  if (s.toBurn > 0n || s.toStake > 0n || s.excessAvax < requiredFee) {
    const needed = args.toBurn + args.toStake + requiredFee;
    throw new InsufficientFundsError({
      needed,
      found: s.found,
      assetId: cb58(args.avaxAssetId),
      chain: 'P',
      ...(s.selected.length >= args.maxInputs && s.found >= needed ? { maxInputs: args.maxInputs } : {}),
      details:
        'the amounts to burn and stake plus the fee, against the spendable UTXOs of the signers (those worth less than the fee of their own input left out)',
    });
  }
  const fee = addChange(s);
  const sorted = [...s.selected].sort((a, b) => compareUtxoIds(a.input, b.input));
  return {
    inputs: sorted.map((x) => x.input),
    signers: sorted.map((x) => x.signers),
    changeOutputs: sortTransferableOutputs(s.changeOutputs, 'P'),
    stakeOutputs: sortTransferableOutputs(s.stakeOutputs, 'P'),
    fee,
    complexity: s.complexity,
  };
}

/** What a spend has chosen so far and what it still has to cover. */
interface SpendState {
  readonly args: PSpendArgs;
  toBurn: bigint;
  toStake: bigint;
  excessAvax: bigint;
  /** The spendable AVAX seen (for InsufficientFundsError). */
  found: bigint;
  complexity: Dimensions;
  ownerOverride: OutputOwners;
  readonly selected: Selected[];
  readonly changeOutputs: TransferableOutput[];
  readonly stakeOutputs: TransferableOutput[];
}

const feeOf = (s: SpendState, c: Dimensions): bigint => gasOf(c, s.args.weights) * s.args.gasPrice;

function addInput(s: SpendState, selected: Selected): void {
  s.selected.push(selected);
  s.complexity = addDimensions(s.complexity, inputComplexity([selected.input]));
}

function addOutput(s: SpendState, list: TransferableOutput[], output: TransferableOutput): void {
  list.push(output);
  s.complexity = addDimensions(s.complexity, outputComplexity([output]));
}

/** A locked (StakeableLockOut, not expired) UTXO: counted when staking, spent into locked stake and change. */
function spendLocked(s: SpendState, utxo: Utxo): void {
  const { args } = s;
  const unwrapped = unwrap(utxo);
  const can = unwrapped && signersFor(unwrapped.out.owners, args.addresses, args.now);
  if (!unwrapped || !can) return;
  if (args.toStake > 0n) s.found += unwrapped.out.amount;
  if (s.toStake === 0n || s.selected.length >= args.maxInputs) return;
  const { out, locktime } = unwrapped;
  addInput(s, {
    input: {
      txId: utxo.txId,
      outputIndex: utxo.outputIndex,
      assetId: utxo.assetId,
      input: {
        type: 'StakeableLockIn',
        locktime,
        input: { type: 'TransferInput', amount: out.amount, sigIndices: can.sigIndices },
      },
    },
    signers: can.signers,
  });
  const staked = minOf(out.amount, s.toStake);
  s.toStake -= staked;
  const locked = (amount: bigint): TransferableOutput => ({
    assetId: args.avaxAssetId,
    output: {
      type: 'StakeableLockOut',
      locktime,
      output: { type: 'TransferOutput', amount, owners: out.owners },
    },
  });
  addOutput(s, s.stakeOutputs, locked(staked));
  if (out.amount > staked) addOutput(s, s.changeOutputs, locked(out.amount - staked));
}

/** An unlocked UTXO (or an expired StakeableLockOut, unwrapped): burned, staked, then left as excess. */
function spendUnlocked(s: SpendState, utxo: Utxo): void {
  const { args } = s;
  const unwrapped = unwrap(utxo);
  const can = unwrapped && signersFor(unwrapped.out.owners, args.addresses, args.now);
  if (!unwrapped || !can) return;
  const { out } = unwrapped;
  const input: TransferableInput = {
    txId: utxo.txId,
    outputIndex: utxo.outputIndex,
    assetId: utxo.assetId,
    input: { type: 'TransferInput', amount: out.amount, sigIndices: can.sigIndices },
  };
  // dust: a UTXO worth no more than the fee its own input adds would only cost (not counted as found)
  if (out.amount <= gasOf(inputComplexity([input]), args.weights) * args.gasPrice) return;
  s.found += out.amount;
  if (s.toBurn === 0n && s.toStake === 0n && s.excessAvax >= feeOf(s, s.complexity)) return;
  if (s.selected.length >= args.maxInputs) return;
  addInput(s, { input, signers: can.signers });
  let left = out.amount;
  const burned = minOf(left, s.toBurn);
  s.toBurn -= burned;
  left -= burned;
  const staked = minOf(left, s.toStake);
  s.toStake -= staked;
  s.excessAvax += left - staked;
  s.ownerOverride = args.changeOwner;
}

/** Adds the change output when the excess is worth more than its own cost; returns the fee burned (all the excess otherwise). */
function addChange(s: SpendState): bigint {
  const change: TransferableOutput = {
    assetId: s.args.avaxAssetId,
    output: { type: 'TransferOutput', amount: 0n, owners: s.ownerOverride },
  };
  const withChange = addDimensions(s.complexity, outputComplexity([change]));
  const feeWithChange = feeOf(s, withChange);
  if (s.excessAvax <= feeWithChange) return s.excessAvax; // all of the excess is burned
  s.changeOutputs.push({
    ...change,
    output: { ...change.output, amount: s.excessAvax - feeWithChange } as TransferOutput,
  });
  s.complexity = withChange;
  return feeWithChange;
}

/** Orders amounts as a sort comparator does (a bigint difference is no number). */
function compareAmounts(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The smaller of two amounts (Math.min takes no bigint). */
function minOf(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
