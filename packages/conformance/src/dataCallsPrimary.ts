import type { DataCall } from './DataCall.js';

const network = 'mainnet' as const;
const pAddress = 'avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg';
const xAddress = 'X-avax1tzdcgj4ehsvhhgpl7zylwpw0gl2rxcg4r5afk5';
const node = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const otherNode = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
const avax = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const dispatch = '2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY';

/**
 * The primary-network operations (Primary Network, its Transactions, Blocks, Vertices, UTXOs, Balances and
 * Rewards tags) and Interchain Messaging, with realistic mainnet params: every optional parameter the live
 * document lists is sent by at least one call (lists as arrays and as comma strings, filters, windows, sorting).
 */
export const primaryDataCalls: readonly DataCall[] = [
  { operationId: 'getNetworkDetails', params: { network } },
  {
    operationId: 'getChainIdsForAddresses',
    params: { network, addresses: [pAddress, 'avax1tzdcgj4ehsvhhgpl7zylwpw0gl2rxcg4r5afk5'] },
  },
  {
    operationId: 'getBlockchainById',
    params: { network, blockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5' },
  },
  { operationId: 'listSubnets', params: { network, pageSize: 500, sortOrder: 'desc' } },
  {
    operationId: 'listValidators',
    params: {
      network,
      nodeIds: [node, otherNode],
      subnetId: '11111111111111111111111111111111LpoYY',
      validationStatus: 'active',
      minDelegationCapacity: '1000000000000',
      maxDelegationCapacity: '720000000000000000',
      minTimeRemaining: 86_400,
      maxTimeRemaining: 31_536_000,
      minFeePercentage: 2,
      maxFeePercentage: 20,
      minUptimePerformance: 90,
      maxUptimePerformance: 100,
      sortBy: 'delegationCapacity',
      sortOrder: 'desc',
      pageSize: 50,
    },
  },
  {
    operationId: 'getSingleValidatorDetails',
    params: { network, nodeId: node, validationStatus: 'completed', sortOrder: 'asc', pageSize: 10 },
  },
  {
    operationId: 'listDelegators',
    params: {
      network,
      nodeIds: node,
      rewardAddresses: [`P-${pAddress}`],
      delegationStatus: 'active',
      sortOrder: 'desc',
      pageSize: 25,
    },
  },
  {
    operationId: 'listL1Validators',
    params: {
      network,
      subnetId: '2rFGbJFwXjUNKHqYkfXvtnaGkUaUhBUH8K6p5m2ZyUfR1g6PHT',
      nodeId: node,
      l1ValidationId: 'BsSpTd1SDvdhaoYAuKJvRj1WnoRyu8mAuMZeuz9g7brGj6KhX',
      includeInactiveL1Validators: true,
      pageSize: 20,
    },
  },
  {
    operationId: 'getTxByHash',
    params: { network, blockchainId: 'p-chain', txHash: '3P91K6nuDFvDodcRuJTsgdf9SvYe5pMiKk38HppsoeAiEztCP' },
  },
  {
    operationId: 'listLatestPrimaryNetworkTransactions',
    params: {
      network,
      blockchainId: 'p-chain',
      addresses: [pAddress],
      // two types: sent one key each (txTypes=A&txTypes=B), the list form the live document declares
      txTypes: ['AddPermissionlessDelegatorTx', 'AddPermissionlessValidatorTx'],
      startTimestamp: 1_689_541_049,
      endTimestamp: 1_689_800_249,
      sortOrder: 'asc',
      pageSize: 20,
    },
  },
  {
    operationId: 'listActivePrimaryNetworkStakingTransactions',
    params: {
      network,
      blockchainId: '11111111111111111111111111111111LpoYY',
      addresses: `P-${pAddress}`,
      txTypes: ['AddPermissionlessValidatorTx'],
      startTimestamp: 1_689_541_049,
      endTimestamp: 1_789_800_249,
      sortOrder: 'desc',
      pageSize: 10,
    },
  },
  {
    operationId: 'listAssetTransactions',
    params: {
      network,
      blockchainId: 'x-chain',
      assetId: avax,
      txTypes: ['BaseTx'],
      startTimestamp: 1_689_541_049,
      endTimestamp: 1_689_800_249,
      pageSize: 10,
    },
  },
  {
    operationId: 'getBlockById',
    params: {
      network,
      blockchainId: 'x-chain',
      blockId: '5615di9ytxujackzaXNrVuWQy5y8Yrt8chPCscMr5Ku9YxJ1S',
    },
  },
  {
    operationId: 'listLatestPrimaryNetworkBlocks',
    params: {
      network,
      blockchainId: 'c-chain',
      startTimestamp: 1_689_541_049,
      endTimestamp: 1_689_800_249,
      pageSize: 30,
    },
  },
  { operationId: 'listLatestXChainVertices', params: { network, blockchainId: 'x-chain', pageSize: 10 } },
  {
    operationId: 'getVertexByHash',
    params: {
      network,
      blockchainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      vertexHash: 'haP1CW56cspZY7aEuqHNrtpvhqCaMTxQaYe6j5u2Mbn4L2Gqr',
    },
  },
  {
    operationId: 'getVertexByHeight',
    params: { network, blockchainId: 'x-chain', vertexHeight: 123, sortOrder: 'asc', pageSize: 5 },
  },
  { operationId: 'getAssetDetails', params: { network, blockchainId: 'x-chain', assetId: avax } },
  {
    operationId: 'getUtxosByAddresses',
    params: {
      network,
      blockchainId: 'x-chain',
      addresses: [xAddress, pAddress],
      assetId: avax,
      minUtxoAmount: 1000,
      includeSpent: false,
      sortBy: 'amount',
      sortOrder: 'desc',
      pageSize: 100,
    },
  },
  {
    operationId: 'getUtxosByAddressesV2',
    params: {
      network,
      blockchainId: 'p-chain',
      addresses: `P-${pAddress},P-avax1tzdcgj4ehsvhhgpl7zylwpw0gl2rxcg4r5afk5`,
      minUtxoAmount: 0,
      includeSpent: true,
      sortBy: 'timestamp',
      sortOrder: 'asc',
      pageSize: 1024,
    },
  },
  {
    operationId: 'getLastActivityTimestampByAddresses',
    params: { network, blockchainId: 'p-chain', addresses: [pAddress] },
  },
  {
    operationId: 'getLastActivityTimestampByAddressesV2',
    params: { network, blockchainId: 'x-chain', addresses: xAddress },
  },
  {
    operationId: 'getBalancesByAddresses',
    params: { network, blockchainId: 'p-chain', addresses: pAddress, blockTimestamp: 1_599_696_000 },
  },
  {
    operationId: 'listPendingPrimaryNetworkRewards',
    params: { network, addresses: [pAddress], nodeIds: [node], sortOrder: 'asc', pageSize: 10 },
  },
  {
    operationId: 'listHistoricalPrimaryNetworkRewards',
    params: { network, nodeIds: `${node},${otherNode}`, currency: 'eur', sortOrder: 'desc', pageSize: 10 },
  },
  {
    operationId: 'getIcmMessage',
    params: { messageId: 'acf1c8b06f9aec48e9fcbefbbe576ae8a7ca3b327fcae111396e7cc99956674d' },
  },
  {
    operationId: 'listIcmMessages',
    params: {
      network,
      sourceBlockchainId: dispatch,
      destinationBlockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
      blockchainId: dispatch,
      from: '0x321eDA69247566D662178feE695C7026c604Cd94',
      to: '0x664A4Be5Af2cFc824F9C0914CbAc4703396Da2DC',
      pageSize: 10,
    },
  },
  {
    operationId: 'listIcmMessagesByAddress',
    params: { address: '0x8578AE7723751446B196bD5124e1bF57B40EB7Bc', network, pageSize: 10 },
  },
];
