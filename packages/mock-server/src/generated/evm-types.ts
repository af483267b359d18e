// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
/**
 * A 20-byte account address, 0x-prefixed hex.
 */
export type Address = string;
/**
 * A 32-byte hash, 0x-prefixed hex.
 */
export type Hash32 = `0x${string}`;
export type AccessList = {
  address: Address;
  storageKeys: Hash32[];
}[];
/**
 * An unsigned integer as 0x-prefixed hex without leading zeros (`0x0`, `0x1a`). Kept as the string the wire has.
 */
export type Quantity = `0x${string}`;
/**
 * Hex-encoded bytes, 0x-prefixed, an even number of digits.
 */
export type Bytes = string;
/**
 * A block. `transactions` holds hashes, or full transactions when asked for (`BlockWithTxHashes`, `BlockWithTransactions` say which).
 */
export type Block = BlockHeader & {
  size: Quantity;
  uncles: Hash32[];
  transactions: (Hash32 | Transaction)[];
};
/**
 * A 32-byte block hash, 0x-prefixed hex.
 */
export type BlockHash = `0x${string}`;
/**
 * A block number as a hex quantity (`0x0`, `0x1a`; no leading zeros).
 */
export type BlockNumber = `0x${string}`;
/**
 * A block number (hex quantity) or a block tag.
 */
export type BlockNumberOrTag = BlockTag | BlockNumber;
/**
 * `latest`, `pending` and `accepted` are the last accepted block (`pending` too: AvalancheGo builds no pending block); Avalanche blocks are final once accepted, so `safe` and `finalized` are the last accepted block too. `accepted` is Avalanche's own tag (coreth, Subnet-EVM); `earliest` is the genesis block.
 */
export type BlockTag = 'earliest' | 'finalized' | 'safe' | 'latest' | 'pending' | 'accepted';
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
 * A block as sent for `fullTransactions: true`: `transactions` holds the full transactions.
 */
export type BlockWithTransactions = BlockHeader & {
  size: Quantity;
  uncles: Hash32[];
  transactions: Transaction[];
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
 * A filter id (16 random bytes as hex).
 */
export type FilterId = string;
/**
 * A Go uint64 the node sends as a JSON number; one past 2^53 (unix nanoseconds, for instance) arrives as its exact decimal string: the SDK never rounds a wire value.
 */
export type GoUint64 = number | string;
/**
 * A storage slot: up to 32 bytes of hex (`0x0`, `0x00ab…01`; the standard's bytesMax32). A keccak-derived mapping slot that starts with a zero byte is given as its full 32 bytes.
 */
export type StorageSlot = `0x${string}`;
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
 * The older name of GenericTransaction (kept so code that names it still compiles).
 */
export type TransactionRequest = GenericTransaction;
/**
 * A 32-byte id in CB58 (Avalanche's base58 with a checksum), e.g. a Warp message id or a block hash.
 */
export type WarpId = string;
/**
 * A 96-byte BLS signature, 0x hex.
 */
export type WarpSignature = string;

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
 * A block's header fields, as eth_getHeaderByHash/ByNumber send them (no `size`, `uncles` or `transactions`: blocks add those).
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
export interface DetailedExecutionResult {
  /**
   * Gas used including the refunded gas, a JSON number.
   */
  gas: number;
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
 * 4byteTracer's answer: call counts by `<4-byte selector>-<calldata size>`.
 */
export interface FourByteResult {
  [k: string]: number;
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
  blockHash?: BlockHash;
  address?: Address | Address[];
  /**
   * Per position: null (any), a topic, or a list of topics (any of them).
   */
  topics?: (null | Hash32 | Hash32[])[];
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
 * The struct logger's trace (no tracer): numbers are plain JSON numbers and `returnValue` is hex without `0x`.
 */
export interface StructLogResult {
  gas: number;
  failed: boolean;
  returnValue: string;
  structLogs: StructLog[];
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
/**
 * The trace of one transaction of a block: `result`, or `error` when it failed.
 */
export interface TxTraceResult {
  txHash: Hash32;
  result?: TraceResult;
  error?: string;
}
export interface UTXOIndex {
  address: string;
  utxo: string;
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
export interface WalletAccount {
  address: Address;
  url: string;
}

/** Every method of the spec: wire name -> params and result. */
export interface Methods {}
