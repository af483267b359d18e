// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
import type { JsonRpcCallOptions } from '@pkg/core';
import type * as T from './types.js';

/** The `admin` methods (8). */
export interface AdminNamespace {
  /**
   * Writes the chain's blocks (RLP, gzip if the name ends in .gz) to a file on the node's machine: true. Refuses a file that exists.
   *
   * Served when the chain's `eth-apis` holds `admin` (off by default). Served on the chain's `/rpc` endpoint as `admin_exportChain`/`admin_importChain` (positional params) under every wireNames setting, unlike the chain's admin API at `/admin`. The file is on the node's machine.
   *
   * JSON-RPC `admin_exportChain` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @param file a path on the node's machine
   * @param first the first block, default 0 (`null` is read as absent)
   * @param last the last block, default the last accepted (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.exportChain('<file>');
   * ```
   */
  exportChain(
    file: T.AdminExportChainFile,
    first?: T.AdminExportChainFirst | null,
    last?: T.AdminExportChainLast | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.AdminExportChainResult>;
  /**
   * The chain VM's configuration.
   *
   * JSON-RPC `admin_getVMConfig` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.getVMConfig();
   * ```
   */
  getVMConfig(options?: JsonRpcCallOptions): Promise<T.AdminGetVMConfigResult>;
  /**
   * Imports blocks from an RLP file on the node's machine (what admin_exportChain writes): true.
   *
   * Served when the chain's `eth-apis` holds `admin` (off by default). Served on the chain's `/rpc` endpoint as `admin_exportChain`/`admin_importChain` (positional params) under every wireNames setting, unlike the chain's admin API at `/admin`. The file is on the node's machine.
   *
   * JSON-RPC `admin_importChain` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @param file a path on the node's machine
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.importChain('<file>');
   * ```
   */
  importChain(file: T.AdminImportChainFile, options?: JsonRpcCallOptions): Promise<T.AdminImportChainResult>;
  /**
   * Writes mutex statistics to a file.
   *
   * JSON-RPC `admin_lockProfile` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.lockProfile();
   * ```
   */
  lockProfile(options?: JsonRpcCallOptions): Promise<T.AdminLockProfileResult>;
  /**
   * Writes a memory profile to a file.
   *
   * JSON-RPC `admin_memoryProfile` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.memoryProfile();
   * ```
   */
  memoryProfile(options?: JsonRpcCallOptions): Promise<T.AdminMemoryProfileResult>;
  /**
   * Sets the chain's log level.
   *
   * JSON-RPC `admin_setLogLevel` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Node-specific: public API servers do not serve it.
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.setLogLevel({ level: '<level>' });
   * ```
   */
  setLogLevel(args: T.AdminSetLogLevelArgs, options?: JsonRpcCallOptions): Promise<T.AdminSetLogLevelResult>;
  /**
   * Starts CPU profiling.
   *
   * JSON-RPC `admin_startCPUProfiler` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.startCPUProfiler();
   * ```
   */
  startCPUProfiler(options?: JsonRpcCallOptions): Promise<T.AdminStartCPUProfilerResult>;
  /**
   * Stops CPU profiling and writes the profile to a file.
   *
   * JSON-RPC `admin_stopCPUProfiler` at `/ext/bc/{blockchainId}/admin` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.admin.stopCPUProfiler();
   * ```
   */
  stopCPUProfiler(options?: JsonRpcCallOptions): Promise<T.AdminStopCPUProfilerResult>;
}

/** The `atomic` methods (5). */
export interface AtomicNamespace {
  /**
   * An atomic transaction by id.
   *
   * Under Helicon (AvalancheGo v1.15) the C-Chain answers accepted txs only (an error for any other), always with `blockHeight`; before it, a tx it still knows of too (without `blockHeight` until accepted).
   *
   * JSON-RPC `atomic.getAtomicTx` at `/ext/bc/C/atomic` (positional params).
   * Served on: the C-Chain (before and under Helicon).
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.getAtomicTx({ txID: '<txID>' });
   * ```
   */
  getAtomicTx(
    args: T.AtomicGetAtomicTxArgs,
    options?: JsonRpcCallOptions,
  ): Promise<T.AtomicGetAtomicTxResult>;
  /**
   * The status of an atomic transaction.
   *
   * Deprecated by AvalancheGo v1.15 (use `atomic.getAtomicTx`). Before Helicon the C-Chain answers `Accepted`, `Processing`, `Dropped` or `Unknown`; under Helicon only `Accepted` (with `blockHeight`) or `Unknown` (the tx is not in the C-Chain's state yet, or never will be).
   *
   * JSON-RPC `atomic.getAtomicTxStatus` at `/ext/bc/C/atomic` (positional params).
   * Served on: the C-Chain (before and under Helicon).
   * @param args
   * @deprecated Deprecated since v1.15.0.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.getAtomicTxStatus({ txID: '<txID>' });
   * ```
   */
  getAtomicTxStatus(
    args: T.AtomicGetAtomicTxStatusArgs,
    options?: JsonRpcCallOptions,
  ): Promise<T.AtomicGetAtomicTxStatusResult>;
  /**
   * UTXOs of addresses exported to the C chain from sourceChain; page with the previous endIndex as startIndex.
   *
   * Under Helicon (AvalancheGo v1.15) the last page ends with a sentinel `endIndex` (address: the C-Chain address of 20 0xff bytes; utxo: the id of 32 0xff bytes); sent back as `startIndex` it answers no UTXOs and the zero address and empty id. Before Helicon the last page's `endIndex` is the last UTXO returned. Either way, a page with fewer UTXOs than `limit` is the last.
   *
   * JSON-RPC `atomic.getUTXOs` at `/ext/bc/C/atomic` (positional params).
   * Served on: the C-Chain (before and under Helicon).
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.getUTXOs({ addresses: ['<addresses>'], sourceChain: '<sourceChain>' });
   * ```
   */
  getUTXOs(args: T.AtomicGetUTXOsArgs, options?: JsonRpcCallOptions): Promise<T.AtomicGetUTXOsResult>;
  /**
   * Submits a signed atomic transaction. A submit: never retried.
   *
   * JSON-RPC `atomic.issueTx` at `/ext/bc/C/atomic` (positional params).
   * Served on: the C-Chain (before and under Helicon).
   * Not safe to repeat: never retried.
   * @param args
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.issueTx({ tx: '<tx>' });
   * ```
   */
  issueTx(args: T.AtomicIssueTxArgs, options?: JsonRpcCallOptions): Promise<T.AtomicIssueTxResult>;
  /**
   * The version of the C chain's VM (coreth), such as `v0.15.4`.
   *
   * Served by the C chain's atomic API; deployed nodes answer it as `avax.version` at /ext/bc/C/avax.
   *
   * JSON-RPC `atomic.version` at `/ext/bc/C/atomic` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15); removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.atomic.version();
   * ```
   */
  version(options?: JsonRpcCallOptions): Promise<T.AtomicVersionResult>;
}

/** The `debug` methods (49). */
export interface DebugNamespace {
  /**
   * A page of the accounts of the state at a block (at most 256).
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Accounts whose address the node has no preimage of are listed under `pre(<key>)` only with `incompletes`; a node stores no preimages by default, so without `incompletes` the page is usually empty.
   *
   * JSON-RPC `debug_accountRange` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    block: T.BlockNumberOrTagOrHash,
    start: T.Bytes,
    maxResults: T.DebugAccountRangeMaxResults,
    nocode: T.DebugAccountRangeNocode,
    nostorage: T.DebugAccountRangeNostorage,
    incompletes: T.DebugAccountRangeIncompletes,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugAccountRangeResult>;
  /**
   * Records goroutine blocking events for a while, then writes the profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; the file (pprof format) is overwritten.
   *
   * JSON-RPC `debug_blockProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugBlockProfileResult>;
  /**
   * Compacts the node's key-value database, one key range at a time (slow).
   *
   * JSON-RPC `debug_chaindbCompact` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: no chain by default. Registered by the SAE RPC server (v1.15, libevm's DebugAPI) only when its DB-inspecting switch is on; the C-Chain of AvalancheGo v1.15.0-fuji has no setting that turns it on (`enable-db-inspecting-api` is a deprecated C-Chain config), and neither coreth (the C-Chain before Helicon) nor Subnet-EVM registers it: a node of these versions answers -32601.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.chaindbCompact();
   * ```
   */
  chaindbCompact(options?: JsonRpcCallOptions): Promise<T.DebugChaindbCompactResult>;
  /**
   * A property of the key-value database (its `Stat`): a text for reading.
   *
   * JSON-RPC `debug_chaindbProperty` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: no chain by default. Registered by the SAE RPC server (v1.15, libevm's DebugAPI) only when its DB-inspecting switch is on; the C-Chain of AvalancheGo v1.15.0-fuji has no setting that turns it on (`enable-db-inspecting-api` is a deprecated C-Chain config), and neither coreth (the C-Chain before Helicon) nor Subnet-EVM registers it: a node of these versions answers -32601.
   * Node-specific: public API servers do not serve it.
   * @param property the database property to read
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.chaindbProperty('<property>');
   * ```
   */
  chaindbProperty(
    property: T.DebugChaindbPropertyProperty,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugChaindbPropertyResult>;
  /**
   * Profiles the CPU for a while, then writes the profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; rejects `CPU profiling already in progress` while another CPU profile runs, so it is never retried.
   *
   * JSON-RPC `debug_cpuProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugCpuProfileResult>;
  /**
   * A blob of the append-only ancient store: `kind` and item number.
   *
   * JSON-RPC `debug_dbAncient` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: no chain by default. Registered by the SAE RPC server (v1.15, libevm's DebugAPI) only when its DB-inspecting switch is on; the C-Chain of AvalancheGo v1.15.0-fuji has no setting that turns it on (`enable-db-inspecting-api` is a deprecated C-Chain config), and neither coreth (the C-Chain before Helicon) nor Subnet-EVM registers it: a node of these versions answers -32601.
   * Node-specific: public API servers do not serve it.
   * @param kind the ancient table (`headers`, `hashes`, `bodies`, `receipts`, `diffs`)
   * @param number the item number, a plain JSON integer (Go uint64)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.dbAncient('<kind>', 1);
   * ```
   */
  dbAncient(
    kind: T.DebugDbAncientKind,
    number: T.DebugDbAncientNumber,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugDbAncientResult>;
  /**
   * How many items the ancient store holds (a plain JSON integer).
   *
   * JSON-RPC `debug_dbAncients` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: no chain by default. Registered by the SAE RPC server (v1.15, libevm's DebugAPI) only when its DB-inspecting switch is on; the C-Chain of AvalancheGo v1.15.0-fuji has no setting that turns it on (`enable-db-inspecting-api` is a deprecated C-Chain config), and neither coreth (the C-Chain before Helicon) nor Subnet-EVM registers it: a node of these versions answers -32601.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.dbAncients();
   * ```
   */
  dbAncients(options?: JsonRpcCallOptions): Promise<T.DebugDbAncientsResult>;
  /**
   * The raw value of a key of the key-value database.
   *
   * JSON-RPC `debug_dbGet` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: no chain by default. Registered by the SAE RPC server (v1.15, libevm's DebugAPI) only when its DB-inspecting switch is on; the C-Chain of AvalancheGo v1.15.0-fuji has no setting that turns it on (`enable-db-inspecting-api` is a deprecated C-Chain config), and neither coreth (the C-Chain before Helicon) nor Subnet-EVM registers it: a node of these versions answers -32601.
   * Node-specific: public API servers do not serve it.
   * @param key the key, 0x-prefixed hex or a plain string (its bytes)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.dbGet('<key>');
   * ```
   */
  dbGet(key: T.DebugDbGetKey, options?: JsonRpcCallOptions): Promise<T.DebugDbGetResult>;
  /**
   * The accounts of the state at a block (at most 256, only those whose address is known).
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. A node stores no address preimages by default, so `accounts` is usually empty.
   *
   * JSON-RPC `debug_dumpBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param block a block number or tag
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.dumpBlock("latest");
   * ```
   */
  dumpBlock(block: T.BlockNumberOrTag, options?: JsonRpcCallOptions): Promise<T.DebugDumpBlockResult>;
  /**
   * Forces a garbage collection and returns as much memory to the OS as it can.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_freeOSMemory` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.freeOSMemory();
   * ```
   */
  freeOSMemory(options?: JsonRpcCallOptions): Promise<T.DebugFreeOSMemoryResult>;
  /**
   * The Go runtime's garbage-collection statistics (Go field names).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_gcStats` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.gcStats();
   * ```
   */
  gcStats(options?: JsonRpcCallOptions): Promise<T.DebugGcStatsResult>;
  /**
   * The first block between two heights whose state the node holds.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Searches from `from` towards `to` (either direction; `pending` and other tags mean the current block); rejects `from and to needs to be different` when both are the same block and `no state found` when none has its state.
   *
   * JSON-RPC `debug_getAccessibleState` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    from: T.BlockNumberOrTag,
    to: T.BlockNumberOrTag,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugGetAccessibleStateResult>;
  /**
   * The blocks the node refused as invalid since it started (usually none).
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. (The same list as `eth_getBadBlocks`.)
   *
   * JSON-RPC `debug_getBadBlocks` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getBadBlocks();
   * ```
   */
  getBadBlocks(options?: JsonRpcCallOptions): Promise<T.DebugGetBadBlocksResult>;
  /**
   * The addresses whose state changed between two blocks, given by hash.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Without `endHash`, the changes of `startHash`'s block alone. The node needs the address preimages, which it does not store by default: it then answers `no preimage found for hash <key>`. Not served on firewood state.
   *
   * JSON-RPC `debug_getModifiedAccountsByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param startHash
   * @param endHash default: the changes of the start block alone (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getModifiedAccountsByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getModifiedAccountsByHash(
    startHash: T.Hash32,
    endHash?: T.Hash32 | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugGetModifiedAccountsByHashResult>;
  /**
   * The addresses whose state changed between two blocks, given by number.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. Block numbers are plain JSON integers here, not hex quantities. Without `endNum`, the changes of block `startNum` alone. The node needs the address preimages, which it does not store by default: it then answers `no preimage found for hash <key>`. Not served on firewood state.
   *
   * JSON-RPC `debug_getModifiedAccountsByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param startNum
   * @param endNum default: the changes of block `startNum` alone (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getModifiedAccountsByNumber(1);
   * ```
   */
  getModifiedAccountsByNumber(
    startNum: T.DebugGetModifiedAccountsByNumberStartNum,
    endNum?: T.DebugGetModifiedAccountsByNumberEndNum | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugGetModifiedAccountsByNumberResult>;
  /**
   * The RLP encoding of a block.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_getRawBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param block
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawBlock("latest");
   * ```
   */
  getRawBlock(
    block: T.BlockNumberOrTagOrHash,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugGetRawBlockResult>;
  /**
   * The RLP encoding of a block header.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_getRawHeader` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param block
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawHeader("latest");
   * ```
   */
  getRawHeader(
    block: T.BlockNumberOrTagOrHash,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugGetRawHeaderResult>;
  /**
   * The binary (EIP-2718) encodings of a block's receipts.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_getRawReceipts` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param block
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawReceipts("latest");
   * ```
   */
  getRawReceipts(
    block: T.BlockNumberOrTagOrHash,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugGetRawReceiptsResult>;
  /**
   * The binary (EIP-2718) encoding of a transaction, accepted or pending.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node. `null` for a hash the node does not know.
   *
   * JSON-RPC `debug_getRawTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.getRawTransaction("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getRawTransaction(hash: T.Hash32, options?: JsonRpcCallOptions): Promise<T.DebugGetRawTransactionResult>;
  /**
   * Records a Go execution trace for a while, then writes it to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; rejects while another trace runs, so it is never retried.
   *
   * JSON-RPC `debug_goTrace` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugGoTraceResult>;
  /**
   * The state root after each transaction of a block.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_intermediateRoots` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash
   * @param config the tracer and its options; default the struct logger (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.intermediateRoots("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  intermediateRoots(
    blockHash: T.Hash32,
    config?: T.TraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugIntermediateRootsResult>;
  /**
   * The Go runtime's memory statistics (runtime.MemStats, Go field names).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_memStats` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.memStats();
   * ```
   */
  memStats(options?: JsonRpcCallOptions): Promise<T.DebugMemStatsResult>;
  /**
   * Records mutex contention for a while, then writes the profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Answers after `seconds`; the file (pprof format) is overwritten.
   *
   * JSON-RPC `debug_mutexProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugMutexProfileResult>;
  /**
   * The preimage of a keccak-256 hash, if the node stored it.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. A node stores no preimages by default: it then answers `unknown preimage`.
   *
   * JSON-RPC `debug_preimage` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.preimage("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  preimage(hash: T.Hash32, options?: JsonRpcCallOptions): Promise<T.DebugPreimageResult>;
  /**
   * A Go pretty-print (spew) of a block: for reading, not parsing.
   *
   * Served when the chain config's `eth-apis` lists `internal-debug`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_printBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param number the block number, a plain JSON integer
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.printBlock(1);
   * ```
   */
  printBlock(number: T.DebugPrintBlockNumber, options?: JsonRpcCallOptions): Promise<T.DebugPrintBlockResult>;
  /**
   * Sets the goroutine blocking profile rate (Go runtime.SetBlockProfileRate).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. 0 turns it off; 1 records every event.
   *
   * JSON-RPC `debug_setBlockProfileRate` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugSetBlockProfileRateResult>;
  /**
   * Sets the Go garbage collector's target percentage and answers the previous one.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. A negative value turns the collector off. The answer is the previous setting, which a repeat would lose, so it is never retried.
   *
   * JSON-RPC `debug_setGCPercent` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugSetGCPercentResult>;
  /**
   * Rewinds the chain head to a block (SAE: a no-op that only logs; answers null).
   *
   * JSON-RPC `debug_setHead` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: no chain by default. Registered by the SAE RPC server (v1.15, libevm's DebugAPI) only when its DB-inspecting switch is on; the C-Chain of AvalancheGo v1.15.0-fuji has no setting that turns it on (`enable-db-inspecting-api` is a deprecated C-Chain config), and neither coreth (the C-Chain before Helicon) nor Subnet-EVM registers it: a node of these versions answers -32601.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @param number the block number, a hex quantity
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.setHead("0x0");
   * ```
   */
  setHead(number: T.BlockNumber, options?: JsonRpcCallOptions): Promise<T.DebugSetHeadResult>;
  /**
   * Sets the mutex profile fraction (Go runtime.SetMutexProfileFraction).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. 0 turns it off; 1 records every event.
   *
   * JSON-RPC `debug_setMutexProfileFraction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugSetMutexProfileFractionResult>;
  /**
   * The stacks of the node's goroutines, as text.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. `filter` keeps the stacks matching a boolean expression of words (`&&`, `||`, `!`); an expression that does not parse answers `""`.
   *
   * JSON-RPC `debug_stacks` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param filter e.g. `coreth && !rpc` (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.stacks();
   * ```
   */
  stacks(filter?: T.DebugStacksFilter | null, options?: JsonRpcCallOptions): Promise<T.DebugStacksResult>;
  /**
   * Traces a bad block's transactions into new files on the node's disk, as standardTraceBlockToFile does.
   *
   * Served when the chain config's `eth-apis` lists `debug-file-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `bad block <hash> not found` unless `debug_getBadBlocks` lists the hash. Each call writes new files, so it is never retried.
   *
   * JSON-RPC `debug_standardTraceBadBlockToFile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Not safe to repeat: never retried.
   * @param blockHash
   * @param config  (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.standardTraceBadBlockToFile("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  standardTraceBadBlockToFile(
    blockHash: T.Hash32,
    config?: T.StdTraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugStandardTraceBadBlockToFileResult>;
  /**
   * Traces a block's transactions and writes each trace, as standard JSON lines, to a new file on the node's disk.
   *
   * Served when the chain config's `eth-apis` lists `debug-file-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. The files go to the node's temporary folder (named `block_<hash>-<index>-<tx>-<random>`); the answer lists their paths. Each call writes new files, so it is never retried. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_standardTraceBlockToFile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Not safe to repeat: never retried.
   * @param blockHash
   * @param config the struct logger's options; `txHash` traces only that transaction (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.standardTraceBlockToFile("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  standardTraceBlockToFile(
    blockHash: T.Hash32,
    config?: T.StdTraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugStandardTraceBlockToFileResult>;
  /**
   * Starts profiling the CPU into a file, until debug_stopCPUProfile.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `CPU profiling already in progress` while one runs, so it is never retried.
   *
   * JSON-RPC `debug_startCPUProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugStartCPUProfileResult>;
  /**
   * Starts writing a Go execution trace into a file, until debug_stopGoTrace.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects while a trace runs, so it is never retried.
   *
   * JSON-RPC `debug_startGoTrace` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * @param file a file path on the NODE's file system (`~/` is the node's home)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.startGoTrace('<file>');
   * ```
   */
  startGoTrace(
    file: T.DebugStartGoTraceFile,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugStartGoTraceResult>;
  /**
   * Stops the CPU profile debug_startCPUProfile started and closes its file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `CPU profiling not in progress` when none runs, so it is never retried.
   *
   * JSON-RPC `debug_stopCPUProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.stopCPUProfile();
   * ```
   */
  stopCPUProfile(options?: JsonRpcCallOptions): Promise<T.DebugStopCPUProfileResult>;
  /**
   * Stops the Go trace debug_startGoTrace started and closes its file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `trace not in progress` when none runs, so it is never retried.
   *
   * JSON-RPC `debug_stopGoTrace` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.stopGoTrace();
   * ```
   */
  stopGoTrace(options?: JsonRpcCallOptions): Promise<T.DebugStopGoTraceResult>;
  /**
   * A page of a contract's storage as it was before a transaction of a block ran.
   *
   * Served when the chain config's `eth-apis` lists `debug`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node. Not served on firewood state (an error says so).
   *
   * JSON-RPC `debug_storageRangeAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    block: T.BlockNumberOrTagOrHash,
    txIndex: T.DebugStorageRangeAtTxIndex,
    address: T.Address,
    keyStart: T.Bytes,
    maxResult: T.DebugStorageRangeAtMaxResult,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugStorageRangeAtResult>;
  /**
   * Traces every transaction of a block the node refused as invalid.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. Rejects `bad block <hash> not found` unless `debug_getBadBlocks` lists the hash.
   *
   * JSON-RPC `debug_traceBadBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash
   * @param config the tracer and its options; default the struct logger (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBadBlock("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  traceBadBlock(
    blockHash: T.Hash32,
    config?: T.TraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugTraceBadBlockResult>;
  /**
   * Traces every transaction of an RLP-encoded block on top of its parent's state.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlock` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param rlp the RLP encoding of the block (as `debug_getRawBlock` answers)
   * @param config the tracer and its options; default the struct logger (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlock("0x");
   * ```
   */
  traceBlock(
    rlp: T.Bytes,
    config?: T.TraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugTraceBlockResult>;
  /**
   * Traces every transaction of a block given by hash.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash
   * @param config the tracer and its options; default the struct logger (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlockByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  traceBlockByHash(
    blockHash: T.Hash32,
    config?: T.TraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugTraceBlockByHashResult>;
  /**
   * Traces every transaction of a block given by number or tag.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block
   * @param config the tracer and its options; default the struct logger (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlockByNumber("latest");
   * ```
   */
  traceBlockByNumber(
    block: T.BlockNumberOrTag,
    config?: T.TraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugTraceBlockByNumberResult>;
  /**
   * Traces every transaction of an RLP-encoded block read from a file on the node's disk.
   *
   * Served when the chain config's `eth-apis` lists `debug-file-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceBlockFromFile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param file a file path on the NODE's file system (`~/` is the node's home); holding the block's RLP bytes
   * @param config the tracer and its options; default the struct logger (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceBlockFromFile('<file>');
   * ```
   */
  traceBlockFromFile(
    file: T.DebugTraceBlockFromFileFile,
    config?: T.TraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugTraceBlockFromFileResult>;
  /**
   * Traces a call run on top of a block's state, without creating a transaction.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceCall` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param transaction the call: from, to, gas, value, input...
   * @param block the block whose state the call runs on
   * @param config the tracer, its options and state/block overrides (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceCall({}, "latest");
   * ```
   */
  traceCall(
    transaction: T.GenericTransaction,
    block: T.BlockNumberOrTagOrHash,
    config?: T.TraceCallConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugTraceCallResult>;
  /**
   * Traces one accepted transaction.
   *
   * Served when the chain config's `eth-apis` lists `debug-tracer`. The public API node turns the `debug_` namespace off: call it on your own node. coreth keeps the state of recent blocks only in memory and re-executes no history to rebuild it (no `reexec` on the C chain), so a block whose state is gone answers an error such as `required historical state unavailable`; trace a block soon after it is accepted, or on an archive node.
   *
   * JSON-RPC `debug_traceTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param hash
   * @param config the tracer and its options; default the struct logger (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.traceTransaction("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  traceTransaction(
    hash: T.Hash32,
    config?: T.TraceConfig | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugTraceTransactionResult>;
  /**
   * Sets the log level of the chain's EVM logger (a slog level number).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_verbosity` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param level a log/slog level: -4 debug, 0 info, 4 warn, 8 error
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.verbosity(1);
   * ```
   */
  verbosity(level: T.DebugVerbosityLevel, options?: JsonRpcCallOptions): Promise<T.DebugVerbosityResult>;
  /**
   * Sets per-source-file log levels of the chain's EVM logger (`file.go=level,...`).
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node.
   *
   * JSON-RPC `debug_vmodule` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param pattern a glog-style pattern such as `eth/*=5,p2p=4`; `""` clears it
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.debug.vmodule('<pattern>');
   * ```
   */
  vmodule(pattern: T.DebugVmodulePattern, options?: JsonRpcCallOptions): Promise<T.DebugVmoduleResult>;
  /**
   * Writes the goroutine blocking profile recorded so far to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Records nothing unless a rate is set (`debug_setBlockProfileRate`); the file is overwritten.
   *
   * JSON-RPC `debug_writeBlockProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugWriteBlockProfileResult>;
  /**
   * Writes a heap (allocation) profile to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. The file is overwritten.
   *
   * JSON-RPC `debug_writeMemProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugWriteMemProfileResult>;
  /**
   * Writes the mutex contention profile recorded so far to a file.
   *
   * Served when the chain config's `eth-apis` lists `debug-handler`. The public API node turns the `debug_` namespace off: call it on your own node. Records nothing unless a fraction is set (`debug_setMutexProfileFraction`); the file is overwritten.
   *
   * JSON-RPC `debug_writeMutexProfile` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.DebugWriteMutexProfileResult>;
}

/** The `eth` methods (57). */
export interface EthNamespace {
  /**
   * The addresses of the node's keystore accounts.
   *
   * Served when the chain's `eth-apis` holds `internal-account` (off by default). [] on a node without keystore accounts.
   *
   * JSON-RPC `eth_accounts` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.eth.accounts();
   * ```
   */
  accounts(options?: JsonRpcCallOptions): Promise<T.EthAccountsResult>;
  /**
   * The base fee of the next block, in wei.
   *
   * JSON-RPC `eth_baseFee` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.baseFee();
   * ```
   */
  baseFee(options?: JsonRpcCallOptions): Promise<T.EthBaseFeeResult>;
  /**
   * The number of the last accepted block.
   *
   * JSON-RPC `eth_blockNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.blockNumber();
   * ```
   */
  blockNumber(options?: JsonRpcCallOptions): Promise<T.EthBlockNumberResult>;
  /**
   * Runs a call without creating a transaction and returns its output.
   *
   * JSON-RPC `eth_call` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param transaction the call: to, data/input, from, gas, value...
   * @param block default latest (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.call({});
   * ```
   */
  call(
    transaction: T.GenericTransaction,
    block?: T.BlockNumberOrTagOrHash | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthCallResult>;
  /**
   * Runs a call like eth_call and returns the gas used, the EVM error and its code, and the return data instead of failing on a revert.
   *
   * Avalanche extra. Served when the chain's `eth-apis` holds `internal-blockchain` (on by default). `gas` is a JSON number here, not a hex quantity.
   *
   * JSON-RPC `eth_callDetailed` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param transaction the call
   * @param block block number, tag, hash or EIP-1898 object (required by the node)
   * @param stateOverrides accounts to override for the call (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.callDetailed({}, "latest");
   * ```
   */
  callDetailed(
    transaction: T.GenericTransaction,
    block: T.BlockNumberOrTagOrHash,
    stateOverrides?: T.StateOverrides | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthCallDetailedResult>;
  /**
   * The chain id (43114 on mainnet C chain, 43113 on the test network).
   *
   * JSON-RPC `eth_chainId` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.chainId();
   * ```
   */
  chainId(options?: JsonRpcCallOptions): Promise<T.EthChainIdResult>;
  /**
   * The address block rewards go to (the chain's fee recipient; `0x0100…0000`, the burn address, on the C chain unless `feeRecipient` is set).
   *
   * Served when the chain's `eth-apis` holds `eth` (on by default).
   *
   * JSON-RPC `eth_coinbase` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.coinbase();
   * ```
   */
  coinbase(options?: JsonRpcCallOptions): Promise<T.EthCoinbaseResult>;
  /**
   * The access list a transaction would use, and the gas it would use with it.
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default). A transaction that fails still answers, with `error` set; the node refuses one it cannot even apply (no funds for the gas at `gasPrice`).
   *
   * JSON-RPC `eth_createAccessList` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param transaction the transaction: from, to, gas, value, input...
   * @param block block number, tag, hash or EIP-1898 object; default latest (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.createAccessList({});
   * ```
   */
  createAccessList(
    transaction: T.GenericTransaction,
    block?: T.BlockNumberOrTagOrHash | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthCreateAccessListResult>;
  /**
   * Estimates the gas a transaction needs.
   *
   * JSON-RPC `eth_estimateGas` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param transaction the call: to, data/input, from, gas, value...
   * @param block default latest (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.estimateGas({});
   * ```
   */
  estimateGas(
    transaction: T.GenericTransaction,
    block?: T.BlockNumberOrTagOrHash | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthEstimateGasResult>;
  /**
   * Same as eth_coinbase (its older name).
   *
   * Served when the chain's `eth-apis` holds `eth` (on by default).
   *
   * JSON-RPC `eth_etherbase` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.etherbase();
   * ```
   */
  etherbase(options?: JsonRpcCallOptions): Promise<T.EthEtherbaseResult>;
  /**
   * Subnet EVM: the fee configuration at a block and the block where it last changed.
   *
   * JSON-RPC `eth_feeConfig` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: Subnet-EVM chains.
   * @param block block number, tag or hash; default latest (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.feeConfig();
   * ```
   */
  feeConfig(
    block?: T.BlockNumberOrTagOrHash | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthFeeConfigResult>;
  /**
   * Base fees, gas used ratios and priority fee percentiles of a range of blocks ending at newestBlock.
   *
   * JSON-RPC `eth_feeHistory` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockCount number of blocks, hex quantity; nodes answer at most 2,048 (coreth's and SAE's cap: a larger count is cut to 2,048, not refused)
   * @param newestBlock the last block of the range
   * @param rewardPercentiles increasing percentiles of priority fees to sample per block, at most 100 (nodes refuse more); [] is sent when left out (an AvalancheGo node refuses the call without it: -32602 missing value for required argument 2)
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthFeeHistoryResult>;
  /**
   * Fills in the fields a transaction leaves out (nonce, gas, fees, chain id) and returns it unsigned with its RLP encoding.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default). Gas is estimated, so a transaction that cannot run (no funds) is refused with the estimate's error.
   *
   * JSON-RPC `eth_fillTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param transaction the transaction: from, to, gas, value, input...
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.fillTransaction({});
   * ```
   */
  fillTransaction(
    transaction: T.GenericTransaction,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthFillTransactionResult>;
  /**
   * The gas price the node suggests, in wei.
   *
   * JSON-RPC `eth_gasPrice` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.gasPrice();
   * ```
   */
  gasPrice(options?: JsonRpcCallOptions): Promise<T.EthGasPriceResult>;
  /**
   * Subnet EVM: the precompiles active at a timestamp. Deprecated: use eth_getActiveRulesAt.
   *
   * JSON-RPC `eth_getActivePrecompilesAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: Subnet-EVM chains.
   * @param timestamp Unix seconds; default the latest block's timestamp (`null` is read as absent)
   * @deprecated eth_getActiveRulesAt replaces it
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getActivePrecompilesAt();
   * ```
   */
  getActivePrecompilesAt(
    timestamp?: T.EthGetActivePrecompilesAtTimestamp | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetActivePrecompilesAtResult>;
  /**
   * Subnet EVM: the Ethereum rules, network rules and precompiles active at a timestamp.
   *
   * JSON-RPC `eth_getActiveRulesAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: Subnet-EVM chains.
   * @param timestamp Unix seconds; default the latest block's timestamp (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getActiveRulesAt();
   * ```
   */
  getActiveRulesAt(
    timestamp?: T.EthGetActiveRulesAtTimestamp | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetActiveRulesAtResult>;
  /**
   * The last bad blocks the node saw (blocks that failed verification), with the reason.
   *
   * Avalanche extra on eth_ (geth serves it as debug_getBadBlocks). Served when the chain's `eth-apis` holds `internal-blockchain` (on by default). A healthy node answers [].
   *
   * JSON-RPC `eth_getBadBlocks` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBadBlocks();
   * ```
   */
  getBadBlocks(options?: JsonRpcCallOptions): Promise<T.EthGetBadBlocksResult>;
  /**
   * An account's balance in wei at a block.
   *
   * JSON-RPC `eth_getBalance` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBalanceResult>;
  /**
   * A block by hash; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockByHashResultTrue>;
  /**
   * A block by hash; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockByHashResultFalse>;
  /**
   * A block by hash; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockByHashResult>;
  /**
   * A block by number or tag; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockByNumberResultTrue>;
  /**
   * A block by number or tag; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockByNumberResultFalse>;
  /**
   * A block by number or tag; null when the node does not have it.
   *
   * JSON-RPC `eth_getBlockByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockByNumberResult>;
  /**
   * All receipts of a block's transactions; null when the node does not have the block, or (C-Chain under Helicon) the block is accepted but not executed yet.
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default).
   *
   * JSON-RPC `eth_getBlockReceipts` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block block number, tag, hash or EIP-1898 object
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockReceipts("latest");
   * ```
   */
  getBlockReceipts(
    block: T.BlockNumberOrTagOrHash,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockReceiptsResult>;
  /**
   * The number of transactions in a block by hash; null for a block the node does not have.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default).
   *
   * JSON-RPC `eth_getBlockTransactionCountByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash the block's hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockTransactionCountByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getBlockTransactionCountByHash(
    blockHash: T.Hash32,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockTransactionCountByHashResult>;
  /**
   * The number of transactions in a block by number or tag; null for a block the node does not have.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default).
   *
   * JSON-RPC `eth_getBlockTransactionCountByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block block number or tag
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getBlockTransactionCountByNumber("latest");
   * ```
   */
  getBlockTransactionCountByNumber(
    block: T.BlockNumberOrTag,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetBlockTransactionCountByNumberResult>;
  /**
   * The chain's configuration.
   *
   * JSON-RPC `eth_getChainConfig` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getChainConfig();
   * ```
   */
  getChainConfig(options?: JsonRpcCallOptions): Promise<T.EthGetChainConfigResult>;
  /**
   * The contract code at an address at a block (`0x` for an account without code).
   *
   * JSON-RPC `eth_getCode` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetCodeResult>;
  /**
   * What a filter saw since the last poll: logs (log filter), block hashes (block filter), transaction hashes or transactions (pending filter).
   *
   * Served when the chain's `eth-apis` holds `eth-filter` (on by default). A filter not polled for 5 minutes is removed. An unknown id is refused with -32000 `filter not found`.
   *
   * JSON-RPC `eth_getFilterChanges` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param filterId the id eth_newFilter / eth_newBlockFilter / eth_newPendingTransactionFilter answered
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getFilterChanges('<filterId>');
   * ```
   */
  getFilterChanges(
    filterId: T.EthGetFilterChangesFilterId,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetFilterChangesResult>;
  /**
   * Every log matching a log filter (not only the new ones).
   *
   * Served when the chain's `eth-apis` holds `eth-filter` (on by default). A filter not polled for 5 minutes is removed. An id that is not a log filter is refused with -32000 `filter not found`.
   *
   * JSON-RPC `eth_getFilterLogs` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param filterId the id eth_newFilter / eth_newBlockFilter / eth_newPendingTransactionFilter answered
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getFilterLogs('<filterId>');
   * ```
   */
  getFilterLogs(
    filterId: T.EthGetFilterLogsFilterId,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetFilterLogsResult>;
  /**
   * A block's header by hash; null when the node does not have it.
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default).
   *
   * JSON-RPC `eth_getHeaderByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash the block's hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getHeaderByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getHeaderByHash(blockHash: T.Hash32, options?: JsonRpcCallOptions): Promise<T.EthGetHeaderByHashResult>;
  /**
   * A block's header by number or tag.
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default). A number past the last accepted block is refused with -32000 `cannot query unfinalized data`.
   *
   * JSON-RPC `eth_getHeaderByNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block block number or tag
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getHeaderByNumber("latest");
   * ```
   */
  getHeaderByNumber(
    block: T.BlockNumberOrTag,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetHeaderByNumberResult>;
  /**
   * The logs that match a filter.
   *
   * JSON-RPC `eth_getLogs` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param filter block range or block hash, addresses, topics
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getLogs({});
   * ```
   */
  getLogs(filter: T.LogFilter, options?: JsonRpcCallOptions): Promise<T.EthGetLogsResult>;
  /**
   * An account's Merkle proof and the proofs of some of its storage slots at a block (EIP-1186).
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default). Limits (node document): on a pruning node (the default, `pruning-enabled` true) a block more than `state-history` blocks (32 by default) before the last accepted block is refused; on an archival node a block older than `historical-proof-query-window` blocks (default 43200, about 24 hours) is refused, 0 accepting any. The refusal is -32000 `historical proof query not allowed: block number N is before the oldest allowed block number M (window of W blocks)`.
   *
   * JSON-RPC `eth_getProof` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param address the account
   * @param storageKeys storage slots to prove (32-byte keys)
   * @param block block number, tag, hash or EIP-1898 object
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getProof("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", ['<storageKeys>'], "latest");
   * ```
   */
  getProof(
    address: T.Address,
    storageKeys: T.EthGetProofStorageKeys,
    block: T.BlockNumberOrTagOrHash,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetProofResult>;
  /**
   * A transaction's signed RLP bytes by its block's hash and its index; `0x` when there is none.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default).
   *
   * JSON-RPC `eth_getRawTransactionByBlockHashAndIndex` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash the block's hash
   * @param index the position in the block, hex quantity
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getRawTransactionByBlockHashAndIndex("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", "0x0");
   * ```
   */
  getRawTransactionByBlockHashAndIndex(
    blockHash: T.Hash32,
    index: T.Quantity,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetRawTransactionByBlockHashAndIndexResult>;
  /**
   * A transaction's signed RLP bytes by its block's number and its index; `0x` when there is none.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default).
   *
   * JSON-RPC `eth_getRawTransactionByBlockNumberAndIndex` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block block number or tag
   * @param index the position in the block, hex quantity
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getRawTransactionByBlockNumberAndIndex("latest", "0x0");
   * ```
   */
  getRawTransactionByBlockNumberAndIndex(
    block: T.BlockNumberOrTag,
    index: T.Quantity,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetRawTransactionByBlockNumberAndIndexResult>;
  /**
   * A transaction's signed RLP bytes by hash; `0x` for a transaction the node does not know (geth answers null: both are allowed).
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default).
   *
   * JSON-RPC `eth_getRawTransactionByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param transactionHash the transaction's hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getRawTransactionByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getRawTransactionByHash(
    transactionHash: T.Hash32,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetRawTransactionByHashResult>;
  /**
   * The value of one storage slot of an address at a block.
   *
   * JSON-RPC `eth_getStorageAt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param address the account
   * @param slot the storage slot: up to 32 bytes of hex (`0x0`, or a full 32-byte key such as a keccak-derived mapping slot `0x00ab…01`)
   * @param block block number, tag or hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getStorageAt("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", '<slot>', "latest");
   * ```
   */
  getStorageAt(
    address: T.Address,
    slot: T.StorageSlot,
    block: T.BlockNumberOrTagOrHash,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetStorageAtResult>;
  /**
   * A transaction by its block's hash and its index; null when there is none.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default).
   *
   * JSON-RPC `eth_getTransactionByBlockHashAndIndex` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash the block's hash
   * @param index the position in the block, hex quantity
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getTransactionByBlockHashAndIndex("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", "0x0");
   * ```
   */
  getTransactionByBlockHashAndIndex(
    blockHash: T.Hash32,
    index: T.Quantity,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetTransactionByBlockHashAndIndexResult>;
  /**
   * A transaction by its block's number and its index; null when there is none.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default).
   *
   * JSON-RPC `eth_getTransactionByBlockNumberAndIndex` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block block number or tag
   * @param index the position in the block, hex quantity
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getTransactionByBlockNumberAndIndex("latest", "0x0");
   * ```
   */
  getTransactionByBlockNumberAndIndex(
    block: T.BlockNumberOrTag,
    index: T.Quantity,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetTransactionByBlockNumberAndIndexResult>;
  /**
   * A transaction by hash; null when unknown.
   *
   * JSON-RPC `eth_getTransactionByHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetTransactionByHashResult>;
  /**
   * The number of transactions sent from an address (its next nonce) at a block.
   *
   * JSON-RPC `eth_getTransactionCount` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetTransactionCountResult>;
  /**
   * A transaction's receipt; null while the transaction is not in an accepted block.
   *
   * JSON-RPC `eth_getTransactionReceipt` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetTransactionReceiptResult>;
  /**
   * An uncle of a block by the block's hash and the uncle's index: always null on Avalanche (blocks have no uncles).
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default).
   *
   * JSON-RPC `eth_getUncleByBlockHashAndIndex` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash the block's hash
   * @param index the position in the block, hex quantity
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getUncleByBlockHashAndIndex("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", "0x0");
   * ```
   */
  getUncleByBlockHashAndIndex(
    blockHash: T.Hash32,
    index: T.Quantity,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetUncleByBlockHashAndIndexResult>;
  /**
   * An uncle of a block by the block's number and the uncle's index: always null on Avalanche (blocks have no uncles).
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default).
   *
   * JSON-RPC `eth_getUncleByBlockNumberAndIndex` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block block number or tag
   * @param index the position in the block, hex quantity
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getUncleByBlockNumberAndIndex("latest", "0x0");
   * ```
   */
  getUncleByBlockNumberAndIndex(
    block: T.BlockNumberOrTag,
    index: T.Quantity,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetUncleByBlockNumberAndIndexResult>;
  /**
   * The number of uncles of a block by hash (`0x0` on Avalanche); null for a block the node does not have.
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default).
   *
   * JSON-RPC `eth_getUncleCountByBlockHash` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param blockHash the block's hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getUncleCountByBlockHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
   * ```
   */
  getUncleCountByBlockHash(
    blockHash: T.Hash32,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetUncleCountByBlockHashResult>;
  /**
   * The number of uncles of a block by number (`0x0` on Avalanche); null for a block the node does not have.
   *
   * Served when the chain's `eth-apis` holds `internal-blockchain` (on by default).
   *
   * JSON-RPC `eth_getUncleCountByBlockNumber` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param block block number or tag
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.getUncleCountByBlockNumber("latest");
   * ```
   */
  getUncleCountByBlockNumber(
    block: T.BlockNumberOrTag,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthGetUncleCountByBlockNumberResult>;
  /**
   * The estimated priority fee needed for inclusion, in wei.
   *
   * JSON-RPC `eth_maxPriorityFeePerGas` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.maxPriorityFeePerGas();
   * ```
   */
  maxPriorityFeePerGas(options?: JsonRpcCallOptions): Promise<T.EthMaxPriorityFeePerGasResult>;
  /**
   * Installs a filter of new accepted blocks; eth_getFilterChanges answers their hashes. Its id.
   *
   * Served when the chain's `eth-apis` holds `eth-filter` (on by default). A filter not polled for 5 minutes is removed.
   *
   * JSON-RPC `eth_newBlockFilter` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.newBlockFilter();
   * ```
   */
  newBlockFilter(options?: JsonRpcCallOptions): Promise<T.EthNewBlockFilterResult>;
  /**
   * Installs a log filter; poll it with eth_getFilterChanges. Its id.
   *
   * Served when the chain's `eth-apis` holds `eth-filter` (on by default). A filter not polled for 5 minutes is removed.
   *
   * JSON-RPC `eth_newFilter` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param filter block range, addresses, topics (no blockHash)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.newFilter({});
   * ```
   */
  newFilter(filter: T.LogFilter, options?: JsonRpcCallOptions): Promise<T.EthNewFilterResult>;
  /**
   * Installs a filter of transactions entering the pool; eth_getFilterChanges answers their hashes (full transactions when fullTx is true). Its id.
   *
   * Served when the chain's `eth-apis` holds `eth-filter` (on by default). A filter not polled for 5 minutes is removed.
   *
   * JSON-RPC `eth_newPendingTransactionFilter` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param fullTx true: full transactions; default false: hashes (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.newPendingTransactionFilter();
   * ```
   */
  newPendingTransactionFilter(
    fullTx?: T.EthNewPendingTransactionFilterFullTx | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthNewPendingTransactionFilterResult>;
  /**
   * The transactions in the node's pool sent from one of the node's own keystore accounts.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default). [] on a node without keystore accounts.
   *
   * JSON-RPC `eth_pendingTransactions` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.pendingTransactions();
   * ```
   */
  pendingTransactions(options?: JsonRpcCallOptions): Promise<T.EthPendingTransactionsResult>;
  /**
   * Replaces a pending transaction of a keystore account with the same nonce and new gas price / gas limit: the new hash. A submit: never retried.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default). Refused with -32000 `transaction <hash> not found` when the pool holds no such transaction.
   *
   * JSON-RPC `eth_resend` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @param transaction the pending transaction as sent
   * @param gasPrice the new gas price (`null` is read as absent)
   * @param gasLimit the new gas limit (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.eth.resend({});
   * ```
   */
  resend(
    transaction: T.GenericTransaction,
    gasPrice?: T.Quantity | null,
    gasLimit?: T.Quantity | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthResendResult>;
  /**
   * Submits a signed transaction and returns its hash. A submit: never retried.
   *
   * JSON-RPC `eth_sendRawTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Not safe to repeat: never retried.
   * @param transaction the RLP-encoded signed transaction
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.sendRawTransaction("0x");
   * ```
   */
  sendRawTransaction(
    transaction: T.Bytes,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthSendRawTransactionResult>;
  /**
   * Signs a transaction with an unlocked keystore account and submits it: its hash. A submit: never retried.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default). Fields left out are filled by the node (nonce, gas, fees).
   *
   * JSON-RPC `eth_sendTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Not safe to repeat: never retried.
   * Node-specific: public API servers do not serve it.
   * @param transaction the transaction: from, to, gas, value, input...
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.eth.sendTransaction({});
   * ```
   */
  sendTransaction(
    transaction: T.GenericTransaction,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthSendTransactionResult>;
  /**
   * Signs `\x19Ethereum Signed Message:\n<len><data>` with an unlocked keystore account (EIP-191): a 65-byte signature, v 27/28.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default). The account must be in the node's keystore and unlocked (personal_unlockAccount), else -32000 `authentication needed: password or unlock`.
   *
   * JSON-RPC `eth_sign` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Node-specific: public API servers do not serve it.
   * @param address the signing keystore account
   * @param data the message bytes
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.eth.sign("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "0x");
   * ```
   */
  sign(address: T.Address, data: T.Bytes, options?: JsonRpcCallOptions): Promise<T.EthSignResult>;
  /**
   * Signs a transaction with an unlocked keystore account, without sending it.
   *
   * Served when the chain's `eth-apis` holds `internal-transaction` (on by default). The node needs gas, nonce and a fee (gasPrice, or maxFeePerGas and maxPriorityFeePerGas) given; the account must be unlocked.
   *
   * JSON-RPC `eth_signTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Node-specific: public API servers do not serve it.
   * @param transaction the transaction: from, to, gas, value, input...
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.eth.signTransaction({});
   * ```
   */
  signTransaction(
    transaction: T.GenericTransaction,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthSignTransactionResult>;
  /**
   * Slow, normal and fast fee suggestions (maxFeePerGas, maxPriorityFeePerGas) for a wallet to show.
   *
   * Avalanche extra of the C chain (coreth); Subnet-EVM v0.8.0 has no such method. Served when the chain's `eth-apis` holds `internal-eth` (on by default). Null when the chain has no dynamic fees.
   *
   * JSON-RPC `eth_suggestPriceOptions` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon).
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.suggestPriceOptions();
   * ```
   */
  suggestPriceOptions(options?: JsonRpcCallOptions): Promise<T.EthSuggestPriceOptionsResult>;
  /**
   * Whether the node is syncing: false once bootstrapped, else a progress object.
   *
   * Served when the chain's `eth-apis` holds `internal-eth` (on by default). AvalancheGo answers false once the chain is bootstrapped (the RPC is served only then).
   *
   * JSON-RPC `eth_syncing` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.syncing();
   * ```
   */
  syncing(options?: JsonRpcCallOptions): Promise<T.EthSyncingResult>;
  /**
   * Removes a filter: true if it existed.
   *
   * Served when the chain's `eth-apis` holds `eth-filter` (on by default). A filter not polled for 5 minutes is removed.
   *
   * JSON-RPC `eth_uninstallFilter` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param filterId the id eth_newFilter / eth_newBlockFilter / eth_newPendingTransactionFilter answered
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.eth.uninstallFilter('<filterId>');
   * ```
   */
  uninstallFilter(
    filterId: T.EthUninstallFilterFilterId,
    options?: JsonRpcCallOptions,
  ): Promise<T.EthUninstallFilterResult>;
}

/** The `net` methods (3). */
export interface NetNamespace {
  /**
   * Whether the node listens for peers (always true on AvalancheGo).
   *
   * Served when the chain's `eth-apis` holds `net` (on by default).
   *
   * JSON-RPC `net_listening` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.net.listening();
   * ```
   */
  listening(options?: JsonRpcCallOptions): Promise<T.NetListeningResult>;
  /**
   * The number of the chain's Ethereum-protocol peers, hex quantity (`0x0` on AvalancheGo, whose peers are the node's, not the chain's).
   *
   * Served when the chain's `eth-apis` holds `net` (on by default).
   *
   * JSON-RPC `net_peerCount` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.net.peerCount();
   * ```
   */
  peerCount(options?: JsonRpcCallOptions): Promise<T.NetPeerCountResult>;
  /**
   * The network id as a decimal string (`1` on both Avalanche networks' C chain).
   *
   * Served when the chain's `eth-apis` holds `net` (on by default).
   *
   * JSON-RPC `net_version` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.net.version();
   * ```
   */
  version(options?: JsonRpcCallOptions): Promise<T.NetVersionResult>;
}

/** The `personal` methods (14). */
export interface PersonalNamespace {
  /**
   * Derives an account of a hardware wallet at an HD path (and pins it if asked).
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node. Hardware wallets only: a keystore wallet is refused with -32000 `not supported`, an unknown URL with `unknown wallet`.
   *
   * JSON-RPC `personal_deriveAccount` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param url a wallet's URL as personal_listWallets shows it (`keystore:///…`)
   * @param path the derivation path (`m/44'/60'/0'/0/0`)
   * @param pin keep deriving the account (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.deriveAccount('<url>', '<path>');
   * ```
   */
  deriveAccount(
    url: T.PersonalDeriveAccountUrl,
    path: T.PersonalDeriveAccountPath,
    pin?: T.PersonalDeriveAccountPin | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalDeriveAccountResult>;
  /**
   * The address that signed a message with personal_sign / eth_sign (EIP-191 prefix added by the node).
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_ecRecover` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param data the message bytes
   * @param signature the 65-byte signature, v 27/28
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.ecRecover("0x", "0x");
   * ```
   */
  ecRecover(
    data: T.Bytes,
    signature: T.Bytes,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalEcRecoverResult>;
  /**
   * Stores a private key (hex, without 0x) in the keystore, encrypted with a password: its address.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_importRawKey` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * @param privateKey the key as 64 hex digits, no 0x
   * @param password the passphrase of the key
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.importRawKey('<privateKey>', '<password>');
   * ```
   */
  importRawKey(
    privateKey: T.PersonalImportRawKeyPrivateKey,
    password: T.PersonalImportRawKeyPassword,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalImportRawKeyResult>;
  /**
   * Initializes a new smartcard wallet: its mnemonic.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node. Smartcard wallets only: a keystore wallet is refused with -32000 `specified wallet does not support initialization`, an unknown URL with `unknown wallet`.
   *
   * JSON-RPC `personal_initializeWallet` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param url a wallet's URL as personal_listWallets shows it (`keystore:///…`)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.initializeWallet('<url>');
   * ```
   */
  initializeWallet(
    url: T.PersonalInitializeWalletUrl,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalInitializeWalletResult>;
  /**
   * The addresses of every keystore account.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_listAccounts` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.listAccounts();
   * ```
   */
  listAccounts(options?: JsonRpcCallOptions): Promise<T.PersonalListAccountsResult>;
  /**
   * Every wallet of the keystore: its URL, status (`Locked`, `Unlocked`) and accounts.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_listWallets` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.listWallets();
   * ```
   */
  listWallets(options?: JsonRpcCallOptions): Promise<T.PersonalListWalletsResult>;
  /**
   * Locks a keystore account again: true if it was known.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_lockAccount` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param address the keystore account
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.lockAccount("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC");
   * ```
   */
  lockAccount(address: T.Address, options?: JsonRpcCallOptions): Promise<T.PersonalLockAccountResult>;
  /**
   * Creates a key in the keystore, encrypted with a password: its address (EIP-55 checksummed).
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_newAccount` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * @param password the passphrase of the key
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.newAccount('<password>');
   * ```
   */
  newAccount(
    password: T.PersonalNewAccountPassword,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalNewAccountResult>;
  /**
   * Opens a hardware wallet (a keystore wallet needs no opening).
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node. Answers null. A keystore wallet (all a lone node has) needs no opening: null at once; an unknown URL is refused with -32000 `unknown wallet`.
   *
   * JSON-RPC `personal_openWallet` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param url a wallet's URL as personal_listWallets shows it (`keystore:///…`)
   * @param passphrase the passphrase or PIN, if the wallet asks for one (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.openWallet('<url>');
   * ```
   */
  openWallet(
    url: T.PersonalOpenWalletUrl,
    passphrase?: T.PersonalOpenWalletPassphrase | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalOpenWalletResult>;
  /**
   * Signs a transaction with a keystore account and its password and submits it: its hash. A submit: never retried.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_sendTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * Not safe to repeat: never retried.
   * @param transaction the transaction: from, to, gas, value, input...
   * @param password the passphrase of the key
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.sendTransaction({}, '<password>');
   * ```
   */
  sendTransaction(
    transaction: T.GenericTransaction,
    password: T.PersonalSendTransactionPassword,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalSendTransactionResult>;
  /**
   * Signs a message (EIP-191 prefix added) with a keystore account, unlocking it for this call with the password.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_sign` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param data the message bytes
   * @param address the keystore account
   * @param password the passphrase of the key
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.sign("0x", "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", '<password>');
   * ```
   */
  sign(
    data: T.Bytes,
    address: T.Address,
    password: T.PersonalSignPassword,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalSignResult>;
  /**
   * Signs a transaction with a keystore account and its password, without sending it.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node. The node needs gas, nonce and a fee given.
   *
   * JSON-RPC `personal_signTransaction` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param transaction the transaction: from, to, gas, value, input...
   * @param password the passphrase of the key
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.signTransaction({}, '<password>');
   * ```
   */
  signTransaction(
    transaction: T.GenericTransaction,
    password: T.PersonalSignTransactionPassword,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalSignTransactionResult>;
  /**
   * Unlocks a keystore account for a number of seconds (default 300; 0 until the node stops): true.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node.
   *
   * JSON-RPC `personal_unlockAccount` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param address the keystore account
   * @param password the passphrase of the key
   * @param duration seconds; default 300 (`null` is read as absent)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.unlockAccount("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", '<password>');
   * ```
   */
  unlockAccount(
    address: T.Address,
    password: T.PersonalUnlockAccountPassword,
    duration?: T.PersonalUnlockAccountDuration | null,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalUnlockAccountResult>;
  /**
   * Unpairs a smartcard wallet with its PIN.
   *
   * Served when the chain's `eth-apis` holds `internal-personal` (off by default). The node's keystore: keys held by the node, unlocked with a password. Never on a public node. Answers null. Smartcard wallets only: a keystore wallet is refused with -32000 `specified wallet does not support pairing`, an unknown URL with `unknown wallet`.
   *
   * JSON-RPC `personal_unpair` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param url a wallet's URL as personal_listWallets shows it (`keystore:///…`)
   * @param pin the pairing PIN
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.personal.unpair('<url>', '<pin>');
   * ```
   */
  unpair(
    url: T.PersonalUnpairUrl,
    pin: T.PersonalUnpairPin,
    options?: JsonRpcCallOptions,
  ): Promise<T.PersonalUnpairResult>;
}

/** The `proposervm` methods (2). */
export interface ProposervmNamespace {
  /**
   * The current ProposerVM epoch (ACP-181) of the chain.
   *
   * The current epoch (ACP-181) as the ProposerVM sees it at this node's preferred block: its number, its start time and the P-chain height its validator set is read at. Takes no params (sent as an empty object). Node-specific: a node serves it for each chain that runs in a ProposerVM (P, C, Subnet-EVM chains; not X).
   *
   * JSON-RPC `proposervm.getCurrentEpoch` at `/ext/bc/{blockchainId}/proposervm`.
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.proposervm.getCurrentEpoch();
   * ```
   */
  getCurrentEpoch(options?: JsonRpcCallOptions): Promise<T.ProposervmGetCurrentEpochResult>;
  /**
   * The P-chain height the chain would propose for its next block.
   *
   * The P-chain height the ProposerVM would put in a child of this node's preferred block (the validator set the next block is checked against). Takes no params (sent as an empty object). Node-specific: a node serves it for each chain that runs in a ProposerVM (P, C, Subnet-EVM chains; not X).
   *
   * JSON-RPC `proposervm.getProposedHeight` at `/ext/bc/{blockchainId}/proposervm`.
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * Node-specific: public API servers do not serve it.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ url: 'http://127.0.0.1:9650' });
   * const result = await evm.proposervm.getProposedHeight();
   * ```
   */
  getProposedHeight(options?: JsonRpcCallOptions): Promise<T.ProposervmGetProposedHeightResult>;
}

/** The `rpc` methods (1). */
export interface RpcNamespace {
  /**
   * The namespaces the endpoint serves, each with its version (`1.0`).
   *
   * Built into the node's JSON-RPC server: always on. With every `eth-apis` value on, the C chain answers admin, debug, eth, net, personal, rpc, txpool, warp (with warp-api-enabled) and web3.
   *
   * JSON-RPC `rpc_modules` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.rpc.modules();
   * ```
   */
  modules(options?: JsonRpcCallOptions): Promise<T.RpcModulesResult>;
}

/** The `txpool` methods (4). */
export interface TxpoolNamespace {
  /**
   * Every pending and queued transaction of the pool, by sender and nonce.
   *
   * Served when the chain's `eth-apis` holds `internal-tx-pool` (off by default).
   *
   * JSON-RPC `txpool_content` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.txpool.content();
   * ```
   */
  content(options?: JsonRpcCallOptions): Promise<T.TxpoolContentResult>;
  /**
   * One sender's pending and queued transactions, by nonce.
   *
   * Served when the chain's `eth-apis` holds `internal-tx-pool` (off by default).
   *
   * JSON-RPC `txpool_contentFrom` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param address the sender
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.txpool.contentFrom("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC");
   * ```
   */
  contentFrom(address: T.Address, options?: JsonRpcCallOptions): Promise<T.TxpoolContentFromResult>;
  /**
   * The pool as text summaries (`<to>: <value> wei + <gas> gas × <price> wei`), by sender and nonce.
   *
   * Served when the chain's `eth-apis` holds `internal-tx-pool` (off by default).
   *
   * JSON-RPC `txpool_inspect` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.txpool.inspect();
   * ```
   */
  inspect(options?: JsonRpcCallOptions): Promise<T.TxpoolInspectResult>;
  /**
   * How many transactions are pending and queued.
   *
   * Served when the chain's `eth-apis` holds `internal-tx-pool` (off by default).
   *
   * JSON-RPC `txpool_status` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.txpool.status();
   * ```
   */
  status(options?: JsonRpcCallOptions): Promise<T.TxpoolStatusResult>;
}

/** The `validators` methods (1). */
export interface ValidatorsNamespace {
  /**
   * Subnet EVM: the chain's current validators (all, or the listed node ids).
   *
   * JSON-RPC `validators.getCurrentValidators` at `/ext/bc/{blockchainId}/validators`.
   * Served on: Subnet-EVM chains.
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
    options?: JsonRpcCallOptions,
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
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.WarpGetBlockAggregateSignatureResult>;
  /**
   * This node's BLS signature of an accepted block's hash, as a Warp message.
   *
   * Served when the chain config has `warp-api-enabled: true`. Only accepted blocks are signed.
   *
   * JSON-RPC `warp_getBlockSignature` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param blockID the block hash in CB58 (the same 32 bytes as the 0x hash)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.warp.getBlockSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
   * ```
   */
  getBlockSignature(blockID: T.WarpId, options?: JsonRpcCallOptions): Promise<T.WarpGetBlockSignatureResult>;
  /**
   * An unsigned Warp message this chain sent, by its id.
   *
   * Served when the chain config has `warp-api-enabled: true`. The id is the `unsignedMessageID` of the Warp precompile's `SendWarpMessage` log (its third topic), in CB58. Rejects `failed to get message <id> with error not found` for an id the chain does not know.
   *
   * JSON-RPC `warp_getMessage` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
   * @param messageID the message id (CB58)
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.warp.getMessage("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
   * ```
   */
  getMessage(messageID: T.WarpId, options?: JsonRpcCallOptions): Promise<T.WarpGetMessageResult>;
  /**
   * A Warp message the chain sent, signed by enough of the subnet's validators.
   *
   * Served when the chain config has `warp-api-enabled: true`. Asks the subnet's validators (over the peer network) for their BLS signatures and answers the signed message once signers holding `quorumNum` percent of the weight have signed; a network with sybil protection off has no validator set and answers `cannot aggregate signatures from subnet with no validators`.
   *
   * JSON-RPC `warp_getMessageAggregateSignature` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.WarpGetMessageAggregateSignatureResult>;
  /**
   * This node's BLS signature of a Warp message the chain sent.
   *
   * Served when the chain config has `warp-api-enabled: true`. Rejects like warp_getMessage for an unknown id.
   *
   * JSON-RPC `warp_getMessageSignature` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain before Helicon (AvalancheGo < v1.15) and Subnet-EVM chains; removed from the C-Chain by Helicon.
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
    options?: JsonRpcCallOptions,
  ): Promise<T.WarpGetMessageSignatureResult>;
}

/** The `web3` methods (2). */
export interface Web3Namespace {
  /**
   * The node's client version string.
   *
   * Served when the chain's `eth-apis` holds `web3` (on by default). AvalancheGo v1.14.0's C chain reports `v0.15.4` (an older coreth version string).
   *
   * JSON-RPC `web3_clientVersion` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.web3.clientVersion();
   * ```
   */
  clientVersion(options?: JsonRpcCallOptions): Promise<T.Web3ClientVersionResult>;
  /**
   * The Keccak-256 hash (not SHA3-256) of the given bytes.
   *
   * Served when the chain's `eth-apis` holds `web3` (on by default).
   *
   * JSON-RPC `web3_sha3` at `/ext/bc/{blockchainId}/rpc` (positional params).
   * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
   * @param data the bytes to hash
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const result = await evm.web3.sha3("0x");
   * ```
   */
  sha3(data: T.Bytes, options?: JsonRpcCallOptions): Promise<T.Web3Sha3Result>;
}

/** Every namespace of the client. */
export interface Namespaces {
  admin: AdminNamespace;
  atomic: AtomicNamespace;
  debug: DebugNamespace;
  eth: EthNamespace;
  net: NetNamespace;
  personal: PersonalNamespace;
  proposervm: ProposervmNamespace;
  rpc: RpcNamespace;
  txpool: TxpoolNamespace;
  validators: ValidatorsNamespace;
  warp: WarpNamespace;
  web3: Web3Namespace;
}
