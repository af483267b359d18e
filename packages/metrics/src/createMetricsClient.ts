import type { TransportOptions } from '@pkg/core';
import { defaultBaseUrl, type MetricsOperations, metricsOperations } from './generated/operations.js';
import { createRestClient, type RestClient } from '@pkg/core/rest';

/** Options of createMetricsClient (the Metrics API needs no key). */
export interface MetricsClientOptions extends Omit<TransportOptions, 'secretHeaders'> {
  /** Base URL of the Metrics API. @default 'https://metrics.avax.network' */
  baseUrl?: string;
}

/** A Metrics API client: `getAvgTps`, and `iterate.getAvgTps` yielding series points. */
export type MetricsClient = RestClient<MetricsOperations>;

/** The params of a Metrics API operation, e.g. `MetricsParams<'getAvgTps'>`. */
export type MetricsParams<K extends keyof MetricsOperations> = MetricsOperations[K]['params'];

/** The result of a Metrics API operation, e.g. `MetricsResult<'getAvgTps'>`. */
export type MetricsResult<K extends keyof MetricsOperations> = MetricsOperations[K]['result'];

/**
 * Creates a client of the Avalanche Metrics API (https://metrics.avax.network by default), whose
 * `getAvgTps` calls `GET /v1/avg_tps/{chainId}`; `iterate.getAvgTps` follows nextPageToken.
 *
 * @example
 * import { createMetricsClient } from '@pkg/metrics';
 * const metrics = createMetricsClient();
 * const { results, nextPageToken } = await metrics.getAvgTps({ chainId: '43114' });
 * for await (const point of metrics.iterate.getAvgTps({ chainId: '43114' }, { maxItems: 1000 })) {
 *   console.log(point.timestamp, point.value);
 * }
 */
export function createMetricsClient(options: MetricsClientOptions = {}): MetricsClient {
  const { baseUrl = defaultBaseUrl, ...transport } = options;
  return createRestClient<MetricsOperations>(metricsOperations, { ...transport, baseUrl });
}
