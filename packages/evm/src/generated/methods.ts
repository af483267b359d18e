// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
import type { MethodTable, WireNameMap } from '@pkg/core';

/** Every method of the spec: seed wire name -> endpoint, param structure, input checks, retry safety. */
export const methods: MethodTable = {
  admin_getVMConfig: { endpoint: '/ext/bc/{blockchainId}/admin', by: 'position', params: [] },
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
        type: 'string',
        pattern:
          '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending|accepted)$',
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
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending|accepted)$',
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
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending|accepted)$',
        required: true,
      },
      to: {
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending|accepted)$',
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
        type: 'string',
        pattern:
          '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending|accepted)$',
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
        type: 'string',
        pattern:
          '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending|accepted)$',
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
        type: 'string',
        pattern:
          '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending|accepted)$',
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
        type: 'string',
        pattern:
          '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending|accepted)$',
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
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending|accepted)$',
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
          from: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          to: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          gas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          gasPrice: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          maxPriorityFeePerGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
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
          maxFeePerBlobGas: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
          blobVersionedHashes: { type: 'array', items: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
        },
        required: true,
      },
      block: {
        type: 'string',
        pattern:
          '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending|accepted)$',
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
        },
        required: true,
      },
      block: {
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
      },
    },
  },
  eth_chainId: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
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
        },
        required: true,
      },
      block: {
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
      },
    },
  },
  eth_feeConfig: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['block'],
    schema: {
      block: {
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
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
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending)$',
        required: true,
      },
      rewardPercentiles: { type: 'array', items: { type: 'number', minimum: 0, maximum: 100 } },
    },
    wireDefaults: { rewardPercentiles: [] },
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
  eth_getBalance: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['address', 'block'],
    schema: {
      address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
      block: {
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
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
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending)$',
        required: true,
      },
      fullTransactions: { type: 'boolean', required: true },
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
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
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
            type: 'string',
            pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending)$',
          },
          toBlock: {
            type: 'string',
            pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending)$',
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
  eth_getStorageAt: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['address', 'slot', 'block'],
    schema: {
      address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', required: true },
      slot: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$', required: true },
      block: {
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        required: true,
      },
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
        type: 'string',
        pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
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
  eth_maxPriorityFeePerGas: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_sendRawTransaction: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['transaction'],
    schema: { transaction: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$', required: true } },
    retry: false,
  },
  net_version: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  'proposervm.getCurrentEpoch': { endpoint: '/ext/bc/{blockchainId}/proposervm', by: 'name', params: [] },
  'proposervm.getProposedHeight': { endpoint: '/ext/bc/{blockchainId}/proposervm', by: 'name', params: [] },
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
};

/** Where `request` sends a method whose namespace the spec does not know. */
export const defaultEndpoint = '/ext/bc/{blockchainId}/rpc';

/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */
export const deployedNames: WireNameMap = {
  namespaces: { atomic: 'avax' },
  paths: { '/ext/bc/C/atomic': '/ext/bc/C/avax' },
  objectParams: ['admin'],
};

/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */
export const batchEndpoints: readonly string[] = ['/ext/bc/{blockchainId}/rpc'];
