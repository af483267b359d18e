import type { BaseTxFields, Input, OutputOwners, TransferableOutput } from '../codec/index.js';
import {
  Reader,
  readBaseTxFields,
  readOutputOwners,
  readSigIndices,
  readTransferableInput,
  readTransferableOutput,
} from '../codec/index.js';
import type {
  ConvertSubnetToL1Validator,
  EmptySigner,
  PChainOwner,
  PDecodedTx,
  ProofOfPossession,
  PTx,
  PValidator,
} from './types.js';
import { P_TX_TYPE_IDS } from './types.js';

const NAMES = new Map<number, PDecodedTx['type']>(
  Object.entries(P_TX_TYPE_IDS).map(([name, id]) => [id, name as PDecodedTx['type']]),
);

/**
 * Reads the unsigned bytes of a P-chain tx (the inverse of {@link encodePTx}), and Helicon's
 * RewardAutoRenewedValidatorTx (42) that only block builders issue. A type this package does not read
 * (AddValidator 12, AddDelegator 14, TransformSubnet 24, ...), trailing bytes or truncated input are a
 * ValidationError.
 *
 * @example
 * import { decodePTx } from '@pkg/txs';
 * const tx = decodePTx(unsignedBytes); tx.type; // 'CreateSubnetTx'
 */
export function decodePTx(bytes: Uint8Array): PDecodedTx {
  const r = new Reader(bytes, 'tx');
  const tx = readPTx(r);
  r.end();
  return tx;
}

/**
 * Reads one unsigned P-chain tx at the reader's offset (codec version, type id, fields) and leaves the reader after
 * it, so a signed tx's credentials can be read next.
 *
 * @example
 * import { Reader, readPTx } from '@pkg/txs';
 * const r = new Reader(signedBytes, 'tx'); const tx = readPTx(r);
 */
export function readPTx(r: Reader): PDecodedTx {
  if (r.u16('codec version') !== 0) throw r.error('codec version', 'version 0', 'another');
  const id = r.u32('tx type id');
  const type = NAMES.get(id);
  if (type === undefined) throw r.error('tx type id', 'a P-chain tx type this package reads', String(id));
  if (type === 'RewardAutoRenewedValidatorTx') {
    const txId = r.bytes(32, 'txId');
    return { type, txId, timestamp: r.u64('timestamp') };
  }
  const base = readBaseTxFields(r, 'P');
  switch (type) {
    case 'BaseTx':
      return { type, ...base };
    case 'CreateChainTx': {
      const subnetId = r.bytes(32, 'subnetId');
      const chainName = r.string('chainName');
      const vmId = r.bytes(32, 'vmId');
      const fxIds = r.array((r) => r.bytes(32, 'fxIds'), 32, 'fxIds');
      const genesisData = r.sized('genesisData');
      return { type, ...base, subnetId, chainName, vmId, fxIds, genesisData, subnetAuth: readAuth(r) };
    }
    case 'CreateSubnetTx':
      return { type, ...base, owner: readOwner(r) };
    case 'ImportTx': {
      const sourceChain = r.bytes(32, 'sourceChain');
      const importedInputs = r.array((r) => readTransferableInput(r, 'P'), 72, 'importedInputs');
      return { type, ...base, sourceChain, importedInputs };
    }
    case 'ExportTx':
      return {
        type,
        ...base,
        destinationChain: r.bytes(32, 'destinationChain'),
        exportedOutputs: readOutputs(r),
      };
    case 'AddSubnetValidatorTx': {
      const validator = readValidator(r);
      return { type, ...base, validator, subnetId: r.bytes(32, 'subnetId'), subnetAuth: readAuth(r) };
    }
    case 'RemoveSubnetValidatorTx': {
      const nodeId = r.bytes(20, 'nodeId');
      return { type, ...base, nodeId, subnetId: r.bytes(32, 'subnetId'), subnetAuth: readAuth(r) };
    }
    case 'AddPermissionlessValidatorTx':
    case 'AddPermissionlessDelegatorTx':
      return readStakerTx(r, type, base);
    case 'TransferSubnetOwnershipTx': {
      const subnetId = r.bytes(32, 'subnetId');
      const subnetAuth = readAuth(r);
      return { type, ...base, subnetId, subnetAuth, owner: readOwner(r) };
    }
    case 'AddAutoRenewedValidatorTx':
    case 'SetAutoRenewedValidatorConfigTx':
      return readAutoRenewTx(r, type, base);
    default:
      return readL1Tx(r, type, base);
  }
}

/** The fields after the base tx of Helicon's auto-renewed validator txs (40, 41). */
function readAutoRenewTx(
  r: Reader,
  type: 'AddAutoRenewedValidatorTx' | 'SetAutoRenewedValidatorConfigTx',
  base: BaseTxFields,
): PTx {
  if (type === 'SetAutoRenewedValidatorConfigTx') {
    const txId = r.bytes(32, 'txId');
    const auth = readAuth(r);
    const autoCompoundRewardShares = r.u32('autoCompoundRewardShares');
    return { type, ...base, txId, auth, autoCompoundRewardShares, period: r.u64('period') };
  }
  const nodeId = r.sized('nodeId');
  const signer = readSigner(r);
  if (signer.type !== 'ProofOfPossession') throw r.error('signer type id', '28 (a BLS key)', '27');
  const stakeOutputs = readOutputs(r);
  const validatorRewardsOwner = readOwner(r);
  const delegatorRewardsOwner = readOwner(r);
  const validatorAuthority = readOwner(r);
  const delegationShares = r.u32('delegationShares');
  const autoCompoundRewardShares = r.u32('autoCompoundRewardShares');
  return {
    type,
    ...base,
    nodeId,
    signer,
    stakeOutputs,
    validatorRewardsOwner,
    delegatorRewardsOwner,
    validatorAuthority,
    delegationShares,
    autoCompoundRewardShares,
    period: r.u64('period'),
  };
}

/** The fields after the base tx of the two Primary Network staking txs. */
function readStakerTx(
  r: Reader,
  type: 'AddPermissionlessValidatorTx' | 'AddPermissionlessDelegatorTx',
  base: BaseTxFields,
): PTx {
  switch (type) {
    case 'AddPermissionlessValidatorTx': {
      const validator = readValidator(r);
      const subnetId = r.bytes(32, 'subnetId');
      const signer = readSigner(r);
      const stakeOutputs = readOutputs(r);
      const validatorRewardsOwner = readOwner(r);
      const delegatorRewardsOwner = readOwner(r);
      const delegationShares = r.u32('delegationShares');
      return {
        type,
        ...base,
        validator,
        subnetId,
        signer,
        stakeOutputs,
        validatorRewardsOwner,
        delegatorRewardsOwner,
        delegationShares,
      };
    }
    case 'AddPermissionlessDelegatorTx': {
      const validator = readValidator(r);
      const subnetId = r.bytes(32, 'subnetId');
      const stakeOutputs = readOutputs(r);
      return { type, ...base, validator, subnetId, stakeOutputs, delegationRewardsOwner: readOwner(r) };
    }
  }
}

/** The fields after the base tx of the L1 txs (ConvertSubnetToL1 and the L1 validator txs). */
function readL1Tx(
  r: Reader,
  type:
    | 'ConvertSubnetToL1Tx'
    | 'RegisterL1ValidatorTx'
    | 'SetL1ValidatorWeightTx'
    | 'IncreaseL1ValidatorBalanceTx'
    | 'DisableL1ValidatorTx',
  base: BaseTxFields,
): PTx {
  switch (type) {
    case 'ConvertSubnetToL1Tx': {
      const subnetId = r.bytes(32, 'subnetId');
      const chainId = r.bytes(32, 'chainId');
      const address = r.sized('address');
      const validators = r.array(readL1Validator, 4 + 8 + 8 + 144 + 16, 'validators');
      return { type, ...base, subnetId, chainId, address, validators, subnetAuth: readAuth(r) };
    }
    case 'RegisterL1ValidatorTx': {
      const balance = r.u64('balance');
      const proofOfPossession = r.bytes(96, 'proofOfPossession');
      return { type, ...base, balance, proofOfPossession, message: r.sized('message') };
    }
    case 'SetL1ValidatorWeightTx':
      return { type, ...base, message: r.sized('message') };
    case 'IncreaseL1ValidatorBalanceTx': {
      const validationId = r.bytes(32, 'validationId');
      return { type, ...base, validationId, balance: r.u64('balance') };
    }
    case 'DisableL1ValidatorTx': {
      const validationId = r.bytes(32, 'validationId');
      return { type, ...base, validationId, disableAuth: readAuth(r) };
    }
  }
}

function expectTypeId(r: Reader, id: number, name: string): void {
  const got = r.u32(`${name} type id`);
  if (got !== id) throw r.error(`${name} type id`, `${id}`, String(got));
}

function readAuth(r: Reader): Input {
  expectTypeId(r, 10, 'auth');
  return { type: 'Input', sigIndices: readSigIndices(r) };
}

function readOwner(r: Reader): OutputOwners {
  expectTypeId(r, 11, 'owner');
  return readOutputOwners(r);
}

function readOutputs(r: Reader): TransferableOutput[] {
  return r.array((r) => readTransferableOutput(r, 'P'), 36, 'outputs');
}

function readValidator(r: Reader): PValidator {
  const nodeId = r.bytes(20, 'nodeId');
  return { nodeId, start: r.u64('start'), end: r.u64('end'), weight: r.u64('weight') };
}

function readPop(r: Reader): ProofOfPossession {
  const publicKey = r.bytes(48, 'blsPublicKey');
  return { type: 'ProofOfPossession', publicKey, proofOfPossession: r.bytes(96, 'blsProofOfPossession') };
}

function readSigner(r: Reader): EmptySigner | ProofOfPossession {
  const id = r.u32('signer type id');
  if (id === 27) return { type: 'EmptySigner' };
  if (id === 28) return readPop(r);
  throw r.error('signer type id', '27 or 28', String(id));
}

function readPChainOwner(r: Reader): PChainOwner {
  const threshold = r.u32('threshold');
  return { threshold, addresses: r.array((r) => r.bytes(20, 'address'), 20, 'addresses') };
}

function readL1Validator(r: Reader): ConvertSubnetToL1Validator {
  const nodeId = r.sized('nodeId');
  const weight = r.u64('weight');
  const balance = r.u64('balance');
  const signer = readPop(r);
  const remainingBalanceOwner = readPChainOwner(r);
  return { nodeId, weight, balance, signer, remainingBalanceOwner, deactivationOwner: readPChainOwner(r) };
}
