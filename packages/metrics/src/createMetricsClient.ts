import { type CallOptions, HttpError, paginate, type TransportOptions, ValidationError } from '@pkg/core';
import {
  createRestClient,
  type IterateOptions,
  type OperationAlias,
  type OperationTypes,
  type RestClient,
} from '@pkg/core/rest';
import {
  defaultBaseUrl,
  type MetricsClient,
  type MetricsDeployedRoutes,
  type MetricsIterators,
  type MetricsOperationInfo,
  type MetricsOperations,
  metricsDeployedRoutes,
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

/**
 * A table of some Metrics API operations, by operationId: entries of `@pkg/metrics/operations`
 * (`{ getAvgTps, listChains }`), or one of its per-tag tables.
 * @group Client
 */
export type MetricsOperationTable = {
  readonly [K in keyof MetricsOperations as K | OperationAlias<K>]?: MetricsOperationInfo<K>;
};

/**
 * The operationId a key of a {@link MetricsOperationTable} stands for: itself, or the kebab-case operationId whose
 * camelCase alias it is (`'dataHealthCheck'` -> `'data-health-check'`).
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

type AvgTpsParams = MetricsParams<'getAvgTps'>;
type Methods = Record<string, unknown> & { iterate: Record<string, unknown> };
/** Where getAvgTps and iterate.getAvgTps are set: a client, or a holder of the deployed route's pair. */
type AvgTpsHolder = { getAvgTps?: unknown; iterate: Record<string, unknown> };

/**
 * getAvgTps and iterate.getAvgTps over the deployed service's `/v2` route: the seed's params (a key the seed
 * operation does not have, `timeInterval` included, is refused; the route checks the rest) plus
 * `timeInterval: 'day'`, the only interval of `avg*` metrics. The route's page is the seed's result type
 * (`results`, `nextPageToken`; no `status` or `lastRun`), so it is returned as it comes.
 */
function deployedAvgTps(
  client: AvgTpsHolder,
  route: RestClient<MetricsDeployedRoutes>,
  seedSchema: MetricsOperationInfo<'getAvgTps'>['schema'],
): void {
  const toRoute = (params: AvgTpsParams): MetricsDeployedRoutes['getAvgTps']['params'] => {
    for (const field of Object.keys(params ?? {})) {
      if (!Object.hasOwn(seedSchema, field)) throw new ValidationError({ field, rule: 'unknown parameter' });
    }
    return { ...params, timeInterval: 'day' };
  };
  client.getAvgTps = async (params: AvgTpsParams, callOptions?: CallOptions) =>
    route.getAvgTps(toRoute(params), callOptions);
  client.iterate.getAvgTps = async function* (params: AvgTpsParams, iterateOptions?: IterateOptions) {
    yield* route.iterate.getAvgTps(toRoute(params), iterateOptions);
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
        `${error.shortMessage} (no /v1/avg_tps on the deployed service: wireNames: 'deployed'; 'auto', the default, falls back to it by itself)`,
      )
    : error;
}

/** The seed route of getAvgTps, with the wireNames hint on a 404. */
function seedAvgTps(client: Methods): void {
  const { getAvgTps } = client as unknown as Pick<MetricsClient, 'getAvgTps'>;
  const iterate = client.iterate as unknown as Pick<MetricsIterators, 'getAvgTps'>;
  const iterateAvgTps = iterate.getAvgTps;
  client.getAvgTps = (params: AvgTpsParams, callOptions?: CallOptions) =>
    getAvgTps(params, callOptions).catch((error: unknown) => Promise.reject(hintDeployed(error)));
  client.iterate.getAvgTps = async function* (params: AvgTpsParams, iterateOptions?: IterateOptions) {
    try {
      yield* iterateAvgTps(params, iterateOptions);
    } catch (error) {
      throw hintDeployed(error);
    }
  };
}

type AvgTpsPage = MetricsResult<'getAvgTps'>;
type AvgTpsFn = (params: AvgTpsParams, callOptions?: CallOptions) => Promise<AvgTpsPage>;

/**
 * getAvgTps and iterate.getAvgTps under `'auto'`: the seed's `/v1` route; on its 404 (the deployed service has
 * no such route) the deployed `/v2` route, which the client then keeps (unless that route answers 404 too).
 * An iteration pages on the route that answered its first page.
 */
function autoAvgTps(client: Methods, seed: AvgTpsFn, deployed: AvgTpsFn, items: string): void {
  let learned = false;
  const is404 = (error: unknown) => HttpError.isInstance(error) && error.status === 404;
  const call = async (
    params: AvgTpsParams,
    callOptions: CallOptions | undefined,
    pinned?: 'seed' | 'deployed',
  ): Promise<[AvgTpsPage, 'seed' | 'deployed']> => {
    if (pinned === 'deployed' || (pinned === undefined && learned))
      return [await deployed(params, callOptions), 'deployed'];
    try {
      return [await seed(params, callOptions), 'seed'];
    } catch (error) {
      if (pinned === 'seed' || !is404(error)) throw error;
    }
    try {
      const page = await deployed(params, callOptions);
      learned = true;
      return [page, 'deployed'];
    } catch (error) {
      if (!is404(error) && !ValidationError.isInstance(error)) learned = true;
      throw error;
    }
  };
  client.getAvgTps = async (params: AvgTpsParams, callOptions?: CallOptions) =>
    (await call(params, callOptions))[0];
  client.iterate.getAvgTps = (params: AvgTpsParams, iterateOptions: IterateOptions = {}) => {
    let route: 'seed' | 'deployed' | undefined;
    return paginate<AvgTpsPage, unknown>({
      fetchPage: async (pageToken, { signal }) => {
        const page = pageToken === undefined ? params : { ...params, pageToken };
        const callOptions: CallOptions = { timeoutMs: iterateOptions.timeoutMs };
        if (signal) callOptions.signal = signal;
        const [result, used] = await call(page, callOptions, route);
        route = used;
        return result;
      },
      getItems: (page) => (page as unknown as Record<string, unknown[] | undefined>)?.[items],
      getNextCursor: (page) => page?.nextPageToken ?? undefined,
      maxItems: iterateOptions.maxItems,
      signal: iterateOptions.signal,
    });
  };
}

/**
 * A client over `table`: one transport for every operation; getAvgTps (when in the table) by `wireNames`,
 * over the seed route with a hint on its 404, over the deployed service's route, or (`'auto'`) the first of
 * them that answers.
 */
function clientOver(table: MetricsOperationTable, options: MetricsClientOptions): Methods {
  const { baseUrl, wireNames = 'auto', ...transport } = options;
  const names: MetricsWireNameMap =
    wireNames === 'seed' || wireNames === 'auto'
      ? {}
      : wireNames === 'deployed'
        ? { getAvgTps: 'deployed' }
        : wireNames;
  const seedInfo = table.getAvgTps as MetricsOperationInfo<'getAvgTps'> | undefined;
  const auto = wireNames === 'auto' && seedInfo !== undefined;
  const deployed = (auto || names.getAvgTps === 'deployed') && seedInfo !== undefined;
  const client = createRestClient<Record<string, OperationTypes>>(
    deployed ? { ...table, [ROUTE]: metricsDeployedRoutes.getAvgTps } : table,
    { ...transport, baseUrl: baseUrl ?? names.baseUrl ?? defaultBaseUrl },
  ) as unknown as Methods;
  if (deployed) {
    const route = {
      getAvgTps: client[ROUTE],
      iterate: { getAvgTps: client.iterate[ROUTE] },
    } as RestClient<MetricsDeployedRoutes>;
    delete client[ROUTE];
    delete client.iterate[ROUTE];
    if (auto) {
      const seed = client.getAvgTps as AvgTpsFn;
      const viaRoute: AvgTpsHolder = { iterate: {} };
      deployedAvgTps(viaRoute, route, seedInfo.schema);
      autoAvgTps(client, seed, viaRoute.getAvgTps as AvgTpsFn, seedInfo.items ?? 'results');
    } else deployedAvgTps(client, route, seedInfo.schema);
  } else if (seedInfo !== undefined) seedAvgTps(client);
  return client;
}

/** The key of the deployed getAvgTps route in a client's table (never a method of the client returned). */
const ROUTE = ' getAvgTpsDeployed';

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
