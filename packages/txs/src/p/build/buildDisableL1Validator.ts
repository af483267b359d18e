import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { idArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import { disableAuth } from '../nodeOwners.js';
import type { DisableL1ValidatorTx } from '../types.js';

/** Arguments of an L1 validator's deactivation. */
export interface DisableL1ValidatorArgs extends PBuildOptions {
  validationId: string | Uint8Array;
}

/**
 * Builds a DisableL1ValidatorTx (39), authorized by the validator's deactivation owner (`platform.getL1Validator`);
 * the validator's remaining balance goes to its remaining-balance owner.
 *
 * @example
 * import { buildDisableL1Validator } from '@pkg/txs';
 * const unsigned = await buildDisableL1Validator(ctx, { validationId });
 */
export async function buildDisableL1Validator(
  ctx: TxContext,
  args: DisableL1ValidatorArgs,
): Promise<UnsignedTx<DisableL1ValidatorTx>> {
  const a = checkPArgs(args, 'disableL1Validator', ['validationId']);
  const validationId = idArg(a.validationId, 'validationId');
  const { auth, signers } = await disableAuth(ctx, validationId);
  return buildPTx(
    ctx,
    {
      authSigners: signers,
      make: (s) => ({ type: 'DisableL1ValidatorTx', ...pBase(ctx, s), validationId, disableAuth: auth }),
    },
    args,
  );
}
