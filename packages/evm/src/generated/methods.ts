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
