import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { decodeWarpMessage } from '../../warp/warpMessage.js';
import { bytesArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import type { SetL1ValidatorWeightTx } from '../types.js';

/** Arguments of an L1 validator's weight change. */
export interface SetL1ValidatorWeightArgs extends PBuildOptions {
  /** The signed Warp message (an L1ValidatorWeight AddressedCall from the L1's manager), `0x` hex or bytes. */
  message: string | Uint8Array;
}

/**
 * Builds a SetL1ValidatorWeightTx (37).
 *
 * @example
 * import { buildSetL1ValidatorWeight } from '@pkg/txs';
 * const unsigned = await buildSetL1ValidatorWeight(ctx, { message });
 */
export async function buildSetL1ValidatorWeight(
  ctx: TxContext,
  args: SetL1ValidatorWeightArgs,
): Promise<UnsignedTx<SetL1ValidatorWeightTx>> {
  const a = checkPArgs(args, 'setL1ValidatorWeight', ['message']);
  const message = bytesArg(a.message, 'message');
  decodeWarpMessage(message);
  return buildPTx(
    ctx,
    { make: (s) => ({ type: 'SetL1ValidatorWeightTx', ...pBase(ctx, s), message }) },
    args,
  );
}
