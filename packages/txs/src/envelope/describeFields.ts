import { toHex } from '../codec/bytes.js';
import { cb58 } from '../codec/cb58.js';
import type { ConvertSubnetToL1Validator, PChainOwner, PTx, PValidator } from '../p/types.js';
import type { XTx } from '../x/types.js';
import type { SignableTx } from './decodeUnsignedTx.js';
import type { AddressStyle } from './describeOwner.js';
import { describeAddress, describeOwner } from './describeOwner.js';
import type { DescribedL1Validator, DescribedValidator, TxDescription } from './TxDescription.js';

type Fields = Partial<
  Omit<TxDescription, 'chain' | 'type' | 'networkId' | 'blockchainId' | 'fee' | 'signers'>
>;

/** `NodeID-<CB58>` for a 20-byte node id, `0x` hex for any other length. */
function nodeIdText(nodeId: Uint8Array): string {
  return nodeId.length === 20 ? `NodeID-${cb58(nodeId)}` : toHex(nodeId);
}

function describeValidator(v: PValidator): DescribedValidator {
  return { nodeId: nodeIdText(v.nodeId), start: v.start, end: v.end, weight: v.weight };
}

function pChainOwner(style: AddressStyle, owner: PChainOwner) {
  return { addresses: owner.addresses.map((a) => describeAddress(style, a)), threshold: owner.threshold };
}

function describeL1Validator(style: AddressStyle, v: ConvertSubnetToL1Validator): DescribedL1Validator {
  return {
    nodeId: nodeIdText(v.nodeId),
    weight: v.weight,
    balance: v.balance,
    blsPublicKey: toHex(v.signer.publicKey),
    remainingBalanceOwner: pChainOwner(style, v.remainingBalanceOwner),
    deactivationOwner: pChainOwner(style, v.deactivationOwner),
  };
}

/** The staking fields of the P staking txs (their stake outputs are among the moves). */
function stakingFields(style: AddressStyle, tx: PTx): Fields {
  const owner = (o: Parameters<typeof describeOwner>[1]) => describeOwner(style, o);
  switch (tx.type) {
    case 'AddPermissionlessValidatorTx':
      return {
        validator: describeValidator(tx.validator),
        subnetId: cb58(tx.subnetId),
        ...(tx.signer.type === 'ProofOfPossession' ? { blsPublicKey: toHex(tx.signer.publicKey) } : {}),
        validatorRewardsOwner: owner(tx.validatorRewardsOwner),
        delegatorRewardsOwner: owner(tx.delegatorRewardsOwner),
        delegationShares: tx.delegationShares,
      };
    case 'AddPermissionlessDelegatorTx':
      return {
        validator: describeValidator(tx.validator),
        subnetId: cb58(tx.subnetId),
        delegationRewardsOwner: owner(tx.delegationRewardsOwner),
      };
    case 'AddAutoRenewedValidatorTx':
      return {
        nodeId: nodeIdText(tx.nodeId),
        blsPublicKey: toHex(tx.signer.publicKey),
        validatorRewardsOwner: owner(tx.validatorRewardsOwner),
        delegatorRewardsOwner: owner(tx.delegatorRewardsOwner),
        validatorAuthority: owner(tx.validatorAuthority),
        delegationShares: tx.delegationShares,
        autoCompoundRewardShares: tx.autoCompoundRewardShares,
        period: tx.period,
      };
    case 'SetAutoRenewedValidatorConfigTx':
      return {
        validatorTxId: cb58(tx.txId),
        autoCompoundRewardShares: tx.autoCompoundRewardShares,
        period: tx.period,
      };
    default:
      return {};
  }
}

/** The subnet and L1 fields of the P subnet and L1 txs. */
function subnetFields(style: AddressStyle, tx: PTx): Fields {
  switch (tx.type) {
    case 'CreateSubnetTx':
      return { owner: describeOwner(style, tx.owner) };
    case 'CreateChainTx':
      return {
        subnetId: cb58(tx.subnetId),
        chainName: tx.chainName,
        vmId: cb58(tx.vmId),
        fxIds: tx.fxIds.map(cb58),
        genesisData: toHex(tx.genesisData),
      };
    case 'AddSubnetValidatorTx':
      return { validator: describeValidator(tx.validator), subnetId: cb58(tx.subnetId) };
    case 'RemoveSubnetValidatorTx':
      return { nodeId: nodeIdText(tx.nodeId), subnetId: cb58(tx.subnetId) };
    case 'TransferSubnetOwnershipTx':
      return { subnetId: cb58(tx.subnetId), owner: describeOwner(style, tx.owner) };
    case 'ConvertSubnetToL1Tx':
      return {
        subnetId: cb58(tx.subnetId),
        chainId: cb58(tx.chainId),
        managerAddress: toHex(tx.address),
        validators: tx.validators.map((v) => describeL1Validator(style, v)),
      };
    case 'RegisterL1ValidatorTx':
      return { balance: tx.balance, message: toHex(tx.message) };
    case 'SetL1ValidatorWeightTx':
      return { message: toHex(tx.message) };
    case 'IncreaseL1ValidatorBalanceTx':
      return { validationId: cb58(tx.validationId), balance: tx.balance };
    case 'DisableL1ValidatorTx':
      return { validationId: cb58(tx.validationId) };
    default:
      return stakingFields(style, tx);
  }
}

function xFields(tx: XTx): Fields {
  if (tx.type === 'CreateAssetTx') {
    return { asset: { name: tx.name, symbol: tx.symbol, denomination: tx.denomination } };
  }
  if (tx.type !== 'OperationTx') return {};
  return {
    operations: tx.operations.map((op) => ({
      type: op.operation.type,
      assetId: cb58(op.assetId),
      utxos: op.utxoIds.map((u) => ({ txId: cb58(u.txId), outputIndex: u.outputIndex })),
    })),
  };
}

/**
 * The fields of a tx's type a signer approves beyond what it spends and creates: the memo, the other chain of an
 * import or export, and the staking, subnet and L1 fields of P txs (node ids as `NodeID-...`, ids CB58, keys and
 * messages `0x` hex, owners in the network's HRP on P).
 */
export function describeFields(chain: 'X' | 'P' | 'C', tx: SignableTx, style: AddressStyle): Fields {
  const fields: Fields = {};
  if ('memo' in tx && tx.memo.length > 0) fields.memo = toHex(tx.memo);
  if (chain === 'P') Object.assign(fields, subnetFields(style, tx as PTx));
  if (chain === 'X') Object.assign(fields, xFields(tx as XTx));
  return fields;
}
