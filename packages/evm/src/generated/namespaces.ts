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

/** The `debug` methods (43). */
export interface DebugNamespace {
  /**
   * A page of the accounts of the state at a block (at most 256).
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Accounts whose address the node has no preimage of are listed under `pre(<key>)` only with `incompletes`; a node stores no preimages by default, so without `incompletes` the page is usually empty.
   *
   * JSON-RPC `debug_accountRange` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block the block whose state to list
   * @param start the account key (keccak of the address) to start from; `0x` for the first
   * @param maxResults at most this many accounts (the node caps it at 256; 0 or less means 256)
   * @param nocode leave the contract code out
   * @param nostorage leave the storage out
   * @param incompletes also list the accounts whose address is unknown (keyed `pre(<key>)`)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.accountRange("latest", "0x", 1, false, false, false);
   * ```
   */
  accountRange(
    block: T.DebugBlockNumberOrTagOrHash,
    start: T.Bytes,
    maxResults: T.DebugAccountRangeMaxResults,
    nocode: T.DebugAccountRangeNocode,
    nostorage: T.DebugAccountRangeNostorage,
    incompletes: T.DebugAccountRangeIncompletes,
    options?: RpcCallOptions,
  ): Promise<T.DebugAccountRangeResult>;
  /**
   * Records goroutine blocking events for a while, then writes the profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; the file (pprof format) is overwritten.
   *
   * JSON-RPC `debug_blockProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @param seconds how long to profile, in whole seconds (the call answers after that)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.blockProfile('<file>', 1);
   * ```
   */
  blockProfile(
    file: T.DebugBlockProfileFile,
    seconds: T.DebugBlockProfileSeconds,
    options?: RpcCallOptions,
  ): Promise<T.DebugBlockProfileResult>;
  /**
   * Profiles the CPU for a while, then writes the profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; rejects `CPU profiling already in progress` while another CPU profile runs, so it is never retried.
   *
   * JSON-RPC `debug_cpuProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @param seconds how long to profile, in whole seconds (the call answers after that)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.cpuProfile('<file>', 1);
   * ```
   */
  cpuProfile(
    file: T.DebugCpuProfileFile,
    seconds: T.DebugCpuProfileSeconds,
    options?: RpcCallOptions,
  ): Promise<T.DebugCpuProfileResult>;
  /**
   * The accounts of the state at a block (at most 256, only those whose address is known).
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. A node stores no address preimages by default, so `accounts` is usually empty.
   *
   * JSON-RPC `debug_dumpBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block a block number or tag
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.dumpBlock("latest");
   * ```
   */
  dumpBlock(block: T.DebugBlockNumberOrTag, options?: RpcCallOptions): Promise<T.DebugDumpBlockResult>;
  /**
   * Forces a garbage collection and returns as much memory to the OS as it can.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_freeOSMemory` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.freeOSMemory();
   * ```
   */
  freeOSMemory(options?: RpcCallOptions): Promise<T.DebugFreeOSMemoryResult>;
  /**
   * The Go runtime's garbage-collection statistics (Go field names).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_gcStats` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.gcStats();
   * ```
   */
  gcStats(options?: RpcCallOptions): Promise<T.DebugGcStatsResult>;
  /**
   * The first block between two heights whose state the node holds.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Searches from `from` towards `to` (either direction; `pending` and other tags mean the current block); rejects `from and to needs to be different` when both are the same block and `no state found` when none has its state.
   *
   * JSON-RPC `debug_getAccessibleState` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param from
   * @param to
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getAccessibleState("latest", "latest");
   * ```
   */
  getAccessibleState(
    from: T.DebugBlockNumberOrTag,
    to: T.DebugBlockNumberOrTag,
    options?: RpcCallOptions,
  ): Promise<T.DebugGetAccessibleStateResult>;
  /**
   * The blocks the node refused as invalid since it started (usually none).
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. (The same list as `eth_getBadBlocks`.)
   *
   * JSON-RPC `debug_getBadBlocks` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getBadBlocks();
   * ```
   */
  getBadBlocks(options?: RpcCallOptions): Promise<T.DebugGetBadBlocksResult>;
  /**
   * The addresses whose state changed between two blocks, given by hash.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Without `endHash`, the changes of `startHash`'s block alone. The node needs the address preimages, which it does not store by default: it then answers `no preimage found for hash <key>`. Not served on firewood state.
   *
   * JSON-RPC `debug_getModifiedAccountsByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param startHash
   * @param endHash default: the changes of the start block alone
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getModifiedAccountsByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getModifiedAccountsByHash(
    startHash: T.Hash32,
    endHash?: T.Hash32,
    options?: RpcCallOptions,
  ): Promise<T.DebugGetModifiedAccountsByHashResult>;
  /**
   * The addresses whose state changed between two blocks, given by number.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Block numbers are plain JSON integers here, not hex quantities. Without `endNum`, the changes of block `startNum` alone. The node needs the address preimages, which it does not store by default: it then answers `no preimage found for hash <key>`. Not served on firewood state.
   *
   * JSON-RPC `debug_getModifiedAccountsByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param startNum
   * @param endNum default: the changes of block `startNum` alone
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getModifiedAccountsByNumber(1);
   * ```
   */
  getModifiedAccountsByNumber(
    startNum: T.DebugGetModifiedAccountsByNumberStartNum,
    endNum?: T.DebugGetModifiedAccountsByNumberEndNum,
    options?: RpcCallOptions,
  ): Promise<T.DebugGetModifiedAccountsByNumberResult>;
  /**
   * The RLP encoding of a block.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_getRawBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawBlock("latest");
   * ```
   */
  getRawBlock(
    block: T.DebugBlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.DebugGetRawBlockResult>;
  /**
   * The RLP encoding of a block header.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_getRawHeader` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawHeader("latest");
   * ```
   */
  getRawHeader(
    block: T.DebugBlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.DebugGetRawHeaderResult>;
  /**
   * The binary (EIP-2718) encodings of a block's receipts.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_getRawReceipts` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawReceipts("latest");
   * ```
   */
  getRawReceipts(
    block: T.DebugBlockNumberOrTagOrHash,
    options?: RpcCallOptions,
  ): Promise<T.DebugGetRawReceiptsResult>;
  /**
   * The binary (EIP-2718) encoding of a transaction, accepted or pending.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node. `null` for a hash the node does not know.
   *
   * JSON-RPC `debug_getRawTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawTransaction("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getRawTransaction(hash: T.Hash32, options?: RpcCallOptions): Promise<T.DebugGetRawTransactionResult>;
  /**
   * Records a Go execution trace for a while, then writes it to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; rejects while another trace runs, so it is never retried.
   *
   * JSON-RPC `debug_goTrace` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @param seconds how long to profile, in whole seconds (the call answers after that)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.goTrace('<file>', 1);
   * ```
   */
  goTrace(
    file: T.DebugGoTraceFile,
    seconds: T.DebugGoTraceSeconds,
    options?: RpcCallOptions,
  ): Promise<T.DebugGoTraceResult>;
  /**
   * The state root after each transaction of a block.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_intermediateRoots` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param blockHash
   * @param config the tracer and its options; default the struct logger
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.intermediateRoots("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  intermediateRoots(
    blockHash: T.Hash32,
    config?: T.TraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugIntermediateRootsResult>;
  /**
   * The Go runtime's memory statistics (runtime.MemStats, Go field names).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_memStats` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.memStats();
   * ```
   */
  memStats(options?: RpcCallOptions): Promise<T.DebugMemStatsResult>;
  /**
   * Records mutex contention for a while, then writes the profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; the file (pprof format) is overwritten.
   *
   * JSON-RPC `debug_mutexProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @param seconds how long to profile, in whole seconds (the call answers after that)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.mutexProfile('<file>', 1);
   * ```
   */
  mutexProfile(
    file: T.DebugMutexProfileFile,
    seconds: T.DebugMutexProfileSeconds,
    options?: RpcCallOptions,
  ): Promise<T.DebugMutexProfileResult>;
  /**
   * The preimage of a keccak-256 hash, if the node stored it.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. A node stores no preimages by default: it then answers `unknown preimage`.
   *
   * JSON-RPC `debug_preimage` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.preimage("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  preimage(hash: T.Hash32, options?: RpcCallOptions): Promise<T.DebugPreimageResult>;
  /**
   * A Go pretty-print (spew) of a block: for reading, not parsing.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_printBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param number the block number, a plain JSON integer
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.printBlock(1);
   * ```
   */
  printBlock(number: T.DebugPrintBlockNumber, options?: RpcCallOptions): Promise<T.DebugPrintBlockResult>;
  /**
   * Sets the goroutine blocking profile rate (Go runtime.SetBlockProfileRate).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. 0 turns it off; 1 records every event.
   *
   * JSON-RPC `debug_setBlockProfileRate` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param rate
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.setBlockProfileRate(1);
   * ```
   */
  setBlockProfileRate(
    rate: T.DebugSetBlockProfileRateRate,
    options?: RpcCallOptions,
  ): Promise<T.DebugSetBlockProfileRateResult>;
  /**
   * Sets the Go garbage collector's target percentage and answers the previous one.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. A negative value turns the collector off. The answer is the previous setting, which a repeat would lose, so it is never retried.
   *
   * JSON-RPC `debug_setGCPercent` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param percent
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.setGCPercent(1);
   * ```
   */
  setGCPercent(
    percent: T.DebugSetGCPercentPercent,
    options?: RpcCallOptions,
  ): Promise<T.DebugSetGCPercentResult>;
  /**
   * Sets the mutex profile fraction (Go runtime.SetMutexProfileFraction).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. 0 turns it off; 1 records every event.
   *
   * JSON-RPC `debug_setMutexProfileFraction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param rate
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.setMutexProfileFraction(1);
   * ```
   */
  setMutexProfileFraction(
    rate: T.DebugSetMutexProfileFractionRate,
    options?: RpcCallOptions,
  ): Promise<T.DebugSetMutexProfileFractionResult>;
  /**
   * The stacks of the node's goroutines, as text.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. `filter` keeps the stacks matching a boolean expression of words (`&&`, `||`, `!`); an expression that does not parse answers `""`.
   *
   * JSON-RPC `debug_stacks` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param filter e.g. `coreth && !rpc`
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.stacks();
   * ```
   */
  stacks(filter?: T.DebugStacksFilter, options?: RpcCallOptions): Promise<T.DebugStacksResult>;
  /**
   * Traces a bad block's transactions into new files on the node's disk, as standardTraceBlockToFile does.
   *
   * Served when the chain config's `eth-apis` lists `debug-file-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `bad block <hash> not found` unless `debug_getBadBlocks` lists the hash. Each call writes new files, so it is never retried.
   *
   * JSON-RPC `debug_standardTraceBadBlockToFile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param blockHash
   * @param config
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.standardTraceBadBlockToFile("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  standardTraceBadBlockToFile(
    blockHash: T.Hash32,
    config?: T.StdTraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugStandardTraceBadBlockToFileResult>;
  /**
   * Traces a block's transactions and writes each trace, as standard JSON lines, to a new file on the node's disk.
   *
   * Served when the chain config's `eth-apis` lists `debug-file-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. The files go to the node's temporary folder (named `block_<hash>-<index>-<tx>-<random>`); the answer lists their paths. Each call writes new files, so it is never retried. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_standardTraceBlockToFile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param blockHash
   * @param config the struct logger's options; `txHash` traces only that transaction
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.standardTraceBlockToFile("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  standardTraceBlockToFile(
    blockHash: T.Hash32,
    config?: T.StdTraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugStandardTraceBlockToFileResult>;
  /**
   * Starts profiling the CPU into a file, until debug_stopCPUProfile.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `CPU profiling already in progress` while one runs, so it is never retried.
   *
   * JSON-RPC `debug_startCPUProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.startCPUProfile('<file>');
   * ```
   */
  startCPUProfile(
    file: T.DebugStartCPUProfileFile,
    options?: RpcCallOptions,
  ): Promise<T.DebugStartCPUProfileResult>;
  /**
   * Starts writing a Go execution trace into a file, until debug_stopGoTrace.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects while a trace runs, so it is never retried.
   *
   * JSON-RPC `debug_startGoTrace` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.startGoTrace('<file>');
   * ```
   */
  startGoTrace(file: T.DebugStartGoTraceFile, options?: RpcCallOptions): Promise<T.DebugStartGoTraceResult>;
  /**
   * Stops the CPU profile debug_startCPUProfile started and closes its file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `CPU profiling not in progress` when none runs, so it is never retried.
   *
   * JSON-RPC `debug_stopCPUProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.stopCPUProfile();
   * ```
   */
  stopCPUProfile(options?: RpcCallOptions): Promise<T.DebugStopCPUProfileResult>;
  /**
   * Stops the Go trace debug_startGoTrace started and closes its file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `trace not in progress` when none runs, so it is never retried.
   *
   * JSON-RPC `debug_stopGoTrace` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.stopGoTrace();
   * ```
   */
  stopGoTrace(options?: RpcCallOptions): Promise<T.DebugStopGoTraceResult>;
  /**
   * A page of a contract's storage as it was before a transaction of a block ran.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node. Not served on firewood state (an error says so).
   *
   * JSON-RPC `debug_storageRangeAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block the block holding the transaction
   * @param txIndex the transaction's index in the block: the storage is read before it ran
   * @param address the contract
   * @param keyStart the hashed storage key to start from; `0x` for the first
   * @param maxResult at most this many slots
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.storageRangeAt("latest", 1, "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "0x", 1);
   * ```
   */
  storageRangeAt(
    block: T.DebugBlockNumberOrTagOrHash,
    txIndex: T.DebugStorageRangeAtTxIndex,
    address: T.Address,
    keyStart: T.Bytes,
    maxResult: T.DebugStorageRangeAtMaxResult,
    options?: RpcCallOptions,
  ): Promise<T.DebugStorageRangeAtResult>;
  /**
   * Traces every transaction of a block the node refused as invalid.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `bad block <hash> not found` unless `debug_getBadBlocks` lists the hash.
   *
   * JSON-RPC `debug_traceBadBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param blockHash
   * @param config the tracer and its options; default the struct logger
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBadBlock("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  traceBadBlock(
    blockHash: T.Hash32,
    config?: T.TraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugTraceBadBlockResult>;
  /**
   * Traces every transaction of an RLP-encoded block on top of its parent's state.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param rlp the RLP encoding of the block (as `debug_getRawBlock` answers)
   * @param config the tracer and its options; default the struct logger
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlock("0x");
   * ```
   */
  traceBlock(
    rlp: T.Bytes,
    config?: T.TraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugTraceBlockResult>;
  /**
   * Traces every transaction of a block given by hash.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param blockHash
   * @param config the tracer and its options; default the struct logger
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlockByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  traceBlockByHash(
    blockHash: T.Hash32,
    config?: T.TraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugTraceBlockByHashResult>;
  /**
   * Traces every transaction of a block given by number or tag.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param block
   * @param config the tracer and its options; default the struct logger
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlockByNumber("latest");
   * ```
   */
  traceBlockByNumber(
    block: T.DebugBlockNumberOrTag,
    config?: T.TraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugTraceBlockByNumberResult>;
  /**
   * Traces every transaction of an RLP-encoded block read from a file on the node's disk.
   *
   * Served when the chain config's `eth-apis` lists `debug-file-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlockFromFile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param file a file path on the NODE's file system (`~/` is the node's home); holding the block's RLP bytes
   * @param config the tracer and its options; default the struct logger
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlockFromFile('<file>');
   * ```
   */
  traceBlockFromFile(
    file: T.DebugTraceBlockFromFileFile,
    config?: T.TraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugTraceBlockFromFileResult>;
  /**
   * Traces a call run on top of a block's state, without creating a transaction.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceCall` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param transaction the call: from, to, gas, value, input...
   * @param block the block whose state the call runs on
   * @param config the tracer, its options and state/block overrides
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceCall({}, "latest");
   * ```
   */
  traceCall(
    transaction: T.DebugCallObject,
    block: T.DebugBlockNumberOrTagOrHash,
    config?: T.TraceCallConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugTraceCallResult>;
  /**
   * Traces one accepted transaction.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param hash
   * @param config the tracer and its options; default the struct logger
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceTransaction("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  traceTransaction(
    hash: T.Hash32,
    config?: T.TraceConfig,
    options?: RpcCallOptions,
  ): Promise<T.DebugTraceTransactionResult>;
  /**
   * Sets the log level of the chain's EVM logger (a slog level number).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_verbosity` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param level a log/slog level: -4 debug, 0 info, 4 warn, 8 error
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.verbosity(1);
   * ```
   */
  verbosity(level: T.DebugVerbosityLevel, options?: RpcCallOptions): Promise<T.DebugVerbosityResult>;
  /**
   * Sets per-source-file log levels of the chain's EVM logger (`file.go=level,...`).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_vmodule` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param pattern a glog-style pattern such as `eth/*=5,p2p=4`; `""` clears it
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.vmodule('<pattern>');
   * ```
   */
  vmodule(pattern: T.DebugVmodulePattern, options?: RpcCallOptions): Promise<T.DebugVmoduleResult>;
  /**
   * Writes the goroutine blocking profile recorded so far to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Records nothing unless a rate is set (`debug_setBlockProfileRate`); the file is overwritten.
   *
   * JSON-RPC `debug_writeBlockProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.writeBlockProfile('<file>');
   * ```
   */
  writeBlockProfile(
    file: T.DebugWriteBlockProfileFile,
    options?: RpcCallOptions,
  ): Promise<T.DebugWriteBlockProfileResult>;
  /**
   * Writes a heap (allocation) profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. The file is overwritten.
   *
   * JSON-RPC `debug_writeMemProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.writeMemProfile('<file>');
   * ```
   */
  writeMemProfile(
    file: T.DebugWriteMemProfileFile,
    options?: RpcCallOptions,
  ): Promise<T.DebugWriteMemProfileResult>;
  /**
   * Writes the mutex contention profile recorded so far to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Records nothing unless a fraction is set (`debug_setMutexProfileFraction`); the file is overwritten.
   *
   * JSON-RPC `debug_writeMutexProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.writeMutexProfile('<file>');
   * ```
   */
  writeMutexProfile(
    file: T.DebugWriteMutexProfileFile,
    options?: RpcCallOptions,
  ): Promise<T.DebugWriteMutexProfileResult>;
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

/** The `warp` methods (5). */
export interface WarpNamespace {
  /**
   * An accepted block's hash as a Warp message, signed by enough of the subnet's validators.
   *
   * Served when the chain config has `warp-api-enabled: true`. Asks the subnet's validators (over the peer network) for their BLS signatures and answers the signed message once signers holding `quorumNum` percent of the weight have signed; a network with sybil protection off has no validator set and answers `cannot aggregate signatures from subnet with no validators`.
   *
   * JSON-RPC `warp_getBlockAggregateSignature` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param blockID the block hash in CB58
   * @param quorumNum the percentage of the validators' weight that must sign (out of 100; Warp verification asks at least 67)
   * @param subnetID the subnet whose validators sign; `""` for the chain's own subnet (the primary network for the C chain)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.warp.getBlockAggregateSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn", 1, '<subnetID>');
   * ```
   */
  getBlockAggregateSignature(
    blockID: T.WarpId,
    quorumNum: T.WarpGetBlockAggregateSignatureQuorumNum,
    subnetID: T.WarpGetBlockAggregateSignatureSubnetID,
    options?: RpcCallOptions,
  ): Promise<T.WarpGetBlockAggregateSignatureResult>;
  /**
   * This node's BLS signature of an accepted block's hash, as a Warp message.
   *
   * Served when the chain config has `warp-api-enabled: true`. Only accepted blocks are signed.
   *
   * JSON-RPC `warp_getBlockSignature` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param blockID the block hash in CB58 (the same 32 bytes as the 0x hash)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.warp.getBlockSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
   * ```
   */
  getBlockSignature(blockID: T.WarpId, options?: RpcCallOptions): Promise<T.WarpGetBlockSignatureResult>;
  /**
   * An unsigned Warp message this chain sent, by its id.
   *
   * Served when the chain config has `warp-api-enabled: true`. The id is the `unsignedMessageID` of the Warp precompile's `SendWarpMessage` log (its third topic), in CB58. Rejects `failed to get message <id> with error not found` for an id the chain does not know.
   *
   * JSON-RPC `warp_getMessage` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param messageID the message id (CB58)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.warp.getMessage("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
   * ```
   */
  getMessage(messageID: T.WarpId, options?: RpcCallOptions): Promise<T.WarpGetMessageResult>;
  /**
   * A Warp message the chain sent, signed by enough of the subnet's validators.
   *
   * Served when the chain config has `warp-api-enabled: true`. Asks the subnet's validators (over the peer network) for their BLS signatures and answers the signed message once signers holding `quorumNum` percent of the weight have signed; a network with sybil protection off has no validator set and answers `cannot aggregate signatures from subnet with no validators`.
   *
   * JSON-RPC `warp_getMessageAggregateSignature` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param messageID the message id (CB58)
   * @param quorumNum the percentage of the validators' weight that must sign (out of 100; Warp verification asks at least 67)
   * @param subnetID the subnet whose validators sign; `""` for the chain's own subnet (the primary network for the C chain)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.warp.getMessageAggregateSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn", 1, '<subnetID>');
   * ```
   */
  getMessageAggregateSignature(
    messageID: T.WarpId,
    quorumNum: T.WarpGetMessageAggregateSignatureQuorumNum,
    subnetID: T.WarpGetMessageAggregateSignatureSubnetID,
    options?: RpcCallOptions,
  ): Promise<T.WarpGetMessageAggregateSignatureResult>;
  /**
   * This node's BLS signature of a Warp message the chain sent.
   *
   * Served when the chain config has `warp-api-enabled: true`. Rejects like warp_getMessage for an unknown id.
   *
   * JSON-RPC `warp_getMessageSignature` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * @param messageID the message id (CB58)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.warp.getMessageSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
   * ```
   */
  getMessageSignature(
    messageID: T.WarpId,
    options?: RpcCallOptions,
  ): Promise<T.WarpGetMessageSignatureResult>;
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
  debug: DebugNamespace;
  eth: EthNamespace;
  net: NetNamespace;
  proposervm: ProposervmNamespace;
  validators: ValidatorsNamespace;
  warp: WarpNamespace;
  web3: Web3Namespace;
}
