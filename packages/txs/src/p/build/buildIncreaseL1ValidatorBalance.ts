import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { idArg, u64Arg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import type { IncreaseL1ValidatorBalanceTx } from '../types.js';

/** Arguments of an L1 validator's balance top-up. */
export interface IncreaseL1ValidatorBalanceArgs extends PBuildOptions {
  validationId: string | Uint8Array;
  /** nAVAX added to the balance (burned). */
  amount: bigint;
}

/**
 * Builds an IncreaseL1ValidatorBalanceTx (38); burns `amount`.
 *
 * @example
 * import { buildIncreaseL1ValidatorBalance } from '@pkg/txs';
 * const unsigned = await buildIncreaseL1ValidatorBalance(ctx, { validationId, amount: 1_000_000_000n });
 */
export async function buildIncreaseL1ValidatorBalance(
  ctx: TxContext,
  args: IncreaseL1ValidatorBalanceArgs,
): Promise<UnsignedTx<IncreaseL1ValidatorBalanceTx>> {
  const a = checkPArgs(args, 'increaseL1ValidatorBalance', ['validationId', 'amount']);
  const validationId = idArg(a.validationId, 'validationId');
  const balance = u64Arg(a.amount, 'amount', 1n);
  return buildPTx(
    ctx,
    {
      toBurn: balance,
      make: (s) => ({ type: 'IncreaseL1ValidatorBalanceTx', ...pBase(ctx, s), validationId, balance }),
    },
    args,
  );
}
