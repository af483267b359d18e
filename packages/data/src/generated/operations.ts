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
 * `GET /v1/address/{address}/chains` (listAddressChains)
 */
export const listAddressChains: OperationInfo = {
  method: 'GET',
  path: '/v1/address/{address}/chains',
  pathParams: ['address'],
  schema: { address: { type: 'string', minLength: 1, required: true } },
  retry: true,
};

/**
 * `GET /v1/apiLogs` (getApiLogs)
 */
export const getApiLogs: OperationInfo = {
  method: 'GET',
  path: '/v1/apiLogs',
  schema: {
    orgId: { type: 'string' },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    chainId: { type: 'string' },
    responseCode: { type: 'string' },
    requestType: { type: 'string', enum: ['data', 'rpc'] },
    apiKeyId: { type: 'string' },
    requestPath: { type: 'string' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'logs',
};

/**
 * `GET /v1/apiUsageMetrics` (getApiUsageMetrics)
 */
export const getApiUsageMetrics: OperationInfo = {
  method: 'GET',
  path: '/v1/apiUsageMetrics',
  schema: {
    orgId: { type: 'string' },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    timeInterval: { type: 'string', enum: ['minute', 'hourly', 'daily', 'weekly', 'monthly'] },
    groupBy: { type: 'string', enum: ['requestPath', 'responseCode', 'chainId', 'apiKeyId', 'requestType'] },
    chainId: { type: 'string' },
    responseCode: { type: 'string' },
    requestType: { type: 'string', enum: ['data', 'rpc'] },
    apiKeyId: { type: 'string' },
    requestPath: { type: 'string' },
  },
  retry: true,
};

/**
 * `GET /v1/avax/supply` (getAvaxSupply)
 */
export const getAvaxSupply: OperationInfo = {
  method: 'GET',
  path: '/v1/avax/supply',
  schema: {},
  retry: true,
};

/**
 * `GET /v1/blocks` (listLatestBlocksAllChains)
 */
export const listLatestBlocksAllChains: OperationInfo = {
  method: 'GET',
  path: '/v1/blocks',
  schema: {
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
  },
  retry: true,
  items: 'blocks',
};

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
 * `GET /v1/chains/{chainId}` (getChainInfo)
 */
export const getChainInfo: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}',
  pathParams: ['chainId'],
  schema: { chainId: { type: 'string', minLength: 1, required: true } },
  retry: true,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}` (getContractMetadata)
 */
export const getContractMetadata: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:getNative` (getNativeBalance)
 */
export const getNativeBalance: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:getNative',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    blockNumber: { type: 'string', pattern: '^[0-9]+$' },
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
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles` (listCollectibleBalances)
 */
export const listCollectibleBalances: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listCollectibles',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    contractAddress: { type: 'string' },
  },
  retry: true,
  items: 'collectibleBalances',
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
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721` (listErc721Balances)
 */
export const listErc721Balances: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc721',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    contractAddress: { type: 'string' },
  },
  retry: true,
  items: 'erc721TokenBalances',
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions` (listTransactions)
 */
export const listTransactions: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc1155` (listErc1155Transactions)
 */
export const listErc1155Transactions: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc1155',
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
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20` (listErc20Transactions)
 */
export const listErc20Transactions: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc20',
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
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listInternals` (listInternalTransactions)
 */
export const listInternalTransactions: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listInternals',
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
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative` (listNativeTransactions)
 */
export const listNativeTransactions: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listNative',
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
 * `GET /v1/chains/{chainId}/blocks/{blockId}/transactions` (getTransactionsForBlock)
 */
export const getTransactionsForBlock: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/blocks/{blockId}/transactions',
  pathParams: ['chainId', 'blockId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    blockId: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 0, maximum: 100 },
  },
  retry: true,
  items: 'transactions',
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
 * `GET /v1/chains/{chainId}/contracts/{address}/transactions:getDeployment` (getDeploymentTransaction)
 */
export const getDeploymentTransaction: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/contracts/{address}/transactions:getDeployment',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
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
};

/**
 * `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens` (listTokens)
 */
export const listTokens: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'tokens',
};

/**
 * `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}` (getTokenDetails)
 */
export const getTokenDetails: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}',
  pathParams: ['chainId', 'address', 'tokenId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    tokenId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `POST /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex` (reindexNft)
 */
export const reindexNft: OperationInfo = {
  method: 'POST',
  path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex',
  pathParams: ['chainId', 'address', 'tokenId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    tokenId: { type: 'string', minLength: 1, required: true },
  },
  retry: false,
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
 * `GET /v1/chains/{chainId}/transactions/{txHash}` (getTransaction)
 */
export const getTransaction: OperationInfo = {
  method: 'GET',
  path: '/v1/chains/{chainId}/transactions/{txHash}',
  pathParams: ['chainId', 'txHash'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    txHash: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
};

/**
 * `GET /v1/health-check` (data-health-check)
 */
export const dataHealthCheck: OperationInfo = {
  method: 'GET',
  path: '/v1/health-check',
  schema: {},
  retry: true,
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
 * `GET /v1/live-check` (live-check)
 */
export const liveCheck: OperationInfo = { method: 'GET', path: '/v1/live-check', schema: {}, retry: true };

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
 * `POST /v1/operations/transactions:export` (postTransactionExportJob)
 */
export const postTransactionExportJob: OperationInfo = {
  method: 'POST',
  path: '/v1/operations/transactions:export',
  body: true,
  schema: {
    type: {
      type: 'string',
      enum: [
        'TRANSACTION_EXPORT_EVM',
        'TRANSACTION_EXPORT_PRIMARY_NETWORK',
        'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING',
        'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE',
      ],
      required: true,
    },
    firstDate: { type: 'string' },
    lastDate: { type: 'string' },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    options: {
      type: 'object',
      properties: {
        addresses: { type: 'array', items: { type: 'string' } },
        cChainEvmAddresses: { type: 'array', items: { type: 'string' } },
        includeChains: { type: 'array', items: { type: 'string' }, required: true },
      },
      required: true,
    },
  },
  retry: false,
};

/**
 * `GET /v1/operations/{operationId}` (getOperationResult)
 */
export const getOperationResult: OperationInfo = {
  method: 'GET',
  path: '/v1/operations/{operationId}',
  pathParams: ['operationId'],
  schema: { operationId: { type: 'string', minLength: 1, required: true } },
  retry: true,
};

/**
 * `GET /v1/primaryNetworkRpcUsageMetrics` (getPrimaryNetworkRpcUsageMetrics)
 */
export const getPrimaryNetworkRpcUsageMetrics: OperationInfo = {
  method: 'GET',
  path: '/v1/primaryNetworkRpcUsageMetrics',
  schema: {
    timeInterval: { type: 'string', enum: ['hourly', 'daily', 'weekly', 'monthly'] },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    groupBy: {
      type: 'string',
      enum: ['rpcMethod', 'requestPath', 'responseCode', 'country', 'continent', 'userAgent'],
    },
    responseCode: { type: 'string' },
    requestPath: { type: 'string' },
    country: { type: 'string' },
    continent: { type: 'string' },
    userAgent: { type: 'string' },
    rpcMethod: { type: 'string' },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
  },
  retry: true,
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

/**
 * `GET /v1/subnetRpcUsageMetrics` (getSubnetRpcUsageMetrics)
 */
export const getSubnetRpcUsageMetrics: OperationInfo = {
  method: 'GET',
  path: '/v1/subnetRpcUsageMetrics',
  schema: {
    timeInterval: { type: 'string', enum: ['hourly', 'daily', 'weekly', 'monthly'] },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    groupBy: { type: 'string', enum: ['rpcMethod', 'responseCode', 'rlBypassToken'] },
    chainId: { type: 'string' },
    responseCode: { type: 'string' },
    rpcMethod: { type: 'string' },
    rlBypassApiToken: { type: 'string' },
  },
  retry: true,
};

/**
 * `GET /v1/transactions` (listLatestTransactionsAllChains)
 */
export const listLatestTransactionsAllChains: OperationInfo = {
  method: 'GET',
  path: '/v1/transactions',
  schema: {
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
    status: { type: 'string', enum: ['failed', 'success'] },
  },
  retry: true,
  items: 'transactions',
};

/**
 * `GET /v1/webhooks` (listWebhooks)
 */
export const listWebhooks: OperationInfo = {
  method: 'GET',
  path: '/v1/webhooks',
  schema: {
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    status: { type: 'string', enum: ['active', 'inactive'] },
  },
  retry: true,
  items: 'webhooks',
};

/**
 * `POST /v1/webhooks` (createWebhook)
 */
export const createWebhook: OperationInfo = {
  method: 'POST',
  path: '/v1/webhooks',
  body: true,
  schema: {
    eventType: {
      type: 'string',
      enum: ['address_activity', 'primary_network_address_activity', 'validator_activity'],
      required: true,
    },
    url: { type: 'string', required: true },
    name: { type: 'string' },
    chainId: { type: 'string' },
    network: { type: 'string', enum: ['mainnet', 'fuji'] },
    metadata: {
      type: 'anyOf',
      anyOf: [
        {
          type: 'object',
          properties: {
            addresses: { type: 'array', items: { type: 'string' }, required: true },
            eventSignatures: { type: 'array', items: { type: 'string' } },
          },
        },
        {
          type: 'object',
          properties: {
            eventSignatures: { type: 'array', items: { type: 'string' } },
            keyType: { type: 'string', enum: ['addresses'], required: true },
            keys: { type: 'array', items: { type: 'string' }, required: true },
            subEvents: {
              type: 'object',
              properties: {
                addressActivitySubEvents: {
                  type: 'array',
                  items: {
                    type: 'string',
                    enum: ['balance_change', 'balance_threshold', 'reward_distribution'],
                  },
                  required: true,
                },
              },
              required: true,
            },
            balanceThresholdFilter: {
              type: 'object',
              properties: {
                balanceType: {
                  type: 'string',
                  enum: [
                    'unlockedUnstaked',
                    'unlockedStaked',
                    'lockedPlatform',
                    'lockedStakeable',
                    'lockedStaked',
                    'pendingStaked',
                    'unlocked',
                    'locked',
                    'atomicMemoryUnlocked',
                    'atomicMemoryLocked',
                  ],
                  required: true,
                },
                balanceThreshold: { type: 'string', required: true },
              },
            },
          },
        },
        {
          type: 'object',
          properties: {
            eventSignatures: { type: 'array', items: { type: 'string' } },
            keyType: { type: 'string', enum: ['nodeId', 'subnetId'], required: true },
            keys: { type: 'array', items: { type: 'string' }, required: true },
            subEvents: {
              type: 'object',
              properties: {
                validatorActivitySubEvents: {
                  type: 'array',
                  items: {
                    type: 'string',
                    enum: [
                      'validator_stake',
                      'delegator_stake',
                      'reward_distribution',
                      'l1_validator_balance_increased',
                      'l1_validator_disabled',
                      'l1_validator_removed',
                      'l1_validator_balance_threshold',
                    ],
                  },
                  required: true,
                },
              },
              required: true,
            },
            nodeIds: { type: 'array', items: { type: 'string' } },
            subnetIds: { type: 'array', items: { type: 'string' } },
            l1ValidatorFeeBalanceThreshold: { type: 'string' },
          },
        },
      ],
      required: true,
    },
    includeInternalTxs: { type: 'boolean' },
    includeLogs: { type: 'boolean' },
  },
  rules: [{ anyOf: ['chainId', 'network'] }],
  retry: false,
};

/**
 * `GET /v1/webhooks/{id}` (getWebhook)
 */
export const getWebhook: OperationInfo = {
  method: 'GET',
  path: '/v1/webhooks/{id}',
  pathParams: ['id'],
  schema: { id: { type: 'string', minLength: 1, required: true } },
  retry: true,
};

/**
 * `DELETE /v1/webhooks/{id}` (deactivateWebhook)
 */
export const deactivateWebhook: OperationInfo = {
  method: 'DELETE',
  path: '/v1/webhooks/{id}',
  pathParams: ['id'],
  schema: { id: { type: 'string', minLength: 1, required: true } },
  retry: false,
};

/**
 * `PATCH /v1/webhooks/{id}` (updateWebhook)
 */
export const updateWebhook: OperationInfo = {
  method: 'PATCH',
  path: '/v1/webhooks/{id}',
  pathParams: ['id'],
  body: true,
  schema: {
    id: { type: 'string', minLength: 1, required: true },
    name: { type: 'string' },
    url: { type: 'string' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    includeInternalTxs: { type: 'boolean' },
    includeLogs: { type: 'boolean' },
  },
  retry: false,
};

/**
 * `GET /v1/webhooks/{id}/addresses` (getAddressesFromWebhook)
 */
export const getAddressesFromWebhook: OperationInfo = {
  method: 'GET',
  path: '/v1/webhooks/{id}/addresses',
  pathParams: ['id'],
  schema: {
    id: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'addresses',
};

/**
 * `DELETE /v1/webhooks/{id}/addresses` (removeAddressesFromWebhook)
 */
export const removeAddressesFromWebhook: OperationInfo = {
  method: 'DELETE',
  path: '/v1/webhooks/{id}/addresses',
  pathParams: ['id'],
  body: true,
  schema: {
    id: { type: 'string', minLength: 1, required: true },
    addresses: { type: 'array', items: { type: 'string' }, required: true },
  },
  retry: false,
};

/**
 * `PATCH /v1/webhooks/{id}/addresses` (addAddressesToWebhook)
 */
export const addAddressesToWebhook: OperationInfo = {
  method: 'PATCH',
  path: '/v1/webhooks/{id}/addresses',
  pathParams: ['id'],
  body: true,
  schema: {
    id: { type: 'string', minLength: 1, required: true },
    addresses: { type: 'array', items: { type: 'string' }, required: true },
  },
  retry: false,
};

/**
 * `POST /v1/webhooks:generateOrRotateSharedSecret` (generateOrRotateSharedSecret)
 */
export const generateOrRotateSharedSecret: OperationInfo = {
  method: 'POST',
  path: '/v1/webhooks:generateOrRotateSharedSecret',
  schema: {},
  retry: false,
};

/**
 * `GET /v1/webhooks:getSharedSecret` (getSharedSecret)
 */
export const getSharedSecret: OperationInfo = {
  method: 'GET',
  path: '/v1/webhooks:getSharedSecret',
  schema: {},
  retry: true,
};

/**
 * `GET /v2/chains/{chainId}/addresses/{address}/transactions` (listTransactionsV2)
 */
export const listTransactionsV2: OperationInfo = {
  method: 'GET',
  path: '/v2/chains/{chainId}/addresses/{address}/transactions',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    filterSpamTokens: { type: 'boolean' },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
};

/** Every operation of the Data API, by operationId. */
export const dataOperations = {
  listAddressChains,
  getApiLogs,
  getApiUsageMetrics,
  getAvaxSupply,
  listLatestBlocksAllChains,
  supportedChains,
  getChainInfo,
  getContractMetadata,
  getNativeBalance,
  listCollectibleBalances,
  listErc1155Balances,
  listErc20Balances,
  listErc721Balances,
  listTransactions,
  listErc1155Transactions,
  listErc20Transactions,
  listErc721Transactions,
  listInternalTransactions,
  listNativeTransactions,
  getLatestBlocks,
  getBlock,
  getTransactionsForBlock,
  listContractDeployments,
  getDeploymentTransaction,
  listTokens,
  getTokenDetails,
  reindexNft,
  listTransfers,
  listLatestTransactions,
  getTransaction,
  'data-health-check': dataHealthCheck,
  listIcmMessagesByAddress,
  listIcmMessages,
  getIcmMessage,
  'live-check': liveCheck,
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
  postTransactionExportJob,
  getOperationResult,
  getPrimaryNetworkRpcUsageMetrics,
  aggregateSignatures,
  getAggregatedSignatures,
  getSubnetRpcUsageMetrics,
  listLatestTransactionsAllChains,
  listWebhooks,
  createWebhook,
  getWebhook,
  deactivateWebhook,
  updateWebhook,
  getAddressesFromWebhook,
  removeAddressesFromWebhook,
  addAddressesToWebhook,
  generateOrRotateSharedSecret,
  getSharedSecret,
  listTransactionsV2,
};

/** The params, result and (paged operations) item types of every operation of the Data API. */
export interface DataOperations {
  /**
   * Lists the chains on which an address sent or received transactions or token transfers.
   *
   * Calls `GET /v1/address/{address}/chains`.
   *
   * The service refreshes this list every 15 minutes.
   * @example
   * const result = await data.listAddressChains({ address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listAddressChains: {
    params: operations['listAddressChains']['parameters']['path'];
    result: operations['listAddressChains']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the caller's requests one by one (a request log), optionally filtered.
   *
   * Calls `GET /v1/apiLogs`. Paged: `iterate.getApiLogs` yields the `logs` of every page.
   *
   * Needs an API key on the deployed service.
   * @example
   * const result = await data.getApiLogs({ startTimestamp: 1739507200, endTimestamp: 1739664000 });
   */
  getApiLogs: {
    params: NonNullable<operations['getApiLogs']['parameters']['query']>;
    result: operations['getApiLogs']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getApiLogs']['responses'][200]['content']['application/json']['logs']
    >[number];
  };

  /**
   * Returns the caller's Data API usage per time bucket, optionally grouped and filtered.
   *
   * Calls `GET /v1/apiUsageMetrics`.
   *
   * Needs an API key on the deployed service.
   * @example
   * const result = await data.getApiUsageMetrics({ startTimestamp: 1739507200, endTimestamp: 1739664000, timeInterval: 'daily', groupBy: 'requestPath' });
   */
  getApiUsageMetrics: {
    params: NonNullable<operations['getApiUsageMetrics']['parameters']['query']>;
    result: operations['getApiUsageMetrics']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns the AVAX supply figures (total, circulating, burned per chain, staked, locked, rewards).
   *
   * Calls `GET /v1/avax/supply`.
   * @example
   * const result = await data.getAvaxSupply();
   */
  getAvaxSupply: {
    params: Record<string, never>;
    result: operations['getAvaxSupply']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the latest blocks of every supported EVM chain together, newest first.
   *
   * Calls `GET /v1/blocks`. Paged: `iterate.listLatestBlocksAllChains` yields the `blocks` of every page.
   * @example
   * const result = await data.listLatestBlocksAllChains({ network: 'mainnet' });
   */
  listLatestBlocksAllChains: {
    params: NonNullable<operations['listLatestBlocksAllChains']['parameters']['query']>;
    result: operations['listLatestBlocksAllChains']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listLatestBlocksAllChains']['responses'][200]['content']['application/json']['blocks']
    >[number];
  };

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
   * Returns one supported EVM chain (the entry supportedChains lists for it).
   *
   * Calls `GET /v1/chains/{chainId}`.
   * @example
   * const result = await data.getChainInfo({ chainId: '43114' });
   */
  getChainInfo: {
    params: operations['getChainInfo']['parameters']['path'];
    result: operations['getChainInfo']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns a contract's metadata (name, standard, links, deployment); narrow on `ercType`.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}`.
   * @example
   * const result = await data.getContractMetadata({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   */
  getContractMetadata: {
    params: operations['getContractMetadata']['parameters']['path'];
    result: operations['getContractMetadata']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns the native-token balance of a wallet address at a block, with its value.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/balances:getNative`.
   * @example
   * const result = await data.getNativeBalance({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  getNativeBalance: {
    params: operations['getNativeBalance']['parameters']['path'] &
      NonNullable<operations['getNativeBalance']['parameters']['query']>;
    result: operations['getNativeBalance']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the ERC-721 and ERC-1155 tokens a wallet address holds.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles`. Paged: `iterate.listCollectibleBalances` yields the `collectibleBalances` of every page.
   * @example
   * const result = await data.listCollectibleBalances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listCollectibleBalances: {
    params: operations['listCollectibleBalances']['parameters']['path'] &
      NonNullable<operations['listCollectibleBalances']['parameters']['query']>;
    result: operations['listCollectibleBalances']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listCollectibleBalances']['responses'][200]['content']['application/json']['collectibleBalances']
    >[number];
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
   * Lists the ERC-721 tokens a wallet address holds (and its native balance).
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721`. Paged: `iterate.listErc721Balances` yields the `erc721TokenBalances` of every page.
   * @example
   * const result = await data.listErc721Balances({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listErc721Balances: {
    params: operations['listErc721Balances']['parameters']['path'] &
      NonNullable<operations['listErc721Balances']['parameters']['query']>;
    result: operations['listErc721Balances']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listErc721Balances']['responses'][200]['content']['application/json']['erc721TokenBalances']
    >[number];
  };

  /**
   * Lists the transactions an address took part in, each with the transfers that involve the address.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/transactions`. Paged: `iterate.listTransactions` yields the `transactions` of every page.
   *
   * Each item keeps only the ERC-20, ERC-721, ERC-1155 transfers and internal transactions whose sender or receiver is the address; getTransaction returns a transaction whole.
   * @example
   * const result = await data.listTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listTransactions: {
    params: operations['listTransactions']['parameters']['path'] &
      NonNullable<operations['listTransactions']['parameters']['query']>;
    result: operations['listTransactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listTransactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Lists the ERC-1155 transfers an address sent or received, within an optional block range.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc1155`. Paged: `iterate.listErc1155Transactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listErc1155Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listErc1155Transactions: {
    params: operations['listErc1155Transactions']['parameters']['path'] &
      NonNullable<operations['listErc1155Transactions']['parameters']['query']>;
    result: operations['listErc1155Transactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listErc1155Transactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Lists the ERC-20 transfers an address sent or received, within an optional block range.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20`. Paged: `iterate.listErc20Transactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listErc20Transactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listErc20Transactions: {
    params: operations['listErc20Transactions']['parameters']['path'] &
      NonNullable<operations['listErc20Transactions']['parameters']['query']>;
    result: operations['listErc20Transactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listErc20Transactions']['responses'][200]['content']['application/json']['transactions']
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
   * Lists the internal transactions an address took part in, within an optional block range.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/transactions:listInternals`. Paged: `iterate.listInternalTransactions` yields the `transactions` of every page.
   *
   * Only value-carrying `CALL`/`CALLCODE` and contract creations (`CREATE`, `CREATE2`, `CREATE3`) are listed; a node's `debug_` tracing methods give every internal call.
   * @example
   * const result = await data.listInternalTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listInternalTransactions: {
    params: operations['listInternalTransactions']['parameters']['path'] &
      NonNullable<operations['listInternalTransactions']['parameters']['query']>;
    result: operations['listInternalTransactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listInternalTransactions']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Lists the transactions an address sent or received, within an optional block range.
   *
   * Calls `GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative`. Paged: `iterate.listNativeTransactions` yields the `transactions` of every page.
   * @example
   * const result = await data.listNativeTransactions({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listNativeTransactions: {
    params: operations['listNativeTransactions']['parameters']['path'] &
      NonNullable<operations['listNativeTransactions']['parameters']['query']>;
    result: operations['listNativeTransactions']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listNativeTransactions']['responses'][200]['content']['application/json']['transactions']
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
   * Lists the transactions of one block, by block number or hash.
   *
   * Calls `GET /v1/chains/{chainId}/blocks/{blockId}/transactions`. Paged: `iterate.getTransactionsForBlock` yields the `transactions` of every page.
   * @example
   * const result = await data.getTransactionsForBlock({ chainId: '43114', blockId: '0x17533aeb5193378b9ff441d61728e7a2ebaf10f61fd5310759451627dfca2e7c' });
   */
  getTransactionsForBlock: {
    params: operations['getTransactionsForBlock']['parameters']['path'] &
      NonNullable<operations['getTransactionsForBlock']['parameters']['query']>;
    result: operations['getTransactionsForBlock']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getTransactionsForBlock']['responses'][200]['content']['application/json']['transactions']
    >[number];
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
   * Returns the transaction that deployed a contract, with its transfers.
   *
   * Calls `GET /v1/chains/{chainId}/contracts/{address}/transactions:getDeployment`.
   * @example
   * const result = await data.getDeploymentTransaction({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   */
  getDeploymentTransaction: {
    params: operations['getDeploymentTransaction']['parameters']['path'] &
      NonNullable<operations['getDeploymentTransaction']['parameters']['query']>;
    result: operations['getDeploymentTransaction']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the tokens of an NFT collection.
   *
   * Calls `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens`. Paged: `iterate.listTokens` yields the `tokens` of every page.
   * @example
   * const result = await data.listTokens({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E' });
   */
  listTokens: {
    params: operations['listTokens']['parameters']['path'] &
      NonNullable<operations['listTokens']['parameters']['query']>;
    result: operations['listTokens']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listTokens']['responses'][200]['content']['application/json']['tokens']
    >[number];
  };

  /**
   * Returns one token of an NFT collection, with its metadata.
   *
   * Calls `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}`.
   * @example
   * const result = await data.getTokenDetails({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', tokenId: '145' });
   */
  getTokenDetails: {
    params: operations['getTokenDetails']['parameters']['path'];
    result: operations['getTokenDetails']['responses'][200]['content']['application/json'];
  };

  /**
   * Asks the service to fetch an NFT's metadata again.
   *
   * Calls `POST /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex`.
   *
   * The service accepts this at most once an hour for each token. It answers 201 with no body, so the method resolves with `undefined`. A write: never retried.
   * @example
   * const result = await data.reindexNft({ chainId: '43114', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', tokenId: '145' });
   */
  reindexNft: { params: operations['reindexNft']['parameters']['path']; result: undefined };

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
   * Returns one transaction whole, with all its transfers and internal transactions.
   *
   * Calls `GET /v1/chains/{chainId}/transactions/{txHash}`.
   * @example
   * const result = await data.getTransaction({ chainId: '43114', txHash: '0x8bf584d7b14b92a32a339872a66b134a70ba3ba7c305823f348db6f860253f45' });
   */
  getTransaction: {
    params: operations['getTransaction']['parameters']['path'];
    result: operations['getTransaction']['responses'][200]['content']['application/json'];
  };

  /**
   * Reports whether the service can read and write its database and cache.
   *
   * Calls `GET /v1/health-check`.
   *
   * The operationId is the deployed service's own, kebab-case: call it as `data['data-health-check']()`.
   * @example
   * const result = await data['data-health-check']();
   */
  'data-health-check': {
    params: Record<string, never>;
    result: operations['data-health-check']['responses'][200]['content']['application/json'];
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
   * Reports whether the service is alive, checking its read path only.
   *
   * Calls `GET /v1/live-check`.
   *
   * The operationId is the deployed service's own, kebab-case: call it as `data['live-check']()`.
   * @example
   * const result = await data['live-check']();
   */
  'live-check': {
    params: Record<string, never>;
    result: operations['live-check']['responses'][200]['content']['application/json'];
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
   * Starts a job exporting the transactions of addresses; poll getOperationResult with its id.
   *
   * Calls `POST /v1/operations/transactions:export`.
   *
   * The job runs in the background. An EVM export (`TRANSACTION_EXPORT_EVM`) needs `options.addresses` and the EVM chain ids in `options.includeChains`; a primary-network export takes primary-network chain ids or aliases in `options.includeChains` and optional addresses. A write: never retried (a retry could start a second job).
   * @example
   * const result = await data.postTransactionExportJob({ type: 'TRANSACTION_EXPORT_EVM' });
   */
  postTransactionExportJob: {
    params: NonNullable<operations['postTransactionExportJob']['requestBody']>['content']['application/json'];
    result: operations['postTransactionExportJob']['responses'][201]['content']['application/json'];
  };

  /**
   * Returns the state of a long-running operation (an export job), and its result once done.
   *
   * Calls `GET /v1/operations/{operationId}`.
   * @example
   * const result = await data.getOperationResult({ operationId: 'aa22054a-cb7c-4a4e-9b83-59f2ede74138' });
   */
  getOperationResult: {
    params: operations['getOperationResult']['parameters']['path'];
    result: operations['getOperationResult']['responses'][200]['content']['application/json'];
  };

  /**
   * Returns the usage of the primary network's public RPC per time bucket.
   *
   * Calls `GET /v1/primaryNetworkRpcUsageMetrics`.
   *
   * Needs an API key on the deployed service.
   * @example
   * const result = await data.getPrimaryNetworkRpcUsageMetrics({ timeInterval: 'daily', startTimestamp: 1739507200, endTimestamp: 1739664000, groupBy: 'rpcMethod', network: 'mainnet' });
   */
  getPrimaryNetworkRpcUsageMetrics: {
    params: NonNullable<operations['getPrimaryNetworkRpcUsageMetrics']['parameters']['query']>;
    result: operations['getPrimaryNetworkRpcUsageMetrics']['responses'][200]['content']['application/json'];
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

  /**
   * Returns the usage of the public RPC of a subnet (L1) per time bucket.
   *
   * Calls `GET /v1/subnetRpcUsageMetrics`.
   *
   * Needs an API key on the deployed service.
   * @example
   * const result = await data.getSubnetRpcUsageMetrics({ timeInterval: 'daily', startTimestamp: 1739507200, endTimestamp: 1739664000, groupBy: 'rpcMethod' });
   */
  getSubnetRpcUsageMetrics: {
    params: NonNullable<operations['getSubnetRpcUsageMetrics']['parameters']['query']>;
    result: operations['getSubnetRpcUsageMetrics']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the latest transactions of every supported EVM chain together, newest first.
   *
   * Calls `GET /v1/transactions`. Paged: `iterate.listLatestTransactionsAllChains` yields the `transactions` of every page.
   * @example
   * const result = await data.listLatestTransactionsAllChains({ network: 'mainnet' });
   */
  listLatestTransactionsAllChains: {
    params: NonNullable<operations['listLatestTransactionsAllChains']['parameters']['query']>;
    result: operations['listLatestTransactionsAllChains']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listLatestTransactionsAllChains']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };

  /**
   * Lists the caller's webhooks, all of them or those of one status.
   *
   * Calls `GET /v1/webhooks`. Paged: `iterate.listWebhooks` yields the `webhooks` of every page.
   *
   * Needs an API key on the deployed service.
   * @example
   * const result = await data.listWebhooks({ status: 'active' });
   */
  listWebhooks: {
    params: NonNullable<operations['listWebhooks']['parameters']['query']>;
    result: operations['listWebhooks']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listWebhooks']['responses'][200]['content']['application/json']['webhooks']
    >[number];
  };

  /**
   * Creates a webhook; the service then calls `url` on each matching event.
   *
   * Calls `POST /v1/webhooks`.
   *
   * Three kinds, by `eventType`: `address_activity` (EVM addresses of one chain: `chainId`, and `metadata.addresses`), `primary_network_address_activity` (`network`, `chainId`, and `metadata` with `keyType: addresses`, `keys` and `subEvents`), `validator_activity` (`network`, and `metadata` with `keyType` `nodeId` or `subnetId`, `keys` and `subEvents`). Needs an API key on the deployed service. Never retried: a retry could create a second webhook.
   * @example
   * const result = await data.createWebhook({ eventType: 'address_activity', url: 'https://example.com/hook', chainId: '43114', metadata: {"addresses":["0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"]} });
   */
  createWebhook: {
    params: NonNullable<operations['createWebhook']['requestBody']>['content']['application/json'];
    result: operations['createWebhook']['responses'][201]['content']['application/json'];
  };

  /**
   * Returns one webhook.
   *
   * Calls `GET /v1/webhooks/{id}`.
   *
   * Needs an API key on the deployed service.
   * @example
   * const result = await data.getWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   */
  getWebhook: {
    params: operations['getWebhook']['parameters']['path'];
    result: operations['getWebhook']['responses'][200]['content']['application/json'];
  };

  /**
   * Deactivates a webhook (it stays listed, with status `inactive`).
   *
   * Calls `DELETE /v1/webhooks/{id}`.
   *
   * Needs an API key on the deployed service. A write: never retried.
   * @example
   * const result = await data.deactivateWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   */
  deactivateWebhook: {
    params: operations['deactivateWebhook']['parameters']['path'];
    result: operations['deactivateWebhook']['responses'][200]['content']['application/json'];
  };

  /**
   * Changes a webhook's name, URL, status or EVM options; fields left out keep their value.
   *
   * Calls `PATCH /v1/webhooks/{id}`.
   *
   * Needs an API key on the deployed service. A write: never retried.
   * @example
   * const result = await data.updateWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   */
  updateWebhook: {
    params: operations['updateWebhook']['parameters']['path'] &
      NonNullable<operations['updateWebhook']['requestBody']>['content']['application/json'];
    result: operations['updateWebhook']['responses'][200]['content']['application/json'];
  };

  /**
   * Lists the addresses an EVM address-activity webhook watches.
   *
   * Calls `GET /v1/webhooks/{id}/addresses`. Paged: `iterate.getAddressesFromWebhook` yields the `addresses` of every page.
   *
   * Only `address_activity` webhooks have an address list.
   * @example
   * const result = await data.getAddressesFromWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04' });
   */
  getAddressesFromWebhook: {
    params: operations['getAddressesFromWebhook']['parameters']['path'] &
      NonNullable<operations['getAddressesFromWebhook']['parameters']['query']>;
    result: operations['getAddressesFromWebhook']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getAddressesFromWebhook']['responses'][200]['content']['application/json']['addresses']
    >[number];
  };

  /**
   * Removes addresses from an EVM address-activity webhook.
   *
   * Calls `DELETE /v1/webhooks/{id}/addresses`.
   *
   * Only `address_activity` webhooks have an address list. The addresses travel in a JSON body of the DELETE request. A write: never retried.
   * @example
   * const result = await data.removeAddressesFromWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04', addresses: ["0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"] });
   */
  removeAddressesFromWebhook: {
    params: operations['removeAddressesFromWebhook']['parameters']['path'] &
      NonNullable<operations['removeAddressesFromWebhook']['requestBody']>['content']['application/json'];
    result: operations['removeAddressesFromWebhook']['responses'][200]['content']['application/json'];
  };

  /**
   * Adds addresses to an EVM address-activity webhook.
   *
   * Calls `PATCH /v1/webhooks/{id}/addresses`.
   *
   * Only `address_activity` webhooks have an address list. A write: never retried.
   * @example
   * const result = await data.addAddressesToWebhook({ id: 'f33de69c-d13b-4691-908f-870d6e2e6b04', addresses: ["0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E"] });
   */
  addAddressesToWebhook: {
    params: operations['addAddressesToWebhook']['parameters']['path'] &
      NonNullable<operations['addAddressesToWebhook']['requestBody']>['content']['application/json'];
    result: operations['addAddressesToWebhook']['responses'][200]['content']['application/json'];
  };

  /**
   * Creates the secret the service signs webhook calls with, or replaces it with a new one.
   *
   * Calls `POST /v1/webhooks:generateOrRotateSharedSecret`.
   *
   * The previous secret stops being used. Needs an API key on the deployed service. A write: never retried.
   * @example
   * const result = await data.generateOrRotateSharedSecret();
   */
  generateOrRotateSharedSecret: {
    params: Record<string, never>;
    result: operations['generateOrRotateSharedSecret']['responses'][201]['content']['application/json'];
  };

  /**
   * Returns the secret the service signs webhook calls with.
   *
   * Calls `GET /v1/webhooks:getSharedSecret`.
   *
   * Needs an API key on the deployed service.
   * @example
   * const result = await data.getSharedSecret();
   */
  getSharedSecret: {
    params: Record<string, never>;
    result: operations['getSharedSecret']['responses'][200]['content']['application/json'];
  };

  /**
   * Like listTransactions, with each ERC-20 token's reputation and an optional spam filter.
   *
   * Calls `GET /v2/chains/{chainId}/addresses/{address}/transactions`. Paged: `iterate.listTransactionsV2` yields the `transactions` of every page.
   * @example
   * const result = await data.listTransactionsV2({ chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' });
   */
  listTransactionsV2: {
    params: operations['listTransactionsV2']['parameters']['path'] &
      NonNullable<operations['listTransactionsV2']['parameters']['query']>;
    result: operations['listTransactionsV2']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['listTransactionsV2']['responses'][200]['content']['application/json']['transactions']
    >[number];
  };
}

export type ActiveDelegatorDetails = components['schemas']['ActiveDelegatorDetails'];
export type ActiveValidatorDetails = components['schemas']['ActiveValidatorDetails'];
export type AddressActivityMetadata = components['schemas']['AddressActivityMetadata'];
export type AddressSummary = components['schemas']['AddressSummary'];
export type AddressTransaction = components['schemas']['AddressTransaction'];
export type AddressTransactionV2 = components['schemas']['AddressTransactionV2'];
export type AggregateSignaturesRequest = components['schemas']['AggregateSignaturesRequest'];
export type AggregatedAssetAmount = components['schemas']['AggregatedAssetAmount'];
export type AllowListConfig = components['schemas']['AllowListConfig'];
export type ApiLogEntry = components['schemas']['ApiLogEntry'];
export type ApiLogsResponse = components['schemas']['ApiLogsResponse'];
export type AssetAmount = components['schemas']['AssetAmount'];
export type AssetWithPriceInfo = components['schemas']['AssetWithPriceInfo'];
export type AvaxSupply = components['schemas']['AvaxSupply'];
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
export type CollectibleBalance = components['schemas']['CollectibleBalance'];
export type CompletedDelegatorDetails = components['schemas']['CompletedDelegatorDetails'];
export type CompletedValidatorDetails = components['schemas']['CompletedValidatorDetails'];
export type CreateWebhookRequest = components['schemas']['CreateWebhookRequest'];
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
export type Erc1155TransferDetails = components['schemas']['Erc1155TransferDetails'];
export type Erc20Contract = components['schemas']['Erc20Contract'];
export type Erc20Token = components['schemas']['Erc20Token'];
export type Erc20TokenBalance = components['schemas']['Erc20TokenBalance'];
export type Erc20TokenWithReputation = components['schemas']['Erc20TokenWithReputation'];
export type Erc20Transfer = components['schemas']['Erc20Transfer'];
export type Erc20TransferDetails = components['schemas']['Erc20TransferDetails'];
export type Erc20TransferDetailsV2 = components['schemas']['Erc20TransferDetailsV2'];
export type Erc721Contract = components['schemas']['Erc721Contract'];
export type Erc721Metadata = components['schemas']['Erc721Metadata'];
export type Erc721Token = components['schemas']['Erc721Token'];
export type Erc721TokenBalance = components['schemas']['Erc721TokenBalance'];
export type Erc721Transfer = components['schemas']['Erc721Transfer'];
export type Erc721TransferDetails = components['schemas']['Erc721TransferDetails'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type EvmAddressActivityWebhook = components['schemas']['EvmAddressActivityWebhook'];
export type EvmBlock = components['schemas']['EvmBlock'];
export type EvmTransaction = components['schemas']['EvmTransaction'];
export type FullNativeTransaction = components['schemas']['FullNativeTransaction'];
export type FullTransaction = components['schemas']['FullTransaction'];
export type GenesisAllocation = components['schemas']['GenesisAllocation'];
export type GenesisConfig = components['schemas']['GenesisConfig'];
export type GenesisData = components['schemas']['GenesisData'];
export type Geolocation = components['schemas']['Geolocation'];
export type GetNativeBalanceResponse = components['schemas']['GetNativeBalanceResponse'];
export type GetNetworkDetailsResponse = components['schemas']['GetNetworkDetailsResponse'];
export type HealthCheckResult = components['schemas']['HealthCheckResult'];
export type HealthIndicator = components['schemas']['HealthIndicator'];
export type Hex = components['schemas']['Hex'];
export type HistoricalReward = components['schemas']['HistoricalReward'];
export type IcmDestinationTransaction = components['schemas']['IcmDestinationTransaction'];
export type IcmMessage = components['schemas']['IcmMessage'];
export type IcmReceipt = components['schemas']['IcmReceipt'];
export type IcmRewardDetails = components['schemas']['IcmRewardDetails'];
export type IcmSourceTransaction = components['schemas']['IcmSourceTransaction'];
export type ImageAsset = components['schemas']['ImageAsset'];
export type InternalTransaction = components['schemas']['InternalTransaction'];
export type InternalTransactionDetails = components['schemas']['InternalTransactionDetails'];
export type L1ValidatorDetailsFull = components['schemas']['L1ValidatorDetailsFull'];
export type L1ValidatorDetailsTransaction = components['schemas']['L1ValidatorDetailsTransaction'];
export type L1ValidatorManagerDetails = components['schemas']['L1ValidatorManagerDetails'];
export type LastActivityTimestamp = components['schemas']['LastActivityTimestamp'];
export type ListAddressChainsResponse = components['schemas']['ListAddressChainsResponse'];
export type ListAddressTransactionsResponse = components['schemas']['ListAddressTransactionsResponse'];
export type ListAddressTransactionsV2Response = components['schemas']['ListAddressTransactionsV2Response'];
export type ListBlockchainsResponse = components['schemas']['ListBlockchainsResponse'];
export type ListCChainAtomicBalancesResponse = components['schemas']['ListCChainAtomicBalancesResponse'];
export type ListCChainAtomicTransactionsResponse =
  components['schemas']['ListCChainAtomicTransactionsResponse'];
export type ListChainsResponse = components['schemas']['ListChainsResponse'];
export type ListCollectibleBalancesResponse = components['schemas']['ListCollectibleBalancesResponse'];
export type ListContractsResponse = components['schemas']['ListContractsResponse'];
export type ListDelegatorDetailsResponse = components['schemas']['ListDelegatorDetailsResponse'];
export type ListErc1155BalancesResponse = components['schemas']['ListErc1155BalancesResponse'];
export type ListErc1155TransactionsResponse = components['schemas']['ListErc1155TransactionsResponse'];
export type ListErc20BalancesResponse = components['schemas']['ListErc20BalancesResponse'];
export type ListErc20TransactionsResponse = components['schemas']['ListErc20TransactionsResponse'];
export type ListErc721BalancesResponse = components['schemas']['ListErc721BalancesResponse'];
export type ListErc721TransactionsResponse = components['schemas']['ListErc721TransactionsResponse'];
export type ListEvmBlocksResponse = components['schemas']['ListEvmBlocksResponse'];
export type ListEvmTransactionsResponse = components['schemas']['ListEvmTransactionsResponse'];
export type ListHistoricalRewardsResponse = components['schemas']['ListHistoricalRewardsResponse'];
export type ListIcmMessagesResponse = components['schemas']['ListIcmMessagesResponse'];
export type ListInternalTransactionsResponse = components['schemas']['ListInternalTransactionsResponse'];
export type ListL1ValidatorsResponse = components['schemas']['ListL1ValidatorsResponse'];
export type ListNftTokensResponse = components['schemas']['ListNftTokensResponse'];
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
export type ListWebhookAddressesResponse = components['schemas']['ListWebhookAddressesResponse'];
export type ListWebhooksResponse = components['schemas']['ListWebhooksResponse'];
export type ListXChainBalancesResponse = components['schemas']['ListXChainBalancesResponse'];
export type ListXChainTransactionsResponse = components['schemas']['ListXChainTransactionsResponse'];
export type ListXChainVerticesResponse = components['schemas']['ListXChainVerticesResponse'];
export type NativeTokenBalance = components['schemas']['NativeTokenBalance'];
export type Network = components['schemas']['Network'];
export type NetworkName = components['schemas']['NetworkName'];
export type NetworkTokenDetails = components['schemas']['NetworkTokenDetails'];
export type NftToken = components['schemas']['NftToken'];
export type OperationStatus = components['schemas']['OperationStatus'];
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
export type PrimaryNetworkAddressActivityMetadata =
  components['schemas']['PrimaryNetworkAddressActivityMetadata'];
export type PrimaryNetworkAddressActivityWebhook =
  components['schemas']['PrimaryNetworkAddressActivityWebhook'];
export type PrimaryNetworkAddressesBody = components['schemas']['PrimaryNetworkAddressesBody'];
export type PrimaryNetworkAssetCap = components['schemas']['PrimaryNetworkAssetCap'];
export type PrimaryNetworkAssetType = components['schemas']['PrimaryNetworkAssetType'];
export type PrimaryNetworkBalances = components['schemas']['PrimaryNetworkBalances'];
export type PrimaryNetworkBlockchainId = components['schemas']['PrimaryNetworkBlockchainId'];
export type PrimaryNetworkChainInfo = components['schemas']['PrimaryNetworkChainInfo'];
export type PrimaryNetworkChainName = components['schemas']['PrimaryNetworkChainName'];
export type PrimaryNetworkRpcUsageMetricsResponse =
  components['schemas']['PrimaryNetworkRpcUsageMetricsResponse'];
export type PrimaryNetworkTransaction = components['schemas']['PrimaryNetworkTransaction'];
export type PrimaryNetworkTxType = components['schemas']['PrimaryNetworkTxType'];
export type PrimaryNetworkType = components['schemas']['PrimaryNetworkType'];
export type ProposedBlock = components['schemas']['ProposedBlock'];
export type ProposerDetails = components['schemas']['ProposerDetails'];
export type RemovedValidatorDetails = components['schemas']['RemovedValidatorDetails'];
export type ResourceLink = components['schemas']['ResourceLink'];
export type RewardType = components['schemas']['RewardType'];
export type Rewards = components['schemas']['Rewards'];
export type RpcUsageMetric = components['schemas']['RpcUsageMetric'];
export type RpcUsageMetricsValue = components['schemas']['RpcUsageMetricsValue'];
export type SharedSecret = components['schemas']['SharedSecret'];
export type SignedMessage = components['schemas']['SignedMessage'];
export type StakingDistribution = components['schemas']['StakingDistribution'];
export type Subnet = components['schemas']['Subnet'];
export type SubnetOwnershipInfo = components['schemas']['SubnetOwnershipInfo'];
export type SubnetRpcUsageMetricsResponse = components['schemas']['SubnetRpcUsageMetricsResponse'];
export type TeleporterMessageInfo = components['schemas']['TeleporterMessageInfo'];
export type TokenTransfer = components['schemas']['TokenTransfer'];
export type TransactionExportMetadata = components['schemas']['TransactionExportMetadata'];
export type TransactionExportOptions = components['schemas']['TransactionExportOptions'];
export type TransactionExportRequest = components['schemas']['TransactionExportRequest'];
export type TransactionMethod = components['schemas']['TransactionMethod'];
export type TransactionVertexDetail = components['schemas']['TransactionVertexDetail'];
export type UnknownContract = components['schemas']['UnknownContract'];
export type UpdateWebhookRequest = components['schemas']['UpdateWebhookRequest'];
export type UsageMetric = components['schemas']['UsageMetric'];
export type UsageMetricsResponse = components['schemas']['UsageMetricsResponse'];
export type UsageMetricsValue = components['schemas']['UsageMetricsValue'];
export type Utxo = components['schemas']['Utxo'];
export type UtxoCredential = components['schemas']['UtxoCredential'];
export type UtxoType = components['schemas']['UtxoType'];
export type UtxosSortBy = components['schemas']['UtxosSortBy'];
export type ValidationStatus = components['schemas']['ValidationStatus'];
export type ValidatorActivityMetadata = components['schemas']['ValidatorActivityMetadata'];
export type ValidatorActivityWebhook = components['schemas']['ValidatorActivityWebhook'];
export type ValidatorHealthDetails = components['schemas']['ValidatorHealthDetails'];
export type ValidatorSortBy = components['schemas']['ValidatorSortBy'];
export type ValidatorsDetails = components['schemas']['ValidatorsDetails'];
export type Webhook = components['schemas']['Webhook'];
export type WebhookAddressesChange = components['schemas']['WebhookAddressesChange'];
export type WebhookStatusFilter = components['schemas']['WebhookStatusFilter'];
export type XChainAssetDetails = components['schemas']['XChainAssetDetails'];
export type XChainBalances = components['schemas']['XChainBalances'];
export type XChainBlockchainId = components['schemas']['XChainBlockchainId'];
export type XChainLinearTransaction = components['schemas']['XChainLinearTransaction'];
export type XChainNonLinearTransaction = components['schemas']['XChainNonLinearTransaction'];
export type XChainSharedAssetBalance = components['schemas']['XChainSharedAssetBalance'];
export type XChainTransactionType = components['schemas']['XChainTransactionType'];
export type XChainVertex = components['schemas']['XChainVertex'];
