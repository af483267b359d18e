// Generated from specs/openrpc/pchain; do not edit. Run `pnpm generate`.
/**
 * A uint64 as the decimal string the node sends.
 */
export type Uint64 = string;
/**
 * How the node encodes bytes: `hex` (0x-prefixed, with a 4-byte checksum; the default), `hexc` (the same) or `hexnc` (0x-prefixed, no checksum).
 */
export type BytesEncoding = 'hex' | 'hexc' | 'hexnc';
/**
 * `hex` (default) or `json`.
 */
export type Encoding = 'hex' | 'json';
/**
 * A P-chain height: a number, its decimal string, or `proposed` (the height block proposers currently build on, as platform.getProposedHeight answers).
 */
export type Height = number | string | 'proposed';
/**
 * A uint32 as the decimal string the node sends.
 */
export type Uint32 = string;
/**
 * Result of `platform.getBlock`.
 */
export type PlatformGetBlockResult = BlockHexReply | BlockJsonReply;
/**
 * Result of `platform.getBlockByHeight`.
 */
export type PlatformGetBlockByHeightResult = BlockHexReply | BlockJsonReply;
/**
 * Result of `platform.getL1Validator`.
 */
export type PlatformGetL1ValidatorResult = L1Validator & {
  subnetID: string;
  /**
   * The last accepted P-chain height the answer reflects.
   */
  height: Uint64;
};
/**
 * Result of `platform.getTx`.
 */
export type PlatformGetTxResult = TxHexReply | TxJsonReply;

export interface UTXOID {
  txID: string;
  outputIndex: number;
}
/**
 * A position in the UTXO set (an address and a UTXO id): a page's endIndex is the next call's startIndex.
 */
export interface UTXOIndex {
  address: string;
  utxo: string;
}
/**
 * A P-chain block (encoding json). Which fields appear depends on the block type: standard blocks have `time` and `txs`, proposal blocks `time`, `txs` and `tx`, commit and abort blocks `time` only; the genesis block (and pre-Banff blocks) have no `time`, and the genesis block has no `txs`.
 */
export interface PBlock {
  parentID: string;
  height: number;
  /**
   * The block's transactions. The seed lists them as required; AvalancheGo omits them on the genesis block and on commit and abort blocks.
   */
  txs?: PTx[];
  /**
   * The block id. Not in the seed; sent by AvalancheGo.
   */
  id?: string;
  /**
   * Unix time of the block (Banff and later blocks). Not in the seed; sent by AvalancheGo.
   */
  time?: number;
  /**
   * Proposal and atomic blocks: the block's one transaction. Not in the seed; sent by AvalancheGo.
   */
  tx?: PTx;
}
/**
 * A signed P-chain transaction as JSON (encoding json): the unsigned transaction, its credentials and its id.
 */
export interface PTx {
  /**
   * The unsigned transaction; its fields depend on the type (not shown). Helicon (AvalancheGo v1.15, ACP-236) adds the types 40 AddAutoRenewedValidatorTx, 41 SetAutoRenewedValidatorConfigTx and 42 RewardAutoRenewedValidatorTx (issued by block builders).
   */
  unsignedTx: {
    [k: string]: unknown;
  };
  /**
   * Credentials (secp256k1fx: signatures). The seed documents an array; AvalancheGo sends null for a transaction without credentials (reward-validator and advance-time transactions).
   */
  credentials:
    | {
        signatures: string[];
      }[]
    | null;
  /**
   * The transaction id. Not in the seed; sent by AvalancheGo.
   */
  id?: string;
}
/**
 * The transaction in hex.
 */
export interface TxHexReply {
  /**
   * The signed transaction, hex-encoded.
   */
  tx: string;
  encoding: 'hex';
}
/**
 * The transaction as JSON.
 */
export interface TxJsonReply {
  tx: PTx;
  encoding: 'json';
}
/**
 * The block in hex.
 */
export interface BlockHexReply {
  /**
   * The block, hex-encoded.
   */
  block: string;
  encoding: 'hex';
}
/**
 * The block as JSON.
 */
export interface BlockJsonReply {
  block: PBlock;
  encoding: 'json';
}
/**
 * The dynamic fee state of the P chain.
 */
export interface FeeState {
  /**
   * Gas that can be consumed now (a JSON number).
   */
  capacity: number;
  /**
   * Gas consumed above the target (a JSON number).
   */
  excess: number;
  /**
   * nAVAX per unit of gas (a JSON number).
   */
  price: number;
  /**
   * The chain time the state belongs to (RFC 3339).
   */
  timestamp: string;
}
export interface ProposervmHeight {
  /**
   * A P-chain height, as the decimal string the node sends.
   */
  height: string;
}
export interface ProposervmEpoch {
  /**
   * The epoch number, a decimal string.
   */
  number: string;
  /**
   * When the epoch started, unix seconds as a decimal string.
   */
  startTime: string;
  /**
   * The P-chain height whose validator set the epoch uses, a decimal string.
   */
  pChainHeight: string;
}
export interface Owner {
  locktime: string;
  threshold: string;
  addresses: string[];
}
export interface Delegator {
  txID?: string;
  startTime?: string;
  endTime?: string;
  weight?: string;
  nodeID?: string;
  rewardOwner?: Owner;
  potentialReward?: string;
}
/**
 * A current validator. Which fields appear for an L1, a PoA subnet or the primary network is not shown, so every field is optional.
 */
export interface Validator {
  txID?: string;
  /**
   * Unix time.
   */
  startTime?: string;
  /**
   * Unix time.
   */
  endTime?: string;
  nodeID?: string;
  weight?: string;
  validationID?: string;
  publicKey?: string;
  minNonce?: string;
  balance?: string;
  potentialReward?: string;
  delegationFee?: string;
  uptime?: string;
  delegatorCount?: string;
  delegatorWeight?: string;
  connected?: boolean;
  remainingBalanceOwner?: Owner;
  deactivationOwner?: Owner;
  validationRewardOwner?: Owner;
  delegationRewardOwner?: Owner;
  /**
   * The validator's BLS key and its proof of possession.
   */
  signer?: {
    publicKey: string;
    /**
     * As AvalancheGo (v1.14) spells it.
     */
    proofOfPossession?: string;
    /**
     * As the seed spells it; AvalancheGo sends proofOfPossession.
     */
    proofOfPosession?: string;
  };
  delegators?: Delegator[];
  /**
   * Primary network validators: the delegation fees accrued so far, in nAVAX. Not in the seed; sent by AvalancheGo.
   */
  accruedDelegateeReward?: string;
  /**
   * The delegation fee in units of 1/10,000 of a percent. Not in the seed; sent by AvalancheGo when set.
   */
  exactDelegationFee?: string;
  /**
   * Auto-renewed validators (ACP-236) only: the owner allowed to change the validator's config (SetAutoRenewedValidatorConfigTx). Since Helicon (AvalancheGo v1.15).
   */
  validatorAuthority?: Owner;
  /**
   * Auto-renewed validators (ACP-236) only: the length of the next validation cycle in seconds, a decimal string; `0` = the validator leaves at the end of the current cycle. Since Helicon (AvalancheGo v1.15).
   */
  nextPeriod?: string;
  /**
   * Auto-renewed validators (ACP-236) only: the share of rewards restaked each cycle, in parts per million, a decimal string. Since Helicon (AvalancheGo v1.15).
   */
  autoCompoundRewardShares?: string;
  /**
   * Auto-renewed validators (ACP-236) only: the validator's own rewards restaked so far, in nAVAX, a decimal string (a JSON uint64), summed over its completed cycles (weight = its tx's weight + restakedValidationRewards + restakedDelegateeRewards; the difference across a renewal is that cycle's). Sent by AvalancheGo with ava-labs/avalanchego#5983 (planned for v1.15.1), `"0"` before any restake; v1.15.0 does not send it. Since Helicon (AvalancheGo v1.15).
   */
  restakedValidationRewards?: string;
  /**
   * Auto-renewed validators (ACP-236) only: the delegation fees restaked so far, in nAVAX, a decimal string (a JSON uint64), summed over its completed cycles (unlike accruedDelegateeReward, which is the current cycle's and resets at renewal). Sent by AvalancheGo with ava-labs/avalanchego#5983 (planned for v1.15.1), `"0"` before any restake; v1.15.0 does not send it. Since Helicon (AvalancheGo v1.15).
   */
  restakedDelegateeRewards?: string;
  /**
   * Genesis validators: the staked outputs. Not in the seed; sent by AvalancheGo when asked.
   */
  staked?: {
    locktime?: string;
    amount?: string;
    address?: string;
    message?: string;
  }[];
}
/**
 * One validator's weight at a height, and its BLS public key (compressed, 0x-hex) or null when it registered none.
 */
export interface ValidatorWeight {
  publicKey: string | null;
  weight: Uint64;
}
/**
 * A chain's canonical (Warp) validator set: the validators with a BLS key, in canonical order (validators sharing a key are merged), and the total weight of all validators, with or without a key.
 */
export interface WarpValidatorSet {
  /**
   * AvalancheGo sends null for a set without any key.
   */
  validators:
    | {
        /**
         * The BLS public key, compressed, 0x-hex.
         */
        publicKey: string;
        weight: Uint64;
        nodeIDs: string[];
      }[]
    | null;
  totalWeight: Uint64;
}
/**
 * An L1 validator (one registered by ConvertSubnetToL1Tx or RegisterL1ValidatorTx), as platform.getL1Validator sends it.
 */
export interface L1Validator {
  nodeID: string;
  weight: Uint64;
  /**
   * Unix time the validator was registered.
   */
  startTime: Uint64;
  validationID?: string;
  /**
   * The BLS public key, compressed, 0x-hex.
   */
  publicKey?: string;
  /**
   * Who gets the remaining balance when the validator leaves.
   */
  remainingBalanceOwner?: Owner;
  /**
   * Who may deactivate the validator.
   */
  deactivationOwner?: Owner;
  /**
   * The lowest nonce a SetL1ValidatorWeight message for it may carry.
   */
  minNonce?: Uint64;
  /**
   * nAVAX left to pay the continuous validator fee; 0 when the validator is inactive.
   */
  balance?: Uint64;
}
export interface Blockchain {
  id: string;
  name: string;
  subnetID: string;
  vmID: string;
}
/**
 * Params of `platform.getAllValidatorsAt`.
 */
export interface PlatformGetAllValidatorsAtParams {
  height: Height;
}
/**
 * Result of `platform.getAllValidatorsAt`.
 */
export interface PlatformGetAllValidatorsAtResult {
  /**
   * Subnet id -> its validator set (subnets with at least one validator).
   */
  validatorSets: {
    [k: string]: WarpValidatorSet;
  };
}
/**
 * Params of `platform.getBalance`.
 */
export interface PlatformGetBalanceParams {
  /**
   * @minItems 1
   */
  addresses: [string, ...string[]];
}
/**
 * Result of `platform.getBalance`.
 */
export interface PlatformGetBalanceResult {
  /**
   * Asset id -> amount.
   */
  balances: {
    [k: string]: Uint64;
  };
  /**
   * Asset id -> amount.
   */
  unlockeds: {
    [k: string]: Uint64;
  };
  /**
   * Asset id -> amount.
   */
  lockedStakeables: {
    [k: string]: Uint64;
  };
  /**
   * Asset id -> amount.
   */
  lockedNotStakeables: {
    [k: string]: Uint64;
  };
  utxoIDs: UTXOID[];
  /**
   * AVAX (the total) in nAVAX. Not in the seed; AvalancheGo sends it beside the per-asset maps (backward compatibility).
   */
  balance?: Uint64;
  /**
   * AVAX (unlocked) in nAVAX. Not in the seed; AvalancheGo sends it beside the per-asset maps (backward compatibility).
   */
  unlocked?: Uint64;
  /**
   * AVAX (locked, stakeable) in nAVAX. Not in the seed; AvalancheGo sends it beside the per-asset maps (backward compatibility).
   */
  lockedStakeable?: Uint64;
  /**
   * AVAX (locked, not stakeable) in nAVAX. Not in the seed; AvalancheGo sends it beside the per-asset maps (backward compatibility).
   */
  lockedNotStakeable?: Uint64;
}
/**
 * Params of `platform.getBlock`.
 */
export interface PlatformGetBlockParams {
  /**
   * A block id (cb58).
   */
  blockID: string;
  encoding?: Encoding;
}
/**
 * Params of `platform.getBlockByHeight`.
 */
export interface PlatformGetBlockByHeightParams {
  height: number;
  encoding?: Encoding;
}
/**
 * Params of `platform.getBlockchainStatus`.
 */
export interface PlatformGetBlockchainStatusParams {
  blockchainID: string;
}
/**
 * Result of `platform.getBlockchainStatus`.
 */
export interface PlatformGetBlockchainStatusResult {
  /**
   * Validating: validated by this node; Created: exists, not validated by this node; Preferred: proposed and likely to be created; Syncing: this node participates without validating; Unknown: not proposed, or the proposal is not preferred.
   */
  status: 'Validating' | 'Created' | 'Preferred' | 'Syncing' | 'Unknown';
}
/**
 * Result of `platform.getBlockchains`.
 */
export interface PlatformGetBlockchainsResult {
  blockchains: Blockchain[];
}
/**
 * Params of `platform.getCurrentSupply`.
 */
export interface PlatformGetCurrentSupplyParams {
  subnetID?: string;
}
/**
 * Result of `platform.getCurrentSupply`.
 */
export interface PlatformGetCurrentSupplyResult {
  supply: Uint64;
  /**
   * The P-chain height the supply is read at. Not in the seed; sent by AvalancheGo (v1.14).
   */
  height?: Uint64;
}
/**
 * Params of `platform.getCurrentValidators`.
 */
export interface PlatformGetCurrentValidatorsParams {
  /**
   * Default: the primary network.
   */
  subnetID?: string;
  /**
   * Default: all; ids that are not current validators are omitted.
   */
  nodeIDs?: string[];
}
/**
 * Result of `platform.getCurrentValidators`.
 */
export interface PlatformGetCurrentValidatorsResult {
  validators: Validator[];
}
/**
 * Result of `platform.getFeeConfig`.
 */
export interface PlatformGetFeeConfigResult {
  /**
   * Gas per unit of each dimension: bandwidth, database reads, database writes, compute (JSON numbers).
   */
  weights: number[];
  /**
   * Most gas that can accumulate (a JSON number).
   */
  maxCapacity: number;
  /**
   * Gas capacity added per second (a JSON number).
   */
  maxPerSecond: number;
  /**
   * Gas per second the price targets (a JSON number).
   */
  targetPerSecond: number;
  /**
   * Lowest gas price, in nAVAX (a JSON number).
   */
  minPrice: number;
  /**
   * How fast the price grows with excess gas (a JSON number).
   */
  excessConversionConstant: number;
}
/**
 * Result of `platform.getHeight`.
 */
export interface PlatformGetHeightResult {
  height: Uint64;
}
/**
 * Params of `platform.getL1Validator`.
 */
export interface PlatformGetL1ValidatorParams {
  validationID: string;
}
/**
 * Params of `platform.getMinStake`.
 */
export interface PlatformGetMinStakeParams {
  /**
   * Default: the primary network.
   */
  subnetID?: string;
}
/**
 * Result of `platform.getMinStake`.
 */
export interface PlatformGetMinStakeResult {
  minValidatorStake: Uint64;
  minDelegatorStake: Uint64;
}
/**
 * Result of `platform.getProposedHeight`.
 */
export interface PlatformGetProposedHeightResult {
  height: Uint64;
}
/**
 * Params of `platform.getRewardUTXOs`.
 */
export interface PlatformGetRewardUTXOsParams {
  /**
   * An AddValidatorTx, AddDelegatorTx or permissionless staker transaction.
   */
  txID: string;
  encoding?: BytesEncoding;
}
/**
 * Result of `platform.getRewardUTXOs`.
 */
export interface PlatformGetRewardUTXOsResult {
  numFetched: Uint64;
  /**
   * Encoded UTXOs.
   */
  utxos: string[];
  encoding: string;
}
/**
 * Params of `platform.getStake`.
 */
export interface PlatformGetStakeParams {
  /**
   * P-chain addresses (at most 256).
   *
   * @maxItems 256
   */
  addresses: string[];
  /**
   * Count validator stake only, not delegations.
   */
  validatorsOnly?: boolean;
  encoding?: BytesEncoding;
}
/**
 * Result of `platform.getStake`.
 */
export interface PlatformGetStakeResult {
  /**
   * AVAX staked, in nAVAX.
   */
  staked: Uint64;
  /**
   * Asset id -> amount (nAVAX for AVAX).
   */
  stakeds: {
    [k: string]: Uint64;
  };
  /**
   * The staked outputs, encoded.
   */
  stakedOutputs: string[];
  encoding: string;
}
/**
 * Params of `platform.getStakingAssetID`.
 */
export interface PlatformGetStakingAssetIDParams {
  /**
   * Default: the primary network.
   */
  subnetID?: string;
}
/**
 * Result of `platform.getStakingAssetID`.
 */
export interface PlatformGetStakingAssetIDResult {
  assetID: string;
}
/**
 * Params of `platform.getSubnet`.
 */
export interface PlatformGetSubnetParams {
  /**
   * Not the primary network (the node refuses it).
   */
  subnetID: string;
}
/**
 * Result of `platform.getSubnet`.
 */
export interface PlatformGetSubnetResult {
  /**
   * False once the subnet was transformed (elastic) or converted to an L1.
   */
  isPermissioned: boolean;
  controlKeys: string[];
  /**
   * Signatures of controlKeys needed to act for the subnet.
   */
  threshold: Uint32;
  locktime: Uint64;
  /**
   * The TransformSubnetTx of an elastic subnet; the empty id (111...LpoYY) otherwise.
   */
  subnetTransformationTxID: string;
  /**
   * An L1's conversion id; the empty id otherwise.
   */
  conversionID: string;
  /**
   * The chain of an L1's validator manager; the empty id otherwise.
   */
  managerChainID: string;
  /**
   * The address (0x-hex) of an L1's validator manager; null otherwise.
   */
  managerAddress: string | null;
}
/**
 * Params of `platform.getSubnets`.
 */
export interface PlatformGetSubnetsParams {
  /**
   * Default: every subnet. Ids the node does not know are left out; the id of a transaction that is not a CreateSubnetTx is refused (`"<id>" is not a subnet`).
   */
  ids?: string[];
}
/**
 * Result of `platform.getSubnets`.
 */
export interface PlatformGetSubnetsResult {
  /**
   * null when ids are given and none is a subnet. Elastic subnets and the primary network have no control keys (threshold 0).
   */
  subnets:
    | {
        id: string;
        controlKeys: string[];
        threshold: Uint32;
      }[]
    | null;
}
/**
 * Result of `platform.getTimestamp`.
 */
export interface PlatformGetTimestampResult {
  /**
   * RFC 3339, e.g. 2024-05-01T12:00:00Z.
   */
  timestamp: string;
}
/**
 * Params of `platform.getTotalStake`.
 */
export interface PlatformGetTotalStakeParams {
  /**
   * Default: the primary network.
   */
  subnetID?: string;
}
/**
 * Result of `platform.getTotalStake`.
 */
export interface PlatformGetTotalStakeResult {
  weight: Uint64;
  /**
   * The same value as weight; AvalancheGo keeps it for older callers and marks it deprecated.
   */
  stake?: Uint64;
}
/**
 * Params of `platform.getTx`.
 */
export interface PlatformGetTxParams {
  txID: string;
  encoding?: Encoding;
}
/**
 * Params of `platform.getTxStatus`.
 */
export interface PlatformGetTxStatusParams {
  txID: string;
}
/**
 * Result of `platform.getTxStatus`.
 */
export interface PlatformGetTxStatusResult {
  /**
   * Committed or Aborted: decided; Processing: in the mempool or a block not yet accepted; Dropped: refused (see reason); Unknown: the node has never seen it.
   */
  status: string;
  /**
   * Why the node dropped the transaction (only when Dropped).
   */
  reason?: string;
}
/**
 * Params of `platform.getUTXOs`.
 */
export interface PlatformGetUTXOsParams {
  /**
   * P-chain addresses (at most 1024).
   *
   * @minItems 1
   * @maxItems 1024
   */
  addresses: [string, ...string[]];
  /**
   * Atomic UTXOs exported to the P chain from this chain (id or alias); default: the P chain's own UTXOs.
   */
  sourceChain?: string;
  /**
   * At most this many UTXOs (the node caps and defaults to 1024).
   */
  limit?: number;
  /**
   * The previous page's endIndex, to page.
   */
  startIndex?: UTXOIndex;
  encoding?: BytesEncoding;
}
/**
 * Result of `platform.getUTXOs`.
 */
export interface PlatformGetUTXOsResult {
  numFetched: Uint64;
  /**
   * Encoded UTXOs.
   */
  utxos: string[];
  endIndex: UTXOIndex;
  encoding: string;
}
/**
 * Result of `platform.getValidatorFeeConfig`.
 */
export interface PlatformGetValidatorFeeConfigResult {
  /**
   * Most L1 validators the fee targets at once (a JSON number).
   */
  capacity: number;
  /**
   * L1 validators the price targets (a JSON number).
   */
  target: number;
  /**
   * Lowest price per validator per second, in nAVAX (a JSON number).
   */
  minPrice: number;
  /**
   * How fast the price grows with excess (a JSON number).
   */
  excessConversionConstant: number;
}
/**
 * Result of `platform.getValidatorFeeState`.
 */
export interface PlatformGetValidatorFeeStateResult {
  /**
   * A JSON number.
   */
  excess: number;
  /**
   * nAVAX per L1 validator per second (a JSON number).
   */
  price: number;
  /**
   * The chain time the state belongs to (RFC 3339).
   */
  timestamp: string;
}
/**
 * Params of `platform.getValidatorsAt`.
 */
export interface PlatformGetValidatorsAtParams {
  height: Height;
  /**
   * Default: the primary network.
   */
  subnetID?: string;
}
/**
 * Node id -> weight and public key.
 */
export interface PlatformGetValidatorsAtResult {
  [k: string]: ValidatorWeight;
}
/**
 * Params of `platform.issueTx`.
 */
export interface PlatformIssueTxParams {
  /**
   * The signed transaction, in `encoding`.
   */
  tx: string;
  encoding?: BytesEncoding;
}
/**
 * Result of `platform.issueTx`.
 */
export interface PlatformIssueTxResult {
  txID: string;
}
/**
 * Params of `platform.sampleValidators`.
 */
export interface PlatformSampleValidatorsParams {
  /**
   * How many validators to sample.
   */
  size: number;
  /**
   * Default: the primary network.
   */
  subnetID?: string;
}
/**
 * Result of `platform.sampleValidators`.
 */
export interface PlatformSampleValidatorsResult {
  /**
   * Node ids, sorted; repeats possible.
   */
  validators: string[];
}
/**
 * Params of `platform.validatedBy`.
 */
export interface PlatformValidatedByParams {
  blockchainID: string;
}
/**
 * Result of `platform.validatedBy`.
 */
export interface PlatformValidatedByResult {
  subnetID: string;
}
/**
 * Params of `platform.validates`.
 */
export interface PlatformValidatesParams {
  /**
   * Default: the primary network.
   */
  subnetID?: string;
}
/**
 * Result of `platform.validates`.
 */
export interface PlatformValidatesResult {
  blockchainIDs: string[];
}

/** Result of `platform.getFeeState`. */
export type PlatformGetFeeStateResult = FeeState;

/** Result of `proposervm.getCurrentEpoch`. */
export type ProposervmGetCurrentEpochResult = ProposervmEpoch;

/** Result of `proposervm.getProposedHeight`. */
export type ProposervmGetProposedHeightResult = ProposervmHeight;

/** Every method of the spec: wire name -> params and result. */
export interface Methods {
  'platform.getAllValidatorsAt': {
    params: PlatformGetAllValidatorsAtParams;
    result: PlatformGetAllValidatorsAtResult;
  };
  'platform.getBalance': { params: PlatformGetBalanceParams; result: PlatformGetBalanceResult };
  'platform.getBlock': { params: PlatformGetBlockParams; result: PlatformGetBlockResult };
  'platform.getBlockByHeight': {
    params: PlatformGetBlockByHeightParams;
    result: PlatformGetBlockByHeightResult;
  };
  'platform.getBlockchainStatus': {
    params: PlatformGetBlockchainStatusParams;
    result: PlatformGetBlockchainStatusResult;
  };
  'platform.getBlockchains': {
    params: Record<string, never> | undefined;
    result: PlatformGetBlockchainsResult;
  };
  'platform.getCurrentSupply': {
    params: PlatformGetCurrentSupplyParams | undefined;
    result: PlatformGetCurrentSupplyResult;
  };
  'platform.getCurrentValidators': {
    params: PlatformGetCurrentValidatorsParams | undefined;
    result: PlatformGetCurrentValidatorsResult;
  };
  'platform.getFeeConfig': { params: Record<string, never> | undefined; result: PlatformGetFeeConfigResult };
  'platform.getFeeState': { params: Record<string, never> | undefined; result: PlatformGetFeeStateResult };
  'platform.getHeight': { params: Record<string, never> | undefined; result: PlatformGetHeightResult };
  'platform.getL1Validator': { params: PlatformGetL1ValidatorParams; result: PlatformGetL1ValidatorResult };
  'platform.getMinStake': {
    params: PlatformGetMinStakeParams | undefined;
    result: PlatformGetMinStakeResult;
  };
  'platform.getProposedHeight': {
    params: Record<string, never> | undefined;
    result: PlatformGetProposedHeightResult;
  };
  'platform.getRewardUTXOs': { params: PlatformGetRewardUTXOsParams; result: PlatformGetRewardUTXOsResult };
  'platform.getStake': { params: PlatformGetStakeParams; result: PlatformGetStakeResult };
  'platform.getStakingAssetID': {
    params: PlatformGetStakingAssetIDParams | undefined;
    result: PlatformGetStakingAssetIDResult;
  };
  'platform.getSubnet': { params: PlatformGetSubnetParams; result: PlatformGetSubnetResult };
  'platform.getSubnets': { params: PlatformGetSubnetsParams | undefined; result: PlatformGetSubnetsResult };
  'platform.getTimestamp': { params: Record<string, never> | undefined; result: PlatformGetTimestampResult };
  'platform.getTotalStake': {
    params: PlatformGetTotalStakeParams | undefined;
    result: PlatformGetTotalStakeResult;
  };
  'platform.getTx': { params: PlatformGetTxParams; result: PlatformGetTxResult };
  'platform.getTxStatus': { params: PlatformGetTxStatusParams; result: PlatformGetTxStatusResult };
  'platform.getUTXOs': { params: PlatformGetUTXOsParams; result: PlatformGetUTXOsResult };
  'platform.getValidatorFeeConfig': {
    params: Record<string, never> | undefined;
    result: PlatformGetValidatorFeeConfigResult;
  };
  'platform.getValidatorFeeState': {
    params: Record<string, never> | undefined;
    result: PlatformGetValidatorFeeStateResult;
  };
  'platform.getValidatorsAt': {
    params: PlatformGetValidatorsAtParams;
    result: PlatformGetValidatorsAtResult;
  };
  'platform.issueTx': { params: PlatformIssueTxParams; result: PlatformIssueTxResult };
  'platform.sampleValidators': {
    params: PlatformSampleValidatorsParams;
    result: PlatformSampleValidatorsResult;
  };
  'platform.validatedBy': { params: PlatformValidatedByParams; result: PlatformValidatedByResult };
  'platform.validates': { params: PlatformValidatesParams | undefined; result: PlatformValidatesResult };
  'proposervm.getCurrentEpoch': {
    params: Record<string, never> | undefined;
    result: ProposervmGetCurrentEpochResult;
  };
  'proposervm.getProposedHeight': {
    params: Record<string, never> | undefined;
    result: ProposervmGetProposedHeightResult;
  };
}
