// Generated from specs/openrpc/pchain.json; do not edit. Run `pnpm generate`.
/**
 * A uint64 as the decimal string the node sends.
 */
export type Uint64 = string;
/**
 * `hex` (default) or `json`.
 */
export type Encoding = 'hex' | 'json';
/**
 * Result of `platform.getBlock`.
 */
export type PlatformGetBlockResult =
  | {
      /**
       * The block, hex-encoded.
       */
      block: string;
      encoding: 'hex';
    }
  | {
      block: PBlock;
      encoding: 'json';
    };
/**
 * Result of `platform.getBlockByHeight`.
 */
export type PlatformGetBlockByHeightResult =
  | {
      /**
       * The block, hex-encoded.
       */
      block: string;
      encoding: 'hex';
    }
  | {
      block: PBlock;
      encoding: 'json';
    };

export interface UTXOID {
  txID: string;
  outputIndex: number;
}
/**
 * A P-chain block (encoding json).
 */
export interface PBlock {
  parentID: string;
  height: number;
  txs: {
    /**
     * The unsigned transaction; its fields depend on the type (not shown).
     */
    unsignedTx: {
      [k: string]: unknown;
    };
    credentials: {
      signatures: string[];
    }[];
  }[];
}
export interface Blockchain {
  id: string;
  name: string;
  subnetID: string;
  vmID: string;
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
  signer?: {
    publicKey: string;
    /**
     * Spelled as the node sends it.
     */
    proofOfPosession: string;
  };
  delegators?: Delegator[];
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
 * Result of `platform.getBlockchains`.
 */
export interface PlatformGetBlockchainsResult {
  blockchains: Blockchain[];
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

/** Every method of the spec: wire name -> params and result. */
export interface Methods {
  'platform.getBalance': { params: PlatformGetBalanceParams; result: PlatformGetBalanceResult };
  'platform.getBlock': { params: PlatformGetBlockParams; result: PlatformGetBlockResult };
  'platform.getBlockByHeight': {
    params: PlatformGetBlockByHeightParams;
    result: PlatformGetBlockByHeightResult;
  };
  'platform.getBlockchains': {
    params: Record<string, never> | undefined;
    result: PlatformGetBlockchainsResult;
  };
  'platform.getBlockchainStatus': {
    params: PlatformGetBlockchainStatusParams;
    result: PlatformGetBlockchainStatusResult;
  };
  'platform.getCurrentSupply': {
    params: PlatformGetCurrentSupplyParams | undefined;
    result: PlatformGetCurrentSupplyResult;
  };
  'platform.getCurrentValidators': {
    params: PlatformGetCurrentValidatorsParams | undefined;
    result: PlatformGetCurrentValidatorsResult;
  };
}
