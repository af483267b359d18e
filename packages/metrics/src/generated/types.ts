// Generated from specs/openapi/metrics.yaml; do not edit. Run `pnpm generate`.
import type { CallOptions } from '@pkg/core';
import type { IterateOptions, OperationAlias, OperationInfo } from '@pkg/core/rest';
import type { components, operations } from './schema.js';

/**
 * A schema of the Metrics API's spec, as openapi-typescript types it (what the named schema types below extend).
 * @group Tables
 */
export type MetricsSchema<K extends keyof components['schemas']> = components['schemas'][K];

/**
 * The `AddressPage` schema of the Metrics API.
 * @group Schemas
 */
export interface AddressPage extends MetricsSchema<'AddressPage'> {}

/**
 * The `AddressSortKey` schema of the Metrics API.
 * @group Schemas
 */
export interface AddressSortKey extends MetricsSchema<'AddressSortKey'> {}

/**
 * Addresses whose balance of an ERC-20 token stayed at least minBalance through the date range.
 * @group Schemas
 */
export interface AllTimeErc20BalanceQuery extends MetricsSchema<'AllTimeErc20BalanceQuery'> {}

/**
 * Addresses whose native balance stayed at least minBalance through the whole date range.
 * @group Schemas
 */
export interface AllTimeNativeBalanceQuery extends MetricsSchema<'AllTimeNativeBalanceQuery'> {}

/**
 * Addresses that held a token of an NFT contract through the whole range.
 * @group Schemas
 */
export interface AllTimeNftHoldersQuery extends MetricsSchema<'AllTimeNftHoldersQuery'> {}

/**
 * The `AllTimeStarsArenaBalanceQuery` schema of the Metrics API.
 * @group Schemas
 */
export interface AllTimeStarsArenaBalanceQuery extends MetricsSchema<'AllTimeStarsArenaBalanceQuery'> {}

/**
 * Addresses whose balance of an ERC-20 token reached minBalance at some time in the date range.
 * @group Schemas
 */
export interface AnyTimeErc20BalanceQuery extends MetricsSchema<'AnyTimeErc20BalanceQuery'> {}

/**
 * Addresses whose native balance reached minBalance at some time in the date range.
 * @group Schemas
 */
export interface AnyTimeNativeBalanceQuery extends MetricsSchema<'AnyTimeNativeBalanceQuery'> {}

/**
 * Addresses that held a token of an NFT contract at some time in the range.
 * @group Schemas
 */
export interface AnyTimeNftHoldersQuery extends MetricsSchema<'AnyTimeNftHoldersQuery'> {}

/**
 * The `AnyTimeStarsArenaBalanceQuery` schema of the Metrics API.
 * @group Schemas
 */
export interface AnyTimeStarsArenaBalanceQuery extends MetricsSchema<'AnyTimeStarsArenaBalanceQuery'> {}

/**
 * The `CompositeQueryPage` schema of the Metrics API.
 * @group Schemas
 */
export interface CompositeQueryPage extends MetricsSchema<'CompositeQueryPage'> {}

/**
 * The `CompositeQueryRequest` schema of the Metrics API.
 * @group Schemas
 */
export interface CompositeQueryRequest extends MetricsSchema<'CompositeQueryRequest'> {}

/**
 * The `Erc20MinBalanceDateRange` schema of the Metrics API.
 * @group Schemas
 */
export interface Erc20MinBalanceDateRange extends MetricsSchema<'Erc20MinBalanceDateRange'> {}

/**
 * The `ErrorBody` schema of the Metrics API.
 * @group Schemas
 */
export interface ErrorBody extends MetricsSchema<'ErrorBody'> {}

/**
 * Counts within each interval (`activeAddresses`, `activeSenders`, `contracts`, `deployers`, `gasUsed`, `txCount`, `feesPaid`), running totals since genesis (`cumulative*`), and per-second averages and peaks and gas prices per day (`avg*`, `max*`).
 * @useDeclaredType
 * @group Schemas
 */
export type EvmChainMetric = MetricsSchema<'EvmChainMetric'>;

/**
 * The state of one dependency of the service.
 * @group Schemas
 */
export interface HealthIndicator extends MetricsSchema<'HealthIndicator'> {}

/**
 * The `IcmPoint` schema of the Metrics API.
 * @group Schemas
 */
export interface IcmPoint extends MetricsSchema<'IcmPoint'> {}

/**
 * The `IcmSeries` schema of the Metrics API.
 * @group Schemas
 */
export interface IcmSeries extends MetricsSchema<'IcmSeries'> {}

/**
 * The `IcmSummary` schema of the Metrics API.
 * @group Schemas
 */
export interface IcmSummary extends MetricsSchema<'IcmSummary'> {}

/**
 * The `IcmWindowValues` schema of the Metrics API.
 * @group Schemas
 */
export interface IcmWindowValues extends MetricsSchema<'IcmWindowValues'> {}

/**
 * The `LatestBalanceParams` schema of the Metrics API.
 * @group Schemas
 */
export interface LatestBalanceParams extends MetricsSchema<'LatestBalanceParams'> {}

/**
 * Addresses whose current native or ERC-20 balance is at least minBalance.
 * @group Schemas
 */
export interface LatestBalanceQuery extends MetricsSchema<'LatestBalanceQuery'> {}

/**
 * The `LatestStarsArenaBalanceParams` schema of the Metrics API.
 * @group Schemas
 */
export interface LatestStarsArenaBalanceParams extends MetricsSchema<'LatestStarsArenaBalanceParams'> {}

/**
 * The `LatestStarsArenaBalanceQuery` schema of the Metrics API.
 * @group Schemas
 */
export interface LatestStarsArenaBalanceQuery extends MetricsSchema<'LatestStarsArenaBalanceQuery'> {}

/**
 * The `MetricsChain` schema of the Metrics API.
 * @group Schemas
 */
export interface MetricsChain extends MetricsSchema<'MetricsChain'> {}

/**
 * The `MetricsChainPage` schema of the Metrics API.
 * @group Schemas
 */
export interface MetricsChainPage extends MetricsSchema<'MetricsChainPage'> {}

/**
 * A page of a /v2 series, newest point first.
 * @group Schemas
 */
export interface MetricsPage extends MetricsSchema<'MetricsPage'> {}

/**
 * The `MetricsPoint` schema of the Metrics API.
 * @group Schemas
 */
export interface MetricsPoint extends MetricsSchema<'MetricsPoint'> {}

/**
 * A page of a series. The seed's `/v1` service also sends `status` and `lastRun`; the deployed `/v2` route (`wireNames: 'deployed'`) sends only `results` and `nextPageToken`.
 * @group Schemas
 */
export interface MetricsSeries extends MetricsSchema<'MetricsSeries'> {}

/**
 * The `MinBalanceDateRange` schema of the Metrics API.
 * @group Schemas
 */
export interface MinBalanceDateRange extends MetricsSchema<'MinBalanceDateRange'> {}

/**
 * The `Network` schema of the Metrics API.
 * @useDeclaredType
 * @group Schemas
 */
export type Network = MetricsSchema<'Network'>;

/**
 * The `NftHoldersDateRange` schema of the Metrics API.
 * @group Schemas
 */
export interface NftHoldersDateRange extends MetricsSchema<'NftHoldersDateRange'> {}

/**
 * The `NftHoldersTimestampRange` schema of the Metrics API.
 * @group Schemas
 */
export interface NftHoldersTimestampRange extends MetricsSchema<'NftHoldersTimestampRange'> {}

/**
 * The `PChainAddressPage` schema of the Metrics API.
 * @group Schemas
 */
export interface PChainAddressPage extends MetricsSchema<'PChainAddressPage'> {}

/**
 * The `PChainAddresses` schema of the Metrics API.
 * @group Schemas
 */
export interface PChainAddresses extends MetricsSchema<'PChainAddresses'> {}

/**
 * The `RollingWindowMetric` schema of the Metrics API.
 * @useDeclaredType
 * @group Schemas
 */
export type RollingWindowMetric = MetricsSchema<'RollingWindowMetric'>;

/**
 * The `RollingWindowResult` schema of the Metrics API.
 * @group Schemas
 */
export interface RollingWindowResult extends MetricsSchema<'RollingWindowResult'> {}

/**
 * A metric's value per window; a window the metric does not have is absent.
 * @group Schemas
 */
export interface RollingWindowValues extends MetricsSchema<'RollingWindowValues'> {}

/**
 * A health report: the overall status, and the state of each dependency by name (`info` those that are up, `error` those that are down, `details` all of them). Every field may be absent.
 * @group Schemas
 */
export interface ServiceHealth extends MetricsSchema<'ServiceHealth'> {}

/**
 * The `StakingMetric` schema of the Metrics API.
 * @useDeclaredType
 * @group Schemas
 */
export type StakingMetric = MetricsSchema<'StakingMetric'>;

/**
 * The `StarsArenaMinBalanceDateRange` schema of the Metrics API.
 * @group Schemas
 */
export interface StarsArenaMinBalanceDateRange extends MetricsSchema<'StarsArenaMinBalanceDateRange'> {}

/**
 * The `TimeInterval` schema of the Metrics API.
 * @useDeclaredType
 * @group Schemas
 */
export type TimeInterval = MetricsSchema<'TimeInterval'>;

/**
 * The params of {@link MetricsClient.getAvgTps} (`GET /v1/avg_tps/{chainId}`): path, query fields in one object.
 * @group chainMetrics
 */
export interface GetAvgTpsParams {
  /**
   * An EVM chain id.
   */
  chainId: string;
  /**
   * The nextPageToken of the previous page (a UUID-style token, valid 24 hours).
   */
  pageToken?: string;
}

/**
 * The result of {@link MetricsClient.getAvgTps}.
 * @group chainMetrics
 */
export type GetAvgTpsResult = MetricsSeries;

/**
 * One item of a page of {@link MetricsClient.getAvgTps} (its `results`).
 * @group chainMetrics
 */
export type GetAvgTpsItem = MetricsPoint;

/**
 * The params of {@link MetricsClient.listChains} (`GET /v2/chains`): path, query fields in one object.
 * @group chains
 */
export interface ListChainsParams {
  /**
   * The nextPageToken of the previous page (a UUID-style token, valid 24 hours).
   */
  pageToken?: string;
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network?: Network;
}

/**
 * The result of {@link MetricsClient.listChains}.
 * @group chains
 */
export type ListChainsResult = MetricsChainPage;

/**
 * One item of a page of {@link MetricsClient.listChains} (its `chains`).
 * @group chains
 */
export type ListChainsItem = MetricsChain;

/**
 * The params of {@link MetricsClient.getAddressesByBtcbBridged} (`GET /v2/chains/43114/btcb/bridged:getAddresses`): path, query fields in one object.
 * @group lookingGlass
 */
export interface GetAddressesByBtcbBridgedParams {
  /**
   * The smallest net bridged amount counted (a decimal amount).
   */
  threshold: string;
  /**
   * The nextPageToken of the previous page (a UUID-style token, valid 24 hours).
   */
  pageToken?: string;
  /**
   * Addresses per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link MetricsClient.getAddressesByBtcbBridged}.
 * @group lookingGlass
 */
export type GetAddressesByBtcbBridgedResult = AddressPage;

/**
 * One item of a page of {@link MetricsClient.getAddressesByBtcbBridged} (its `addresses`).
 * @group lookingGlass
 */
export type GetAddressesByBtcbBridgedItem = AddressSortKey;

/**
 * The params of {@link MetricsClient.getChain} (`GET /v2/chains/{chainId}`): path, query fields in one object.
 * @group chains
 */
export interface GetChainParams {
  /**
   * An EVM chain id listChains returns.
   */
  chainId: string;
}

/**
 * The result of {@link MetricsClient.getChain}.
 * @group chains
 */
export type GetChainResult = MetricsChain;

/**
 * The params of {@link MetricsClient.getAvgTps} (`GET /v2/chains/{chainId}/metrics/avgTps`): path, query fields in one object.
 * @group chainMetrics
 */
export interface GetAvgTpsDeployedParams {
  /**
   * An EVM chain id (the deployed service also takes `total`, `mainnet` or `testnet`).
   */
  chainId: string;
  /**
   * Aggregation interval; `avg*` metrics support only `day`.
   */
  timeInterval?: 'hour' | 'day' | 'week' | 'month';
  /**
   * The nextPageToken of the previous page.
   */
  pageToken?: string;
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
  /**
   * Points per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link MetricsClient.getAvgTps} under `wireNames: 'deployed'`.
 * @group chainMetrics
 */
export type GetAvgTpsDeployedResult = MetricsSeries;

/**
 * One item of a page of {@link MetricsClient.getAvgTps} (its `results`).
 * @group chainMetrics
 */
export type GetAvgTpsDeployedItem = MetricsPoint;

/**
 * The params of {@link MetricsClient.getEvmChainMetrics} (`GET /v2/chains/{chainId}/metrics/{metric}`): path, query fields in one object.
 * @group chainMetrics
 */
export interface GetEvmChainMetricsParams {
  /**
   * An EVM chain id listChains returns, or `total` (every chain), `mainnet` or `testnet` (every chain of that network).
   */
  chainId: string;
  /**
   * The metric (17 kinds).
   */
  metric: EvmChainMetric;
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
  /**
   * The span each point aggregates. Metrics named `cumulative*`, `avg*` or `max*` (and `contracts`, `deployers`) take only `day`.
   */
  timeInterval?: TimeInterval;
  /**
   * The nextPageToken of the previous page (a UUID-style token, valid 24 hours).
   */
  pageToken?: string;
  /**
   * Points per page.
   */
  pageSize?: number;
}

/**
 * The result of {@link MetricsClient.getEvmChainMetrics}.
 * @group chainMetrics
 */
export type GetEvmChainMetricsResult = MetricsPage;

/**
 * One item of a page of {@link MetricsClient.getEvmChainMetrics} (its `results`).
 * @group chainMetrics
 */
export type GetEvmChainMetricsItem = MetricsPoint;

/**
 * The params of {@link MetricsClient.getEvmChainRollingWindowMetrics} (`GET /v2/chains/{chainId}/rollingWindowMetrics/{metric}`): path, query fields in one object.
 * @group chainMetrics
 */
export interface GetEvmChainRollingWindowMetricsParams {
  /**
   * An EVM chain id listChains returns, or `total` (every chain), `mainnet` or `testnet` (every chain of that network).
   */
  chainId: string;
  /**
   * The metric (13 kinds; no cumulative ones).
   */
  metric: RollingWindowMetric;
}

/**
 * The result of {@link MetricsClient.getEvmChainRollingWindowMetrics}.
 * @group chainMetrics
 */
export type GetEvmChainRollingWindowMetricsResult = RollingWindowResult;

/**
 * The params of {@link MetricsClient["metrics-health-check"]} (`GET /v2/health-check`): path, query fields in one object.
 * @group health
 */
export type MetricsHealthCheckParams = Record<string, never>;

/**
 * The result of {@link MetricsClient["metrics-health-check"]}.
 * @group health
 */
export type MetricsHealthCheckResult = ServiceHealth;

/**
 * The params of {@link MetricsClient.getICMSummary} (`GET /v2/icm/summary`): path, query fields in one object.
 * @group icm
 */
export interface GetICMSummaryParams {
  /**
   * Only messages sent from this blockchain id.
   */
  srcBlockchainId?: string;
  /**
   * Only messages delivered to this blockchain id.
   */
  destBlockchainId?: string;
  /**
   * Split counts by source, by destination, or by both (the pair, comma-joined).
   */
  groupBy?: 'srcBlockchainId' | 'destBlockchainId' | 'srcBlockchainId,destBlockchainId';
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network?: Network;
}

/**
 * The result of {@link MetricsClient.getICMSummary}.
 * @group icm
 */
export type GetICMSummaryResult = IcmSummary;

/**
 * The params of {@link MetricsClient.getICMTimeseries} (`GET /v2/icm/timeseries`): path, query fields in one object.
 * @group icm
 */
export interface GetICMTimeseriesParams {
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
  /**
   * Only messages sent from this blockchain id.
   */
  srcBlockchainId?: string;
  /**
   * Only messages delivered to this blockchain id.
   */
  destBlockchainId?: string;
  /**
   * The span each point aggregates. Metrics named `cumulative*`, `avg*` or `max*` (and `contracts`, `deployers`) take only `day`.
   */
  timeInterval?: TimeInterval;
  /**
   * The nextPageToken of the previous page (a UUID-style token, valid 24 hours).
   */
  pageToken?: string;
  /**
   * Points per page.
   */
  pageSize?: number;
  /**
   * Split counts by source, by destination, or by both (the pair, comma-joined).
   */
  groupBy?: 'srcBlockchainId' | 'destBlockchainId' | 'srcBlockchainId,destBlockchainId';
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network?: Network;
}

/**
 * The result of {@link MetricsClient.getICMTimeseries}.
 * @group icm
 */
export type GetICMTimeseriesResult = IcmSeries;

/**
 * One item of a page of {@link MetricsClient.getICMTimeseries} (its `results`).
 * @group icm
 */
export type GetICMTimeseriesItem = IcmPoint;

/**
 * The params of {@link MetricsClient["metrics-live-check"]} (`GET /v2/live-check`): path, query fields in one object.
 * @group health
 */
export type MetricsLiveCheckParams = Record<string, never>;

/**
 * The result of {@link MetricsClient["metrics-live-check"]}.
 * @group health
 */
export type MetricsLiveCheckResult = ServiceHealth;

/**
 * The params of {@link MetricsClient.compositeQueryV2} (`POST /v2/lookingGlass/compositeQuery`): path, query and body fields in one object.
 * @group lookingGlass
 */
export interface CompositeQueryV2Params extends CompositeQueryRequest {}

/**
 * The result of {@link MetricsClient.compositeQueryV2}.
 * @group lookingGlass
 */
export type CompositeQueryV2Result = CompositeQueryPage;

/**
 * One item of a page of {@link MetricsClient.compositeQueryV2} (its `addresses`).
 * @group lookingGlass
 */
export type CompositeQueryV2Item = string;

/**
 * The params of {@link MetricsClient.getStakingMetrics} (`GET /v2/networks/{network}/metrics/{metric}`): path, query fields in one object.
 * @group staking
 */
export interface GetStakingMetricsParams {
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network: Network;
  /**
   * The staking metric.
   */
  metric: StakingMetric;
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
  /**
   * The nextPageToken of the previous page (a UUID-style token, valid 24 hours).
   */
  pageToken?: string;
  /**
   * Points per page.
   */
  pageSize?: number;
  /**
   * The subnet; the primary network when absent.
   */
  subnetId?: string;
}

/**
 * The result of {@link MetricsClient.getStakingMetrics}.
 * @group staking
 */
export type GetStakingMetricsResult = MetricsPage;

/**
 * One item of a page of {@link MetricsClient.getStakingMetrics} (its `results`).
 * @group staking
 */
export type GetStakingMetricsItem = MetricsPoint;

/**
 * The params of {@link MetricsClient.getMetricsBySubnetId} (`GET /v2/subnet/{subnetId}/metrics/{metric}`): path, query fields in one object.
 * @group validatorMetrics
 */
export interface GetMetricsBySubnetIdParams {
  /**
   * The metric.
   */
  metric: 'perSubnetDailyFeesPaid' | 'perSubnetCumulativeFeesPaid' | 'perSubnetPayingValidators';
  /**
   * The subnet id.
   */
  subnetId: string;
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
}

/**
 * The result of {@link MetricsClient.getMetricsBySubnetId}.
 * @group validatorMetrics
 */
export type GetMetricsBySubnetIdResult = MetricsPage;

/**
 * The params of {@link MetricsClient.getValidatorsByDateRange} (`GET /v2/subnets/{subnetId}/validators:getAddresses`): path, query fields in one object.
 * @group lookingGlass
 */
export interface GetValidatorsByDateRangeParams {
  /**
   * The subnet id.
   */
  subnetId: string;
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
  /**
   * The nextPageToken of the previous page (a UUID-style token, valid 24 hours).
   */
  pageToken?: string;
  /**
   * Addresses per page.
   */
  pageSize?: number;
  /**
   * `testnet` and `fuji` both name the test network.
   */
  network?: Network;
}

/**
 * The result of {@link MetricsClient.getValidatorsByDateRange}.
 * @group lookingGlass
 */
export type GetValidatorsByDateRangeResult = PChainAddressPage;

/**
 * One item of a page of {@link MetricsClient.getValidatorsByDateRange} (its `addresses`).
 * @group lookingGlass
 */
export type GetValidatorsByDateRangeItem = PChainAddresses;

/**
 * The params of {@link MetricsClient.getMetricsByValidationId} (`GET /v2/validation/{l1ValidationId}/metrics/{metric}`): path, query fields in one object.
 * @group validatorMetrics
 */
export interface GetMetricsByValidationIdParams {
  /**
   * The validation id of an L1 validator.
   */
  l1ValidationId: string;
  /**
   * The metric.
   */
  metric: 'validationCumulativeFeesDaily' | 'validationFeesDaily';
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
}

/**
 * The result of {@link MetricsClient.getMetricsByValidationId}.
 * @group validatorMetrics
 */
export type GetMetricsByValidationIdResult = MetricsPage;

/**
 * The params of {@link MetricsClient.getMetricsByNodeId} (`GET /v2/validator/{nodeId}/metrics/{metric}`): path, query fields in one object.
 * @group validatorMetrics
 */
export interface GetMetricsByNodeIdParams {
  /**
   * The metric.
   */
  metric: 'perNodeCumulativeFeesPaid' | 'perNodeDailyFeesPaid';
  /**
   * The node id (`NodeID-...`).
   */
  nodeId: string;
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
}

/**
 * The result of {@link MetricsClient.getMetricsByNodeId}.
 * @group validatorMetrics
 */
export type GetMetricsByNodeIdResult = MetricsPage;

/**
 * The params of {@link MetricsClient.getTotalL1ValidatorMetrics} (`GET /v2/validators/metrics/{metric}`): path, query fields in one object.
 * @group validatorMetrics
 */
export interface GetTotalL1ValidatorMetricsParams {
  /**
   * The metric.
   */
  metric: 'totalCumulativeFeesDaily' | 'totalValidatorFeesDaily' | 'totalPayingValidatorsDaily';
  /**
   * Unix seconds; only points (or items) from this time on.
   */
  startTimestamp?: number;
  /**
   * Unix seconds; only points (or items) up to this time.
   */
  endTimestamp?: number;
}

/**
 * The result of {@link MetricsClient.getTotalL1ValidatorMetrics}.
 * @group validatorMetrics
 */
export type GetTotalL1ValidatorMetricsResult = MetricsPage;

/**
 * The params, result and (paged operations) item types of every operation of the Metrics API, by operationId: what {@link MetricsClient} is built from.
 * @group Tables
 */
export interface MetricsOperations {
  getAvgTps: { params: GetAvgTpsParams; result: GetAvgTpsResult; item: GetAvgTpsItem };
  listChains: { params: ListChainsParams; result: ListChainsResult; item: ListChainsItem };
  getAddressesByBtcbBridged: {
    params: GetAddressesByBtcbBridgedParams;
    result: GetAddressesByBtcbBridgedResult;
    item: GetAddressesByBtcbBridgedItem;
  };
  getChain: { params: GetChainParams; result: GetChainResult };
  getEvmChainMetrics: {
    params: GetEvmChainMetricsParams;
    result: GetEvmChainMetricsResult;
    item: GetEvmChainMetricsItem;
  };
  getEvmChainRollingWindowMetrics: {
    params: GetEvmChainRollingWindowMetricsParams;
    result: GetEvmChainRollingWindowMetricsResult;
  };
  'metrics-health-check': { params: MetricsHealthCheckParams; result: MetricsHealthCheckResult };
  getICMSummary: { params: GetICMSummaryParams; result: GetICMSummaryResult };
  getICMTimeseries: {
    params: GetICMTimeseriesParams;
    result: GetICMTimeseriesResult;
    item: GetICMTimeseriesItem;
  };
  'metrics-live-check': { params: MetricsLiveCheckParams; result: MetricsLiveCheckResult };
  compositeQueryV2: {
    params: CompositeQueryV2Params;
    result: CompositeQueryV2Result;
    item: CompositeQueryV2Item;
  };
  getStakingMetrics: {
    params: GetStakingMetricsParams;
    result: GetStakingMetricsResult;
    item: GetStakingMetricsItem;
  };
  getMetricsBySubnetId: { params: GetMetricsBySubnetIdParams; result: GetMetricsBySubnetIdResult };
  getValidatorsByDateRange: {
    params: GetValidatorsByDateRangeParams;
    result: GetValidatorsByDateRangeResult;
    item: GetValidatorsByDateRangeItem;
  };
  getMetricsByValidationId: {
    params: GetMetricsByValidationIdParams;
    result: GetMetricsByValidationIdResult;
  };
  getMetricsByNodeId: { params: GetMetricsByNodeIdParams; result: GetMetricsByNodeIdResult };
  getTotalL1ValidatorMetrics: {
    params: GetTotalL1ValidatorMetricsParams;
    result: GetTotalL1ValidatorMetricsResult;
  };
}

/**
 * The params and result types of the deployed service's routes, by the operation they stand in for under `wireNames: 'deployed'`.
 * @group Tables
 */
export interface MetricsDeployedRoutes {
  getAvgTps: {
    params: GetAvgTpsDeployedParams;
    result: GetAvgTpsDeployedResult;
    item: GetAvgTpsDeployedItem;
  };
}

/**
 * An entry of the Metrics API's operation table (`@pkg/metrics/operations`), typed with the operationId it belongs to, so that {@link createMetricsClientFor} builds the matching method.
 * @group Tables
 */
export type MetricsOperationInfo<K extends keyof MetricsOperations> = OperationInfo & {
  readonly [operationId]?: K;
};

/**
 * Type-level only: the key that ties an operation table entry to its operationId.
 */
declare const operationId: unique symbol;

/**
 * A client of the Metrics API (`createMetricsClient()`): one method per operation, each taking one flat object of path, query and body fields, checked before the request leaves, and resolving to the parsed JSON body.
 *
 * Paged operations also iterate their items across pages: {@link MetricsClient.iterate}.
 * @group Client
 */
export interface MetricsClient {
  /**
   * Returns the average transactions per second of a chain, as a paged time series.
   *
   * The follow-up request repeats the same path and adds pageToken. A pageToken is valid for 24 hours; after that the service answers 400 and the series must be requested again from the first page.
   *
   * `GET /v1/avg_tps/{chainId}`. Paged: {@link MetricsIterators.getAvgTps | iterate.getAvgTps} yields the `results` of every page.
   * @param params - the path, query fields in one object: {@link GetAvgTpsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetAvgTpsResult}
   * @group chainMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getAvgTps({ chainId: '43114' });
   * ```
   */
  getAvgTps(params: GetAvgTpsParams, options?: CallOptions): Promise<GetAvgTpsResult>;

  /**
   * Lists the EVM chains the Metrics API has series for.
   *
   * Paged (up to 10000 chains a page; the request takes no page size). Without `network`, chains of both networks are listed.
   *
   * `GET /v2/chains`. Paged: {@link MetricsIterators.listChains | iterate.listChains} yields the `chains` of every page.
   * @param params - the path, query fields in one object: {@link ListChainsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link ListChainsResult}
   * @group chains
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.listChains({ network: 'mainnet' });
   * ```
   */
  listChains(params?: ListChainsParams, options?: CallOptions): Promise<ListChainsResult>;

  /**
   * C-Chain addresses whose net amount of bridged BTC.b is at least a threshold.
   *
   * `sortKey` of each address is its net bridged amount.
   *
   * `GET /v2/chains/43114/btcb/bridged:getAddresses`. Paged: {@link MetricsIterators.getAddressesByBtcbBridged | iterate.getAddressesByBtcbBridged} yields the `addresses` of every page.
   * @param params - the path, query fields in one object: {@link GetAddressesByBtcbBridgedParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetAddressesByBtcbBridgedResult}
   * @group lookingGlass
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getAddressesByBtcbBridged({ threshold: '1000000' });
   * ```
   */
  getAddressesByBtcbBridged(
    params: GetAddressesByBtcbBridgedParams,
    options?: CallOptions,
  ): Promise<GetAddressesByBtcbBridgedResult>;

  /**
   * One chain the Metrics API has series for.
   *
   * `GET /v2/chains/{chainId}`.
   * @param params - the path, query fields in one object: {@link GetChainParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetChainResult}
   * @group chains
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getChain({ chainId: '43114' });
   * ```
   */
  getChain(params: GetChainParams, options?: CallOptions): Promise<GetChainResult>;

  /**
   * A time series of one chain metric (or of every chain of a network), newest point first.
   *
   * Each point covers `timeInterval` from its timestamp (Unix seconds; hours start on the hour, days at 00:00 UTC, weeks on Monday, months on their first day); the newest point may still change. Metrics whose names start with `cumulative`, `avg` or `max`, and `contracts` and `deployers`, are kept per day only: any other `timeInterval` is refused with 400.
   *
   * `GET /v2/chains/{chainId}/metrics/{metric}`. Paged: {@link MetricsIterators.getEvmChainMetrics | iterate.getEvmChainMetrics} yields the `results` of every page.
   * @param params - the path, query fields in one object: {@link GetEvmChainMetricsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetEvmChainMetricsResult}
   * @group chainMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getEvmChainMetrics({ chainId: '43114', metric: 'txCount', startTimestamp: 1689541049, endTimestamp: 1689800249, timeInterval: 'day' });
   * ```
   */
  getEvmChainMetrics(
    params: GetEvmChainMetricsParams,
    options?: CallOptions,
  ): Promise<GetEvmChainMetricsResult>;

  /**
   * One chain metric over the last hour, day, week, month, 90 days, year and all time.
   *
   * `activeAddresses` and `activeSenders` have only the last hour, day and week; the other windows are absent from their result.
   *
   * `GET /v2/chains/{chainId}/rollingWindowMetrics/{metric}`.
   * @param params - the path, query fields in one object: {@link GetEvmChainRollingWindowMetricsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetEvmChainRollingWindowMetricsResult}
   * @group chainMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getEvmChainRollingWindowMetrics({ chainId: '43114', metric: 'txCount' });
   * ```
   */
  getEvmChainRollingWindowMetrics(
    params: GetEvmChainRollingWindowMetricsParams,
    options?: CallOptions,
  ): Promise<GetEvmChainRollingWindowMetricsResult>;

  /**
   * Reports whether the service and the stores it depends on are up.
   *
   * `GET /v2/health-check`.
   * @param params - the path, query fields in one object: {@link MetricsHealthCheckParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link MetricsHealthCheckResult}
   * @group health
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics["metrics-health-check"]();
   * ```
   */
  'metrics-health-check'(
    params?: MetricsHealthCheckParams,
    options?: CallOptions,
  ): Promise<MetricsHealthCheckResult>;

  /**
   * Reports whether the service and the stores it depends on are up. The same method as {@link MetricsClient["metrics-health-check"]}, under a name that is an identifier (the operationId `metrics-health-check` is kebab-case).
   *
   * `GET /v2/health-check`.
   * @group health
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.metricsHealthCheck();
   * ```
   */
  metricsHealthCheck(
    params?: MetricsHealthCheckParams,
    options?: CallOptions,
  ): Promise<MetricsHealthCheckResult>;

  /**
   * Counts of ICM messages over the last hour, day, week, month, 90 days, year and all time.
   *
   * `GET /v2/icm/summary`.
   * @param params - the path, query fields in one object: {@link GetICMSummaryParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetICMSummaryResult}
   * @group icm
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getICMSummary({ groupBy: 'destBlockchainId', network: 'mainnet' });
   * ```
   */
  getICMSummary(params?: GetICMSummaryParams, options?: CallOptions): Promise<GetICMSummaryResult>;

  /**
   * Counts of Interchain Messaging (ICM) messages over time, newest point first.
   *
   * Filter by source chain, destination chain or network; `groupBy` decides which of source and destination a point is split by (without it, every point sums the messages the filters select).
   *
   * `GET /v2/icm/timeseries`. Paged: {@link MetricsIterators.getICMTimeseries | iterate.getICMTimeseries} yields the `results` of every page.
   * @param params - the path, query fields in one object: {@link GetICMTimeseriesParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetICMTimeseriesResult}
   * @group icm
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getICMTimeseries({ startTimestamp: 1689541049, endTimestamp: 1689800249, timeInterval: 'day', groupBy: 'destBlockchainId', network: 'mainnet' });
   * ```
   */
  getICMTimeseries(params?: GetICMTimeseriesParams, options?: CallOptions): Promise<GetICMTimeseriesResult>;

  /**
   * Reports whether the service process answers (liveness).
   *
   * `GET /v2/live-check`.
   * @param params - the path, query fields in one object: {@link MetricsLiveCheckParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link MetricsLiveCheckResult}
   * @group health
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics["metrics-live-check"]();
   * ```
   */
  'metrics-live-check'(
    params?: MetricsLiveCheckParams,
    options?: CallOptions,
  ): Promise<MetricsLiveCheckResult>;

  /**
   * Reports whether the service process answers (liveness). The same method as {@link MetricsClient["metrics-live-check"]}, under a name that is an identifier (the operationId `metrics-live-check` is kebab-case).
   *
   * `GET /v2/live-check`.
   * @group health
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.metricsLiveCheck();
   * ```
   */
  metricsLiveCheck(params?: MetricsLiveCheckParams, options?: CallOptions): Promise<MetricsLiveCheckResult>;

  /**
   * Addresses matching several balance or holder queries, joined with AND or OR.
   *
   * Reads only (the POST carries the query), so it is retried like a GET. The page token travels in the body; `subQueryCounts` gives each query's own count by its `id`.
   *
   * `POST /v2/lookingGlass/compositeQuery`. Paged: {@link MetricsIterators.compositeQueryV2 | iterate.compositeQueryV2} yields the `addresses` of every page.
   * @param params - the path, query and body fields in one object: {@link CompositeQueryV2Params}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link CompositeQueryV2Result}
   * @group lookingGlass
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.compositeQueryV2();
   * ```
   */
  compositeQueryV2(params: CompositeQueryV2Params, options?: CallOptions): Promise<CompositeQueryV2Result>;

  /**
   * A time series of validator or delegator counts or weights of a subnet, newest point first.
   *
   * `GET /v2/networks/{network}/metrics/{metric}`. Paged: {@link MetricsIterators.getStakingMetrics | iterate.getStakingMetrics} yields the `results` of every page.
   * @param params - the path, query fields in one object: {@link GetStakingMetricsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetStakingMetricsResult}
   * @group staking
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getStakingMetrics({ network: 'mainnet', metric: 'validatorCount', startTimestamp: 1689541049, endTimestamp: 1689800249 });
   * ```
   */
  getStakingMetrics(params: GetStakingMetricsParams, options?: CallOptions): Promise<GetStakingMetricsResult>;

  /**
   * A daily series of the fees (or paying validators) of one subnet's L1 validators, newest point first.
   *
   * `GET /v2/subnet/{subnetId}/metrics/{metric}`.
   * @param params - the path, query fields in one object: {@link GetMetricsBySubnetIdParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetMetricsBySubnetIdResult}
   * @group validatorMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getMetricsBySubnetId({ metric: 'perSubnetDailyFeesPaid', startTimestamp: 1689541049, endTimestamp: 1689800249, subnetId: 'eYwmVU67LmSfZb1RwqCMhBYkFyG8ftxn6jAwqzFmxC9STBWLC' });
   * ```
   */
  getMetricsBySubnetId(
    params: GetMetricsBySubnetIdParams,
    options?: CallOptions,
  ): Promise<GetMetricsBySubnetIdResult>;

  /**
   * The reward addresses of validators whose validation period overlaps a time range.
   *
   * `sortKey` of each entry is the time of the validator's AddValidatorTx.
   *
   * `GET /v2/subnets/{subnetId}/validators:getAddresses`. Paged: {@link MetricsIterators.getValidatorsByDateRange | iterate.getValidatorsByDateRange} yields the `addresses` of every page.
   * @param params - the path, query fields in one object: {@link GetValidatorsByDateRangeParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetValidatorsByDateRangeResult}
   * @group lookingGlass
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getValidatorsByDateRange({ startTimestamp: 1689541049, endTimestamp: 1689800249, subnetId: '11111111111111111111111111111111LpoYY', network: 'mainnet' });
   * ```
   */
  getValidatorsByDateRange(
    params: GetValidatorsByDateRangeParams,
    options?: CallOptions,
  ): Promise<GetValidatorsByDateRangeResult>;

  /**
   * A daily fee series of one L1 validation (by its validation id), newest point first.
   *
   * `GET /v2/validation/{l1ValidationId}/metrics/{metric}`.
   * @param params - the path, query fields in one object: {@link GetMetricsByValidationIdParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetMetricsByValidationIdResult}
   * @group validatorMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getMetricsByValidationId({ l1ValidationId: '2YYCZGHjqnbw1MzQ5fGrTp3SjqUu8y1J1xeW4yuhdXe4LoUVVG', metric: 'validationFeesDaily', startTimestamp: 1689541049, endTimestamp: 1689800249 });
   * ```
   */
  getMetricsByValidationId(
    params: GetMetricsByValidationIdParams,
    options?: CallOptions,
  ): Promise<GetMetricsByValidationIdResult>;

  /**
   * A daily series of the fees one L1 validator node paid, newest point first.
   *
   * `GET /v2/validator/{nodeId}/metrics/{metric}`.
   * @param params - the path, query fields in one object: {@link GetMetricsByNodeIdParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetMetricsByNodeIdResult}
   * @group validatorMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getMetricsByNodeId({ metric: 'perNodeDailyFeesPaid', startTimestamp: 1689541049, endTimestamp: 1689800249, nodeId: 'NodeID-JQPadXEMWtRtJyXrisyDNWuXKSjSf9D36' });
   * ```
   */
  getMetricsByNodeId(
    params: GetMetricsByNodeIdParams,
    options?: CallOptions,
  ): Promise<GetMetricsByNodeIdResult>;

  /**
   * A daily series of a fee or validator-count metric summed over every L1 validator.
   *
   * One response (the request takes no page token), newest point first.
   *
   * `GET /v2/validators/metrics/{metric}`.
   * @param params - the path, query fields in one object: {@link GetTotalL1ValidatorMetricsParams}
   * @param options - `signal`, `timeoutMs` of this call
   * @returns {@link GetTotalL1ValidatorMetricsResult}
   * @group validatorMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * const result = await metrics.getTotalL1ValidatorMetrics({ metric: 'totalValidatorFeesDaily', startTimestamp: 1689541049, endTimestamp: 1689800249 });
   * ```
   */
  getTotalL1ValidatorMetrics(
    params: GetTotalL1ValidatorMetricsParams,
    options?: CallOptions,
  ): Promise<GetTotalL1ValidatorMetricsResult>;

  /**
   * Iterates the items of every paged operation across pages (MetricsIterators).
   */
  readonly iterate: MetricsIterators;
}

/**
 * The iterators of {@link MetricsClient.iterate}: one per paged operation, yielding the items of every page.
 * @group Client
 */
export interface MetricsIterators {
  /**
   * Iterates the `results` of every page of {@link MetricsClient.getAvgTps}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Returns the average transactions per second of a chain, as a paged time series.
   *
   * `GET /v1/avg_tps/{chainId}`.
   * @param params - the path, query fields in one object: {@link GetAvgTpsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetAvgTpsItem})
   * @group chainMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.getAvgTps({ chainId: '43114' })) console.log(item);
   * ```
   */
  getAvgTps(params: GetAvgTpsParams, options?: IterateOptions): AsyncIterableIterator<GetAvgTpsItem>;

  /**
   * Iterates the `chains` of every page of {@link MetricsClient.listChains}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Lists the EVM chains the Metrics API has series for.
   *
   * `GET /v2/chains`.
   * @param params - the path, query fields in one object: {@link ListChainsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link ListChainsItem})
   * @group chains
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.listChains({ network: 'mainnet' })) console.log(item);
   * ```
   */
  listChains(params?: ListChainsParams, options?: IterateOptions): AsyncIterableIterator<ListChainsItem>;

  /**
   * Iterates the `addresses` of every page of {@link MetricsClient.getAddressesByBtcbBridged}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * C-Chain addresses whose net amount of bridged BTC.b is at least a threshold.
   *
   * `GET /v2/chains/43114/btcb/bridged:getAddresses`.
   * @param params - the path, query fields in one object: {@link GetAddressesByBtcbBridgedParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetAddressesByBtcbBridgedItem})
   * @group lookingGlass
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.getAddressesByBtcbBridged({ threshold: '1000000' })) console.log(item);
   * ```
   */
  getAddressesByBtcbBridged(
    params: GetAddressesByBtcbBridgedParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetAddressesByBtcbBridgedItem>;

  /**
   * Iterates the `results` of every page of {@link MetricsClient.getEvmChainMetrics}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * A time series of one chain metric (or of every chain of a network), newest point first.
   *
   * `GET /v2/chains/{chainId}/metrics/{metric}`.
   * @param params - the path, query fields in one object: {@link GetEvmChainMetricsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetEvmChainMetricsItem})
   * @group chainMetrics
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.getEvmChainMetrics({ chainId: '43114', metric: 'txCount', startTimestamp: 1689541049, endTimestamp: 1689800249, timeInterval: 'day' })) console.log(item);
   * ```
   */
  getEvmChainMetrics(
    params: GetEvmChainMetricsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetEvmChainMetricsItem>;

  /**
   * Iterates the `results` of every page of {@link MetricsClient.getICMTimeseries}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Counts of Interchain Messaging (ICM) messages over time, newest point first.
   *
   * `GET /v2/icm/timeseries`.
   * @param params - the path, query fields in one object: {@link GetICMTimeseriesParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetICMTimeseriesItem})
   * @group icm
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.getICMTimeseries({ startTimestamp: 1689541049, endTimestamp: 1689800249, timeInterval: 'day', groupBy: 'destBlockchainId', network: 'mainnet' })) console.log(item);
   * ```
   */
  getICMTimeseries(
    params?: GetICMTimeseriesParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetICMTimeseriesItem>;

  /**
   * Iterates the `addresses` of every page of {@link MetricsClient.compositeQueryV2}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * Addresses matching several balance or holder queries, joined with AND or OR.
   *
   * `POST /v2/lookingGlass/compositeQuery`.
   * @param params - the path, query and body fields in one object: {@link CompositeQueryV2Params}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link CompositeQueryV2Item})
   * @group lookingGlass
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.compositeQueryV2()) console.log(item);
   * ```
   */
  compositeQueryV2(
    params: CompositeQueryV2Params,
    options?: IterateOptions,
  ): AsyncIterableIterator<CompositeQueryV2Item>;

  /**
   * Iterates the `results` of every page of {@link MetricsClient.getStakingMetrics}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * A time series of validator or delegator counts or weights of a subnet, newest point first.
   *
   * `GET /v2/networks/{network}/metrics/{metric}`.
   * @param params - the path, query fields in one object: {@link GetStakingMetricsParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetStakingMetricsItem})
   * @group staking
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.getStakingMetrics({ network: 'mainnet', metric: 'validatorCount', startTimestamp: 1689541049, endTimestamp: 1689800249 })) console.log(item);
   * ```
   */
  getStakingMetrics(
    params: GetStakingMetricsParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetStakingMetricsItem>;

  /**
   * Iterates the `addresses` of every page of {@link MetricsClient.getValidatorsByDateRange}, following `nextPageToken` until it is absent (a page at a time: `pageSize` sets how many each request fetches).
   *
   * The reward addresses of validators whose validation period overlaps a time range.
   *
   * `GET /v2/subnets/{subnetId}/validators:getAddresses`.
   * @param params - the path, query fields in one object: {@link GetValidatorsByDateRangeParams}
   * @param options - `maxItems`, `signal`, `timeoutMs` (of each page)
   * @returns the items, one at a time ({@link GetValidatorsByDateRangeItem})
   * @group lookingGlass
   * @example
   * ```ts
   * import { createMetricsClient } from '@pkg/metrics';
   * const metrics = createMetricsClient();
   * for await (const item of metrics.iterate.getValidatorsByDateRange({ startTimestamp: 1689541049, endTimestamp: 1689800249, subnetId: '11111111111111111111111111111111LpoYY', network: 'mainnet' })) console.log(item);
   * ```
   */
  getValidatorsByDateRange(
    params: GetValidatorsByDateRangeParams,
    options?: IterateOptions,
  ): AsyncIterableIterator<GetValidatorsByDateRangeItem>;
}

/**
 * A table of some Metrics API operations, by operationId: entries of `@pkg/metrics/operations`
 * (`{ getAvgTps, listChains }`), or one of its per-tag tables (`chainMetricsOperations`).
 * @group Client
 */
export type MetricsOperationTable = {
  readonly [K in keyof MetricsOperations as K | OperationAlias<K>]?: MetricsOperationInfo<K>;
};

/**
 * The operationId a key of a {@link MetricsOperationTable} stands for: itself, or the kebab-case operationId whose
 * camelCase alias it is (`'metricsHealthCheck'` -> `'metrics-health-check'`).
 * @group Client
 */
export type MetricsOperationKey<P> = {
  [K in keyof MetricsOperations]: P extends K | OperationAlias<K> ? K : never;
}[keyof MetricsOperations];

/**
 * A Metrics API client of some operations (`createMetricsClientFor`): their methods of {@link MetricsClient}, and their iterators.
 * @group Client
 */
export type MetricsClientOf<K extends keyof MetricsOperations> = Pick<
  MetricsClient,
  K | OperationAlias<K>
> & {
  /** Iterates the items of the paged ones among the operations, across pages. */
  readonly iterate: Pick<MetricsIterators, (K | OperationAlias<K>) & keyof MetricsIterators>;
};

/**
 * The params of a Metrics API operation, e.g. `MetricsParams<'getAvgTps'>`.
 * @group Client
 */
export type MetricsParams<K extends keyof MetricsOperations> = MetricsOperations[K]['params'];

/**
 * The result of a Metrics API operation, e.g. `MetricsResult<'getAvgTps'>`.
 * @group Client
 */
export type MetricsResult<K extends keyof MetricsOperations> = MetricsOperations[K]['result'];

/** True when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time proof that every printed params and result type is what openapi-typescript derives from the spec. */
type _TypesMatchSpec = [
  Assert<Same<AddressPage, components['schemas']['AddressPage']>>,
  Assert<Same<AddressSortKey, components['schemas']['AddressSortKey']>>,
  Assert<Same<AllTimeErc20BalanceQuery, components['schemas']['AllTimeErc20BalanceQuery']>>,
  Assert<Same<AllTimeNativeBalanceQuery, components['schemas']['AllTimeNativeBalanceQuery']>>,
  Assert<Same<AllTimeNftHoldersQuery, components['schemas']['AllTimeNftHoldersQuery']>>,
  Assert<Same<AllTimeStarsArenaBalanceQuery, components['schemas']['AllTimeStarsArenaBalanceQuery']>>,
  Assert<Same<AnyTimeErc20BalanceQuery, components['schemas']['AnyTimeErc20BalanceQuery']>>,
  Assert<Same<AnyTimeNativeBalanceQuery, components['schemas']['AnyTimeNativeBalanceQuery']>>,
  Assert<Same<AnyTimeNftHoldersQuery, components['schemas']['AnyTimeNftHoldersQuery']>>,
  Assert<Same<AnyTimeStarsArenaBalanceQuery, components['schemas']['AnyTimeStarsArenaBalanceQuery']>>,
  Assert<Same<CompositeQueryPage, components['schemas']['CompositeQueryPage']>>,
  Assert<Same<CompositeQueryRequest, components['schemas']['CompositeQueryRequest']>>,
  Assert<Same<Erc20MinBalanceDateRange, components['schemas']['Erc20MinBalanceDateRange']>>,
  Assert<Same<ErrorBody, components['schemas']['ErrorBody']>>,
  Assert<Same<EvmChainMetric, components['schemas']['EvmChainMetric']>>,
  Assert<Same<HealthIndicator, components['schemas']['HealthIndicator']>>,
  Assert<Same<IcmPoint, components['schemas']['IcmPoint']>>,
  Assert<Same<IcmSeries, components['schemas']['IcmSeries']>>,
  Assert<Same<IcmSummary, components['schemas']['IcmSummary']>>,
  Assert<Same<IcmWindowValues, components['schemas']['IcmWindowValues']>>,
  Assert<Same<LatestBalanceParams, components['schemas']['LatestBalanceParams']>>,
  Assert<Same<LatestBalanceQuery, components['schemas']['LatestBalanceQuery']>>,
  Assert<Same<LatestStarsArenaBalanceParams, components['schemas']['LatestStarsArenaBalanceParams']>>,
  Assert<Same<LatestStarsArenaBalanceQuery, components['schemas']['LatestStarsArenaBalanceQuery']>>,
  Assert<Same<MetricsChain, components['schemas']['MetricsChain']>>,
  Assert<Same<MetricsChainPage, components['schemas']['MetricsChainPage']>>,
  Assert<Same<MetricsPage, components['schemas']['MetricsPage']>>,
  Assert<Same<MetricsPoint, components['schemas']['MetricsPoint']>>,
  Assert<Same<MetricsSeries, components['schemas']['MetricsSeries']>>,
  Assert<Same<MinBalanceDateRange, components['schemas']['MinBalanceDateRange']>>,
  Assert<Same<Network, components['schemas']['Network']>>,
  Assert<Same<NftHoldersDateRange, components['schemas']['NftHoldersDateRange']>>,
  Assert<Same<NftHoldersTimestampRange, components['schemas']['NftHoldersTimestampRange']>>,
  Assert<Same<PChainAddressPage, components['schemas']['PChainAddressPage']>>,
  Assert<Same<PChainAddresses, components['schemas']['PChainAddresses']>>,
  Assert<Same<RollingWindowMetric, components['schemas']['RollingWindowMetric']>>,
  Assert<Same<RollingWindowResult, components['schemas']['RollingWindowResult']>>,
  Assert<Same<RollingWindowValues, components['schemas']['RollingWindowValues']>>,
  Assert<Same<ServiceHealth, components['schemas']['ServiceHealth']>>,
  Assert<Same<StakingMetric, components['schemas']['StakingMetric']>>,
  Assert<Same<StarsArenaMinBalanceDateRange, components['schemas']['StarsArenaMinBalanceDateRange']>>,
  Assert<Same<TimeInterval, components['schemas']['TimeInterval']>>,
  Assert<
    Same<
      GetAvgTpsParams,
      operations['getAvgTps']['parameters']['path'] &
        NonNullable<operations['getAvgTps']['parameters']['query']>
    >
  >,
  Assert<Same<GetAvgTpsResult, operations['getAvgTps']['responses'][200]['content']['application/json']>>,
  Assert<Same<ListChainsParams, NonNullable<operations['listChains']['parameters']['query']>>>,
  Assert<Same<ListChainsResult, operations['listChains']['responses'][200]['content']['application/json']>>,
  Assert<
    Same<
      GetAddressesByBtcbBridgedParams,
      NonNullable<operations['getAddressesByBtcbBridged']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetAddressesByBtcbBridgedResult,
      operations['getAddressesByBtcbBridged']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetChainParams, operations['getChain']['parameters']['path']>>,
  Assert<Same<GetChainResult, operations['getChain']['responses'][200]['content']['application/json']>>,
  Assert<
    Same<
      GetAvgTpsDeployedParams,
      operations['getAvgTpsDeployed']['parameters']['path'] &
        NonNullable<operations['getAvgTpsDeployed']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetAvgTpsDeployedResult,
      operations['getAvgTpsDeployed']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetEvmChainMetricsParams,
      operations['getEvmChainMetrics']['parameters']['path'] &
        NonNullable<operations['getEvmChainMetrics']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetEvmChainMetricsResult,
      operations['getEvmChainMetrics']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetEvmChainRollingWindowMetricsParams,
      operations['getEvmChainRollingWindowMetrics']['parameters']['path']
    >
  >,
  Assert<
    Same<
      GetEvmChainRollingWindowMetricsResult,
      operations['getEvmChainRollingWindowMetrics']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<MetricsHealthCheckParams, Record<string, never>>>,
  Assert<
    Same<
      MetricsHealthCheckResult,
      operations['metrics-health-check']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<GetICMSummaryParams, NonNullable<operations['getICMSummary']['parameters']['query']>>>,
  Assert<
    Same<GetICMSummaryResult, operations['getICMSummary']['responses'][200]['content']['application/json']>
  >,
  Assert<Same<GetICMTimeseriesParams, NonNullable<operations['getICMTimeseries']['parameters']['query']>>>,
  Assert<
    Same<
      GetICMTimeseriesResult,
      operations['getICMTimeseries']['responses'][200]['content']['application/json']
    >
  >,
  Assert<Same<MetricsLiveCheckParams, Record<string, never>>>,
  Assert<
    Same<
      MetricsLiveCheckResult,
      operations['metrics-live-check']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      CompositeQueryV2Params,
      NonNullable<operations['compositeQueryV2']['requestBody']>['content']['application/json']
    >
  >,
  Assert<
    Same<
      CompositeQueryV2Result,
      operations['compositeQueryV2']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetStakingMetricsParams,
      operations['getStakingMetrics']['parameters']['path'] &
        NonNullable<operations['getStakingMetrics']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetStakingMetricsResult,
      operations['getStakingMetrics']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetMetricsBySubnetIdParams,
      operations['getMetricsBySubnetId']['parameters']['path'] &
        NonNullable<operations['getMetricsBySubnetId']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetMetricsBySubnetIdResult,
      operations['getMetricsBySubnetId']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetValidatorsByDateRangeParams,
      operations['getValidatorsByDateRange']['parameters']['path'] &
        NonNullable<operations['getValidatorsByDateRange']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetValidatorsByDateRangeResult,
      operations['getValidatorsByDateRange']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetMetricsByValidationIdParams,
      operations['getMetricsByValidationId']['parameters']['path'] &
        NonNullable<operations['getMetricsByValidationId']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetMetricsByValidationIdResult,
      operations['getMetricsByValidationId']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetMetricsByNodeIdParams,
      operations['getMetricsByNodeId']['parameters']['path'] &
        NonNullable<operations['getMetricsByNodeId']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetMetricsByNodeIdResult,
      operations['getMetricsByNodeId']['responses'][200]['content']['application/json']
    >
  >,
  Assert<
    Same<
      GetTotalL1ValidatorMetricsParams,
      operations['getTotalL1ValidatorMetrics']['parameters']['path'] &
        NonNullable<operations['getTotalL1ValidatorMetrics']['parameters']['query']>
    >
  >,
  Assert<
    Same<
      GetTotalL1ValidatorMetricsResult,
      operations['getTotalL1ValidatorMetrics']['responses'][200]['content']['application/json']
    >
  >,
];
