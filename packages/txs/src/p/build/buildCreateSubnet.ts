import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { ownerArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import type { CreateSubnetTx } from '../types.js';

/** Arguments of a subnet creation. */
export interface CreateSubnetArgs extends PBuildOptions {
  /** Who controls the subnet (adds chains and validators, converts it to an L1). */
  owner: OwnerArg;
}

/**
 * Builds a CreateSubnetTx (16); the subnet id is the tx id.
 *
 * @example
 * import { buildCreateSubnet } from '@pkg/txs';
 * const unsigned = await buildCreateSubnet(ctx, { owner: { addresses: ['P-local1...'], threshold: 1 } });
 */
export async function buildCreateSubnet(
  ctx: TxContext,
  args: CreateSubnetArgs,
): Promise<UnsignedTx<CreateSubnetTx>> {
  const a = checkPArgs(args, 'createSubnet', ['owner']);
  const owner = ownerArg(a.owner, 'owner', ctx.hrp);
  return buildPTx(ctx, { make: (s) => ({ type: 'CreateSubnetTx', ...pBase(ctx, s), owner }) }, args);
}
