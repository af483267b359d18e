// Generated from specs/openrpc/pchain; do not edit. Run `pnpm generate`.
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
 * A uint64 as the decimal string the node sends.
 */
export type Uint64 = string;
/**
 * A uint32 as the decimal string the node sends.
 */
export type Uint32 = string;

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
}
export interface Blockchain {
  id: string;
  name: string;
  subnetID: string;
  vmID: string;
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
export interface Owner {
  locktime: string;
  threshold: string;
  addresses: string[];
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
export interface ProposervmHeight {
  /**
   * A P-chain height, as the decimal string the node sends.
   */
  height: string;
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

/** Every method of the spec: wire name -> params and result. */
export interface Methods {}
