// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
import type { MethodEntries, MethodEntry, WireNameMap } from '@pkg/core';
import { checkFlatParams, checkParams, checkStringParams, iterateUtxos, nameFallback } from '@pkg/core';
import * as rules from './rules.js';

/**
 * JSON-RPC `admin_exportChain`: pass it to `createEvmClientFor` for a client with `admin.exportChain`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_exportChain } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_exportChain });
 * const result = await evm.admin.exportChain('<file>');
 */
export const admin_exportChain: MethodEntry<'admin_exportChain'> = {
  name: 'admin_exportChain',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file', 'first', 'last'],
  schema: {
    file: { type: 'string', minLength: 1, required: true },
    first: { type: 'integer', minimum: 0, nullable: true },
    last: { type: 'integer', minimum: 0, nullable: true },
  },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `admin_getVMConfig`: pass it to `createEvmClientFor` for a client with `admin.getVMConfig`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_getVMConfig } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_getVMConfig });
 * const result = await evm.admin.getVMConfig();
 */
export const admin_getVMConfig: MethodEntry<'admin_getVMConfig'> = {
  name: 'admin_getVMConfig',
  endpoint: '/ext/bc/{blockchainId}/admin',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  fallback: nameFallback,
};

/**
 * JSON-RPC `admin_importChain`: pass it to `createEvmClientFor` for a client with `admin.importChain`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_importChain } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_importChain });
 * const result = await evm.admin.importChain('<file>');
 */
export const admin_importChain: MethodEntry<'admin_importChain'> = {
  name: 'admin_importChain',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file'],
  schema: { file: { type: 'string', minLength: 1, required: true } },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `admin_lockProfile`: pass it to `createEvmClientFor` for a client with `admin.lockProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_lockProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_lockProfile });
 * const result = await evm.admin.lockProfile();
 */
export const admin_lockProfile: MethodEntry<'admin_lockProfile'> = {
  name: 'admin_lockProfile',
  endpoint: '/ext/bc/{blockchainId}/admin',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  fallback: nameFallback,
};

/**
 * JSON-RPC `admin_memoryProfile`: pass it to `createEvmClientFor` for a client with `admin.memoryProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_memoryProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_memoryProfile });
 * const result = await evm.admin.memoryProfile();
 */
export const admin_memoryProfile: MethodEntry<'admin_memoryProfile'> = {
  name: 'admin_memoryProfile',
  endpoint: '/ext/bc/{blockchainId}/admin',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  fallback: nameFallback,
};

/**
 * JSON-RPC `admin_setLogLevel`: pass it to `createEvmClientFor` for a client with `admin.setLogLevel`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_setLogLevel } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_setLogLevel });
 * const result = await evm.admin.setLogLevel({ level: '<level>' });
 */
export const admin_setLogLevel: MethodEntry<'admin_setLogLevel'> = {
  name: 'admin_setLogLevel',
  endpoint: '/ext/bc/{blockchainId}/admin',
  by: 'position',
  params: ['args'],
  schema: {
    args: { type: 'object', properties: { level: { type: 'string', required: true } }, required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `admin_startCPUProfiler`: pass it to `createEvmClientFor` for a client with `admin.startCPUProfiler`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_startCPUProfiler } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_startCPUProfiler });
 * const result = await evm.admin.startCPUProfiler();
 */
export const admin_startCPUProfiler: MethodEntry<'admin_startCPUProfiler'> = {
  name: 'admin_startCPUProfiler',
  endpoint: '/ext/bc/{blockchainId}/admin',
  by: 'position',
  params: [],
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  fallback: nameFallback,
};

/**
 * JSON-RPC `admin_stopCPUProfiler`: pass it to `createEvmClientFor` for a client with `admin.stopCPUProfiler`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { admin_stopCPUProfiler } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ admin_stopCPUProfiler });
 * const result = await evm.admin.stopCPUProfiler();
 */
export const admin_stopCPUProfiler: MethodEntry<'admin_stopCPUProfiler'> = {
  name: 'admin_stopCPUProfiler',
  endpoint: '/ext/bc/{blockchainId}/admin',
  by: 'position',
  params: [],
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  fallback: nameFallback,
};

/**
 * JSON-RPC `atomic.getAtomicTx`: pass it to `createEvmClientFor` for a client with `atomic.getAtomicTx`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { atomic_getAtomicTx } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ atomic_getAtomicTx });
 * const result = await evm.atomic.getAtomicTx({ txID: '<txID>' });
 */
export const atomic_getAtomicTx: MethodEntry<'atomic.getAtomicTx'> = {
  name: 'atomic.getAtomicTx',
  endpoint: '/ext/bc/C/atomic',
  by: 'position',
  params: ['args'],
  schema: {
    args: {
      type: 'object',
      properties: { txID: { type: 'string', required: true }, encoding: { type: 'string' } },
      required: true,
    },
  },
  servedOn: ['c-chain-pre-helicon', 'c-chain-helicon'],
  check: checkParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `atomic.getAtomicTxStatus`: pass it to `createEvmClientFor` for a client with `atomic.getAtomicTxStatus`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { atomic_getAtomicTxStatus } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ atomic_getAtomicTxStatus });
 * const result = await evm.atomic.getAtomicTxStatus({ txID: '<txID>' });
 */
export const atomic_getAtomicTxStatus: MethodEntry<'atomic.getAtomicTxStatus'> = {
  name: 'atomic.getAtomicTxStatus',
  endpoint: '/ext/bc/C/atomic',
  by: 'position',
  params: ['args'],
  schema: {
    args: { type: 'object', properties: { txID: { type: 'string', required: true } }, required: true },
  },
  deprecated: 'since v1.15.0',
  servedOn: ['c-chain-pre-helicon', 'c-chain-helicon'],
  check: checkParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `atomic.getUTXOs`: pass it to `createEvmClientFor` for a client with `atomic.getUTXOs`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { atomic_getUTXOs } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ atomic_getUTXOs });
 * const result = await evm.atomic.getUTXOs({ addresses: ['<addresses>'], sourceChain: '<sourceChain>' });
 */
export const atomic_getUTXOs: MethodEntry<'atomic.getUTXOs'> = {
  name: 'atomic.getUTXOs',
  endpoint: '/ext/bc/C/atomic',
  by: 'position',
  params: ['args'],
  schema: {
    args: {
      type: 'object',
      properties: {
        addresses: { type: 'array', items: { type: 'string' }, required: true },
        sourceChain: { type: 'string', required: true },
        startIndex: { type: 'object', properties: rules.UTXOIndex },
        limit: { type: 'integer', minimum: 0 },
        encoding: { type: 'string' },
      },
      required: true,
    },
  },
  servedOn: ['c-chain-pre-helicon', 'c-chain-helicon'],
  check: checkParams,
  iterate: iterateUtxos,
  fallback: nameFallback,
};

/**
 * JSON-RPC `atomic.issueTx`: pass it to `createEvmClientFor` for a client with `atomic.issueTx`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { atomic_issueTx } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ atomic_issueTx });
 * const result = await evm.atomic.issueTx({ tx: '<tx>' });
 */
export const atomic_issueTx: MethodEntry<'atomic.issueTx'> = {
  name: 'atomic.issueTx',
  endpoint: '/ext/bc/C/atomic',
  by: 'position',
  params: ['args'],
  schema: {
    args: {
      type: 'object',
      properties: { tx: { type: 'string', required: true }, encoding: { type: 'string' } },
      required: true,
    },
  },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'c-chain-helicon'],
  check: checkParams,
  fallback: nameFallback,
};

/**
 * JSON-RPC `atomic.version`: pass it to `createEvmClientFor` for a client with `atomic.version`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { atomic_version } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ atomic_version });
 * const result = await evm.atomic.version();
 */
export const atomic_version: MethodEntry<'atomic.version'> = {
  name: 'atomic.version',
  endpoint: '/ext/bc/C/atomic',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon'],
  fallback: nameFallback,
};

/**
 * JSON-RPC `debug_accountRange`: pass it to `createEvmClientFor` for a client with `debug.accountRange`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_accountRange } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_accountRange });
 * const result = await evm.debug.accountRange("latest", "0x", 1, false, false, false);
 */
export const debug_accountRange: MethodEntry<'debug_accountRange'> = {
  name: 'debug_accountRange',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block', 'start', 'maxResults', 'nocode', 'nostorage', 'incompletes'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
    start: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
    maxResults: { type: 'integer', required: true },
    nocode: { type: 'boolean', required: true },
    nostorage: { type: 'boolean', required: true },
    incompletes: { type: 'boolean', required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `debug_blockProfile`: pass it to `createEvmClientFor` for a client with `debug.blockProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_blockProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_blockProfile });
 * const result = await evm.debug.blockProfile('<file>', 1);
 */
export const debug_blockProfile: MethodEntry<'debug_blockProfile'> = {
  name: 'debug_blockProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file', 'seconds'],
  schema: {
    file: { type: 'string', minLength: 1, required: true },
    seconds: { type: 'integer', minimum: 0, required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_chaindbCompact`: pass it to `createEvmClientFor` for a client with `debug.chaindbCompact`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_chaindbCompact } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_chaindbCompact });
 * const result = await evm.debug.chaindbCompact();
 */
export const debug_chaindbCompact: MethodEntry<'debug_chaindbCompact'> = {
  name: 'debug_chaindbCompact',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  retry: false,
  servedOn: [],
};

/**
 * JSON-RPC `debug_chaindbProperty`: pass it to `createEvmClientFor` for a client with `debug.chaindbProperty`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_chaindbProperty } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_chaindbProperty });
 * const result = await evm.debug.chaindbProperty('<property>');
 */
export const debug_chaindbProperty: MethodEntry<'debug_chaindbProperty'> = {
  name: 'debug_chaindbProperty',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['property'],
  schema: { property: { type: 'string', required: true } },
  servedOn: [],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_cpuProfile`: pass it to `createEvmClientFor` for a client with `debug.cpuProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_cpuProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_cpuProfile });
 * const result = await evm.debug.cpuProfile('<file>', 1);
 */
export const debug_cpuProfile: MethodEntry<'debug_cpuProfile'> = {
  name: 'debug_cpuProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file', 'seconds'],
  schema: {
    file: { type: 'string', minLength: 1, required: true },
    seconds: { type: 'integer', minimum: 0, required: true },
  },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_dbAncient`: pass it to `createEvmClientFor` for a client with `debug.dbAncient`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_dbAncient } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_dbAncient });
 * const result = await evm.debug.dbAncient('<kind>', 1);
 */
export const debug_dbAncient: MethodEntry<'debug_dbAncient'> = {
  name: 'debug_dbAncient',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['kind', 'number'],
  schema: {
    kind: { type: 'string', required: true },
    number: { type: 'integer', minimum: 0, required: true },
  },
  servedOn: [],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_dbAncients`: pass it to `createEvmClientFor` for a client with `debug.dbAncients`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_dbAncients } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_dbAncients });
 * const result = await evm.debug.dbAncients();
 */
export const debug_dbAncients: MethodEntry<'debug_dbAncients'> = {
  name: 'debug_dbAncients',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: [],
};

/**
 * JSON-RPC `debug_dbGet`: pass it to `createEvmClientFor` for a client with `debug.dbGet`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_dbGet } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_dbGet });
 * const result = await evm.debug.dbGet('<key>');
 */
export const debug_dbGet: MethodEntry<'debug_dbGet'> = {
  name: 'debug_dbGet',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['key'],
  schema: { key: { type: 'string', required: true } },
  servedOn: [],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_dumpBlock`: pass it to `createEvmClientFor` for a client with `debug.dumpBlock`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_dumpBlock } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_dumpBlock });
 * const result = await evm.debug.dumpBlock("latest");
 */
export const debug_dumpBlock: MethodEntry<'debug_dumpBlock'> = {
  name: 'debug_dumpBlock',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `debug_freeOSMemory`: pass it to `createEvmClientFor` for a client with `debug.freeOSMemory`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_freeOSMemory } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_freeOSMemory });
 * const result = await evm.debug.freeOSMemory();
 */
export const debug_freeOSMemory: MethodEntry<'debug_freeOSMemory'> = {
  name: 'debug_freeOSMemory',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `debug_gcStats`: pass it to `createEvmClientFor` for a client with `debug.gcStats`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_gcStats } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_gcStats });
 * const result = await evm.debug.gcStats();
 */
export const debug_gcStats: MethodEntry<'debug_gcStats'> = {
  name: 'debug_gcStats',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `debug_getAccessibleState`: pass it to `createEvmClientFor` for a client with `debug.getAccessibleState`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getAccessibleState } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getAccessibleState });
 * const result = await evm.debug.getAccessibleState("latest", "latest");
 */
export const debug_getAccessibleState: MethodEntry<'debug_getAccessibleState'> = {
  name: 'debug_getAccessibleState',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['from', 'to'],
  schema: {
    from: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
    to: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `debug_getBadBlocks`: pass it to `createEvmClientFor` for a client with `debug.getBadBlocks`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getBadBlocks } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getBadBlocks });
 * const result = await evm.debug.getBadBlocks();
 */
export const debug_getBadBlocks: MethodEntry<'debug_getBadBlocks'> = {
  name: 'debug_getBadBlocks',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `debug_getModifiedAccountsByHash`: pass it to `createEvmClientFor` for a client with `debug.getModifiedAccountsByHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getModifiedAccountsByHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getModifiedAccountsByHash });
 * const result = await evm.debug.getModifiedAccountsByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_getModifiedAccountsByHash: MethodEntry<'debug_getModifiedAccountsByHash'> = {
  name: 'debug_getModifiedAccountsByHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['startHash', 'endHash'],
  schema: {
    startHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    endHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', nullable: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_getModifiedAccountsByNumber`: pass it to `createEvmClientFor` for a client with `debug.getModifiedAccountsByNumber`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getModifiedAccountsByNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getModifiedAccountsByNumber });
 * const result = await evm.debug.getModifiedAccountsByNumber(1);
 */
export const debug_getModifiedAccountsByNumber: MethodEntry<'debug_getModifiedAccountsByNumber'> = {
  name: 'debug_getModifiedAccountsByNumber',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['startNum', 'endNum'],
  schema: {
    startNum: { type: 'integer', minimum: 0, required: true },
    endNum: { type: 'integer', minimum: 0, nullable: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_getRawBlock`: pass it to `createEvmClientFor` for a client with `debug.getRawBlock`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getRawBlock } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getRawBlock });
 * const result = await evm.debug.getRawBlock("latest");
 */
export const debug_getRawBlock: MethodEntry<'debug_getRawBlock'> = {
  name: 'debug_getRawBlock',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `debug_getRawHeader`: pass it to `createEvmClientFor` for a client with `debug.getRawHeader`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getRawHeader } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getRawHeader });
 * const result = await evm.debug.getRawHeader("latest");
 */
export const debug_getRawHeader: MethodEntry<'debug_getRawHeader'> = {
  name: 'debug_getRawHeader',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `debug_getRawReceipts`: pass it to `createEvmClientFor` for a client with `debug.getRawReceipts`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getRawReceipts } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getRawReceipts });
 * const result = await evm.debug.getRawReceipts("latest");
 */
export const debug_getRawReceipts: MethodEntry<'debug_getRawReceipts'> = {
  name: 'debug_getRawReceipts',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `debug_getRawTransaction`: pass it to `createEvmClientFor` for a client with `debug.getRawTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_getRawTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_getRawTransaction });
 * const result = await evm.debug.getRawTransaction("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_getRawTransaction: MethodEntry<'debug_getRawTransaction'> = {
  name: 'debug_getRawTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['hash'],
  schema: { hash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_goTrace`: pass it to `createEvmClientFor` for a client with `debug.goTrace`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_goTrace } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_goTrace });
 * const result = await evm.debug.goTrace('<file>', 1);
 */
export const debug_goTrace: MethodEntry<'debug_goTrace'> = {
  name: 'debug_goTrace',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file', 'seconds'],
  schema: {
    file: { type: 'string', minLength: 1, required: true },
    seconds: { type: 'integer', minimum: 0, required: true },
  },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_intermediateRoots`: pass it to `createEvmClientFor` for a client with `debug.intermediateRoots`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_intermediateRoots } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_intermediateRoots });
 * const result = await evm.debug.intermediateRoots("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_intermediateRoots: MethodEntry<'debug_intermediateRoots'> = {
  name: 'debug_intermediateRoots',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'config'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_memStats`: pass it to `createEvmClientFor` for a client with `debug.memStats`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_memStats } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_memStats });
 * const result = await evm.debug.memStats();
 */
export const debug_memStats: MethodEntry<'debug_memStats'> = {
  name: 'debug_memStats',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `debug_mutexProfile`: pass it to `createEvmClientFor` for a client with `debug.mutexProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_mutexProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_mutexProfile });
 * const result = await evm.debug.mutexProfile('<file>', 1);
 */
export const debug_mutexProfile: MethodEntry<'debug_mutexProfile'> = {
  name: 'debug_mutexProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file', 'seconds'],
  schema: {
    file: { type: 'string', minLength: 1, required: true },
    seconds: { type: 'integer', minimum: 0, required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_preimage`: pass it to `createEvmClientFor` for a client with `debug.preimage`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_preimage } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_preimage });
 * const result = await evm.debug.preimage("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_preimage: MethodEntry<'debug_preimage'> = {
  name: 'debug_preimage',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['hash'],
  schema: { hash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_printBlock`: pass it to `createEvmClientFor` for a client with `debug.printBlock`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_printBlock } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_printBlock });
 * const result = await evm.debug.printBlock(1);
 */
export const debug_printBlock: MethodEntry<'debug_printBlock'> = {
  name: 'debug_printBlock',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['number'],
  schema: { number: { type: 'integer', minimum: 0, required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_setBlockProfileRate`: pass it to `createEvmClientFor` for a client with `debug.setBlockProfileRate`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_setBlockProfileRate } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_setBlockProfileRate });
 * const result = await evm.debug.setBlockProfileRate(1);
 */
export const debug_setBlockProfileRate: MethodEntry<'debug_setBlockProfileRate'> = {
  name: 'debug_setBlockProfileRate',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['rate'],
  schema: { rate: { type: 'integer', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_setGCPercent`: pass it to `createEvmClientFor` for a client with `debug.setGCPercent`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_setGCPercent } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_setGCPercent });
 * const result = await evm.debug.setGCPercent(1);
 */
export const debug_setGCPercent: MethodEntry<'debug_setGCPercent'> = {
  name: 'debug_setGCPercent',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['percent'],
  schema: { percent: { type: 'integer', required: true } },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_setHead`: pass it to `createEvmClientFor` for a client with `debug.setHead`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_setHead } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_setHead });
 * const result = await evm.debug.setHead("0x0");
 */
export const debug_setHead: MethodEntry<'debug_setHead'> = {
  name: 'debug_setHead',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['number'],
  schema: { number: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true } },
  retry: false,
  servedOn: [],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_setMutexProfileFraction`: pass it to `createEvmClientFor` for a client with `debug.setMutexProfileFraction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_setMutexProfileFraction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_setMutexProfileFraction });
 * const result = await evm.debug.setMutexProfileFraction(1);
 */
export const debug_setMutexProfileFraction: MethodEntry<'debug_setMutexProfileFraction'> = {
  name: 'debug_setMutexProfileFraction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['rate'],
  schema: { rate: { type: 'integer', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_stacks`: pass it to `createEvmClientFor` for a client with `debug.stacks`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_stacks } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_stacks });
 * const result = await evm.debug.stacks();
 */
export const debug_stacks: MethodEntry<'debug_stacks'> = {
  name: 'debug_stacks',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['filter'],
  schema: { filter: { type: 'string', nullable: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_standardTraceBadBlockToFile`: pass it to `createEvmClientFor` for a client with `debug.standardTraceBadBlockToFile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_standardTraceBadBlockToFile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_standardTraceBadBlockToFile });
 * const result = await evm.debug.standardTraceBadBlockToFile("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_standardTraceBadBlockToFile: MethodEntry<'debug_standardTraceBadBlockToFile'> = {
  name: 'debug_standardTraceBadBlockToFile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'config'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    config: {
      type: 'object',
      properties: {
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
        reexec: { type: 'integer', minimum: 0 },
        txHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
      },
      nullable: true,
    },
  },
  retry: false,
  check: checkParams,
};

/**
 * JSON-RPC `debug_standardTraceBlockToFile`: pass it to `createEvmClientFor` for a client with `debug.standardTraceBlockToFile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_standardTraceBlockToFile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_standardTraceBlockToFile });
 * const result = await evm.debug.standardTraceBlockToFile("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_standardTraceBlockToFile: MethodEntry<'debug_standardTraceBlockToFile'> = {
  name: 'debug_standardTraceBlockToFile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'config'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    config: {
      type: 'object',
      properties: {
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
        reexec: { type: 'integer', minimum: 0 },
        txHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
      },
      nullable: true,
    },
  },
  retry: false,
  check: checkParams,
};

/**
 * JSON-RPC `debug_startCPUProfile`: pass it to `createEvmClientFor` for a client with `debug.startCPUProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_startCPUProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_startCPUProfile });
 * const result = await evm.debug.startCPUProfile('<file>');
 */
export const debug_startCPUProfile: MethodEntry<'debug_startCPUProfile'> = {
  name: 'debug_startCPUProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file'],
  schema: { file: { type: 'string', minLength: 1, required: true } },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_startGoTrace`: pass it to `createEvmClientFor` for a client with `debug.startGoTrace`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_startGoTrace } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_startGoTrace });
 * const result = await evm.debug.startGoTrace('<file>');
 */
export const debug_startGoTrace: MethodEntry<'debug_startGoTrace'> = {
  name: 'debug_startGoTrace',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file'],
  schema: { file: { type: 'string', minLength: 1, required: true } },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_stopCPUProfile`: pass it to `createEvmClientFor` for a client with `debug.stopCPUProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_stopCPUProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_stopCPUProfile });
 * const result = await evm.debug.stopCPUProfile();
 */
export const debug_stopCPUProfile: MethodEntry<'debug_stopCPUProfile'> = {
  name: 'debug_stopCPUProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `debug_stopGoTrace`: pass it to `createEvmClientFor` for a client with `debug.stopGoTrace`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_stopGoTrace } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_stopGoTrace });
 * const result = await evm.debug.stopGoTrace();
 */
export const debug_stopGoTrace: MethodEntry<'debug_stopGoTrace'> = {
  name: 'debug_stopGoTrace',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `debug_storageRangeAt`: pass it to `createEvmClientFor` for a client with `debug.storageRangeAt`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_storageRangeAt } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_storageRangeAt });
 * const result = await evm.debug.storageRangeAt("latest", 1, "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "0x", 1);
 */
export const debug_storageRangeAt: MethodEntry<'debug_storageRangeAt'> = {
  name: 'debug_storageRangeAt',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block', 'txIndex', 'address', 'keyStart', 'maxResult'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
    txIndex: { type: 'integer', minimum: 0, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    keyStart: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
    maxResult: { type: 'integer', minimum: 0, required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `debug_traceBadBlock`: pass it to `createEvmClientFor` for a client with `debug.traceBadBlock`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_traceBadBlock } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_traceBadBlock });
 * const result = await evm.debug.traceBadBlock("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_traceBadBlock: MethodEntry<'debug_traceBadBlock'> = {
  name: 'debug_traceBadBlock',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'config'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_traceBlock`: pass it to `createEvmClientFor` for a client with `debug.traceBlock`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_traceBlock } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_traceBlock });
 * const result = await evm.debug.traceBlock("0x");
 */
export const debug_traceBlock: MethodEntry<'debug_traceBlock'> = {
  name: 'debug_traceBlock',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['rlp', 'config'],
  schema: {
    rlp: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_traceBlockByHash`: pass it to `createEvmClientFor` for a client with `debug.traceBlockByHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_traceBlockByHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_traceBlockByHash });
 * const result = await evm.debug.traceBlockByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_traceBlockByHash: MethodEntry<'debug_traceBlockByHash'> = {
  name: 'debug_traceBlockByHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'config'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_traceBlockByNumber`: pass it to `createEvmClientFor` for a client with `debug.traceBlockByNumber`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_traceBlockByNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_traceBlockByNumber });
 * const result = await evm.debug.traceBlockByNumber("latest");
 */
export const debug_traceBlockByNumber: MethodEntry<'debug_traceBlockByNumber'> = {
  name: 'debug_traceBlockByNumber',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block', 'config'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_traceBlockFromFile`: pass it to `createEvmClientFor` for a client with `debug.traceBlockFromFile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_traceBlockFromFile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_traceBlockFromFile });
 * const result = await evm.debug.traceBlockFromFile('<file>');
 */
export const debug_traceBlockFromFile: MethodEntry<'debug_traceBlockFromFile'> = {
  name: 'debug_traceBlockFromFile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file', 'config'],
  schema: {
    file: { type: 'string', minLength: 1, required: true },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_traceCall`: pass it to `createEvmClientFor` for a client with `debug.traceCall`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_traceCall } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_traceCall });
 * const result = await evm.debug.traceCall({}, "latest");
 */
export const debug_traceCall: MethodEntry<'debug_traceCall'> = {
  name: 'debug_traceCall',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'block', 'config'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
        stateOverrides: { type: 'object' },
        blockOverrides: { type: 'object' },
        txIndex: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_traceTransaction`: pass it to `createEvmClientFor` for a client with `debug.traceTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_traceTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_traceTransaction });
 * const result = await evm.debug.traceTransaction("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const debug_traceTransaction: MethodEntry<'debug_traceTransaction'> = {
  name: 'debug_traceTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['hash', 'config'],
  schema: {
    hash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    config: {
      type: 'object',
      properties: {
        tracer: { type: 'string' },
        tracerConfig: { type: 'object' },
        timeout: { type: 'string' },
        reexec: { type: 'integer', minimum: 0 },
        enableMemory: { type: 'boolean' },
        disableStack: { type: 'boolean' },
        disableStorage: { type: 'boolean' },
        enableReturnData: { type: 'boolean' },
        debug: { type: 'boolean' },
        limit: { type: 'integer', minimum: 0 },
        overrides: { type: 'object' },
      },
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `debug_verbosity`: pass it to `createEvmClientFor` for a client with `debug.verbosity`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_verbosity } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_verbosity });
 * const result = await evm.debug.verbosity(1);
 */
export const debug_verbosity: MethodEntry<'debug_verbosity'> = {
  name: 'debug_verbosity',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['level'],
  schema: { level: { type: 'integer', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `debug_vmodule`: pass it to `createEvmClientFor` for a client with `debug.vmodule`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_vmodule } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_vmodule });
 * const result = await evm.debug.vmodule('<pattern>');
 */
export const debug_vmodule: MethodEntry<'debug_vmodule'> = {
  name: 'debug_vmodule',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['pattern'],
  schema: { pattern: { type: 'string', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_writeBlockProfile`: pass it to `createEvmClientFor` for a client with `debug.writeBlockProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_writeBlockProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_writeBlockProfile });
 * const result = await evm.debug.writeBlockProfile('<file>');
 */
export const debug_writeBlockProfile: MethodEntry<'debug_writeBlockProfile'> = {
  name: 'debug_writeBlockProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file'],
  schema: { file: { type: 'string', minLength: 1, required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_writeMemProfile`: pass it to `createEvmClientFor` for a client with `debug.writeMemProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_writeMemProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_writeMemProfile });
 * const result = await evm.debug.writeMemProfile('<file>');
 */
export const debug_writeMemProfile: MethodEntry<'debug_writeMemProfile'> = {
  name: 'debug_writeMemProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file'],
  schema: { file: { type: 'string', minLength: 1, required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `debug_writeMutexProfile`: pass it to `createEvmClientFor` for a client with `debug.writeMutexProfile`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { debug_writeMutexProfile } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ debug_writeMutexProfile });
 * const result = await evm.debug.writeMutexProfile('<file>');
 */
export const debug_writeMutexProfile: MethodEntry<'debug_writeMutexProfile'> = {
  name: 'debug_writeMutexProfile',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['file'],
  schema: { file: { type: 'string', minLength: 1, required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_accounts`: pass it to `createEvmClientFor` for a client with `eth.accounts`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_accounts } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_accounts });
 * const result = await evm.eth.accounts();
 */
export const eth_accounts: MethodEntry<'eth_accounts'> = {
  name: 'eth_accounts',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `eth_baseFee`: pass it to `createEvmClientFor` for a client with `eth.baseFee`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_baseFee } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_baseFee });
 * const result = await evm.eth.baseFee();
 */
export const eth_baseFee: MethodEntry<'eth_baseFee'> = {
  name: 'eth_baseFee',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_blockNumber`: pass it to `createEvmClientFor` for a client with `eth.blockNumber`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_blockNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_blockNumber });
 * const result = await evm.eth.blockNumber();
 */
export const eth_blockNumber: MethodEntry<'eth_blockNumber'> = {
  name: 'eth_blockNumber',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_call`: pass it to `createEvmClientFor` for a client with `eth.call`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_call } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_call });
 * const result = await evm.eth.call({});
 */
export const eth_call: MethodEntry<'eth_call'> = {
  name: 'eth_call',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'block'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_callDetailed`: pass it to `createEvmClientFor` for a client with `eth.callDetailed`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_callDetailed } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_callDetailed });
 * const result = await evm.eth.callDetailed({}, "latest");
 */
export const eth_callDetailed: MethodEntry<'eth_callDetailed'> = {
  name: 'eth_callDetailed',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'block', 'stateOverrides'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
    stateOverrides: { type: 'object', nullable: true },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_chainId`: pass it to `createEvmClientFor` for a client with `eth.chainId`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_chainId } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_chainId });
 * const result = await evm.eth.chainId();
 */
export const eth_chainId: MethodEntry<'eth_chainId'> = {
  name: 'eth_chainId',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_coinbase`: pass it to `createEvmClientFor` for a client with `eth.coinbase`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_coinbase } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_coinbase });
 * const result = await evm.eth.coinbase();
 */
export const eth_coinbase: MethodEntry<'eth_coinbase'> = {
  name: 'eth_coinbase',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `eth_createAccessList`: pass it to `createEvmClientFor` for a client with `eth.createAccessList`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_createAccessList } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_createAccessList });
 * const result = await evm.eth.createAccessList({});
 */
export const eth_createAccessList: MethodEntry<'eth_createAccessList'> = {
  name: 'eth_createAccessList',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'block'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_estimateGas`: pass it to `createEvmClientFor` for a client with `eth.estimateGas`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_estimateGas } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_estimateGas });
 * const result = await evm.eth.estimateGas({});
 */
export const eth_estimateGas: MethodEntry<'eth_estimateGas'> = {
  name: 'eth_estimateGas',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'block'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      nullable: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_etherbase`: pass it to `createEvmClientFor` for a client with `eth.etherbase`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_etherbase } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_etherbase });
 * const result = await evm.eth.etherbase();
 */
export const eth_etherbase: MethodEntry<'eth_etherbase'> = {
  name: 'eth_etherbase',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `eth_feeConfig`: pass it to `createEvmClientFor` for a client with `eth.feeConfig`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_feeConfig } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_feeConfig });
 * const result = await evm.eth.feeConfig();
 */
export const eth_feeConfig: MethodEntry<'eth_feeConfig'> = {
  name: 'eth_feeConfig',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      nullable: true,
    },
  },
  servedOn: ['subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `eth_feeHistory`: pass it to `createEvmClientFor` for a client with `eth.feeHistory`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_feeHistory } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_feeHistory });
 * const result = await evm.eth.feeHistory("0x0", "latest");
 */
export const eth_feeHistory: MethodEntry<'eth_feeHistory'> = {
  name: 'eth_feeHistory',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockCount', 'newestBlock', 'rewardPercentiles'],
  schema: {
    blockCount: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
    newestBlock: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
    rewardPercentiles: { type: 'array', maxItems: 100, items: { type: 'number', minimum: 0, maximum: 100 } },
  },
  wireDefaults: { rewardPercentiles: [] },
  check: checkParams,
};

/**
 * JSON-RPC `eth_fillTransaction`: pass it to `createEvmClientFor` for a client with `eth.fillTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_fillTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_fillTransaction });
 * const result = await evm.eth.fillTransaction({});
 */
export const eth_fillTransaction: MethodEntry<'eth_fillTransaction'> = {
  name: 'eth_fillTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_gasPrice`: pass it to `createEvmClientFor` for a client with `eth.gasPrice`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_gasPrice } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_gasPrice });
 * const result = await evm.eth.gasPrice();
 */
export const eth_gasPrice: MethodEntry<'eth_gasPrice'> = {
  name: 'eth_gasPrice',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_getActivePrecompilesAt`: pass it to `createEvmClientFor` for a client with `eth.getActivePrecompilesAt`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getActivePrecompilesAt } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getActivePrecompilesAt });
 * const result = await evm.eth.getActivePrecompilesAt();
 */
export const eth_getActivePrecompilesAt: MethodEntry<'eth_getActivePrecompilesAt'> = {
  name: 'eth_getActivePrecompilesAt',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['timestamp'],
  schema: { timestamp: { type: 'integer', minimum: 0, nullable: true } },
  deprecated: 'eth_getActiveRulesAt replaces it',
  servedOn: ['subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `eth_getActiveRulesAt`: pass it to `createEvmClientFor` for a client with `eth.getActiveRulesAt`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getActiveRulesAt } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getActiveRulesAt });
 * const result = await evm.eth.getActiveRulesAt();
 */
export const eth_getActiveRulesAt: MethodEntry<'eth_getActiveRulesAt'> = {
  name: 'eth_getActiveRulesAt',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['timestamp'],
  schema: { timestamp: { type: 'integer', minimum: 0, nullable: true } },
  servedOn: ['subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `eth_getBadBlocks`: pass it to `createEvmClientFor` for a client with `eth.getBadBlocks`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getBadBlocks } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getBadBlocks });
 * const result = await evm.eth.getBadBlocks();
 */
export const eth_getBadBlocks: MethodEntry<'eth_getBadBlocks'> = {
  name: 'eth_getBadBlocks',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `eth_getBalance`: pass it to `createEvmClientFor` for a client with `eth.getBalance`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getBalance } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getBalance });
 * const result = await evm.eth.getBalance("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "latest");
 */
export const eth_getBalance: MethodEntry<'eth_getBalance'> = {
  name: 'eth_getBalance',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address', 'block'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getBlockByHash`: pass it to `createEvmClientFor` for a client with `eth.getBlockByHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getBlockByHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getBlockByHash });
 * const result = await evm.eth.getBlockByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", false);
 */
export const eth_getBlockByHash: MethodEntry<'eth_getBlockByHash'> = {
  name: 'eth_getBlockByHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'fullTransactions'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    fullTransactions: { type: 'boolean', required: true },
  },
  check: checkFlatParams,
};

/**
 * JSON-RPC `eth_getBlockByNumber`: pass it to `createEvmClientFor` for a client with `eth.getBlockByNumber`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getBlockByNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getBlockByNumber });
 * const result = await evm.eth.getBlockByNumber("latest", false);
 */
export const eth_getBlockByNumber: MethodEntry<'eth_getBlockByNumber'> = {
  name: 'eth_getBlockByNumber',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block', 'fullTransactions'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
    fullTransactions: { type: 'boolean', required: true },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getBlockReceipts`: pass it to `createEvmClientFor` for a client with `eth.getBlockReceipts`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getBlockReceipts } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getBlockReceipts });
 * const result = await evm.eth.getBlockReceipts("latest");
 */
export const eth_getBlockReceipts: MethodEntry<'eth_getBlockReceipts'> = {
  name: 'eth_getBlockReceipts',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getBlockTransactionCountByHash`: pass it to `createEvmClientFor` for a client with `eth.getBlockTransactionCountByHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getBlockTransactionCountByHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getBlockTransactionCountByHash });
 * const result = await evm.eth.getBlockTransactionCountByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const eth_getBlockTransactionCountByHash: MethodEntry<'eth_getBlockTransactionCountByHash'> = {
  name: 'eth_getBlockTransactionCountByHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash'],
  schema: { blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getBlockTransactionCountByNumber`: pass it to `createEvmClientFor` for a client with `eth.getBlockTransactionCountByNumber`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getBlockTransactionCountByNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getBlockTransactionCountByNumber });
 * const result = await evm.eth.getBlockTransactionCountByNumber("latest");
 */
export const eth_getBlockTransactionCountByNumber: MethodEntry<'eth_getBlockTransactionCountByNumber'> = {
  name: 'eth_getBlockTransactionCountByNumber',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getChainConfig`: pass it to `createEvmClientFor` for a client with `eth.getChainConfig`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getChainConfig } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getChainConfig });
 * const result = await evm.eth.getChainConfig();
 */
export const eth_getChainConfig: MethodEntry<'eth_getChainConfig'> = {
  name: 'eth_getChainConfig',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_getCode`: pass it to `createEvmClientFor` for a client with `eth.getCode`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getCode } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getCode });
 * const result = await evm.eth.getCode("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "latest");
 */
export const eth_getCode: MethodEntry<'eth_getCode'> = {
  name: 'eth_getCode',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address', 'block'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getFilterChanges`: pass it to `createEvmClientFor` for a client with `eth.getFilterChanges`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getFilterChanges } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getFilterChanges });
 * const result = await evm.eth.getFilterChanges('<filterId>');
 */
export const eth_getFilterChanges: MethodEntry<'eth_getFilterChanges'> = {
  name: 'eth_getFilterChanges',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['filterId'],
  schema: { filterId: { type: 'string', pattern: '^0x[0-9a-fA-F]+$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getFilterLogs`: pass it to `createEvmClientFor` for a client with `eth.getFilterLogs`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getFilterLogs } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getFilterLogs });
 * const result = await evm.eth.getFilterLogs('<filterId>');
 */
export const eth_getFilterLogs: MethodEntry<'eth_getFilterLogs'> = {
  name: 'eth_getFilterLogs',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['filterId'],
  schema: { filterId: { type: 'string', pattern: '^0x[0-9a-fA-F]+$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getHeaderByHash`: pass it to `createEvmClientFor` for a client with `eth.getHeaderByHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getHeaderByHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getHeaderByHash });
 * const result = await evm.eth.getHeaderByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const eth_getHeaderByHash: MethodEntry<'eth_getHeaderByHash'> = {
  name: 'eth_getHeaderByHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash'],
  schema: { blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getHeaderByNumber`: pass it to `createEvmClientFor` for a client with `eth.getHeaderByNumber`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getHeaderByNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getHeaderByNumber });
 * const result = await evm.eth.getHeaderByNumber("latest");
 */
export const eth_getHeaderByNumber: MethodEntry<'eth_getHeaderByNumber'> = {
  name: 'eth_getHeaderByNumber',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getLogs`: pass it to `createEvmClientFor` for a client with `eth.getLogs`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getLogs } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getLogs });
 * const result = await evm.eth.getLogs({});
 */
export const eth_getLogs: MethodEntry<'eth_getLogs'> = {
  name: 'eth_getLogs',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['filter'],
  schema: {
    filter: {
      type: 'object',
      properties: {
        fromBlock: {
          type: 'anyOf',
          anyOf: [
            { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
            { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          ],
        },
        toBlock: {
          type: 'anyOf',
          anyOf: [
            { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
            { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          ],
        },
        blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        address: {
          type: 'anyOf',
          anyOf: [
            { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
            { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
          ],
        },
        topics: {
          type: 'array',
          items: {
            type: 'anyOf',
            anyOf: [
              { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
              { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
            ],
            nullable: true,
          },
        },
      },
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getProof`: pass it to `createEvmClientFor` for a client with `eth.getProof`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getProof } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getProof });
 * const result = await evm.eth.getProof("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", ['<storageKeys>'], "latest");
 */
export const eth_getProof: MethodEntry<'eth_getProof'> = {
  name: 'eth_getProof',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address', 'storageKeys', 'block'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    storageKeys: {
      type: 'array',
      items: { type: 'string', pattern: '^0x[0-9a-fA-F]{0,64}$' },
      required: true,
    },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getRawTransactionByBlockHashAndIndex`: pass it to `createEvmClientFor` for a client with `eth.getRawTransactionByBlockHashAndIndex`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getRawTransactionByBlockHashAndIndex } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getRawTransactionByBlockHashAndIndex });
 * const result = await evm.eth.getRawTransactionByBlockHashAndIndex("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", "0x0");
 */
export const eth_getRawTransactionByBlockHashAndIndex: MethodEntry<'eth_getRawTransactionByBlockHashAndIndex'> =
  {
    name: 'eth_getRawTransactionByBlockHashAndIndex',
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash', 'index'],
    schema: {
      blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
      index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
    },
    check: checkStringParams,
  };

/**
 * JSON-RPC `eth_getRawTransactionByBlockNumberAndIndex`: pass it to `createEvmClientFor` for a client with `eth.getRawTransactionByBlockNumberAndIndex`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getRawTransactionByBlockNumberAndIndex } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getRawTransactionByBlockNumberAndIndex });
 * const result = await evm.eth.getRawTransactionByBlockNumberAndIndex("latest", "0x0");
 */
export const eth_getRawTransactionByBlockNumberAndIndex: MethodEntry<'eth_getRawTransactionByBlockNumberAndIndex'> =
  {
    name: 'eth_getRawTransactionByBlockNumberAndIndex',
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['block', 'index'],
    schema: {
      block: {
        type: 'anyOf',
        anyOf: [
          { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
          { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        ],
        required: true,
      },
      index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
    },
    check: checkParams,
  };

/**
 * JSON-RPC `eth_getRawTransactionByHash`: pass it to `createEvmClientFor` for a client with `eth.getRawTransactionByHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getRawTransactionByHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getRawTransactionByHash });
 * const result = await evm.eth.getRawTransactionByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const eth_getRawTransactionByHash: MethodEntry<'eth_getRawTransactionByHash'> = {
  name: 'eth_getRawTransactionByHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transactionHash'],
  schema: { transactionHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getStorageAt`: pass it to `createEvmClientFor` for a client with `eth.getStorageAt`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getStorageAt } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getStorageAt });
 * const result = await evm.eth.getStorageAt("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", '<slot>', "latest");
 */
export const eth_getStorageAt: MethodEntry<'eth_getStorageAt'> = {
  name: 'eth_getStorageAt',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address', 'slot', 'block'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    slot: { type: 'string', pattern: '^0x[0-9a-fA-F]{0,64}$', required: true },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getTransactionByBlockHashAndIndex`: pass it to `createEvmClientFor` for a client with `eth.getTransactionByBlockHashAndIndex`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getTransactionByBlockHashAndIndex } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getTransactionByBlockHashAndIndex });
 * const result = await evm.eth.getTransactionByBlockHashAndIndex("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", "0x0");
 */
export const eth_getTransactionByBlockHashAndIndex: MethodEntry<'eth_getTransactionByBlockHashAndIndex'> = {
  name: 'eth_getTransactionByBlockHashAndIndex',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'index'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
  },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getTransactionByBlockNumberAndIndex`: pass it to `createEvmClientFor` for a client with `eth.getTransactionByBlockNumberAndIndex`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getTransactionByBlockNumberAndIndex } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getTransactionByBlockNumberAndIndex });
 * const result = await evm.eth.getTransactionByBlockNumberAndIndex("latest", "0x0");
 */
export const eth_getTransactionByBlockNumberAndIndex: MethodEntry<'eth_getTransactionByBlockNumberAndIndex'> =
  {
    name: 'eth_getTransactionByBlockNumberAndIndex',
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['block', 'index'],
    schema: {
      block: {
        type: 'anyOf',
        anyOf: [
          { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
          { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        ],
        required: true,
      },
      index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
    },
    check: checkParams,
  };

/**
 * JSON-RPC `eth_getTransactionByHash`: pass it to `createEvmClientFor` for a client with `eth.getTransactionByHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getTransactionByHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getTransactionByHash });
 * const result = await evm.eth.getTransactionByHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const eth_getTransactionByHash: MethodEntry<'eth_getTransactionByHash'> = {
  name: 'eth_getTransactionByHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transactionHash'],
  schema: { transactionHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getTransactionCount`: pass it to `createEvmClientFor` for a client with `eth.getTransactionCount`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getTransactionCount } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getTransactionCount });
 * const result = await evm.eth.getTransactionCount("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "latest");
 */
export const eth_getTransactionCount: MethodEntry<'eth_getTransactionCount'> = {
  name: 'eth_getTransactionCount',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address', 'block'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        {
          type: 'object',
          properties: {
            blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
            requireCanonical: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          properties: {
            blockNumber: {
              type: 'anyOf',
              anyOf: [
                { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
                { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
              ],
              required: true,
            },
          },
        },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getTransactionReceipt`: pass it to `createEvmClientFor` for a client with `eth.getTransactionReceipt`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getTransactionReceipt } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getTransactionReceipt });
 * const result = await evm.eth.getTransactionReceipt("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const eth_getTransactionReceipt: MethodEntry<'eth_getTransactionReceipt'> = {
  name: 'eth_getTransactionReceipt',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transactionHash'],
  schema: { transactionHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getUncleByBlockHashAndIndex`: pass it to `createEvmClientFor` for a client with `eth.getUncleByBlockHashAndIndex`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getUncleByBlockHashAndIndex } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getUncleByBlockHashAndIndex });
 * const result = await evm.eth.getUncleByBlockHashAndIndex("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9", "0x0");
 */
export const eth_getUncleByBlockHashAndIndex: MethodEntry<'eth_getUncleByBlockHashAndIndex'> = {
  name: 'eth_getUncleByBlockHashAndIndex',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash', 'index'],
  schema: {
    blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
    index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
  },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getUncleByBlockNumberAndIndex`: pass it to `createEvmClientFor` for a client with `eth.getUncleByBlockNumberAndIndex`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getUncleByBlockNumberAndIndex } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getUncleByBlockNumberAndIndex });
 * const result = await evm.eth.getUncleByBlockNumberAndIndex("latest", "0x0");
 */
export const eth_getUncleByBlockNumberAndIndex: MethodEntry<'eth_getUncleByBlockNumberAndIndex'> = {
  name: 'eth_getUncleByBlockNumberAndIndex',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block', 'index'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
    index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_getUncleCountByBlockHash`: pass it to `createEvmClientFor` for a client with `eth.getUncleCountByBlockHash`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getUncleCountByBlockHash } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getUncleCountByBlockHash });
 * const result = await evm.eth.getUncleCountByBlockHash("0x1ef2e7a1b9a5f2b5d5f0d6a1e4f6e0e0c6d1b0a5f0e9c8d7b6a5f4e3d2c1b0a9");
 */
export const eth_getUncleCountByBlockHash: MethodEntry<'eth_getUncleCountByBlockHash'> = {
  name: 'eth_getUncleCountByBlockHash',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockHash'],
  schema: { blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_getUncleCountByBlockNumber`: pass it to `createEvmClientFor` for a client with `eth.getUncleCountByBlockNumber`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_getUncleCountByBlockNumber } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_getUncleCountByBlockNumber });
 * const result = await evm.eth.getUncleCountByBlockNumber("latest");
 */
export const eth_getUncleCountByBlockNumber: MethodEntry<'eth_getUncleCountByBlockNumber'> = {
  name: 'eth_getUncleCountByBlockNumber',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['block'],
  schema: {
    block: {
      type: 'anyOf',
      anyOf: [
        { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
        { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      ],
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_maxPriorityFeePerGas`: pass it to `createEvmClientFor` for a client with `eth.maxPriorityFeePerGas`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_maxPriorityFeePerGas } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_maxPriorityFeePerGas });
 * const result = await evm.eth.maxPriorityFeePerGas();
 */
export const eth_maxPriorityFeePerGas: MethodEntry<'eth_maxPriorityFeePerGas'> = {
  name: 'eth_maxPriorityFeePerGas',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_newBlockFilter`: pass it to `createEvmClientFor` for a client with `eth.newBlockFilter`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_newBlockFilter } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_newBlockFilter });
 * const result = await evm.eth.newBlockFilter();
 */
export const eth_newBlockFilter: MethodEntry<'eth_newBlockFilter'> = {
  name: 'eth_newBlockFilter',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_newFilter`: pass it to `createEvmClientFor` for a client with `eth.newFilter`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_newFilter } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_newFilter });
 * const result = await evm.eth.newFilter({});
 */
export const eth_newFilter: MethodEntry<'eth_newFilter'> = {
  name: 'eth_newFilter',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['filter'],
  schema: {
    filter: {
      type: 'object',
      properties: {
        fromBlock: {
          type: 'anyOf',
          anyOf: [
            { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
            { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          ],
        },
        toBlock: {
          type: 'anyOf',
          anyOf: [
            { type: 'string', enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'] },
            { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          ],
        },
        blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
        address: {
          type: 'anyOf',
          anyOf: [
            { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
            { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
          ],
        },
        topics: {
          type: 'array',
          items: {
            type: 'anyOf',
            anyOf: [
              { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
              { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
            ],
            nullable: true,
          },
        },
      },
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_newPendingTransactionFilter`: pass it to `createEvmClientFor` for a client with `eth.newPendingTransactionFilter`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_newPendingTransactionFilter } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_newPendingTransactionFilter });
 * const result = await evm.eth.newPendingTransactionFilter();
 */
export const eth_newPendingTransactionFilter: MethodEntry<'eth_newPendingTransactionFilter'> = {
  name: 'eth_newPendingTransactionFilter',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['fullTx'],
  schema: { fullTx: { type: 'boolean', nullable: true } },
  check: checkFlatParams,
};

/**
 * JSON-RPC `eth_pendingTransactions`: pass it to `createEvmClientFor` for a client with `eth.pendingTransactions`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_pendingTransactions } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_pendingTransactions });
 * const result = await evm.eth.pendingTransactions();
 */
export const eth_pendingTransactions: MethodEntry<'eth_pendingTransactions'> = {
  name: 'eth_pendingTransactions',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_resend`: pass it to `createEvmClientFor` for a client with `eth.resend`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_resend } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_resend });
 * const result = await evm.eth.resend({});
 */
export const eth_resend: MethodEntry<'eth_resend'> = {
  name: 'eth_resend',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'gasPrice', 'gasLimit'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', nullable: true },
    gasLimit: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', nullable: true },
  },
  retry: false,
  check: checkParams,
};

/**
 * JSON-RPC `eth_sendRawTransaction`: pass it to `createEvmClientFor` for a client with `eth.sendRawTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_sendRawTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_sendRawTransaction });
 * const result = await evm.eth.sendRawTransaction("0x");
 */
export const eth_sendRawTransaction: MethodEntry<'eth_sendRawTransaction'> = {
  name: 'eth_sendRawTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction'],
  schema: { transaction: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true } },
  retry: false,
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_sendTransaction`: pass it to `createEvmClientFor` for a client with `eth.sendTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_sendTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_sendTransaction });
 * const result = await evm.eth.sendTransaction({});
 */
export const eth_sendTransaction: MethodEntry<'eth_sendTransaction'> = {
  name: 'eth_sendTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
  },
  retry: false,
  check: checkParams,
};

/**
 * JSON-RPC `eth_sign`: pass it to `createEvmClientFor` for a client with `eth.sign`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_sign } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_sign });
 * const result = await evm.eth.sign("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", "0x");
 */
export const eth_sign: MethodEntry<'eth_sign'> = {
  name: 'eth_sign',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address', 'data'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
  },
  check: checkStringParams,
};

/**
 * JSON-RPC `eth_signTransaction`: pass it to `createEvmClientFor` for a client with `eth.signTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_signTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_signTransaction });
 * const result = await evm.eth.signTransaction({});
 */
export const eth_signTransaction: MethodEntry<'eth_signTransaction'> = {
  name: 'eth_signTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
  },
  check: checkParams,
};

/**
 * JSON-RPC `eth_suggestPriceOptions`: pass it to `createEvmClientFor` for a client with `eth.suggestPriceOptions`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_suggestPriceOptions } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_suggestPriceOptions });
 * const result = await evm.eth.suggestPriceOptions();
 */
export const eth_suggestPriceOptions: MethodEntry<'eth_suggestPriceOptions'> = {
  name: 'eth_suggestPriceOptions',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'c-chain-helicon'],
};

/**
 * JSON-RPC `eth_syncing`: pass it to `createEvmClientFor` for a client with `eth.syncing`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_syncing } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_syncing });
 * const result = await evm.eth.syncing();
 */
export const eth_syncing: MethodEntry<'eth_syncing'> = {
  name: 'eth_syncing',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `eth_uninstallFilter`: pass it to `createEvmClientFor` for a client with `eth.uninstallFilter`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_uninstallFilter } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_uninstallFilter });
 * const result = await evm.eth.uninstallFilter('<filterId>');
 */
export const eth_uninstallFilter: MethodEntry<'eth_uninstallFilter'> = {
  name: 'eth_uninstallFilter',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['filterId'],
  schema: { filterId: { type: 'string', pattern: '^0x[0-9a-fA-F]+$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `net_listening`: pass it to `createEvmClientFor` for a client with `net.listening`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { net_listening } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ net_listening });
 * const result = await evm.net.listening();
 */
export const net_listening: MethodEntry<'net_listening'> = {
  name: 'net_listening',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `net_peerCount`: pass it to `createEvmClientFor` for a client with `net.peerCount`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { net_peerCount } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ net_peerCount });
 * const result = await evm.net.peerCount();
 */
export const net_peerCount: MethodEntry<'net_peerCount'> = {
  name: 'net_peerCount',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `net_version`: pass it to `createEvmClientFor` for a client with `net.version`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { net_version } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ net_version });
 * const result = await evm.net.version();
 */
export const net_version: MethodEntry<'net_version'> = {
  name: 'net_version',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `personal_deriveAccount`: pass it to `createEvmClientFor` for a client with `personal.deriveAccount`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_deriveAccount } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_deriveAccount });
 * const result = await evm.personal.deriveAccount('<url>', '<path>');
 */
export const personal_deriveAccount: MethodEntry<'personal_deriveAccount'> = {
  name: 'personal_deriveAccount',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['url', 'path', 'pin'],
  schema: {
    url: { type: 'string', required: true },
    path: { type: 'string', required: true },
    pin: { type: 'boolean', nullable: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `personal_ecRecover`: pass it to `createEvmClientFor` for a client with `personal.ecRecover`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_ecRecover } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_ecRecover });
 * const result = await evm.personal.ecRecover("0x", "0x");
 */
export const personal_ecRecover: MethodEntry<'personal_ecRecover'> = {
  name: 'personal_ecRecover',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['data', 'signature'],
  schema: {
    data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
    signature: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `personal_importRawKey`: pass it to `createEvmClientFor` for a client with `personal.importRawKey`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_importRawKey } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_importRawKey });
 * const result = await evm.personal.importRawKey('<privateKey>', '<password>');
 */
export const personal_importRawKey: MethodEntry<'personal_importRawKey'> = {
  name: 'personal_importRawKey',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['privateKey', 'password'],
  schema: {
    privateKey: { type: 'string', pattern: '^[0-9a-fA-F]{64}$', required: true },
    password: { type: 'string', required: true },
  },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `personal_initializeWallet`: pass it to `createEvmClientFor` for a client with `personal.initializeWallet`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_initializeWallet } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_initializeWallet });
 * const result = await evm.personal.initializeWallet('<url>');
 */
export const personal_initializeWallet: MethodEntry<'personal_initializeWallet'> = {
  name: 'personal_initializeWallet',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['url'],
  schema: { url: { type: 'string', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `personal_listAccounts`: pass it to `createEvmClientFor` for a client with `personal.listAccounts`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_listAccounts } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_listAccounts });
 * const result = await evm.personal.listAccounts();
 */
export const personal_listAccounts: MethodEntry<'personal_listAccounts'> = {
  name: 'personal_listAccounts',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `personal_listWallets`: pass it to `createEvmClientFor` for a client with `personal.listWallets`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_listWallets } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_listWallets });
 * const result = await evm.personal.listWallets();
 */
export const personal_listWallets: MethodEntry<'personal_listWallets'> = {
  name: 'personal_listWallets',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
};

/**
 * JSON-RPC `personal_lockAccount`: pass it to `createEvmClientFor` for a client with `personal.lockAccount`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_lockAccount } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_lockAccount });
 * const result = await evm.personal.lockAccount("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC");
 */
export const personal_lockAccount: MethodEntry<'personal_lockAccount'> = {
  name: 'personal_lockAccount',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address'],
  schema: { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `personal_newAccount`: pass it to `createEvmClientFor` for a client with `personal.newAccount`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_newAccount } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_newAccount });
 * const result = await evm.personal.newAccount('<password>');
 */
export const personal_newAccount: MethodEntry<'personal_newAccount'> = {
  name: 'personal_newAccount',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['password'],
  schema: { password: { type: 'string', required: true } },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `personal_openWallet`: pass it to `createEvmClientFor` for a client with `personal.openWallet`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_openWallet } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_openWallet });
 * const result = await evm.personal.openWallet('<url>');
 */
export const personal_openWallet: MethodEntry<'personal_openWallet'> = {
  name: 'personal_openWallet',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['url', 'passphrase'],
  schema: { url: { type: 'string', required: true }, passphrase: { type: 'string', nullable: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `personal_sendTransaction`: pass it to `createEvmClientFor` for a client with `personal.sendTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_sendTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_sendTransaction });
 * const result = await evm.personal.sendTransaction({}, '<password>');
 */
export const personal_sendTransaction: MethodEntry<'personal_sendTransaction'> = {
  name: 'personal_sendTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'password'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    password: { type: 'string', required: true },
  },
  retry: false,
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `personal_sign`: pass it to `createEvmClientFor` for a client with `personal.sign`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_sign } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_sign });
 * const result = await evm.personal.sign("0x", "0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", '<password>');
 */
export const personal_sign: MethodEntry<'personal_sign'> = {
  name: 'personal_sign',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['data', 'address', 'password'],
  schema: {
    data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    password: { type: 'string', required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `personal_signTransaction`: pass it to `createEvmClientFor` for a client with `personal.signTransaction`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_signTransaction } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_signTransaction });
 * const result = await evm.personal.signTransaction({}, '<password>');
 */
export const personal_signTransaction: MethodEntry<'personal_signTransaction'> = {
  name: 'personal_signTransaction',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['transaction', 'password'],
  schema: {
    transaction: {
      type: 'object',
      properties: {
        type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', nullable: true },
        gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
        accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },
        chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
        blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        blobs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        commitments: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        proofs: { type: 'array', items: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
        authorizationList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              chainId: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
              yParity: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              r: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
              s: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
            },
          },
        },
      },
      required: true,
    },
    password: { type: 'string', required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `personal_unlockAccount`: pass it to `createEvmClientFor` for a client with `personal.unlockAccount`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_unlockAccount } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_unlockAccount });
 * const result = await evm.personal.unlockAccount("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC", '<password>');
 */
export const personal_unlockAccount: MethodEntry<'personal_unlockAccount'> = {
  name: 'personal_unlockAccount',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address', 'password', 'duration'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
    password: { type: 'string', required: true },
    duration: { type: 'integer', minimum: 0, nullable: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `personal_unpair`: pass it to `createEvmClientFor` for a client with `personal.unpair`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { personal_unpair } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ personal_unpair });
 * const result = await evm.personal.unpair('<url>', '<pin>');
 */
export const personal_unpair: MethodEntry<'personal_unpair'> = {
  name: 'personal_unpair',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['url', 'pin'],
  schema: { url: { type: 'string', required: true }, pin: { type: 'string', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `proposervm.getCurrentEpoch`: pass it to `createEvmClientFor` for a client with `proposervm.getCurrentEpoch`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { proposervm_getCurrentEpoch } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ proposervm_getCurrentEpoch });
 * const result = await evm.proposervm.getCurrentEpoch();
 */
export const proposervm_getCurrentEpoch: MethodEntry<'proposervm.getCurrentEpoch'> = {
  name: 'proposervm.getCurrentEpoch',
  endpoint: '/ext/bc/{blockchainId}/proposervm',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `proposervm.getProposedHeight`: pass it to `createEvmClientFor` for a client with `proposervm.getProposedHeight`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { proposervm_getProposedHeight } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ proposervm_getProposedHeight });
 * const result = await evm.proposervm.getProposedHeight();
 */
export const proposervm_getProposedHeight: MethodEntry<'proposervm.getProposedHeight'> = {
  name: 'proposervm.getProposedHeight',
  endpoint: '/ext/bc/{blockchainId}/proposervm',
  by: 'name',
  params: [],
};

/**
 * JSON-RPC `rpc_modules`: pass it to `createEvmClientFor` for a client with `rpc.modules`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { rpc_modules } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ rpc_modules });
 * const result = await evm.rpc.modules();
 */
export const rpc_modules: MethodEntry<'rpc_modules'> = {
  name: 'rpc_modules',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `txpool_content`: pass it to `createEvmClientFor` for a client with `txpool.content`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { txpool_content } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ txpool_content });
 * const result = await evm.txpool.content();
 */
export const txpool_content: MethodEntry<'txpool_content'> = {
  name: 'txpool_content',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `txpool_contentFrom`: pass it to `createEvmClientFor` for a client with `txpool.contentFrom`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { txpool_contentFrom } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ txpool_contentFrom });
 * const result = await evm.txpool.contentFrom("0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC");
 */
export const txpool_contentFrom: MethodEntry<'txpool_contentFrom'> = {
  name: 'txpool_contentFrom',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['address'],
  schema: { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true } },
  check: checkStringParams,
};

/**
 * JSON-RPC `txpool_inspect`: pass it to `createEvmClientFor` for a client with `txpool.inspect`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { txpool_inspect } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ txpool_inspect });
 * const result = await evm.txpool.inspect();
 */
export const txpool_inspect: MethodEntry<'txpool_inspect'> = {
  name: 'txpool_inspect',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `txpool_status`: pass it to `createEvmClientFor` for a client with `txpool.status`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { txpool_status } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ txpool_status });
 * const result = await evm.txpool.status();
 */
export const txpool_status: MethodEntry<'txpool_status'> = {
  name: 'txpool_status',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `validators.getCurrentValidators`: pass it to `createEvmClientFor` for a client with `validators.getCurrentValidators`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { validators_getCurrentValidators } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ validators_getCurrentValidators });
 * const result = await evm.validators.getCurrentValidators();
 */
export const validators_getCurrentValidators: MethodEntry<'validators.getCurrentValidators'> = {
  name: 'validators.getCurrentValidators',
  endpoint: '/ext/bc/{blockchainId}/validators',
  by: 'name',
  params: ['nodeIDs'],
  schema: { nodeIDs: { type: 'array', items: { type: 'string' } } },
  servedOn: ['subnet-evm'],
  check: checkParams,
};

/**
 * JSON-RPC `warp_getBlockAggregateSignature`: pass it to `createEvmClientFor` for a client with `warp.getBlockAggregateSignature`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { warp_getBlockAggregateSignature } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ warp_getBlockAggregateSignature });
 * const result = await evm.warp.getBlockAggregateSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn", 1, '<subnetID>');
 */
export const warp_getBlockAggregateSignature: MethodEntry<'warp_getBlockAggregateSignature'> = {
  name: 'warp_getBlockAggregateSignature',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockID', 'quorumNum', 'subnetID'],
  schema: {
    blockID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true },
    quorumNum: { type: 'integer', minimum: 0, maximum: 100, required: true },
    subnetID: { type: 'string', required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `warp_getBlockSignature`: pass it to `createEvmClientFor` for a client with `warp.getBlockSignature`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { warp_getBlockSignature } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ warp_getBlockSignature });
 * const result = await evm.warp.getBlockSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
 */
export const warp_getBlockSignature: MethodEntry<'warp_getBlockSignature'> = {
  name: 'warp_getBlockSignature',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['blockID'],
  schema: { blockID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `warp_getMessage`: pass it to `createEvmClientFor` for a client with `warp.getMessage`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { warp_getMessage } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ warp_getMessage });
 * const result = await evm.warp.getMessage("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
 */
export const warp_getMessage: MethodEntry<'warp_getMessage'> = {
  name: 'warp_getMessage',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['messageID'],
  schema: { messageID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `warp_getMessageAggregateSignature`: pass it to `createEvmClientFor` for a client with `warp.getMessageAggregateSignature`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { warp_getMessageAggregateSignature } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ warp_getMessageAggregateSignature });
 * const result = await evm.warp.getMessageAggregateSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn", 1, '<subnetID>');
 */
export const warp_getMessageAggregateSignature: MethodEntry<'warp_getMessageAggregateSignature'> = {
  name: 'warp_getMessageAggregateSignature',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['messageID', 'quorumNum', 'subnetID'],
  schema: {
    messageID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true },
    quorumNum: { type: 'integer', minimum: 0, maximum: 100, required: true },
    subnetID: { type: 'string', required: true },
  },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkFlatParams,
};

/**
 * JSON-RPC `warp_getMessageSignature`: pass it to `createEvmClientFor` for a client with `warp.getMessageSignature`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { warp_getMessageSignature } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ warp_getMessageSignature });
 * const result = await evm.warp.getMessageSignature("vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn");
 */
export const warp_getMessageSignature: MethodEntry<'warp_getMessageSignature'> = {
  name: 'warp_getMessageSignature',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['messageID'],
  schema: { messageID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true } },
  servedOn: ['c-chain-pre-helicon', 'subnet-evm'],
  check: checkStringParams,
};

/**
 * JSON-RPC `web3_clientVersion`: pass it to `createEvmClientFor` for a client with `web3.clientVersion`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { web3_clientVersion } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ web3_clientVersion });
 * const result = await evm.web3.clientVersion();
 */
export const web3_clientVersion: MethodEntry<'web3_clientVersion'> = {
  name: 'web3_clientVersion',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: [],
};

/**
 * JSON-RPC `web3_sha3`: pass it to `createEvmClientFor` for a client with `web3.sha3`.
 * @example
 * import { createEvmClientFor } from '@pkg/evm';
 * import { web3_sha3 } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ web3_sha3 });
 * const result = await evm.web3.sha3("0x");
 */
export const web3_sha3: MethodEntry<'web3_sha3'> = {
  name: 'web3_sha3',
  endpoint: '/ext/bc/{blockchainId}/rpc',
  by: 'position',
  params: ['data'],
  schema: { data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true } },
  check: checkStringParams,
};

/** Every method of the spec, by seed wire name: `createEvmClient` is `createEvmClientFor` given this table. */
export const methods: MethodEntries = {
  admin_exportChain,
  admin_getVMConfig,
  admin_importChain,
  admin_lockProfile,
  admin_memoryProfile,
  admin_setLogLevel,
  admin_startCPUProfiler,
  admin_stopCPUProfiler,
  'atomic.getAtomicTx': atomic_getAtomicTx,
  'atomic.getAtomicTxStatus': atomic_getAtomicTxStatus,
  'atomic.getUTXOs': atomic_getUTXOs,
  'atomic.issueTx': atomic_issueTx,
  'atomic.version': atomic_version,
  debug_accountRange,
  debug_blockProfile,
  debug_chaindbCompact,
  debug_chaindbProperty,
  debug_cpuProfile,
  debug_dbAncient,
  debug_dbAncients,
  debug_dbGet,
  debug_dumpBlock,
  debug_freeOSMemory,
  debug_gcStats,
  debug_getAccessibleState,
  debug_getBadBlocks,
  debug_getModifiedAccountsByHash,
  debug_getModifiedAccountsByNumber,
  debug_getRawBlock,
  debug_getRawHeader,
  debug_getRawReceipts,
  debug_getRawTransaction,
  debug_goTrace,
  debug_intermediateRoots,
  debug_memStats,
  debug_mutexProfile,
  debug_preimage,
  debug_printBlock,
  debug_setBlockProfileRate,
  debug_setGCPercent,
  debug_setHead,
  debug_setMutexProfileFraction,
  debug_stacks,
  debug_standardTraceBadBlockToFile,
  debug_standardTraceBlockToFile,
  debug_startCPUProfile,
  debug_startGoTrace,
  debug_stopCPUProfile,
  debug_stopGoTrace,
  debug_storageRangeAt,
  debug_traceBadBlock,
  debug_traceBlock,
  debug_traceBlockByHash,
  debug_traceBlockByNumber,
  debug_traceBlockFromFile,
  debug_traceCall,
  debug_traceTransaction,
  debug_verbosity,
  debug_vmodule,
  debug_writeBlockProfile,
  debug_writeMemProfile,
  debug_writeMutexProfile,
  eth_accounts,
  eth_baseFee,
  eth_blockNumber,
  eth_call,
  eth_callDetailed,
  eth_chainId,
  eth_coinbase,
  eth_createAccessList,
  eth_estimateGas,
  eth_etherbase,
  eth_feeConfig,
  eth_feeHistory,
  eth_fillTransaction,
  eth_gasPrice,
  eth_getActivePrecompilesAt,
  eth_getActiveRulesAt,
  eth_getBadBlocks,
  eth_getBalance,
  eth_getBlockByHash,
  eth_getBlockByNumber,
  eth_getBlockReceipts,
  eth_getBlockTransactionCountByHash,
  eth_getBlockTransactionCountByNumber,
  eth_getChainConfig,
  eth_getCode,
  eth_getFilterChanges,
  eth_getFilterLogs,
  eth_getHeaderByHash,
  eth_getHeaderByNumber,
  eth_getLogs,
  eth_getProof,
  eth_getRawTransactionByBlockHashAndIndex,
  eth_getRawTransactionByBlockNumberAndIndex,
  eth_getRawTransactionByHash,
  eth_getStorageAt,
  eth_getTransactionByBlockHashAndIndex,
  eth_getTransactionByBlockNumberAndIndex,
  eth_getTransactionByHash,
  eth_getTransactionCount,
  eth_getTransactionReceipt,
  eth_getUncleByBlockHashAndIndex,
  eth_getUncleByBlockNumberAndIndex,
  eth_getUncleCountByBlockHash,
  eth_getUncleCountByBlockNumber,
  eth_maxPriorityFeePerGas,
  eth_newBlockFilter,
  eth_newFilter,
  eth_newPendingTransactionFilter,
  eth_pendingTransactions,
  eth_resend,
  eth_sendRawTransaction,
  eth_sendTransaction,
  eth_sign,
  eth_signTransaction,
  eth_suggestPriceOptions,
  eth_syncing,
  eth_uninstallFilter,
  net_listening,
  net_peerCount,
  net_version,
  personal_deriveAccount,
  personal_ecRecover,
  personal_importRawKey,
  personal_initializeWallet,
  personal_listAccounts,
  personal_listWallets,
  personal_lockAccount,
  personal_newAccount,
  personal_openWallet,
  personal_sendTransaction,
  personal_sign,
  personal_signTransaction,
  personal_unlockAccount,
  personal_unpair,
  'proposervm.getCurrentEpoch': proposervm_getCurrentEpoch,
  'proposervm.getProposedHeight': proposervm_getProposedHeight,
  rpc_modules,
  txpool_content,
  txpool_contentFrom,
  txpool_inspect,
  txpool_status,
  'validators.getCurrentValidators': validators_getCurrentValidators,
  warp_getBlockAggregateSignature,
  warp_getBlockSignature,
  warp_getMessage,
  warp_getMessageAggregateSignature,
  warp_getMessageSignature,
  web3_clientVersion,
  web3_sha3,
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/bc/{blockchainId}/rpc';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = {
  namespaces: { atomic: 'avax' },
  paths: { '/ext/bc/C/atomic': '/ext/bc/C/avax' },
  objectParams: ['/ext/bc/{blockchainId}/admin'],
};

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = ['/ext/bc/{blockchainId}/rpc'];
