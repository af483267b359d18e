// Generated from specs/openrpc/node-info, specs/openapi/health.yaml; do not edit. Run `pnpm generate`.
import {
  createRpcClient,
  type EntryNames,
  type MethodEntry,
  methodTableOf,
  type NamespacesOf,
  type RequestFn,
  type RpcClientOptions,
} from '@pkg/core';
import { healthGetMethods } from '../healthGetMethods.js';
import type { HealthGetMethods } from './health.js';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './methods.js';
import type { HealthNamespace, Namespaces } from './namespaces.js';
import type { Methods } from './types.js';

/** Options of {@link createNodeInfoClient}. */
export type NodeInfoClientOptions = RpcClientOptions;

/** The methods {@link NodeInfoClient.request} types: every spec method but the Index API's (`createIndexClient`). */
export type NodeInfoMethods = { [N in keyof Methods as N extends `index.${string}` ? never : N]: Methods[N] };

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

/**
 * Entries of `@pkg/node-info/methods` under any keys (`{ info_getNodeVersion, health_health }`): the
 * methods a {@link createNodeInfoClientFor} client has. The Index API's entries (`index_*`) are
 * {@link createIndexClient}'s.
 */
export type NodeInfoMethodTable = { readonly [key: string]: MethodEntry<keyof NodeInfoMethods> };

/**
 * A client of a node's info, admin and health APIs limited to some methods (`createNodeInfoClientFor`): the
 * namespaces of those methods with those methods only, typed as in {@link NodeInfoClient}, `request` typed
 * for them (any other name still sends as given). With any `health.*` method, `health` also has the GET
 * endpoints (`get`, `getReadiness`, `getLiveness`).
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
 * `@pkg/node-info/methods` (same options, behaviour and types as {@link createNodeInfoClient}, which is
 * this function given every entry): a program bundles those methods' entries only. Given any `health.*`
 * method, `health` also has the GET endpoints. The Index API (`index_*` entries) is
 * {@link createIndexClient}'s: its entries are left out here, as in the full client.
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
  const table = methodTableOf(entries);
  const rpc = createRpcClient<NodeInfoMethods>(
    table,
    { batchEndpoints, defaultEndpoint, deployedNames },
    options,
  );
  const namespaces = rpc.namespaces as unknown as Namespaces;
  const { index: _index, health, ...own } = namespaces;
  return {
    ...own,
    ...(health && { health: { ...health, ...healthGetMethods(rpc) } }),
    request: rpc.request,
  } as unknown as NodeInfoClientOf<EntryNames<T> & keyof NodeInfoMethods>;
}
