// Generated from specs/openrpc/node-info; do not edit. Run `pnpm generate`.
import type { MethodTable, WireNameMap } from '@pkg/core';

/** Every method of the spec: seed wire name -> endpoint, param structure, input checks, retry safety. */
export const methods: MethodTable = {
  'admin.alias': {
    endpoint: '/ext/admin',
    by: 'name',
    params: ['endpoint', 'alias'],
    schema: {
      endpoint: { type: 'string', required: true },
      alias: { type: 'string', maxLength: 512, required: true },
    },
    retry: false,
  },
  'admin.aliasChain': {
    endpoint: '/ext/admin',
    by: 'name',
    params: ['chain', 'alias'],
    schema: { chain: { type: 'string', required: true }, alias: { type: 'string', required: true } },
    retry: false,
  },
  'admin.dbGet': {
    endpoint: '/ext/admin',
    by: 'name',
    params: ['key'],
    schema: { key: { type: 'string', pattern: '^0x[0-9a-fA-F]*$', required: true } },
  },
  'admin.getChainAliases': {
    endpoint: '/ext/admin',
    by: 'name',
    params: ['chain'],
    schema: { chain: { type: 'string', required: true } },
  },
  'admin.getConfig': { endpoint: '/ext/admin', by: 'name', params: [] },
  'admin.getLoggerLevel': {
    endpoint: '/ext/admin',
    by: 'name',
    params: ['loggerName'],
    schema: { loggerName: { type: 'string' } },
  },
  'admin.loadVMs': { endpoint: '/ext/admin', by: 'name', params: [], retry: false },
  'admin.lockProfile': { endpoint: '/ext/admin', by: 'name', params: [] },
  'admin.memoryProfile': { endpoint: '/ext/admin', by: 'name', params: [] },
  'admin.setLoggerLevel': {
    endpoint: '/ext/admin',
    by: 'name',
    params: ['loggerName', 'logLevel', 'displayLevel'],
    schema: {
      loggerName: { type: 'string' },
      logLevel: { type: 'string' },
      displayLevel: { type: 'string' },
    },
    rules: [{ anyOf: ['logLevel', 'displayLevel'] }],
  },
  'admin.stacktrace': { endpoint: '/ext/admin', by: 'name', params: [] },
  'admin.startCPUProfiler': { endpoint: '/ext/admin', by: 'name', params: [], retry: false },
  'admin.stopCPUProfiler': { endpoint: '/ext/admin', by: 'name', params: [], retry: false },
  'health.health': {
    endpoint: '/ext/health',
    by: 'name',
    params: ['tags'],
    schema: { tags: { type: 'array', items: { type: 'string' } } },
  },
  'health.liveness': {
    endpoint: '/ext/health',
    by: 'name',
    params: ['tags'],
    schema: { tags: { type: 'array', items: { type: 'string' } } },
  },
  'health.readiness': {
    endpoint: '/ext/health',
    by: 'name',
    params: ['tags'],
    schema: { tags: { type: 'array', items: { type: 'string' } } },
  },
  'index.getContainerByID': {
    endpoint: '/ext/index/{index}',
    by: 'name',
    params: ['id', 'encoding'],
    schema: {
      id: { type: 'string', minLength: 1, required: true },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
  },
  'index.getContainerByIndex': {
    endpoint: '/ext/index/{index}',
    by: 'name',
    params: ['index', 'encoding'],
    schema: {
      index: { type: 'integer', minimum: 0, required: true },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
  },
  'index.getContainerRange': {
    endpoint: '/ext/index/{index}',
    by: 'name',
    params: ['startIndex', 'numToFetch', 'encoding'],
    schema: {
      startIndex: { type: 'integer', minimum: 0, required: true },
      numToFetch: { type: 'integer', minimum: 1, maximum: 1024, required: true },
      encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] },
    },
  },
  'index.getIndex': {
    endpoint: '/ext/index/{index}',
    by: 'name',
    params: ['id'],
    schema: { id: { type: 'string', minLength: 1, required: true } },
  },
  'index.getLastAccepted': {
    endpoint: '/ext/index/{index}',
    by: 'name',
    params: ['encoding'],
    schema: { encoding: { type: 'string', enum: ['hex', 'hexc', 'hexnc'] } },
  },
  'index.isAccepted': {
    endpoint: '/ext/index/{index}',
    by: 'name',
    params: ['id'],
    schema: { id: { type: 'string', minLength: 1, required: true } },
  },
  'info.acps': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.getBlockchainID': {
    endpoint: '/ext/info',
    by: 'name',
    params: ['alias'],
    schema: { alias: { type: 'string', required: true } },
  },
  'info.getNetworkID': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.getNetworkName': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.getNodeID': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.getNodeIP': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.getNodeVersion': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.getTxFee': { endpoint: '/ext/info', by: 'name', params: [], deprecated: 'since v1.12.2' },
  'info.getVMs': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.isBootstrapped': {
    endpoint: '/ext/info',
    by: 'name',
    params: ['chain'],
    schema: { chain: { type: 'string', required: true } },
  },
  'info.peers': {
    endpoint: '/ext/info',
    by: 'name',
    params: ['nodeIDs'],
    schema: { nodeIDs: { type: 'array', items: { type: 'string' } } },
  },
  'info.upgrades': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.uptime': {
    endpoint: '/ext/info',
    by: 'name',
    params: ['subnetID'],
    schema: { subnetID: { type: 'string' } },
  },
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/info';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = {};

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = [];
