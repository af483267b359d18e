import type {
  OutputOwners,
  TransferableInput,
  TransferableOutput,
  TransferOutput,
  Utxo,
} from '../codec/index.js';
import { bytesEqual, cb58, compareUtxoIds, sortTransferableOutputs } from '../codec/index.js';
import { InsufficientFundsError } from '../errors.js';
import type { Dimensions } from './complexity.js';
import { addDimensions, gasOf, inputComplexity, outputComplexity } from './complexity.js';

/** What the P spend selects UTXOs for. Amounts are nAVAX; only AVAX is spent. */
export interface PSpendArgs {
  /** The UTXOs to choose from, in the order they are tried (the node's `getUTXOs` order). */
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

/**
 * Which of `owners`' addresses sign, as AvalancheGo's `common.MatchOwners`: the first `threshold` indices whose
 * address a signer holds, or undefined when the owners are locked past `now` or too few addresses match.
 *
 * @example
 * import { matchOwners } from '@pkg/txs';
 * const indices = matchOwners(utxoOwners, signerAddresses, now);
 */
export function matchOwners(
  owners: OutputOwners,
  addresses: readonly Uint8Array[],
  now: bigint,
): number[] | undefined {
  if (owners.locktime > now) return undefined;
  const indices: number[] = [];
  for (let i = 0; i < owners.addresses.length && indices.length < owners.threshold; i++) {
    const address = owners.addresses[i] as Uint8Array;
    if (addresses.some((a) => bytesEqual(a, address))) indices.push(i);
  }
  return indices.length === owners.threshold ? indices : undefined;
}

function unwrap(utxo: Utxo): { out: TransferOutput; locktime: bigint } | undefined {
  const o = utxo.output;
  if (o.type === 'StakeableLockOut') return { out: o.output, locktime: o.locktime };
  if (o.type === 'TransferOutput') return { out: o, locktime: 0n };
  return undefined;
}

/**
 * Selects AVAX UTXOs for a P-chain tx as AvalancheGo's wallet does (`wallet/chain/p/builder` spend): locked
 * (StakeableLockOut, not yet expired) UTXOs only when staking, moved into locked stake outputs; then unlocked UTXOs
 * (expired StakeableLockOuts unwrapped) first-fit, the fee recomputed from the complexity as each input is added;
 * the change output only when the excess is worth more than its own cost. At most `maxInputs` inputs.
 * Throws InsufficientFundsError with what was needed and found.
 *
 * @example
 * import { spendP } from '@pkg/txs';
 * const { inputs, changeOutputs, fee } = spendP({ utxos, addresses, avaxAssetId, toBurn: 0n, toStake: 0n, complexity, weights, gasPrice, changeOwner, now, maxInputs: 256 });
 */
export function spendP(args: PSpendArgs): PSpend {
  const { addresses, avaxAssetId, now } = args;
  let toBurn = args.toBurn;
  let toStake = args.toStake;
  let excessAvax = args.excessAvax ?? 0n;
  let complexity = args.complexity;
  let ownerOverride = args.ownerOverride ?? args.changeOwner;
  const selected: Selected[] = [];
  const changeOutputs: TransferableOutput[] = [];
  const stakeOutputs: TransferableOutput[] = [];
  const feeOf = (c: Dimensions) => gasOf(c, args.weights) * args.gasPrice;
  const addInput = (s: Selected) => {
    selected.push(s);
    complexity = addDimensions(complexity, inputComplexity([s.input]));
  };
  const addOutput = (list: TransferableOutput[], o: TransferableOutput) => {
    list.push(o);
    complexity = addDimensions(complexity, outputComplexity([o]));
  };
  let found = excessAvax;
  const avax = args.utxos.filter((u) => bytesEqual(u.assetId, avaxAssetId));
  const isLocked = (u: Utxo) => u.output.type === 'StakeableLockOut' && u.output.locktime > now;

  for (const utxo of avax.filter(isLocked)) {
    const unwrapped = unwrap(utxo);
    const indices = unwrapped && matchOwners(unwrapped.out.owners, addresses, now);
    if (!unwrapped || !indices) continue;
    if (args.toStake > 0n) found += unwrapped.out.amount;
    if (toStake === 0n || selected.length >= args.maxInputs) continue;
    const { out, locktime } = unwrapped;
    addInput({
      input: {
        txId: utxo.txId,
        outputIndex: utxo.outputIndex,
        assetId: utxo.assetId,
        input: {
          type: 'StakeableLockIn',
          locktime,
          input: { type: 'TransferInput', amount: out.amount, sigIndices: indices },
        },
      },
      signers: indices.map((i) => out.owners.addresses[i] as Uint8Array),
    });
    const staked = minOf(out.amount, toStake);
    toStake -= staked;
    const locked = (amount: bigint): TransferableOutput => ({
      assetId: avaxAssetId,
      output: {
        type: 'StakeableLockOut',
        locktime,
        output: { type: 'TransferOutput', amount, owners: out.owners },
      },
    });
    addOutput(stakeOutputs, locked(staked));
    if (out.amount > staked) addOutput(changeOutputs, locked(out.amount - staked));
  }

  if (toStake > 0n) {
    addOutput(stakeOutputs, {
      assetId: avaxAssetId,
      output: { type: 'TransferOutput', amount: toStake, owners: args.changeOwner },
    });
  }

  for (const utxo of avax.filter((u) => !isLocked(u))) {
    const unwrapped = unwrap(utxo);
    const indices = unwrapped && matchOwners(unwrapped.out.owners, addresses, now);
    if (!unwrapped || !indices) continue;
    found += unwrapped.out.amount;
    if (toBurn === 0n && toStake === 0n && excessAvax >= feeOf(complexity)) continue;
    if (selected.length >= args.maxInputs) continue;
    const { out } = unwrapped;
    addInput({
      input: {
        txId: utxo.txId,
        outputIndex: utxo.outputIndex,
        assetId: utxo.assetId,
        input: { type: 'TransferInput', amount: out.amount, sigIndices: indices },
      },
      signers: indices.map((i) => out.owners.addresses[i] as Uint8Array),
    });
    let left = out.amount;
    const burned = minOf(left, toBurn);
    toBurn -= burned;
    left -= burned;
    const staked = minOf(left, toStake);
    toStake -= staked;
    excessAvax += left - staked;
    ownerOverride = args.changeOwner;
  }

  const requiredFee = feeOf(complexity);
  if (toBurn > 0n || toStake > 0n || excessAvax < requiredFee) {
    throw new InsufficientFundsError({
      needed: args.toBurn + args.toStake + requiredFee,
      found,
      assetId: cb58(avaxAssetId),
      chain: 'P',
      details:
        selected.length >= args.maxInputs
          ? `stopped at ${args.maxInputs} inputs (maxInputs)`
          : 'the amounts to burn and stake plus the fee, against the spendable UTXOs of the signers',
    });
  }

  const change: TransferableOutput = {
    assetId: avaxAssetId,
    output: { type: 'TransferOutput', amount: 0n, owners: ownerOverride },
  };
  const withChange = addDimensions(complexity, outputComplexity([change]));
  const feeWithChange = feeOf(withChange);
  let fee = requiredFee;
  if (excessAvax > feeWithChange) {
    changeOutputs.push({
      ...change,
      output: { ...change.output, amount: excessAvax - feeWithChange } as TransferOutput,
    });
    complexity = withChange;
    fee = feeWithChange;
  } else {
    fee = excessAvax;
  }

  const sorted = [...selected].sort((a, b) => compareUtxoIds(a.input, b.input));
  return {
    inputs: sorted.map((s) => s.input),
    signers: sorted.map((s) => s.signers),
    changeOutputs: sortTransferableOutputs(changeOutputs, 'P'),
    stakeOutputs: sortTransferableOutputs(stakeOutputs, 'P'),
    fee,
    complexity,
  };
}

/** The smaller of two amounts (Math.min takes no bigint). */
function minOf(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
