import {
  type CallOptions,
  createRpcClient,
  type EntryNames,
  HttpError,
  type MethodEntry,
  methodTableOf,
  type NamespacesOf,
  ParseError,
  type RequestFn,
  type RpcClientOptions,
} from '@pkg/core';
import type { createIndexClient } from './createIndexClient.js';
import { type HealthGetMethods, type HealthGetParams, healthGets } from './generated/health.js';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './generated/methods.js';
import type { HealthNamespace, Namespaces } from './generated/namespaces.js';
import type { HealthReport, Methods } from './generated/types.js';

/** Options of {@link createNodeInfoClient}. */
export type NodeInfoClientOptions = RpcClientOptions;

/** A client of a node's info, admin and health APIs. */
export interface NodeInfoClient extends Omit<Namespaces, 'health' | 'index'> {
  /** The health API: JSON-RPC `health.*` and the GET endpoints `/ext/health`, `/ext/health/readiness`, `/ext/health/liveness`. */
  readonly health: HealthNamespace & HealthGetMethods;
  /**
   * Sends any JSON-RPC method: typed for the spec's methods, routed by namespace (`info` -> `/ext/info`, ...).
   * The Index API (`index.*`) is {@link createIndexClient}'s.
   * @example
   * ```ts
   * import { createNodeInfoClient } from '@pkg/node-info';
   * const node = createNodeInfoClient();
   * const { networkID } = await node.request('info.getNetworkID');
   * ```
   */
  readonly request: RequestFn<NodeInfoMethods>;
}

/** The methods {@link NodeInfoClient.request} types: every spec method but the Index API's (`createIndexClient`). */
export type NodeInfoMethods = {
  [N in keyof Methods as N extends `index.${string}` ? never : N]: Methods[N];
};

/**
 * Entries of `@pkg/node-info/methods` under any keys (`{ info_getNodeVersion, health_health }`): the methods a
 * {@link createNodeInfoClientFor} client has. The Index API's entries (`index_*`) are {@link createIndexClient}'s.
 */
export type NodeInfoMethodTable = { readonly [key: string]: MethodEntry<keyof NodeInfoMethods> };

/**
 * A node client of some methods (`createNodeInfoClientFor`): the namespaces of those methods with those
 * methods only, typed as in {@link NodeInfoClient}, and `request` typed for them (any other name still sends
 * as given). With any `health.*` method, `health` also has the GET endpoints (`get`, `getReadiness`, `getLiveness`).
 */
export type NodeInfoClientOf<N extends keyof NodeInfoMethods> = Omit<NamespacesOf<Namespaces, N>, 'health'> &
  ([Extract<N, `health.${string}`>] extends [never]
    ? unknown
    : {
        readonly health: NamespacesOf<Namespaces, N>['health' & keyof NamespacesOf<Namespaces, N>] &
          HealthGetMethods;
      }) & {
    /** Sends any JSON-RPC method, routed by namespace: typed for the methods given. */
    readonly request: RequestFn<Pick<NodeInfoMethods, N>>;
  };

/**
 * Creates a client of a node's info (`/ext/info`), admin (`/ext/admin`) and health (`/ext/health`) APIs.
 *
 * `url` is the node's base URL (default: the public API node, which does not serve admin, health,
 * info.getNodeID, info.getNodeIP or info.getVMs). A node takes no JSON-RPC batch on these endpoints: calls made in
 * the same tick go out one per request, in parallel.
 * @example
 * ```ts
 * import { createNodeInfoClient } from '@pkg/node-info';
 * const node = createNodeInfoClient({ url: 'http://127.0.0.1:9650' });
 * const { networkID } = await node.info.getNetworkID();
 * const { healthy } = await node.health.get({ tags: ['P'] });
 * ```
 */
export function createNodeInfoClient(options: NodeInfoClientOptions = {}): NodeInfoClient {
  return createNodeInfoClientFor(methods as NodeInfoMethodTable, options) as unknown as NodeInfoClient;
}

/**
 * Creates a client of a node's info, admin and health APIs with the methods you pass, entries of
 * `@pkg/node-info/methods` (same options, behaviour and types as {@link createNodeInfoClient}, which is this
 * function given every entry): a program bundles those methods' entries only. Given any `health.*` method,
 * `health` also has the GET endpoints. The Index API (`index_*` entries) is {@link createIndexClient}'s: its
 * entries are left out here, as in the full client.
 * @example
 * ```ts
 * import { createNodeInfoClientFor } from '@pkg/node-info';
 * import { info_getNodeVersion } from '@pkg/node-info/methods';
 * const node = createNodeInfoClientFor({ info_getNodeVersion }, { url: 'http://127.0.0.1:9650' });
 * const { version } = await node.info.getNodeVersion();
 * ```
 */
export function createNodeInfoClientFor<T extends NodeInfoMethodTable>(
  entries: T,
  options: NodeInfoClientOptions = {},
): NodeInfoClientOf<EntryNames<T> & keyof NodeInfoMethods> {
  const rpc = createRpcClient<NodeInfoMethods>(
    methodTableOf(entries),
    { batchEndpoints, defaultEndpoint, deployedNames },
    options,
  );
  const namespaces = rpc.namespaces as unknown as Namespaces;

  const healthGet = async (
    path: string,
    tags: readonly string[] | undefined,
    call: CallOptions | undefined,
  ) => {
    const url = rpc.endpointUrl('health') + path;
    // A node's 503 carries its report: a result. A 503 without one (a proxy's page) is an HttpError.
    const notAReport = (body: unknown, cause?: unknown) =>
      new HttpError({ status: 503, statusText: 'Service Unavailable', body, url, method: 'GET', cause });
    let answer: { status: number; data: HealthReport };
    try {
      answer = await rpc.transport.http.request<HealthReport>({
        ...call,
        method: 'GET',
        url,
        query: tags && tags.length > 0 ? { tag: tags } : undefined,
        idempotent: true,
        acceptStatus: (status) => status === 503,
      });
    } catch (error) {
      if (ParseError.isInstance(error) && error.status === 503) throw notAReport(error.body, error);
      throw error;
    }
    const { status, data } = answer;
    if (status === 503 && typeof (data as Partial<HealthReport> | null)?.healthy !== 'boolean')
      throw notAReport(data);
    return data;
  };
  const gets: Record<string, unknown> = {};
  for (const [name, { path, tags }] of Object.entries(healthGets)) {
    gets[name] = tags
      ? (params?: HealthGetParams, call?: CallOptions) => healthGet(path, params?.tags, call)
      : (call?: CallOptions) => healthGet(path, undefined, call);
  }

  const { index: _index, health, ...own } = namespaces;
  const client: Record<string, unknown> = { ...own, request: rpc.request };
  if (health) client.health = { ...health, ...(gets as unknown as HealthGetMethods) };
  return client as NodeInfoClientOf<EntryNames<T> & keyof NodeInfoMethods>;
}
