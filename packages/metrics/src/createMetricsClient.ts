import { type CallOptions, HttpError, type TransportOptions, ValidationError } from '@pkg/core';
import { createRestClient, type IterateOptions, type RestClient } from '@pkg/core/rest';
import {
  defaultBaseUrl,
  type MetricsDeployedRoutes,
  type MetricsOperations,
  metricsDeployedRoutes,
  metricsOperations,
} from './generated/operations.js';

/** The names `wireNames` can change on the Metrics API. */
export interface MetricsWireNameMap {
  /** Base URL used when the `baseUrl` option is not given. */
  baseUrl?: string;
  /** `'seed'`: `GET /v1/avg_tps/{chainId}`; `'deployed'`: `GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day`. */
  getAvgTps?: 'seed' | 'deployed';
}

/**
 * Which names the client uses on the wire: `'seed'` (the seed documents' `/v1/avg_tps/{chainId}`),
 * `'deployed'` (the deployed service's `/v2/chains/{chainId}/metrics/avgTps?timeInterval=day`; it has no
 * `/v1/avg_tps`), or a map of your own.
 */
export type MetricsWireNames = 'seed' | 'deployed' | MetricsWireNameMap;

/** Options of createMetricsClient (the Metrics API needs no key). */
export interface MetricsClientOptions extends Omit<TransportOptions, 'secretHeaders'> {
  /** Base URL of the Metrics API. @default 'https://metrics.avax.network' */
  baseUrl?: string;
  /**
   * The seed documents' routes or the deployed service's. The deployed Metrics API serves the average-TPS
   * series only at `GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day`; with `'deployed'`,
   * `getAvgTps({ chainId, pageToken })` calls it and returns the same result type (without `status` and
   * `lastRun`, which that route does not send).
   * @default 'seed'
   */
  wireNames?: MetricsWireNames;
}

/** A Metrics API client: `getAvgTps`, and `iterate.getAvgTps` yielding series points. */
export type MetricsClient = RestClient<MetricsOperations>;

/** The params of a Metrics API operation, e.g. `MetricsParams<'getAvgTps'>`. */
export type MetricsParams<K extends keyof MetricsOperations> = MetricsOperations[K]['params'];

/** The result of a Metrics API operation, e.g. `MetricsResult<'getAvgTps'>`. */
export type MetricsResult<K extends keyof MetricsOperations> = MetricsOperations[K]['result'];

type AvgTpsParams = MetricsParams<'getAvgTps'>;

/**
 * getAvgTps and iterate.getAvgTps over the deployed service's `/v2` route: the seed's params (a key the seed
 * operation does not have, `timeInterval` included, is refused; the route checks the rest) plus
 * `timeInterval: 'day'`, the only interval of `avg*` metrics. The route's page is the seed's result type
 * (`results`, `nextPageToken`; no `status` or `lastRun`), so it is returned as it comes.
 */
function deployedClient(options: TransportOptions): MetricsClient {
  const routes = createRestClient<MetricsDeployedRoutes>(metricsDeployedRoutes, options);
  const seedSchema = metricsOperations.getAvgTps.schema;
  const toRoute = (params: AvgTpsParams): MetricsDeployedRoutes['getAvgTps']['params'] => {
    for (const field of Object.keys(params ?? {})) {
      if (!Object.hasOwn(seedSchema, field)) throw new ValidationError({ field, rule: 'unknown parameter' });
    }
    return { ...params, timeInterval: 'day' };
  };
  return {
    getAvgTps: async (params: AvgTpsParams, callOptions?: CallOptions) =>
      routes.getAvgTps(toRoute(params), callOptions),
    iterate: {
      getAvgTps: async function* (params: AvgTpsParams, iterateOptions?: IterateOptions) {
        yield* routes.iterate.getAvgTps(toRoute(params), iterateOptions);
      },
    },
  };
}

/**
 * A 404 from the seed's `/v1/avg_tps` route, as the deployed service (which has no such route) answers it:
 * the same HttpError with a message naming `wireNames: 'deployed'` as the likely fix.
 */
function hintDeployed(error: unknown): unknown {
  return HttpError.isInstance(error) && error.status === 404
    ? new HttpError(
        { ...error, cause: error },
        `${error.shortMessage} (no /v1/avg_tps on the deployed service: wireNames: 'deployed')`,
      )
    : error;
}

/** The seed routes, with the wireNames hint on a 404. */
function seedClient(options: TransportOptions): MetricsClient {
  const client = createRestClient<MetricsOperations>(metricsOperations, options);
  return {
    getAvgTps: (params: AvgTpsParams, callOptions?: CallOptions) =>
      client.getAvgTps(params, callOptions).catch((error: unknown) => Promise.reject(hintDeployed(error))),
    iterate: {
      getAvgTps: async function* (params: AvgTpsParams, iterateOptions?: IterateOptions) {
        try {
          yield* client.iterate.getAvgTps(params, iterateOptions);
        } catch (error) {
          throw hintDeployed(error);
        }
      },
    },
  };
}

/**
 * Creates a client of the Avalanche Metrics API (https://metrics.avax.network by default), whose
 * `getAvgTps` calls `GET /v1/avg_tps/{chainId}` (or, with `wireNames: 'deployed'`,
 * `GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day`); `iterate.getAvgTps` follows nextPageToken.
 *
 * @example
 * import { createMetricsClient } from '@pkg/metrics';
 * const metrics = createMetricsClient({ wireNames: 'deployed' }); // the deployed service's /v2 route
 * const { results, nextPageToken } = await metrics.getAvgTps({ chainId: '43114' });
 * for await (const point of metrics.iterate.getAvgTps({ chainId: '43114' }, { maxItems: 1000 })) {
 *   console.log(point.timestamp, point.value);
 * }
 */
export function createMetricsClient(options: MetricsClientOptions = {}): MetricsClient {
  const { baseUrl, wireNames = 'seed', ...transport } = options;
  const names: MetricsWireNameMap =
    wireNames === 'seed' ? {} : wireNames === 'deployed' ? { getAvgTps: 'deployed' } : wireNames;
  const transportOptions = { ...transport, baseUrl: baseUrl ?? names.baseUrl ?? defaultBaseUrl };
  if (names.getAvgTps === 'deployed') return deployedClient(transportOptions);
  return seedClient(transportOptions);
}
