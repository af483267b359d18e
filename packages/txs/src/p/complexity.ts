import type { Input, OutputOwners, TransferableInput, TransferableOutput } from '../codec/index.js';
import { decodeWarpMessage, warpSignerCount } from '../warp/warpMessage.js';
import type {
  AddAutoRenewedValidatorTx,
  AddPermissionlessValidatorTx,
  ConvertSubnetToL1Validator,
  EmptySigner,
  ProofOfPossession,
  PTx,
} from './types.js';

/**
 * ACP-103 complexity of a P-chain tx, per dimension: bandwidth (bytes), database reads, database writes, compute
 * (microseconds). `gas = Σ complexity[i] × weights[i]`; `fee = gas × price`.
 */
export type Dimensions = [bandwidth: number, reads: number, writes: number, compute: number];

// Sizes and costs from AvalancheGo v1.14.0 vms/platformvm/txs/fee/complexity.go (the auto-renewed validator txs
// from v1.15.0's).
const ID = 32;
const SHORT_ID = 20;
const NODE_ID = 20;
const LONG = 8;
const INT = 4;
const SHORT = 2;
const SIG = 65;
const BLS_PK = 48;
const BLS_SIG = 96;

const VALIDATOR = NODE_ID + LONG + LONG + LONG;
const OUTPUT = ID + INT;
const STAKEABLE_OUTPUT = LONG + INT;
const OWNERS = LONG + INT + INT;
const SECP_OUTPUT = LONG + OWNERS;
const INPUT = ID + INT + ID + INT + INT;
const STAKEABLE_INPUT = LONG + INT;
const SECP_INPUT = INT + INT;
const SECP_TRANSFERABLE_INPUT = LONG + SECP_INPUT;
const SECP_SIGNATURE = INT + SIG;
const SECP_SIGNATURE_COMPUTE = 200;
const L1_VALIDATOR = INT + LONG + LONG + INT + INT + INT + INT;
const BLS_AGGREGATE_COMPUTE = 5;
const BLS_VERIFY_COMPUTE = 1_000;
const BLS_POP_VERIFY_COMPUTE = 50 + BLS_VERIFY_COMPUTE;
const WARP_DB_READS = 3 + 20;
const POP = BLS_PK + BLS_SIG;

/** Bandwidth of every tx's common part: codec version, type id, network id, chain id, counts, memo length, credentials count. */
const BASE = SHORT + INT + INT + ID + INT + INT + INT + INT;

/** The intrinsic complexity of each tx type (before its inputs, outputs, owners, signers and messages). */
export const INTRINSIC_COMPLEXITY: Readonly<Record<PTx['type'], Dimensions>> = {
  BaseTx: [BASE, 0, 0, 0],
  AddSubnetValidatorTx: [BASE + VALIDATOR + ID + INT + INT, 3, 3, 0],
  CreateChainTx: [BASE + ID + SHORT + ID + INT + INT + INT + INT, 3, 1, 0],
  CreateSubnetTx: [BASE + INT, 0, 1, 0],
  ImportTx: [BASE + ID + INT, 0, 0, 0],
  ExportTx: [BASE + ID + INT, 0, 0, 0],
  RemoveSubnetValidatorTx: [BASE + NODE_ID + ID + INT + INT, 1, 3, 0],
  AddPermissionlessValidatorTx: [BASE + VALIDATOR + ID + INT + INT + INT + INT + INT, 1, 3, 0],
  AddPermissionlessDelegatorTx: [BASE + VALIDATOR + ID + INT + INT, 1, 2, 0],
  TransferSubnetOwnershipTx: [BASE + ID + INT + INT + INT, 1, 1, 0],
  ConvertSubnetToL1Tx: [BASE + ID + ID + INT + INT + INT + INT, 3, 2, 0],
  RegisterL1ValidatorTx: [BASE + LONG + BLS_SIG + INT, 5, 6, BLS_POP_VERIFY_COMPUTE],
  SetL1ValidatorWeightTx: [BASE + INT, 3, 5, 0],
  IncreaseL1ValidatorBalanceTx: [BASE + ID + LONG, 1, 5, 0],
  DisableL1ValidatorTx: [BASE + ID + INT + INT, 1, 6, 0],
  // node id length and bytes, signer, stake outs count, three owners' type ids, two shares, period
  AddAutoRenewedValidatorTx: [BASE + INT + NODE_ID + INT + INT + INT + INT + INT + INT + INT + LONG, 0, 3, 0],
  // tx id, auth and its credential's type ids, shares, period
  SetAutoRenewedValidatorConfigTx: [BASE + ID + INT + INT + INT + LONG, 1, 1, 0],
};

/**
 * Adds complexities.
 *
 * @example
 * import { addDimensions } from '@pkg/txs';
 * addDimensions([1, 0, 0, 0], [2, 1, 1, 200]); // [3, 1, 1, 200]
 */
export function addDimensions(...all: readonly Dimensions[]): Dimensions {
  const sum: Dimensions = [0, 0, 0, 0];
  for (const d of all) for (let i = 0; i < 4; i++) sum[i] = (sum[i] as number) + (d[i] as number);
  return sum;
}

/**
 * The complexity of outputs, as the node counts them (a StakeableLockOut adds its locktime and type id).
 *
 * @example
 * import { outputComplexity } from '@pkg/txs';
 * outputComplexity(tx.outputs);
 */
export function outputComplexity(outputs: readonly TransferableOutput[]): Dimensions {
  let bandwidth = 0;
  for (const { output } of outputs) {
    bandwidth += OUTPUT + SECP_OUTPUT;
    const inner = output.type === 'StakeableLockOut' ? output.output : output;
    if (output.type === 'StakeableLockOut') bandwidth += STAKEABLE_OUTPUT;
    if (inner.type !== 'TransferOutput') throw new TypeError(`unsupported P output ${inner.type}`);
    bandwidth += inner.owners.addresses.length * SHORT_ID;
  }
  return [bandwidth, 0, outputs.length, 0];
}

/**
 * The complexity of inputs, as the node counts them (each signature costs bandwidth and 200 µs of compute).
 *
 * @example
 * import { inputComplexity } from '@pkg/txs';
 * inputComplexity(tx.inputs);
 */
export function inputComplexity(inputs: readonly TransferableInput[]): Dimensions {
  let bandwidth = 0;
  let compute = 0;
  for (const { input } of inputs) {
    bandwidth += INPUT + SECP_TRANSFERABLE_INPUT;
    const inner = input.type === 'StakeableLockIn' ? input.input : input;
    if (input.type === 'StakeableLockIn') bandwidth += STAKEABLE_INPUT;
    bandwidth += inner.sigIndices.length * SECP_SIGNATURE;
    compute += inner.sigIndices.length * SECP_SIGNATURE_COMPUTE;
  }
  return [bandwidth, inputs.length, inputs.length, compute];
}

/**
 * The complexity of an owner (OutputOwners: locktime, threshold, addresses).
 *
 * @example
 * import { ownerComplexity } from '@pkg/txs';
 * ownerComplexity(owner);
 */
export function ownerComplexity(owner: OutputOwners): Dimensions {
  return [OWNERS + owner.addresses.length * SHORT_ID, 0, 0, 0];
}

/**
 * The complexity of a subnet or disable authorization (secp256k1fx.Input) and its credential's signatures.
 *
 * @example
 * import { authComplexity } from '@pkg/txs';
 * authComplexity({ type: 'Input', sigIndices: [0] });
 */
export function authComplexity(auth: Input): Dimensions {
  const n = auth.sigIndices.length;
  return [SECP_INPUT + n * SECP_SIGNATURE, 0, 0, n * SECP_SIGNATURE_COMPUTE];
}

/**
 * The complexity of a BLS signer (a proof of possession is verified; an empty signer costs nothing).
 *
 * @example
 * import { signerComplexity } from '@pkg/txs';
 * signerComplexity({ type: 'EmptySigner' }); // [0, 0, 0, 0]
 */
export function signerComplexity(signer: EmptySigner | ProofOfPossession): Dimensions {
  return signer.type === 'EmptySigner' ? [0, 0, 0, 0] : [POP, 0, 0, BLS_POP_VERIFY_COMPUTE];
}

/**
 * The complexity of a signed Warp message: its bytes, 23 reads, and BLS aggregation per signer plus one verify.
 *
 * @example
 * import { warpComplexity } from '@pkg/txs';
 * warpComplexity(messageBytes);
 */
export function warpComplexity(message: Uint8Array): Dimensions {
  const signers = warpSignerCount(decodeWarpMessage(message).signers);
  return [message.length, WARP_DB_READS, 0, signers * BLS_AGGREGATE_COMPUTE + BLS_VERIFY_COMPUTE];
}

/**
 * The complexity of ConvertSubnetToL1's initial validators.
 *
 * @example
 * import { l1ValidatorComplexity } from '@pkg/txs';
 * l1ValidatorComplexity(tx.validators);
 */
export function l1ValidatorComplexity(validators: readonly ConvertSubnetToL1Validator[]): Dimensions {
  const parts = validators.map(
    (v): Dimensions => [
      L1_VALIDATOR +
        v.nodeId.length +
        POP +
        (v.remainingBalanceOwner.addresses.length + v.deactivationOwner.addresses.length) * SHORT_ID,
      0,
      4,
      BLS_POP_VERIFY_COMPUTE,
    ],
  );
  return addDimensions(...parts);
}

/**
 * The complexity the P chain computes for a tx (AvalancheGo `fee.TxComplexity`): what its fee is charged on.
 *
 * @example
 * import { pTxComplexity } from '@pkg/txs';
 * const [bandwidth, reads, writes, compute] = pTxComplexity(unsigned.tx);
 */
export function pTxComplexity(tx: PTx): Dimensions {
  const parts: Dimensions[] = [
    INTRINSIC_COMPLEXITY[tx.type],
    outputComplexity(tx.outputs),
    inputComplexity(tx.inputs),
    [tx.memo.length, 0, 0, 0],
  ];
  switch (tx.type) {
    case 'BaseTx':
    case 'IncreaseL1ValidatorBalanceTx':
      break;
    case 'CreateChainTx':
      parts.push(
        [
          tx.fxIds.length * ID + new TextEncoder().encode(tx.chainName).length + tx.genesisData.length,
          0,
          0,
          0,
        ],
        authComplexity(tx.subnetAuth),
      );
      break;
    case 'CreateSubnetTx':
      parts.push(ownerComplexity(tx.owner));
      break;
    case 'ImportTx':
      parts.push(inputComplexity(tx.importedInputs));
      break;
    case 'ExportTx':
      parts.push(outputComplexity(tx.exportedOutputs));
      break;
    case 'AddSubnetValidatorTx':
    case 'RemoveSubnetValidatorTx':
      parts.push(authComplexity(tx.subnetAuth));
      break;
    case 'AddPermissionlessValidatorTx':
    case 'AddAutoRenewedValidatorTx':
      parts.push(validatorComplexity(tx));
      break;
    case 'AddPermissionlessDelegatorTx':
      parts.push(ownerComplexity(tx.delegationRewardsOwner), outputComplexity(tx.stakeOutputs));
      break;
    case 'TransferSubnetOwnershipTx':
      parts.push(authComplexity(tx.subnetAuth), ownerComplexity(tx.owner));
      break;
    case 'ConvertSubnetToL1Tx':
      parts.push(l1ValidatorComplexity(tx.validators), authComplexity(tx.subnetAuth), [
        tx.address.length,
        0,
        0,
        0,
      ]);
      break;
    case 'RegisterL1ValidatorTx':
    case 'SetL1ValidatorWeightTx':
      parts.push(warpComplexity(tx.message));
      break;
    case 'DisableL1ValidatorTx':
      parts.push(authComplexity(tx.disableAuth));
      break;
    case 'SetAutoRenewedValidatorConfigTx':
      parts.push(authComplexity(tx.auth));
      break;
  }
  return addDimensions(...parts);
}

/** A Primary Network validator's BLS signer, stake outputs and owners (the auto-renewed one's authority too). */
function validatorComplexity(tx: AddPermissionlessValidatorTx | AddAutoRenewedValidatorTx): Dimensions {
  return addDimensions(
    signerComplexity(tx.signer),
    outputComplexity(tx.stakeOutputs),
    ownerComplexity(tx.validatorRewardsOwner),
    ownerComplexity(tx.delegatorRewardsOwner),
    tx.type === 'AddAutoRenewedValidatorTx' ? ownerComplexity(tx.validatorAuthority) : [0, 0, 0, 0],
  );
}

/**
 * Gas of a complexity under the chain's weights (`platform.getFeeConfig`'s `weights`).
 *
 * @example
 * import { gasOf } from '@pkg/txs';
 * gasOf([500, 2, 2, 200], [1n, 1000n, 1000n, 4n]); // 5300n
 */
export function gasOf(complexity: Dimensions, weights: readonly bigint[]): bigint {
  let gas = 0n;
  complexity.forEach((c, i) => {
    gas += BigInt(c) * (weights[i] ?? 0n);
  });
  return gas;
}
