import { ValidationError } from '@pkg/core';
import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { bytesArg, nodeIdArg, ownerArg, sharesArg, u64Arg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, changeOwnerOf, checkPArgs, pBase } from '../buildPTx.js';
import type { AddAutoRenewedValidatorTx } from '../types.js';

/** Arguments of an auto-renewed Primary Network validator (ACP-236, Helicon). */
export interface AddAutoRenewedValidatorArgs extends PBuildOptions {
  /** `NodeID-...` or its 20 bytes. */
  nodeId: string | Uint8Array;
  /** nAVAX staked. */
  weight: bigint;
  /** 48-byte compressed BLS public key, `0x` hex or bytes. */
  blsPublicKey: string | Uint8Array;
  /** 96-byte proof of possession of it, `0x` hex or bytes. */
  blsProofOfPossession: string | Uint8Array;
  /** Parts per million of delegators' rewards the validator keeps (20_000 = 2%). */
  delegationFeeShares: number;
  /** Parts per million of each cycle's rewards restaked (0 = withdraw them all, 1_000_000 = restake them all). */
  autoCompoundRewardShares: number;
  /**
   * Seconds of each validation cycle, at least 1; the node also holds it within the network's staking durations
   * (Helicon minimum: 48 h Mainnet, 12 h Fuji, 1 h local; maximum 365 days).
   */
  period: bigint;
  /** Who may change the config later (`setAutoRenewedValidatorConfig`). @default the first signer */
  validatorAuthority?: OwnerArg;
  /** Who gets the validation rewards. @default the first signer */
  rewardOwner?: OwnerArg;
  /** Who gets the delegation fees. @default `rewardOwner` */
  delegationRewardOwner?: OwnerArg;
}

/**
 * Builds an AddAutoRenewedValidatorTx (40, Helicon): stakes `weight` nAVAX (locked UTXOs first, as the Go wallet
 * stakes them) with the node's BLS key, for cycles of `period` seconds that renew until the authority stops them.
 *
 * @example
 * import { buildAddAutoRenewedValidator } from '@pkg/txs';
 * const unsigned = await buildAddAutoRenewedValidator(ctx, { nodeId, weight, blsPublicKey, blsProofOfPossession, delegationFeeShares: 20_000, autoCompoundRewardShares: 500_000, period: 86_400n });
 */
export async function buildAddAutoRenewedValidator(
  ctx: TxContext,
  args: AddAutoRenewedValidatorArgs,
): Promise<UnsignedTx<AddAutoRenewedValidatorTx>> {
  const a = checkPArgs(
    args,
    'addAutoRenewedValidator',
    [
      'nodeId',
      'weight',
      'blsPublicKey',
      'blsProofOfPossession',
      'delegationFeeShares',
      'autoCompoundRewardShares',
      'period',
    ],
    ['validatorAuthority', 'rewardOwner', 'delegationRewardOwner'],
  );
  const nodeId = nodeIdArg(a.nodeId, 'nodeId');
  if (nodeId.every((b) => b === 0))
    throw new ValidationError({ field: 'nodeId', rule: 'not the empty node id' });
  const weight = u64Arg(a.weight, 'weight', 1n);
  const signer = {
    type: 'ProofOfPossession' as const,
    publicKey: bytesArg(a.blsPublicKey, 'blsPublicKey', 48),
    proofOfPossession: bytesArg(a.blsProofOfPossession, 'blsProofOfPossession', 96),
  };
  const delegationShares = sharesArg(a.delegationFeeShares, 'delegationFeeShares');
  const autoCompoundRewardShares = sharesArg(a.autoCompoundRewardShares, 'autoCompoundRewardShares');
  const period = u64Arg(a.period, 'period', 1n);
  const owner = (value: unknown, field: string) =>
    value === undefined ? changeOwnerOf(ctx) : ownerArg(value, field, ctx.hrp);
  const validatorRewardsOwner = owner(a.rewardOwner, 'rewardOwner');
  const delegatorRewardsOwner =
    a.delegationRewardOwner === undefined
      ? validatorRewardsOwner
      : owner(a.delegationRewardOwner, 'delegationRewardOwner');
  const validatorAuthority = owner(a.validatorAuthority, 'validatorAuthority');
  return buildPTx(
    ctx,
    {
      toStake: weight,
      make: (s) => ({
        type: 'AddAutoRenewedValidatorTx',
        ...pBase(ctx, s),
        nodeId,
        signer,
        stakeOutputs: s.stakeOutputs,
        validatorRewardsOwner,
        delegatorRewardsOwner,
        validatorAuthority,
        delegationShares,
        autoCompoundRewardShares,
        period,
      }),
    },
    args,
  );
}
