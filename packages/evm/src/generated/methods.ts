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
