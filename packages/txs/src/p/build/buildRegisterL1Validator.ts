import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { decodeWarpMessage } from '../../warp/warpMessage.js';
import { bytesArg, u64Arg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import type { RegisterL1ValidatorTx } from '../types.js';

/** Arguments of an L1 validator's registration. */
export interface RegisterL1ValidatorArgs extends PBuildOptions {
  /** The signed Warp message (a RegisterL1Validator AddressedCall from the L1's manager), `0x` hex or bytes. */
  message: string | Uint8Array;
  /** nAVAX paid now towards the validator's continuous fee. */
  balance: bigint;
  /** The 96-byte proof of possession of the BLS key the message names, `0x` hex or bytes. */
  blsProofOfPossession: string | Uint8Array;
}

/**
 * Builds a RegisterL1ValidatorTx (36); burns `balance`. The validation id is sha256 of the message's
 * RegisterL1Validator payload (see `pCreatedIds`).
 *
 * @example
 * import { buildRegisterL1Validator } from '@pkg/txs';
 * const unsigned = await buildRegisterL1Validator(ctx, { message, balance: 1_000_000_000n, blsProofOfPossession });
 */
export async function buildRegisterL1Validator(
  ctx: TxContext,
  args: RegisterL1ValidatorArgs,
): Promise<UnsignedTx<RegisterL1ValidatorTx>> {
  const a = checkPArgs(args, 'registerL1Validator', ['message', 'balance', 'blsProofOfPossession']);
  const message = bytesArg(a.message, 'message');
  decodeWarpMessage(message);
  const balance = u64Arg(a.balance, 'balance');
  const proofOfPossession = bytesArg(a.blsProofOfPossession, 'blsProofOfPossession', 96);
  return buildPTx(
    ctx,
    {
      toBurn: balance,
      make: (s) => ({ type: 'RegisterL1ValidatorTx', ...pBase(ctx, s), balance, proofOfPossession, message }),
    },
    args,
  );
}
