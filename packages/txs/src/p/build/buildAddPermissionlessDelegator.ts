import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { ownerArg, validatorArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, changeOwnerOf, checkPArgs, pBase } from '../buildPTx.js';
import type { AddPermissionlessDelegatorTx } from '../types.js';
import { PRIMARY_NETWORK_ID } from './buildAddPermissionlessValidator.js';

/** Arguments of a Primary Network delegation. */
export interface AddPermissionlessDelegatorArgs extends PBuildOptions {
  /** The validator delegated to: `NodeID-...` or its 20 bytes. */
  nodeId: string | Uint8Array;
  /** Unix seconds, at most the validator's end. */
  endTime: bigint;
  /** nAVAX delegated. */
  weight: bigint;
  /** Unix seconds; ignored by the node since Durango. @default now */
  startTime?: bigint;
  /** Who gets the rewards. @default the first signer */
  rewardOwner?: OwnerArg;
}

/**
 * Builds an AddPermissionlessDelegatorTx (26) on the Primary Network, staking `weight` nAVAX.
 *
 * @example
 * import { buildAddPermissionlessDelegator } from '@pkg/txs';
 * const unsigned = await buildAddPermissionlessDelegator(ctx, { nodeId, endTime, weight: 25_000_000_000n });
 */
export async function buildAddPermissionlessDelegator(
  ctx: TxContext,
  args: AddPermissionlessDelegatorArgs,
): Promise<UnsignedTx<AddPermissionlessDelegatorTx>> {
  const a = checkPArgs(
    args,
    'addPermissionlessDelegator',
    ['nodeId', 'endTime', 'weight'],
    ['startTime', 'rewardOwner'],
  );
  const validator = validatorArg(a, ctx.now());
  const weight = validator.weight;
  const delegationRewardsOwner =
    a.rewardOwner === undefined ? changeOwnerOf(ctx) : ownerArg(a.rewardOwner, 'rewardOwner', ctx.hrp);
  return buildPTx(
    ctx,
    {
      toStake: weight,
      make: (s) => ({
        type: 'AddPermissionlessDelegatorTx',
        ...pBase(ctx, s),
        validator,
        subnetId: PRIMARY_NETWORK_ID,
        stakeOutputs: s.stakeOutputs,
        delegationRewardsOwner,
      }),
    },
    args,
  );
}
