import { ValidationError } from '@pkg/core';
import type { TransferableOutput } from '../codec/avax.js';
import { fromHex, toHex } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import { sortTransferableOutputs } from '../codec/sort.js';
import type { Utxo } from '../codec/utxo.js';
import type { BuildContext } from '../shared/buildContext.js';
import { spendUtxos } from '../shared/spendUtxos.js';
import { checkOwners, transferOutput } from '../shared/transferOutput.js';
import type { UnsignedTx } from '../types.js';
import { encodeXTx } from './codec.js';
import type { XBaseTx } from './types.js';

/** The spending side of an X tx: which UTXOs, who signs, the fee, where change goes. */
export interface XSpendArgs {
  /** The X UTXOs to choose from (in the order given). */
  utxos: readonly Utxo[];
  /** Short ids of the addresses that sign. */
  from: readonly Uint8Array[];
  /** The static X fee in nAVAX (`avm.getTxFee`'s `txFee`). */
  fee: bigint;
  /** Who gets the change; default: the first `from` address alone. */
  changeOwner?: OutputOwners;
  /** At most 256 bytes. */
  memo?: Uint8Array;
}

/**
 * Builds an X BaseTx paying `outputs` (each asset's sum, plus the fee in AVAX, taken from `utxos`), with change.
 *
 * @example
 * import { buildXBaseTx, transferOutput } from '@pkg/txs';
 * const unsigned = buildXBaseTx(ctx, { utxos, from: [me], fee: 1_000_000n, outputs: [transferOutput(ctx.avaxAssetId, 5n, owners)] });
 */
export function buildXBaseTx(
  ctx: BuildContext,
  args: XSpendArgs & { outputs: TransferableOutput[] },
): UnsignedTx<XBaseTx> {
  const outputs = args.outputs.map((o, i) => checkOutput(o, `outputs.${i}`));
  const { inputs, signers, outputs: change } = spendForX(ctx, args, outputs);
  const tx: XBaseTx = {
    type: 'BaseTx',
    networkId: ctx.networkId,
    blockchainId: ctx.chainIds.X,
    outputs: sortTransferableOutputs([...outputs, ...change], 'X'),
    inputs,
    memo: checkMemo(args.memo),
  };
  return { chain: 'X', tx, bytes: encodeXTx(tx), signers };
}

/**
 * Spends for `paid` plus the fee on X: the inputs and their signers, and the change outputs.
 *
 * @example
 * import { spendForX } from '@pkg/txs';
 * const { inputs, signers, outputs } = spendForX(ctx, args, exportedOutputs);
 */
export function spendForX(ctx: BuildContext, args: XSpendArgs, paid: readonly TransferableOutput[]) {
  if (typeof args.fee !== 'bigint' || args.fee < 0n) {
    throw new ValidationError({ field: 'fee', rule: 'a bigint of nAVAX, 0 or more', got: String(args.fee) });
  }
  const needed = new Map<string, bigint>([[toHex(ctx.avaxAssetId), args.fee]]);
  for (const o of paid) {
    if (o.output.type !== 'TransferOutput') continue;
    needed.set(toHex(o.assetId), (needed.get(toHex(o.assetId)) ?? 0n) + o.output.amount);
  }
  const from = args.from.map((a, i) => fromHex(a, `from.${i}`, 20));
  const spent = spendUtxos({
    utxos: args.utxos,
    from,
    needed,
    now: ctx.now(),
    maxInputs: ctx.maxInputs,
    chain: 'X',
  });
  const changeOwner = args.changeOwner
    ? checkOwners(args.changeOwner, 'changeOwner')
    : { locktime: 0n, threshold: 1, addresses: from.slice(0, 1) };
  const outputs: TransferableOutput[] = [];
  for (const [asset, amount] of spent.excess) {
    if (amount > 0n) outputs.push(transferOutput(fromHex(asset, 'assetId'), amount, changeOwner, 'change'));
  }
  return { inputs: spent.inputs, signers: spent.signers, outputs };
}

/** @internal An output given by the caller, with its owners checked and their addresses sorted. */
export function checkOutput(o: TransferableOutput, field: string): TransferableOutput {
  if (o.output.type !== 'TransferOutput') {
    throw new ValidationError({ field: `${field}.output.type`, rule: 'TransferOutput', got: o.output.type });
  }
  return transferOutput(o.assetId, o.output.amount, o.output.owners, field);
}

/** @internal The memo as bytes, at most 256 (the X chain's limit). */
export function checkMemo(memo: Uint8Array | undefined): Uint8Array {
  const bytes = memo === undefined ? new Uint8Array() : fromHex(memo, 'memo');
  if (bytes.length > 256)
    throw new ValidationError({ field: 'memo', rule: 'at most 256 bytes', got: `${bytes.length} bytes` });
  return bytes;
}
