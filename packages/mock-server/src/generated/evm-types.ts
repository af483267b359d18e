// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
/**
 * A 20-byte account address, 0x-prefixed hex.
 */
export type Address = string;
/**
 * A 32-byte hash, 0x-prefixed hex.
 */
export type Hash32 = string;
export type AccessList = {
  address: Address;
  storageKeys: Hash32[];
}[];
/**
 * A block. `transactions` holds hashes, or full transactions when asked for (`BlockWithTxHashes`, `BlockWithTransactions` say which).
 */
export type Block = BlockHeader & {
  transactions: (Hash32 | Transaction)[];
};
/**
 * An unsigned integer as 0x-prefixed hex without leading zeros (`0x0`, `0x1a`). Kept as the string the wire has.
 */
export type Quantity = string;
/**
 * Hex-encoded bytes, 0x-prefixed, an even number of digits.
 */
export type Bytes = string;
/**
 * A block number (hex quantity) or a block tag.
 */
export type BlockNumberOrTag = string;
/**
 * A block number (hex quantity), a block tag, or a 32-byte block hash.
 */
export type BlockNumberOrTagOrHash = string;
/**
 * `latest` is the last accepted block; Avalanche blocks are final once accepted, so `safe` and `finalized` are the last accepted block too.
 */
export type BlockTag = 'earliest' | 'finalized' | 'safe' | 'latest' | 'pending';
/**
 * A block as sent for `fullTransactions: true`: `transactions` holds the full transactions.
 */
export type BlockWithTransactions = BlockHeader & {
  transactions: Transaction[];
};
/**
 * A block as sent for `fullTransactions: false`: `transactions` holds the hashes.
 */
export type BlockWithTxHashes = BlockHeader & {
  transactions: Hash32[];
};

/**
 * Subnet EVM: the rules active at a timestamp. The seed documents `networkRules` {IsSubnetEVM, IsDurango, IsEtna}; Subnet-EVM v0.8.0 sends `avalancheRules` {IsSubnetEVM, IsDurango, IsEtna, IsFortuna, IsGranite} instead, and `ethRules` also carries `ChainID` (an integer) and IsBerlin, IsLondon, IsMerge, IsShanghai, IsPrague, IsVerkle. One of networkRules and avalancheRules is present.
 */
export interface ActiveRules {
  ethRules: {
    /**
     * The EVM chain id (Subnet-EVM v0.8.0 sends it; the seed does not list it).
     */
    ChainID?: number;
    IsHomestead: boolean;
    IsEIP150: boolean;
    IsEIP155: boolean;
    IsEIP158: boolean;
    IsByzantium: boolean;
    IsConstantinople: boolean;
    IsPetersburg: boolean;
    IsIstanbul: boolean;
    IsCancun: boolean;
    IsBerlin?: boolean;
    IsLondon?: boolean;
    IsMerge?: boolean;
    IsShanghai?: boolean;
    IsPrague?: boolean;
    IsVerkle?: boolean;
    [k: string]: unknown;
  };
  /**
   * The seed documents this name; Subnet-EVM v0.8.0 sends avalancheRules.
   */
  networkRules?: {
    IsSubnetEVM: boolean;
    IsDurango: boolean;
    IsEtna: boolean;
    [k: string]: boolean;
  };
  /**
   * What Subnet-EVM v0.8.0 sends in place of networkRules: the Avalanche network upgrades active at the timestamp.
   */
  avalancheRules?: {
    IsSubnetEVM: boolean;
    IsDurango: boolean;
    IsEtna: boolean;
    IsFortuna?: boolean;
    IsGranite?: boolean;
    [k: string]: boolean | undefined;
  };
  /**
   * Active precompiles keyed by config name.
   */
  precompiles: {
    [k: string]: {
      timestamp: number;
    };
  };
}
/**
 * A block's fields other than `transactions`.
 */
export interface BlockHeader {
  hash: Hash32;
  parentHash: Hash32;
  number: Quantity;
  timestamp: Quantity;
  gasLimit: Quantity;
  gasUsed: Quantity;
  baseFeePerGas?: Quantity;
  miner: Address;
  difficulty?: Quantity;
  totalDifficulty?: Quantity;
  nonce?: Bytes;
  mixHash?: Hash32;
  sha3Uncles?: Hash32;
  stateRoot: Hash32;
  transactionsRoot: Hash32;
  receiptsRoot: Hash32;
  logsBloom: Bytes;
  extraData: Bytes;
  size: Quantity;
  /**
   * Avalanche: the block gas cost (C chain and subnet EVM).
   */
  blockGasCost?: Quantity;
  /**
   * Avalanche C chain: gas used by atomic transactions in the block.
   */
  extDataGasUsed?: Quantity;
  uncles: Hash32[];
}
/**
 * A transaction as eth_getTransactionByHash and full blocks return it. Type-specific fields appear only for their type; block fields are null while the transaction is pending.
 */
export interface Transaction {
  type?: Quantity;
  hash: Hash32;
  nonce: Quantity;
  blockHash: Hash32 | null;
  blockNumber: Quantity | null;
  transactionIndex: Quantity | null;
  from: Address;
  to: Address | null;
  value: Quantity;
  gas: Quantity;
  gasPrice?: Quantity;
  maxFeePerGas?: Quantity;
  maxPriorityFeePerGas?: Quantity;
  input: Bytes;
  accessList?: AccessList;
  chainId?: Quantity;
  yParity?: Quantity;
  v: Quantity;
  r: Quantity;
  s: Quantity;
}
/**
 * The chain's configuration. On a subnet EVM chain: chainId, feeConfig, allowFeeRecipients, block and timestamp fork fields, precompile configs keyed by config name, and upgrades (`precompileUpgrades`, including upgrades activated after genesis; Subnet-EVM v0.8.0 sends `upgrades: {}` when there are none). Subnet-EVM v0.8.0 also sends the Ethereum fork blocks (homesteadBlock ... muirGlacierBlock, berlinBlock, londonBlock), subnetEVMTimestamp, durangoTimestamp, etnaTimestamp, graniteTimestamp, shanghaiTime and cancunTime (Unix seconds). The C chain (coreth) sends its own fork fields and no feeConfig.
 */
export interface ChainConfig {
  chainId?: number;
  feeConfig?: FeeConfig;
  allowFeeRecipients?: boolean;
  upgrades?: {
    precompileUpgrades?: {
      [k: string]: PrecompileConfig;
    }[];
    [k: string]: unknown;
  };
  /**
   * Unix seconds (Subnet-EVM).
   */
  subnetEVMTimestamp?: number;
  /**
   * Unix seconds (Subnet-EVM).
   */
  durangoTimestamp?: number;
  /**
   * Unix seconds (Subnet-EVM).
   */
  etnaTimestamp?: number;
  /**
   * Unix seconds (Subnet-EVM).
   */
  fortunaTimestamp?: number;
  /**
   * Unix seconds (Subnet-EVM).
   */
  graniteTimestamp?: number;
  /**
   * Unix seconds (Subnet-EVM).
   */
  shanghaiTime?: number;
  /**
   * Unix seconds (Subnet-EVM).
   */
  cancunTime?: number;
  feeManagerConfig?: PrecompileConfig;
  txAllowListConfig?: PrecompileConfig;
  contractDeployerAllowListConfig?: PrecompileConfig;
  contractNativeMinterConfig?: PrecompileConfig;
  rewardManagerConfig?: PrecompileConfig;
  warpConfig?: PrecompileConfig;
  [k: string]: unknown;
}
/**
 * Subnet EVM fee configuration.
 */
export interface FeeConfig {
  gasLimit: number;
  targetBlockRate: number;
  minBaseFee: number;
  targetGas: number;
  baseFeeChangeDenominator: number;
  minBlockGasCost: number;
  maxBlockGasCost: number;
  blockGasCostStep: number;
}
/**
 * A precompile's configuration: its admins and activation time; allow-list precompiles also have managerAddresses and enabledAddresses; other fields depend on the precompile. Addresses are sent lowercase.
 */
export interface PrecompileConfig {
  adminAddresses?: Address[];
  blockTimestamp?: number;
  disable?: boolean;
  managerAddresses?: Address[];
  enabledAddresses?: Address[];
  [k: string]: unknown;
}
/**
 * An empty object `{}` (what the node answers today; a field it may add is allowed).
 */
export interface Empty {
  [k: string]: unknown;
}
/**
 * Fee history of a range of blocks. For a block count of 0 a node answers only `{ oldestBlock: '0x0', gasUsedRatio: null }` (AvalancheGo's C chain, as go-ethereum does): `baseFeePerGas` is then absent and `gasUsedRatio` null.
 */
export interface FeeHistory {
  oldestBlock: Quantity;
  /**
   * One entry per block plus the next block's base fee; absent for a block count of 0.
   */
  baseFeePerGas?: Quantity[];
  /**
   * Per block, the share of the gas limit used; null for a block count of 0.
   */
  gasUsedRatio: number[] | null;
  /**
   * Per block, the priority fee at each requested percentile; present when percentiles were given.
   */
  reward?: Quantity[][];
}
export interface L1Validator {
  /**
   * The validation id for an L1; the add-subnet-validator transaction id for a subnet.
   */
  validationID: string;
  nodeID: string;
  weight: number;
  startTimestamp: number;
  /**
   * For an L1 validator: it has enough continuous subnet staking fees on the P chain. Always true for a subnet validator.
   */
  isActive: boolean;
  isL1Validator: boolean;
  /**
   * Whether the validator is connected to the called node.
   */
  isConnected: boolean;
  uptimeSeconds: number;
  uptimePercentage: number;
}
export interface Log {
  address: Address;
  topics: Hash32[];
  data: Bytes;
  blockNumber: Quantity;
  blockHash: Hash32;
  transactionHash: Hash32;
  transactionIndex: Quantity;
  logIndex: Quantity;
  removed: boolean;
}
/**
 * Which logs eth_getLogs returns: a block range (fromBlock/toBlock) or one block (blockHash), addresses and topics.
 */
export interface LogFilter {
  fromBlock?: BlockNumberOrTag;
  toBlock?: BlockNumberOrTag;
  blockHash?: Hash32;
  address?: Address | Address[];
  /**
   * Per position: null (any), a topic, or a list of topics (any of them).
   */
  topics?: (null | Hash32 | Hash32[])[];
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
export interface Receipt {
  type?: Quantity;
  transactionHash: Hash32;
  transactionIndex: Quantity;
  blockHash: Hash32;
  blockNumber: Quantity;
  from: Address;
  to: Address | null;
  cumulativeGasUsed: Quantity;
  gasUsed: Quantity;
  effectiveGasPrice: Quantity;
  contractAddress: Address | null;
  logs: Log[];
  logsBloom: Bytes;
  /**
   * `0x1` success, `0x0` failure.
   */
  status?: Quantity;
  root?: Hash32;
}
/**
 * A transaction to simulate (eth_call) or estimate (eth_estimateGas). Every field is optional.
 */
export interface TransactionRequest {
  type?: string;
  from?: Address;
  /**
   * Omitted for a contract creation.
   */
  to?: Address;
  gas?: Quantity;
  gasPrice?: Quantity;
  maxFeePerGas?: Quantity;
  maxPriorityFeePerGas?: Quantity;
  value?: Quantity;
  nonce?: Quantity;
  input?: Bytes;
  /**
   * Older name of `input`; nodes accept either.
   */
  data?: Bytes;
  accessList?: AccessList;
  chainId?: Quantity;
}
export interface UTXOIndex {
  address: string;
  utxo: string;
}

/** Every method of the spec: wire name -> params and result. */
export interface Methods {}
