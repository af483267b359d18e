// Generated from specs/openapi/metrics.yaml; do not edit. Run `pnpm generate`.
import { checkFlatParams, checkParams, checkStringParams, paginate } from '@pkg/core';
import type { OperationInfo } from '@pkg/core/rest';
import type { MetricsOperationInfo } from './types.js';

export type * from './types.js';

/**
 * The base URL of the API (the spec's first server).
 * @group Wire names
 */
export const defaultBaseUrl = 'https://metrics.avax.network';

/**
 * `GET /v2/chains/{chainId}/metrics/avgTps` (getAvgTpsDeployed): how the deployed service's route of getAvgTps is called.
 * @group chainMetrics
 */
export const getAvgTpsDeployed: OperationInfo = {
  method: 'GET',
  path: '/v2/chains/{chainId}/metrics/avgTps',
  pathParams: ['chainId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    timeInterval: { type: 'string', enum: ['hour', 'day', 'week', 'month'] },
    pageToken: { type: 'string' },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageSize: { type: 'integer', minimum: 1, maximum: 2160 },
  },
  retry: true,
  items: 'results',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v1/avg_tps/{chainId}` (getAvgTps): how {@link MetricsClient.getAvgTps} is called.
 * @group chainMetrics
 */
export const getAvgTps: MetricsOperationInfo<'getAvgTps'> = {
  method: 'GET',
  path: '/v1/avg_tps/{chainId}',
  pathParams: ['chainId'],
  schema: { chainId: { type: 'string', minLength: 1, required: true }, pageToken: { type: 'string' } },
  retry: true,
  items: 'results',
  check: checkStringParams,
  paginate,
  deployed: { route: getAvgTpsDeployed, params: { timeInterval: 'day' } },
};

/**
 * `GET /v2/chains` (listChains): how {@link MetricsClient.listChains} is called.
 * @group chains
 */
export const listChains: MetricsOperationInfo<'listChains'> = {
  method: 'GET',
  path: '/v2/chains',
  schema: {
    pageToken: { type: 'string' },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
  },
  retry: true,
  items: 'chains',
  check: checkStringParams,
  paginate,
};

/**
 * `GET /v2/chains/43114/btcb/bridged:getAddresses` (getAddressesByBtcbBridged): how {@link MetricsClient.getAddressesByBtcbBridged} is called.
 * @group lookingGlass
 */
export const getAddressesByBtcbBridged: MetricsOperationInfo<'getAddressesByBtcbBridged'> = {
  method: 'GET',
  path: '/v2/chains/43114/btcb/bridged:getAddresses',
  schema: {
    threshold: { type: 'string', minLength: 1, required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 5000 },
  },
  retry: true,
  items: 'addresses',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v2/chains/{chainId}` (getChain): how {@link MetricsClient.getChain} is called.
 * @group chains
 */
export const getChain: MetricsOperationInfo<'getChain'> = {
  method: 'GET',
  path: '/v2/chains/{chainId}',
  pathParams: ['chainId'],
  schema: { chainId: { type: 'string', minLength: 1, required: true } },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v2/chains/{chainId}/metrics/{metric}` (getEvmChainMetrics): how {@link MetricsClient.getEvmChainMetrics} is called.
 * @group chainMetrics
 */
export const getEvmChainMetrics: MetricsOperationInfo<'getEvmChainMetrics'> = {
  method: 'GET',
  path: '/v2/chains/{chainId}/metrics/{metric}',
  pathParams: ['chainId', 'metric'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    metric: {
      type: 'string',
      enum: [
        'activeAddresses',
        'activeSenders',
        'cumulativeTxCount',
        'cumulativeAddresses',
        'cumulativeContracts',
        'cumulativeDeployers',
        'contracts',
        'deployers',
        'gasUsed',
        'txCount',
        'avgGps',
        'maxGps',
        'avgTps',
        'maxTps',
        'avgGasPrice',
        'maxGasPrice',
        'feesPaid',
      ],
      required: true,
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    timeInterval: { type: 'string', enum: ['hour', 'day', 'week', 'month'] },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 2160 },
  },
  retry: true,
  items: 'results',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v2/chains/{chainId}/rollingWindowMetrics/{metric}` (getEvmChainRollingWindowMetrics): how {@link MetricsClient.getEvmChainRollingWindowMetrics} is called.
 * @group chainMetrics
 */
export const getEvmChainRollingWindowMetrics: MetricsOperationInfo<'getEvmChainRollingWindowMetrics'> = {
  method: 'GET',
  path: '/v2/chains/{chainId}/rollingWindowMetrics/{metric}',
  pathParams: ['chainId', 'metric'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    metric: {
      type: 'string',
      enum: [
        'gasUsed',
        'txCount',
        'avgGps',
        'maxGps',
        'avgTps',
        'maxTps',
        'avgGasPrice',
        'maxGasPrice',
        'feesPaid',
        'contracts',
        'deployers',
        'activeAddresses',
        'activeSenders',
      ],
      required: true,
    },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v2/health-check` (metrics-health-check): how {@link MetricsClient} is called.
 * @group health
 */
export const metricsHealthCheck: MetricsOperationInfo<'metrics-health-check'> = {
  method: 'GET',
  path: '/v2/health-check',
  operationId: 'metrics-health-check',
  schema: {},
  retry: true,
};

/**
 * `GET /v2/icm/summary` (getICMSummary): how {@link MetricsClient.getICMSummary} is called.
 * @group icm
 */
export const getICMSummary: MetricsOperationInfo<'getICMSummary'> = {
  method: 'GET',
  path: '/v2/icm/summary',
  schema: {
    srcBlockchainId: { type: 'string' },
    destBlockchainId: { type: 'string' },
    groupBy: {
      type: 'string',
      enum: ['srcBlockchainId', 'destBlockchainId', 'srcBlockchainId,destBlockchainId'],
    },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
  },
  retry: true,
  check: checkStringParams,
};

/**
 * `GET /v2/icm/timeseries` (getICMTimeseries): how {@link MetricsClient.getICMTimeseries} is called.
 * @group icm
 */
export const getICMTimeseries: MetricsOperationInfo<'getICMTimeseries'> = {
  method: 'GET',
  path: '/v2/icm/timeseries',
  schema: {
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    srcBlockchainId: { type: 'string' },
    destBlockchainId: { type: 'string' },
    timeInterval: { type: 'string', enum: ['hour', 'day', 'week', 'month'] },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 2160 },
    groupBy: {
      type: 'string',
      enum: ['srcBlockchainId', 'destBlockchainId', 'srcBlockchainId,destBlockchainId'],
    },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
  },
  retry: true,
  items: 'results',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v2/live-check` (metrics-live-check): how {@link MetricsClient} is called.
 * @group health
 */
export const metricsLiveCheck: MetricsOperationInfo<'metrics-live-check'> = {
  method: 'GET',
  path: '/v2/live-check',
  operationId: 'metrics-live-check',
  schema: {},
  retry: true,
};

/**
 * `POST /v2/lookingGlass/compositeQuery` (compositeQueryV2): how {@link MetricsClient.compositeQueryV2} is called.
 * @group lookingGlass
 */
export const compositeQueryV2: MetricsOperationInfo<'compositeQueryV2'> = {
  method: 'POST',
  path: '/v2/lookingGlass/compositeQuery',
  body: true,
  schema: {
    queries: {
      type: 'array',
      items: {
        type: 'anyOf',
        anyOf: [
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AllTimeNativeBalance'], required: true },
              params: {
                type: 'object',
                properties: {
                  firstDate: { type: 'string', required: true },
                  lastDate: { type: 'string', required: true },
                  minBalance: { type: 'string', required: true },
                  evmChainId: { type: 'string', required: true },
                },
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AnyTimeNativeBalance'], required: true },
              params: {
                type: 'object',
                properties: {
                  firstDate: { type: 'string', required: true },
                  lastDate: { type: 'string', required: true },
                  minBalance: { type: 'string', required: true },
                  evmChainId: { type: 'string', required: true },
                },
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AllTimeErc20Balance'], required: true },
              params: {
                type: 'object',
                properties: {
                  firstDate: { type: 'string', required: true },
                  lastDate: { type: 'string', required: true },
                  minBalance: { type: 'string', required: true },
                  evmChainId: { type: 'string', required: true },
                  contractAddress: { type: 'string', required: true },
                },
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AnyTimeErc20Balance'], required: true },
              params: {
                type: 'object',
                properties: {
                  firstDate: { type: 'string', required: true },
                  lastDate: { type: 'string', required: true },
                  minBalance: { type: 'string', required: true },
                  evmChainId: { type: 'string', required: true },
                  contractAddress: { type: 'string', required: true },
                },
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AllTimeNftHolders'], required: true },
              params: {
                type: 'anyOf',
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      evmChainId: { type: 'string', required: true },
                      contractAddress: { type: 'string', required: true },
                      startTs: { type: 'number', required: true },
                      endTs: { type: 'number', required: true },
                    },
                  },
                  {
                    type: 'object',
                    properties: {
                      firstDate: { type: 'string', required: true },
                      lastDate: { type: 'string', required: true },
                      evmChainId: { type: 'string', required: true },
                      contractAddress: { type: 'string', required: true },
                    },
                  },
                ],
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AnyTimeNftHolders'], required: true },
              params: {
                type: 'anyOf',
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      evmChainId: { type: 'string', required: true },
                      contractAddress: { type: 'string', required: true },
                      startTs: { type: 'number', required: true },
                      endTs: { type: 'number', required: true },
                    },
                  },
                  {
                    type: 'object',
                    properties: {
                      firstDate: { type: 'string', required: true },
                      lastDate: { type: 'string', required: true },
                      evmChainId: { type: 'string', required: true },
                      contractAddress: { type: 'string', required: true },
                    },
                  },
                ],
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['LatestBalance'], required: true },
              params: {
                type: 'object',
                properties: {
                  minBalance: { type: 'string', required: true },
                  evmChainId: { type: 'string', required: true },
                  tokenType: { type: 'string', enum: ['ERC20', 'NATIVE'], required: true },
                  contractAddress: { type: 'string' },
                },
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AllTimeStarsArenaBalance'], required: true },
              params: {
                type: 'object',
                properties: {
                  firstDate: { type: 'string', required: true },
                  lastDate: { type: 'string', required: true },
                  minBalance: { type: 'string', required: true },
                  subjectAddress: { type: 'string', required: true },
                },
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['AnyTimeStarsArenaBalance'], required: true },
              params: {
                type: 'object',
                properties: {
                  firstDate: { type: 'string', required: true },
                  lastDate: { type: 'string', required: true },
                  minBalance: { type: 'string', required: true },
                  subjectAddress: { type: 'string', required: true },
                },
                required: true,
              },
            },
          },
          {
            type: 'object',
            properties: {
              id: { type: 'string', required: true },
              type: { type: 'string', enum: ['LatestBalanceStarsArena'], required: true },
              params: {
                type: 'object',
                properties: {
                  minBalance: { type: 'string', required: true },
                  subjectAddress: { type: 'string', required: true },
                },
                required: true,
              },
            },
          },
        ],
      },
      required: true,
    },
    operator: { type: 'string', enum: ['AND', 'OR'], required: true },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 10000 },
  },
  retry: true,
  items: 'addresses',
  check: checkParams,
  paginate,
};

/**
 * `GET /v2/networks/{network}/metrics/{metric}` (getStakingMetrics): how {@link MetricsClient.getStakingMetrics} is called.
 * @group staking
 */
export const getStakingMetrics: MetricsOperationInfo<'getStakingMetrics'> = {
  method: 'GET',
  path: '/v2/networks/{network}/metrics/{metric}',
  pathParams: ['network', 'metric'],
  schema: {
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'], required: true },
    metric: {
      type: 'string',
      enum: ['delegatorCount', 'delegatorWeight', 'validatorCount', 'validatorWeight'],
      required: true,
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 2160 },
    subnetId: { type: 'string' },
  },
  retry: true,
  items: 'results',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v2/subnet/{subnetId}/metrics/{metric}` (getMetricsBySubnetId): how {@link MetricsClient.getMetricsBySubnetId} is called.
 * @group validatorMetrics
 */
export const getMetricsBySubnetId: MetricsOperationInfo<'getMetricsBySubnetId'> = {
  method: 'GET',
  path: '/v2/subnet/{subnetId}/metrics/{metric}',
  pathParams: ['metric', 'subnetId'],
  schema: {
    metric: {
      type: 'string',
      enum: ['perSubnetDailyFeesPaid', 'perSubnetCumulativeFeesPaid', 'perSubnetPayingValidators'],
      required: true,
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    subnetId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkFlatParams,
};

/**
 * `GET /v2/subnets/{subnetId}/validators:getAddresses` (getValidatorsByDateRange): how {@link MetricsClient.getValidatorsByDateRange} is called.
 * @group lookingGlass
 */
export const getValidatorsByDateRange: MetricsOperationInfo<'getValidatorsByDateRange'> = {
  method: 'GET',
  path: '/v2/subnets/{subnetId}/validators:getAddresses',
  pathParams: ['subnetId'],
  schema: {
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    pageToken: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: 5000 },
    subnetId: { type: 'string', minLength: 1, required: true },
    network: { type: 'string', enum: ['mainnet', 'fuji', 'testnet'] },
  },
  retry: true,
  items: 'addresses',
  check: checkFlatParams,
  paginate,
};

/**
 * `GET /v2/validation/{l1ValidationId}/metrics/{metric}` (getMetricsByValidationId): how {@link MetricsClient.getMetricsByValidationId} is called.
 * @group validatorMetrics
 */
export const getMetricsByValidationId: MetricsOperationInfo<'getMetricsByValidationId'> = {
  method: 'GET',
  path: '/v2/validation/{l1ValidationId}/metrics/{metric}',
  pathParams: ['l1ValidationId', 'metric'],
  schema: {
    l1ValidationId: { type: 'string', minLength: 1, required: true },
    metric: {
      type: 'string',
      enum: ['validationCumulativeFeesDaily', 'validationFeesDaily'],
      required: true,
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
  },
  retry: true,
  check: checkFlatParams,
};

/**
 * `GET /v2/validator/{nodeId}/metrics/{metric}` (getMetricsByNodeId): how {@link MetricsClient.getMetricsByNodeId} is called.
 * @group validatorMetrics
 */
export const getMetricsByNodeId: MetricsOperationInfo<'getMetricsByNodeId'> = {
  method: 'GET',
  path: '/v2/validator/{nodeId}/metrics/{metric}',
  pathParams: ['metric', 'nodeId'],
  schema: {
    metric: { type: 'string', enum: ['perNodeCumulativeFeesPaid', 'perNodeDailyFeesPaid'], required: true },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
    nodeId: { type: 'string', minLength: 1, required: true },
  },
  retry: true,
  check: checkFlatParams,
};

/**
 * `GET /v2/validators/metrics/{metric}` (getTotalL1ValidatorMetrics): how {@link MetricsClient.getTotalL1ValidatorMetrics} is called.
 * @group validatorMetrics
 */
export const getTotalL1ValidatorMetrics: MetricsOperationInfo<'getTotalL1ValidatorMetrics'> = {
  method: 'GET',
  path: '/v2/validators/metrics/{metric}',
  pathParams: ['metric'],
  schema: {
    metric: {
      type: 'string',
      enum: ['totalCumulativeFeesDaily', 'totalValidatorFeesDaily', 'totalPayingValidatorsDaily'],
      required: true,
    },
    startTimestamp: { type: 'integer', minimum: 0 },
    endTimestamp: { type: 'integer', minimum: 0 },
  },
  retry: true,
  check: checkFlatParams,
};

/**
 * Every operation of the Metrics API, by operationId.
 * @group Tables
 */
export const metricsOperations = {
  getAvgTps,
  listChains,
  getAddressesByBtcbBridged,
  getChain,
  getEvmChainMetrics,
  getEvmChainRollingWindowMetrics,
  'metrics-health-check': metricsHealthCheck,
  getICMSummary,
  getICMTimeseries,
  'metrics-live-check': metricsLiveCheck,
  compositeQueryV2,
  getStakingMetrics,
  getMetricsBySubnetId,
  getValidatorsByDateRange,
  getMetricsByValidationId,
  getMetricsByNodeId,
  getTotalL1ValidatorMetrics,
};

/** The operations of the Metrics API tagged "chainMetrics", by operationId (a table for `createMetricsClientFor`).
 * @group Tables
 */
export const chainMetricsOperations = { getAvgTps, getEvmChainMetrics, getEvmChainRollingWindowMetrics };

/** The operations of the Metrics API tagged "chains", by operationId (a table for `createMetricsClientFor`).
 * @group Tables
 */
export const chainsOperations = { listChains, getChain };

/** The operations of the Metrics API tagged "health", by operationId (a table for `createMetricsClientFor`).
 * @group Tables
 */
export const healthOperations = {
  'metrics-health-check': metricsHealthCheck,
  'metrics-live-check': metricsLiveCheck,
};

/** The operations of the Metrics API tagged "icm", by operationId (a table for `createMetricsClientFor`).
 * @group Tables
 */
export const icmOperations = { getICMSummary, getICMTimeseries };

/** The operations of the Metrics API tagged "lookingGlass", by operationId (a table for `createMetricsClientFor`).
 * @group Tables
 */
export const lookingGlassOperations = {
  getAddressesByBtcbBridged,
  compositeQueryV2,
  getValidatorsByDateRange,
};

/** The operations of the Metrics API tagged "staking", by operationId (a table for `createMetricsClientFor`).
 * @group Tables
 */
export const stakingOperations = { getStakingMetrics };

/** The operations of the Metrics API tagged "validatorMetrics", by operationId (a table for `createMetricsClientFor`).
 * @group Tables
 */
export const validatorMetricsOperations = {
  getMetricsBySubnetId,
  getMetricsByValidationId,
  getMetricsByNodeId,
  getTotalL1ValidatorMetrics,
};

/** The deployed service's routes (`x-deployed-route-of`), by the operation they stand in for under `wireNames: 'deployed'`.
 * @group Tables
 */
export const metricsDeployedRoutes = { getAvgTps: getAvgTpsDeployed };
