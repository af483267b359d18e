import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { idArg, validatorArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import { subnetAuth } from '../nodeOwners.js';
import type { AddSubnetValidatorTx } from '../types.js';

/** Arguments of a (permissioned) subnet validator. */
export interface AddSubnetValidatorArgs extends PBuildOptions {
  subnetId: string | Uint8Array;
  /** A Primary Network validator: `NodeID-...` or its 20 bytes. */
  nodeId: string | Uint8Array;
  weight: bigint;
  /** Unix seconds, at most the node's Primary Network end. */
  endTime: bigint;
  /** Unix seconds; ignored by the node since Durango. @default now */
  startTime?: bigint;
}

/**
 * Builds an AddSubnetValidatorTx (13), authorized by the subnet's owner (`platform.getSubnet`).
 *
 * @example
 * import { buildAddSubnetValidator } from '@pkg/txs';
 * const unsigned = await buildAddSubnetValidator(ctx, { subnetId, nodeId, weight: 20n, endTime });
 */
export async function buildAddSubnetValidator(
  ctx: TxContext,
  args: AddSubnetValidatorArgs,
): Promise<UnsignedTx<AddSubnetValidatorTx>> {
  const a = checkPArgs(
    args,
    'addSubnetValidator',
    ['subnetId', 'nodeId', 'weight', 'endTime'],
    ['startTime'],
  );
  const subnetId = idArg(a.subnetId, 'subnetId');
  const validator = validatorArg(a, ctx.now());
  const { auth, signers } = await subnetAuth(ctx, subnetId);
  return buildPTx(
    ctx,
    {
      authSigners: signers,
      make: (s) => ({
        type: 'AddSubnetValidatorTx',
        ...pBase(ctx, s),
        validator,
        subnetId,
        subnetAuth: auth,
      }),
    },
    args,
  );
}
