import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { idArg, ownerArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import { subnetAuth } from '../nodeOwners.js';
import type { TransferSubnetOwnershipTx } from '../types.js';

/** Arguments of a subnet ownership transfer. */
export interface TransferSubnetOwnershipArgs extends PBuildOptions {
  subnetId: string | Uint8Array;
  /** The new owner. */
  owner: OwnerArg;
}

/**
 * Builds a TransferSubnetOwnershipTx (33), authorized by the subnet's current owner (`platform.getSubnet`).
 *
 * @example
 * import { buildTransferSubnetOwnership } from '@pkg/txs';
 * const unsigned = await buildTransferSubnetOwnership(ctx, { subnetId, owner: { addresses: ['P-local1...'], threshold: 1 } });
 */
export async function buildTransferSubnetOwnership(
  ctx: TxContext,
  args: TransferSubnetOwnershipArgs,
): Promise<UnsignedTx<TransferSubnetOwnershipTx>> {
  const a = checkPArgs(args, 'transferSubnetOwnership', ['subnetId', 'owner']);
  const subnetId = idArg(a.subnetId, 'subnetId');
  const owner = ownerArg(a.owner, 'owner', ctx.hrp);
  const { auth, signers } = await subnetAuth(ctx, subnetId);
  return buildPTx(
    ctx,
    {
      authSigners: signers,
      make: (s) => ({
        type: 'TransferSubnetOwnershipTx',
        ...pBase(ctx, s),
        subnetId,
        subnetAuth: auth,
        owner,
      }),
    },
    args,
  );
}
