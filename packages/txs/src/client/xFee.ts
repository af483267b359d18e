import { SdkError } from '@pkg/core';
import type { TxContext } from './context.js';

/** The X chain's static fee in nAVAX (`avm.getTxFee`'s `txFee`). */
export async function xFee(ctx: TxContext): Promise<bigint> {
  const answer = (await ctx.call('X', 'avm.getTxFee')) as { txFee?: unknown } | null;
  const fee = answer?.txFee;
  if (
    (typeof fee === 'string' && /^\d+$/.test(fee)) ||
    (typeof fee === 'number' && Number.isSafeInteger(fee))
  ) {
    return BigInt(fee);
  }
  throw new SdkError('avm.getTxFee answered without a txFee', { details: JSON.stringify(answer) });
}
