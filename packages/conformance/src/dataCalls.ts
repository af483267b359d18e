import type { DataCall } from './DataCall.js';
import { evmDataCalls } from './dataCallsEvm.js';
import { primaryDataCalls } from './dataCallsPrimary.js';

export type { DataCall };

const wallet = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const usdc = '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E';

/**
 * Every Data API operation, once, with realistic params: every optional query param the seed documents
 * is exercised somewhere (block ranges, currency, contract lists, filters, sorting, timestamps).
 */
export const dataCalls: readonly DataCall[] = [
  {
    operationId: 'aggregateSignatures',
    params: {
      network: 'mainnet',
      message: '0x0000000000010000000000000000000000000000000000000000000000000000000000000000',
      signingSubnetId: '11111111111111111111111111111111LpoYY',
      quorumPercentage: 67,
      quorumPercentageBuffer: 3,
      pChainHeight: 0,
    },
  },
  {
    operationId: 'getAggregatedSignatures',
    params: { network: 'fuji', txHash: '2QmnEsbgWtWqpsT8G1bEeTCkkPK2wS6YkxjRAu5y6WsWJ2iz4G' },
  },
  { operationId: 'listBlockchains', params: { network: 'mainnet', pageSize: 50, sortOrder: 'desc' } },
  {
    operationId: 'getSubnetById',
    params: { network: 'mainnet', subnetId: '11111111111111111111111111111111LpoYY' },
  },
  {
    operationId: 'listPrimaryNetworkBlocksByNodeId',
    params: {
      network: 'mainnet',
      blockchainId: 'p-chain',
      nodeId: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
      startTimestamp: 1_700_000_000,
      endTimestamp: 1_700_086_400,
      pageSize: 25,
    },
  },
  { operationId: 'supportedChains', params: { network: 'mainnet', feature: 'nftIndexing' } },
  { operationId: 'getLatestBlocks', params: { chainId: '43114', pageSize: 10 } },
  { operationId: 'getBlock', params: { chainId: '43114', blockId: '52000000' } },
  { operationId: 'listLatestTransactions', params: { chainId: '43114', pageSize: 20, status: 'success' } },
  {
    operationId: 'listErc721Transactions',
    params: { chainId: '43114', address: wallet, startBlock: 50_000_000, endBlock: 51_000_000, pageSize: 10 },
  },
  {
    operationId: 'listTransfers',
    params: { chainId: '43114', address: usdc, startBlock: 50_000_000, endBlock: 50_000_100, pageSize: 50 },
  },
  {
    operationId: 'listErc20Balances',
    params: {
      chainId: '43114',
      address: wallet,
      blockNumber: '52000000',
      pageSize: 100,
      filterSpamTokens: true,
      contractAddresses: [usdc, '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'],
      currency: 'eur',
    },
  },
  {
    operationId: 'listErc1155Balances',
    params: {
      chainId: '43114',
      address: wallet,
      blockNumber: '52000000',
      pageSize: 100,
      contractAddress: '0x8a5b2f1e0cf8e1c1d0b9b8f1f2f3f4f5f6f7f8f9',
    },
  },
  { operationId: 'listContractDeployments', params: { chainId: '43114', address: wallet, pageSize: 10 } },
  ...primaryDataCalls,
  ...evmDataCalls,
];
