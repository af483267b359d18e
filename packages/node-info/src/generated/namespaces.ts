// Generated from specs/openrpc/node-info; do not edit. Run `pnpm generate`.
import type { JsonRpcCallOptions } from '@pkg/core';
import type * as T from './types.js';

/** The `admin` methods (13). */
export interface AdminNamespace {
  /**
   * Gives an API endpoint an alias: the API is also reachable at /ext/<alias>.
   *
   * The original endpoint keeps working; affects only this node. Node-specific: public API servers do not serve it. The admin API is disabled unless the node runs with --api-admin-enabled=true.
   *
   * JSON-RPC `admin.alias` at `/ext/admin`.
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.alias({ endpoint: '<endpoint>', alias: '<alias>' });
   * ```
   */
  alias(params: T.AdminAliasParams, options?: JsonRpcCallOptions): Promise<T.AdminAliasResult>;
  /**
   * Gives a blockchain an alias, usable wherever the chain id is used.
   *
   * Per chain and per node. Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.aliasChain` at `/ext/admin`.
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.aliasChain({ chain: '<chain>', alias: '<alias>' });
   * ```
   */
  aliasChain(params: T.AdminAliasChainParams, options?: JsonRpcCallOptions): Promise<T.AdminAliasChainResult>;
  /**
   * Reads one key of the node's own key-value database.
   *
   * The key and the value are hex with a `0x` prefix and no checksum. A key that is absent is no error: the node answers an empty `value` and `errorCode` 2. Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.dbGet` at `/ext/admin`.
   * @param params.key The key's bytes: `0x` then hex, no checksum (`0x67656e657369734944` is `genesisID`).
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.dbGet({ key: '<key>' });
   * ```
   */
  dbGet(params: T.AdminDbGetParams, options?: JsonRpcCallOptions): Promise<T.AdminDbGetResult>;
  /**
   * The aliases of a chain.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.getChainAliases` at `/ext/admin`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.getChainAliases({ chain: '<chain>' });
   * ```
   */
  getChainAliases(
    params: T.AdminGetChainAliasesParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.AdminGetChainAliasesResult>;
  /**
   * The configuration the node was started with.
   *
   * Every setting after flags, config file and defaults were merged: HTTP, staking, fees, upgrades, database, network and more. Durations are integers in nanoseconds. Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.getConfig` at `/ext/admin`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.getConfig();
   * ```
   */
  getConfig(options?: JsonRpcCallOptions): Promise<T.AdminGetConfigResult>;
  /**
   * Log and display levels of one logger, or of all loggers when loggerName is omitted.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.getLoggerLevel` at `/ext/admin`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.getLoggerLevel();
   * ```
   */
  getLoggerLevel(
    params?: T.AdminGetLoggerLevelParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.AdminGetLoggerLevelResult>;
  /**
   * Loads the installed VM plugins.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.loadVMs` at `/ext/admin`.
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.loadVMs();
   * ```
   */
  loadVMs(options?: JsonRpcCallOptions): Promise<T.AdminLoadVMsResult>;
  /**
   * Writes mutex statistics to the file lock.profile.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.lockProfile` at `/ext/admin`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.lockProfile();
   * ```
   */
  lockProfile(options?: JsonRpcCallOptions): Promise<T.AdminLockProfileResult>;
  /**
   * Writes a memory profile to the file mem.profile.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.memoryProfile` at `/ext/admin`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.memoryProfile();
   * ```
   */
  memoryProfile(options?: JsonRpcCallOptions): Promise<T.AdminMemoryProfileResult>;
  /**
   * Sets the log and/or display level of one logger, or of all loggers when loggerName is omitted.
   *
   * logLevel and displayLevel cannot both be omitted. Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.setLoggerLevel` at `/ext/admin`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.setLoggerLevel();
   * ```
   */
  setLoggerLevel(
    params?: T.AdminSetLoggerLevelParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.AdminSetLoggerLevelResult>;
  /**
   * Writes the stack traces of all the node's goroutines to the file stacktrace.txt.
   *
   * The file goes to the node process's working directory; the answer is `{}`. Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.stacktrace` at `/ext/admin`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.stacktrace();
   * ```
   */
  stacktrace(options?: JsonRpcCallOptions): Promise<T.AdminStacktraceResult>;
  /**
   * Starts CPU profiling.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.startCPUProfiler` at `/ext/admin`.
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.startCPUProfiler();
   * ```
   */
  startCPUProfiler(options?: JsonRpcCallOptions): Promise<T.AdminStartCPUProfilerResult>;
  /**
   * Stops CPU profiling and writes the file cpu.profile.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `admin.stopCPUProfiler` at `/ext/admin`.
   * Not safe to repeat: never retried.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.admin.stopCPUProfiler();
   * ```
   */
  stopCPUProfiler(options?: JsonRpcCallOptions): Promise<T.AdminStopCPUProfilerResult>;
}

/** The `health` methods (3). */
export interface HealthNamespace {
  /**
   * The node's holistic health report, optionally filtered by tags.
   *
   * A healthy result of a filtered query does not mean the node is healthy in unfiltered checks. Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `health.health` at `/ext/health`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.health.health();
   * ```
   */
  health(params?: T.HealthHealthParams, options?: JsonRpcCallOptions): Promise<T.HealthHealthResult>;
  /**
   * Whether the health endpoint is available: `{ checks: {}, healthy: true }`, optionally filtered by tags.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `health.liveness` at `/ext/health`.
   * @param params.tags AvalancheGo v1.14.0 takes the same tags as health.health here; liveness has no tagged checks today, so the report stays `{ checks: {}, healthy: true }`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.health.liveness();
   * ```
   */
  liveness(params?: T.HealthLivenessParams, options?: JsonRpcCallOptions): Promise<T.HealthLivenessResult>;
  /**
   * The last evaluation of the startup checks, optionally filtered by tags.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `health.readiness` at `/ext/health`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.health.readiness();
   * ```
   */
  readiness(params?: T.HealthReadinessParams, options?: JsonRpcCallOptions): Promise<T.HealthReadinessResult>;
}

/** The `index` methods (6). */
export interface IndexNamespace {
  /**
   * The container (block, transaction or vertex) with the given id, if this index accepted it.
   *
   * A container the index does not hold is the node's error -32000 `not found`. Node-specific: public API servers do not serve the Index API; a node serves it only with --index-enabled=true.
   *
   * JSON-RPC `index.getContainerByID` at `/ext/index/{index}`.
   * @param params.id The container's id (CB58).
   * @example
   * ```ts
   * import { createIndexClient } from '@pkg/node-info';
   * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
   * const result = await cBlocks.index.getContainerByID({ id: '<id>' });
   * ```
   */
  getContainerByID(
    params: T.IndexGetContainerByIDParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.IndexGetContainerByIDResult>;
  /**
   * The container accepted at the given position of this index (0 is the first accepted).
   *
   * A position past the last accepted is the node's error -32000 `no container at index N`. Node-specific: public API servers do not serve the Index API; a node serves it only with --index-enabled=true.
   *
   * JSON-RPC `index.getContainerByIndex` at `/ext/index/{index}`.
   * @param params.index The position in order of acceptance, from 0.
   * @example
   * ```ts
   * import { createIndexClient } from '@pkg/node-info';
   * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
   * const result = await cBlocks.index.getContainerByIndex({ index: 1 });
   * ```
   */
  getContainerByIndex(
    params: T.IndexGetContainerByIndexParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.IndexGetContainerByIndexResult>;
  /**
   * Up to numToFetch containers from position startIndex on, in order of acceptance.
   *
   * numToFetch is 1 to 1024 (the node's MaxFetchedByRange); past the last accepted container the list is shorter. A startIndex past the last accepted is the node's error -32000 `start index (N) > last accepted index (M)`; an index with nothing accepted answers `no containers have been accepted`. Node-specific: public API servers do not serve the Index API; a node serves it only with --index-enabled=true.
   *
   * JSON-RPC `index.getContainerRange` at `/ext/index/{index}`.
   * @param params.startIndex The position of the first container, from 0.
   * @param params.numToFetch How many containers to return, 1 to 1024.
   * @example
   * ```ts
   * import { createIndexClient } from '@pkg/node-info';
   * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
   * const result = await cBlocks.index.getContainerRange({ startIndex: 1, numToFetch: 1 });
   * ```
   */
  getContainerRange(
    params: T.IndexGetContainerRangeParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.IndexGetContainerRangeResult>;
  /**
   * The position of a container in this index, by its id.
   *
   * A container the index does not hold is the node's error -32000 `not found`. Node-specific: public API servers do not serve the Index API; a node serves it only with --index-enabled=true.
   *
   * JSON-RPC `index.getIndex` at `/ext/index/{index}`.
   * @param params.id The container's id (CB58).
   * @example
   * ```ts
   * import { createIndexClient } from '@pkg/node-info';
   * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
   * const result = await cBlocks.index.getIndex({ id: '<id>' });
   * ```
   */
  getIndex(params: T.IndexGetIndexParams, options?: JsonRpcCallOptions): Promise<T.IndexGetIndexResult>;
  /**
   * The container this index accepted last.
   *
   * An index with nothing accepted yet (a fresh chain, and X/tx and X/vtx on AvalancheGo v1.14.0, whose X chain is linearized: its transactions are in X/block) is the node's error -32000 `no containers have been accepted`. Node-specific: public API servers do not serve the Index API; a node serves it only with --index-enabled=true.
   *
   * JSON-RPC `index.getLastAccepted` at `/ext/index/{index}`.
   * @example
   * ```ts
   * import { createIndexClient } from '@pkg/node-info';
   * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
   * const result = await cBlocks.index.getLastAccepted();
   * ```
   */
  getLastAccepted(
    params?: T.IndexGetLastAcceptedParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.IndexGetLastAcceptedResult>;
  /**
   * Whether this index accepted the container with the given id.
   *
   * An id the index does not hold is `isAccepted: false`, not an error. Node-specific: public API servers do not serve the Index API; a node serves it only with --index-enabled=true.
   *
   * JSON-RPC `index.isAccepted` at `/ext/index/{index}`.
   * @param params.id The container's id (CB58).
   * @example
   * ```ts
   * import { createIndexClient } from '@pkg/node-info';
   * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
   * const result = await cBlocks.index.isAccepted({ id: '<id>' });
   * ```
   */
  isAccepted(params: T.IndexIsAcceptedParams, options?: JsonRpcCallOptions): Promise<T.IndexIsAcceptedResult>;
}

/** The `info` methods (13). */
export interface InfoNamespace {
  /**
   * Peer preferences on community proposals (ACPs).
   *
   * JSON-RPC `info.acps` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.acps();
   * ```
   */
  acps(options?: JsonRpcCallOptions): Promise<T.InfoAcpsResult>;
  /**
   * The id of the blockchain with an alias.
   *
   * JSON-RPC `info.getBlockchainID` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.getBlockchainID({ alias: '<alias>' });
   * ```
   */
  getBlockchainID(
    params: T.InfoGetBlockchainIDParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.InfoGetBlockchainIDResult>;
  /**
   * The network id: 1 is mainnet, 5 the test network.
   *
   * JSON-RPC `info.getNetworkID` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.getNetworkID();
   * ```
   */
  getNetworkID(options?: JsonRpcCallOptions): Promise<T.InfoGetNetworkIDResult>;
  /**
   * The network's name.
   *
   * JSON-RPC `info.getNetworkName` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.getNetworkName();
   * ```
   */
  getNetworkName(options?: JsonRpcCallOptions): Promise<T.InfoGetNetworkNameResult>;
  /**
   * This node's id and its BLS proof of possession.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `info.getNodeID` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.info.getNodeID();
   * ```
   */
  getNodeID(options?: JsonRpcCallOptions): Promise<T.InfoGetNodeIDResult>;
  /**
   * This node's IP.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `info.getNodeIP` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.info.getNodeIP();
   * ```
   */
  getNodeIP(options?: JsonRpcCallOptions): Promise<T.InfoGetNodeIPResult>;
  /**
   * Node version, database version, git commit, RPC chain-VM protocol version and VM versions.
   *
   * JSON-RPC `info.getNodeVersion` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.getNodeVersion();
   * ```
   */
  getNodeVersion(options?: JsonRpcCallOptions): Promise<T.InfoGetNodeVersionResult>;
  /**
   * Transaction fees in nano-units of the native token; only txFee and createAssetTxFee are still in use.
   *
   * JSON-RPC `info.getTxFee` at `/ext/info`.
   * @deprecated Deprecated since v1.12.2.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.getTxFee();
   * ```
   */
  getTxFee(options?: JsonRpcCallOptions): Promise<T.InfoGetTxFeeResult>;
  /**
   * The VMs installed on this node, with their aliases.
   *
   * Node-specific: public API servers do not serve it.
   *
   * JSON-RPC `info.getVMs` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
   * const result = await node.info.getVMs();
   * ```
   */
  getVMs(options?: JsonRpcCallOptions): Promise<T.InfoGetVMsResult>;
  /**
   * Whether a chain has finished bootstrapping.
   *
   * JSON-RPC `info.isBootstrapped` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.isBootstrapped({ chain: '<chain>' });
   * ```
   */
  isBootstrapped(
    params: T.InfoIsBootstrappedParams,
    options?: JsonRpcCallOptions,
  ): Promise<T.InfoIsBootstrappedResult>;
  /**
   * Peers this node is connected to: all, or those listed in nodeIDs.
   *
   * JSON-RPC `info.peers` at `/ext/info`.
   * @param params.nodeIDs Empty or missing returns every active connection; ids without a connection are omitted.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.peers();
   * ```
   */
  peers(params?: T.InfoPeersParams, options?: JsonRpcCallOptions): Promise<T.InfoPeersResult>;
  /**
   * Activation times of the network upgrades.
   *
   * JSON-RPC `info.upgrades` at `/ext/info`.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.upgrades();
   * ```
   */
  upgrades(options?: JsonRpcCallOptions): Promise<T.InfoUpgradesResult>;
  /**
   * Uptime of this node as the network observes it (primary network, or a subnet).
   *
   * JSON-RPC `info.uptime` at `/ext/info`.
   * @param params.subnetID The subnet whose validators' view to report (the API document's parameter). AvalancheGo v1.14.0's info.uptime takes no params: it ignores this and reports the primary network.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const result = await node.info.uptime();
   * ```
   */
  uptime(params?: T.InfoUptimeParams, options?: JsonRpcCallOptions): Promise<T.InfoUptimeResult>;
}

/** Every namespace of the client. */
export interface Namespaces {
  admin: AdminNamespace;
  health: HealthNamespace;
  index: IndexNamespace;
  info: InfoNamespace;
}
