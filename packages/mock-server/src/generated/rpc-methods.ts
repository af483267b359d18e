// Generated from specs/openapi/data.yaml, specs/openapi/metrics.yaml, specs/openrpc/evm.json; do not edit. Run `pnpm generate`.
import type { RpcMethod } from '../tables.js';

/** Every JSON-RPC method of the specs. */
export const rpcMethods: readonly RpcMethod[] = [
  {
    name: 'eth_chainId',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_blockNumber',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_getBalance',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'address', required: true, rule: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
      {
        name: 'block',
        required: true,
        rule: {
          type: 'string',
          pattern:
            '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        },
      },
    ],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_getBlockByNumber',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      {
        name: 'block',
        required: true,
        rule: {
          type: 'string',
          pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending)$',
        },
      },
      { name: 'fullTransactions', required: true, rule: { type: 'boolean' } },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: {
        hash: { type: 'string' },
        parentHash: { type: 'string' },
        number: { type: 'string' },
        timestamp: { type: 'string' },
        gasLimit: { type: 'string' },
        gasUsed: { type: 'string' },
        baseFeePerGas: { type: 'string' },
        miner: { type: 'string' },
        difficulty: { type: 'string' },
        totalDifficulty: { type: 'string' },
        nonce: { type: 'string' },
        mixHash: { type: 'string' },
        sha3Uncles: { type: 'string' },
        stateRoot: { type: 'string' },
        transactionsRoot: { type: 'string' },
        receiptsRoot: { type: 'string' },
        logsBloom: { type: 'string' },
        extraData: { type: 'string' },
        size: { type: 'string' },
        blockGasCost: { type: 'string' },
        extDataGasUsed: { type: 'string' },
        transactions: { type: 'array', items: { type: 'string' } },
        uncles: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  {
    name: 'eth_getBlockByHash',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'blockHash', required: true, rule: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
      { name: 'fullTransactions', required: true, rule: { type: 'boolean' } },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: {
        hash: { type: 'string' },
        parentHash: { type: 'string' },
        number: { type: 'string' },
        timestamp: { type: 'string' },
        gasLimit: { type: 'string' },
        gasUsed: { type: 'string' },
        baseFeePerGas: { type: 'string' },
        miner: { type: 'string' },
        difficulty: { type: 'string' },
        totalDifficulty: { type: 'string' },
        nonce: { type: 'string' },
        mixHash: { type: 'string' },
        sha3Uncles: { type: 'string' },
        stateRoot: { type: 'string' },
        transactionsRoot: { type: 'string' },
        receiptsRoot: { type: 'string' },
        logsBloom: { type: 'string' },
        extraData: { type: 'string' },
        size: { type: 'string' },
        blockGasCost: { type: 'string' },
        extDataGasUsed: { type: 'string' },
        transactions: { type: 'array', items: { type: 'string' } },
        uncles: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  {
    name: 'eth_getTransactionByHash',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'transactionHash', required: true, rule: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: {
        type: { type: 'string' },
        hash: { type: 'string' },
        nonce: { type: 'string' },
        blockHash: { type: 'string' },
        blockNumber: { type: 'string' },
        transactionIndex: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        value: { type: 'string' },
        gas: { type: 'string' },
        gasPrice: { type: 'string' },
        maxFeePerGas: { type: 'string' },
        maxPriorityFeePerGas: { type: 'string' },
        input: { type: 'string' },
        accessList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              address: { type: 'string' },
              storageKeys: { type: 'array', items: { type: 'string' } },
            },
          },
        },
        chainId: { type: 'string' },
        yParity: { type: 'string' },
        v: { type: 'string' },
        r: { type: 'string' },
        s: { type: 'string' },
      },
    },
  },
  {
    name: 'eth_getTransactionReceipt',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'transactionHash', required: true, rule: { type: 'string', pattern: '^0x[0-9a-fA-F]{64}$' } },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: {
        type: { type: 'string' },
        transactionHash: { type: 'string' },
        transactionIndex: { type: 'string' },
        blockHash: { type: 'string' },
        blockNumber: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        cumulativeGasUsed: { type: 'string' },
        gasUsed: { type: 'string' },
        effectiveGasPrice: { type: 'string' },
        contractAddress: { type: 'string' },
        logs: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              address: { type: 'string' },
              topics: { type: 'array', items: { type: 'string' } },
              data: { type: 'string' },
              blockNumber: { type: 'string' },
              blockHash: { type: 'string' },
              transactionHash: { type: 'string' },
              transactionIndex: { type: 'string' },
              logIndex: { type: 'string' },
              removed: { type: 'boolean' },
            },
          },
        },
        logsBloom: { type: 'string' },
        status: { type: 'string' },
        root: { type: 'string' },
      },
    },
  },
  {
    name: 'eth_getTransactionCount',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'address', required: true, rule: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
      {
        name: 'block',
        required: true,
        rule: {
          type: 'string',
          pattern:
            '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        },
      },
    ],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_getCode',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'address', required: true, rule: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
      {
        name: 'block',
        required: true,
        rule: {
          type: 'string',
          pattern:
            '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        },
      },
    ],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_getStorageAt',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'address', required: true, rule: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } },
      { name: 'slot', required: true, rule: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' } },
      {
        name: 'block',
        required: true,
        rule: {
          type: 'string',
          pattern:
            '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        },
      },
    ],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_call',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      {
        name: 'transaction',
        required: true,
        rule: {
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
        },
      },
      {
        name: 'block',
        required: false,
        rule: {
          type: 'string',
          pattern:
            '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        },
      },
    ],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_estimateGas',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      {
        name: 'transaction',
        required: true,
        rule: {
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
        },
      },
      {
        name: 'block',
        required: false,
        rule: {
          type: 'string',
          pattern:
            '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        },
      },
    ],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_gasPrice',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_sendRawTransaction',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      { name: 'transaction', required: true, rule: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})*$' } },
    ],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_getLogs',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      {
        name: 'filter',
        required: true,
        rule: {
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
            address: { type: 'any' },
            topics: { type: 'array', items: { type: 'any' } },
          },
        },
      },
    ],
    rules: [],
    result: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          address: { type: 'string' },
          topics: { type: 'array', items: { type: 'string' } },
          data: { type: 'string' },
          blockNumber: { type: 'string' },
          blockHash: { type: 'string' },
          transactionHash: { type: 'string' },
          transactionIndex: { type: 'string' },
          logIndex: { type: 'string' },
          removed: { type: 'boolean' },
        },
      },
    },
  },
  {
    name: 'eth_feeHistory',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      {
        name: 'blockCount',
        required: true,
        rule: { type: 'string', pattern: '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$' },
      },
      {
        name: 'newestBlock',
        required: true,
        rule: {
          type: 'string',
          pattern: '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|earliest|finalized|safe|latest|pending)$',
        },
      },
      {
        name: 'rewardPercentiles',
        required: false,
        rule: { type: 'array', items: { type: 'number', minimum: 0, maximum: 100 } },
      },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: {
        oldestBlock: { type: 'string' },
        baseFeePerGas: { type: 'array', items: { type: 'string' } },
        gasUsedRatio: { type: 'array', items: { type: 'number' } },
        reward: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
  {
    name: 'net_version',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'web3_clientVersion',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_baseFee',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_maxPriorityFeePerGas',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: { type: 'string' },
  },
  {
    name: 'eth_getChainConfig',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [],
    rules: [],
    result: {
      type: 'object',
      properties: {
        chainId: { type: 'integer' },
        feeConfig: {
          type: 'object',
          properties: {
            gasLimit: { type: 'integer' },
            targetBlockRate: { type: 'integer' },
            minBaseFee: { type: 'integer' },
            targetGas: { type: 'integer' },
            baseFeeChangeDenominator: { type: 'integer' },
            minBlockGasCost: { type: 'integer' },
            maxBlockGasCost: { type: 'integer' },
            blockGasCostStep: { type: 'integer' },
          },
        },
        allowFeeRecipients: { type: 'boolean' },
        upgrades: {
          type: 'object',
          properties: { precompileUpgrades: { type: 'array', items: { type: 'object', properties: {} } } },
        },
      },
    },
  },
  {
    name: 'eth_feeConfig',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [
      {
        name: 'block',
        required: false,
        rule: {
          type: 'string',
          pattern:
            '^(0x(0|[1-9a-fA-F][0-9a-fA-F]*)|0x[0-9a-fA-F]{64}|earliest|finalized|safe|latest|pending)$',
        },
      },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: {
        feeConfig: {
          type: 'object',
          properties: {
            gasLimit: { type: 'integer' },
            targetBlockRate: { type: 'integer' },
            minBaseFee: { type: 'integer' },
            targetGas: { type: 'integer' },
            baseFeeChangeDenominator: { type: 'integer' },
            minBlockGasCost: { type: 'integer' },
            maxBlockGasCost: { type: 'integer' },
            blockGasCostStep: { type: 'integer' },
          },
        },
        lastChangedAt: { type: 'integer' },
      },
    },
  },
  {
    name: 'eth_getActivePrecompilesAt',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [{ name: 'timestamp', required: false, rule: { type: 'integer', minimum: 0 } }],
    rules: [],
    result: { type: 'object', properties: {} },
  },
  {
    name: 'eth_getActiveRulesAt',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/rpc'],
    params: [{ name: 'timestamp', required: false, rule: { type: 'integer', minimum: 0 } }],
    rules: [],
    result: {
      type: 'object',
      properties: {
        ethRules: {
          type: 'object',
          properties: {
            IsHomestead: { type: 'boolean' },
            IsEIP150: { type: 'boolean' },
            IsEIP155: { type: 'boolean' },
            IsEIP158: { type: 'boolean' },
            IsByzantium: { type: 'boolean' },
            IsConstantinople: { type: 'boolean' },
            IsPetersburg: { type: 'boolean' },
            IsIstanbul: { type: 'boolean' },
            IsCancun: { type: 'boolean' },
          },
        },
        networkRules: {
          type: 'object',
          properties: {
            IsSubnetEVM: { type: 'boolean' },
            IsDurango: { type: 'boolean' },
            IsEtna: { type: 'boolean' },
          },
        },
        precompiles: { type: 'object', properties: {} },
      },
    },
  },
  {
    name: 'validators.getCurrentValidators',
    paramStructure: 'by-name',
    servers: ['/ext/bc/{blockchainId}/validators'],
    params: [{ name: 'nodeIDs', required: false, rule: { type: 'array', items: { type: 'string' } } }],
    rules: [],
    result: {
      type: 'object',
      properties: {
        validators: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              validationID: { type: 'string' },
              nodeID: { type: 'string' },
              weight: { type: 'integer' },
              startTimestamp: { type: 'integer' },
              isActive: { type: 'boolean' },
              isL1Validator: { type: 'boolean' },
              isConnected: { type: 'boolean' },
              uptimeSeconds: { type: 'integer' },
              uptimePercentage: { type: 'number' },
            },
          },
        },
      },
    },
  },
  {
    name: 'admin_startCPUProfiler',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/admin'],
    params: [],
    rules: [],
    result: { type: 'object', properties: {} },
  },
  {
    name: 'admin_stopCPUProfiler',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/admin'],
    params: [],
    rules: [],
    result: { type: 'object', properties: {} },
  },
  {
    name: 'admin_memoryProfile',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/admin'],
    params: [],
    rules: [],
    result: { type: 'object', properties: {} },
  },
  {
    name: 'admin_lockProfile',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/admin'],
    params: [],
    rules: [],
    result: { type: 'object', properties: {} },
  },
  {
    name: 'admin_setLogLevel',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/admin'],
    params: [
      {
        name: 'args',
        required: true,
        rule: { type: 'object', properties: { level: { type: 'string', required: true } } },
      },
    ],
    rules: [],
    result: { type: 'object', properties: {} },
  },
  {
    name: 'admin_getVMConfig',
    paramStructure: 'by-position',
    servers: ['/ext/bc/{blockchainId}/admin'],
    params: [],
    rules: [],
    result: { type: 'object', properties: { config: { type: 'object', properties: {} } } },
  },
  {
    name: 'atomic.getUTXOs',
    paramStructure: 'by-position',
    servers: ['/ext/bc/C/atomic'],
    params: [
      {
        name: 'args',
        required: true,
        rule: {
          type: 'object',
          properties: {
            addresses: { type: 'array', items: { type: 'string' }, minItems: 1, required: true },
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
        },
      },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: {
        utxos: { type: 'array', items: { type: 'string' } },
        endIndex: { type: 'object', properties: { address: { type: 'string' }, utxo: { type: 'string' } } },
        numFetched: { type: 'number' },
        encoding: { type: 'string' },
      },
    },
  },
  {
    name: 'atomic.issueTx',
    paramStructure: 'by-position',
    servers: ['/ext/bc/C/atomic'],
    params: [
      {
        name: 'args',
        required: true,
        rule: {
          type: 'object',
          properties: { tx: { type: 'string', required: true }, encoding: { type: 'string' } },
        },
      },
    ],
    rules: [],
    result: { type: 'object', properties: { txID: { type: 'string' } } },
  },
  {
    name: 'atomic.getAtomicTxStatus',
    paramStructure: 'by-position',
    servers: ['/ext/bc/C/atomic'],
    params: [
      {
        name: 'args',
        required: true,
        rule: { type: 'object', properties: { txID: { type: 'string', required: true } } },
      },
    ],
    rules: [],
    result: { type: 'object', properties: { status: { type: 'string' }, blockHeight: { type: 'number' } } },
  },
  {
    name: 'atomic.getAtomicTx',
    paramStructure: 'by-position',
    servers: ['/ext/bc/C/atomic'],
    params: [
      {
        name: 'args',
        required: true,
        rule: {
          type: 'object',
          properties: { txID: { type: 'string', required: true }, encoding: { type: 'string' } },
        },
      },
    ],
    rules: [],
    result: {
      type: 'object',
      properties: { tx: { type: 'string' }, encoding: { type: 'string' }, blockHeight: { type: 'number' } },
    },
  },
];
