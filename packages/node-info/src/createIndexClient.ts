import {
  createRpcClient,
  DEFAULTS,
  type MethodTable,
  type RequestFn,
  type RpcClientOptions,
  ValidationError,
} from '@pkg/core';
import { methods } from './generated/methods.js';
import type { IndexNamespace } from './generated/namespaces.js';
import type { Methods } from './generated/types.js';

/** The indexes a node serves with `--index-enabled=true` (the primary network's chains only). */
export const INDEX_NAMES = ['P/block', 'C/block', 'X/block', 'X/tx', 'X/vtx'] as const;

/**
 * An index of a node's Index API: `<chain>/<kind>`. On AvalancheGo v1.14.0 the X chain is linearized, so
 * its transactions are in `X/block` and `X/tx` and `X/vtx` stay empty on a new network.
 */
export type IndexName = (typeof INDEX_NAMES)[number];

/** The Index API's methods (`index.*`), as `request` types them. */
export type IndexMethods = { [N in keyof Methods as N extends `index.${string}` ? N : never]: Methods[N] };

/** Options of {@link createIndexClient}. */
export interface IndexClientOptions extends RpcClientOptions {
  /** The index to read: `/ext/index/<index>`. @default 'C/block' */
  index?: IndexName;
}

/** A client of one index of a node's Index API. */
export interface IndexClient {
  /** `index.*` at `/ext/index/<index>`. */
  readonly index: IndexNamespace;
  /**
   * Sends any JSON-RPC method to the index's endpoint: typed for the Index API's methods.
   * @example
   * ```ts
   * import { createIndexClient } from '@pkg/node-info';
   * const pBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'P/block' });
   * const { isAccepted } = await pBlocks.request('index.isAccepted', { id: '2oGdJ...' });
   * ```
   */
  readonly request: RequestFn<IndexMethods>;
}

/** The Index API's entries of the method table (built on the first call, so that a bundle without this client drops the table). */
const indexTable = (): MethodTable =>
  Object.fromEntries(Object.entries(methods).filter(([name]) => name.startsWith('index.')));

/**
 * Creates a client of one index of a node's Index API (`index.*` at `/ext/index/<index>`), which a node
 * serves only with `--index-enabled=true`: the containers (blocks, transactions, vertices) it accepted, in
 * order of acceptance, with the time it accepted each.
 *
 * An `index` that is not one of `P/block`, `C/block`, `X/block`, `X/tx`, `X/vtx` makes every call reject with
 * a ValidationError naming `index`, before anything is sent. The endpoint takes no JSON-RPC batch: calls made
 * in the same tick go out one per request, in parallel.
 * @example
 * ```ts
 * import { createIndexClient } from '@pkg/node-info';
 * const cBlocks = createIndexClient({ url: 'http://127.0.0.1:9650', index: 'C/block' });
 * const last = await cBlocks.index.getLastAccepted();
 * const { containers } = await cBlocks.index.getContainerRange({ startIndex: 0, numToFetch: 10 });
 * ```
 */
export function createIndexClient(options: IndexClientOptions = {}): IndexClient {
  const index = options.index ?? 'C/block';
  const known = (INDEX_NAMES as readonly string[]).includes(index);
  const base = (options.url ?? DEFAULTS.nodeUrl).replace(/\/+$/, '');
  // the index holds a `/` (`C/block`): the path is written here rather than from the encoded template
  const rpc = createRpcClient<IndexMethods>(
    indexTable(),
    { defaultEndpoint: '/ext/index/{index}', variables: { index } },
    { ...options, endpoints: { index: `${base}/ext/index/${index}`, ...options.endpoints } },
  );
  if (known) return { index: rpc.namespaces.index as unknown as IndexNamespace, request: rpc.request };
  const refuse = () =>
    Promise.reject(
      new ValidationError({
        field: 'index',
        rule: 'enum',
        requirement: `must be one of ${INDEX_NAMES.join(', ')}`,
        got: index,
      }),
    );
  const namespace = Object.fromEntries(Object.keys(rpc.namespaces.index ?? {}).map((key) => [key, refuse]));
  return {
    index: namespace as unknown as IndexNamespace,
    request: refuse as unknown as RequestFn<IndexMethods>,
  };
}
