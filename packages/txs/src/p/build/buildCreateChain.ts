import { ValidationError } from '@pkg/core';
import { compareBytes } from '../../codec/index.js';
import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import { bytesArg, idArg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import { subnetAuth } from '../nodeOwners.js';
import type { CreateChainTx } from '../types.js';

/** Arguments of a chain creation. */
export interface CreateChainArgs extends PBuildOptions {
  /** CB58 or 32 bytes. */
  subnetId: string | Uint8Array;
  /** The chain's name: at most 128 ASCII letters, digits or spaces. */
  name: string;
  /** The VM id, CB58 or 32 bytes (Subnet-EVM: `srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy`). */
  vmId: string | Uint8Array;
  /** The genesis bytes, `0x` hex or bytes. */
  genesis: string | Uint8Array;
  /** Feature extension ids, CB58 or 32 bytes each. @default [] */
  fxIds?: (string | Uint8Array)[];
}

/**
 * Builds a CreateChainTx (15) on a subnet, authorized by the subnet's owner (read with `platform.getSubnet`): its
 * signers fill the subnet-auth credential. The chain id is the tx id.
 *
 * @example
 * import { buildCreateChain } from '@pkg/txs';
 * const unsigned = await buildCreateChain(ctx, { subnetId, name: 'mychain', vmId, genesis: '0x7b7d' });
 */
export async function buildCreateChain(
  ctx: TxContext,
  args: CreateChainArgs,
): Promise<UnsignedTx<CreateChainTx>> {
  const a = checkPArgs(args, 'createChain', ['subnetId', 'name', 'vmId', 'genesis'], ['fxIds']);
  const subnetId = idArg(a.subnetId, 'subnetId');
  if (typeof a.name !== 'string' || !/^[A-Za-z0-9 ]{0,128}$/.test(a.name)) {
    throw new ValidationError({ field: 'name', rule: 'at most 128 ASCII letters, digits or spaces' });
  }
  const chainName = a.name;
  const vmId = idArg(a.vmId, 'vmId');
  const genesisData = bytesArg(a.genesis, 'genesis');
  const fxList = a.fxIds === undefined ? [] : a.fxIds;
  if (!Array.isArray(fxList)) throw new ValidationError({ field: 'fxIds', rule: 'an array of ids' });
  const fxIds = fxList.map((f, i) => idArg(f, `fxIds.${i}`)).sort(compareBytes);
  const { auth, signers } = await subnetAuth(ctx, subnetId);
  return buildPTx(
    ctx,
    {
      authSigners: signers,
      make: (s) => ({
        type: 'CreateChainTx',
        ...pBase(ctx, s),
        subnetId,
        chainName,
        vmId,
        fxIds,
        genesisData,
        subnetAuth: auth,
      }),
    },
    args,
  );
}
