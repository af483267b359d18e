import { ValidationError } from '@pkg/core';
import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { bytesArg, ownerArg, validatorArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, changeOwnerOf, checkPArgs, pBase } from '../buildPTx.js';
import type { AddPermissionlessValidatorTx } from '../types.js';

/** Arguments of a Primary Network validator. */
export interface AddPermissionlessValidatorArgs extends PBuildOptions {
  /** `NodeID-...` or its 20 bytes. */
  nodeId: string | Uint8Array;
  /** Unix seconds. */
  endTime: bigint;
  /** nAVAX staked. */
  weight: bigint;
  /** 48-byte compressed BLS public key, `0x` hex or bytes. */
  blsPublicKey: string | Uint8Array;
  /** 96-byte proof of possession of it, `0x` hex or bytes. */
  blsProofOfPossession: string | Uint8Array;
  /** Parts per million of delegators' rewards the validator keeps (20_000 = 2%). */
  delegationFeeShares: number;
  /** Unix seconds; ignored by the node since Durango (it starts the staker on acceptance). @default now */
  startTime?: bigint;
  /** Who gets the validation rewards. @default the first signer */
  rewardOwner?: OwnerArg;
  /** Who gets the delegation fees. @default `rewardOwner` */
  delegationRewardOwner?: OwnerArg;
}

/** The Primary Network's subnet id: 32 zero bytes. */
export const PRIMARY_NETWORK_ID = new Uint8Array(32);

/**
 * Builds an AddPermissionlessValidatorTx (25) on the Primary Network: stakes `weight` nAVAX (locked UTXOs first,
 * as the Go wallet stakes them) with the node's BLS key.
 *
 * @example
 * import { buildAddPermissionlessValidator } from '@pkg/txs';
 * const unsigned = await buildAddPermissionlessValidator(ctx, { nodeId, endTime, weight, blsPublicKey, blsProofOfPossession, delegationFeeShares: 20_000 });
 */
export async function buildAddPermissionlessValidator(
  ctx: TxContext,
  args: AddPermissionlessValidatorArgs,
): Promise<UnsignedTx<AddPermissionlessValidatorTx>> {
  const a = checkPArgs(
    args,
    'addPermissionlessValidator',
    ['nodeId', 'endTime', 'weight', 'blsPublicKey', 'blsProofOfPossession', 'delegationFeeShares'],
    ['startTime', 'rewardOwner', 'delegationRewardOwner'],
  );
  const shares = a.delegationFeeShares;
  if (typeof shares !== 'number' || !Number.isInteger(shares) || shares < 0 || shares > 1_000_000) {
    throw new ValidationError({
      field: 'delegationFeeShares',
      rule: 'an integer from 0 to 1,000,000 (ppm)',
      got: String(shares),
    });
  }
  const validator = validatorArg(a, ctx.now());
  const weight = validator.weight;
  const signer = {
    type: 'ProofOfPossession' as const,
    publicKey: bytesArg(a.blsPublicKey, 'blsPublicKey', 48),
    proofOfPossession: bytesArg(a.blsProofOfPossession, 'blsProofOfPossession', 96),
  };
  const validatorRewardsOwner =
    a.rewardOwner === undefined ? changeOwnerOf(ctx) : ownerArg(a.rewardOwner, 'rewardOwner', ctx.hrp);
  const delegatorRewardsOwner =
    a.delegationRewardOwner === undefined
      ? validatorRewardsOwner
      : ownerArg(a.delegationRewardOwner, 'delegationRewardOwner', ctx.hrp);
  return buildPTx(
    ctx,
    {
      toStake: weight,
      make: (s) => ({
        type: 'AddPermissionlessValidatorTx',
        ...pBase(ctx, s),
        validator,
        subnetId: PRIMARY_NETWORK_ID,
        signer,
        stakeOutputs: s.stakeOutputs,
        validatorRewardsOwner,
        delegatorRewardsOwner,
        delegationShares: shares,
      }),
    },
    args,
  );
}
