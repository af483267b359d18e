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
 * A block number (hex quantity) or a block tag (`accepted` is coreth's own name for the last accepted block, like `latest`, `safe` and `finalized`).
 */
export type DebugBlockNumberOrTag = string;
/**
 * A block number (hex quantity), a block tag, or a 32-byte block hash.
 */
export type DebugBlockNumberOrTagOrHash = string;
/**
 * An unsigned integer as 0x-prefixed hex without leading zeros (`0x0`, `0x1a`). Kept as the string the wire has.
 */
export type Quantity = string;
/**
 * Hex-encoded bytes, 0x-prefixed, an even number of digits.
 */
export type Bytes = string;
/**
 * A 32-byte hash, 0x-prefixed hex.
 */
export type Hash32 = string;
export type AccessList = {
  address: Address;
  storageKeys: Hash32[];
}[];
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
/**
 * A block number (hex quantity) or a block tag.
 */
export type BlockNumberOrTag = string;
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
/**
 * A 32-byte id in CB58 (Avalanche's base58 with a checksum), e.g. a Warp message id or a block hash.
 */
export type WarpId = string;
/**
 * A 96-byte BLS signature, 0x hex.
 */
export type WarpSignature = string;
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
export type DebugCpuProfileFile = string;
export type DebugCpuProfileSeconds = number;
/**
 * Result of `debug_cpuProfile`.
 */
export type DebugCpuProfileResult = null;
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
export type WarpGetBlockAggregateSignatureQuorumNum = number;
export type WarpGetBlockAggregateSignatureSubnetID = string;
export type WarpGetMessageAggregateSignatureQuorumNum = number;
export type WarpGetMessageAggregateSignatureSubnetID = string;
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
 * A call to trace (coreth's TransactionArgs): every field optional; `input` (or its older name `data`) is the calldata.
 */
export interface DebugCallObject {
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
   * Older name of `input`.
   */
  data?: Bytes;
  accessList?: AccessList;
  chainId?: Quantity;
  maxFeePerBlobGas?: Quantity;
  blobVersionedHashes?: Hash32[];
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
 * A block the node refused: the block as eth_getBlockByHash with full transactions, its RLP and why.
 */
export interface BadBlock {
  hash: Hash32;
  block: {
    [k: string]: unknown;
  };
  rlp: Bytes;
  reason: {
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

/** Params of `debug_accountRange`, in wire order. */
export type DebugAccountRangeParams = [
  block: DebugBlockNumberOrTagOrHash,
  start: Bytes,
  maxResults: DebugAccountRangeMaxResults,
  nocode: DebugAccountRangeNocode,
  nostorage: DebugAccountRangeNostorage,
  incompletes: DebugAccountRangeIncompletes,
];

/** Params of `debug_blockProfile`, in wire order. */
export type DebugBlockProfileParams = [file: DebugBlockProfileFile, seconds: DebugBlockProfileSeconds];

/** Params of `debug_cpuProfile`, in wire order. */
export type DebugCpuProfileParams = [file: DebugCpuProfileFile, seconds: DebugCpuProfileSeconds];

/** Params of `debug_dumpBlock`, in wire order. */
export type DebugDumpBlockParams = [block: DebugBlockNumberOrTag];

/** Params of `debug_freeOSMemory`, in wire order. */
export type DebugFreeOSMemoryParams = [];

/** Params of `debug_gcStats`, in wire order. */
export type DebugGcStatsParams = [];

/** Params of `debug_getAccessibleState`, in wire order. */
export type DebugGetAccessibleStateParams = [from: DebugBlockNumberOrTag, to: DebugBlockNumberOrTag];

/** Params of `debug_getBadBlocks`, in wire order. */
export type DebugGetBadBlocksParams = [];

/** Params of `debug_getModifiedAccountsByHash`, in wire order. */
export type DebugGetModifiedAccountsByHashParams = [startHash: Hash32, endHash?: Hash32];

/** Params of `debug_getModifiedAccountsByNumber`, in wire order. */
export type DebugGetModifiedAccountsByNumberParams = [
  startNum: DebugGetModifiedAccountsByNumberStartNum,
  endNum?: DebugGetModifiedAccountsByNumberEndNum,
];

/** Params of `debug_getRawBlock`, in wire order. */
export type DebugGetRawBlockParams = [block: DebugBlockNumberOrTagOrHash];

/** Params of `debug_getRawHeader`, in wire order. */
export type DebugGetRawHeaderParams = [block: DebugBlockNumberOrTagOrHash];

/** Params of `debug_getRawReceipts`, in wire order. */
export type DebugGetRawReceiptsParams = [block: DebugBlockNumberOrTagOrHash];

/** Params of `debug_getRawTransaction`, in wire order. */
export type DebugGetRawTransactionParams = [hash: Hash32];

/** Params of `debug_goTrace`, in wire order. */
export type DebugGoTraceParams = [file: DebugGoTraceFile, seconds: DebugGoTraceSeconds];

/** Params of `debug_intermediateRoots`, in wire order. */
export type DebugIntermediateRootsParams = [blockHash: Hash32, config?: TraceConfig];

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

/** Params of `debug_setMutexProfileFraction`, in wire order. */
export type DebugSetMutexProfileFractionParams = [rate: DebugSetMutexProfileFractionRate];

/** Params of `debug_stacks`, in wire order. */
export type DebugStacksParams = [filter?: DebugStacksFilter];

/** Params of `debug_standardTraceBadBlockToFile`, in wire order. */
export type DebugStandardTraceBadBlockToFileParams = [blockHash: Hash32, config?: StdTraceConfig];

/** Params of `debug_standardTraceBlockToFile`, in wire order. */
export type DebugStandardTraceBlockToFileParams = [blockHash: Hash32, config?: StdTraceConfig];

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
  block: DebugBlockNumberOrTagOrHash,
  txIndex: DebugStorageRangeAtTxIndex,
  address: Address,
  keyStart: Bytes,
  maxResult: DebugStorageRangeAtMaxResult,
];

/** Params of `debug_traceBadBlock`, in wire order. */
export type DebugTraceBadBlockParams = [blockHash: Hash32, config?: TraceConfig];

/** Params of `debug_traceBlock`, in wire order. */
export type DebugTraceBlockParams = [rlp: Bytes, config?: TraceConfig];

/** Params of `debug_traceBlockByHash`, in wire order. */
export type DebugTraceBlockByHashParams = [blockHash: Hash32, config?: TraceConfig];

/** Params of `debug_traceBlockByNumber`, in wire order. */
export type DebugTraceBlockByNumberParams = [block: DebugBlockNumberOrTag, config?: TraceConfig];

/** Params of `debug_traceBlockFromFile`, in wire order. */
export type DebugTraceBlockFromFileParams = [file: DebugTraceBlockFromFileFile, config?: TraceConfig];

/** Params of `debug_traceCall`, in wire order. */
export type DebugTraceCallParams = [
  transaction: DebugCallObject,
  block: DebugBlockNumberOrTagOrHash,
  config?: TraceCallConfig,
];

/** Params of `debug_traceTransaction`, in wire order. */
export type DebugTraceTransactionParams = [hash: Hash32, config?: TraceConfig];

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
  debug_accountRange: { params: DebugAccountRangeParams; result: DebugAccountRangeResult };
  debug_blockProfile: { params: DebugBlockProfileParams; result: DebugBlockProfileResult };
  debug_cpuProfile: { params: DebugCpuProfileParams; result: DebugCpuProfileResult };
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
}
