// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
import type { MethodTable, WireNameMap } from '@pkg/core';

/** Every method of the spec: seed wire name -> endpoint, param structure, input checks, retry safety. */
export const methods: MethodTable = {
  admin_exportChain: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file', 'first', 'last'],
    schema: {
      file: { type: 'string', minLength: 1, required: true },
      first: { type: 'integer', minimum: 0 },
      last: { type: 'integer', minimum: 0 },
    },
    retry: false,
  },
  admin_getVMConfig: { endpoint: '/ext/bc/{blockchainId}/admin', by: 'position', params: [] },
  admin_importChain: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file'],
    schema: { file: { type: 'string', minLength: 1, required: true } },
    retry: false,
  },
  admin_lockProfile: { endpoint: '/ext/bc/{blockchainId}/admin', by: 'position', params: [] },
  admin_memoryProfile: { endpoint: '/ext/bc/{blockchainId}/admin', by: 'position', params: [] },
  admin_setLogLevel: {
    endpoint: '/ext/bc/{blockchainId}/admin',
    by: 'position',
    params: ['args'],
    schema: {
      args: { type: 'object', properties: { level: { type: 'string', required: true } }, required: true },
    },
  },
  admin_startCPUProfiler: {
    endpoint: '/ext/bc/{blockchainId}/admin',
    by: 'position',
    params: [],
    retry: false,
  },
  admin_stopCPUProfiler: {
    endpoint: '/ext/bc/{blockchainId}/admin',
    by: 'position',
    params: [],
    retry: false,
  },
  'atomic.getAtomicTx': {
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
    servedOn: ['c-chain'],
  },
  'atomic.getAtomicTxStatus': {
    endpoint: '/ext/bc/C/atomic',
    by: 'position',
    params: ['args'],
    schema: {
      args: { type: 'object', properties: { txID: { type: 'string', required: true } }, required: true },
    },
    servedOn: ['c-chain'],
  },
  'atomic.getUTXOs': {
    endpoint: '/ext/bc/C/atomic',
    by: 'position',
    params: ['args'],
    schema: {
      args: {
        type: 'object',
        properties: {
          addresses: { type: 'array', items: { type: 'string' }, required: true },
          sourceChain: { type: 'string', required: true },
          startIndex: {
            type: 'object',
            properties: {
              address: { type: 'string', required: true },
              utxo: { type: 'string', required: true },
            },
          },
          limit: { type: 'integer', minimum: 0 },
          encoding: { type: 'string' },
        },
        required: true,
      },
    },
    servedOn: ['c-chain'],
  },
  'atomic.issueTx': {
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
    servedOn: ['c-chain'],
  },
  'atomic.version': { endpoint: '/ext/bc/C/atomic', by: 'position', params: [], servedOn: ['c-chain'] },
  debug_accountRange: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  debug_blockProfile: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file', 'seconds'],
    schema: {
      file: { type: 'string', minLength: 1, required: true },
      seconds: { type: 'integer', minimum: 0, required: true },
    },
  },
  debug_cpuProfile: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file', 'seconds'],
    schema: {
      file: { type: 'string', minLength: 1, required: true },
      seconds: { type: 'integer', minimum: 0, required: true },
    },
    retry: false,
  },
  debug_dumpBlock: {
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
  },
  debug_freeOSMemory: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  debug_gcStats: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  debug_getAccessibleState: {
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
  },
  debug_getBadBlocks: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  debug_getModifiedAccountsByHash: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['startHash', 'endHash'],
    schema: {
      startHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
      endHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
    },
  },
  debug_getModifiedAccountsByNumber: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['startNum', 'endNum'],
    schema: {
      startNum: { type: 'integer', minimum: 0, required: true },
      endNum: { type: 'integer', minimum: 0 },
    },
  },
  debug_getRawBlock: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  debug_getRawHeader: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  debug_getRawReceipts: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  debug_getRawTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['hash'],
    schema: { hash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  debug_goTrace: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file', 'seconds'],
    schema: {
      file: { type: 'string', minLength: 1, required: true },
      seconds: { type: 'integer', minimum: 0, required: true },
    },
    retry: false,
  },
  debug_intermediateRoots: {
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
      },
    },
  },
  debug_memStats: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  debug_mutexProfile: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file', 'seconds'],
    schema: {
      file: { type: 'string', minLength: 1, required: true },
      seconds: { type: 'integer', minimum: 0, required: true },
    },
  },
  debug_preimage: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['hash'],
    schema: { hash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  debug_printBlock: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['number'],
    schema: { number: { type: 'integer', minimum: 0, required: true } },
  },
  debug_setBlockProfileRate: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['rate'],
    schema: { rate: { type: 'integer', required: true } },
  },
  debug_setGCPercent: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['percent'],
    schema: { percent: { type: 'integer', required: true } },
    retry: false,
  },
  debug_setMutexProfileFraction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['rate'],
    schema: { rate: { type: 'integer', required: true } },
  },
  debug_stacks: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['filter'],
    schema: { filter: { type: 'string' } },
  },
  debug_standardTraceBadBlockToFile: {
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
      },
    },
    retry: false,
  },
  debug_standardTraceBlockToFile: {
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
      },
    },
    retry: false,
  },
  debug_startCPUProfile: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file'],
    schema: { file: { type: 'string', minLength: 1, required: true } },
    retry: false,
  },
  debug_startGoTrace: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file'],
    schema: { file: { type: 'string', minLength: 1, required: true } },
    retry: false,
  },
  debug_stopCPUProfile: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [], retry: false },
  debug_stopGoTrace: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [], retry: false },
  debug_storageRangeAt: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  debug_traceBadBlock: {
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
      },
    },
  },
  debug_traceBlock: {
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
      },
    },
  },
  debug_traceBlockByHash: {
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
      },
    },
  },
  debug_traceBlockByNumber: {
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
      },
    },
  },
  debug_traceBlockFromFile: {
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
      },
    },
  },
  debug_traceCall: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'block', 'config'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
      },
    },
  },
  debug_traceTransaction: {
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
      },
    },
  },
  debug_verbosity: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['level'],
    schema: { level: { type: 'integer', required: true } },
  },
  debug_vmodule: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['pattern'],
    schema: { pattern: { type: 'string', required: true } },
  },
  debug_writeBlockProfile: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file'],
    schema: { file: { type: 'string', minLength: 1, required: true } },
  },
  debug_writeMemProfile: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file'],
    schema: { file: { type: 'string', minLength: 1, required: true } },
  },
  debug_writeMutexProfile: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['file'],
    schema: { file: { type: 'string', minLength: 1, required: true } },
  },
  eth_accounts: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_baseFee: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_blockNumber: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_call: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'block'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
                  { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
                ],
                required: true,
              },
            },
          },
        ],
      },
    },
  },
  eth_callDetailed: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'block', 'stateOverrides'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
                  { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
                ],
                required: true,
              },
            },
          },
        ],
        required: true,
      },
      stateOverrides: { type: 'object' },
    },
  },
  eth_chainId: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_coinbase: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_createAccessList: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'block'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
                  { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
                ],
                required: true,
              },
            },
          },
        ],
      },
    },
  },
  eth_estimateGas: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'block'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
                  { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
                ],
                required: true,
              },
            },
          },
        ],
      },
    },
  },
  eth_etherbase: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_feeConfig: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
                  { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
                ],
                required: true,
              },
            },
          },
        ],
      },
    },
    servedOn: ['subnet-evm'],
  },
  eth_feeHistory: {
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
      rewardPercentiles: { type: 'array', items: { type: 'number', minimum: 0, maximum: 100 } },
    },
    wireDefaults: { rewardPercentiles: [] },
  },
  eth_fillTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
  },
  eth_gasPrice: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_getActivePrecompilesAt: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['timestamp'],
    schema: { timestamp: { type: 'integer', minimum: 0 } },
    deprecated: 'eth_getActiveRulesAt replaces it',
    servedOn: ['subnet-evm'],
  },
  eth_getActiveRulesAt: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['timestamp'],
    schema: { timestamp: { type: 'integer', minimum: 0 } },
    servedOn: ['subnet-evm'],
  },
  eth_getBadBlocks: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_getBalance: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  eth_getBlockByHash: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash', 'fullTransactions'],
    schema: {
      blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
      fullTransactions: { type: 'boolean', required: true },
    },
  },
  eth_getBlockByNumber: {
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
  },
  eth_getBlockReceipts: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  eth_getBlockTransactionCountByHash: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash'],
    schema: { blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  eth_getBlockTransactionCountByNumber: {
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
  },
  eth_getChainConfig: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_getCode: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  eth_getFilterChanges: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['filterId'],
    schema: { filterId: { type: 'string', pattern: '^0x[0-9a-fA-F]+$', required: true } },
  },
  eth_getFilterLogs: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['filterId'],
    schema: { filterId: { type: 'string', pattern: '^0x[0-9a-fA-F]+$', required: true } },
  },
  eth_getHeaderByHash: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash'],
    schema: { blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  eth_getHeaderByNumber: {
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
  },
  eth_getLogs: {
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
  },
  eth_getProof: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  eth_getRawTransactionByBlockHashAndIndex: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash', 'index'],
    schema: {
      blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
      index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
    },
  },
  eth_getRawTransactionByBlockNumberAndIndex: {
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
  },
  eth_getRawTransactionByHash: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transactionHash'],
    schema: { transactionHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  eth_getStorageAt: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  eth_getTransactionByBlockHashAndIndex: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash', 'index'],
    schema: {
      blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
      index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
    },
  },
  eth_getTransactionByBlockNumberAndIndex: {
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
  },
  eth_getTransactionByHash: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transactionHash'],
    schema: { transactionHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  eth_getTransactionCount: {
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
                  {
                    type: 'string',
                    enum: ['earliest', 'finalized', 'safe', 'latest', 'pending', 'accepted'],
                  },
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
  },
  eth_getTransactionReceipt: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transactionHash'],
    schema: { transactionHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  eth_getUncleByBlockHashAndIndex: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash', 'index'],
    schema: {
      blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true },
      index: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
    },
  },
  eth_getUncleByBlockNumberAndIndex: {
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
  },
  eth_getUncleCountByBlockHash: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockHash'],
    schema: { blockHash: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$', required: true } },
  },
  eth_getUncleCountByBlockNumber: {
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
  },
  eth_maxPriorityFeePerGas: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_newBlockFilter: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_newFilter: {
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
  },
  eth_newPendingTransactionFilter: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['fullTx'],
    schema: { fullTx: { type: 'boolean' } },
  },
  eth_pendingTransactions: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_resend: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'gasPrice', 'gasLimit'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
      gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      gasLimit: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
    },
    retry: false,
  },
  eth_sendRawTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction'],
    schema: { transaction: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true } },
    retry: false,
  },
  eth_sendTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
  },
  eth_sign: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['address', 'data'],
    schema: {
      address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
      data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
    },
  },
  eth_signTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
  },
  eth_suggestPriceOptions: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: [],
    servedOn: ['c-chain'],
  },
  eth_syncing: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_uninstallFilter: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['filterId'],
    schema: { filterId: { type: 'string', pattern: '^0x[0-9a-fA-F]+$', required: true } },
  },
  net_listening: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  net_peerCount: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  net_version: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  personal_deriveAccount: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['url', 'path', 'pin'],
    schema: {
      url: { type: 'string', required: true },
      path: { type: 'string', required: true },
      pin: { type: 'boolean' },
    },
  },
  personal_ecRecover: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['data', 'signature'],
    schema: {
      data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
      signature: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
    },
  },
  personal_importRawKey: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['privateKey', 'password'],
    schema: {
      privateKey: { type: 'string', pattern: '^[0-9a-fA-F]{64}$', required: true },
      password: { type: 'string', required: true },
    },
    retry: false,
  },
  personal_initializeWallet: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['url'],
    schema: { url: { type: 'string', required: true } },
  },
  personal_listAccounts: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  personal_listWallets: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  personal_lockAccount: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['address'],
    schema: { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true } },
  },
  personal_newAccount: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['password'],
    schema: { password: { type: 'string', required: true } },
    retry: false,
  },
  personal_openWallet: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['url', 'passphrase'],
    schema: { url: { type: 'string', required: true }, passphrase: { type: 'string' } },
  },
  personal_sendTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'password'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
  },
  personal_sign: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['data', 'address', 'password'],
    schema: {
      data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true },
      address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
      password: { type: 'string', required: true },
    },
  },
  personal_signTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction', 'password'],
    schema: {
      transaction: {
        type: 'object',
        properties: {
          type: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          value: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          nonce: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          input: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' },
          accessList: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
                storageKeys: {
                  type: 'array',
                  items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' },
                  required: true,
                },
              },
            },
          },
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
  },
  personal_unlockAccount: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['address', 'password', 'duration'],
    schema: {
      address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
      password: { type: 'string', required: true },
      duration: { type: 'integer', minimum: 0 },
    },
  },
  personal_unpair: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['url', 'pin'],
    schema: { url: { type: 'string', required: true }, pin: { type: 'string', required: true } },
  },
  'proposervm.getCurrentEpoch': { endpoint: '/ext/bc/{blockchainId}/proposervm', by: 'name', params: [] },
  'proposervm.getProposedHeight': { endpoint: '/ext/bc/{blockchainId}/proposervm', by: 'name', params: [] },
  rpc_modules: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  txpool_content: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  txpool_contentFrom: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['address'],
    schema: { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true } },
  },
  txpool_inspect: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  txpool_status: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  'validators.getCurrentValidators': {
    endpoint: '/ext/bc/{blockchainId}/validators',
    by: 'name',
    params: ['nodeIDs'],
    schema: { nodeIDs: { type: 'array', items: { type: 'string' } } },
    servedOn: ['subnet-evm'],
  },
  warp_getBlockAggregateSignature: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockID', 'quorumNum', 'subnetID'],
    schema: {
      blockID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true },
      quorumNum: { type: 'integer', minimum: 0, maximum: 100, required: true },
      subnetID: { type: 'string', required: true },
    },
  },
  warp_getBlockSignature: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockID'],
    schema: { blockID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true } },
  },
  warp_getMessage: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['messageID'],
    schema: { messageID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true } },
  },
  warp_getMessageAggregateSignature: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['messageID', 'quorumNum', 'subnetID'],
    schema: {
      messageID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true },
      quorumNum: { type: 'integer', minimum: 0, maximum: 100, required: true },
      subnetID: { type: 'string', required: true },
    },
  },
  warp_getMessageSignature: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['messageID'],
    schema: { messageID: { type: 'string', pattern: '^[1-9A-HJ-NP-Za-km-z]{36,50}$', required: true } },
  },
  web3_clientVersion: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  web3_sha3: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['data'],
    schema: { data: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true } },
  },
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
