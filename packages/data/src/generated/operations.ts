// Generated from specs/openapi/data/; do not edit. Run `pnpm generate`.
import { checkFlatParams, checkParams, checkStringParams, paginate } from '@pkg/core';
import type { DataOperationInfo } from './types.js';

export type * from './types.js';

/**
 * The base URL of the API (the spec's first server).
 * @group Wire names
 */
export const defaultBaseUrl = 'https://glacier-api.avax.network';

/**
 * The header of the API key (the spec's apiKey security scheme).
 * @group Wire names
 */
export const apiKeyHeader = 'x-data-api-key';

/** The deployed service's names where they differ from the seed's (the spec's `x-deployed-names`), used by `wireNames: 'deployed'`.
 * @group Wire names
 */
export const deployedNames = {
  baseUrl: 'https://data-api.avax.network',
  apiKeyHeader: 'x-glacier-api-key',
} as const;

/** What `wireNames: 'auto'` sends of each deployed name (the spec's `x-auto-names`): the seed's, the deployed one, or both.
 * @group Wire names
 */
export const autoNames = { baseUrl: 'deployed', apiKeyHeader: 'both' } as const;

/**
 * `GET /v1/address/{address}/chains` (listAddressChains): how {@link DataClient.listAddressChains} is called.
 * @group EVM Chains
 */
export const listAddressChains: DataOperationInfo<'listAddressChains'> = {
  method: 'GET',
  path: '/v1/address/{address}/chains',
  pathParams: ['address'],
  schema: { address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true } },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/apiLogs` (getApiLogs): how {@link DataClient.getApiLogs} is called.
 * @group Data API Usage Metrics
 */
export const getApiLogs: DataOperationInfo<'getApiLogs'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/apiUsageMetrics` (getApiUsageMetrics): how {@link DataClient.getApiUsageMetrics} is called.
 * @group Data API Usage Metrics
 */
export const getApiUsageMetrics: DataOperationInfo<'getApiUsageMetrics'> = {
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
  check: checkFlatParams,
};

/**
 * `GET /v1/avax/supply` (getAvaxSupply): how {@link DataClient.getAvaxSupply} is called.
 * @group AVAX Supply
 */
export const getAvaxSupply: DataOperationInfo<'getAvaxSupply'> = {
  method: 'GET',
  path: '/v1/avax/supply',
  schema: {},
  retry: true,
};

/**
 * `GET /v1/blocks` (listLatestBlocksAllChains): how {@link DataClient.listLatestBlocksAllChains} is called.
 * @group EVM Blocks
 */
export const listLatestBlocksAllChains: DataOperationInfo<'listLatestBlocksAllChains'> = {
  method: 'GET',
  path: '/v1/blocks',
  schema: {
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
  },
  retry: true,
  items: 'blocks',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains` (supportedChains): how {@link DataClient.supportedChains} is called.
 * @group EVM Chains
 */
export const supportedChains: DataOperationInfo<'supportedChains'> = {
  method: 'GET',
  path: '/v1/chains',
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
    feature: { type: 'string', enum: ['nftIndexing', 'webhooks', 'teleporter'] },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/chains/{chainId}` (getChainInfo): how {@link DataClient.getChainInfo} is called.
 * @group EVM Chains
 */
export const getChainInfo: DataOperationInfo<'getChainInfo'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}',
  pathParams: ['chainId'],
  schema: { chainId: { type: 'string', minLength: 1, required: true } },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}` (getContractMetadata): how {@link DataClient.getContractMetadata} is called.
 * @group EVM Contracts
 */
export const getContractMetadata: DataOperationInfo<'getContractMetadata'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:getNative` (getNativeBalance): how {@link DataClient.getNativeBalance} is called.
 * @group EVM Balances
 */
export const getNativeBalance: DataOperationInfo<'getNativeBalance'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:getNative',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
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
  check: checkStringParams,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles` (listCollectibleBalances): how {@link DataClient.listCollectibleBalances} is called.
 * @group EVM Balances
 */
export const listCollectibleBalances: DataOperationInfo<'listCollectibleBalances'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listCollectibles',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    contractAddress: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
  },
  retry: true,
  items: 'collectibleBalances',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc1155` (listErc1155Balances): how {@link DataClient.listErc1155Balances} is called.
 * @group EVM Balances
 */
export const listErc1155Balances: DataOperationInfo<'listErc1155Balances'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc1155',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    blockNumber: { type: 'string', pattern: '^[0-9]+$' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    contractAddress: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
  },
  retry: true,
  items: 'erc1155TokenBalances',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20` (listErc20Balances): how {@link DataClient.listErc20Balances} is called.
 * @group EVM Balances
 */
export const listErc20Balances: DataOperationInfo<'listErc20Balances'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc20',
  pathParams: ['chainId', 'address'],
  commaParams: ['contractAddresses'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    blockNumber: { type: 'string', pattern: '^[0-9]+$' },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    filterSpamTokens: { type: 'boolean' },
    contractAddresses: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}(,0x[0-9a-fA-F]{40})*$' },
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721` (listErc721Balances): how {@link DataClient.listErc721Balances} is called.
 * @group EVM Balances
 */
export const listErc721Balances: DataOperationInfo<'listErc721Balances'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc721',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
    contractAddress: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
  },
  retry: true,
  items: 'erc721TokenBalances',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions` (listTransactions): how {@link DataClient.listTransactions} is called.
 * @group EVM Transactions
 */
export const listTransactions: DataOperationInfo<'listTransactions'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc1155` (listErc1155Transactions): how {@link DataClient.listErc1155Transactions} is called.
 * @group EVM Transactions
 */
export const listErc1155Transactions: DataOperationInfo<'listErc1155Transactions'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc1155',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20` (listErc20Transactions): how {@link DataClient.listErc20Transactions} is called.
 * @group EVM Transactions
 */
export const listErc20Transactions: DataOperationInfo<'listErc20Transactions'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc20',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc721` (listErc721Transactions): how {@link DataClient.listErc721Transactions} is called.
 * @group EVM Transactions
 */
export const listErc721Transactions: DataOperationInfo<'listErc721Transactions'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc721',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listInternals` (listInternalTransactions): how {@link DataClient.listInternalTransactions} is called.
 * @group EVM Transactions
 */
export const listInternalTransactions: DataOperationInfo<'listInternalTransactions'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listInternals',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative` (listNativeTransactions): how {@link DataClient.listNativeTransactions} is called.
 * @group EVM Transactions
 */
export const listNativeTransactions: DataOperationInfo<'listNativeTransactions'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/addresses/{address}/transactions:listNative',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transactions',
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/blocks` (getLatestBlocks): how {@link DataClient.getLatestBlocks} is called.
 * @group EVM Blocks
 */
export const getLatestBlocks: DataOperationInfo<'getLatestBlocks'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/blocks/{blockId}` (getBlock): how {@link DataClient.getBlock} is called.
 * @group EVM Blocks
 */
export const getBlock: DataOperationInfo<'getBlock'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/blocks/{blockId}',
  pathParams: ['chainId', 'blockId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    blockId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/chains/{chainId}/blocks/{blockId}/transactions` (getTransactionsForBlock): how {@link DataClient.getTransactionsForBlock} is called.
 * @group EVM Transactions
 */
export const getTransactionsForBlock: DataOperationInfo<'getTransactionsForBlock'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/contracts/{address}/deployments` (listContractDeployments): how {@link DataClient.listContractDeployments} is called.
 * @group EVM Transactions
 */
export const listContractDeployments: DataOperationInfo<'listContractDeployments'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/contracts/{address}/deployments',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'contracts',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/contracts/{address}/transactions:getDeployment` (getDeploymentTransaction): how {@link DataClient.getDeploymentTransaction} is called.
 * @group EVM Transactions
 */
export const getDeploymentTransaction: DataOperationInfo<'getDeploymentTransaction'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/contracts/{address}/transactions:getDeployment',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
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
  check: checkStringParams,
};

/**
 * `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens` (listTokens): how {@link DataClient.listTokens} is called.
 * @group NFTs
 */
export const listTokens: DataOperationInfo<'listTokens'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'tokens',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}` (getTokenDetails): how {@link DataClient.getTokenDetails} is called.
 * @group NFTs
 */
export const getTokenDetails: DataOperationInfo<'getTokenDetails'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}',
  pathParams: ['chainId', 'address', 'tokenId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    tokenId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `POST /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex` (reindexNft): how {@link DataClient.reindexNft} is called.
 * @group NFTs
 */
export const reindexNft: DataOperationInfo<'reindexNft'> = {
  method: 'POST',
  path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex',
  pathParams: ['chainId', 'address', 'tokenId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    tokenId: { type: 'string', minLength: 1, required: true },
  },
  retry: false,
  check: checkStringParams,
};

/**
 * `GET /v1/chains/{chainId}/tokens/{address}/transfers` (listTransfers): how {@link DataClient.listTransfers} is called.
 * @group EVM Transactions
 */
export const listTransfers: DataOperationInfo<'listTransfers'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/tokens/{address}/transfers',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    startBlock: { type: 'integer', minimum: 0 },
    endBlock: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  rules: [{ lessThan: ['startBlock', 'endBlock'] }],
  retry: true,
  items: 'transfers',
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/transactions` (listLatestTransactions): how {@link DataClient.listLatestTransactions} is called.
 * @group EVM Transactions
 */
export const listLatestTransactions: DataOperationInfo<'listLatestTransactions'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/chains/{chainId}/transactions/{txHash}` (getTransaction): how {@link DataClient.getTransaction} is called.
 * @group EVM Transactions
 */
export const getTransaction: DataOperationInfo<'getTransaction'> = {
  method: 'GET',
  path: '/v1/chains/{chainId}/transactions/{txHash}',
  pathParams: ['chainId', 'txHash'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    txHash: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/health-check` (data-health-check): how {@link DataClient} is called.
 * @group Health Check
 */
export const dataHealthCheck: DataOperationInfo<'data-health-check'> = {
  method: 'GET',
  path: '/v1/health-check',
  operationId: 'data-health-check',
  schema: {},
  retry: true,
};

/**
 * `GET /v1/icm/addresses/{address}/messages` (listIcmMessagesByAddress): how {@link DataClient.listIcmMessagesByAddress} is called.
 * @group Interchain Messaging
 */
export const listIcmMessagesByAddress: DataOperationInfo<'listIcmMessagesByAddress'> = {
  method: 'GET',
  path: '/v1/icm/addresses/{address}/messages',
  pathParams: ['address'],
  schema: {
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  retry: true,
  items: 'messages',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/icm/messages` (listIcmMessages): how {@link DataClient.listIcmMessages} is called.
 * @group Interchain Messaging
 */
export const listIcmMessages: DataOperationInfo<'listIcmMessages'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/icm/messages/{messageId}` (getIcmMessage): how {@link DataClient.getIcmMessage} is called.
 * @group Interchain Messaging
 */
export const getIcmMessage: DataOperationInfo<'getIcmMessage'> = {
  method: 'GET',
  path: '/v1/icm/messages/{messageId}',
  pathParams: ['messageId'],
  schema: { messageId: { type: 'string', minLength: 1, required: true } },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/live-check` (live-check): how {@link DataClient} is called.
 * @group Health Check
 */
export const liveCheck: DataOperationInfo<'live-check'> = {
  method: 'GET',
  path: '/v1/live-check',
  operationId: 'live-check',
  schema: {},
  retry: true,
};

/**
 * `GET /v1/networks/{network}` (getNetworkDetails): how {@link DataClient.getNetworkDetails} is called.
 * @group Primary Network
 */
export const getNetworkDetails: DataOperationInfo<'getNetworkDetails'> = {
  method: 'GET',
  path: '/v1/networks/{network}',
  pathParams: ['network'],
  schema: { network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true } },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/addresses:listChainIds` (getChainIdsForAddresses): how {@link DataClient.getChainIdsForAddresses} is called.
 * @group Primary Network
 */
export const getChainIdsForAddresses: DataOperationInfo<'getChainIdsForAddresses'> = {
  method: 'GET',
  path: '/v1/networks/{network}/addresses:listChainIds',
  pathParams: ['network'],
  commaParams: ['addresses'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    addresses: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/blockchains` (listBlockchains): how {@link DataClient.listBlockchains} is called.
 * @group Primary Network
 */
export const listBlockchains: DataOperationInfo<'listBlockchains'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}` (getBlockchainById): how {@link DataClient.getBlockchainById} is called.
 * @group Primary Network
 */
export const getBlockchainById: DataOperationInfo<'getBlockchainById'> = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}',
  pathParams: ['network', 'blockchainId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    blockchainId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}` (getAssetDetails): how {@link DataClient.getAssetDetails} is called.
 * @group Primary Network
 */
export const getAssetDetails: DataOperationInfo<'getAssetDetails'> = {
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
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions` (listAssetTransactions): how {@link DataClient.listAssetTransactions} is called.
 * @group Primary Network Transactions
 */
export const listAssetTransactions: DataOperationInfo<'listAssetTransactions'> = {
  method: 'GET',
  path: '/v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions',
  pathParams: ['network', 'blockchainId', 'assetId'],
  explodeParams: ['txTypes'],
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
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/balances` (getBalancesByAddresses): how {@link DataClient.getBalancesByAddresses} is called.
 * @group Primary Network Balances
 */
export const getBalancesByAddresses: DataOperationInfo<'getBalancesByAddresses'> = {
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
  check: checkFlatParams,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks` (listLatestPrimaryNetworkBlocks): how {@link DataClient.listLatestPrimaryNetworkBlocks} is called.
 * @group Primary Network Blocks
 */
export const listLatestPrimaryNetworkBlocks: DataOperationInfo<'listLatestPrimaryNetworkBlocks'> = {
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
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}` (getBlockById): how {@link DataClient.getBlockById} is called.
 * @group Primary Network Blocks
 */
export const getBlockById: DataOperationInfo<'getBlockById'> = {
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
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses` (getLastActivityTimestampByAddresses): how {@link DataClient.getLastActivityTimestampByAddresses} is called.
 * @group Primary Network UTXOs
 */
export const getLastActivityTimestampByAddresses: DataOperationInfo<'getLastActivityTimestampByAddresses'> = {
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
  check: checkStringParams,
};

/**
 * `POST /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses` (getLastActivityTimestampByAddressesV2): how {@link DataClient.getLastActivityTimestampByAddressesV2} is called.
 * @group Primary Network UTXOs
 */
export const getLastActivityTimestampByAddressesV2: DataOperationInfo<'getLastActivityTimestampByAddressesV2'> =
  {
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
    check: checkStringParams,
  };

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks` (listPrimaryNetworkBlocksByNodeId): how {@link DataClient.listPrimaryNetworkBlocksByNodeId} is called.
 * @group Primary Network Blocks
 */
export const listPrimaryNetworkBlocksByNodeId: DataOperationInfo<'listPrimaryNetworkBlocksByNodeId'> = {
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
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions` (listLatestPrimaryNetworkTransactions): how {@link DataClient.listLatestPrimaryNetworkTransactions} is called.
 * @group Primary Network Transactions
 */
export const listLatestPrimaryNetworkTransactions: DataOperationInfo<'listLatestPrimaryNetworkTransactions'> =
  {
    method: 'GET',
    path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions',
    pathParams: ['network', 'blockchainId'],
    commaParams: ['addresses'],
    explodeParams: ['txTypes'],
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
    check: checkParams,
    paginate,
  };

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}` (getTxByHash): how {@link DataClient.getTxByHash} is called.
 * @group Primary Network Transactions
 */
export const getTxByHash: DataOperationInfo<'getTxByHash'> = {
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
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking` (listActivePrimaryNetworkStakingTransactions): how {@link DataClient.listActivePrimaryNetworkStakingTransactions} is called.
 * @group Primary Network Transactions
 */
export const listActivePrimaryNetworkStakingTransactions: DataOperationInfo<'listActivePrimaryNetworkStakingTransactions'> =
  {
    method: 'GET',
    path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking',
    pathParams: ['network', 'blockchainId'],
    commaParams: ['addresses'],
    explodeParams: ['txTypes'],
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
    check: checkParams,
    paginate,
  };

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/utxos` (getUtxosByAddresses): how {@link DataClient.getUtxosByAddresses} is called.
 * @group Primary Network UTXOs
 */
export const getUtxosByAddresses: DataOperationInfo<'getUtxosByAddresses'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `POST /v1/networks/{network}/blockchains/{blockchainId}/utxos` (getUtxosByAddressesV2): how {@link DataClient.getUtxosByAddressesV2} is called.
 * @group Primary Network UTXOs
 */
export const getUtxosByAddressesV2: DataOperationInfo<'getUtxosByAddressesV2'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices` (listLatestXChainVertices): how {@link DataClient.listLatestXChainVertices} is called.
 * @group Primary Network Vertices
 */
export const listLatestXChainVertices: DataOperationInfo<'listLatestXChainVertices'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}` (getVertexByHash): how {@link DataClient.getVertexByHash} is called.
 * @group Primary Network Vertices
 */
export const getVertexByHash: DataOperationInfo<'getVertexByHash'> = {
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
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight` (getVertexByHeight): how {@link DataClient.getVertexByHeight} is called.
 * @group Primary Network Vertices
 */
export const getVertexByHeight: DataOperationInfo<'getVertexByHeight'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/delegators` (listDelegators): how {@link DataClient.listDelegators} is called.
 * @group Primary Network
 */
export const listDelegators: DataOperationInfo<'listDelegators'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/l1Validators` (listL1Validators): how {@link DataClient.listL1Validators} is called.
 * @group Primary Network
 */
export const listL1Validators: DataOperationInfo<'listL1Validators'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/rewards` (listHistoricalPrimaryNetworkRewards): how {@link DataClient.listHistoricalPrimaryNetworkRewards} is called.
 * @group Primary Network Rewards
 */
export const listHistoricalPrimaryNetworkRewards: DataOperationInfo<'listHistoricalPrimaryNetworkRewards'> = {
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
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/rewards:listPending` (listPendingPrimaryNetworkRewards): how {@link DataClient.listPendingPrimaryNetworkRewards} is called.
 * @group Primary Network Rewards
 */
export const listPendingPrimaryNetworkRewards: DataOperationInfo<'listPendingPrimaryNetworkRewards'> = {
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
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/subnets` (listSubnets): how {@link DataClient.listSubnets} is called.
 * @group Primary Network
 */
export const listSubnets: DataOperationInfo<'listSubnets'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/subnets/{subnetId}` (getSubnetById): how {@link DataClient.getSubnetById} is called.
 * @group Primary Network
 */
export const getSubnetById: DataOperationInfo<'getSubnetById'> = {
  method: 'GET',
  path: '/v1/networks/{network}/subnets/{subnetId}',
  pathParams: ['network', 'subnetId'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    subnetId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/networks/{network}/validators` (listValidators): how {@link DataClient.listValidators} is called.
 * @group Primary Network
 */
export const listValidators: DataOperationInfo<'listValidators'> = {
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
  check: checkParams,
  paginate,
};

/**
 * `GET /v1/networks/{network}/validators/{nodeId}` (getSingleValidatorDetails): how {@link DataClient.getSingleValidatorDetails} is called.
 * @group Primary Network
 */
export const getSingleValidatorDetails: DataOperationInfo<'getSingleValidatorDetails'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `POST /v1/operations/transactions:export` (postTransactionExportJob): how {@link DataClient.postTransactionExportJob} is called.
 * @group Operations
 */
export const postTransactionExportJob: DataOperationInfo<'postTransactionExportJob'> = {
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
  check: checkParams,
};

/**
 * `GET /v1/operations/{operationId}` (getOperationResult): how {@link DataClient.getOperationResult} is called.
 * @group Operations
 */
export const getOperationResult: DataOperationInfo<'getOperationResult'> = {
  method: 'GET',
  path: '/v1/operations/{operationId}',
  pathParams: ['operationId'],
  schema: { operationId: { type: 'string', minLength: 1, required: true } },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/primaryNetworkRpcUsageMetrics` (getPrimaryNetworkRpcUsageMetrics): how {@link DataClient.getPrimaryNetworkRpcUsageMetrics} is called.
 * @group Data API Usage Metrics
 */
export const getPrimaryNetworkRpcUsageMetrics: DataOperationInfo<'getPrimaryNetworkRpcUsageMetrics'> = {
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
  check: checkFlatParams,
};

/**
 * `POST /v1/signatureAggregator/{network}/aggregateSignatures` (aggregateSignatures): how {@link DataClient.aggregateSignatures} is called.
 * @group Signature Aggregator
 */
export const aggregateSignatures: DataOperationInfo<'aggregateSignatures'> = {
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
  check: checkParams,
};

/**
 * `GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash}` (getAggregatedSignatures): how {@link DataClient.getAggregatedSignatures} is called.
 * @group Signature Aggregator
 */
export const getAggregatedSignatures: DataOperationInfo<'getAggregatedSignatures'> = {
  method: 'GET',
  path: '/v1/signatureAggregator/{network}/aggregateSignatures/{txHash}',
  pathParams: ['network', 'txHash'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    txHash: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v1/subnetRpcUsageMetrics` (getSubnetRpcUsageMetrics): how {@link DataClient.getSubnetRpcUsageMetrics} is called.
 * @group Data API Usage Metrics
 */
export const getSubnetRpcUsageMetrics: DataOperationInfo<'getSubnetRpcUsageMetrics'> = {
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
  check: checkFlatParams,
};

/**
 * `GET /v1/transactions` (listLatestTransactionsAllChains): how {@link DataClient.listLatestTransactionsAllChains} is called.
 * @group EVM Transactions
 */
export const listLatestTransactionsAllChains: DataOperationInfo<'listLatestTransactionsAllChains'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/webhooks` (listWebhooks): how {@link DataClient.listWebhooks} is called.
 * @group Webhooks
 */
export const listWebhooks: DataOperationInfo<'listWebhooks'> = {
  method: 'GET',
  path: '/v1/webhooks',
  schema: {
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
    status: { type: 'string', enum: ['active', 'inactive'] },
  },
  retry: true,
  items: 'webhooks',
  check: checkFlatParams,
  paginate,
};

/**
 * `POST /v1/webhooks` (createWebhook): how {@link DataClient.createWebhook} is called.
 * @group Webhooks
 */
export const createWebhook: DataOperationInfo<'createWebhook'> = {
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
  check: checkParams,
};

/**
 * `GET /v1/webhooks/{id}` (getWebhook): how {@link DataClient.getWebhook} is called.
 * @group Webhooks
 */
export const getWebhook: DataOperationInfo<'getWebhook'> = {
  method: 'GET',
  path: '/v1/webhooks/{id}',
  pathParams: ['id'],
  schema: { id: { type: 'string', minLength: 1, required: true } },
  retry: true,
  check: checkStringParams,
};

/**
 * `DELETE /v1/webhooks/{id}` (deactivateWebhook): how {@link DataClient.deactivateWebhook} is called.
 * @group Webhooks
 */
export const deactivateWebhook: DataOperationInfo<'deactivateWebhook'> = {
  method: 'DELETE',
  path: '/v1/webhooks/{id}',
  pathParams: ['id'],
  schema: { id: { type: 'string', minLength: 1, required: true } },
  retry: false,
  check: checkStringParams,
};

/**
 * `PATCH /v1/webhooks/{id}` (updateWebhook): how {@link DataClient.updateWebhook} is called.
 * @group Webhooks
 */
export const updateWebhook: DataOperationInfo<'updateWebhook'> = {
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
  check: checkFlatParams,
};

/**
 * `GET /v1/webhooks/{id}/addresses` (getAddressesFromWebhook): how {@link DataClient.getAddressesFromWebhook} is called.
 * @group Webhooks
 */
export const getAddressesFromWebhook: DataOperationInfo<'getAddressesFromWebhook'> = {
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
  check: checkFlatParams,
  paginate,
};

/**
 * `DELETE /v1/webhooks/{id}/addresses` (removeAddressesFromWebhook): how {@link DataClient.removeAddressesFromWebhook} is called.
 * @group Webhooks
 */
export const removeAddressesFromWebhook: DataOperationInfo<'removeAddressesFromWebhook'> = {
  method: 'DELETE',
  path: '/v1/webhooks/{id}/addresses',
  pathParams: ['id'],
  body: true,
  schema: {
    id: { type: 'string', minLength: 1, required: true },
    addresses: { type: 'array', items: { type: 'string' }, required: true },
  },
  retry: false,
  check: checkParams,
};

/**
 * `PATCH /v1/webhooks/{id}/addresses` (addAddressesToWebhook): how {@link DataClient.addAddressesToWebhook} is called.
 * @group Webhooks
 */
export const addAddressesToWebhook: DataOperationInfo<'addAddressesToWebhook'> = {
  method: 'PATCH',
  path: '/v1/webhooks/{id}/addresses',
  pathParams: ['id'],
  body: true,
  schema: {
    id: { type: 'string', minLength: 1, required: true },
    addresses: { type: 'array', items: { type: 'string' }, required: true },
  },
  retry: false,
  check: checkParams,
};

/**
 * `POST /v1/webhooks:generateOrRotateSharedSecret` (generateOrRotateSharedSecret): how {@link DataClient.generateOrRotateSharedSecret} is called.
 * @group Webhooks
 */
export const generateOrRotateSharedSecret: DataOperationInfo<'generateOrRotateSharedSecret'> = {
  method: 'POST',
  path: '/v1/webhooks:generateOrRotateSharedSecret',
  schema: {},
  retry: false,
};

/**
 * `GET /v1/webhooks:getSharedSecret` (getSharedSecret): how {@link DataClient.getSharedSecret} is called.
 * @group Webhooks
 */
export const getSharedSecret: DataOperationInfo<'getSharedSecret'> = {
  method: 'GET',
  path: '/v1/webhooks:getSharedSecret',
  schema: {},
  retry: true,
};

/**
 * `GET /v2/chains/{chainId}/addresses/{address}/transactions` (listTransactionsV2): how {@link DataClient.listTransactionsV2} is called.
 * @group EVM Transactions
 */
export const listTransactionsV2: DataOperationInfo<'listTransactionsV2'> = {
  method: 'GET',
  path: '/v2/chains/{chainId}/addresses/{address}/transactions',
  pathParams: ['chainId', 'address'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', minLength: 1, required: true },
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
  check: checkParams,
  paginate,
};

/**
 * Every operation of the Data API, by operationId.
 * @group Tables
 */
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

/** The operations of the Data API tagged "AVAX Supply", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const avaxSupplyOperations = { getAvaxSupply };

/** The operations of the Data API tagged "Data API Usage Metrics", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const dataApiUsageMetricsOperations = {
  getApiLogs,
  getApiUsageMetrics,
  getPrimaryNetworkRpcUsageMetrics,
  getSubnetRpcUsageMetrics,
};

/** The operations of the Data API tagged "EVM Balances", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const evmBalancesOperations = {
  getNativeBalance,
  listCollectibleBalances,
  listErc1155Balances,
  listErc20Balances,
  listErc721Balances,
};

/** The operations of the Data API tagged "EVM Blocks", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const evmBlocksOperations = { listLatestBlocksAllChains, getLatestBlocks, getBlock };

/** The operations of the Data API tagged "EVM Chains", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const evmChainsOperations = { listAddressChains, supportedChains, getChainInfo };

/** The operations of the Data API tagged "EVM Contracts", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const evmContractsOperations = { getContractMetadata };

/** The operations of the Data API tagged "EVM Transactions", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const evmTransactionsOperations = {
  listTransactions,
  listErc1155Transactions,
  listErc20Transactions,
  listErc721Transactions,
  listInternalTransactions,
  listNativeTransactions,
  getTransactionsForBlock,
  listContractDeployments,
  getDeploymentTransaction,
  listTransfers,
  listLatestTransactions,
  getTransaction,
  listLatestTransactionsAllChains,
  listTransactionsV2,
};

/** The operations of the Data API tagged "Health Check", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const healthCheckOperations = { 'data-health-check': dataHealthCheck, 'live-check': liveCheck };

/** The operations of the Data API tagged "Interchain Messaging", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const interchainMessagingOperations = { listIcmMessagesByAddress, listIcmMessages, getIcmMessage };

/** The operations of the Data API tagged "NFTs", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const nftsOperations = { listTokens, getTokenDetails, reindexNft };

/** The operations of the Data API tagged "Operations", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const operationsOperations = { postTransactionExportJob, getOperationResult };

/** The operations of the Data API tagged "Primary Network", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const primaryNetworkOperations = {
  getNetworkDetails,
  getChainIdsForAddresses,
  listBlockchains,
  getBlockchainById,
  getAssetDetails,
  listDelegators,
  listL1Validators,
  listSubnets,
  getSubnetById,
  listValidators,
  getSingleValidatorDetails,
};

/** The operations of the Data API tagged "Primary Network Balances", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const primaryNetworkBalancesOperations = { getBalancesByAddresses };

/** The operations of the Data API tagged "Primary Network Blocks", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const primaryNetworkBlocksOperations = {
  listLatestPrimaryNetworkBlocks,
  getBlockById,
  listPrimaryNetworkBlocksByNodeId,
};

/** The operations of the Data API tagged "Primary Network Rewards", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const primaryNetworkRewardsOperations = {
  listHistoricalPrimaryNetworkRewards,
  listPendingPrimaryNetworkRewards,
};

/** The operations of the Data API tagged "Primary Network Transactions", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const primaryNetworkTransactionsOperations = {
  listAssetTransactions,
  listLatestPrimaryNetworkTransactions,
  getTxByHash,
  listActivePrimaryNetworkStakingTransactions,
};

/** The operations of the Data API tagged "Primary Network UTXOs", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const primaryNetworkUtxosOperations = {
  getLastActivityTimestampByAddresses,
  getLastActivityTimestampByAddressesV2,
  getUtxosByAddresses,
  getUtxosByAddressesV2,
};

/** The operations of the Data API tagged "Primary Network Vertices", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const primaryNetworkVerticesOperations = {
  listLatestXChainVertices,
  getVertexByHash,
  getVertexByHeight,
};

/** The operations of the Data API tagged "Signature Aggregator", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const signatureAggregatorOperations = { aggregateSignatures, getAggregatedSignatures };

/** The operations of the Data API tagged "Webhooks", by operationId (a table for `createDataClientFor`).
 * @group Tables
 */
export const webhooksOperations = {
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
};
