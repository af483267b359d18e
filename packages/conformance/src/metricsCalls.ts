import type { MetricsOperations, MetricsParams } from '@pkg/metrics';

/** One call of a Metrics API operation with realistic params (mainnet values a user would send). */
export type MetricsCall = {
  [K in keyof MetricsOperations]: { operationId: K; params: MetricsParams<K> };
}[keyof MetricsOperations];

const cChain = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
const dexalot = '21g8LUp3NoXuLbU2Bwja2sRxGTHgaLCJmwKMeREXZx6N3rLFNy';
const week = { startTimestamp: 1_717_200_000, endTimestamp: 1_717_804_800 };
const wallet = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f';

/**
 * Every operation of the deployed Metrics API (its 16 operationIds), once, with realistic params: every
 * optional query param the published document lists is exercised somewhere (intervals, time ranges,
 * page sizes, filters, grouping, networks, a composite query of several kinds). getAvgTps, the seed's
 * `/v1` route, is not here: its deployed route is checked through `wireNames: 'deployed'` and the default
 * options (`'auto'`, which falls back to it on the `/v1` route's 404).
 */
export const metricsCalls: readonly MetricsCall[] = [
  { operationId: 'metrics-health-check', params: {} },
  { operationId: 'metrics-live-check', params: {} },
  { operationId: 'listChains', params: { network: 'mainnet' } },
  { operationId: 'getChain', params: { chainId: '43114' } },
  {
    operationId: 'getEvmChainMetrics',
    params: { chainId: '43114', metric: 'activeSenders', timeInterval: 'hour', pageSize: 168, ...week },
  },
  { operationId: 'getEvmChainRollingWindowMetrics', params: { chainId: 'total', metric: 'maxTps' } },
  {
    operationId: 'getICMTimeseries',
    params: {
      srcBlockchainId: cChain,
      timeInterval: 'week',
      pageSize: 52,
      groupBy: 'destBlockchainId',
      network: 'mainnet',
      ...week,
    },
  },
  {
    operationId: 'getICMSummary',
    params: {
      srcBlockchainId: cChain,
      destBlockchainId: dexalot,
      groupBy: 'srcBlockchainId,destBlockchainId',
    },
  },
  {
    operationId: 'getStakingMetrics',
    params: {
      network: 'fuji',
      metric: 'delegatorWeight',
      pageSize: 30,
      subnetId: '11111111111111111111111111111111LpoYY',
      ...week,
    },
  },
  { operationId: 'getTotalL1ValidatorMetrics', params: { metric: 'totalPayingValidatorsDaily', ...week } },
  {
    operationId: 'getMetricsByValidationId',
    params: {
      l1ValidationId: '2YYCZGHjqnbw1MzQ5fGrTp3SjqUu8y1J1xeW4yuhdXe4LoUVVG',
      metric: 'validationCumulativeFeesDaily',
      ...week,
    },
  },
  {
    operationId: 'getMetricsByNodeId',
    params: {
      nodeId: 'NodeID-JQPadXEMWtRtJyXrisyDNWuXKSjSf9D36',
      metric: 'perNodeCumulativeFeesPaid',
      ...week,
    },
  },
  {
    operationId: 'getMetricsBySubnetId',
    params: {
      subnetId: 'eYwmVU67LmSfZb1RwqCMhBYkFyG8ftxn6jAwqzFmxC9STBWLC',
      metric: 'perSubnetPayingValidators',
      ...week,
    },
  },
  { operationId: 'getAddressesByBtcbBridged', params: { threshold: '100000000', pageSize: 500 } },
  {
    operationId: 'getValidatorsByDateRange',
    params: {
      subnetId: '11111111111111111111111111111111LpoYY',
      network: 'testnet',
      pageSize: 2000,
      ...week,
    },
  },
  {
    operationId: 'compositeQueryV2',
    params: {
      operator: 'AND',
      pageSize: 100,
      queries: [
        {
          id: 'holds',
          type: 'LatestBalance',
          params: { evmChainId: '43114', tokenType: 'NATIVE', minBalance: '1000000000000000000' },
        },
        {
          id: 'usdc',
          type: 'AnyTimeErc20Balance',
          params: {
            evmChainId: '43114',
            contractAddress: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
            minBalance: '1000000',
            firstDate: '2024-06-01',
            lastDate: '2024-06-30',
          },
        },
        {
          id: 'nft',
          type: 'AllTimeNftHolders',
          params: {
            evmChainId: '43114',
            contractAddress: wallet,
            startTs: 1_717_200_000,
            endTs: 1_717_804_800,
          },
        },
      ],
    },
  },
];
