import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { u64Arg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase, recipientOwner } from '../buildPTx.js';
import type { PBaseTx } from '../types.js';

/** Arguments of a P-chain send. */
export interface PSendArgs extends PBuildOptions {
  /** nAVAX to send. */
  amount: bigint;
  /**
   * Who gets it: a P-chain address, or an owner of several (`{ addresses: ['P-local1...', 'P-local1...'], threshold:
   * 2 }`). @default the first signer's address
   */
  to?: string | OwnerArg;
}

/**
 * Builds a P-chain BaseTx (34) sending `amount` nAVAX to `to`, paying the fee from the signers' P UTXOs.
 *
 * @example
 * import { buildPSend } from '@pkg/txs';
 * const unsigned = await buildPSend(ctx, { to: 'P-local1...', amount: 1_000_000n });
 */
export async function buildPSend(ctx: TxContext, args: PSendArgs): Promise<UnsignedTx<PBaseTx>> {
  const a = checkPArgs(args, 'send', ['amount'], ['to']);
  const amount = u64Arg(a.amount, 'amount', 1n);
  const owners = recipientOwner(ctx, a.to);
  return buildPTx(
    ctx,
    {
      outputs: [{ assetId: ctx.avaxAssetId, output: { type: 'TransferOutput', amount, owners } }],
      make: (s) => ({ type: 'BaseTx', ...pBase(ctx, s) }),
    },
    args,
  );
}
