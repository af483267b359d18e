// Generated from specs/openapi/metrics.yaml; do not edit. Run `pnpm generate`.
import type { OperationInfo } from '@pkg/core/rest';
import type { components, operations } from './schema.js';

/** The base URL of the API (the spec's first server). */
export const defaultBaseUrl = 'https://metrics.avax.network';

/**
 * `GET /v1/avg_tps/{chainId}` (getAvgTps)
 */
export const getAvgTps: OperationInfo = {
  method: 'GET',
  path: '/v1/avg_tps/{chainId}',
  pathParams: ['chainId'],
  schema: { chainId: { type: 'string', minLength: 1, required: true }, pageToken: { type: 'string' } },
  retry: true,
  items: 'results',
};

/**
 * `GET /v2/chains/{chainId}/metrics/avgTps` (getAvgTpsDeployed)
 */
export const getAvgTpsDeployed: OperationInfo = {
  method: 'GET',
  path: '/v2/chains/{chainId}/metrics/avgTps',
  pathParams: ['chainId'],
  schema: {
    chainId: { type: 'string', minLength: 1, required: true },
    timeInterval: { type: 'string', enum: ['hour', 'day', 'week', 'month'] },
    pageToken: { type: 'string' },
  },
  retry: true,
  items: 'results',
};

/** Every operation of the Metrics API, by operationId. */
export const metricsOperations = { getAvgTps };

/** The deployed service's routes (`x-deployed-route-of`), by the operation they stand in for under `wireNames: 'deployed'`. */
export const metricsDeployedRoutes = { getAvgTps: getAvgTpsDeployed };

/** The params, result and (paged operations) item types of every operation of the Metrics API. */
export interface MetricsOperations {
  /**
   * Returns the average transactions per second of a chain, as a paged time series.
   *
   * Calls `GET /v1/avg_tps/{chainId}`. Paged: `iterate.getAvgTps` yields the `results` of every page.
   *
   * The follow-up request repeats the same path and adds pageToken. A pageToken is valid for 24 hours; after that the service answers 400 and the series must be requested again from the first page.
   * @example
   * const result = await metrics.getAvgTps({ chainId: '43114' });
   */
  getAvgTps: {
    params: operations['getAvgTps']['parameters']['path'] &
      NonNullable<operations['getAvgTps']['parameters']['query']>;
    result: operations['getAvgTps']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getAvgTps']['responses'][200]['content']['application/json']['results']
    >[number];
  };
}

/** The params and result types of the deployed service's routes, by the operation they stand in for. */
export interface MetricsDeployedRoutes {
  /**
   * The deployed service's average-TPS series (what getAvgTps calls under wireNames 'deployed').
   *
   * Calls `GET /v2/chains/{chainId}/metrics/avgTps` (getAvgTpsDeployed) for `getAvgTps` under `wireNames: 'deployed'`.
   *
   * One point per day (the service supports only `timeInterval=day` for `avg*` metrics), newest first; the body has no `status` or `lastRun`.
   * @example
   * const result = await metrics.getAvgTps({ chainId: '43114' });
   */
  getAvgTps: {
    params: operations['getAvgTpsDeployed']['parameters']['path'] &
      NonNullable<operations['getAvgTpsDeployed']['parameters']['query']>;
    result: operations['getAvgTpsDeployed']['responses'][200]['content']['application/json'];
    item: NonNullable<
      operations['getAvgTpsDeployed']['responses'][200]['content']['application/json']['results']
    >[number];
  };
}

export type ErrorBody = components['schemas']['ErrorBody'];
export type MetricsPoint = components['schemas']['MetricsPoint'];
export type MetricsSeries = components['schemas']['MetricsSeries'];
