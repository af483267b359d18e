// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
/**
 * A 20-byte account address, 0x-prefixed hex.
 */
export type Address = string;
/**
 * Before Helicon (AvalancheGo < v1.15) and on Subnet-EVM chains: `latest`, `pending` and `accepted` are the last accepted block (`pending` too: AvalancheGo builds no pending block), and `safe` and `finalized` are the last accepted block too (Avalanche blocks are final once accepted). On the C-Chain under Helicon (SAE, AvalancheGo v1.15): `latest` is the last executed block, `safe` and `finalized` the last settled block, `pending` the last executed block (or the last accepted one, by a node setting), and `accepted` is refused (-32602 `hex string without 0x prefix`): it is for pre-Helicon nodes and Subnet-EVM chains only. `earliest` is the genesis block.
 */
export type BlockTag = 'earliest' | 'finalized' | 'safe' | 'latest' | 'pending' | 'accepted';
/**
 * A block number as a hex quantity (`0x0`, `0x1a`; no leading zeros).
 */
export type BlockNumber = `0x${string}`;
/**
 * A 32-byte block hash, 0x-prefixed hex.
 */
export type BlockHash = `0x${string}`;
/**
 * A block number (hex quantity) or a block tag.
 */
export type BlockNumberOrTag = BlockTag | BlockNumber;
/**
 * A block number (hex quantity), a block tag, a 32-byte block hash, or an EIP-1898 object: `{ blockHash, requireCanonical? }` or `{ blockNumber }` (a number or tag).
 */
export type BlockNumberOrTagOrHash =
  | BlockTag
  | BlockNumber
  | BlockHash
  | BlockHashSelector
  | BlockNumberSelector;
/**
 * A 32-byte hash, 0x-prefixed hex.
 */
export type Hash32 = `0x${string}`;
/**
 * Hex-encoded bytes, 0x-prefixed, an even number of digits.
 */
export type Bytes = string;
/**
 * An unsigned integer as 0x-prefixed hex without leading zeros (`0x0`, `0x1a`). Kept as the string the wire has.
 */
export type Quantity = `0x${string}`;
/**
 * What the tracer answers: the struct logger's StructLogResult (no tracer), callTracer's CallFrame, prestateTracer's PrestateResult (or PrestateDiffResult with `diffMode`), flatCallTracer's list of FlatCallFrame, 4byteTracer's FourByteResult, muxTracer's object of each tracer's result, noopTracer's `{}`; a JavaScript tracer answers whatever its `result` function returns.
 */
export type TraceResult =
  | StructLogResult
  | CallFrame
  | FlatCallFrame[]
  | PrestateDiffResult
  | PrestateResult
  | FourByteResult
  | {
      [k: string]: unknown;
    }
  | (string | number | boolean | unknown[] | null);
/**
 * A Go uint64 the node sends as a JSON number; one past 2^53 (unix nanoseconds, for instance) arrives as its exact decimal string: the SDK never rounds a wire value.
 */
export type GoUint64 = number | string;
export type AccessList = {
  address: Address;
  storageKeys: Hash32[];
}[];
/**
 * A storage slot: up to 32 bytes of hex (`0x0`, `0x00ab…01`; the standard's bytesMax32). A keccak-derived mapping slot that starts with a zero byte is given as its full 32 bytes.
 */
export type StorageSlot = `0x${string}`;
/**
 * The older name of GenericTransaction (kept so code that names it still compiles).
 */
export type TransactionRequest = GenericTransaction;
/**
 * A block. `transactions` holds hashes, or full transactions when asked for (`BlockWithTxHashes`, `BlockWithTransactions` say which).
 */
export type Block = BlockHeader & {
  size: Quantity;
  uncles: Hash32[];
  transactions: (Hash32 | Transaction)[];
};
/**
 * A block as sent for `fullTransactions: false`: `transactions` holds the hashes.
 */
export type BlockWithTxHashes = BlockHeader & {
  size: Quantity;
  uncles: Hash32[];
  transactions: Hash32[];
};
/**
 * A block as sent for `fullTransactions: true`: `transactions` holds the full transactions.
 */
export type BlockWithTransactions = BlockHeader & {
  size: Quantity;
  uncles: Hash32[];
  transactions: Transaction[];
};
/**
 * A filter id (16 random bytes as hex).
 */
export type FilterId = string;
/**
 * A subscription's id on its connection (the node's `rpc.ID`, 0x-prefixed hex).
 */
export type SubscriptionId = string;
/**
 * A transaction notification: its hash, or with `fullTx` true the transaction (coreth's RPCTransaction).
 */
export type TransactionNotification = Hash32 | Transaction;
/**
 * A 32-byte id in CB58 (Avalanche's base58 with a checksum), e.g. a Warp message id or a block hash.
 */
export type WarpId = string;
/**
 * A 96-byte BLS signature, 0x hex.
 */
export type WarpSignature = string;
export type AdminExportChainFile = string;
export type AdminExportChainFirst = number;
export type AdminExportChainLast = number;
/**
 * Result of `admin_exportChain`.
 */
export type AdminExportChainResult = boolean;
export type AdminImportChainFile = string;
/**
 * Result of `admin_importChain`.
 */
export type AdminImportChainResult = boolean;
export type DebugAccountRangeMaxResults = number;
export type DebugAccountRangeNocode = boolean;
export type DebugAccountRangeNostorage = boolean;
export type DebugAccountRangeIncompletes = boolean;
export type DebugBlockProfileFile = string;
export type DebugBlockProfileSeconds = number;
/**
 * Result of `debug_blockProfile`.
 */
export type DebugBlockProfileResult = null;
/**
 * Result of `debug_chaindbCompact`.
 */
export type DebugChaindbCompactResult = null;
export type DebugChaindbPropertyProperty = string;
/**
 * Result of `debug_chaindbProperty`.
 */
export type DebugChaindbPropertyResult = string;
export type DebugCpuProfileFile = string;
export type DebugCpuProfileSeconds = number;
/**
 * Result of `debug_cpuProfile`.
 */
export type DebugCpuProfileResult = null;
export type DebugDbAncientKind = string;
export type DebugDbAncientNumber = number;
/**
 * Result of `debug_dbAncients`.
 */
export type DebugDbAncientsResult = number;
export type DebugDbGetKey = string;
/**
 * Result of `debug_freeOSMemory`.
 */
export type DebugFreeOSMemoryResult = null;
/**
 * a plain JSON number, not a hex quantity
 */
export type DebugGetAccessibleStateResult = number;
/**
 * Result of `debug_getBadBlocks`.
 */
export type DebugGetBadBlocksResult = BadBlock[];
/**
 * Result of `debug_getModifiedAccountsByHash`.
 */
export type DebugGetModifiedAccountsByHashResult = Address[];
export type DebugGetModifiedAccountsByNumberStartNum = number;
export type DebugGetModifiedAccountsByNumberEndNum = number;
/**
 * Result of `debug_getModifiedAccountsByNumber`.
 */
export type DebugGetModifiedAccountsByNumberResult = Address[];
/**
 * Result of `debug_getRawReceipts`.
 */
export type DebugGetRawReceiptsResult = Bytes[];
/**
 * Result of `debug_getRawTransaction`.
 */
export type DebugGetRawTransactionResult = Bytes | null;
export type DebugGoTraceFile = string;
export type DebugGoTraceSeconds = number;
/**
 * Result of `debug_goTrace`.
 */
export type DebugGoTraceResult = null;
/**
 * Result of `debug_intermediateRoots`.
 */
export type DebugIntermediateRootsResult = Hash32[];
export type DebugMutexProfileFile = string;
export type DebugMutexProfileSeconds = number;
/**
 * Result of `debug_mutexProfile`.
 */
export type DebugMutexProfileResult = null;
export type DebugPrintBlockNumber = number;
/**
 * Result of `debug_printBlock`.
 */
export type DebugPrintBlockResult = string;
export type DebugSetBlockProfileRateRate = number;
/**
 * Result of `debug_setBlockProfileRate`.
 */
export type DebugSetBlockProfileRateResult = null;
export type DebugSetGCPercentPercent = number;
/**
 * Result of `debug_setGCPercent`.
 */
export type DebugSetGCPercentResult = number;
/**
 * Result of `debug_setHead`.
 */
export type DebugSetHeadResult = null;
export type DebugSetMutexProfileFractionRate = number;
/**
 * Result of `debug_setMutexProfileFraction`.
 */
export type DebugSetMutexProfileFractionResult = null;
export type DebugStacksFilter = string;
/**
 * Result of `debug_stacks`.
 */
export type DebugStacksResult = string;
/**
 * Result of `debug_standardTraceBadBlockToFile`.
 */
export type DebugStandardTraceBadBlockToFileResult = string[];
/**
 * Result of `debug_standardTraceBlockToFile`.
 */
export type DebugStandardTraceBlockToFileResult = string[];
export type DebugStartCPUProfileFile = string;
/**
 * Result of `debug_startCPUProfile`.
 */
export type DebugStartCPUProfileResult = null;
export type DebugStartGoTraceFile = string;
/**
 * Result of `debug_startGoTrace`.
 */
export type DebugStartGoTraceResult = null;
/**
 * Result of `debug_stopCPUProfile`.
 */
export type DebugStopCPUProfileResult = null;
/**
 * Result of `debug_stopGoTrace`.
 */
export type DebugStopGoTraceResult = null;
export type DebugStorageRangeAtTxIndex = number;
export type DebugStorageRangeAtMaxResult = number;
/**
 * Result of `debug_traceBadBlock`.
 */
export type DebugTraceBadBlockResult = TxTraceResult[];
/**
 * Result of `debug_traceBlock`.
 */
export type DebugTraceBlockResult = TxTraceResult[];
/**
 * Result of `debug_traceBlockByHash`.
 */
export type DebugTraceBlockByHashResult = TxTraceResult[];
/**
 * Result of `debug_traceBlockByNumber`.
 */
export type DebugTraceBlockByNumberResult = TxTraceResult[];
export type DebugTraceBlockFromFileFile = string;
/**
 * Result of `debug_traceBlockFromFile`.
 */
export type DebugTraceBlockFromFileResult = TxTraceResult[];
export type DebugVerbosityLevel = number;
/**
 * Result of `debug_verbosity`.
 */
export type DebugVerbosityResult = null;
export type DebugVmodulePattern = string;
/**
 * Result of `debug_vmodule`.
 */
export type DebugVmoduleResult = null;
export type DebugWriteBlockProfileFile = string;
/**
 * Result of `debug_writeBlockProfile`.
 */
export type DebugWriteBlockProfileResult = null;
export type DebugWriteMemProfileFile = string;
/**
 * Result of `debug_writeMemProfile`.
 */
export type DebugWriteMemProfileResult = null;
export type DebugWriteMutexProfileFile = string;
/**
 * Result of `debug_writeMutexProfile`.
 */
export type DebugWriteMutexProfileResult = null;
/**
 * Result of `eth_accounts`.
 */
export type EthAccountsResult = Address[];
/**
 * @maxItems 100
 */
export type EthFeeHistoryRewardPercentiles = number[];
export type EthGetActivePrecompilesAtTimestamp = number;
export type EthGetActiveRulesAtTimestamp = number;
/**
 * Result of `eth_getBadBlocks`.
 */
export type EthGetBadBlocksResult = BadBlock[];
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
 * Result of `eth_getBlockReceipts`.
 */
export type EthGetBlockReceiptsResult = Receipt[] | null;
/**
 * Result of `eth_getBlockTransactionCountByHash`.
 */
export type EthGetBlockTransactionCountByHashResult = Quantity | null;
/**
 * Result of `eth_getBlockTransactionCountByNumber`.
 */
export type EthGetBlockTransactionCountByNumberResult = Quantity | null;
export type EthGetFilterChangesFilterId = string;
/**
 * Result of `eth_getFilterChanges`.
 */
export type EthGetFilterChangesResult = Hash32[] | Log[] | Transaction[];
export type EthGetFilterLogsFilterId = string;
/**
 * Result of `eth_getFilterLogs`.
 */
export type EthGetFilterLogsResult = Log[];
/**
 * Result of `eth_getHeaderByHash`.
 */
export type EthGetHeaderByHashResult = BlockHeader | null;
/**
 * Result of `eth_getHeaderByNumber`.
 */
export type EthGetHeaderByNumberResult = BlockHeader | null;
/**
 * Result of `eth_getLogs`.
 */
export type EthGetLogsResult = Log[];
export type EthGetProofStorageKeys = StorageSlot[];
/**
 * Result of `eth_getRawTransactionByHash`.
 */
export type EthGetRawTransactionByHashResult = Bytes | null;
/**
 * Result of `eth_getTransactionByBlockHashAndIndex`.
 */
export type EthGetTransactionByBlockHashAndIndexResult = Transaction | null;
/**
 * Result of `eth_getTransactionByBlockNumberAndIndex`.
 */
export type EthGetTransactionByBlockNumberAndIndexResult = Transaction | null;
/**
 * Result of `eth_getTransactionByHash`.
 */
export type EthGetTransactionByHashResult = Transaction | null;
/**
 * Result of `eth_getTransactionReceipt`.
 */
export type EthGetTransactionReceiptResult = Receipt | null;
/**
 * Result of `eth_getUncleByBlockHashAndIndex`.
 */
export type EthGetUncleByBlockHashAndIndexResult = BlockHeader | null;
/**
 * Result of `eth_getUncleByBlockNumberAndIndex`.
 */
export type EthGetUncleByBlockNumberAndIndexResult = BlockHeader | null;
/**
 * Result of `eth_getUncleCountByBlockHash`.
 */
export type EthGetUncleCountByBlockHashResult = Quantity | null;
/**
 * Result of `eth_getUncleCountByBlockNumber`.
 */
export type EthGetUncleCountByBlockNumberResult = Quantity | null;
export type EthNewPendingTransactionFilterFullTx = boolean;
/**
 * Result of `eth_pendingTransactions`.
 */
export type EthPendingTransactionsResult = Transaction[];
/**
 * Result of `eth_suggestPriceOptions`.
 */
export type EthSuggestPriceOptionsResult = PriceOptions | null;
/**
 * Result of `eth_syncing`.
 */
export type EthSyncingResult = false | SyncProgress;
export type EthUninstallFilterFilterId = string;
/**
 * Result of `eth_uninstallFilter`.
 */
export type EthUninstallFilterResult = boolean;
/**
 * Result of `net_listening`.
 */
export type NetListeningResult = boolean;
/**
 * Result of `net_version`.
 */
export type NetVersionResult = string;
export type PersonalDeriveAccountUrl = string;
export type PersonalDeriveAccountPath = string;
export type PersonalDeriveAccountPin = boolean;
export type PersonalImportRawKeyPrivateKey = string;
export type PersonalImportRawKeyPassword = string;
export type PersonalInitializeWalletUrl = string;
/**
 * Result of `personal_initializeWallet`.
 */
export type PersonalInitializeWalletResult = string;
/**
 * Result of `personal_listAccounts`.
 */
export type PersonalListAccountsResult = Address[];
/**
 * Result of `personal_listWallets`.
 */
export type PersonalListWalletsResult = Wallet[];
/**
 * Result of `personal_lockAccount`.
 */
export type PersonalLockAccountResult = boolean;
export type PersonalNewAccountPassword = string;
export type PersonalOpenWalletUrl = string;
export type PersonalOpenWalletPassphrase = string;
/**
 * Result of `personal_openWallet`.
 */
export type PersonalOpenWalletResult = null;
export type PersonalSendTransactionPassword = string;
export type PersonalSignPassword = string;
export type PersonalSignTransactionPassword = string;
export type PersonalUnlockAccountPassword = string;
export type PersonalUnlockAccountDuration = number;
/**
 * Result of `personal_unlockAccount`.
 */
export type PersonalUnlockAccountResult = boolean;
export type PersonalUnpairUrl = string;
export type PersonalUnpairPin = string;
/**
 * Result of `personal_unpair`.
 */
export type PersonalUnpairResult = null;
export type WarpGetBlockAggregateSignatureQuorumNum = number;
export type WarpGetBlockAggregateSignatureSubnetID = string;
export type WarpGetMessageAggregateSignatureQuorumNum = number;
export type WarpGetMessageAggregateSignatureSubnetID = string;
/**
 * Result of `web3_clientVersion`.
 */
export type Web3ClientVersionResult = string;

/**
 * EIP-1898: a block by hash; `requireCanonical: true` refuses a block that is not on the canonical chain.
 */
export interface BlockHashSelector {
  blockHash: BlockHash;
  requireCanonical?: boolean;
}
/**
 * EIP-1898: a block by number or tag.
 */
export interface BlockNumberSelector {
  blockNumber: BlockNumberOrTag;
}
/**
 * A block the node refused (eth_getBadBlocks and debug_getBadBlocks answer the same list): the block as eth_getBlockByHash with full transactions shows it, its RLP, and why.
 */
export interface BadBlock {
  hash: Hash32;
  block: {
    [k: string]: unknown;
  };
  rlp: Bytes;
  /**
   * Why it was refused: chain config, receipts and the error; absent or null when unknown.
   */
  reason?: {
    chainConfig?: {
      [k: string]: unknown;
    };
    receipts?: {
      [k: string]: unknown;
    }[];
    number?: number;
    hash?: Hash32;
    error?: string;
    [k: string]: unknown;
  } | null;
}
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
 * How to trace. Without `tracer`, the struct logger (opcode by opcode) runs with the logger options below; with one, `tracerConfig` is that tracer's options.
 */
export interface TraceConfig {
  /**
   * a built-in tracer's name, or the source of a JavaScript tracer
   */
  tracer?: string;
  /**
   * the tracer's options: callTracer `{ onlyTopCall, withLog }`, prestateTracer `{ diffMode }`, flatCallTracer `{ convertParityErrors, includePrecompiles }`, muxTracer `{ <tracer name>: <its config> }`
   */
  tracerConfig?: {
    [k: string]: unknown;
  };
  /**
   * a Go duration such as `5s` (default 5s)
   */
  timeout?: string;
  /**
   * blocks to re-execute to rebuild missing state (coreth does not re-execute history)
   */
  reexec?: number;
  enableMemory?: boolean;
  disableStack?: boolean;
  disableStorage?: boolean;
  enableReturnData?: boolean;
  debug?: boolean;
  /**
   * at most this many struct logs; 0 for no limit
   */
  limit?: number;
  /**
   * chain config fields to trace with (future fork rules)
   */
  overrides?: {
    [k: string]: unknown;
  };
}
/**
 * A TraceConfig plus what to override for the call.
 */
export interface TraceCallConfig {
  /**
   * a built-in tracer's name, or the source of a JavaScript tracer
   */
  tracer?: string;
  tracerConfig?: {
    [k: string]: unknown;
  };
  timeout?: string;
  reexec?: number;
  enableMemory?: boolean;
  disableStack?: boolean;
  disableStorage?: boolean;
  enableReturnData?: boolean;
  debug?: boolean;
  limit?: number;
  overrides?: {
    [k: string]: unknown;
  };
  /**
   * per address: `balance`, `nonce`, `code`, and `state` (replaces all storage) or `stateDiff` (patches it)
   */
  stateOverrides?: {
    [k: string]: DebugAccountOverride;
  };
  /**
   * block fields to run the call with: `number`, `difficulty`, `time`, `gasLimit`, `coinbase`, `random`, `baseFee` (hex quantities / addresses)
   */
  blockOverrides?: {
    [k: string]: unknown;
  };
  /**
   * run the call after this many transactions of the block
   */
  txIndex?: Quantity;
}
export interface DebugAccountOverride {
  nonce?: Quantity;
  code?: Bytes;
  balance?: Quantity;
  state?: {
    [k: string]: Hash32;
  };
  stateDiff?: {
    [k: string]: Hash32;
  };
}
/**
 * The struct logger's options for a trace written to files.
 */
export interface StdTraceConfig {
  enableMemory?: boolean;
  disableStack?: boolean;
  disableStorage?: boolean;
  enableReturnData?: boolean;
  debug?: boolean;
  limit?: number;
  overrides?: {
    [k: string]: unknown;
  };
  reexec?: number;
  /**
   * trace only this transaction of the block
   */
  txHash?: Hash32;
}
/**
 * The trace of one transaction of a block: `result`, or `error` when it failed.
 */
export interface TxTraceResult {
  txHash: Hash32;
  result?: TraceResult;
  error?: string;
}
/**
 * The struct logger's trace (no tracer): numbers are plain JSON numbers and `returnValue` is hex without `0x`.
 */
export interface StructLogResult {
  gas: number;
  failed: boolean;
  returnValue: string;
  structLogs: StructLog[];
}
/**
 * One opcode step. `stack` entries are hex quantities; `memory` words and `storage` keys and values are 32-byte hex without `0x`.
 */
export interface StructLog {
  pc: number;
  op: string;
  gas: number;
  gasCost: number;
  depth: number;
  error?: string;
  stack?: string[];
  returnData?: string;
  memory?: string[];
  storage?: {
    [k: string]: string;
  };
  refund?: number;
}
/**
 * callTracer's trace of a call and its subcalls; gas and value are hex quantities.
 */
export interface CallFrame {
  type: string;
  from: Address;
  gas: Quantity;
  gasUsed: Quantity;
  to?: Address;
  input: Bytes;
  output?: Bytes;
  error?: string;
  revertReason?: string;
  calls?: SubCallFrame[];
  logs?: CallLog[];
  value?: Quantity;
}
/**
 * A subcall of a CallFrame: the same fields (type, from, gas, gasUsed, to, input, output, error, revertReason, value, logs), and its own `calls`, typed loosely here to keep the schema free of recursion.
 */
export interface SubCallFrame {
  type: string;
  from: Address;
  gas: Quantity;
  gasUsed: Quantity;
  to?: Address;
  input: Bytes;
  output?: Bytes;
  error?: string;
  revertReason?: string;
  calls?: {
    [k: string]: unknown;
  }[];
  logs?: CallLog[];
  value?: Quantity;
  [k: string]: unknown;
}
/**
 * A log a call emitted (callTracer with `withLog`); `position` is its place among the call's subcalls.
 */
export interface CallLog {
  address: Address;
  topics: Hash32[];
  data: Bytes;
  position: Quantity;
}
/**
 * One call as flatCallTracer (Parity style) sends it; `blockNumber` and `transactionPosition` are plain JSON numbers.
 */
export interface FlatCallFrame {
  action: {
    from?: Address;
    to?: Address;
    callType?: string;
    gas?: Quantity;
    input?: Bytes;
    init?: Bytes;
    value?: Quantity;
    address?: Address;
    refundAddress?: Address;
    balance?: Quantity;
    creationMethod?: string;
    author?: Address;
    rewardType?: string;
    [k: string]: unknown;
  };
  blockHash: Hash32 | null;
  blockNumber: number;
  error?: string;
  result?: {
    address?: Address;
    code?: Bytes;
    gasUsed?: Quantity;
    output?: Bytes;
    [k: string]: unknown;
  };
  subtraces: number;
  traceAddress: number[];
  transactionHash: Hash32 | null;
  transactionPosition: number;
  type: string;
}
/**
 * prestateTracer's answer with `diffMode`: the touched accounts before (`pre`) and the changed fields after (`post`).
 */
export interface PrestateDiffResult {
  pre: PrestateResult;
  post: PrestateResult;
}
/**
 * prestateTracer's answer: each touched account (by address) as it was before the transaction.
 */
export interface PrestateResult {
  [k: string]: PrestateAccount;
}
/**
 * An account as prestateTracer sends it: fields that are zero or empty are left out; `nonce` is a plain JSON number.
 */
export interface PrestateAccount {
  balance?: Quantity;
  code?: Bytes;
  nonce?: number;
  storage?: {
    [k: string]: Hash32;
  };
}
/**
 * 4byteTracer's answer: call counts by `<4-byte selector>-<calldata size>`.
 */
export interface FourByteResult {
  [k: string]: number;
}
/**
 * State accounts, keyed by address, or `pre(<key>)` when the node lacks the address preimage.
 */
export interface StateDump {
  /**
   * the state root, hex without `0x`
   */
  root: string;
  accounts: {
    [k: string]: DumpAccount;
  };
  /**
   * where the next page starts (the `start` to send), base64 (not hex); absent on the last page
   */
  next?: string;
}
/**
 * An account of a state dump: `balance` is a decimal string, `nonce` a plain JSON number.
 */
export interface DumpAccount {
  balance: string;
  nonce: number;
  root: Bytes;
  codeHash: Bytes;
  code?: Bytes;
  storage?: {
    [k: string]: string;
  };
  address?: Address;
  key?: Bytes;
}
/**
 * A page of storage, by hashed key (`key` is the slot when the node has its preimage, else null); `storage` is null when the contract has no storage at that point; `nextKey` is null on the last page.
 */
export interface StorageRangeResult {
  storage: {
    [k: string]: {
      key: Hash32 | null;
      value: Hash32;
    };
  } | null;
  nextKey: Hash32 | null;
}
/**
 * Go runtime/debug.GCStats with its Go field names: durations are integer nanoseconds, times RFC 3339 strings, most recent first.
 */
export interface GoGCStats {
  LastGC: string;
  NumGC: number;
  PauseTotal: number;
  Pause: number[] | null;
  PauseEnd: string[] | null;
  PauseQuantiles: number[] | null;
}
/**
 * Go runtime.MemStats with its Go field names: byte counts and nanosecond times are uint64 (GoUint64: a number, or a decimal string past 2^53, as `LastGC` and `PauseEnd`, unix nanoseconds, always are).
 */
export interface GoMemStats {
  Alloc: GoUint64;
  TotalAlloc: GoUint64;
  Sys: GoUint64;
  Lookups: GoUint64;
  Mallocs: GoUint64;
  Frees: GoUint64;
  HeapAlloc: GoUint64;
  HeapSys: GoUint64;
  HeapIdle: GoUint64;
  HeapInuse: GoUint64;
  HeapReleased: GoUint64;
  HeapObjects: GoUint64;
  StackInuse: GoUint64;
  StackSys: GoUint64;
  MSpanInuse: GoUint64;
  MSpanSys: GoUint64;
  MCacheInuse: GoUint64;
  MCacheSys: GoUint64;
  BuckHashSys: GoUint64;
  GCSys: GoUint64;
  OtherSys: GoUint64;
  NextGC: GoUint64;
  LastGC: GoUint64;
  PauseTotalNs: GoUint64;
  NumGC: number;
  NumForcedGC: number;
  /**
   * the last 256 pauses, a circular buffer
   */
  PauseNs: GoUint64[];
  /**
   * when they ended, unix nanoseconds
   */
  PauseEnd: GoUint64[];
  GCCPUFraction: number;
  EnableGC: boolean;
  DebugGC: boolean;
  BySize: {
    Size: number;
    Mallocs: number;
    Frees: number;
  }[];
}
export interface PriceOption {
  maxPriorityFeePerGas: Quantity;
  maxFeePerGas: Quantity;
}
/**
 * eth_suggestPriceOptions: three fee levels.
 */
export interface PriceOptions {
  slow: PriceOption;
  normal: PriceOption;
  fast: PriceOption;
}
/**
 * eth_syncing while syncing (geth fields; AvalancheGo serves the RPC only once bootstrapped and answers false).
 */
export interface SyncProgress {
  startingBlock: Quantity;
  currentBlock: Quantity;
  highestBlock: Quantity;
  [k: string]: unknown;
}
export interface DetailedExecutionResult {
  /**
   * Gas used including the refunded gas, a JSON number (Go uint64). Past 2^53 - 1 the client's lossless parser keeps it as its exact decimal string: the C-Chain under Helicon (SAE, no RPC gas cap by default) answers up to 2^62 (`4611686018427387904`) for a call that runs out of gas.
   */
  gas: number | string;
  /**
   * The EVM error code, 0 for none.
   */
  errCode: number;
  /**
   * The EVM error (`execution reverted`), '' for none.
   */
  err: string;
  returnData: Bytes;
}
export interface AccessListResult {
  accessList: AccessList;
  gasUsed: Quantity;
  /**
   * Why the transaction failed with this access list; absent when it succeeds.
   */
  error?: string;
}
/**
 * eth_getProof (EIP-1186).
 */
export interface AccountProof {
  address: Address;
  /**
   * RLP trie nodes from the state root to the account.
   */
  accountProof: Bytes[];
  balance: Quantity;
  codeHash: Hash32;
  nonce: Quantity;
  storageHash: Hash32;
  storageProof: {
    /**
     * The slot as asked for.
     */
    key: string;
    value: Quantity;
    proof: Bytes[];
  }[];
}
/**
 * A transaction and its RLP encoding (eth_signTransaction, eth_fillTransaction: unsigned there, with v, r, s 0x0).
 */
export interface SignedTransaction {
  raw: Bytes;
  tx: TransactionFields;
}
/**
 * A transaction as go-ethereum's JSON encoding shows it (no block fields; `gasPrice` null for dynamic-fee types).
 */
export interface TransactionFields {
  type: Quantity;
  chainId?: Quantity;
  nonce: Quantity;
  to?: Address | null;
  gas: Quantity;
  gasPrice?: Quantity | null;
  maxPriorityFeePerGas?: Quantity | null;
  maxFeePerGas?: Quantity | null;
  value: Quantity;
  input: Bytes;
  accessList?: AccessList;
  v: Quantity;
  r: Quantity;
  s: Quantity;
  yParity?: Quantity;
  hash: Hash32;
  [k: string]: unknown;
}
/**
 * Per address: fields to override for the call (balance, nonce, code, state or stateDiff).
 */
export interface StateOverrides {
  [k: string]: {
    balance?: Quantity;
    nonce?: Quantity;
    code?: Bytes;
    state?: {
      [k: string]: Hash32;
    };
    stateDiff?: {
      [k: string]: Hash32;
    };
  };
}
/**
 * A transaction to run, estimate, sign or send (ethereum/execution-apis GenericTransaction, plus `data`): every field is optional. AvalancheGo's C chain (coreth v0.16.0-rc.0) reads from, to, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, maxFeePerBlobGas, value, nonce, input/data, accessList, chainId, blobVersionedHashes, blobs, commitments and proofs; it accepts and ignores `authorizationList` and `type` (no EIP-7702 there). A non-empty `blobVersionedHashes` makes it a blob transaction, which the C chain refuses (`blob transaction missing blob hashes` for []).
 */
export interface GenericTransaction {
  /**
   * The transaction type (`0x0` legacy, `0x1` access list, `0x2` dynamic fee, `0x3` blob, `0x4` set code).
   */
  type?: Quantity;
  from?: Address;
  /**
   * Omitted (or null) for a contract creation.
   */
  to?: Address | null;
  gas?: Quantity;
  gasPrice?: Quantity;
  maxFeePerGas?: Quantity;
  maxPriorityFeePerGas?: Quantity;
  maxFeePerBlobGas?: Quantity;
  value?: Quantity;
  nonce?: Quantity;
  input?: Bytes;
  /**
   * Older name of `input`; nodes accept either (both given must be equal).
   */
  data?: Bytes;
  accessList?: AccessList;
  chainId?: Quantity;
  blobVersionedHashes?: Hash32[];
  blobs?: Bytes[];
  commitments?: Bytes[];
  proofs?: Bytes[];
  /**
   * EIP-7702 authorizations (type 0x4); accepted and ignored by AvalancheGo v1.14.0's C chain.
   */
  authorizationList?: Authorization[];
}
/**
 * An EIP-7702 authorization tuple.
 */
export interface Authorization {
  chainId: Quantity;
  nonce: Quantity;
  address: Address;
  yParity: Quantity;
  r: Quantity;
  s: Quantity;
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
 * A block's header fields, as eth_getHeaderByHash/ByNumber send them (no `size`, `uncles` or `transactions`: blocks add those; a block also carries `blockExtraData`, its atomic txs). Open: a node may add fields (AvalancheGo v1.15 adds the SAE fields below). Under Helicon the C-Chain's `stateRoot` is the root settled by this block (of the block at `settledHeight`), and `gasLimit`/`baseFeePerGas` are the worst-case bounds consensus admitted.
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
  /**
   * Avalanche: the block gas cost (C chain and subnet EVM).
   */
  blockGasCost?: Quantity;
  /**
   * Avalanche C chain: gas used by atomic transactions in the block.
   */
  extDataGasUsed?: Quantity;
  /**
   * Avalanche C chain: the hash of the block's atomic tx data (`blockExtraData`).
   */
  extDataHash?: Hash32;
  /**
   * Avalanche (Granite): the block time in milliseconds.
   */
  timestampMilliseconds?: Quantity;
  /**
   * Avalanche (ACP-226): the minimum block delay excess.
   */
  minDelayExcess?: Quantity;
  /**
   * C chain (ACP-176): the gas target vote tracker, in the header since SAE. Since Helicon (AvalancheGo v1.15).
   */
  targetExponent?: Quantity;
  /**
   * C chain (ACP-283): the minimum gas price vote tracker. Since Helicon (AvalancheGo v1.15).
   */
  minPriceExponent?: Quantity;
  /**
   * C chain under SAE (ACP-194): the height of the last block this block settles (executed and committed). Since Helicon (AvalancheGo v1.15).
   */
  settledHeight?: Quantity;
  /**
   * C chain under SAE: the seconds part of the settled block's gas time. Since Helicon (AvalancheGo v1.15).
   */
  settledGasUnix?: Quantity;
  /**
   * C chain under SAE: the sub-second numerator of the settled block's gas time. Since Helicon (AvalancheGo v1.15).
   */
  settledGasNumerator?: Quantity;
  /**
   * C chain under SAE: the gas excess after executing the settled block. Since Helicon (AvalancheGo v1.15).
   */
  settledExcess?: Quantity;
  blobGasUsed?: Quantity;
  excessBlobGas?: Quantity;
  parentBeaconBlockRoot?: Hash32;
  [k: string]: unknown;
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
  blockHash?: BlockHash;
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
export interface WalletAccount {
  address: Address;
  url: string;
}
export interface Wallet {
  url: string;
  /**
   * `Locked` or `Unlocked` for keystore wallets; hardware wallets say more.
   */
  status: string;
  /**
   * Why the wallet failed, when it did.
   */
  failure?: string;
  accounts?: WalletAccount[];
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
/**
 * Which logs a `logs` subscription delivers: by contract address(es) and topics (per position: null matches any, a topic, or a list of topics matching any of them).
 */
export interface LogsFilter {
  address?: Address | Address[];
  topics?: (null | Hash32 | Hash32[])[];
}
/**
 * A `traceChain` notification: the traces of one block's transactions.
 */
export interface TraceChainResult {
  /**
   * The block number.
   */
  block: Quantity;
  hash: Hash32;
  /**
   * One entry per transaction; after a failed trace the block's later entries are null (not traced).
   */
  traces: (TxTraceResult | null)[];
}
export interface TxPoolContent {
  /**
   * by sender address, then by nonce (decimal string)
   */
  pending: {
    [k: string]: {
      [k: string]: Transaction;
    };
  };
  /**
   * by sender address, then by nonce (decimal string)
   */
  queued: {
    [k: string]: {
      [k: string]: Transaction;
    };
  };
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
   * The height of the block that accepted the transaction (before Helicon absent until accepted; under Helicon always sent). The seed documents a number; AvalancheGo (v1.14, v1.15) sends a decimal string.
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
 * Result of `rpc_modules`.
 */
export interface RpcModulesResult {
  [k: string]: string;
}
/**
 * Result of `txpool_contentFrom`.
 */
export interface TxpoolContentFromResult {
  pending: {
    [k: string]: Transaction;
  };
  queued: {
    [k: string]: Transaction;
  };
}
/**
 * Result of `txpool_inspect`.
 */
export interface TxpoolInspectResult {
  /**
   * by sender address, then by nonce (decimal string)
   */
  pending: {
    [k: string]: {
      [k: string]: string;
    };
  };
  /**
   * by sender address, then by nonce (decimal string)
   */
  queued: {
    [k: string]: {
      [k: string]: string;
    };
  };
}
/**
 * Result of `txpool_status`.
 */
export interface TxpoolStatusResult {
  pending: Quantity;
  queued: Quantity;
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

/** Params of `admin_exportChain`, in wire order. */
export type AdminExportChainParams = [
  file: AdminExportChainFile,
  first?: AdminExportChainFirst | null,
  last?: AdminExportChainLast | null,
];

/** Params of `admin_getVMConfig`, in wire order. */
export type AdminGetVMConfigParams = [];

/** Params of `admin_importChain`, in wire order. */
export type AdminImportChainParams = [file: AdminImportChainFile];

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

/** Params of `debug_accountRange`, in wire order. */
export type DebugAccountRangeParams = [
  block: BlockNumberOrTagOrHash,
  start: Bytes,
  maxResults: DebugAccountRangeMaxResults,
  nocode: DebugAccountRangeNocode,
  nostorage: DebugAccountRangeNostorage,
  incompletes: DebugAccountRangeIncompletes,
];

/** Params of `debug_blockProfile`, in wire order. */
export type DebugBlockProfileParams = [file: DebugBlockProfileFile, seconds: DebugBlockProfileSeconds];

/** Params of `debug_chaindbCompact`, in wire order. */
export type DebugChaindbCompactParams = [];

/** Params of `debug_chaindbProperty`, in wire order. */
export type DebugChaindbPropertyParams = [property: DebugChaindbPropertyProperty];

/** Params of `debug_cpuProfile`, in wire order. */
export type DebugCpuProfileParams = [file: DebugCpuProfileFile, seconds: DebugCpuProfileSeconds];

/** Params of `debug_dbAncient`, in wire order. */
export type DebugDbAncientParams = [kind: DebugDbAncientKind, number: DebugDbAncientNumber];

/** Params of `debug_dbAncients`, in wire order. */
export type DebugDbAncientsParams = [];

/** Params of `debug_dbGet`, in wire order. */
export type DebugDbGetParams = [key: DebugDbGetKey];

/** Params of `debug_dumpBlock`, in wire order. */
export type DebugDumpBlockParams = [block: BlockNumberOrTag];

/** Params of `debug_freeOSMemory`, in wire order. */
export type DebugFreeOSMemoryParams = [];

/** Params of `debug_gcStats`, in wire order. */
export type DebugGcStatsParams = [];

/** Params of `debug_getAccessibleState`, in wire order. */
export type DebugGetAccessibleStateParams = [from: BlockNumberOrTag, to: BlockNumberOrTag];

/** Params of `debug_getBadBlocks`, in wire order. */
export type DebugGetBadBlocksParams = [];

/** Params of `debug_getModifiedAccountsByHash`, in wire order. */
export type DebugGetModifiedAccountsByHashParams = [startHash: Hash32, endHash?: Hash32 | null];

/** Params of `debug_getModifiedAccountsByNumber`, in wire order. */
export type DebugGetModifiedAccountsByNumberParams = [
  startNum: DebugGetModifiedAccountsByNumberStartNum,
  endNum?: DebugGetModifiedAccountsByNumberEndNum | null,
];

/** Params of `debug_getRawBlock`, in wire order. */
export type DebugGetRawBlockParams = [block: BlockNumberOrTagOrHash];

/** Params of `debug_getRawHeader`, in wire order. */
export type DebugGetRawHeaderParams = [block: BlockNumberOrTagOrHash];

/** Params of `debug_getRawReceipts`, in wire order. */
export type DebugGetRawReceiptsParams = [block: BlockNumberOrTagOrHash];

/** Params of `debug_getRawTransaction`, in wire order. */
export type DebugGetRawTransactionParams = [hash: Hash32];

/** Params of `debug_goTrace`, in wire order. */
export type DebugGoTraceParams = [file: DebugGoTraceFile, seconds: DebugGoTraceSeconds];

/** Params of `debug_intermediateRoots`, in wire order. */
export type DebugIntermediateRootsParams = [blockHash: Hash32, config?: TraceConfig | null];

/** Params of `debug_memStats`, in wire order. */
export type DebugMemStatsParams = [];

/** Params of `debug_mutexProfile`, in wire order. */
export type DebugMutexProfileParams = [file: DebugMutexProfileFile, seconds: DebugMutexProfileSeconds];

/** Params of `debug_preimage`, in wire order. */
export type DebugPreimageParams = [hash: Hash32];

/** Params of `debug_printBlock`, in wire order. */
export type DebugPrintBlockParams = [number: DebugPrintBlockNumber];

/** Params of `debug_setBlockProfileRate`, in wire order. */
export type DebugSetBlockProfileRateParams = [rate: DebugSetBlockProfileRateRate];

/** Params of `debug_setGCPercent`, in wire order. */
export type DebugSetGCPercentParams = [percent: DebugSetGCPercentPercent];

/** Params of `debug_setHead`, in wire order. */
export type DebugSetHeadParams = [number: BlockNumber];

/** Params of `debug_setMutexProfileFraction`, in wire order. */
export type DebugSetMutexProfileFractionParams = [rate: DebugSetMutexProfileFractionRate];

/** Params of `debug_stacks`, in wire order. */
export type DebugStacksParams = [filter?: DebugStacksFilter | null];

/** Params of `debug_standardTraceBadBlockToFile`, in wire order. */
export type DebugStandardTraceBadBlockToFileParams = [blockHash: Hash32, config?: StdTraceConfig | null];

/** Params of `debug_standardTraceBlockToFile`, in wire order. */
export type DebugStandardTraceBlockToFileParams = [blockHash: Hash32, config?: StdTraceConfig | null];

/** Params of `debug_startCPUProfile`, in wire order. */
export type DebugStartCPUProfileParams = [file: DebugStartCPUProfileFile];

/** Params of `debug_startGoTrace`, in wire order. */
export type DebugStartGoTraceParams = [file: DebugStartGoTraceFile];

/** Params of `debug_stopCPUProfile`, in wire order. */
export type DebugStopCPUProfileParams = [];

/** Params of `debug_stopGoTrace`, in wire order. */
export type DebugStopGoTraceParams = [];

/** Params of `debug_storageRangeAt`, in wire order. */
export type DebugStorageRangeAtParams = [
  block: BlockNumberOrTagOrHash,
  txIndex: DebugStorageRangeAtTxIndex,
  address: Address,
  keyStart: Bytes,
  maxResult: DebugStorageRangeAtMaxResult,
];

/** Params of `debug_traceBadBlock`, in wire order. */
export type DebugTraceBadBlockParams = [blockHash: Hash32, config?: TraceConfig | null];

/** Params of `debug_traceBlock`, in wire order. */
export type DebugTraceBlockParams = [rlp: Bytes, config?: TraceConfig | null];

/** Params of `debug_traceBlockByHash`, in wire order. */
export type DebugTraceBlockByHashParams = [blockHash: Hash32, config?: TraceConfig | null];

/** Params of `debug_traceBlockByNumber`, in wire order. */
export type DebugTraceBlockByNumberParams = [block: BlockNumberOrTag, config?: TraceConfig | null];

/** Params of `debug_traceBlockFromFile`, in wire order. */
export type DebugTraceBlockFromFileParams = [file: DebugTraceBlockFromFileFile, config?: TraceConfig | null];

/** Params of `debug_traceCall`, in wire order. */
export type DebugTraceCallParams = [
  transaction: GenericTransaction,
  block: BlockNumberOrTagOrHash,
  config?: TraceCallConfig | null,
];

/** Params of `debug_traceTransaction`, in wire order. */
export type DebugTraceTransactionParams = [hash: Hash32, config?: TraceConfig | null];

/** Params of `debug_verbosity`, in wire order. */
export type DebugVerbosityParams = [level: DebugVerbosityLevel];

/** Params of `debug_vmodule`, in wire order. */
export type DebugVmoduleParams = [pattern: DebugVmodulePattern];

/** Params of `debug_writeBlockProfile`, in wire order. */
export type DebugWriteBlockProfileParams = [file: DebugWriteBlockProfileFile];

/** Params of `debug_writeMemProfile`, in wire order. */
export type DebugWriteMemProfileParams = [file: DebugWriteMemProfileFile];

/** Params of `debug_writeMutexProfile`, in wire order. */
export type DebugWriteMutexProfileParams = [file: DebugWriteMutexProfileFile];

/** Params of `eth_accounts`, in wire order. */
export type EthAccountsParams = [];

/** Params of `eth_baseFee`, in wire order. */
export type EthBaseFeeParams = [];

/** Params of `eth_blockNumber`, in wire order. */
export type EthBlockNumberParams = [];

/** Params of `eth_call`, in wire order. */
export type EthCallParams = [transaction: GenericTransaction, block?: BlockNumberOrTagOrHash | null];

/** Params of `eth_callDetailed`, in wire order. */
export type EthCallDetailedParams = [
  transaction: GenericTransaction,
  block: BlockNumberOrTagOrHash,
  stateOverrides?: StateOverrides | null,
];

/** Params of `eth_chainId`, in wire order. */
export type EthChainIdParams = [];

/** Params of `eth_coinbase`, in wire order. */
export type EthCoinbaseParams = [];

/** Params of `eth_createAccessList`, in wire order. */
export type EthCreateAccessListParams = [
  transaction: GenericTransaction,
  block?: BlockNumberOrTagOrHash | null,
];

/** Params of `eth_estimateGas`, in wire order. */
export type EthEstimateGasParams = [transaction: GenericTransaction, block?: BlockNumberOrTagOrHash | null];

/** Params of `eth_etherbase`, in wire order. */
export type EthEtherbaseParams = [];

/** Params of `eth_feeConfig`, in wire order. */
export type EthFeeConfigParams = [block?: BlockNumberOrTagOrHash | null];

/** Params of `eth_feeHistory`, in wire order. */
export type EthFeeHistoryParams = [
  blockCount: Quantity,
  newestBlock: BlockNumberOrTag,
  rewardPercentiles?: EthFeeHistoryRewardPercentiles,
];

/** Params of `eth_fillTransaction`, in wire order. */
export type EthFillTransactionParams = [transaction: GenericTransaction];

/** Params of `eth_gasPrice`, in wire order. */
export type EthGasPriceParams = [];

/** Params of `eth_getActivePrecompilesAt`, in wire order. */
export type EthGetActivePrecompilesAtParams = [timestamp?: EthGetActivePrecompilesAtTimestamp | null];

/** Params of `eth_getActiveRulesAt`, in wire order. */
export type EthGetActiveRulesAtParams = [timestamp?: EthGetActiveRulesAtTimestamp | null];

/** Params of `eth_getBadBlocks`, in wire order. */
export type EthGetBadBlocksParams = [];

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

/** Params of `eth_getBlockReceipts`, in wire order. */
export type EthGetBlockReceiptsParams = [block: BlockNumberOrTagOrHash];

/** Params of `eth_getBlockTransactionCountByHash`, in wire order. */
export type EthGetBlockTransactionCountByHashParams = [blockHash: Hash32];

/** Params of `eth_getBlockTransactionCountByNumber`, in wire order. */
export type EthGetBlockTransactionCountByNumberParams = [block: BlockNumberOrTag];

/** Params of `eth_getChainConfig`, in wire order. */
export type EthGetChainConfigParams = [];

/** Params of `eth_getCode`, in wire order. */
export type EthGetCodeParams = [address: Address, block: BlockNumberOrTagOrHash];

/** Params of `eth_getFilterChanges`, in wire order. */
export type EthGetFilterChangesParams = [filterId: EthGetFilterChangesFilterId];

/** Params of `eth_getFilterLogs`, in wire order. */
export type EthGetFilterLogsParams = [filterId: EthGetFilterLogsFilterId];

/** Params of `eth_getHeaderByHash`, in wire order. */
export type EthGetHeaderByHashParams = [blockHash: Hash32];

/** Params of `eth_getHeaderByNumber`, in wire order. */
export type EthGetHeaderByNumberParams = [block: BlockNumberOrTag];

/** Params of `eth_getLogs`, in wire order. */
export type EthGetLogsParams = [filter: LogFilter];

/** Params of `eth_getProof`, in wire order. */
export type EthGetProofParams = [
  address: Address,
  storageKeys: EthGetProofStorageKeys,
  block: BlockNumberOrTagOrHash,
];

/** Params of `eth_getRawTransactionByBlockHashAndIndex`, in wire order. */
export type EthGetRawTransactionByBlockHashAndIndexParams = [blockHash: Hash32, index: Quantity];

/** Params of `eth_getRawTransactionByBlockNumberAndIndex`, in wire order. */
export type EthGetRawTransactionByBlockNumberAndIndexParams = [block: BlockNumberOrTag, index: Quantity];

/** Params of `eth_getRawTransactionByHash`, in wire order. */
export type EthGetRawTransactionByHashParams = [transactionHash: Hash32];

/** Params of `eth_getStorageAt`, in wire order. */
export type EthGetStorageAtParams = [address: Address, slot: StorageSlot, block: BlockNumberOrTagOrHash];

/** Params of `eth_getTransactionByBlockHashAndIndex`, in wire order. */
export type EthGetTransactionByBlockHashAndIndexParams = [blockHash: Hash32, index: Quantity];

/** Params of `eth_getTransactionByBlockNumberAndIndex`, in wire order. */
export type EthGetTransactionByBlockNumberAndIndexParams = [block: BlockNumberOrTag, index: Quantity];

/** Params of `eth_getTransactionByHash`, in wire order. */
export type EthGetTransactionByHashParams = [transactionHash: Hash32];

/** Params of `eth_getTransactionCount`, in wire order. */
export type EthGetTransactionCountParams = [address: Address, block: BlockNumberOrTagOrHash];

/** Params of `eth_getTransactionReceipt`, in wire order. */
export type EthGetTransactionReceiptParams = [transactionHash: Hash32];

/** Params of `eth_getUncleByBlockHashAndIndex`, in wire order. */
export type EthGetUncleByBlockHashAndIndexParams = [blockHash: Hash32, index: Quantity];

/** Params of `eth_getUncleByBlockNumberAndIndex`, in wire order. */
export type EthGetUncleByBlockNumberAndIndexParams = [block: BlockNumberOrTag, index: Quantity];

/** Params of `eth_getUncleCountByBlockHash`, in wire order. */
export type EthGetUncleCountByBlockHashParams = [blockHash: Hash32];

/** Params of `eth_getUncleCountByBlockNumber`, in wire order. */
export type EthGetUncleCountByBlockNumberParams = [block: BlockNumberOrTag];

/** Params of `eth_maxPriorityFeePerGas`, in wire order. */
export type EthMaxPriorityFeePerGasParams = [];

/** Params of `eth_newBlockFilter`, in wire order. */
export type EthNewBlockFilterParams = [];

/** Params of `eth_newFilter`, in wire order. */
export type EthNewFilterParams = [filter: LogFilter];

/** Params of `eth_newPendingTransactionFilter`, in wire order. */
export type EthNewPendingTransactionFilterParams = [fullTx?: EthNewPendingTransactionFilterFullTx | null];

/** Params of `eth_pendingTransactions`, in wire order. */
export type EthPendingTransactionsParams = [];

/** Params of `eth_resend`, in wire order. */
export type EthResendParams = [
  transaction: GenericTransaction,
  gasPrice?: Quantity | null,
  gasLimit?: Quantity | null,
];

/** Params of `eth_sendRawTransaction`, in wire order. */
export type EthSendRawTransactionParams = [transaction: Bytes];

/** Params of `eth_sendTransaction`, in wire order. */
export type EthSendTransactionParams = [transaction: GenericTransaction];

/** Params of `eth_sign`, in wire order. */
export type EthSignParams = [address: Address, data: Bytes];

/** Params of `eth_signTransaction`, in wire order. */
export type EthSignTransactionParams = [transaction: GenericTransaction];

/** Params of `eth_suggestPriceOptions`, in wire order. */
export type EthSuggestPriceOptionsParams = [];

/** Params of `eth_syncing`, in wire order. */
export type EthSyncingParams = [];

/** Params of `eth_uninstallFilter`, in wire order. */
export type EthUninstallFilterParams = [filterId: EthUninstallFilterFilterId];

/** Params of `net_listening`, in wire order. */
export type NetListeningParams = [];

/** Params of `net_peerCount`, in wire order. */
export type NetPeerCountParams = [];

/** Params of `net_version`, in wire order. */
export type NetVersionParams = [];

/** Params of `personal_deriveAccount`, in wire order. */
export type PersonalDeriveAccountParams = [
  url: PersonalDeriveAccountUrl,
  path: PersonalDeriveAccountPath,
  pin?: PersonalDeriveAccountPin | null,
];

/** Params of `personal_ecRecover`, in wire order. */
export type PersonalEcRecoverParams = [data: Bytes, signature: Bytes];

/** Params of `personal_importRawKey`, in wire order. */
export type PersonalImportRawKeyParams = [
  privateKey: PersonalImportRawKeyPrivateKey,
  password: PersonalImportRawKeyPassword,
];

/** Params of `personal_initializeWallet`, in wire order. */
export type PersonalInitializeWalletParams = [url: PersonalInitializeWalletUrl];

/** Params of `personal_listAccounts`, in wire order. */
export type PersonalListAccountsParams = [];

/** Params of `personal_listWallets`, in wire order. */
export type PersonalListWalletsParams = [];

/** Params of `personal_lockAccount`, in wire order. */
export type PersonalLockAccountParams = [address: Address];

/** Params of `personal_newAccount`, in wire order. */
export type PersonalNewAccountParams = [password: PersonalNewAccountPassword];

/** Params of `personal_openWallet`, in wire order. */
export type PersonalOpenWalletParams = [
  url: PersonalOpenWalletUrl,
  passphrase?: PersonalOpenWalletPassphrase | null,
];

/** Params of `personal_sendTransaction`, in wire order. */
export type PersonalSendTransactionParams = [
  transaction: GenericTransaction,
  password: PersonalSendTransactionPassword,
];

/** Params of `personal_sign`, in wire order. */
export type PersonalSignParams = [data: Bytes, address: Address, password: PersonalSignPassword];

/** Params of `personal_signTransaction`, in wire order. */
export type PersonalSignTransactionParams = [
  transaction: GenericTransaction,
  password: PersonalSignTransactionPassword,
];

/** Params of `personal_unlockAccount`, in wire order. */
export type PersonalUnlockAccountParams = [
  address: Address,
  password: PersonalUnlockAccountPassword,
  duration?: PersonalUnlockAccountDuration | null,
];

/** Params of `personal_unpair`, in wire order. */
export type PersonalUnpairParams = [url: PersonalUnpairUrl, pin: PersonalUnpairPin];

/** Params of `rpc_modules`, in wire order. */
export type RpcModulesParams = [];

/** Params of `txpool_content`, in wire order. */
export type TxpoolContentParams = [];

/** Params of `txpool_contentFrom`, in wire order. */
export type TxpoolContentFromParams = [address: Address];

/** Params of `txpool_inspect`, in wire order. */
export type TxpoolInspectParams = [];

/** Params of `txpool_status`, in wire order. */
export type TxpoolStatusParams = [];

/** Params of `warp_getBlockAggregateSignature`, in wire order. */
export type WarpGetBlockAggregateSignatureParams = [
  blockID: WarpId,
  quorumNum: WarpGetBlockAggregateSignatureQuorumNum,
  subnetID: WarpGetBlockAggregateSignatureSubnetID,
];

/** Params of `warp_getBlockSignature`, in wire order. */
export type WarpGetBlockSignatureParams = [blockID: WarpId];

/** Params of `warp_getMessage`, in wire order. */
export type WarpGetMessageParams = [messageID: WarpId];

/** Params of `warp_getMessageAggregateSignature`, in wire order. */
export type WarpGetMessageAggregateSignatureParams = [
  messageID: WarpId,
  quorumNum: WarpGetMessageAggregateSignatureQuorumNum,
  subnetID: WarpGetMessageAggregateSignatureSubnetID,
];

/** Params of `warp_getMessageSignature`, in wire order. */
export type WarpGetMessageSignatureParams = [messageID: WarpId];

/** Params of `web3_clientVersion`, in wire order. */
export type Web3ClientVersionParams = [];

/** Params of `web3_sha3`, in wire order. */
export type Web3Sha3Params = [data: Bytes];

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

/** Result of `debug_accountRange`. */
export type DebugAccountRangeResult = StateDump;

/** Result of `debug_dbAncient`. */
export type DebugDbAncientResult = Bytes;

/** Result of `debug_dbGet`. */
export type DebugDbGetResult = Bytes;

/** Result of `debug_dumpBlock`. */
export type DebugDumpBlockResult = StateDump;

/** Result of `debug_gcStats`. */
export type DebugGcStatsResult = GoGCStats;

/** Result of `debug_getRawBlock`. */
export type DebugGetRawBlockResult = Bytes;

/** Result of `debug_getRawHeader`. */
export type DebugGetRawHeaderResult = Bytes;

/** Result of `debug_memStats`. */
export type DebugMemStatsResult = GoMemStats;

/** Result of `debug_preimage`. */
export type DebugPreimageResult = Bytes;

/** Result of `debug_storageRangeAt`. */
export type DebugStorageRangeAtResult = StorageRangeResult;

/** Result of `debug_traceCall`. */
export type DebugTraceCallResult = TraceResult;

/** Result of `debug_traceTransaction`. */
export type DebugTraceTransactionResult = TraceResult;

/** Result of `eth_baseFee`. */
export type EthBaseFeeResult = Quantity;

/** Result of `eth_blockNumber`. */
export type EthBlockNumberResult = Quantity;

/** Result of `eth_call`. */
export type EthCallResult = Bytes;

/** Result of `eth_callDetailed`. */
export type EthCallDetailedResult = DetailedExecutionResult;

/** Result of `eth_chainId`. */
export type EthChainIdResult = Quantity;

/** Result of `eth_coinbase`. */
export type EthCoinbaseResult = Address;

/** Result of `eth_createAccessList`. */
export type EthCreateAccessListResult = AccessListResult;

/** Result of `eth_estimateGas`. */
export type EthEstimateGasResult = Quantity;

/** Result of `eth_etherbase`. */
export type EthEtherbaseResult = Address;

/** Result of `eth_feeHistory`. */
export type EthFeeHistoryResult = FeeHistory;

/** Result of `eth_fillTransaction`. */
export type EthFillTransactionResult = SignedTransaction;

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

/** Result of `eth_getProof`. */
export type EthGetProofResult = AccountProof;

/** Result of `eth_getRawTransactionByBlockHashAndIndex`. */
export type EthGetRawTransactionByBlockHashAndIndexResult = Bytes;

/** Result of `eth_getRawTransactionByBlockNumberAndIndex`. */
export type EthGetRawTransactionByBlockNumberAndIndexResult = Bytes;

/** Result of `eth_getStorageAt`. */
export type EthGetStorageAtResult = Bytes;

/** Result of `eth_getTransactionCount`. */
export type EthGetTransactionCountResult = Quantity;

/** Result of `eth_maxPriorityFeePerGas`. */
export type EthMaxPriorityFeePerGasResult = Quantity;

/** Result of `eth_newBlockFilter`. */
export type EthNewBlockFilterResult = FilterId;

/** Result of `eth_newFilter`. */
export type EthNewFilterResult = FilterId;

/** Result of `eth_newPendingTransactionFilter`. */
export type EthNewPendingTransactionFilterResult = FilterId;

/** Result of `eth_resend`. */
export type EthResendResult = Hash32;

/** Result of `eth_sendRawTransaction`. */
export type EthSendRawTransactionResult = Hash32;

/** Result of `eth_sendTransaction`. */
export type EthSendTransactionResult = Hash32;

/** Result of `eth_sign`. */
export type EthSignResult = Bytes;

/** Result of `eth_signTransaction`. */
export type EthSignTransactionResult = SignedTransaction;

/** Result of `net_peerCount`. */
export type NetPeerCountResult = Quantity;

/** Result of `personal_deriveAccount`. */
export type PersonalDeriveAccountResult = WalletAccount;

/** Result of `personal_ecRecover`. */
export type PersonalEcRecoverResult = Address;

/** Result of `personal_importRawKey`. */
export type PersonalImportRawKeyResult = Address;

/** Result of `personal_newAccount`. */
export type PersonalNewAccountResult = Address;

/** Result of `personal_sendTransaction`. */
export type PersonalSendTransactionResult = Hash32;

/** Result of `personal_sign`. */
export type PersonalSignResult = Bytes;

/** Result of `personal_signTransaction`. */
export type PersonalSignTransactionResult = SignedTransaction;

/** Result of `proposervm.getCurrentEpoch`. */
export type ProposervmGetCurrentEpochResult = ProposervmEpoch;

/** Result of `proposervm.getProposedHeight`. */
export type ProposervmGetProposedHeightResult = ProposervmHeight;

/** Result of `txpool_content`. */
export type TxpoolContentResult = TxPoolContent;

/** Result of `warp_getBlockAggregateSignature`. */
export type WarpGetBlockAggregateSignatureResult = Bytes;

/** Result of `warp_getBlockSignature`. */
export type WarpGetBlockSignatureResult = WarpSignature;

/** Result of `warp_getMessage`. */
export type WarpGetMessageResult = Bytes;

/** Result of `warp_getMessageAggregateSignature`. */
export type WarpGetMessageAggregateSignatureResult = Bytes;

/** Result of `warp_getMessageSignature`. */
export type WarpGetMessageSignatureResult = WarpSignature;

/** Result of `web3_sha3`. */
export type Web3Sha3Result = Hash32;

/** Every method of the spec: wire name -> params and result. */
export interface Methods {
  admin_exportChain: { params: AdminExportChainParams; result: AdminExportChainResult };
  admin_getVMConfig: { params: AdminGetVMConfigParams | undefined; result: AdminGetVMConfigResult };
  admin_importChain: { params: AdminImportChainParams; result: AdminImportChainResult };
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
  debug_accountRange: { params: DebugAccountRangeParams; result: DebugAccountRangeResult };
  debug_blockProfile: { params: DebugBlockProfileParams; result: DebugBlockProfileResult };
  debug_chaindbCompact: { params: DebugChaindbCompactParams | undefined; result: DebugChaindbCompactResult };
  debug_chaindbProperty: { params: DebugChaindbPropertyParams; result: DebugChaindbPropertyResult };
  debug_cpuProfile: { params: DebugCpuProfileParams; result: DebugCpuProfileResult };
  debug_dbAncient: { params: DebugDbAncientParams; result: DebugDbAncientResult };
  debug_dbAncients: { params: DebugDbAncientsParams | undefined; result: DebugDbAncientsResult };
  debug_dbGet: { params: DebugDbGetParams; result: DebugDbGetResult };
  debug_dumpBlock: { params: DebugDumpBlockParams; result: DebugDumpBlockResult };
  debug_freeOSMemory: { params: DebugFreeOSMemoryParams | undefined; result: DebugFreeOSMemoryResult };
  debug_gcStats: { params: DebugGcStatsParams | undefined; result: DebugGcStatsResult };
  debug_getAccessibleState: { params: DebugGetAccessibleStateParams; result: DebugGetAccessibleStateResult };
  debug_getBadBlocks: { params: DebugGetBadBlocksParams | undefined; result: DebugGetBadBlocksResult };
  debug_getModifiedAccountsByHash: {
    params: DebugGetModifiedAccountsByHashParams;
    result: DebugGetModifiedAccountsByHashResult;
  };
  debug_getModifiedAccountsByNumber: {
    params: DebugGetModifiedAccountsByNumberParams;
    result: DebugGetModifiedAccountsByNumberResult;
  };
  debug_getRawBlock: { params: DebugGetRawBlockParams; result: DebugGetRawBlockResult };
  debug_getRawHeader: { params: DebugGetRawHeaderParams; result: DebugGetRawHeaderResult };
  debug_getRawReceipts: { params: DebugGetRawReceiptsParams; result: DebugGetRawReceiptsResult };
  debug_getRawTransaction: { params: DebugGetRawTransactionParams; result: DebugGetRawTransactionResult };
  debug_goTrace: { params: DebugGoTraceParams; result: DebugGoTraceResult };
  debug_intermediateRoots: { params: DebugIntermediateRootsParams; result: DebugIntermediateRootsResult };
  debug_memStats: { params: DebugMemStatsParams | undefined; result: DebugMemStatsResult };
  debug_mutexProfile: { params: DebugMutexProfileParams; result: DebugMutexProfileResult };
  debug_preimage: { params: DebugPreimageParams; result: DebugPreimageResult };
  debug_printBlock: { params: DebugPrintBlockParams; result: DebugPrintBlockResult };
  debug_setBlockProfileRate: {
    params: DebugSetBlockProfileRateParams;
    result: DebugSetBlockProfileRateResult;
  };
  debug_setGCPercent: { params: DebugSetGCPercentParams; result: DebugSetGCPercentResult };
  debug_setHead: { params: DebugSetHeadParams; result: DebugSetHeadResult };
  debug_setMutexProfileFraction: {
    params: DebugSetMutexProfileFractionParams;
    result: DebugSetMutexProfileFractionResult;
  };
  debug_stacks: { params: DebugStacksParams | undefined; result: DebugStacksResult };
  debug_standardTraceBadBlockToFile: {
    params: DebugStandardTraceBadBlockToFileParams;
    result: DebugStandardTraceBadBlockToFileResult;
  };
  debug_standardTraceBlockToFile: {
    params: DebugStandardTraceBlockToFileParams;
    result: DebugStandardTraceBlockToFileResult;
  };
  debug_startCPUProfile: { params: DebugStartCPUProfileParams; result: DebugStartCPUProfileResult };
  debug_startGoTrace: { params: DebugStartGoTraceParams; result: DebugStartGoTraceResult };
  debug_stopCPUProfile: { params: DebugStopCPUProfileParams | undefined; result: DebugStopCPUProfileResult };
  debug_stopGoTrace: { params: DebugStopGoTraceParams | undefined; result: DebugStopGoTraceResult };
  debug_storageRangeAt: { params: DebugStorageRangeAtParams; result: DebugStorageRangeAtResult };
  debug_traceBadBlock: { params: DebugTraceBadBlockParams; result: DebugTraceBadBlockResult };
  debug_traceBlock: { params: DebugTraceBlockParams; result: DebugTraceBlockResult };
  debug_traceBlockByHash: { params: DebugTraceBlockByHashParams; result: DebugTraceBlockByHashResult };
  debug_traceBlockByNumber: { params: DebugTraceBlockByNumberParams; result: DebugTraceBlockByNumberResult };
  debug_traceBlockFromFile: { params: DebugTraceBlockFromFileParams; result: DebugTraceBlockFromFileResult };
  debug_traceCall: { params: DebugTraceCallParams; result: DebugTraceCallResult };
  debug_traceTransaction: { params: DebugTraceTransactionParams; result: DebugTraceTransactionResult };
  debug_verbosity: { params: DebugVerbosityParams; result: DebugVerbosityResult };
  debug_vmodule: { params: DebugVmoduleParams; result: DebugVmoduleResult };
  debug_writeBlockProfile: { params: DebugWriteBlockProfileParams; result: DebugWriteBlockProfileResult };
  debug_writeMemProfile: { params: DebugWriteMemProfileParams; result: DebugWriteMemProfileResult };
  debug_writeMutexProfile: { params: DebugWriteMutexProfileParams; result: DebugWriteMutexProfileResult };
  eth_accounts: { params: EthAccountsParams | undefined; result: EthAccountsResult };
  eth_baseFee: { params: EthBaseFeeParams | undefined; result: EthBaseFeeResult };
  eth_blockNumber: { params: EthBlockNumberParams | undefined; result: EthBlockNumberResult };
  eth_call: { params: EthCallParams; result: EthCallResult };
  eth_callDetailed: { params: EthCallDetailedParams; result: EthCallDetailedResult };
  eth_chainId: { params: EthChainIdParams | undefined; result: EthChainIdResult };
  eth_coinbase: { params: EthCoinbaseParams | undefined; result: EthCoinbaseResult };
  eth_createAccessList: { params: EthCreateAccessListParams; result: EthCreateAccessListResult };
  eth_estimateGas: { params: EthEstimateGasParams; result: EthEstimateGasResult };
  eth_etherbase: { params: EthEtherbaseParams | undefined; result: EthEtherbaseResult };
  eth_feeConfig: { params: EthFeeConfigParams | undefined; result: EthFeeConfigResult };
  eth_feeHistory: { params: EthFeeHistoryParams; result: EthFeeHistoryResult };
  eth_fillTransaction: { params: EthFillTransactionParams; result: EthFillTransactionResult };
  eth_gasPrice: { params: EthGasPriceParams | undefined; result: EthGasPriceResult };
  eth_getActivePrecompilesAt: {
    params: EthGetActivePrecompilesAtParams | undefined;
    result: EthGetActivePrecompilesAtResult;
  };
  eth_getActiveRulesAt: { params: EthGetActiveRulesAtParams | undefined; result: EthGetActiveRulesAtResult };
  eth_getBadBlocks: { params: EthGetBadBlocksParams | undefined; result: EthGetBadBlocksResult };
  eth_getBalance: { params: EthGetBalanceParams; result: EthGetBalanceResult };
  eth_getBlockByHash: { params: EthGetBlockByHashParams; result: EthGetBlockByHashResult };
  eth_getBlockByNumber: { params: EthGetBlockByNumberParams; result: EthGetBlockByNumberResult };
  eth_getBlockReceipts: { params: EthGetBlockReceiptsParams; result: EthGetBlockReceiptsResult };
  eth_getBlockTransactionCountByHash: {
    params: EthGetBlockTransactionCountByHashParams;
    result: EthGetBlockTransactionCountByHashResult;
  };
  eth_getBlockTransactionCountByNumber: {
    params: EthGetBlockTransactionCountByNumberParams;
    result: EthGetBlockTransactionCountByNumberResult;
  };
  eth_getChainConfig: { params: EthGetChainConfigParams | undefined; result: EthGetChainConfigResult };
  eth_getCode: { params: EthGetCodeParams; result: EthGetCodeResult };
  eth_getFilterChanges: { params: EthGetFilterChangesParams; result: EthGetFilterChangesResult };
  eth_getFilterLogs: { params: EthGetFilterLogsParams; result: EthGetFilterLogsResult };
  eth_getHeaderByHash: { params: EthGetHeaderByHashParams; result: EthGetHeaderByHashResult };
  eth_getHeaderByNumber: { params: EthGetHeaderByNumberParams; result: EthGetHeaderByNumberResult };
  eth_getLogs: { params: EthGetLogsParams; result: EthGetLogsResult };
  eth_getProof: { params: EthGetProofParams; result: EthGetProofResult };
  eth_getRawTransactionByBlockHashAndIndex: {
    params: EthGetRawTransactionByBlockHashAndIndexParams;
    result: EthGetRawTransactionByBlockHashAndIndexResult;
  };
  eth_getRawTransactionByBlockNumberAndIndex: {
    params: EthGetRawTransactionByBlockNumberAndIndexParams;
    result: EthGetRawTransactionByBlockNumberAndIndexResult;
  };
  eth_getRawTransactionByHash: {
    params: EthGetRawTransactionByHashParams;
    result: EthGetRawTransactionByHashResult;
  };
  eth_getStorageAt: { params: EthGetStorageAtParams; result: EthGetStorageAtResult };
  eth_getTransactionByBlockHashAndIndex: {
    params: EthGetTransactionByBlockHashAndIndexParams;
    result: EthGetTransactionByBlockHashAndIndexResult;
  };
  eth_getTransactionByBlockNumberAndIndex: {
    params: EthGetTransactionByBlockNumberAndIndexParams;
    result: EthGetTransactionByBlockNumberAndIndexResult;
  };
  eth_getTransactionByHash: { params: EthGetTransactionByHashParams; result: EthGetTransactionByHashResult };
  eth_getTransactionCount: { params: EthGetTransactionCountParams; result: EthGetTransactionCountResult };
  eth_getTransactionReceipt: {
    params: EthGetTransactionReceiptParams;
    result: EthGetTransactionReceiptResult;
  };
  eth_getUncleByBlockHashAndIndex: {
    params: EthGetUncleByBlockHashAndIndexParams;
    result: EthGetUncleByBlockHashAndIndexResult;
  };
  eth_getUncleByBlockNumberAndIndex: {
    params: EthGetUncleByBlockNumberAndIndexParams;
    result: EthGetUncleByBlockNumberAndIndexResult;
  };
  eth_getUncleCountByBlockHash: {
    params: EthGetUncleCountByBlockHashParams;
    result: EthGetUncleCountByBlockHashResult;
  };
  eth_getUncleCountByBlockNumber: {
    params: EthGetUncleCountByBlockNumberParams;
    result: EthGetUncleCountByBlockNumberResult;
  };
  eth_maxPriorityFeePerGas: {
    params: EthMaxPriorityFeePerGasParams | undefined;
    result: EthMaxPriorityFeePerGasResult;
  };
  eth_newBlockFilter: { params: EthNewBlockFilterParams | undefined; result: EthNewBlockFilterResult };
  eth_newFilter: { params: EthNewFilterParams; result: EthNewFilterResult };
  eth_newPendingTransactionFilter: {
    params: EthNewPendingTransactionFilterParams | undefined;
    result: EthNewPendingTransactionFilterResult;
  };
  eth_pendingTransactions: {
    params: EthPendingTransactionsParams | undefined;
    result: EthPendingTransactionsResult;
  };
  eth_resend: { params: EthResendParams; result: EthResendResult };
  eth_sendRawTransaction: { params: EthSendRawTransactionParams; result: EthSendRawTransactionResult };
  eth_sendTransaction: { params: EthSendTransactionParams; result: EthSendTransactionResult };
  eth_sign: { params: EthSignParams; result: EthSignResult };
  eth_signTransaction: { params: EthSignTransactionParams; result: EthSignTransactionResult };
  eth_suggestPriceOptions: {
    params: EthSuggestPriceOptionsParams | undefined;
    result: EthSuggestPriceOptionsResult;
  };
  eth_syncing: { params: EthSyncingParams | undefined; result: EthSyncingResult };
  eth_uninstallFilter: { params: EthUninstallFilterParams; result: EthUninstallFilterResult };
  net_listening: { params: NetListeningParams | undefined; result: NetListeningResult };
  net_peerCount: { params: NetPeerCountParams | undefined; result: NetPeerCountResult };
  net_version: { params: NetVersionParams | undefined; result: NetVersionResult };
  personal_deriveAccount: { params: PersonalDeriveAccountParams; result: PersonalDeriveAccountResult };
  personal_ecRecover: { params: PersonalEcRecoverParams; result: PersonalEcRecoverResult };
  personal_importRawKey: { params: PersonalImportRawKeyParams; result: PersonalImportRawKeyResult };
  personal_initializeWallet: {
    params: PersonalInitializeWalletParams;
    result: PersonalInitializeWalletResult;
  };
  personal_listAccounts: {
    params: PersonalListAccountsParams | undefined;
    result: PersonalListAccountsResult;
  };
  personal_listWallets: { params: PersonalListWalletsParams | undefined; result: PersonalListWalletsResult };
  personal_lockAccount: { params: PersonalLockAccountParams; result: PersonalLockAccountResult };
  personal_newAccount: { params: PersonalNewAccountParams; result: PersonalNewAccountResult };
  personal_openWallet: { params: PersonalOpenWalletParams; result: PersonalOpenWalletResult };
  personal_sendTransaction: { params: PersonalSendTransactionParams; result: PersonalSendTransactionResult };
  personal_sign: { params: PersonalSignParams; result: PersonalSignResult };
  personal_signTransaction: { params: PersonalSignTransactionParams; result: PersonalSignTransactionResult };
  personal_unlockAccount: { params: PersonalUnlockAccountParams; result: PersonalUnlockAccountResult };
  personal_unpair: { params: PersonalUnpairParams; result: PersonalUnpairResult };
  'proposervm.getCurrentEpoch': {
    params: Record<string, never> | undefined;
    result: ProposervmGetCurrentEpochResult;
  };
  'proposervm.getProposedHeight': {
    params: Record<string, never> | undefined;
    result: ProposervmGetProposedHeightResult;
  };
  rpc_modules: { params: RpcModulesParams | undefined; result: RpcModulesResult };
  txpool_content: { params: TxpoolContentParams | undefined; result: TxpoolContentResult };
  txpool_contentFrom: { params: TxpoolContentFromParams; result: TxpoolContentFromResult };
  txpool_inspect: { params: TxpoolInspectParams | undefined; result: TxpoolInspectResult };
  txpool_status: { params: TxpoolStatusParams | undefined; result: TxpoolStatusResult };
  'validators.getCurrentValidators': {
    params: ValidatorsGetCurrentValidatorsParams | undefined;
    result: ValidatorsGetCurrentValidatorsResult;
  };
  warp_getBlockAggregateSignature: {
    params: WarpGetBlockAggregateSignatureParams;
    result: WarpGetBlockAggregateSignatureResult;
  };
  warp_getBlockSignature: { params: WarpGetBlockSignatureParams; result: WarpGetBlockSignatureResult };
  warp_getMessage: { params: WarpGetMessageParams; result: WarpGetMessageResult };
  warp_getMessageAggregateSignature: {
    params: WarpGetMessageAggregateSignatureParams;
    result: WarpGetMessageAggregateSignatureResult;
  };
  warp_getMessageSignature: { params: WarpGetMessageSignatureParams; result: WarpGetMessageSignatureResult };
  web3_clientVersion: { params: Web3ClientVersionParams | undefined; result: Web3ClientVersionResult };
  web3_sha3: { params: Web3Sha3Params; result: Web3Sha3Result };
}
