// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
/**
 * A 20-byte account address, 0x-prefixed hex.
 */
export type Address = string;
/**
 * `latest` is the last accepted block; Avalanche blocks are final once accepted, so `safe` and `finalized` are the last accepted block too.
 */
export type BlockTag = 'earliest' | 'finalized' | 'safe' | 'latest' | 'pending';
/**
 * A block number (hex quantity), a block tag, or a 32-byte block hash.
 */
export type BlockNumberOrTagOrHash = string;
/**
 * A 32-byte hash, 0x-prefixed hex.
 */
export type Hash32 = string;
/**
 * Hex-encoded bytes, 0x-prefixed, an even number of digits.
 */
export type Bytes = string;
/**
 * An unsigned integer as 0x-prefixed hex without leading zeros (`0x0`, `0x1a`). Kept as the string the wire has.
 */
export type Quantity = string;
/**
 * A block number (hex quantity) or a block tag.
 */
export type BlockNumberOrTag = string;
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
 * A block as sent for `fullTransactions: false`: `transactions` holds the hashes.
 */
export type BlockWithTxHashes = BlockHeader & {
  transactions: Hash32[];
};
/**
 * A block as sent for `fullTransactions: true`: `transactions` holds the full transactions.
 */
export type BlockWithTransactions = BlockHeader & {
  transactions: Transaction[];
};
export type EthFeeHistoryRewardPercentiles = number[];
export type EthGetActivePrecompilesAtTimestamp = number;
export type EthGetActiveRulesAtTimestamp = number;
export type EthGetBlockByHashFullTransactions = boolean;
/**
 * Result of `eth_getBlockByHash`.
 */
export type EthGetBlockByHashResult = Block | null;
/**
 * Result of `eth_getBlockByHash` when `fullTransactions` is `true`.
 */
export type EthGetBlockByHashResultTrue = BlockWithTransactions | null;
/**
 * Result of `eth_getBlockByHash` when `fullTransactions` is `false`.
 */
export type EthGetBlockByHashResultFalse = BlockWithTxHashes | null;
export type EthGetBlockByNumberFullTransactions = boolean;
/**
 * The block, or null for a block the node does not have. AvalancheGo's C chain (and Subnet-EVM) does not answer null for a number past its last accepted block: it refuses with -32000 `cannot query unfinalized data` (a JsonRpcError), unless the node runs with `allow-unfinalized-queries`.
 */
export type EthGetBlockByNumberResult = Block | null;
/**
 * Result of `eth_getBlockByNumber` when `fullTransactions` is `true`.
 */
export type EthGetBlockByNumberResultTrue = BlockWithTransactions | null;
/**
 * Result of `eth_getBlockByNumber` when `fullTransactions` is `false`.
 */
export type EthGetBlockByNumberResultFalse = BlockWithTxHashes | null;
/**
 * Result of `eth_getLogs`.
 */
export type EthGetLogsResult = Log[];
/**
 * Result of `eth_getTransactionByHash`.
 */
export type EthGetTransactionByHashResult = Transaction | null;
/**
 * Result of `eth_getTransactionReceipt`.
 */
export type EthGetTransactionReceiptResult = Receipt | null;
/**
 * Result of `net_version`.
 */
export type NetVersionResult = string;
/**
 * Result of `web3_clientVersion`.
 */
export type Web3ClientVersionResult = string;

/**
 * An empty object `{}` (what the node answers today; a field it may add is allowed).
 */
export interface Empty {
  [k: string]: unknown;
}
export interface UTXOIndex {
  address: string;
  utxo: string;
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
/**
 * Result of `admin_getVMConfig`.
 */
export interface AdminGetVMConfigResult {
  /**
   * The VM's config file, every field with its value in effect (Subnet-EVM v0.8.0: about 90 fields such as `eth-apis`, `admin-api-enabled`, `validators-api-enabled`, `warp-api-enabled`, `pruning-enabled`, `log-level`, `rpc-gas-cap`, `rpc-tx-fee-cap`, `tx-pool-*`, `state-sync-*`, `push-gossip-*`, `database-type`, `feeRecipient`, `allow-unprotected-tx-hashes`); the fields differ between coreth and Subnet-EVM and between versions.
   */
  config: {
    [k: string]: unknown;
  };
}
export interface AdminSetLogLevelArgs {
  /**
   * The log level. Subnet-EVM v0.8.0 takes trace (trce), debug (dbug), info, warn, error (eror) and crit, in any case; any other value is refused with -32000 `failed to parse log level: unknown level: <level>`.
   */
  level: string;
}
export interface AtomicGetAtomicTxArgs {
  txID: string;
  encoding?: string;
}
/**
 * Result of `atomic.getAtomicTx`.
 */
export interface AtomicGetAtomicTxResult {
  tx: string;
  encoding: string;
  /**
   * The height of the block that accepted the transaction (absent until accepted). The seed documents a number; AvalancheGo (v1.14) sends a decimal string.
   */
  blockHeight?: number | string;
}
export interface AtomicGetAtomicTxStatusArgs {
  txID: string;
}
/**
 * Result of `atomic.getAtomicTxStatus`.
 */
export interface AtomicGetAtomicTxStatusResult {
  status: string;
  /**
   * The height of the block that accepted the transaction (absent until accepted). The seed documents a number; AvalancheGo (v1.14) sends a decimal string.
   */
  blockHeight?: number | string;
}
export interface AtomicGetUTXOsArgs {
  addresses: string[];
  sourceChain: string;
  startIndex?: UTXOIndex;
  limit?: number;
  encoding?: string;
}
/**
 * Result of `atomic.getUTXOs`.
 */
export interface AtomicGetUTXOsResult {
  utxos: string[];
  endIndex: UTXOIndex;
  /**
   * How many UTXOs were fetched. The seed documents a number; AvalancheGo (v1.14) sends a decimal string ("0").
   */
  numFetched: number | string;
  encoding: string;
}
export interface AtomicIssueTxArgs {
  tx: string;
  encoding?: string;
}
/**
 * Result of `atomic.issueTx`.
 */
export interface AtomicIssueTxResult {
  txID: string;
}
/**
 * Result of `atomic.version`.
 */
export interface AtomicVersionResult {
  /**
   * The VM's version, `v` then semver.
   */
  version: string;
}
/**
 * Result of `eth_feeConfig`.
 */
export interface EthFeeConfigResult {
  feeConfig: FeeConfig;
  lastChangedAt: number;
}
/**
 * Keyed by precompile config name.
 */
export interface EthGetActivePrecompilesAtResult {
  [k: string]: PrecompileConfig;
}
/**
 * Params of `validators.getCurrentValidators`.
 */
export interface ValidatorsGetCurrentValidatorsParams {
  /**
   * default all
   */
  nodeIDs?: string[];
}
/**
 * Result of `validators.getCurrentValidators`.
 */
export interface ValidatorsGetCurrentValidatorsResult {
  validators: L1Validator[];
}

/** Params of `admin_getVMConfig`, in wire order. */
export type AdminGetVMConfigParams = [];

/** Params of `admin_lockProfile`, in wire order. */
export type AdminLockProfileParams = [];

/** Params of `admin_memoryProfile`, in wire order. */
export type AdminMemoryProfileParams = [];

/** Params of `admin_setLogLevel`, in wire order. */
export type AdminSetLogLevelParams = [args: AdminSetLogLevelArgs];

/** Params of `admin_startCPUProfiler`, in wire order. */
export type AdminStartCPUProfilerParams = [];

/** Params of `admin_stopCPUProfiler`, in wire order. */
export type AdminStopCPUProfilerParams = [];

/** Params of `atomic.getAtomicTx`, in wire order. */
export type AtomicGetAtomicTxParams = [args: AtomicGetAtomicTxArgs];

/** Params of `atomic.getAtomicTxStatus`, in wire order. */
export type AtomicGetAtomicTxStatusParams = [args: AtomicGetAtomicTxStatusArgs];

/** Params of `atomic.getUTXOs`, in wire order. */
export type AtomicGetUTXOsParams = [args: AtomicGetUTXOsArgs];

/** Params of `atomic.issueTx`, in wire order. */
export type AtomicIssueTxParams = [args: AtomicIssueTxArgs];

/** Params of `atomic.version`, in wire order. */
export type AtomicVersionParams = [];

/** Params of `eth_baseFee`, in wire order. */
export type EthBaseFeeParams = [];

/** Params of `eth_blockNumber`, in wire order. */
export type EthBlockNumberParams = [];

/** Params of `eth_call`, in wire order. */
export type EthCallParams = [transaction: TransactionRequest, block?: BlockNumberOrTagOrHash];

/** Params of `eth_chainId`, in wire order. */
export type EthChainIdParams = [];

/** Params of `eth_estimateGas`, in wire order. */
export type EthEstimateGasParams = [transaction: TransactionRequest, block?: BlockNumberOrTagOrHash];

/** Params of `eth_feeConfig`, in wire order. */
export type EthFeeConfigParams = [block?: BlockNumberOrTagOrHash];

/** Params of `eth_feeHistory`, in wire order. */
export type EthFeeHistoryParams = [
  blockCount: Quantity,
  newestBlock: BlockNumberOrTag,
  rewardPercentiles?: EthFeeHistoryRewardPercentiles,
];

/** Params of `eth_gasPrice`, in wire order. */
export type EthGasPriceParams = [];

/** Params of `eth_getActivePrecompilesAt`, in wire order. */
export type EthGetActivePrecompilesAtParams = [timestamp?: EthGetActivePrecompilesAtTimestamp];

/** Params of `eth_getActiveRulesAt`, in wire order. */
export type EthGetActiveRulesAtParams = [timestamp?: EthGetActiveRulesAtTimestamp];

/** Params of `eth_getBalance`, in wire order. */
export type EthGetBalanceParams = [address: Address, block: BlockNumberOrTagOrHash];

/** Params of `eth_getBlockByHash`, in wire order. */
export type EthGetBlockByHashParams = [
  blockHash: Hash32,
  fullTransactions: EthGetBlockByHashFullTransactions,
];

/** Params of `eth_getBlockByNumber`, in wire order. */
export type EthGetBlockByNumberParams = [
  block: BlockNumberOrTag,
  fullTransactions: EthGetBlockByNumberFullTransactions,
];

/** Params of `eth_getChainConfig`, in wire order. */
export type EthGetChainConfigParams = [];

/** Params of `eth_getCode`, in wire order. */
export type EthGetCodeParams = [address: Address, block: BlockNumberOrTagOrHash];

/** Params of `eth_getLogs`, in wire order. */
export type EthGetLogsParams = [filter: LogFilter];

/** Params of `eth_getStorageAt`, in wire order. */
export type EthGetStorageAtParams = [address: Address, slot: Quantity, block: BlockNumberOrTagOrHash];

/** Params of `eth_getTransactionByHash`, in wire order. */
export type EthGetTransactionByHashParams = [transactionHash: Hash32];

/** Params of `eth_getTransactionCount`, in wire order. */
export type EthGetTransactionCountParams = [address: Address, block: BlockNumberOrTagOrHash];

/** Params of `eth_getTransactionReceipt`, in wire order. */
export type EthGetTransactionReceiptParams = [transactionHash: Hash32];

/** Params of `eth_maxPriorityFeePerGas`, in wire order. */
export type EthMaxPriorityFeePerGasParams = [];

/** Params of `eth_sendRawTransaction`, in wire order. */
export type EthSendRawTransactionParams = [transaction: Bytes];

/** Params of `net_version`, in wire order. */
export type NetVersionParams = [];

/** Params of `web3_clientVersion`, in wire order. */
export type Web3ClientVersionParams = [];

/** Result of `admin_lockProfile`. */
export type AdminLockProfileResult = Empty;

/** Result of `admin_memoryProfile`. */
export type AdminMemoryProfileResult = Empty;

/** Result of `admin_setLogLevel`. */
export type AdminSetLogLevelResult = Empty;

/** Result of `admin_startCPUProfiler`. */
export type AdminStartCPUProfilerResult = Empty;

/** Result of `admin_stopCPUProfiler`. */
export type AdminStopCPUProfilerResult = Empty;

/** Result of `eth_baseFee`. */
export type EthBaseFeeResult = Quantity;

/** Result of `eth_blockNumber`. */
export type EthBlockNumberResult = Quantity;

/** Result of `eth_call`. */
export type EthCallResult = Bytes;

/** Result of `eth_chainId`. */
export type EthChainIdResult = Quantity;

/** Result of `eth_estimateGas`. */
export type EthEstimateGasResult = Quantity;

/** Result of `eth_feeHistory`. */
export type EthFeeHistoryResult = FeeHistory;

/** Result of `eth_gasPrice`. */
export type EthGasPriceResult = Quantity;

/** Result of `eth_getActiveRulesAt`. */
export type EthGetActiveRulesAtResult = ActiveRules;

/** Result of `eth_getBalance`. */
export type EthGetBalanceResult = Quantity;

/** Result of `eth_getChainConfig`. */
export type EthGetChainConfigResult = ChainConfig;

/** Result of `eth_getCode`. */
export type EthGetCodeResult = Bytes;

/** Result of `eth_getStorageAt`. */
export type EthGetStorageAtResult = Bytes;

/** Result of `eth_getTransactionCount`. */
export type EthGetTransactionCountResult = Quantity;

/** Result of `eth_maxPriorityFeePerGas`. */
export type EthMaxPriorityFeePerGasResult = Quantity;

/** Result of `eth_sendRawTransaction`. */
export type EthSendRawTransactionResult = Hash32;

/** Result of `proposervm.getCurrentEpoch`. */
export type ProposervmGetCurrentEpochResult = ProposervmEpoch;

/** Result of `proposervm.getProposedHeight`. */
export type ProposervmGetProposedHeightResult = ProposervmHeight;

/** Every method of the spec: wire name -> params and result. */
export interface Methods {
  admin_getVMConfig: { params: AdminGetVMConfigParams | undefined; result: AdminGetVMConfigResult };
  admin_lockProfile: { params: AdminLockProfileParams | undefined; result: AdminLockProfileResult };
  admin_memoryProfile: { params: AdminMemoryProfileParams | undefined; result: AdminMemoryProfileResult };
  admin_setLogLevel: { params: AdminSetLogLevelParams; result: AdminSetLogLevelResult };
  admin_startCPUProfiler: {
    params: AdminStartCPUProfilerParams | undefined;
    result: AdminStartCPUProfilerResult;
  };
  admin_stopCPUProfiler: {
    params: AdminStopCPUProfilerParams | undefined;
    result: AdminStopCPUProfilerResult;
  };
  'atomic.getAtomicTx': { params: AtomicGetAtomicTxParams; result: AtomicGetAtomicTxResult };
  'atomic.getAtomicTxStatus': {
    params: AtomicGetAtomicTxStatusParams;
    result: AtomicGetAtomicTxStatusResult;
  };
  'atomic.getUTXOs': { params: AtomicGetUTXOsParams; result: AtomicGetUTXOsResult };
  'atomic.issueTx': { params: AtomicIssueTxParams; result: AtomicIssueTxResult };
  'atomic.version': { params: AtomicVersionParams | undefined; result: AtomicVersionResult };
  eth_baseFee: { params: EthBaseFeeParams | undefined; result: EthBaseFeeResult };
  eth_blockNumber: { params: EthBlockNumberParams | undefined; result: EthBlockNumberResult };
  eth_call: { params: EthCallParams; result: EthCallResult };
  eth_chainId: { params: EthChainIdParams | undefined; result: EthChainIdResult };
  eth_estimateGas: { params: EthEstimateGasParams; result: EthEstimateGasResult };
  eth_feeConfig: { params: EthFeeConfigParams | undefined; result: EthFeeConfigResult };
  eth_feeHistory: { params: EthFeeHistoryParams; result: EthFeeHistoryResult };
  eth_gasPrice: { params: EthGasPriceParams | undefined; result: EthGasPriceResult };
  eth_getActivePrecompilesAt: {
    params: EthGetActivePrecompilesAtParams | undefined;
    result: EthGetActivePrecompilesAtResult;
  };
  eth_getActiveRulesAt: { params: EthGetActiveRulesAtParams | undefined; result: EthGetActiveRulesAtResult };
  eth_getBalance: { params: EthGetBalanceParams; result: EthGetBalanceResult };
  eth_getBlockByHash: { params: EthGetBlockByHashParams; result: EthGetBlockByHashResult };
  eth_getBlockByNumber: { params: EthGetBlockByNumberParams; result: EthGetBlockByNumberResult };
  eth_getChainConfig: { params: EthGetChainConfigParams | undefined; result: EthGetChainConfigResult };
  eth_getCode: { params: EthGetCodeParams; result: EthGetCodeResult };
  eth_getLogs: { params: EthGetLogsParams; result: EthGetLogsResult };
  eth_getStorageAt: { params: EthGetStorageAtParams; result: EthGetStorageAtResult };
  eth_getTransactionByHash: { params: EthGetTransactionByHashParams; result: EthGetTransactionByHashResult };
  eth_getTransactionCount: { params: EthGetTransactionCountParams; result: EthGetTransactionCountResult };
  eth_getTransactionReceipt: {
    params: EthGetTransactionReceiptParams;
    result: EthGetTransactionReceiptResult;
  };
  eth_maxPriorityFeePerGas: {
    params: EthMaxPriorityFeePerGasParams | undefined;
    result: EthMaxPriorityFeePerGasResult;
  };
  eth_sendRawTransaction: { params: EthSendRawTransactionParams; result: EthSendRawTransactionResult };
  net_version: { params: NetVersionParams | undefined; result: NetVersionResult };
  'proposervm.getCurrentEpoch': {
    params: Record<string, never> | undefined;
    result: ProposervmGetCurrentEpochResult;
  };
  'proposervm.getProposedHeight': {
    params: Record<string, never> | undefined;
    result: ProposervmGetProposedHeightResult;
  };
  'validators.getCurrentValidators': {
    params: ValidatorsGetCurrentValidatorsParams | undefined;
    result: ValidatorsGetCurrentValidatorsResult;
  };
  web3_clientVersion: { params: Web3ClientVersionParams | undefined; result: Web3ClientVersionResult };
}
