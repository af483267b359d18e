import { ValidationError } from '@pkg/core';
import { compareBytes } from '../../codec/index.js';
import { checkKeys } from '../../shared/checkArgs.js';
import type { TxContext } from '../../shared/context.js';
import type { UnsignedTx } from '../../types.js';
import type { OwnerArg } from '../args.js';
import { bytesArg, idArg, nodeIdArg, pChainOwnerArg, u64Arg } from '../args.js';
import type { PBuildOptions } from '../buildPTx.js';
import { buildPTx, checkPArgs, pBase } from '../buildPTx.js';
import { subnetAuth } from '../nodeOwners.js';
import type { ConvertSubnetToL1Tx, ConvertSubnetToL1Validator } from '../types.js';

/** One initial validator of an L1. */
export interface L1ValidatorArg {
  nodeId: string | Uint8Array;
  weight: bigint;
  /** nAVAX paid now towards the validator's continuous fee (0: inactive until topped up). */
  balance: bigint;
  blsPublicKey: string | Uint8Array;
  blsProofOfPossession: string | Uint8Array;
  /** Who gets the balance left when the validator leaves (no locktime). */
  remainingBalanceOwner: OwnerArg;
  /** Who may disable the validator (no locktime). */
  deactivationOwner: OwnerArg;
}

/** Arguments of a subnet's conversion to an L1. */
export interface ConvertSubnetToL1Args extends PBuildOptions {
  subnetId: string | Uint8Array;
  /** The chain of the L1's validator manager, CB58 or 32 bytes. */
  chainId: string | Uint8Array;
  /** The validator manager's address on that chain, `0x` hex or bytes (at most 4,096 bytes). */
  managerAddress: string | Uint8Array;
  validators: L1ValidatorArg[];
}

/**
 * Builds a ConvertSubnetToL1Tx (35), authorized by the subnet's owner (`platform.getSubnet`); burns the
 * validators' balances. Validators are sorted by node id as the node requires; validator i's validation id is
 * sha256(subnetId || uint32(i)) in that order (see `pCreatedIds`).
 *
 * @example
 * import { buildConvertSubnetToL1 } from '@pkg/txs';
 * const unsigned = await buildConvertSubnetToL1(ctx, { subnetId, chainId, managerAddress: '0x...', validators });
 */
export async function buildConvertSubnetToL1(
  ctx: TxContext,
  args: ConvertSubnetToL1Args,
): Promise<UnsignedTx<ConvertSubnetToL1Tx>> {
  const a = checkPArgs(args, 'convertSubnetToL1', ['subnetId', 'chainId', 'managerAddress', 'validators']);
  const subnetId = idArg(a.subnetId, 'subnetId');
  const chainId = idArg(a.chainId, 'chainId');
  const address = bytesArg(a.managerAddress, 'managerAddress');
  if (address.length > 4096)
    throw new ValidationError({ field: 'managerAddress', rule: 'at most 4,096 bytes' });
  if (!Array.isArray(a.validators) || a.validators.length === 0) {
    throw new ValidationError({ field: 'validators', rule: 'a non-empty array' });
  }
  const validators = a.validators
    .map((v: unknown, i: number): ConvertSubnetToL1Validator => {
      const f = `validators.${i}`;
      const o = checkKeys(v, f, [
        'nodeId',
        'weight',
        'balance',
        'blsPublicKey',
        'blsProofOfPossession',
        'remainingBalanceOwner',
        'deactivationOwner',
      ]);
      return {
        nodeId: nodeIdArg(o.nodeId, `${f}.nodeId`),
        weight: u64Arg(o.weight, `${f}.weight`, 1n),
        balance: u64Arg(o.balance, `${f}.balance`),
        signer: {
          type: 'ProofOfPossession',
          publicKey: bytesArg(o.blsPublicKey, `${f}.blsPublicKey`, 48),
          proofOfPossession: bytesArg(o.blsProofOfPossession, `${f}.blsProofOfPossession`, 96),
        },
        remainingBalanceOwner: pChainOwnerArg(o.remainingBalanceOwner, `${f}.remainingBalanceOwner`, ctx.hrp),
        deactivationOwner: pChainOwnerArg(o.deactivationOwner, `${f}.deactivationOwner`, ctx.hrp),
      };
    })
    .sort((x, y) => compareBytes(x.nodeId, y.nodeId));
  validators.forEach((v, i) => {
    if (i > 0 && compareBytes(v.nodeId, (validators[i - 1] as ConvertSubnetToL1Validator).nodeId) === 0) {
      throw new ValidationError({ field: 'validators', rule: 'unique node ids' });
    }
  });
  const { auth, signers } = await subnetAuth(ctx, subnetId);
  return buildPTx(
    ctx,
    {
      toBurn: validators.reduce((sum, v) => sum + v.balance, 0n),
      authSigners: signers,
      make: (s) => ({
        type: 'ConvertSubnetToL1Tx',
        ...pBase(ctx, s),
        subnetId,
        chainId,
        address,
        validators,
        subnetAuth: auth,
      }),
    },
    args,
  );
}
