import { xvm_getTxFee } from '@pkg/xchain/methods';
import type { TxContext } from '../shared/context.js';
import { FEE_INPUT_BOUNDS, quotedFee } from '../shared/quotedFee.js';

/**
 * The X chain's static fee in nAVAX (`avm.getTxFee`'s `txFee`): a ParseError when it is not an integer from 0 to
 * 10^9 nAVAX (`FEE_INPUT_BOUNDS.xTxFee`).
 */
export async function xFee(ctx: TxContext): Promise<bigint> {
  const answer = (await ctx.call(xvm_getTxFee, {})) as { txFee?: unknown } | null;
  return quotedFee(ctx, answer?.txFee, {
    method: ctx.wireName(xvm_getTxFee),
    field: 'txFee',
    max: FEE_INPUT_BOUNDS.xTxFee,
    answer,
  });
}
