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
  listBlockchains,
  listPrimaryNetworkBlocksByNodeId,
  getSubnetById,
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

export type AddressSummary = components['schemas']['AddressSummary'];
export type AggregateSignaturesRequest = components['schemas']['AggregateSignaturesRequest'];
export type AllowListConfig = components['schemas']['AllowListConfig'];
export type Blockchain = components['schemas']['Blockchain'];
export type Chain = components['schemas']['Chain'];
export type Currency = components['schemas']['Currency'];
export type DeployedContract = components['schemas']['DeployedContract'];
export type DeploymentDetails = components['schemas']['DeploymentDetails'];
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
export type Hex = components['schemas']['Hex'];
export type ImageAsset = components['schemas']['ImageAsset'];
export type ListBlockchainsResponse = components['schemas']['ListBlockchainsResponse'];
export type ListChainsResponse = components['schemas']['ListChainsResponse'];
export type ListContractsResponse = components['schemas']['ListContractsResponse'];
export type ListErc1155BalancesResponse = components['schemas']['ListErc1155BalancesResponse'];
export type ListErc20BalancesResponse = components['schemas']['ListErc20BalancesResponse'];
export type ListErc721TransactionsResponse = components['schemas']['ListErc721TransactionsResponse'];
export type ListEvmBlocksResponse = components['schemas']['ListEvmBlocksResponse'];
export type ListEvmTransactionsResponse = components['schemas']['ListEvmTransactionsResponse'];
export type ListProposedBlocksResponse = components['schemas']['ListProposedBlocksResponse'];
export type ListTransfersResponse = components['schemas']['ListTransfersResponse'];
export type NativeTokenBalance = components['schemas']['NativeTokenBalance'];
export type Network = components['schemas']['Network'];
export type Price = components['schemas']['Price'];
export type PricingProviders = components['schemas']['PricingProviders'];
export type PrimaryNetworkBlockchainId = components['schemas']['PrimaryNetworkBlockchainId'];
export type ProposedBlock = components['schemas']['ProposedBlock'];
export type ProposerDetails = components['schemas']['ProposerDetails'];
export type ResourceLink = components['schemas']['ResourceLink'];
export type SignedMessage = components['schemas']['SignedMessage'];
export type Subnet = components['schemas']['Subnet'];
export type TokenTransfer = components['schemas']['TokenTransfer'];
export type TransactionMethod = components['schemas']['TransactionMethod'];
export type UnknownContract = components['schemas']['UnknownContract'];
