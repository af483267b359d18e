import { ValidationError } from '@pkg/core';
import type { Input, OutputOwners, TransferableOutput, Utxo } from '../codec/index.js';
import { formatAddress, sortTransferableOutputs } from '../codec/index.js';
import { GasCapacityExceededError } from '../errors.js';
import { checkKeys } from '../shared/checkArgs.js';
import type { TxContext } from '../shared/context.js';
import { signersFor, signingAddressesOf } from '../shared/matchOwners.js';
import {
  checkOperationOptions,
  OPERATION_OPTIONS,
  type OperationOptions,
} from '../shared/operationOptions.js';
import { recipientArg } from '../shared/ownerArg.js';
import type { UnsignedTx } from '../types.js';
import { u64Arg } from './args.js';
import { gasOf, pTxComplexity } from './complexity.js';
import { encodePTx } from './encodePTx.js';
import { pFeeContext } from './feeContext.js';
import { spendP } from './spend.js';
import type { PTx } from './types.js';

/** Options every P builder takes besides its operation's arguments (and, through the client, every P operation). */
export interface PBuildOptions extends OperationOptions {
  /** nAVAX per gas to pay. @default twice the chain's current gas price (`platform.getFeeState`), as the Go wallet pays */
  gasPrice?: bigint;
  /** The UTXOs to spend from. @default every P-chain UTXO of the signers' addresses (`platform.getUTXOs`, all pages) */
  utxos?: Utxo[];
}

/** The option keys every P builder accepts besides its own (see {@link PBuildOptions}). */
export const P_BUILD_OPTIONS = ['gasPrice', 'utxos', ...OPERATION_OPTIONS] as const;

/**
 * Checks a P builder's argument object as `checkKeys` does (no unknown key, every required one), with the options
 * every P builder takes (`gasPrice`, `utxos`) checked too: a ValidationError naming the field, before any request.
 */
export function checkPArgs(
  args: unknown,
  name: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> {
  const a = checkKeys(args, name, required, [...optional, ...P_BUILD_OPTIONS]);
  if (a.gasPrice !== undefined) u64Arg(a.gasPrice, 'gasPrice', 1n);
  if (a.utxos !== undefined && !Array.isArray(a.utxos)) {
    throw new ValidationError({ field: 'utxos', rule: 'an array of UTXOs' });
  }
  checkOperationOptions(a);
  return a;
}

/** What {@link buildPTx} needs from an operation. */
export interface PTxPlan<T extends PTx> {
  /** The tx with its operation fields, given the spend's inputs and outputs (`outputs`: extra outputs + change). */
  make(spent: { inputs: T['inputs']; outputs: TransferableOutput[]; stakeOutputs: TransferableOutput[] }): T;
  /** Outputs the tx's base carries besides the change (a P send's outputs). */
  outputs?: TransferableOutput[];
  /** AVAX burned besides the fee. */
  toBurn?: bigint;
  /** AVAX staked. */
  toStake?: bigint;
  /** AVAX the tx already brings (an import). */
  excessAvax?: bigint;
  /** Who gets the excess when no input is added (an import's `to`). */
  ownerOverride?: OutputOwners;
  /** Signers of the tx's authorization credential (subnet auth, disable auth), in sig-index order. */
  authSigners?: Uint8Array[];
}

/** The signers' first address as a 1-of-1 owner: where change goes. */
export function changeOwnerOf(ctx: TxContext): OutputOwners {
  const [first] = ctx.addresses('P');
  if (first === undefined) throw new TypeError('the client has no signer');
  return { locktime: 0n, threshold: 1, addresses: [first] };
}

/**
 * The owner of an output to `to` (on `chain`, of this network): an address (1-of-1, no lock) or an owner argument
 * (`{ addresses, threshold, locktime? }`, sorted as the codec requires); the first signer's when absent.
 */
export function recipientOwner(ctx: TxContext, to: unknown, chain: 'X' | 'P' | 'C' = 'P'): OutputOwners {
  if (to === undefined) return changeOwnerOf(ctx);
  return recipientArg(to, 'to', chain, ctx.hrp);
}

/**
 * Builds a P-chain tx: the complexity of the tx without its spend, then the spend (`spendP`: this SDK's UTXO
 * selection, change, stake outputs, the fee at the given or 2x current gas price), then the tx, its bytes and
 * its signers (per input, then the authorization credential). A tx whose gas exceeds what the chain can take now is
 * a GasCapacityExceededError before anything is sent.
 *
 * @example
 * import { buildPTx } from '@pkg/txs';
 * const unsigned = await buildPTx(ctx, { make: (s) => ({ type: 'BaseTx', ...base, ...s }) }, {});
 */
export async function buildPTx<T extends PTx>(
  ctx: TxContext,
  plan: PTxPlan<T>,
  options: PBuildOptions,
): Promise<UnsignedTx<T>> {
  const [fee, utxos] = await Promise.all([
    pFeeContext(ctx, options.gasPrice),
    options.utxos ??
      ctx.utxos(
        'P',
        ctx.addresses('P').map((a) => formatAddress('P', ctx.hrp, a)),
      ),
  ]);
  const extra = plan.outputs ?? [];
  const skeleton = plan.make({ inputs: [], outputs: extra, stakeOutputs: [] });
  const spend = spendP({
    utxos,
    addresses: signingAddressesOf(ctx, 'P'),
    avaxAssetId: ctx.avaxAssetId,
    toBurn: (plan.toBurn ?? 0n) + extra.reduce((sum, o) => sum + amountOf(o), 0n),
    toStake: plan.toStake ?? 0n,
    excessAvax: plan.excessAvax ?? 0n,
    complexity: pTxComplexity(skeleton),
    weights: fee.weights,
    gasPrice: fee.gasPrice,
    changeOwner: changeOwnerOf(ctx),
    ...(plan.ownerOverride ? { ownerOverride: plan.ownerOverride } : {}),
    now: ctx.now(),
    maxInputs: ctx.maxInputs,
  });
  const tx = plan.make({
    inputs: spend.inputs,
    outputs: sortTransferableOutputs([...extra, ...spend.changeOutputs], 'P'),
    stakeOutputs: spend.stakeOutputs,
  });
  const gas = gasOf(pTxComplexity(tx), fee.weights);
  if (gas > fee.capacity) {
    throw new GasCapacityExceededError({
      gas,
      capacity: fee.capacity,
      details: `the P chain's capacity now (${fee.capacity}; at most ${fee.maxCapacity} per block)`,
    });
  }
  const signers = [...spend.signers];
  if (plan.authSigners) signers.push(plan.authSigners);
  return { chain: 'P', tx, bytes: encodePTx(tx), signers };
}

function amountOf(o: TransferableOutput): bigint {
  return o.output.type === 'TransferOutput' ? o.output.amount : 0n;
}

/** The base fields of a P tx on `ctx`'s network, with the spend's inputs and outputs. */
export function pBase(
  ctx: TxContext,
  spent: { inputs: PTx['inputs']; outputs: TransferableOutput[] },
): Pick<PTx, 'networkId' | 'blockchainId' | 'inputs' | 'outputs' | 'memo'> {
  return {
    networkId: ctx.networkId,
    blockchainId: ctx.chainIds.P,
    outputs: spent.outputs,
    inputs: spent.inputs,
    memo: new Uint8Array(0),
  };
}

/**
 * The authorization of an owner read from the node (a subnet's or an L1 validator's): the sig indices the signers
 * can fill and their addresses (`signersFor`, the one owner-matching rule), or undefined when they cannot.
 */
export function authorize(
  ctx: TxContext,
  owner: { threshold: number; addresses: Uint8Array[]; locktime: bigint },
): { auth: Input; signers: Uint8Array[] } | undefined {
  const can = signersFor(owner, signingAddressesOf(ctx, 'P'), ctx.now());
  return can && { auth: { type: 'Input', sigIndices: can.sigIndices }, signers: can.signers };
}
