import type {
  BaseTxFields,
  Input,
  OutputOwners,
  TransferableInput,
  TransferableOutput,
} from '../codec/index.js';

/** A validator's staking period and weight (AvalancheGo `txs.Validator`). */
export interface PValidator {
  /** 20-byte node id. */
  nodeId: Uint8Array;
  /** Unix seconds; 0 since Durango (the node starts the staker when the tx is accepted). */
  start: bigint;
  /** Unix seconds. */
  end: bigint;
  weight: bigint;
}

/** `signer.Empty` (27): no BLS key (subnet validators, Primary Network delegators). */
export interface EmptySigner {
  type: 'EmptySigner';
}

/** `signer.ProofOfPossession` (28): a BLS public key and its proof of possession. */
export interface ProofOfPossession {
  type: 'ProofOfPossession';
  /** 48-byte compressed BLS public key. */
  publicKey: Uint8Array;
  /** 96-byte signature of the public key under the PoP ciphersuite. */
  proofOfPossession: Uint8Array;
}

/** An owner inside ConvertSubnetToL1 and Warp messages (`message.PChainOwner`): a threshold of short ids, no locktime. */
export interface PChainOwner {
  threshold: number;
  /** 20-byte short ids, ascending. */
  addresses: Uint8Array[];
}

/** One initial validator of a ConvertSubnetToL1Tx (`txs.ConvertSubnetToL1Validator`). */
export interface ConvertSubnetToL1Validator {
  /** Node id bytes (20 for a NodeID). */
  nodeId: Uint8Array;
  weight: bigint;
  /** nAVAX the validator's continuous fee is paid from. */
  balance: bigint;
  signer: ProofOfPossession;
  remainingBalanceOwner: PChainOwner;
  deactivationOwner: PChainOwner;
}

/** P `BaseTx` (34): moves AVAX between owners on the P chain. */
export interface PBaseTx extends BaseTxFields {
  type: 'BaseTx';
}

/** `CreateChainTx` (15). */
export interface CreateChainTx extends BaseTxFields {
  type: 'CreateChainTx';
  subnetId: Uint8Array;
  chainName: string;
  vmId: Uint8Array;
  /** Sorted ascending. */
  fxIds: Uint8Array[];
  genesisData: Uint8Array;
  subnetAuth: Input;
}

/** `CreateSubnetTx` (16). */
export interface CreateSubnetTx extends BaseTxFields {
  type: 'CreateSubnetTx';
  owner: OutputOwners;
}

/** P `ImportTx` (17): spends UTXOs exported to the P chain from `sourceChain`. */
export interface PImportTx extends BaseTxFields {
  type: 'ImportTx';
  sourceChain: Uint8Array;
  importedInputs: TransferableInput[];
}

/** P `ExportTx` (18): sends outputs to `destinationChain`'s shared memory. */
export interface PExportTx extends BaseTxFields {
  type: 'ExportTx';
  destinationChain: Uint8Array;
  exportedOutputs: TransferableOutput[];
}

/** `AddSubnetValidatorTx` (13). */
export interface AddSubnetValidatorTx extends BaseTxFields {
  type: 'AddSubnetValidatorTx';
  validator: PValidator;
  subnetId: Uint8Array;
  subnetAuth: Input;
}

/** `RemoveSubnetValidatorTx` (23). */
export interface RemoveSubnetValidatorTx extends BaseTxFields {
  type: 'RemoveSubnetValidatorTx';
  nodeId: Uint8Array;
  subnetId: Uint8Array;
  subnetAuth: Input;
}

/** `AddPermissionlessValidatorTx` (25). */
export interface AddPermissionlessValidatorTx extends BaseTxFields {
  type: 'AddPermissionlessValidatorTx';
  validator: PValidator;
  subnetId: Uint8Array;
  signer: EmptySigner | ProofOfPossession;
  stakeOutputs: TransferableOutput[];
  validatorRewardsOwner: OutputOwners;
  delegatorRewardsOwner: OutputOwners;
  /** Parts per million of delegators' rewards the validator keeps. */
  delegationShares: number;
}

/** `AddPermissionlessDelegatorTx` (26). */
export interface AddPermissionlessDelegatorTx extends BaseTxFields {
  type: 'AddPermissionlessDelegatorTx';
  validator: PValidator;
  subnetId: Uint8Array;
  stakeOutputs: TransferableOutput[];
  delegationRewardsOwner: OutputOwners;
}

/** `TransferSubnetOwnershipTx` (33). */
export interface TransferSubnetOwnershipTx extends BaseTxFields {
  type: 'TransferSubnetOwnershipTx';
  subnetId: Uint8Array;
  subnetAuth: Input;
  owner: OutputOwners;
}

/** `ConvertSubnetToL1Tx` (35). */
export interface ConvertSubnetToL1Tx extends BaseTxFields {
  type: 'ConvertSubnetToL1Tx';
  subnetId: Uint8Array;
  chainId: Uint8Array;
  address: Uint8Array;
  /** Sorted by node id. */
  validators: ConvertSubnetToL1Validator[];
  subnetAuth: Input;
}

/** `RegisterL1ValidatorTx` (36). */
export interface RegisterL1ValidatorTx extends BaseTxFields {
  type: 'RegisterL1ValidatorTx';
  balance: bigint;
  /** 96 bytes. */
  proofOfPossession: Uint8Array;
  /** A signed Warp message carrying a RegisterL1Validator AddressedCall. */
  message: Uint8Array;
}

/** `SetL1ValidatorWeightTx` (37). */
export interface SetL1ValidatorWeightTx extends BaseTxFields {
  type: 'SetL1ValidatorWeightTx';
  /** A signed Warp message carrying an L1ValidatorWeight AddressedCall. */
  message: Uint8Array;
}

/** `IncreaseL1ValidatorBalanceTx` (38). */
export interface IncreaseL1ValidatorBalanceTx extends BaseTxFields {
  type: 'IncreaseL1ValidatorBalanceTx';
  validationId: Uint8Array;
  balance: bigint;
}

/** `DisableL1ValidatorTx` (39). */
export interface DisableL1ValidatorTx extends BaseTxFields {
  type: 'DisableL1ValidatorTx';
  validationId: Uint8Array;
  disableAuth: Input;
}

/** `AddAutoRenewedValidatorTx` (40, Helicon, ACP-236): a Primary Network validator that renews every `period`. */
export interface AddAutoRenewedValidatorTx extends BaseTxFields {
  type: 'AddAutoRenewedValidatorTx';
  /** Node id bytes (20 for a NodeID), written with a uint32 length (`types.JSONByteSlice`). */
  nodeId: Uint8Array;
  signer: ProofOfPossession;
  stakeOutputs: TransferableOutput[];
  validatorRewardsOwner: OutputOwners;
  delegatorRewardsOwner: OutputOwners;
  /** Who may change the validator's config (SetAutoRenewedValidatorConfigTx's auth is checked against it). */
  validatorAuthority: OutputOwners;
  /** Parts per million of delegators' rewards the validator keeps. */
  delegationShares: number;
  /** Parts per million of each cycle's rewards restaked (0 to 1,000,000). */
  autoCompoundRewardShares: number;
  /** Seconds of each validation cycle. */
  period: bigint;
}

/** `SetAutoRenewedValidatorConfigTx` (41, Helicon): the next cycles' restake share and period of an auto-renewed validator. */
export interface SetAutoRenewedValidatorConfigTx extends BaseTxFields {
  type: 'SetAutoRenewedValidatorConfigTx';
  /** The AddAutoRenewedValidatorTx that created the validator. */
  txId: Uint8Array;
  /** Signed by the validator's authority (the tx's last credential). */
  auth: Input;
  autoCompoundRewardShares: number;
  /** Seconds of the next cycles; 0 = leave at the end of the current cycle. */
  period: bigint;
}

/**
 * `RewardAutoRenewedValidatorTx` (42, Helicon): ends an auto-renewed validator's cycle. Only block builders issue it,
 * so it has no inputs, outputs or credentials; this package decodes it and never builds it.
 */
export interface RewardAutoRenewedValidatorTx {
  type: 'RewardAutoRenewedValidatorTx';
  /** The AddAutoRenewedValidatorTx of the validator rewarded. */
  txId: Uint8Array;
  /** Unix seconds: the end of the cycle rewarded. */
  timestamp: bigint;
}

/** Every P-chain tx this package builds, discriminated by `type` (AvalancheGo's type name). */
export type PTx =
  | PBaseTx
  | CreateChainTx
  | CreateSubnetTx
  | PImportTx
  | PExportTx
  | AddSubnetValidatorTx
  | RemoveSubnetValidatorTx
  | AddPermissionlessValidatorTx
  | AddPermissionlessDelegatorTx
  | TransferSubnetOwnershipTx
  | ConvertSubnetToL1Tx
  | RegisterL1ValidatorTx
  | SetL1ValidatorWeightTx
  | IncreaseL1ValidatorBalanceTx
  | DisableL1ValidatorTx
  | AddAutoRenewedValidatorTx
  | SetAutoRenewedValidatorConfigTx;

/** Every P-chain tx this package reads: the ones it builds, and the Helicon reward tx only block builders issue. */
export type PDecodedTx = PTx | RewardAutoRenewedValidatorTx;

/**
 * The P chain codec's type id of each tx (AvalancheGo `vms/platformvm/txs/codec.go`; 40-42 registered by
 * `RegisterHeliconTypes`, v1.15). AddValidator 12, AddDelegator 14 and TransformSubnet 24 are refused since
 * Durango/Etna and not built.
 */
export const P_TX_TYPE_IDS: Readonly<Record<PDecodedTx['type'], number>> = {
  AddSubnetValidatorTx: 13,
  CreateChainTx: 15,
  CreateSubnetTx: 16,
  ImportTx: 17,
  ExportTx: 18,
  RemoveSubnetValidatorTx: 23,
  AddPermissionlessValidatorTx: 25,
  AddPermissionlessDelegatorTx: 26,
  TransferSubnetOwnershipTx: 33,
  BaseTx: 34,
  ConvertSubnetToL1Tx: 35,
  RegisterL1ValidatorTx: 36,
  SetL1ValidatorWeightTx: 37,
  IncreaseL1ValidatorBalanceTx: 38,
  DisableL1ValidatorTx: 39,
  AddAutoRenewedValidatorTx: 40,
  SetAutoRenewedValidatorConfigTx: 41,
  RewardAutoRenewedValidatorTx: 42,
};
