import { ValidationError } from '@pkg/core';
import type { TransferableInput, TransferableOutput } from '../codec/avax.js';
import { fromHex, toHex } from '../codec/bytes.js';
import { cb58 } from '../codec/cb58.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import { sortTransferableOutputs } from '../codec/sort.js';
import type { Utxo } from '../codec/utxo.js';
import { InsufficientFundsError } from '../errors.js';
import type { BuildContext } from '../shared/buildContext.js';
import { spendUtxos } from '../shared/spendUtxos.js';
import { checkOwners, transferOutput } from '../shared/transferOutput.js';
import type { UnsignedTx } from '../types.js';
import { checkMemo, spendForX } from './buildXBaseTx.js';
import { encodeXTx } from './codec.js';
import type { XImportTx } from './types.js';

/** What an X import takes: the UTXOs exported to X, who signs, who gets them, the fee, X UTXOs to pay it with. */
export interface XImportArgs {
  /** The chain that exported them. */
  source: 'P' | 'C';
  /** The atomic UTXOs on X from `source` (`avm.getUTXOs` with `sourceChain`). */
  atomicUtxos: readonly Utxo[];
  /** Short ids of the addresses that sign. */
  from: readonly Uint8Array[];
  /** Who owns the imported amounts. */
  to: OutputOwners;
  /** The static X fee in nAVAX (`avm.getTxFee`'s `txFee`). */
  fee: bigint;
  /** X UTXOs that pay what the imported AVAX does not cover of the fee (as AvalancheGo's wallet does). */
  utxos?: readonly Utxo[];
  /** Who gets the change of those; default: the first `from` address alone. */
  changeOwner?: OutputOwners;
  /** At most 256 bytes. */
  memo?: Uint8Array;
}

/**
 * Builds an X ImportTx taking every spendable UTXO exported to X from `source` (at most `maxInputs`) to `to`, each
 * asset whole and AVAX less the fee; when the imported AVAX does not exceed the fee, it all goes to the fee and
 * `utxos` pay the rest, as AvalancheGo's wallet builds it.
 *
 * @example
 * import { buildXImportTx } from '@pkg/txs';
 * const unsigned = buildXImportTx(ctx, { source: 'P', atomicUtxos, from: [me], fee: 1_000_000n, to: { locktime: 0n, threshold: 1, addresses: [me] } });
 */
export function buildXImportTx(ctx: BuildContext, args: XImportArgs): UnsignedTx<XImportTx> {
  if (typeof args.fee !== 'bigint' || args.fee < 0n) {
    throw new ValidationError({ field: 'fee', rule: 'a bigint of nAVAX, 0 or more', got: String(args.fee) });
  }
  const avax = toHex(ctx.avaxAssetId);
  const needed = new Map<string, bigint>([[avax, 0n]]);
  for (const u of args.atomicUtxos) needed.set(toHex(u.assetId), 0n);
  const from = args.from.map((a, i) => fromHex(a, `from.${i}`, 20));
  const { now, maxInputs } = ctx;
  const imported = spendUtxos({
    utxos: args.atomicUtxos,
    from,
    needed,
    now: now(),
    maxInputs,
    chain: 'X',
    all: true,
  });
  if (imported.inputs.length === 0) {
    throw new InsufficientFundsError({
      needed: 1n,
      found: 0n,
      assetId: cb58(ctx.avaxAssetId),
      chain: 'X',
      details: `no UTXOs exported from ${args.source} to import`,
    });
  }
  const importedAvax = imported.excess.get(avax) ?? 0n;
  let base: { inputs: TransferableInput[]; signers: Uint8Array[][]; outputs: TransferableOutput[] } = {
    inputs: [],
    signers: [],
    outputs: [],
  };
  if (importedAvax > args.fee) {
    imported.excess.set(avax, importedAvax - args.fee);
  } else {
    if (importedAvax < args.fee) {
      const rest = args.fee - importedAvax;
      base = spendForX(
        { ...ctx, maxInputs: maxInputs - imported.inputs.length },
        { ...args, utxos: args.utxos ?? [], fee: rest },
        [],
      );
    }
    imported.excess.delete(avax);
  }
  const to = checkOwners(args.to, 'to');
  const outputs = [...base.outputs];
  for (const [asset, amount] of imported.excess) {
    if (amount > 0n) outputs.push(transferOutput(fromHex(asset, 'assetId'), amount, to, 'to'));
  }
  const tx: XImportTx = {
    type: 'ImportTx',
    networkId: ctx.networkId,
    blockchainId: ctx.chainIds.X,
    outputs: sortTransferableOutputs(outputs, 'X'),
    inputs: base.inputs,
    memo: checkMemo(args.memo),
    sourceChain: ctx.chainIds[args.source],
    importedInputs: imported.inputs,
  };
  // credentials: the base inputs', then the imported inputs'
  return { chain: 'X', tx, bytes: encodeXTx(tx), signers: [...base.signers, ...imported.signers] };
}
