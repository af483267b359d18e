import type { Input, OutputOwners, TransferableOutput } from '../codec/index.js';
import {
  Writer,
  writeBaseTxFields,
  writeOutputOwners,
  writeSigIndices,
  writeTransferableInput,
  writeTransferableOutput,
} from '../codec/index.js';
import type {
  ConvertSubnetToL1Validator,
  EmptySigner,
  PChainOwner,
  ProofOfPossession,
  PTx,
  PValidator,
} from './types.js';
import { P_TX_TYPE_IDS } from './types.js';

/** P codec type ids of the interface values inside txs. */
const INPUT = 10;
const OUTPUT_OWNERS = 11;
const EMPTY_SIGNER = 27;
const PROOF_OF_POSSESSION = 28;

/**
 * The unsigned bytes of a P-chain tx: codec version 0, its type id, then its fields in AvalancheGo's order.
 *
 * @example
 * import { encodePTx } from '@pkg/txs';
 * const bytes = encodePTx(unsigned.tx);
 */
export function encodePTx(tx: PTx): Uint8Array {
  const w = new Writer().u16(0).u32(P_TX_TYPE_IDS[tx.type]);
  writeBaseTxFields(w, 'P', tx);
  switch (tx.type) {
    case 'BaseTx':
      break;
    case 'CreateChainTx':
      w.bytes(tx.subnetId, 32, 'subnetId').string(tx.chainName, 'chainName').bytes(tx.vmId, 32, 'vmId');
      w.array(tx.fxIds, (w, id) => w.bytes(id, 32, 'fxIds'));
      w.sized(tx.genesisData, 'genesisData');
      writeAuth(w, tx.subnetAuth);
      break;
    case 'CreateSubnetTx':
      writeOwner(w, tx.owner);
      break;
    case 'ImportTx':
      w.bytes(tx.sourceChain, 32, 'sourceChain');
      w.array(tx.importedInputs, (w, i) => writeTransferableInput(w, 'P', i));
      break;
    case 'ExportTx':
      w.bytes(tx.destinationChain, 32, 'destinationChain');
      writeOutputs(w, tx.exportedOutputs);
      break;
    case 'AddSubnetValidatorTx':
      writeValidator(w, tx.validator);
      w.bytes(tx.subnetId, 32, 'subnetId');
      writeAuth(w, tx.subnetAuth);
      break;
    case 'RemoveSubnetValidatorTx':
      w.bytes(tx.nodeId, 20, 'nodeId').bytes(tx.subnetId, 32, 'subnetId');
      writeAuth(w, tx.subnetAuth);
      break;
    case 'AddPermissionlessValidatorTx':
    case 'AddPermissionlessDelegatorTx':
    case 'AddAutoRenewedValidatorTx':
    case 'SetAutoRenewedValidatorConfigTx':
      writeStakerTx(w, tx);
      break;
    case 'TransferSubnetOwnershipTx':
      w.bytes(tx.subnetId, 32, 'subnetId');
      writeAuth(w, tx.subnetAuth);
      writeOwner(w, tx.owner);
      break;
    case 'ConvertSubnetToL1Tx':
      w.bytes(tx.subnetId, 32, 'subnetId').bytes(tx.chainId, 32, 'chainId').sized(tx.address, 'address');
      w.array(tx.validators, writeL1Validator);
      writeAuth(w, tx.subnetAuth);
      break;
    case 'RegisterL1ValidatorTx':
      w.u64(tx.balance, 'balance')
        .bytes(tx.proofOfPossession, 96, 'proofOfPossession')
        .sized(tx.message, 'message');
      break;
    case 'SetL1ValidatorWeightTx':
      w.sized(tx.message, 'message');
      break;
    case 'IncreaseL1ValidatorBalanceTx':
      w.bytes(tx.validationId, 32, 'validationId').u64(tx.balance, 'balance');
      break;
    case 'DisableL1ValidatorTx':
      w.bytes(tx.validationId, 32, 'validationId');
      writeAuth(w, tx.disableAuth);
      break;
  }
  return w.finish();
}

/** The fields after the base tx of the Primary Network staker txs. */
function writeStakerTx(
  w: Writer,
  tx: Extract<
    PTx,
    {
      type:
        | 'AddPermissionlessValidatorTx'
        | 'AddPermissionlessDelegatorTx'
        | 'AddAutoRenewedValidatorTx'
        | 'SetAutoRenewedValidatorConfigTx';
    }
  >,
): void {
  switch (tx.type) {
    case 'AddPermissionlessValidatorTx':
      writeValidator(w, tx.validator);
      w.bytes(tx.subnetId, 32, 'subnetId');
      writeSigner(w, tx.signer);
      writeOutputs(w, tx.stakeOutputs);
      writeOwner(w, tx.validatorRewardsOwner);
      writeOwner(w, tx.delegatorRewardsOwner);
      w.u32(tx.delegationShares, 'delegationShares');
      return;
    case 'AddPermissionlessDelegatorTx':
      writeValidator(w, tx.validator);
      w.bytes(tx.subnetId, 32, 'subnetId');
      writeOutputs(w, tx.stakeOutputs);
      writeOwner(w, tx.delegationRewardsOwner);
      return;
    case 'AddAutoRenewedValidatorTx':
      w.sized(tx.nodeId, 'nodeId');
      writeSigner(w, tx.signer);
      writeOutputs(w, tx.stakeOutputs);
      writeOwner(w, tx.validatorRewardsOwner);
      writeOwner(w, tx.delegatorRewardsOwner);
      writeOwner(w, tx.validatorAuthority);
      w.u32(tx.delegationShares, 'delegationShares')
        .u32(tx.autoCompoundRewardShares, 'autoCompoundRewardShares')
        .u64(tx.period, 'period');
      return;
    case 'SetAutoRenewedValidatorConfigTx':
      w.bytes(tx.txId, 32, 'txId');
      writeAuth(w, tx.auth);
      w.u32(tx.autoCompoundRewardShares, 'autoCompoundRewardShares').u64(tx.period, 'period');
      return;
  }
}

function writeOutputs(w: Writer, outputs: readonly TransferableOutput[]): void {
  w.array(outputs, (w, o) => writeTransferableOutput(w, 'P', o));
}

function writeAuth(w: Writer, auth: Input): void {
  w.u32(INPUT);
  writeSigIndices(w, auth.sigIndices);
}

function writeOwner(w: Writer, owner: OutputOwners): void {
  w.u32(OUTPUT_OWNERS);
  writeOutputOwners(w, owner);
}

function writeValidator(w: Writer, v: PValidator): void {
  w.bytes(v.nodeId, 20, 'nodeId').u64(v.start, 'start').u64(v.end, 'end').u64(v.weight, 'weight');
}

function writeSigner(w: Writer, signer: EmptySigner | ProofOfPossession): void {
  if (signer.type === 'EmptySigner') {
    w.u32(EMPTY_SIGNER);
    return;
  }
  w.u32(PROOF_OF_POSSESSION);
  writePop(w, signer);
}

function writePop(w: Writer, pop: ProofOfPossession): void {
  w.bytes(pop.publicKey, 48, 'blsPublicKey').bytes(pop.proofOfPossession, 96, 'blsProofOfPossession');
}

function writePChainOwner(w: Writer, owner: PChainOwner): void {
  w.u32(owner.threshold, 'threshold').array(owner.addresses, (w, a) => w.bytes(a, 20, 'address'));
}

function writeL1Validator(w: Writer, v: ConvertSubnetToL1Validator): void {
  w.sized(v.nodeId, 'nodeId').u64(v.weight, 'weight').u64(v.balance, 'balance');
  writePop(w, v.signer);
  writePChainOwner(w, v.remainingBalanceOwner);
  writePChainOwner(w, v.deactivationOwner);
}
