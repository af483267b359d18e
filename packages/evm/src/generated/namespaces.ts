// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
import type { RpcCallOptions } from '@pkg/core';
import type * as T from './types.js';

/** The `admin` methods (6). */
export interface AdminNamespace {
  /**
   * The chain VM's configuration.
   *
   * JSON-RPC `admin_getVMConfig` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.getVMConfig();
   * ```
   */
  getVMConfig(options?: RpcCallOptions): Promise<T.AdminGetVMConfigResult>;
  /**
   * Writes mutex statistics to a file.
   *
   * JSON-RPC `admin_lockProfile` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.lockProfile();
   * ```
   */
  lockProfile(options?: RpcCallOptions): Promise<T.AdminLockProfileResult>;
  /**
   * Writes a memory profile to a file.
   *
   * JSON-RPC `admin_memoryProfile` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.memoryProfile();
   * ```
   */
  memoryProfile(options?: RpcCallOptions): Promise<T.AdminMemoryProfileResult>;
  /**
   * Sets the chain's log level.
   *
   * JSON-RPC `admin_setLogLevel` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Node-specific: public API servers do not serve it.
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.setLogLevel({ level: '<level>' });
   * ```
   */
  setLogLevel(args: T.AdminSetLogLevelArgs, options?: RpcCallOptions): Promise<T.AdminSetLogLevelResult>;
  /**
   * Starts CPU profiling.
   *
   * JSON-RPC `admin_startCPUProfiler` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.startCPUProfiler();
   * ```
   */
  startCPUProfiler(options?: RpcCallOptions): Promise<T.AdminStartCPUProfilerResult>;
  /**
   * Stops CPU profiling and writes the profile to a file.
   *
   * JSON-RPC `admin_stopCPUProfiler` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.stopCPUProfiler();
   * ```
   */
  stopCPUProfiler(options?: RpcCallOptions): Promise<T.AdminStopCPUProfilerResult>;
}

/** The `atomic` methods (5). */
export interface AtomicNamespace {
  /**
   * An atomic transaction by id.
   *
   * JSON-RPC `atomic.getAtomicTx` at `/ext/bc/C/atomic` (positional params).
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.getAtomicTx({ txID: '<txID>' });
   * ```
   */
  getAtomicTx(args: T.AtomicGetAtomicTxArgs, options?: RpcCallOptions): Promise<T.AtomicGetAtomicTxResult>;
  /**
   * The status of an atomic transaction.
   *
   * JSON-RPC `atomic.getAtomicTxStatus` at `/ext/bc/C/atomic` (positional params).
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.getAtomicTxStatus({ txID: '<txID>' });
   * ```
   */
  getAtomicTxStatus(
    args: T.AtomicGetAtomicTxStatusArgs,
    options?: RpcCallOptions,
  ): Promise<T.AtomicGetAtomicTxStatusResult>;
  /**
   * UTXOs of addresses exported to the C chain from sourceChain; page with the previous endIndex as startIndex.
   *
   * JSON-RPC `atomic.getUTXOs` at `/ext/bc/C/atomic` (positional params).
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.getUTXOs({ addresses: ['<addresses>'], sourceChain: '<sourceChain>' });
   * ```
   */
  getUTXOs(args: T.AtomicGetUTXOsArgs, options?: RpcCallOptions): Promise<T.AtomicGetUTXOsResult>;
  /**
   * Submits a signed atomic transaction. A submit: never retried.
   *
   * JSON-RPC `atomic.issueTx` at `/ext/bc/C/atomic` (positional params).
   * Not safe to repeat: never retried.
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.issueTx({ tx: '<tx>' });
   * ```
   */
  issueTx(args: T.AtomicIssueTxArgs, options?: RpcCallOptions): Promise<T.AtomicIssueTxResult>;
  /**
   * The version of the C chain's VM (coreth), such as `v0.15.4`.
   *
   * Served by the C chain's atomic API; deployed nodes answer it as `avax.version` at /ext/bc/C/avax.
   *
   * JSON-RPC `atomic.version` at `/ext/bc/C/atomic` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.version();
   * ```
   */
  version(options?: RpcCallOptions): Promise<T.AtomicVersionResult>;
}

/** The `eth` methods (22). */
export interface EthNamespace {
  /**
   * The base fee of the next block, in wei.
   *
   * JSON-RPC `eth_baseFee` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.baseFee();
   * ```
   */
  baseFee(options?: RpcCallOptions): Promise<T.EthBaseFeeResult>;
  /**
   * The number of the last accepted block.
   *
   * JSON-RPC `eth_blockNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.blockNumber();
   * ```
   */
  blockNumber(options?: RpcCallOptions): Promise<T.EthBlockNumberResult>;
  /**
   * Runs a call without creating a transaction and returns its output.
   *
   * JSON-RPC `eth_call` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param transaction the call: to, data/input, from, gas, value...
   * @param block default latest
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.call({});
   * ```
   */
  call(
    transaction: T.TransactionRequest,
    block?: T.BlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.EthCallResult>;
  /**
   * The chain id (43114 on mainnet C chain, 43113 on the test network).
   *
   * JSON-RPC `eth_chainId` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.chainId();
   * ```
   */
  chainId(options?: RpcCallOptions): Promise<T.EthChainIdResult>;
  /**
   * Estimates the gas a transaction needs.
   *
   * JSON-RPC `eth_estimateGas` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param transaction the call: to, data/input, from, gas, value...
   * @param block default latest
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.estimateGas({});
   * ```
   */
  estimateGas(
    transaction: T.TransactionRequest,
    block?: T.BlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.EthEstimateGasResult>;
  /**
   * Subnet EVM: the fee configuration at a block and the block where it last changed.
   *
   * JSON-RPC `eth_feeConfig` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block block number, tag or hash; default latest
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.feeConfig();
   * ```
   */
  feeConfig(block?: T.BlockNumberOrTagOrHash, options?: RpcCallOptions): Promise<T.EthFeeConfigResult>;
  /**
   * Base fees, gas used ratios and priority fee percentiles of a range of blocks ending at newestBlock.
   *
   * JSON-RPC `eth_feeHistory` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param blockCount number of blocks, hex quantity
   * @param newestBlock the last block of the range
   * @param rewardPercentiles increasing percentiles of priority fees to sample per block; [] is sent when left out (an AvalancheGo node refuses the call without it: -32602 missing value for required argument 2)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.feeHistory("0x0", "latest");
   * ```
   */
  feeHistory(
    blockCount: T.Quantity,
    newestBlock: T.BlockNumberOrTag,
    rewardPercentiles?: T.EthFeeHistoryRewardPercentiles,
    options?: RpcCallOptions,
  ): Promise<T.EthFeeHistoryResult>;
  /**
   * The gas price the node suggests, in wei.
   *
   * JSON-RPC `eth_gasPrice` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.gasPrice();
   * ```
   */
  gasPrice(options?: RpcCallOptions): Promise<T.EthGasPriceResult>;
  /**
   * Subnet EVM: the precompiles active at a timestamp. Deprecated: use eth_getActiveRulesAt.
   *
   * JSON-RPC `eth_getActivePrecompilesAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param timestamp Unix seconds; default the latest block's timestamp
   * @deprecated eth_getActiveRulesAt replaces it
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getActivePrecompilesAt();
   * ```
   */
  getActivePrecompilesAt(
    timestamp?: T.EthGetActivePrecompilesAtTimestamp,
    options?: RpcCallOptions,
  ): Promise<T.EthGetActivePrecompilesAtResult>;
  /**
   * Subnet EVM: the Ethereum rules, network rules and precompiles active at a timestamp.
   *
   * JSON-RPC `eth_getActiveRulesAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param timestamp Unix seconds; default the latest block's timestamp
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getActiveRulesAt();
   * ```
   */
  getActiveRulesAt(
    timestamp?: T.EthGetActiveRulesAtTimestamp,
    options?: RpcCallOptions,
  ): Promise<T.EthGetActiveRulesAtResult>;
  /**
   * An account's balance in wei at a block.
   *
   * JSON-RPC `eth_getBalance` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param address the account
   * @param block block number, tag or hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBalance("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "latest");
   * ```
   */
  getBalance(
    address: T.Address,
    block: T.BlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.EthGetBalanceResult>;
  /**
   * A block by hash; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * With `fullTransactions` `true`: resolves to `EthGetBlockByHashResultTrue`.
   * @param blockHash the block's hash
   * @param fullTransactions true: full transaction objects; false: transaction hashes
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", true);
   * ```
   */
  getBlockByHash(
    blockHash: T.Hash32,
    fullTransactions: true,
    options?: RpcCallOptions,
  ): Promise<T.EthGetBlockByHashResultTrue>;
  /**
   * A block by hash; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * With `fullTransactions` `false`: resolves to `EthGetBlockByHashResultFalse`.
   * @param blockHash the block's hash
   * @param fullTransactions true: full transaction objects; false: transaction hashes
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", false);
   * ```
   */
  getBlockByHash(
    blockHash: T.Hash32,
    fullTransactions: false,
    options?: RpcCallOptions,
  ): Promise<T.EthGetBlockByHashResultFalse>;
  /**
   * A block by hash; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * With a `fullTransactions` known only at run time: resolves to any of the cases' results.
   * @param blockHash the block's hash
   * @param fullTransactions true: full transaction objects; false: transaction hashes
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", false);
   * ```
   */
  getBlockByHash(
    blockHash: T.Hash32,
    fullTransactions: T.EthGetBlockByHashFullTransactions,
    options?: RpcCallOptions,
  ): Promise<T.EthGetBlockByHashResult>;
  /**
   * A block by number or tag; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * With `fullTransactions` `true`: resolves to `EthGetBlockByNumberResultTrue`.
   * @param block block number or tag
   * @param fullTransactions true: full transaction objects; false: transaction hashes
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockByNumber("latest", true);
   * ```
   */
  getBlockByNumber(
    block: T.BlockNumberOrTag,
    fullTransactions: true,
    options?: RpcCallOptions,
  ): Promise<T.EthGetBlockByNumberResultTrue>;
  /**
   * A block by number or tag; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * With `fullTransactions` `false`: resolves to `EthGetBlockByNumberResultFalse`.
   * @param block block number or tag
   * @param fullTransactions true: full transaction objects; false: transaction hashes
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockByNumber("latest", false);
   * ```
   */
  getBlockByNumber(
    block: T.BlockNumberOrTag,
    fullTransactions: false,
    options?: RpcCallOptions,
  ): Promise<T.EthGetBlockByNumberResultFalse>;
  /**
   * A block by number or tag; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * With a `fullTransactions` known only at run time: resolves to any of the cases' results.
   * @param block block number or tag
   * @param fullTransactions true: full transaction objects; false: transaction hashes
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockByNumber("latest", false);
   * ```
   */
  getBlockByNumber(
    block: T.BlockNumberOrTag,
    fullTransactions: T.EthGetBlockByNumberFullTransactions,
    options?: RpcCallOptions,
  ): Promise<T.EthGetBlockByNumberResult>;
  /**
   * The chain's configuration.
   *
   * JSON-RPC `eth_getChainConfig` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getChainConfig();
   * ```
   */
  getChainConfig(options?: RpcCallOptions): Promise<T.EthGetChainConfigResult>;
  /**
   * The contract code at an address at a block (`0x` for an account without code).
   *
   * JSON-RPC `eth_getCode` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param address the account
   * @param block block number, tag or hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getCode("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "latest");
   * ```
   */
  getCode(
    address: T.Address,
    block: T.BlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.EthGetCodeResult>;
  /**
   * The logs that match a filter.
   *
   * JSON-RPC `eth_getLogs` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param filter block range or block hash, addresses, topics
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getLogs({});
   * ```
   */
  getLogs(filter: T.LogFilter, options?: RpcCallOptions): Promise<T.EthGetLogsResult>;
  /**
   * The value of one storage slot of an address at a block.
   *
   * JSON-RPC `eth_getStorageAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param address the account
   * @param slot storage position, hex quantity
   * @param block block number, tag or hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getStorageAt("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "0x0", "latest");
   * ```
   */
  getStorageAt(
    address: T.Address,
    slot: T.Quantity,
    block: T.BlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.EthGetStorageAtResult>;
  /**
   * A transaction by hash; null when unknown.
   *
   * JSON-RPC `eth_getTransactionByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param transactionHash the transaction's hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getTransactionByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getTransactionByHash(
    transactionHash: T.Hash32,
    options?: RpcCallOptions,
  ): Promise<T.EthGetTransactionByHashResult>;
  /**
   * The number of transactions sent from an address (its next nonce) at a block.
   *
   * JSON-RPC `eth_getTransactionCount` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param address the account
   * @param block block number, tag or hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getTransactionCount("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "latest");
   * ```
   */
  getTransactionCount(
    address: T.Address,
    block: T.BlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.EthGetTransactionCountResult>;
  /**
   * A transaction's receipt; null while the transaction is not in an accepted block.
   *
   * JSON-RPC `eth_getTransactionReceipt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param transactionHash the transaction's hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getTransactionReceipt("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getTransactionReceipt(
    transactionHash: T.Hash32,
    options?: RpcCallOptions,
  ): Promise<T.EthGetTransactionReceiptResult>;
  /**
   * The estimated priority fee needed for inclusion, in wei.
   *
   * JSON-RPC `eth_maxPriorityFeePerGas` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.maxPriorityFeePerGas();
   * ```
   */
  maxPriorityFeePerGas(options?: RpcCallOptions): Promise<T.EthMaxPriorityFeePerGasResult>;
  /**
   * Submits a signed transaction and returns its hash. A submit: never retried.
   *
   * JSON-RPC `eth_sendRawTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param transaction the RLP-encoded signed transaction
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.sendRawTransaction("0x");
   * ```
   */
  sendRawTransaction(transaction: T.Bytes, options?: RpcCallOptions): Promise<T.EthSendRawTransactionResult>;
}

/** The `net` methods (1). */
export interface NetNamespace {
  /**
   * The network id as a decimal string (`1` on both Avalanche networks' C chain).
   *
   * JSON-RPC `net_version` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.net.version();
   * ```
   */
  version(options?: RpcCallOptions): Promise<T.NetVersionResult>;
}

/** The `proposervm` methods (2). */
export interface ProposervmNamespace {
  /**
   * The current ProposerVM epoch (ACP-181) of the chain.
   *
   * The current epoch (ACP-181) as the ProposerVM sees it at this node's preferred block: its number, its start time and the P-chain height its validator set is read at. Takes no params (sent as an empty object). Node-specific: a node serves it for each chain that runs in a ProposerVM (P, C, Subnet-EVM chains; not X).
   *
   * JSON-RPC `proposervm.getCurrentEpoch` at `/ext/bc/{blockchainId}/proposervm`.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.proposervm.getCurrentEpoch();
   * ```
   */
  getCurrentEpoch(options?: RpcCallOptions): Promise<T.ProposervmGetCurrentEpochResult>;
  /**
   * The P-chain height the chain would propose for its next block.
   *
   * The P-chain height the ProposerVM would put in a child of this node's preferred block (the validator set the next block is checked against). Takes no params (sent as an empty object). Node-specific: a node serves it for each chain that runs in a ProposerVM (P, C, Subnet-EVM chains; not X).
   *
   * JSON-RPC `proposervm.getProposedHeight` at `/ext/bc/{blockchainId}/proposervm`.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.proposervm.getProposedHeight();
   * ```
   */
  getProposedHeight(options?: RpcCallOptions): Promise<T.ProposervmGetProposedHeightResult>;
}

/** The `validators` methods (1). */
export interface ValidatorsNamespace {
  /**
   * Subnet EVM: the chain's current validators (all, or the listed node ids).
   *
   * JSON-RPC `validators.getCurrentValidators` at `/ext/bc/{blockchainId}/validators`.
   * @param params.nodeIDs default all
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.validators.getCurrentValidators();
   * ```
   */
  getCurrentValidators(
    params?: T.ValidatorsGetCurrentValidatorsParams,
    options?: RpcCallOptions,
  ): Promise<T.ValidatorsGetCurrentValidatorsResult>;
}

/** The `web3` methods (1). */
export interface Web3Namespace {
  /**
   * The node's client version string.
   *
   * JSON-RPC `web3_clientVersion` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.web3.clientVersion();
   * ```
   */
  clientVersion(options?: RpcCallOptions): Promise<T.Web3ClientVersionResult>;
}

/** Every namespace of the client. */
export interface Namespaces {
  admin: AdminNamespace;
  atomic: AtomicNamespace;
  eth: EthNamespace;
  net: NetNamespace;
  proposervm: ProposervmNamespace;
  validators: ValidatorsNamespace;
  web3: Web3Namespace;
}
