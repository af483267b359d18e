import { ValidationError } from '@pkg/core';
import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { idArg, sharesArg, u64Arg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import { validatorAuthorityAuth } from '../nodeOwners.js';
import type { SetAutoRenewedValidatorConfigTx } from '../types.js';

/** Arguments of an auto-renewed validator's new config (ACP-236, Helicon). */
export interface SetAutoRenewedValidatorConfigArgs extends PBuildOptions {
  /** The AddAutoRenewedValidatorTx that created the validator: CB58 or 32 bytes. */
  txId: string | Uint8Array;
  /** Parts per million of each later cycle's rewards restaked (0 to 1,000,000). */
  autoCompoundRewardShares: number;
  /**
   * Seconds of the next cycles; `0n` = leave the validator set at the end of the current cycle (the stake and
   * rewards then return). Otherwise within the network's staking durations, as the node checks.
   */
  period: bigint;
}

/**
 * Builds a SetAutoRenewedValidatorConfigTx (41, Helicon), authorized by the validator's authority (read from its
 * AddAutoRenewedValidatorTx with `platform.getTx`), whose signatures are the tx's last credential. Takes effect at
 * the end of the current cycle.
 *
 * @example
 * import { buildSetAutoRenewedValidatorConfig } from '@pkg/txs';
 * const unsigned = await buildSetAutoRenewedValidatorConfig(ctx, { txId, autoCompoundRewardShares: 1_000_000, period: 0n });
 */
export async function buildSetAutoRenewedValidatorConfig(
  ctx: TxContext,
  args: SetAutoRenewedValidatorConfigArgs,
): Promise<UnsignedTx<SetAutoRenewedValidatorConfigTx>> {
  const a = checkPArgs(args, 'setAutoRenewedValidatorConfig', ['txId', 'autoCompoundRewardShares', 'period']);
  const txId = idArg(a.txId, 'txId');
  if (txId.every((b) => b === 0)) throw new ValidationError({ field: 'txId', rule: 'not the empty id' });
  const autoCompoundRewardShares = sharesArg(a.autoCompoundRewardShares, 'autoCompoundRewardShares');
  const period = u64Arg(a.period, 'period');
  const { auth, signers } = await validatorAuthorityAuth(ctx, txId);
  return buildPTx(
    ctx,
    {
      authSigners: signers,
      make: (s) => ({
        type: 'SetAutoRenewedValidatorConfigTx',
        ...pBase(ctx, s),
        txId,
        auth,
        autoCompoundRewardShares,
        period,
      }),
    },
    args,
  );
}
