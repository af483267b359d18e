// Generated from specs/openapi/data/; do not edit. Run `pnpm generate`.
import type { OperationInfo } from '@pkg/core/rest';
import type { components, operations } from './schema.js';

/** The base URL of the API (the spec's first server). */
export const defaultBaseUrl = 'https://glacier-api.avax.network';

/** The header of the API key (the spec's apiKey security scheme). */
export const apiKeyHeader = 'x-data-api-key';

/** The deployed service's names where they differ from the seed's (the spec's `x-deployed-names`), used by `wireNames: 'deployed'`. */
export const deployedNames = {
  baseUrl: 'https://data-api.avax.network',
  apiKeyHeader: 'x-glacier-api-key',
} as const;

/**
 * `GET /v1/chains` (supportedChains)
 */
export const supportedChains: OperationInfo = {
  method: 'GET',
  path: '/v1/chains',
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
    feature: { type: 'string', enum: ['nftIndexing', 'webhooks', 'teleporter'] },
  },
  retry: true,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc1155` (listErc1155Balances)
 */
export const listErc1155Balances: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc1155',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    blockNumber: { type: 'string', pattern: '^[0-9]+$' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    contractAddress: { type: 'string' },
  },
  retry: true,
  items: 'erc1155TokenBalances',
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20` (listErc20Balances)
 */
export const listErc20Balances: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc20',
  pathParams: ['chainId', 'address'],
  commaParams: ['contractAddresses'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    blockNumber: { type: 'string', pattern: '^[0-9]+$' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    filterSpamTokens: { type: 'boolean' },
    contractAddresses: { type: 'string' },
    currency: {
      type: 'string',
      enum: [
        'usd',
        'eur',
        'aud',
        'cad',
        'chf',
        'clp',
        'cny',
        'czk',
        'dkk',
        'gbp',
        'hkd',
        'huf',
        'jpy',
        'nzd',
      ],
    },
  },
  retry: true,
  items: 'erc20TokenBalances',
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc721` (listErc721Transactions)
 */
export const listErc721Transactions: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc721',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
};

/**
 * `GET /v1/chains/{chainId}/blocks` (getLatestBlocks)
 */
export const getLatestBlocks: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/blocks',
  pathParams: ['chainId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'blocks',
};

/**
 * `GET /v1/chains/{chainId}/blocks/{blockId}` (getBlock)
 */
export const getBlock: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/blocks/{blockId}',
  pathParams: ['chainId', 'blockId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    blockId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/chains/{chainId}/contracts/{address}/deployments` (listContractDeployments)
 */
export const listContractDeployments: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/contracts/{address}/deployments',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'contracts',
};

/**
 * `GET /v1/chains/{chainId}/tokens/{address}/transfers` (listTransfers)
 */
export const listTransfers: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/tokens/{address}/transfers',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transfers',
};

/**
 * `GET /v1/chains/{chainId}/transactions` (listLatestTransactions)
 */
export const listLatestTransactions: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/transactions',
  pathParams: ['chainId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    status: { type: 'string', enum: ['failed', 'success'] },
  },
  retry: true,
  items: 'transactions',
};

/**
 * `GET /v1/icm/addresses/{address}/messages` (listIcmMessagesByAddress)
 */
export const listIcmMessagesByAddress: OperationInfo = {
  method: 'GET',
  path: '/v1/icm/addresses/{address}/messages',
  pathParams: ['address'],
  schema: {
    address: { type: 'string', minLength: 1, required: true },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'messages',
};

/**
 * `GET /v1/icm/messages` (listIcmMessages)
 */
export const listIcmMessages: OperationInfo = {
  method: 'GET',
  path: '/v1/icm/messages',
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
    blockchainId: { type: 'string' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    sourceBlockchainId: { type: 'string' },
    destinationBlockchainId: { type: 'string' },
    to: { type: 'string' },
    from: { type: 'string' },
  },
  retry: true,
  items: 'messages',
};

/**
 * `GET /v1/icm/messages/{messageId}` (getIcmMessage)
 */
export const getIcmMessage: OperationInfo = {
  method: 'GET',
  path: '/v1/icm/messages/{messageId}',
  pathParams: ['messageId'],
  schema: { messageId: { type: 'string', minLength: 1, required: true } },
  retry: true,
};

/**
 * `GET /v1/networks/{network}` (getNetworkDetails)
 */
export const getNetworkDetails: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}',
  pathParams: ['network'],
  schema: { network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true } },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/addresses:listChainIds` (getChainIdsForAddresses)
 */
export const getChainIdsForAddresses: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/addresses:listChainIds',
  pathParams: ['network'],
  commaParams: ['addresses'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    addresses: { type: 'string', required: true },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/blockchains` (listBlockchains)
 */
export const listBlockchains: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains',
  pathParams: ['network'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 10000 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    sortBy: { type: 'string' },
  },
  retry: true,
  items: 'blockchains',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}` (getBlockchainById)
 */
export const getBlockchainById: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}',
  pathParams: ['network', 'blockchainId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}` (getAssetDetails)
 */
export const getAssetDetails: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}',
  pathParams: ['network', 'blockchainId', 'assetId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'x-chain',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
      ],
      required: true,
    },
    assetId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions` (listAssetTransactions)
 */
export const listAssetTransactions: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions',
  pathParams: ['network', 'blockchainId', 'assetId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'x-chain',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
      ],
      required: true,
    },
    assetId: { type: 'string', minLength: 1, required: true },
    txTypes: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'string',
        enum: [
          'AddValidatorTx',
          'AddSubnetValidatorTx',
          'AddDelegatorTx',
          'CreateChainTx',
          'CreateSubnetTx',
          'ImportTx',
          'ExportTx',
          'AdvanceTimeTx',
          'RewardValidatorTx',
          'RemoveSubnetValidatorTx',
          'TransformSubnetTx',
          'AddPermissionlessValidatorTx',
          'AddPermissionlessDelegatorTx',
          'BaseTx',
          'TransferSubnetOwnershipTx',
          'ConvertSubnetToL1Tx',
          'RegisterL1ValidatorTx',
          'SetL1ValidatorWeightTx',
          'DisableL1ValidatorTx',
          'IncreaseL1ValidatorBalanceTx',
          'UNKNOWN',
          'CreateAssetTx',
          'OperationTx',
        ],
      },
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessOrEqual: ['startTimestamp', 'endTimestamp'] }],
  retry: true,
  items: 'transactions',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/balances` (getBalancesByAddresses)
 */
export const getBalancesByAddresses: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/balances',
  pathParams: ['network', 'blockchainId'],
  commaParams: ['addresses'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    blockTimestamp: { type: 'integer', minimum: 0 },
    addresses: { type: 'string' },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks` (listLatestPrimaryNetworkBlocks)
 */
export const listLatestPrimaryNetworkBlocks: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/blocks',
  pathParams: ['network', 'blockchainId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessOrEqual: ['startTimestamp', 'endTimestamp'] }],
  retry: true,
  items: 'blocks',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}` (getBlockById)
 */
export const getBlockById: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}',
  pathParams: ['network', 'blockchainId', 'blockId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    blockId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses` (getLastActivityTimestampByAddresses)
 */
export const getLastActivityTimestampByAddresses: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses',
  pathParams: ['network', 'blockchainId'],
  commaParams: ['addresses'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    addresses: { type: 'string' },
  },
  retry: true,
};

/**
 * `POST /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses` (getLastActivityTimestampByAddressesV2)
 */
export const getLastActivityTimestampByAddressesV2: OperationInfo = {
  method: 'POST',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses',
  pathParams: ['network', 'blockchainId'],
  body: true,
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    addresses: { type: 'string', minLength: 1, required: true },
  },
  retry: false,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks` (listPrimaryNetworkBlocksByNodeId)
 */
export const listPrimaryNetworkBlocksByNodeId: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks',
  pathParams: ['network', 'blockchainId', 'nodeId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    nodeId: { type: 'string', minLength: 1, required: true },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessOrEqual: ['startTimestamp', 'endTimestamp'] }],
  retry: true,
  items: 'blocks',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions` (listLatestPrimaryNetworkTransactions)
 */
export const listLatestPrimaryNetworkTransactions: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions',
  pathParams: ['network', 'blockchainId'],
  commaParams: ['addresses'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    addresses: { type: 'string' },
    l1ValidationId: { type: 'string' },
    txTypes: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'string',
        enum: [
          'AddValidatorTx',
          'AddSubnetValidatorTx',
          'AddDelegatorTx',
          'CreateChainTx',
          'CreateSubnetTx',
          'ImportTx',
          'ExportTx',
          'AdvanceTimeTx',
          'RewardValidatorTx',
          'RemoveSubnetValidatorTx',
          'TransformSubnetTx',
          'AddPermissionlessValidatorTx',
          'AddPermissionlessDelegatorTx',
          'BaseTx',
          'TransferSubnetOwnershipTx',
          'ConvertSubnetToL1Tx',
          'RegisterL1ValidatorTx',
          'SetL1ValidatorWeightTx',
          'DisableL1ValidatorTx',
          'IncreaseL1ValidatorBalanceTx',
          'UNKNOWN',
          'CreateAssetTx',
          'OperationTx',
        ],
      },
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  rules: [{ lessOrEqual: ['startTimestamp', 'endTimestamp'] }],
  retry: true,
  items: 'transactions',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}` (getTxByHash)
 */
export const getTxByHash: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}',
  pathParams: ['network', 'blockchainId', 'txHash'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    txHash: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking` (listActivePrimaryNetworkStakingTransactions)
 */
export const listActivePrimaryNetworkStakingTransactions: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking',
  pathParams: ['network', 'blockchainId'],
  commaParams: ['addresses'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: ['p-chain', '11111111111111111111111111111111LpoYY'],
      required: true,
    },
    addresses: { type: 'string' },
    txTypes: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'string',
        enum: [
          'AddValidatorTx',
          'AddSubnetValidatorTx',
          'AddDelegatorTx',
          'CreateChainTx',
          'CreateSubnetTx',
          'ImportTx',
          'ExportTx',
          'AdvanceTimeTx',
          'RewardValidatorTx',
          'RemoveSubnetValidatorTx',
          'TransformSubnetTx',
          'AddPermissionlessValidatorTx',
          'AddPermissionlessDelegatorTx',
          'BaseTx',
          'TransferSubnetOwnershipTx',
          'ConvertSubnetToL1Tx',
          'RegisterL1ValidatorTx',
          'SetL1ValidatorWeightTx',
          'DisableL1ValidatorTx',
          'IncreaseL1ValidatorBalanceTx',
          'UNKNOWN',
          'CreateAssetTx',
          'OperationTx',
        ],
      },
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  rules: [{ lessOrEqual: ['startTimestamp', 'endTimestamp'] }],
  retry: true,
  items: 'transactions',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/utxos` (getUtxosByAddresses)
 */
export const getUtxosByAddresses: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/utxos',
  pathParams: ['network', 'blockchainId'],
  commaParams: ['addresses'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    assetId: { type: 'string' },
    addresses: { type: 'string' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    minUtxoAmount: { type: 'number', minimum: 0 },
    includeSpent: { type: 'boolean' },
    sortBy: { type: 'string', enum: ['timestamp', 'amount'] },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  retry: true,
  items: 'utxos',
};

/**
 * `POST /v1/networks/{network}/blockchains/{blockchainId}/utxos` (getUtxosByAddressesV2)
 */
export const getUtxosByAddressesV2: OperationInfo = {
  method: 'POST',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/utxos',
  pathParams: ['network', 'blockchainId'],
  queryParams: ['assetId', 'pageToken', 'pageSize', 'minUtxoAmount', 'includeSpent', 'sortBy', 'sortOrder'],
  body: true,
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'p-chain',
        'x-chain',
        'c-chain',
        '11111111111111111111111111111111LpoYY',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
        '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
        'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
      ],
      required: true,
    },
    assetId: { type: 'string' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 1024 },
    minUtxoAmount: { type: 'number', minimum: 0 },
    includeSpent: { type: 'boolean' },
    sortBy: { type: 'string', enum: ['timestamp', 'amount'] },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    addresses: { type: 'string', minLength: 1, required: true },
  },
  retry: false,
  items: 'utxos',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices` (listLatestXChainVertices)
 */
export const listLatestXChainVertices: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/vertices',
  pathParams: ['network', 'blockchainId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'x-chain',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
      ],
      required: true,
    },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'vertices',
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}` (getVertexByHash)
 */
export const getVertexByHash: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}',
  pathParams: ['network', 'blockchainId', 'vertexHash'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'x-chain',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
      ],
      required: true,
    },
    vertexHash: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight` (getVertexByHeight)
 */
export const getVertexByHeight: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight',
  pathParams: ['network', 'blockchainId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: {
      type: 'string',
      enum: [
        'x-chain',
        '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
      ],
      required: true,
    },
    vertexHeight: { type: 'integer', minimum: 0, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  retry: true,
  items: 'vertices',
};

/**
 * `GET /v1/networks/{network}/delegators` (listDelegators)
 */
export const listDelegators: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/delegators',
  pathParams: ['network'],
  commaParams: ['rewardAddresses', 'nodeIds'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    rewardAddresses: { type: 'string' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    delegationStatus: { type: 'string', enum: ['completed', 'active', 'pending'] },
    nodeIds: { type: 'string' },
  },
  retry: true,
  items: 'delegators',
};

/**
 * `GET /v1/networks/{network}/l1Validators` (listL1Validators)
 */
export const listL1Validators: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/l1Validators',
  pathParams: ['network'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    nodeId: { type: 'string' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    l1ValidationId: { type: 'string' },
    includeInactiveL1Validators: { type: 'boolean' },
    subnetId: { type: 'string', minLength: 1 },
  },
  retry: true,
  items: 'validators',
};

/**
 * `GET /v1/networks/{network}/rewards` (listHistoricalPrimaryNetworkRewards)
 */
export const listHistoricalPrimaryNetworkRewards: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/rewards',
  pathParams: ['network'],
  commaParams: ['addresses', 'nodeIds'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    addresses: { type: 'string' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    nodeIds: { type: 'string' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    currency: {
      type: 'string',
      enum: [
        'usd',
        'eur',
        'aud',
        'cad',
        'chf',
        'clp',
        'cny',
        'czk',
        'dkk',
        'gbp',
        'hkd',
        'huf',
        'jpy',
        'nzd',
      ],
    },
  },
  rules: [{ anyOf: ['addresses', 'nodeIds'] }],
  retry: true,
  items: 'historicalRewards',
};

/**
 * `GET /v1/networks/{network}/rewards:listPending` (listPendingPrimaryNetworkRewards)
 */
export const listPendingPrimaryNetworkRewards: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/rewards:listPending',
  pathParams: ['network'],
  commaParams: ['addresses', 'nodeIds'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    addresses: { type: 'string' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    nodeIds: { type: 'string' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  rules: [{ anyOf: ['addresses', 'nodeIds'] }],
  retry: true,
  items: 'pendingRewards',
};

/**
 * `GET /v1/networks/{network}/subnets` (listSubnets)
 */
export const listSubnets: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/subnets',
  pathParams: ['network'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 10000 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  retry: true,
  items: 'subnets',
};

/**
 * `GET /v1/networks/{network}/subnets/{subnetId}` (getSubnetById)
 */
export const getSubnetById: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/subnets/{subnetId}',
  pathParams: ['network', 'subnetId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    subnetId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/networks/{network}/validators` (listValidators)
 */
export const listValidators: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/validators',
  pathParams: ['network'],
  commaParams: ['nodeIds'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    nodeIds: { type: 'string' },
    sortBy: {
      type: 'string',
      enum: ['blockIndex', 'delegationCapacity', 'timeRemaining', 'delegationFee', 'uptimePerformance'],
    },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    validationStatus: { type: 'string', enum: ['completed', 'active', 'pending', 'removed'] },
    minDelegationCapacity: { type: 'string', pattern: '^[0-9]+$', maxLength: 18 },
    maxDelegationCapacity: { type: 'string', pattern: '^[0-9]+$', maxLength: 18 },
    minTimeRemaining: { type: 'number', minimum: 0, maximum: 2147483647 },
    maxTimeRemaining: { type: 'number', minimum: 0, maximum: 2147483647 },
    minFeePercentage: { type: 'number', minimum: 2, maximum: 100 },
    maxFeePercentage: { type: 'number', minimum: 2, maximum: 100 },
    minUptimePerformance: { type: 'number', minimum: 0, maximum: 100 },
    maxUptimePerformance: { type: 'number', minimum: 0, maximum: 100 },
    subnetId: { type: 'string', minLength: 1 },
  },
  rules: [
    { lessOrEqual: ['minDelegationCapacity', 'maxDelegationCapacity'] },
    { lessOrEqual: ['minTimeRemaining', 'maxTimeRemaining'] },
    { lessOrEqual: ['minFeePercentage', 'maxFeePercentage'] },
    { lessOrEqual: ['minUptimePerformance', 'maxUptimePerformance'] },
  ],
  retry: true,
  items: 'validators',
};

/**
 * `GET /v1/networks/{network}/validators/{nodeId}` (getSingleValidatorDetails)
 */
export const getSingleValidatorDetails: OperationInfo = {
  method: 'GET',
  path: '/v1/networks/{network}/validators/{nodeId}',
  pathParams: ['network', 'nodeId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    nodeId: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    validationStatus: { type: 'string', enum: ['completed', 'active', 'pending', 'removed'] },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  retry: true,
  items: 'validators',
};

/**
 * `POST /v1/signatureAggregator/{network}/aggregateSignatures` (aggregateSignatures)
 */
export const aggregateSignatures: OperationInfo = {
  method: 'POST',
  path: '/v1/signatureAggregator/{network}/aggregateSignatures',
  pathParams: ['network'],
  body: true,
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    message: { type: 'string', pattern: '^(0x)?[0-9a-fA-F]+$' },
    justification: { type: 'string', pattern: '^(0x)?[0-9a-fA-F]+$' },
    signingSubnetId: { type: 'string' },
    quorumPercentage: { type: 'integer', minimum: 0, maximum: 100 },
    quorumPercentageBuffer: { type: 'integer', minimum: 0, maximum: 100 },
    pChainHeight: { type: 'integer', minimum: 0 },
  },
  rules: [
    { anyOf: ['message', 'justification'] },
    { sumAtMost: { fields: ['quorumPercentage', 'quorumPercentageBuffer'], max: 100 } },
  ],
  ruleDefaults: { quorumPercentage: 67, quorumPercentageBuffer: 0 },
  retry: false,
};

/**
 * `GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash}` (getAggregatedSignatures)
 */
export const getAggregatedSignatures: OperationInfo = {
  method: 'GET',
  path: '/v1/signatureAggregator/{network}/aggregateSignatures/{txHash}',
  pathParams: ['network', 'txHash'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    txHash: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/** Every operation of the Data API, by operationId. */
export const dataOperations = {
  supportedChains,
  listErc1155Balances,
  listErc20Balances,
  listErc721Transactions,
  getLatestBlocks,
  getBlock,
  listContractDeployments,
  listTransfers,
  listLatestTransactions,
  listIcmMessagesByAddress,
  listIcmMessages,
  getIcmMessage,
  getNetworkDetails,
  getChainIdsForAddresses,
  listBlockchains,
  getBlockchainById,
  getAssetDetails,
  listAssetTransactions,
  getBalancesByAddresses,
  listLatestPrimaryNetworkBlocks,
  getBlockById,
  getLastActivityTimestampByAddresses,
  getLastActivityTimestampByAddressesV2,
  listPrimaryNetworkBlocksByNodeId,
  listLatestPrimaryNetworkTransactions,
  getTxByHash,
  listActivePrimaryNetworkStakingTransactions,
  getUtxosByAddresses,
  getUtxosByAddressesV2,
  listLatestXChainVertices,
  getVertexByHash,
  getVertexByHeight,
  listDelegators,
  listL1Validators,
  listHistoricalPrimaryNetworkRewards,
  listPendingPrimaryNetworkRewards,
  listSubnets,
  getSubnetById,
  listValidators,
  getSingleValidatorDetails,
  aggregateSignatures,
  getAggregatedSignatures,
};

/** The params, result and (paged operations) item types of every operation of the Data API. */
export interface DataOperations {
  /**
   * Lists the supported EVM chains.
   *
   * Calls `GET /v1/chains`.
   * @example
   * const result = await data.supportedChains();
   */
  supportedChains: {
    params: NonNullable<operations['supportedChains']['parameters']['query']>;
    result: operations['supportedChains']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the ERC-1155 balances (and the native balance) of a wallet address at a block.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc1155`. Paged: `iterate.listErc1155Balances` yields the `erc1155TokenBalances` of every page.
   * @example
   * const result = await data.listErc1155Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listErc1155Balances: {
    params: operations['listErc1155Balances']['parameters']['path'] &
      NonNullable<operations['listErc1155Balances']['parameters']['query']>;
    result: operations['listErc1155Balances']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listErc1155Balances']['responses'][200]['content']['application/json']['erc1155TokenBalances']
    >[number];
  };

  /**
   * Lists the ERC-20 balances (and the native balance) of a wallet address at a block.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20`. Paged: `iterate.listErc20Balances` yields the `erc20TokenBalances` of every page.
   * @example
   * const result = await data.listErc20Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listErc20Balances: {
    params: operations['listErc20Balances']['parameters']['path'] &
      NonNullable<operations['listErc20Balances']['parameters']['query']>;
    result: operations['listErc20Balances']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listErc20Balances']['responses'][200]['content']['application/json']['erc20TokenBalances']
    >[number];
  };

  /**
   * Lists the ERC-721 transfers of a wallet address, within an optional block range.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc721`. Paged: `iterate.listErc721Transactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listErc721Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listErc721Transactions: {
    params: operations['listErc721Transactions']['parameters']['path'] &
      NonNullable<operations['listErc721Transactions']['parameters']['query']>;
    result: operations['listErc721Transactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listErc721Transactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Lists the latest indexed blocks of a chain, newest first.
   *
   * Calls `GET /v1/chains/{chainId}/blocks`. Paged: `iterate.getLatestBlocks` yields the `blocks` of every page.
   * @example
   * const result = await data.getLatestBlocks({ chainId: '43114' });
   */
  getLatestBlocks: {
    params: operations['getLatestBlocks']['parameters']['path'] &
      NonNullable<operations['getLatestBlocks']['parameters']['query']>;
    result: operations['getLatestBlocks']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getLatestBlocks']['responses'][200]['content']['application/json']['blocks']
    >[number];
  };

  /**
   * Returns one block by number or hash.
   *
   * Calls `GET /v1/chains/{chainId}/blocks/{blockId}`.
   * @example
   * const result = await data.getBlock({ chainId: '43114', blockId: '1' });
   */
  getBlock: {
    params: operations['getBlock']['parameters']['path'];
    result: operations['getBlock']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the contracts deployed by an address.
   *
   * Calls `GET /v1/chains/{chainId}/contracts/{address}/deployments`. Paged: `iterate.listContractDeployments` yields the `contracts` of every page.
   * @example
   * const result = await data.listContractDeployments({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listContractDeployments: {
    params: operations['listContractDeployments']['parameters']['path'] &
      NonNullable<operations['listContractDeployments']['parameters']['query']>;
    result: operations['listContractDeployments']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listContractDeployments']['responses'][200]['content']['application/json']['contracts']
    >[number];
  };

  /**
   * Lists the transfers of a token contract, within an optional block range.
   *
   * Calls `GET /v1/chains/{chainId}/tokens/{address}/transfers`. Paged: `iterate.listTransfers` yields the `transfers` of every page.
   * @example
   * const result = await data.listTransfers({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   */
  listTransfers: {
    params: operations['listTransfers']['parameters']['path'] &
      NonNullable<operations['listTransfers']['parameters']['query']>;
    result: operations['listTransfers']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listTransfers']['responses'][200]['content']['application/json']['transfers']
    >[number];
  };

  /**
   * Lists the latest transactions of a chain.
   *
   * Calls `GET /v1/chains/{chainId}/transactions`. Paged: `iterate.listLatestTransactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listLatestTransactions({ chainId: '43114' });
   */
  listLatestTransactions: {
    params: operations['listLatestTransactions']['parameters']['path'] &
      NonNullable<operations['listLatestTransactions']['parameters']['query']>;
    result: operations['listLatestTransactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listLatestTransactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Lists the Interchain Messaging messages an EVM address sent or received, newest first.
   *
   * Calls `GET /v1/icm/addresses/{address}/messages`. Paged: `iterate.listIcmMessagesByAddress` yields the `messages` of every page.
   * @example
   * const result = await data.listIcmMessagesByAddress({ address: 7.619870600218791e+47, network: 'mainnet' });
   */
  listIcmMessagesByAddress: {
    params: operations['listIcmMessagesByAddress']['parameters']['path'] &
      NonNullable<operations['listIcmMessagesByAddress']['parameters']['query']>;
    result: operations['listIcmMessagesByAddress']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listIcmMessagesByAddress']['responses'][200]['content']['application/json']['messages']
    >[number];
  };

  /**
   * Lists Interchain Messaging messages, newest first, optionally by source or destination chain, sender or recipient.
   *
   * Calls `GET /v1/icm/messages`. Paged: `iterate.listIcmMessages` yields the `messages` of every page.
   * @example
   * const result = await data.listIcmMessages({ network: 'mainnet', sourceBlockchainId: '2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY', destinationBlockchainId: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp', to: 5.839739253476783e+47, from: 2.8613758715359132e+47 });
   */
  listIcmMessages: {
    params: NonNullable<operations['listIcmMessages']['parameters']['query']>;
    result: operations['listIcmMessages']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listIcmMessages']['responses'][200]['content']['application/json']['messages']
    >[number];
  };

  /**
   * Returns one Interchain Messaging (Teleporter) message by its id; its status says whether it was delivered.
   *
   * Calls `GET /v1/icm/messages/{messageId}`.
   * @example
   * const result = await data.getIcmMessage({ messageId: 'acf1c8b06f9aec48e9fcbefbbe576ae8a7ca3b327fcae111396e7cc99956674d' });
   */
  getIcmMessage: {
    params: operations['getIcmMessage']['parameters']['path'];
    result: operations['getIcmMessage']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns staking totals of a network: validator and delegator counts, stake amounts and the spread of stake over AvalancheGo versions.
   *
   * Calls `GET /v1/networks/{network}`.
   * @example
   * const result = await data.getNetworkDetails({ network: 'mainnet' });
   */
  getNetworkDetails: {
    params: operations['getNetworkDetails']['parameters']['path'];
    result: operations['getNetworkDetails']['responses'][200]['content']['application/json'];
  };

  /**
   * Tells, for each address, which primary-network chains it has interacted with.
   *
   * Calls `GET /v1/networks/{network}/addresses:listChainIds`.
   * @example
   * const result = await data.getChainIdsForAddresses({ network: 'mainnet', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   */
  getChainIdsForAddresses: {
    params: operations['getChainIdsForAddresses']['parameters']['path'] &
      NonNullable<operations['getChainIdsForAddresses']['parameters']['query']>;
    result: operations['getChainIdsForAddresses']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the blockchains of the primary-network registry, sorted by timestamp (or by sortBy when given).
   *
   * Calls `GET /v1/networks/{network}/blockchains`. Paged: `iterate.listBlockchains` yields the `blockchains` of every page.
   * @example
   * const result = await data.listBlockchains({ network: 'mainnet' });
   */
  listBlockchains: {
    params: operations['listBlockchains']['parameters']['path'] &
      NonNullable<operations['listBlockchains']['parameters']['query']>;
    result: operations['listBlockchains']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listBlockchains']['responses'][200]['content']['application/json']['blockchains']
    >[number];
  };

  /**
   * Returns one blockchain registered on the P chain by its id.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}`.
   * @example
   * const result = await data.getBlockchainById({ network: 'mainnet', blockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5' });
   */
  getBlockchainById: {
    params: operations['getBlockchainById']['parameters']['path'];
    result: operations['getBlockchainById']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns an X-Chain asset: name, symbol, denomination, cap and when it was created.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}`.
   * @example
   * const result = await data.getAssetDetails({ network: 'mainnet', blockchainId: 'x-chain', assetId: 'th5aLdWLi32yS9ED6uLGoMMubqHjzMsXhKWwzP6yZTYQKYzof' });
   */
  getAssetDetails: {
    params: operations['getAssetDetails']['parameters']['path'];
    result: operations['getAssetDetails']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the X-Chain transactions that move one asset.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions`. Paged: `iterate.listAssetTransactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listAssetTransactions({ network: 'mainnet', blockchainId: 'x-chain', assetId: 'th5aLdWLi32yS9ED6uLGoMMubqHjzMsXhKWwzP6yZTYQKYzof', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 });
   */
  listAssetTransactions: {
    params: operations['listAssetTransactions']['parameters']['path'] &
      NonNullable<operations['listAssetTransactions']['parameters']['query']>;
    result: operations['listAssetTransactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listAssetTransactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Returns the balances of some addresses on a primary-network chain, now or at a past time; on the C chain only what sits in shared (atomic) memory.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/balances`.
   * @example
   * const result = await data.getBalancesByAddresses({ network: 'mainnet', blockchainId: 'p-chain', blockTimestamp: '1599696000', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   */
  getBalancesByAddresses: {
    params: operations['getBalancesByAddresses']['parameters']['path'] &
      NonNullable<operations['getBalancesByAddresses']['parameters']['query']>;
    result: operations['getBalancesByAddresses']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the newest blocks of a primary-network chain, optionally within a time window.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks`. Paged: `iterate.listLatestPrimaryNetworkBlocks` yields the `blocks` of every page.
   * @example
   * const result = await data.listLatestPrimaryNetworkBlocks({ network: 'mainnet', blockchainId: 'p-chain', startTimestamp: 1689541049, endTimestamp: 1689800249 });
   */
  listLatestPrimaryNetworkBlocks: {
    params: operations['listLatestPrimaryNetworkBlocks']['parameters']['path'] &
      NonNullable<operations['listLatestPrimaryNetworkBlocks']['parameters']['query']>;
    result: operations['listLatestPrimaryNetworkBlocks']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listLatestPrimaryNetworkBlocks']['responses'][200]['content']['application/json']['blocks']
    >[number];
  };

  /**
   * Returns one block of a primary-network chain by height or hash.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}`.
   * @example
   * const result = await data.getBlockById({ network: 'mainnet', blockchainId: 'p-chain', blockId: '5615di9ytxujackzaXNrVuWQy5y8Yrt8chPCscMr5Ku9YxJ1S' });
   */
  getBlockById: {
    params: operations['getBlockById']['parameters']['path'];
    result: operations['getBlockById']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns when some addresses last sent or received on a primary-network chain (the address list in the query).
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses`.
   * @example
   * const result = await data.getLastActivityTimestampByAddresses({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   */
  getLastActivityTimestampByAddresses: {
    params: operations['getLastActivityTimestampByAddresses']['parameters']['path'] &
      NonNullable<operations['getLastActivityTimestampByAddresses']['parameters']['query']>;
    result: operations['getLastActivityTimestampByAddresses']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns when some addresses last sent or received on a primary-network chain, the address list in a JSON body (for longer lists). A POST that only reads; not retried, since the service does not document it as idempotent.
   *
   * Calls `POST /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses`.
   * @example
   * const result = await data.getLastActivityTimestampByAddressesV2({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   */
  getLastActivityTimestampByAddressesV2: {
    params: operations['getLastActivityTimestampByAddressesV2']['parameters']['path'] &
      NonNullable<
        operations['getLastActivityTimestampByAddressesV2']['requestBody']
      >['content']['application/json'];
    result: operations['getLastActivityTimestampByAddressesV2']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the blocks proposed by a node on a primary-network chain.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks`. Paged: `iterate.listPrimaryNetworkBlocksByNodeId` yields the `blocks` of every page.
   * @example
   * const result = await data.listPrimaryNetworkBlocksByNodeId({ network: 'mainnet', blockchainId: 'p-chain', nodeId: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' });
   */
  listPrimaryNetworkBlocksByNodeId: {
    params: operations['listPrimaryNetworkBlocksByNodeId']['parameters']['path'] &
      NonNullable<operations['listPrimaryNetworkBlocksByNodeId']['parameters']['query']>;
    result: operations['listPrimaryNetworkBlocksByNodeId']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listPrimaryNetworkBlocksByNodeId']['responses'][200]['content']['application/json']['blocks']
    >[number];
  };

  /**
   * Lists the newest transactions of a primary-network chain, optionally only those touching some addresses, of some types or within a time window (the type and time filters need an address filter on the deployed service).
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions`. Paged: `iterate.listLatestPrimaryNetworkTransactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listLatestPrimaryNetworkTransactions({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 });
   */
  listLatestPrimaryNetworkTransactions: {
    params: operations['listLatestPrimaryNetworkTransactions']['parameters']['path'] &
      NonNullable<operations['listLatestPrimaryNetworkTransactions']['parameters']['query']>;
    result: operations['listLatestPrimaryNetworkTransactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listLatestPrimaryNetworkTransactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Returns one transaction of the P, X or C chain by its hash; the shape follows the chain (and, on the X chain, whether it is a vertex-based or a block-based transaction).
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}`.
   * @example
   * const result = await data.getTxByHash({ network: 'mainnet', blockchainId: 'p-chain', txHash: '3P91K6nuDFvDodcRuJTsgdf9SvYe5pMiKk38HppsoeAiEztCP' });
   */
  getTxByHash: {
    params: operations['getTxByHash']['parameters']['path'];
    result: operations['getTxByHash']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the staking transactions (validations and delegations) still active on the P chain for some addresses.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking`. Paged: `iterate.listActivePrimaryNetworkStakingTransactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listActivePrimaryNetworkStakingTransactions({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', txTypes: ["AddValidatorTx"], startTimestamp: 1689541049, endTimestamp: 1689800249 });
   */
  listActivePrimaryNetworkStakingTransactions: {
    params: operations['listActivePrimaryNetworkStakingTransactions']['parameters']['path'] &
      NonNullable<operations['listActivePrimaryNetworkStakingTransactions']['parameters']['query']>;
    result: operations['listActivePrimaryNetworkStakingTransactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listActivePrimaryNetworkStakingTransactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Lists the UTXOs of some addresses on a primary-network chain (the address list travels in the query).
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/utxos`. Paged: `iterate.getUtxosByAddresses` yields the `utxos` of every page.
   * @example
   * const result = await data.getUtxosByAddresses({ network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', minUtxoAmount: 1000 });
   */
  getUtxosByAddresses: {
    params: operations['getUtxosByAddresses']['parameters']['path'] &
      NonNullable<operations['getUtxosByAddresses']['parameters']['query']>;
    result: operations['getUtxosByAddresses']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getUtxosByAddresses']['responses'][200]['content']['application/json']['utxos']
    >[number];
  };

  /**
   * Lists the UTXOs of some addresses on a primary-network chain, the address list in a JSON body (for longer lists, with pages of up to 1024). A POST that only reads; not retried, since the service does not document it as idempotent.
   *
   * Calls `POST /v1/networks/{network}/blockchains/{blockchainId}/utxos`. Paged: `iterate.getUtxosByAddressesV2` yields the `utxos` of every page.
   * @example
   * const result = await data.getUtxosByAddressesV2({ network: 'mainnet', blockchainId: 'p-chain', minUtxoAmount: 1000, addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg' });
   */
  getUtxosByAddressesV2: {
    params: operations['getUtxosByAddressesV2']['parameters']['path'] &
      NonNullable<operations['getUtxosByAddressesV2']['parameters']['query']> &
      NonNullable<operations['getUtxosByAddressesV2']['requestBody']>['content']['application/json'];
    result: operations['getUtxosByAddressesV2']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getUtxosByAddressesV2']['responses'][200]['content']['application/json']['utxos']
    >[number];
  };

  /**
   * Lists the newest vertices of the X chain (its DAG era, before the linear chain).
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices`. Paged: `iterate.listLatestXChainVertices` yields the `vertices` of every page.
   * @example
   * const result = await data.listLatestXChainVertices({ network: 'mainnet', blockchainId: 'x-chain' });
   */
  listLatestXChainVertices: {
    params: operations['listLatestXChainVertices']['parameters']['path'] &
      NonNullable<operations['listLatestXChainVertices']['parameters']['query']>;
    result: operations['listLatestXChainVertices']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listLatestXChainVertices']['responses'][200]['content']['application/json']['vertices']
    >[number];
  };

  /**
   * Returns one X-Chain vertex by its hash.
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}`.
   * @example
   * const result = await data.getVertexByHash({ network: 'mainnet', blockchainId: 'x-chain', vertexHash: 'haP1CW56cspZY7aEuqHNrtpvhqCaMTxQaYe6j5u2Mbn4L2Gqr' });
   */
  getVertexByHash: {
    params: operations['getVertexByHash']['parameters']['path'];
    result: operations['getVertexByHash']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the X-Chain vertices at one height (several vertices may share a height).
   *
   * Calls `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight`. Paged: `iterate.getVertexByHeight` yields the `vertices` of every page.
   * @example
   * const result = await data.getVertexByHeight({ network: 'mainnet', blockchainId: 'x-chain', vertexHeight: 123 });
   */
  getVertexByHeight: {
    params: operations['getVertexByHeight']['parameters']['path'] &
      NonNullable<operations['getVertexByHeight']['parameters']['query']>;
    result: operations['getVertexByHeight']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getVertexByHeight']['responses'][200]['content']['application/json']['vertices']
    >[number];
  };

  /**
   * Lists delegations, optionally of some nodes, some reward addresses or one status.
   *
   * Calls `GET /v1/networks/{network}/delegators`. Paged: `iterate.listDelegators` yields the `delegators` of every page.
   * @example
   * const result = await data.listDelegators({ network: 'mainnet', rewardAddresses: 'P-avax1679zrp3z9mf7z4an42ddq47qzj36zv6ga20vwl,P-avax1s7kd0kfndlz6mh3l0etrrcmkg5y366k8e0s6cc', delegationStatus: 'completed', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs' });
   */
  listDelegators: {
    params: operations['listDelegators']['parameters']['path'] &
      NonNullable<operations['listDelegators']['parameters']['query']>;
    result: operations['listDelegators']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listDelegators']['responses'][200]['content']['application/json']['delegators']
    >[number];
  };

  /**
   * Lists the validators of L1s (by default the active ones), optionally of one node, one L1 or one validation.
   *
   * Calls `GET /v1/networks/{network}/l1Validators`. Paged: `iterate.listL1Validators` yields the `validators` of every page.
   * @example
   * const result = await data.listL1Validators({ network: 'mainnet', nodeId: 'NodeID-111111111111111111116DBWJs', l1ValidationId: 'BsSpTd1SDvdhaoYAuKJvRj1WnoRyu8mAuMZeuz9g7brGj6KhX', subnetId: '11111111111111111111111111111111LpoYY' });
   */
  listL1Validators: {
    params: operations['listL1Validators']['parameters']['path'] &
      NonNullable<operations['listL1Validators']['parameters']['query']>;
    result: operations['listL1Validators']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listL1Validators']['responses'][200]['content']['application/json']['validators']
    >[number];
  };

  /**
   * Lists the staking rewards already paid, for some reward addresses or some nodes (at least one of the two filters), valued in a currency.
   *
   * Calls `GET /v1/networks/{network}/rewards`. Paged: `iterate.listHistoricalPrimaryNetworkRewards` yields the `historicalRewards` of every page.
   * @example
   * const result = await data.listHistoricalPrimaryNetworkRewards({ network: 'mainnet', addresses: 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs', currency: 'usd' });
   */
  listHistoricalPrimaryNetworkRewards: {
    params: operations['listHistoricalPrimaryNetworkRewards']['parameters']['path'] &
      NonNullable<operations['listHistoricalPrimaryNetworkRewards']['parameters']['query']>;
    result: operations['listHistoricalPrimaryNetworkRewards']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listHistoricalPrimaryNetworkRewards']['responses'][200]['content']['application/json']['historicalRewards']
    >[number];
  };

  /**
   * Lists the staking rewards not paid yet, for some reward addresses or some nodes (at least one of the two filters).
   *
   * Calls `GET /v1/networks/{network}/rewards:listPending`. Paged: `iterate.listPendingPrimaryNetworkRewards` yields the `pendingRewards` of every page.
   * @example
   * const result = await data.listPendingPrimaryNetworkRewards({ network: 'mainnet', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs' });
   */
  listPendingPrimaryNetworkRewards: {
    params: operations['listPendingPrimaryNetworkRewards']['parameters']['path'] &
      NonNullable<operations['listPendingPrimaryNetworkRewards']['parameters']['query']>;
    result: operations['listPendingPrimaryNetworkRewards']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listPendingPrimaryNetworkRewards']['responses'][200]['content']['application/json']['pendingRewards']
    >[number];
  };

  /**
   * Lists the subnets (and L1s) registered on the network, with their blockchains.
   *
   * Calls `GET /v1/networks/{network}/subnets`. Paged: `iterate.listSubnets` yields the `subnets` of every page.
   * @example
   * const result = await data.listSubnets({ network: 'mainnet' });
   */
  listSubnets: {
    params: operations['listSubnets']['parameters']['path'] &
      NonNullable<operations['listSubnets']['parameters']['query']>;
    result: operations['listSubnets']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listSubnets']['responses'][200]['content']['application/json']['subnets']
    >[number];
  };

  /**
   * Returns one subnet (or L1) with its blockchains.
   *
   * Calls `GET /v1/networks/{network}/subnets/{subnetId}`.
   * @example
   * const result = await data.getSubnetById({ network: 'mainnet', subnetId: '11111111111111111111111111111111LpoYY' });
   */
  getSubnetById: {
    params: operations['getSubnetById']['parameters']['path'];
    result: operations['getSubnetById']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists validators (of the primary network or of subnets), with filters on status, node ids, delegation capacity, time left, fee, uptime and subnet.
   *
   * Calls `GET /v1/networks/{network}/validators`. Paged: `iterate.listValidators` yields the `validators` of every page.
   * @example
   * const result = await data.listValidators({ network: 'mainnet', nodeIds: 'NodeID-111111111111111111116DBWJs,NodeID-222222222222222222227DBWJs', validationStatus: 'completed', minDelegationCapacity: '0', maxDelegationCapacity: '720000000000000000', minTimeRemaining: 0, maxTimeRemaining: 2147483647, minFeePercentage: 2, maxFeePercentage: 100, minUptimePerformance: 90, maxUptimePerformance: 100, subnetId: '11111111111111111111111111111111LpoYY' });
   */
  listValidators: {
    params: operations['listValidators']['parameters']['path'] &
      NonNullable<operations['listValidators']['parameters']['query']>;
    result: operations['listValidators']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listValidators']['responses'][200]['content']['application/json']['validators']
    >[number];
  };

  /**
   * Lists the validations of one node (current and past), optionally of one status.
   *
   * Calls `GET /v1/networks/{network}/validators/{nodeId}`. Paged: `iterate.getSingleValidatorDetails` yields the `validators` of every page.
   * @example
   * const result = await data.getSingleValidatorDetails({ network: 'mainnet', nodeId: 'NodeID-111111111111111111116DBWJs', validationStatus: 'completed' });
   */
  getSingleValidatorDetails: {
    params: operations['getSingleValidatorDetails']['parameters']['path'] &
      NonNullable<operations['getSingleValidatorDetails']['parameters']['query']>;
    result: operations['getSingleValidatorDetails']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getSingleValidatorDetails']['responses'][200]['content']['application/json']['validators']
    >[number];
  };

  /**
   * Collects validator signatures for a Warp message (or justification) and returns the signed message.
   *
   * Calls `POST /v1/signatureAggregator/{network}/aggregateSignatures`.
   * @example
   * const result = await data.aggregateSignatures({ network: 'mainnet', message: '0x00000000000100000000' });
   */
  aggregateSignatures: {
    params: operations['aggregateSignatures']['parameters']['path'] &
      NonNullable<operations['aggregateSignatures']['requestBody']>['content']['application/json'];
    result:
      | operations['aggregateSignatures']['responses'][200]['content']['application/json']
      | operations['aggregateSignatures']['responses'][201]['content']['application/json'];
  };

  /**
   * Returns the aggregated signatures of a P-Chain L1-related Warp message, by the transaction hash that carries it.
   *
   * Calls `GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash}`.
   * @example
   * const result = await data.getAggregatedSignatures({ network: 'mainnet', txHash: '2QmnEsbgWtWqpsT8G1bEeTCkkPK2wS6YkxjRAu5y6WsWJ2iz4G' });
   */
  getAggregatedSignatures: {
    params: operations['getAggregatedSignatures']['parameters']['path'];
    result:
      | operations['getAggregatedSignatures']['responses'][200]['content']['application/json']
      | operations['getAggregatedSignatures']['responses'][201]['content']['application/json'];
  };
}

export type ActiveDelegatorDetails = components['schemas']['ActiveDelegatorDetails'];
export type ActiveValidatorDetails = components['schemas']['ActiveValidatorDetails'];
export type AddressSummary = components['schemas']['AddressSummary'];
export type AggregateSignaturesRequest = components['schemas']['AggregateSignaturesRequest'];
export type AggregatedAssetAmount = components['schemas']['AggregatedAssetAmount'];
export type AllowListConfig = components['schemas']['AllowListConfig'];
export type AssetAmount = components['schemas']['AssetAmount'];
export type AssetWithPriceInfo = components['schemas']['AssetWithPriceInfo'];
export type BalanceOwner = components['schemas']['BalanceOwner'];
export type Blockchain = components['schemas']['Blockchain'];
export type BlockchainIds = components['schemas']['BlockchainIds'];
export type BlockchainInfo = components['schemas']['BlockchainInfo'];
export type BlsCredentials = components['schemas']['BlsCredentials'];
export type CChainAtomicBalances = components['schemas']['CChainAtomicBalances'];
export type CChainExportTransaction = components['schemas']['CChainExportTransaction'];
export type CChainImportTransaction = components['schemas']['CChainImportTransaction'];
export type CChainSharedAssetBalance = components['schemas']['CChainSharedAssetBalance'];
export type Chain = components['schemas']['Chain'];
export type ChainAddressChainIdMap = components['schemas']['ChainAddressChainIdMap'];
export type ChainAddressChainIdMapListResponse = components['schemas']['ChainAddressChainIdMapListResponse'];
export type CompletedDelegatorDetails = components['schemas']['CompletedDelegatorDetails'];
export type CompletedValidatorDetails = components['schemas']['CompletedValidatorDetails'];
export type Currency = components['schemas']['Currency'];
export type DelegationStatus = components['schemas']['DelegationStatus'];
export type DelegatorsDetails = components['schemas']['DelegatorsDetails'];
export type DeliveredIcmMessage = components['schemas']['DeliveredIcmMessage'];
export type DeliveredSourceNotIndexedIcmMessage =
  components['schemas']['DeliveredSourceNotIndexedIcmMessage'];
export type DeployedContract = components['schemas']['DeployedContract'];
export type DeploymentDetails = components['schemas']['DeploymentDetails'];
export type EVMInput = components['schemas']['EVMInput'];
export type EVMOutput = components['schemas']['EVMOutput'];
export type Erc1155Contract = components['schemas']['Erc1155Contract'];
export type Erc1155Metadata = components['schemas']['Erc1155Metadata'];
export type Erc1155Token = components['schemas']['Erc1155Token'];
export type Erc1155TokenBalance = components['schemas']['Erc1155TokenBalance'];
export type Erc1155Transfer = components['schemas']['Erc1155Transfer'];
export type Erc20Contract = components['schemas']['Erc20Contract'];
export type Erc20Token = components['schemas']['Erc20Token'];
export type Erc20TokenBalance = components['schemas']['Erc20TokenBalance'];
export type Erc20Transfer = components['schemas']['Erc20Transfer'];
export type Erc721Contract = components['schemas']['Erc721Contract'];
export type Erc721Metadata = components['schemas']['Erc721Metadata'];
export type Erc721Token = components['schemas']['Erc721Token'];
export type Erc721Transfer = components['schemas']['Erc721Transfer'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type EvmBlock = components['schemas']['EvmBlock'];
export type EvmTransaction = components['schemas']['EvmTransaction'];
export type GenesisAllocation = components['schemas']['GenesisAllocation'];
export type GenesisConfig = components['schemas']['GenesisConfig'];
export type GenesisData = components['schemas']['GenesisData'];
export type Geolocation = components['schemas']['Geolocation'];
export type GetNetworkDetailsResponse = components['schemas']['GetNetworkDetailsResponse'];
export type Hex = components['schemas']['Hex'];
export type HistoricalReward = components['schemas']['HistoricalReward'];
export type IcmDestinationTransaction = components['schemas']['IcmDestinationTransaction'];
export type IcmMessage = components['schemas']['IcmMessage'];
export type IcmReceipt = components['schemas']['IcmReceipt'];
export type IcmRewardDetails = components['schemas']['IcmRewardDetails'];
export type IcmSourceTransaction = components['schemas']['IcmSourceTransaction'];
export type ImageAsset = components['schemas']['ImageAsset'];
export type L1ValidatorDetailsFull = components['schemas']['L1ValidatorDetailsFull'];
export type L1ValidatorDetailsTransaction = components['schemas']['L1ValidatorDetailsTransaction'];
export type L1ValidatorManagerDetails = components['schemas']['L1ValidatorManagerDetails'];
export type LastActivityTimestamp = components['schemas']['LastActivityTimestamp'];
export type ListBlockchainsResponse = components['schemas']['ListBlockchainsResponse'];
export type ListCChainAtomicBalancesResponse = components['schemas']['ListCChainAtomicBalancesResponse'];
export type ListCChainAtomicTransactionsResponse =
  components['schemas']['ListCChainAtomicTransactionsResponse'];
export type ListChainsResponse = components['schemas']['ListChainsResponse'];
export type ListContractsResponse = components['schemas']['ListContractsResponse'];
export type ListDelegatorDetailsResponse = components['schemas']['ListDelegatorDetailsResponse'];
export type ListErc1155BalancesResponse = components['schemas']['ListErc1155BalancesResponse'];
export type ListErc20BalancesResponse = components['schemas']['ListErc20BalancesResponse'];
export type ListErc721TransactionsResponse = components['schemas']['ListErc721TransactionsResponse'];
export type ListEvmBlocksResponse = components['schemas']['ListEvmBlocksResponse'];
export type ListEvmTransactionsResponse = components['schemas']['ListEvmTransactionsResponse'];
export type ListHistoricalRewardsResponse = components['schemas']['ListHistoricalRewardsResponse'];
export type ListIcmMessagesResponse = components['schemas']['ListIcmMessagesResponse'];
export type ListL1ValidatorsResponse = components['schemas']['ListL1ValidatorsResponse'];
export type ListPChainBalancesResponse = components['schemas']['ListPChainBalancesResponse'];
export type ListPChainTransactionsResponse = components['schemas']['ListPChainTransactionsResponse'];
export type ListPChainUtxosResponse = components['schemas']['ListPChainUtxosResponse'];
export type ListPendingRewardsResponse = components['schemas']['ListPendingRewardsResponse'];
export type ListPrimaryNetworkTransactionsResponse =
  components['schemas']['ListPrimaryNetworkTransactionsResponse'];
export type ListPrimaryNetworkUtxosResponse = components['schemas']['ListPrimaryNetworkUtxosResponse'];
export type ListProposedBlocksResponse = components['schemas']['ListProposedBlocksResponse'];
export type ListSubnetsResponse = components['schemas']['ListSubnetsResponse'];
export type ListTransfersResponse = components['schemas']['ListTransfersResponse'];
export type ListUtxosResponse = components['schemas']['ListUtxosResponse'];
export type ListValidatorDetailsResponse = components['schemas']['ListValidatorDetailsResponse'];
export type ListXChainBalancesResponse = components['schemas']['ListXChainBalancesResponse'];
export type ListXChainTransactionsResponse = components['schemas']['ListXChainTransactionsResponse'];
export type ListXChainVerticesResponse = components['schemas']['ListXChainVerticesResponse'];
export type NativeTokenBalance = components['schemas']['NativeTokenBalance'];
export type Network = components['schemas']['Network'];
export type NetworkName = components['schemas']['NetworkName'];
export type PChainBalance = components['schemas']['PChainBalance'];
export type PChainBlockchainId = components['schemas']['PChainBlockchainId'];
export type PChainSharedAsset = components['schemas']['PChainSharedAsset'];
export type PChainTransaction = components['schemas']['PChainTransaction'];
export type PChainTransactionType = components['schemas']['PChainTransactionType'];
export type PChainUtxo = components['schemas']['PChainUtxo'];
export type PendingDelegatorDetails = components['schemas']['PendingDelegatorDetails'];
export type PendingIcmMessage = components['schemas']['PendingIcmMessage'];
export type PendingReward = components['schemas']['PendingReward'];
export type PendingValidatorDetails = components['schemas']['PendingValidatorDetails'];
export type Price = components['schemas']['Price'];
export type PricingProviders = components['schemas']['PricingProviders'];
export type PrimaryNetworkAddressesBody = components['schemas']['PrimaryNetworkAddressesBody'];
export type PrimaryNetworkAssetCap = components['schemas']['PrimaryNetworkAssetCap'];
export type PrimaryNetworkAssetType = components['schemas']['PrimaryNetworkAssetType'];
export type PrimaryNetworkBalances = components['schemas']['PrimaryNetworkBalances'];
export type PrimaryNetworkBlockchainId = components['schemas']['PrimaryNetworkBlockchainId'];
export type PrimaryNetworkChainInfo = components['schemas']['PrimaryNetworkChainInfo'];
export type PrimaryNetworkChainName = components['schemas']['PrimaryNetworkChainName'];
export type PrimaryNetworkTransaction = components['schemas']['PrimaryNetworkTransaction'];
export type PrimaryNetworkTxType = components['schemas']['PrimaryNetworkTxType'];
export type PrimaryNetworkType = components['schemas']['PrimaryNetworkType'];
export type ProposedBlock = components['schemas']['ProposedBlock'];
export type ProposerDetails = components['schemas']['ProposerDetails'];
export type RemovedValidatorDetails = components['schemas']['RemovedValidatorDetails'];
export type ResourceLink = components['schemas']['ResourceLink'];
export type RewardType = components['schemas']['RewardType'];
export type Rewards = components['schemas']['Rewards'];
export type SignedMessage = components['schemas']['SignedMessage'];
export type StakingDistribution = components['schemas']['StakingDistribution'];
export type Subnet = components['schemas']['Subnet'];
export type SubnetOwnershipInfo = components['schemas']['SubnetOwnershipInfo'];
export type TokenTransfer = components['schemas']['TokenTransfer'];
export type TransactionMethod = components['schemas']['TransactionMethod'];
export type TransactionVertexDetail = components['schemas']['TransactionVertexDetail'];
export type UnknownContract = components['schemas']['UnknownContract'];
export type Utxo = components['schemas']['Utxo'];
export type UtxoCredential = components['schemas']['UtxoCredential'];
export type UtxoType = components['schemas']['UtxoType'];
export type UtxosSortBy = components['schemas']['UtxosSortBy'];
export type ValidationStatus = components['schemas']['ValidationStatus'];
export type ValidatorHealthDetails = components['schemas']['ValidatorHealthDetails'];
export type ValidatorSortBy = components['schemas']['ValidatorSortBy'];
export type ValidatorsDetails = components['schemas']['ValidatorsDetails'];
export type XChainAssetDetails = components['schemas']['XChainAssetDetails'];
export type XChainBalances = components['schemas']['XChainBalances'];
export type XChainBlockchainId = components['schemas']['XChainBlockchainId'];
export type XChainLinearTransaction = components['schemas']['XChainLinearTransaction'];
export type XChainNonLinearTransaction = components['schemas']['XChainNonLinearTransaction'];
export type XChainSharedAssetBalance = components['schemas']['XChainSharedAssetBalance'];
export type XChainTransactionType = components['schemas']['XChainTransactionType'];
export type XChainVertex = components['schemas']['XChainVertex'];
