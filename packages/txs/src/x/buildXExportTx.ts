import type { TransferableOutput } from '../codec/avax.js';
import { sortTransferableOutputs } from '../codec/sort.js';
import type { BuildContext } from '../shared/buildContext.js';
import type { UnsignedTx } from '../types.js';
import type { XSpendArgs } from './buildXBaseTx.js';
import { checkMemo, checkOutput, spendForX } from './buildXBaseTx.js';
import { encodeXTx } from './codec.js';
import type { XExportTx } from './types.js';

/**
 * Builds an X ExportTx moving `exportedOutputs` to P or C shared memory (their sum plus the fee taken from `utxos`;
 * change stays on X). The destination imports them with its ImportTx.
 *
 * @example
 * import { buildXExportTx, transferOutput } from '@pkg/txs';
 * const unsigned = buildXExportTx(ctx, { destination: 'P', utxos, from: [me], fee: 1_000_000n, exportedOutputs: [transferOutput(ctx.avaxAssetId, 5_000_000n, owners)] });
 */
export function buildXExportTx(
  ctx: BuildContext,
  args: XSpendArgs & { destination: 'P' | 'C'; exportedOutputs: TransferableOutput[] },
): UnsignedTx<XExportTx> {
  const exported = args.exportedOutputs.map((o, i) => checkOutput(o, `exportedOutputs.${i}`));
  const { inputs, signers, outputs } = spendForX(ctx, args, exported);
  const tx: XExportTx = {
    type: 'ExportTx',
    networkId: ctx.networkId,
    blockchainId: ctx.chainIds.X,
    outputs: sortTransferableOutputs(outputs, 'X'),
    inputs,
    memo: checkMemo(args.memo),
    destinationChain: ctx.chainIds[args.destination],
    exportedOutputs: sortTransferableOutputs(exported, 'X'),
  };
  return { chain: 'X', tx, bytes: encodeXTx(tx), signers };
}
