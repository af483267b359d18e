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
 * A P-chain block (encoding json). Which fields appear depends on the block type: standard blocks have `time` and `txs`, proposal blocks `time`, `txs` and `tx`, commit and abort blocks `time` only; the genesis block (and pre-Banff blocks) have no `time`, and the genesis block has no `txs`.
 */
export interface PBlock {
  parentID: string;
  height: number;
  /**
   * The block's transactions. The seed lists them as required; AvalancheGo omits them on the genesis block and on commit and abort blocks.
   */
  txs?: {
    /**
     * The unsigned transaction; its fields depend on the type (not shown).
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
  }[];
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
  tx?: {
    /**
     * The unsigned transaction; its fields depend on the type (not shown).
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
  };
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
