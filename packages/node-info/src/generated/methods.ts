// Generated from specs/openrpc/node-info; do not edit. Run `pnpm generate`.
import type { MethodEntries, MethodEntry, WireNameMap } from '@pkg/core';
import { checkFlatParams, checkParams, checkStringParams } from '@pkg/core';

/**
 * JSON-RPC `admin.alias`: pass it to `createNodeInfoClientFor` for a client with `admin.alias`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_alias } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_alias });
 * const result = await node.admin.alias({ endpoint: '<endpoint>', alias: '<alias>' });
 */
export const admin_alias: MethodEntry<'admin.alias'> = {
  name: 'admin.alias',
  endpoint: '/ext/admin',
  by: 'name',
  params: ['endpoint', 'alias'],
  schema: {
    endpoint: { type: 'string', required: true },
    alias: { type: 'string', maxLength: 512, required: true },
  },
  retry: false,
  check: checkStringParams,
};

/**
 * JSON-RPC `admin.aliasChain`: pass it to `createNodeInfoClientFor` for a client with `admin.aliasChain`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_aliasChain } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_aliasChain });
 * const result = await node.admin.aliasChain({ chain: '<chain>', alias: '<alias>' });
 */
export const admin_aliasChain: MethodEntry<'admin.aliasChain'> = {
  name: 'admin.aliasChain',
  endpoint: '/ext/admin',
  by: 'name',
  params: ['chain', 'alias'],
  schema: { chain: { type: 'string', required: true }, alias: { type: 'string', required: true } },
  retry: false,
  check: checkStringParams,
};

/**
 * JSON-RPC `admin.dbGet`: pass it to `createNodeInfoClientFor` for a client with `admin.dbGet`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_dbGet } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_dbGet });
 * const result = await node.admin.dbGet({ key: '<key>' });
 */
export const admin_dbGet: MethodEntry<'admin.dbGet'> = {
  name: 'admin.dbGet',
  endpoint: '/ext/admin',
  by: 'name',
  params: ['key'],
  schema: { key: { type: 'string', pattern: '^0x[0-9a-fA-F]*$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `admin.getChainAliases`: pass it to `createNodeInfoClientFor` for a client with `admin.getChainAliases`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_getChainAliases } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_getChainAliases });
 * const result = await node.admin.getChainAliases({ chain: '<chain>' });
 */
export const admin_getChainAliases: MethodEntry<'admin.getChainAliases'> = {
  name: 'admin.getChainAliases',
  endpoint: '/ext/admin',
  by: 'name',
  params: ['chain'],
  schema: { chain: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `admin.getConfig`: pass it to `createNodeInfoClientFor` for a client with `admin.getConfig`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_getConfig } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_getConfig });
 * const result = await node.admin.getConfig();
 */
export const admin_getConfig: MethodEntry<'admin.getConfig'> = {
  name: 'admin.getConfig',
  endpoint: '/ext/admin',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `admin.getLoggerLevel`: pass it to `createNodeInfoClientFor` for a client with `admin.getLoggerLevel`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_getLoggerLevel } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_getLoggerLevel });
 * const result = await node.admin.getLoggerLevel();
 */
export const admin_getLoggerLevel: MethodEntry<'admin.getLoggerLevel'> = {
  name: 'admin.getLoggerLevel',
  endpoint: '/ext/admin',
  by: 'name',
  params: ['loggerName'],
  schema: { loggerName: { type: 'string' } },
  check: checkStringParams,
};

/**
 * JSON-RPC `admin.loadVMs`: pass it to `createNodeInfoClientFor` for a client with `admin.loadVMs`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_loadVMs } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_loadVMs });
 * const result = await node.admin.loadVMs();
 */
export const admin_loadVMs: MethodEntry<'admin.loadVMs'> = {
  name: 'admin.loadVMs',
  endpoint: '/ext/admin',
  by: 'name',
  params: [],
  retry: false,
};

/**
 * JSON-RPC `admin.lockProfile`: pass it to `createNodeInfoClientFor` for a client with `admin.lockProfile`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_lockProfile } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_lockProfile });
 * const result = await node.admin.lockProfile();
 */
export const admin_lockProfile: MethodEntry<'admin.lockProfile'> = {
  name: 'admin.lockProfile',
  endpoint: '/ext/admin',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `admin.memoryProfile`: pass it to `createNodeInfoClientFor` for a client with `admin.memoryProfile`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_memoryProfile } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_memoryProfile });
 * const result = await node.admin.memoryProfile();
 */
export const admin_memoryProfile: MethodEntry<'admin.memoryProfile'> = {
  name: 'admin.memoryProfile',
  endpoint: '/ext/admin',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `admin.setLoggerLevel`: pass it to `createNodeInfoClientFor` for a client with `admin.setLoggerLevel`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_setLoggerLevel } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_setLoggerLevel });
 * const result = await node.admin.setLoggerLevel();
 */
export const admin_setLoggerLevel: MethodEntry<'admin.setLoggerLevel'> = {
  name: 'admin.setLoggerLevel',
  endpoint: '/ext/admin',
  by: 'name',
  params: ['loggerName', 'logLevel', 'displayLevel'],
  schema: { loggerName: { type: 'string' }, logLevel: { type: 'string' }, displayLevel: { type: 'string' } },
  rules: [{ anyOf: ['logLevel', 'displayLevel'] }],
  check: checkParams,
};

/**
 * JSON-RPC `admin.stacktrace`: pass it to `createNodeInfoClientFor` for a client with `admin.stacktrace`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_stacktrace } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_stacktrace });
 * const result = await node.admin.stacktrace();
 */
export const admin_stacktrace: MethodEntry<'admin.stacktrace'> = {
  name: 'admin.stacktrace',
  endpoint: '/ext/admin',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `admin.startCPUProfiler`: pass it to `createNodeInfoClientFor` for a client with `admin.startCPUProfiler`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_startCPUProfiler } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_startCPUProfiler });
 * const result = await node.admin.startCPUProfiler();
 */
export const admin_startCPUProfiler: MethodEntry<'admin.startCPUProfiler'> = {
  name: 'admin.startCPUProfiler',
  endpoint: '/ext/admin',
  by: 'name',
  params: [],
  retry: false,
};

/**
 * JSON-RPC `admin.stopCPUProfiler`: pass it to `createNodeInfoClientFor` for a client with `admin.stopCPUProfiler`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { admin_stopCPUProfiler } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ admin_stopCPUProfiler });
 * const result = await node.admin.stopCPUProfiler();
 */
export const admin_stopCPUProfiler: MethodEntry<'admin.stopCPUProfiler'> = {
  name: 'admin.stopCPUProfiler',
  endpoint: '/ext/admin',
  by: 'name',
  params: [],
  retry: false,
};

/**
 * JSON-RPC `health.health`: pass it to `createNodeInfoClientFor` for a client with `health.health`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { health_health } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ health_health });
 * const result = await node.health.health();
 */
export const health_health: MethodEntry<'health.health'> = {
  name: 'health.health',
  endpoint: '/ext/health',
  by: 'name',
  params: ['tags'],
  schema: { tags: { type: 'array', items: { type: 'string' } } },
  check: checkParams,
};

/**
 * JSON-RPC `health.liveness`: pass it to `createNodeInfoClientFor` for a client with `health.liveness`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { health_liveness } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ health_liveness });
 * const result = await node.health.liveness();
 */
export const health_liveness: MethodEntry<'health.liveness'> = {
  name: 'health.liveness',
  endpoint: '/ext/health',
  by: 'name',
  params: ['tags'],
  schema: { tags: { type: 'array', items: { type: 'string' } } },
  check: checkParams,
};

/**
 * JSON-RPC `health.readiness`: pass it to `createNodeInfoClientFor` for a client with `health.readiness`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { health_readiness } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ health_readiness });
 * const result = await node.health.readiness();
 */
export const health_readiness: MethodEntry<'health.readiness'> = {
  name: 'health.readiness',
  endpoint: '/ext/health',
  by: 'name',
  params: ['tags'],
  schema: { tags: { type: 'array', items: { type: 'string' } } },
  check: checkParams,
};

/**
 * JSON-RPC `index.getContainerByID`: the entry `createIndexClient` builds `index.getContainerByID` from.
 * @example
 * import { createIndexClient } from '@pkg/node-info';
 * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
 * const result = await cBlocks.index.getContainerByID({ id: '<id>' });
 */
export const index_getContainerByID: MethodEntry<'index.getContainerByID'> = {
  name: 'index.getContainerByID',
  endpoint: '/ext/index/{index}',
  by: 'name',
  params: ['id', 'encoding'],
  schema: {
    id: { type: 'string', minLength: 1, required: true },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  check: checkStringParams,
};

/**
 * JSON-RPC `index.getContainerByIndex`: the entry `createIndexClient` builds `index.getContainerByIndex` from.
 * @example
 * import { createIndexClient } from '@pkg/node-info';
 * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
 * const result = await cBlocks.index.getContainerByIndex({ index: 1 });
 */
export const index_getContainerByIndex: MethodEntry<'index.getContainerByIndex'> = {
  name: 'index.getContainerByIndex',
  endpoint: '/ext/index/{index}',
  by: 'name',
  params: ['index', 'encoding'],
  schema: {
    index: { type: 'integer', minimum: 0, required: true },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  check: checkFlatParams,
};

/**
 * JSON-RPC `index.getContainerRange`: the entry `createIndexClient` builds `index.getContainerRange` from.
 * @example
 * import { createIndexClient } from '@pkg/node-info';
 * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
 * const result = await cBlocks.index.getContainerRange({ startIndex: 1, numToFetch: 1 });
 */
export const index_getContainerRange: MethodEntry<'index.getContainerRange'> = {
  name: 'index.getContainerRange',
  endpoint: '/ext/index/{index}',
  by: 'name',
  params: ['startIndex', 'numToFetch', 'encoding'],
  schema: {
    startIndex: { type: 'integer', minimum: 0, required: true },
    numToFetch: { type: 'integer', minimum: 1, maximum: 1024, required: true },
    encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
  },
  check: checkFlatParams,
};

/**
 * JSON-RPC `index.getIndex`: the entry `createIndexClient` builds `index.getIndex` from.
 * @example
 * import { createIndexClient } from '@pkg/node-info';
 * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
 * const result = await cBlocks.index.getIndex({ id: '<id>' });
 */
export const index_getIndex: MethodEntry<'index.getIndex'> = {
  name: 'index.getIndex',
  endpoint: '/ext/index/{index}',
  by: 'name',
  params: ['id'],
  schema: { id: { type: 'string', minLength: 1, required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `index.getLastAccepted`: the entry `createIndexClient` builds `index.getLastAccepted` from.
 * @example
 * import { createIndexClient } from '@pkg/node-info';
 * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
 * const result = await cBlocks.index.getLastAccepted();
 */
export const index_getLastAccepted: MethodEntry<'index.getLastAccepted'> = {
  name: 'index.getLastAccepted',
  endpoint: '/ext/index/{index}',
  by: 'name',
  params: ['encoding'],
  schema: { encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] } },
  check: checkStringParams,
};

/**
 * JSON-RPC `index.isAccepted`: the entry `createIndexClient` builds `index.isAccepted` from.
 * @example
 * import { createIndexClient } from '@pkg/node-info';
 * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
 * const result = await cBlocks.index.isAccepted({ id: '<id>' });
 */
export const index_isAccepted: MethodEntry<'index.isAccepted'> = {
  name: 'index.isAccepted',
  endpoint: '/ext/index/{index}',
  by: 'name',
  params: ['id'],
  schema: { id: { type: 'string', minLength: 1, required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `info.acps`: pass it to `createNodeInfoClientFor` for a client with `info.acps`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_acps } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_acps });
 * const result = await node.info.acps();
 */
export const info_acps: MethodEntry<'info.acps'> = {
  name: 'info.acps',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.getBlockchainID`: pass it to `createNodeInfoClientFor` for a client with `info.getBlockchainID`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getBlockchainID } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getBlockchainID });
 * const result = await node.info.getBlockchainID({ alias: '<alias>' });
 */
export const info_getBlockchainID: MethodEntry<'info.getBlockchainID'> = {
  name: 'info.getBlockchainID',
  endpoint: '/ext/info',
  by: 'name',
  params: ['alias'],
  schema: { alias: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `info.getNetworkID`: pass it to `createNodeInfoClientFor` for a client with `info.getNetworkID`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNetworkID } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNetworkID });
 * const result = await node.info.getNetworkID();
 */
export const info_getNetworkID: MethodEntry<'info.getNetworkID'> = {
  name: 'info.getNetworkID',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.getNetworkName`: pass it to `createNodeInfoClientFor` for a client with `info.getNetworkName`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNetworkName } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNetworkName });
 * const result = await node.info.getNetworkName();
 */
export const info_getNetworkName: MethodEntry<'info.getNetworkName'> = {
  name: 'info.getNetworkName',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.getNodeID`: pass it to `createNodeInfoClientFor` for a client with `info.getNodeID`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNodeID } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNodeID });
 * const result = await node.info.getNodeID();
 */
export const info_getNodeID: MethodEntry<'info.getNodeID'> = {
  name: 'info.getNodeID',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.getNodeIP`: pass it to `createNodeInfoClientFor` for a client with `info.getNodeIP`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNodeIP } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNodeIP });
 * const result = await node.info.getNodeIP();
 */
export const info_getNodeIP: MethodEntry<'info.getNodeIP'> = {
  name: 'info.getNodeIP',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.getNodeVersion`: pass it to `createNodeInfoClientFor` for a client with `info.getNodeVersion`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNodeVersion } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNodeVersion });
 * const result = await node.info.getNodeVersion();
 */
export const info_getNodeVersion: MethodEntry<'info.getNodeVersion'> = {
  name: 'info.getNodeVersion',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.getTxFee`: pass it to `createNodeInfoClientFor` for a client with `info.getTxFee`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getTxFee } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getTxFee });
 * const result = await node.info.getTxFee();
 */
export const info_getTxFee: MethodEntry<'info.getTxFee'> = {
  name: 'info.getTxFee',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
  deprecated: 'since v1.12.2',
};

/**
 * JSON-RPC `info.getVMs`: pass it to `createNodeInfoClientFor` for a client with `info.getVMs`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getVMs } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getVMs });
 * const result = await node.info.getVMs();
 */
export const info_getVMs: MethodEntry<'info.getVMs'> = {
  name: 'info.getVMs',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.isBootstrapped`: pass it to `createNodeInfoClientFor` for a client with `info.isBootstrapped`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_isBootstrapped } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_isBootstrapped });
 * const result = await node.info.isBootstrapped({ chain: '<chain>' });
 */
export const info_isBootstrapped: MethodEntry<'info.isBootstrapped'> = {
  name: 'info.isBootstrapped',
  endpoint: '/ext/info',
  by: 'name',
  params: ['chain'],
  schema: { chain: { type: 'string', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `info.peers`: pass it to `createNodeInfoClientFor` for a client with `info.peers`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_peers } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_peers });
 * const result = await node.info.peers();
 */
export const info_peers: MethodEntry<'info.peers'> = {
  name: 'info.peers',
  endpoint: '/ext/info',
  by: 'name',
  params: ['nodeIDs'],
  schema: { nodeIDs: { type: 'array', items: { type: 'string' } } },
  check: checkParams,
};

/**
 * JSON-RPC `info.upgrades`: pass it to `createNodeInfoClientFor` for a client with `info.upgrades`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_upgrades } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_upgrades });
 * const result = await node.info.upgrades();
 */
export const info_upgrades: MethodEntry<'info.upgrades'> = {
  name: 'info.upgrades',
  endpoint: '/ext/info',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `info.uptime`: pass it to `createNodeInfoClientFor` for a client with `info.uptime`.
 * @example
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_uptime } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_uptime });
 * const result = await node.info.uptime();
 */
export const info_uptime: MethodEntry<'info.uptime'> = {
  name: 'info.uptime',
  endpoint: '/ext/info',
  by: 'name',
  params: ['subnetID'],
  schema: { subnetID: { type: 'string' } },
  check: checkStringParams,
};

/** Every method of the spec, by seed wire name: `createNodeInfoClient` is `createNodeInfoClientFor` given this table. */
export const methods: MethodEntries = {
  'admin.alias': admin_alias,
  'admin.aliasChain': admin_aliasChain,
  'admin.dbGet': admin_dbGet,
  'admin.getChainAliases': admin_getChainAliases,
  'admin.getConfig': admin_getConfig,
  'admin.getLoggerLevel': admin_getLoggerLevel,
  'admin.loadVMs': admin_loadVMs,
  'admin.lockProfile': admin_lockProfile,
  'admin.memoryProfile': admin_memoryProfile,
  'admin.setLoggerLevel': admin_setLoggerLevel,
  'admin.stacktrace': admin_stacktrace,
  'admin.startCPUProfiler': admin_startCPUProfiler,
  'admin.stopCPUProfiler': admin_stopCPUProfiler,
  'health.health': health_health,
  'health.liveness': health_liveness,
  'health.readiness': health_readiness,
  'index.getContainerByID': index_getContainerByID,
  'index.getContainerByIndex': index_getContainerByIndex,
  'index.getContainerRange': index_getContainerRange,
  'index.getIndex': index_getIndex,
  'index.getLastAccepted': index_getLastAccepted,
  'index.isAccepted': index_isAccepted,
  'info.acps': info_acps,
  'info.getBlockchainID': info_getBlockchainID,
  'info.getNetworkID': info_getNetworkID,
  'info.getNetworkName': info_getNetworkName,
  'info.getNodeID': info_getNodeID,
  'info.getNodeIP': info_getNodeIP,
  'info.getNodeVersion': info_getNodeVersion,
  'info.getTxFee': info_getTxFee,
  'info.getVMs': info_getVMs,
  'info.isBootstrapped': info_isBootstrapped,
  'info.peers': info_peers,
  'info.upgrades': info_upgrades,
  'info.uptime': info_uptime,
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/info';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = {};

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = [];
