import type { DataCall } from './DataCall.js';

const chainId = '43114';
const wallet = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const usdc = '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E';
const nft = '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7';
const webhook = 'f33de69c-d13b-4691-908f-870d6e2e6b04';
const txHash = '0x8bf584d7b14b92a32a339872a66b134a70ba3ba7c305823f348db6f860253f45';
const day = 86_400;
const end = 1_739_664_000;

/**
 * The EVM (chains, blocks, transactions, balances, contracts), NFT, Operations, usage-metrics, webhook,
 * AVAX-supply and health operations beyond the seed's, with realistic mainnet params: every optional
 * parameter the live document lists for them is sent by at least one call, and each kind of webhook and
 * export job is created once.
 */
export const evmDataCalls: readonly DataCall[] = [
  { operationId: 'data-health-check', params: {} },
  { operationId: 'live-check', params: {} },
  { operationId: 'getAvaxSupply', params: {} },
  { operationId: 'listAddressChains', params: { address: wallet } },
  { operationId: 'getChainInfo', params: { chainId } },
  { operationId: 'listLatestBlocksAllChains', params: { network: 'mainnet', pageSize: 20 } },
  {
    operationId: 'listLatestTransactionsAllChains',
    params: { network: 'fuji', status: 'failed', pageSize: 5 },
  },
  { operationId: 'getDeploymentTransaction', params: { chainId, address: usdc, currency: 'chf' } },
  {
    operationId: 'listTransactions',
    params: {
      chainId,
      address: wallet,
      startBlock: 6_479_329,
      endBlock: 6_479_330,
      sortOrder: 'asc',
      pageSize: 10,
    },
  },
  {
    operationId: 'listTransactionsV2',
    params: { chainId, address: wallet, startBlock: 50_000_000, filterSpamTokens: true, sortOrder: 'desc' },
  },
  {
    operationId: 'listNativeTransactions',
    params: { chainId, address: wallet, endBlock: 52_000_000, pageSize: 25 },
  },
  {
    operationId: 'listErc20Transactions',
    params: { chainId, address: wallet, startBlock: 50_000_000, endBlock: 50_001_000 },
  },
  { operationId: 'listErc1155Transactions', params: { chainId, address: wallet, pageSize: 100 } },
  {
    operationId: 'listInternalTransactions',
    params: { chainId, address: wallet, startBlock: 1, pageSize: 50 },
  },
  { operationId: 'getTransaction', params: { chainId, txHash } },
  {
    operationId: 'getTransactionsForBlock',
    params: {
      chainId,
      blockId: '0x17533aeb5193378b9ff441d61728e7a2ebaf10f61fd5310759451627dfca2e7c',
      pageSize: 10,
    },
  },
  {
    operationId: 'getNativeBalance',
    params: { chainId, address: wallet, blockNumber: '52000000', currency: 'jpy' },
  },
  {
    operationId: 'listErc721Balances',
    params: { chainId, address: wallet, contractAddress: nft, pageSize: 200 },
  },
  {
    operationId: 'listCollectibleBalances',
    params: { chainId, address: wallet, contractAddress: nft, pageSize: 500 },
  },
  { operationId: 'getContractMetadata', params: { chainId, address: usdc } },
  { operationId: 'reindexNft', params: { chainId, address: nft, tokenId: '145' } },
  { operationId: 'listTokens', params: { chainId, address: nft, pageSize: 50 } },
  { operationId: 'getTokenDetails', params: { chainId, address: nft, tokenId: '145' } },
  { operationId: 'getOperationResult', params: { operationId: 'aa22054a-cb7c-4a4e-9b83-59f2ede74138' } },
  {
    operationId: 'postTransactionExportJob',
    params: {
      type: 'TRANSACTION_EXPORT_EVM',
      firstDate: '2025-01-01',
      lastDate: '2025-01-31',
      options: { addresses: [wallet], includeChains: [chainId] },
    },
  },
  {
    operationId: 'getApiUsageMetrics',
    params: {
      orgId: 'org-1',
      startTimestamp: end - 2 * day,
      endTimestamp: end,
      timeInterval: 'daily',
      groupBy: 'requestPath',
      chainId,
      responseCode: '200',
      requestType: 'data',
      apiKeyId: 'key-1',
      requestPath: '/v1/chains',
    },
  },
  {
    operationId: 'getApiLogs',
    params: {
      orgId: 'org-1',
      startTimestamp: end - day,
      endTimestamp: end,
      chainId,
      responseCode: '429',
      requestType: 'rpc',
      apiKeyId: 'key-1',
      requestPath: '/ext/bc/C/rpc',
      pageSize: 100,
    },
  },
  {
    operationId: 'getSubnetRpcUsageMetrics',
    params: {
      timeInterval: 'hourly',
      startTimestamp: end - day,
      endTimestamp: end,
      groupBy: 'rpcMethod',
      chainId: '173750',
      responseCode: '200',
      rpcMethod: 'eth_call',
      rlBypassApiToken: 'bypass-token',
    },
  },
  {
    operationId: 'getPrimaryNetworkRpcUsageMetrics',
    params: {
      network: 'mainnet',
      timeInterval: 'weekly',
      startTimestamp: end - 14 * day,
      endTimestamp: end,
      groupBy: 'country',
      responseCode: '200',
      requestPath: '/ext/bc/P',
      country: 'US',
      continent: 'NA',
      userAgent: 'node',
      rpcMethod: 'platform.getHeight',
    },
  },
  {
    operationId: 'createWebhook',
    params: {
      eventType: 'address_activity',
      url: 'https://example.com/hooks/avax',
      name: 'treasury',
      chainId,
      metadata: {
        addresses: [wallet],
        eventSignatures: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'],
      },
      includeInternalTxs: true,
      includeLogs: true,
    },
  },
  { operationId: 'listWebhooks', params: { status: 'active', pageSize: 20 } },
  { operationId: 'getWebhook', params: { id: webhook } },
  { operationId: 'deactivateWebhook', params: { id: webhook } },
  {
    operationId: 'updateWebhook',
    params: {
      id: webhook,
      name: 'renamed',
      url: 'https://example.com/v2',
      status: 'inactive',
      includeLogs: false,
    },
  },
  { operationId: 'generateOrRotateSharedSecret', params: {} },
  { operationId: 'getSharedSecret', params: {} },
  { operationId: 'addAddressesToWebhook', params: { id: webhook, addresses: [usdc] } },
  { operationId: 'removeAddressesFromWebhook', params: { id: webhook, addresses: [usdc] } },
  { operationId: 'getAddressesFromWebhook', params: { id: webhook, pageSize: 100 } },
];

/**
 * The other two kinds of webhook and the primary-network export, sent once each in the request suite
 * (the list above keeps one call per operation).
 */
export const evmExtraCalls: readonly DataCall[] = [
  {
    operationId: 'createWebhook',
    params: {
      eventType: 'primary_network_address_activity',
      url: 'https://example.com/hooks/p',
      network: 'mainnet',
      chainId: '11111111111111111111111111111111LpoYY',
      metadata: {
        keyType: 'addresses',
        keys: ['avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg'],
        subEvents: { addressActivitySubEvents: ['balance_threshold'] },
        balanceThresholdFilter: { balanceType: 'unlockedUnstaked', balanceThreshold: '1000000000' },
      },
    },
  },
  {
    operationId: 'createWebhook',
    params: {
      eventType: 'validator_activity',
      url: 'https://example.com/hooks/validators',
      network: 'fuji',
      metadata: {
        keyType: 'nodeId',
        keys: ['NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg'],
        subEvents: { validatorActivitySubEvents: ['validator_stake', 'l1_validator_balance_threshold'] },
        nodeIds: ['NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg'],
        l1ValidatorFeeBalanceThreshold: '5000000000',
      },
    },
  },
  {
    operationId: 'postTransactionExportJob',
    params: {
      type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING',
      firstDate: '2025-01-01',
      options: {
        includeChains: ['p-chain', '11111111111111111111111111111111LpoYY'],
        addresses: ['avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg'],
        cChainEvmAddresses: [wallet],
      },
    },
  },
];
