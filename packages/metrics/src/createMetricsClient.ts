import type { TransportOptions } from '@pkg/core';
import { createRestClient, type OperationTypes } from '@pkg/core/rest';
import {
  defaultBaseUrl,
  type MetricsClient,
  type MetricsClientOf,
  type MetricsOperationKey,
  type MetricsOperationTable,
  metricsOperations,
} from './generated/operations.js';

/**
 * The names `wireNames` can change on the Metrics API.
 * @group Client
 */
export interface MetricsWireNameMap {
  /** Base URL used when the `baseUrl` option is not given. */
  baseUrl?: string;
  /** `'seed'`: `GET /v1/avg_tps/{chainId}`; `'deployed'`: `GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day`. */
  getAvgTps?: 'seed' | 'deployed';
}

/**
 * Which names the client uses on the wire: `'auto'` (the default: the seed's route first, and on its 404 the
 * deployed route, remembered for the life of the client), `'seed'` (the seed documents'
 * `/v1/avg_tps/{chainId}`), `'deployed'` (the deployed service's
 * `/v2/chains/{chainId}/metrics/avgTps?timeInterval=day`; it has no `/v1/avg_tps`), or a map of your own.
 * @group Client
 */
export type MetricsWireNames = 'auto' | 'seed' | 'deployed' | MetricsWireNameMap;

/**
 * Options of createMetricsClient (the Metrics API needs no key).
 * @group Client
 */
export interface MetricsClientOptions extends Omit<TransportOptions, 'secretHeaders'> {
  /** Base URL of the Metrics API. @default 'https://metrics.avax.network' */
  baseUrl?: string;
  /**
   * The seed documents' routes, the deployed service's, or the first that answers (`'auto'`). The deployed
   * Metrics API serves the average-TPS series only at `GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day`;
   * there (with `'deployed'`, or with `'auto'` once `/v1/avg_tps` answered 404), `getAvgTps({ chainId, pageToken })`
   * returns the same result type (without `status` and `lastRun`, which that route does not send).
   * @default 'auto'
   */
  wireNames?: MetricsWireNames;
}

type Methods = Record<string, unknown> & { iterate: Record<string, unknown> };

/**
 * A client over `table`: one transport for every operation; an operation with a deployed route (getAvgTps's
 * `/v2` route, the spec's `x-deployed-route-of`) goes where `wireNames` says, as @pkg/core's REST client
 * applies it (`'auto'`: the seed route, and on its 404 the deployed one, remembered).
 */
function clientOver(table: MetricsOperationTable, options: MetricsClientOptions): Methods {
  const { baseUrl, wireNames = 'auto', ...transport } = options;
  const { baseUrl: mappedBaseUrl, ...routes }: MetricsWireNameMap =
    typeof wireNames === 'string' ? {} : wireNames;
  return createRestClient<Record<string, OperationTypes>>(
    table,
    { ...transport, baseUrl: baseUrl ?? mappedBaseUrl ?? defaultBaseUrl },
    typeof wireNames === 'string' ? wireNames : routes,
  ) as unknown as Methods;
}

/**
 * Creates a client of the Avalanche Metrics API (https://metrics.avax.network by default), whose
 * `getAvgTps` calls `GET /v1/avg_tps/{chainId}` and, where that route answers 404 (the deployed service),
 * `GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day`, remembered for the life of the client
 * (`wireNames: 'seed'` or `'deployed'` pins one route); `iterate.getAvgTps` follows nextPageToken.
 *
 * @example
 * import { createMetricsClient } from '@pkg/metrics';
 * const metrics = createMetricsClient(); // works against the deployed service and the mock server alike
 * const { results, nextPageToken } = await metrics.getAvgTps({ chainId: '43114' });
 * for await (const point of metrics.iterate.getAvgTps({ chainId: '43114' }, { maxItems: 1000 })) {
 *   console.log(point.timestamp, point.value);
 * }
 * @group Client
 */
export function createMetricsClient(options: MetricsClientOptions = {}): MetricsClient {
  return clientOver(metricsOperations, options) as unknown as MetricsClient;
}

/**
 * Creates a Metrics API client of the operations you pass (same options and methods as
 * {@link createMetricsClient}): a program bundles the tables of those operations only.
 *
 * @example
 * import { createMetricsClientFor } from '@pkg/metrics';
 * import { getAvgTps } from '@pkg/metrics/operations';
 * const metrics = createMetricsClientFor({ getAvgTps });
 * const { results } = await metrics.getAvgTps({ chainId: '43114' });
 * @group Client
 */
export function createMetricsClientFor<T extends MetricsOperationTable>(
  operations: T,
  options: MetricsClientOptions = {},
): MetricsClientOf<MetricsOperationKey<keyof T>> {
  return clientOver(operations, options) as unknown as MetricsClientOf<MetricsOperationKey<keyof T>>;
}
