import type { TransferableOutput, Utxo } from '../codec/index.js';
import { FeeTooHighError } from '../errors.js';
import { P_BUILDERS } from '../p/build/index.js';
import type { ChainAlias, TxContext } from '../shared/context.js';
import { feeOf } from '../shared/feeOf.js';
import { signingAddressesOf } from '../shared/matchOwners.js';
import type { OwnerArg } from '../shared/ownerArg.js';
import type { UnsignedTx } from '../types.js';
import { buildXImportTx } from '../x/buildXImportTx.js';
import { buildCImportOf } from './cOperations.js';
import { ownerOn } from './recipient.js';
import { xFee } from './xFee.js';

// A cross-chain move must never leave its AVAX in shared memory because the import it needs cannot be made. So
// before the export is signed, the import is built as it will be, from the UTXOs the export will produce, at the
// destination's fee now: its fee must be within maxFee, on C its gas within the node's atomic limit, and the amount
// must cover it. Any of these failing refuses the move with nothing signed. The fee can still rise between this
// check and the import (the import is then refused, a CrossChainImportError, and `importPending` finishes the move).

/** What a move's import is checked against. */
export interface ImportFitArgs {
  from: ChainAlias;
  to: ChainAlias;
  /** Who the import credits (a bech32 address on `to`, or a 0x account on C). */
  recipient: string | OwnerArg;
  /** The most the import may pay, in nAVAX (the move's maxFee). */
  maxFee: bigint;
}

/** How the fee of an import on each chain is read, for the refusal's details. */
const FEE_SOURCE = {
  X: 'the X chain fee (avm.getTxFee)',
  P: 'twice the P chain gas price now (platform.getFeeState)',
  C: 'the C chain base fee now (eth_baseFee)',
} as const;

/**
 * The UTXOs an unsigned ExportTx will put in its destination's shared memory: its exported outputs, indexed after
 * the tx's own outputs on X and P (from 0 on C), under a placeholder id (the export's id exists only once it is
 * signed; an id's value changes neither the size nor the fee of the import that spends it).
 */
export function exportedUtxos(unsigned: UnsignedTx): Utxo[] {
  const tx = unsigned.tx as { outputs?: unknown[]; exportedOutputs?: TransferableOutput[] };
  const first = unsigned.chain === 'C' ? 0 : (tx.outputs?.length ?? 0);
  return (tx.exportedOutputs ?? []).map((o, i) => ({
    txId: new Uint8Array(32),
    outputIndex: first + i,
    assetId: o.assetId,
    output: o.output,
  }));
}

/** The ImportTx on `to` of `atomicUtxos` (exported from `from`) to `recipient`, at the destination's fee now. */
async function buildImportOf(
  ctx: TxContext,
  from: ChainAlias,
  to: ChainAlias,
  atomicUtxos: Utxo[],
  recipient: string | OwnerArg,
): Promise<UnsignedTx> {
  if (to === 'C') return buildCImportOf(ctx, from as 'X' | 'P', atomicUtxos, recipient as string);
  if (to === 'P')
    return P_BUILDERS.import(ctx, { sourceChain: from as 'X' | 'C', to: recipient, atomicUtxos });
  return buildXImportTx(ctx, {
    source: from as 'P' | 'C',
    atomicUtxos,
    from: signingAddressesOf(ctx, 'X'),
    to: ownerOn(ctx, 'X', recipient, 'recipient'),
    fee: await xFee(ctx),
  });
}

/**
 * Refuses a move whose import could not be made now, before its export is signed: builds the import of what
 * `exported` will put in `to`'s shared memory, as the move will build it. A fee above maxFee is a FeeTooHighError
 * (chain `to`); the builder's own refusals pass through: a C import above the node's atomic gas limit
 * (GasCapacityExceededError), an amount that does not cover the import's fee (InsufficientFundsError).
 */
export async function checkImportFits(
  ctx: TxContext,
  move: ImportFitArgs,
  exported: UnsignedTx,
): Promise<void> {
  const { from, to, recipient, maxFee } = move;
  const imported = await buildImportOf(ctx, from, to, exportedUtxos(exported), recipient);
  const fee = feeOf(imported, ctx.avaxAssetId);
  if (fee <= maxFee) return;
  throw new FeeTooHighError({
    fee,
    maxFee,
    chain: to,
    details:
      `the ImportTx on ${to} that this move from ${from} needs would pay ${fee} nAVAX at ${FEE_SOURCE[to]}; ` +
      `nothing was exported or signed: raise maxFee to at least ${fee} nAVAX, or move when the fee on ${to} is lower`,
  });
}
