import { checkOneOf } from '../../shared/checkArgs.js';
import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { u64Arg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase, recipientOwner } from '../buildPTx.js';
import type { PExportTx } from '../types.js';

/** Arguments of an export from the P chain. */
export interface PExportArgs extends PBuildOptions {
  destinationChain: 'X' | 'C';
  /** nAVAX to export (the importing chain's fee is paid from it). */
  amount: bigint;
  /**
   * The owner on the destination chain: an address there (`X-local1...`, `C-local1...`) or an owner of addresses there
   * `{ addresses, threshold, locktime? }`. @default the first signer
   */
  to?: string | OwnerArg;
}

/**
 * Builds a P-chain ExportTx (18) putting `amount` nAVAX in the destination chain's shared memory for `to`.
 *
 * @example
 * import { buildPExport } from '@pkg/txs';
 * const unsigned = await buildPExport(ctx, { destinationChain: 'X', amount: 5_000_000_000n });
 */
export async function buildPExport(ctx: TxContext, args: PExportArgs): Promise<UnsignedTx<PExportTx>> {
  const a = checkPArgs(args, 'export', ['destinationChain', 'amount'], ['to']);
  const destination = checkOneOf(a.destinationChain, 'destinationChain', ['X', 'C'] as const);
  const amount = u64Arg(a.amount, 'amount', 1n);
  const owners = recipientOwner(ctx, a.to, destination);
  const exportedOutputs = [
    { assetId: ctx.avaxAssetId, output: { type: 'TransferOutput' as const, amount, owners } },
  ];
  return buildPTx(
    ctx,
    {
      toBurn: amount,
      make: (s) => ({
        type: 'ExportTx',
        ...pBase(ctx, s),
        destinationChain: ctx.chainIds[destination],
        exportedOutputs,
      }),
    },
    args,
  );
}
