import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { idArg, nodeIdArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import { subnetAuth } from '../nodeOwners.js';
import type { RemoveSubnetValidatorTx } from '../types.js';

/** Arguments of a subnet validator's removal. */
export interface RemoveSubnetValidatorArgs extends PBuildOptions {
  subnetId: string | Uint8Array;
  nodeId: string | Uint8Array;
}

/**
 * Builds a RemoveSubnetValidatorTx (23), authorized by the subnet's owner (`platform.getSubnet`).
 *
 * @example
 * import { buildRemoveSubnetValidator } from '@pkg/txs';
 * const unsigned = await buildRemoveSubnetValidator(ctx, { subnetId, nodeId });
 */
export async function buildRemoveSubnetValidator(
  ctx: TxContext,
  args: RemoveSubnetValidatorArgs,
): Promise<UnsignedTx<RemoveSubnetValidatorTx>> {
  const a = checkPArgs(args, 'removeSubnetValidator', ['subnetId', 'nodeId']);
  const subnetId = idArg(a.subnetId, 'subnetId');
  const nodeId = nodeIdArg(a.nodeId, 'nodeId');
  const { auth, signers } = await subnetAuth(ctx, subnetId);
  return buildPTx(
    ctx,
    {
      authSigners: signers,
      make: (s) => ({
        type: 'RemoveSubnetValidatorTx',
        ...pBase(ctx, s),
        nodeId,
        subnetId,
        subnetAuth: auth,
      }),
    },
    args,
  );
}
