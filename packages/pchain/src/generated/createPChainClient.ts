// Generated from specs/openrpc/pchain; do not edit. Run `pnpm generate`.
import {
  createRpcClient,
  type EntryNames,
  type IterateOptions,
  type MethodEntry,
  methodTableOf,
  type NamespacesOf,
  type RequestFn,
  type RpcClientOptions,
  utxoPagerOf,
} from '@pkg/core';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './methods.js';
import type { Namespaces } from './namespaces.js';
import type { Methods, PlatformGetUTXOsParams } from './types.js';

/** Options of {@link createPChainClient}. */
export type PChainClientOptions = RpcClientOptions;

/** Item iterators over the paged methods. */
export interface PChainIterators {
  /**
   * Yields the UTXOs (encoded strings) of `platform.getUTXOs`, page after page: each page's `endIndex`
   * becomes the next call's `startIndex`. Stops when a page holds fewer than `limit` (default 1024) UTXOs,
   * none, or repeats the previous `endIndex`. With `sourceChain` (atomic UTXOs, from AvalancheGo's shared
   * memory) a real node starts each later page with the previous page's last UTXO, which is yielded once (and a
   * `limit` of 1 is sent as 2, the least that advances). Pages taken at different times need not be consistent.
   *
   * JSON-RPC `platform.getUTXOs` at `/ext/bc/P`, once per page.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * for await (const utxo of pchain.iterate.getUTXOs({ addresses: ['P-avax1...'] }, { maxItems: 5000 })) {
   *   console.log(utxo);
   * }
   * ```
   */
  getUTXOs(params: PlatformGetUTXOsParams, options?: IterateOptions): AsyncIterableIterator<string>;
}

/** A client of the P chain's node API. */
export interface PChainClient extends Namespaces {
  /** Iterators over paged methods: `iterate.getUTXOs` pages `platform.getUTXOs`. */
  readonly iterate: PChainIterators;
  /**
   * Sends any JSON-RPC method to `/ext/bc/P`: typed for the spec's methods.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const { supply } = await pchain.request('platform.getCurrentSupply', {});
   * ```
   */
  readonly request: RequestFn<Methods>;
}

/**
 * Entries of `@pkg/pchain/methods` under any keys (`{ platform_getHeight, platform_getTx }`): the methods a
 * {@link createPChainClientFor} client has.
 */
export type PChainMethodTable = { readonly [key: string]: MethodEntry<keyof Methods> };

/**
 * A P-chain client limited to some methods (`createPChainClientFor`): the namespaces of those methods with
 * those methods only, typed as in {@link PChainClient}, `request` typed for them (any other name still
 * sends as given), and `iterate.getUTXOs` when `platform.getUTXOs` is one of them.
 */
export type PChainClientOf<N extends keyof Methods> = NamespacesOf<Namespaces, N> & {
  /** Iterators over the paged methods among those given (`platform.getUTXOs`). */
  readonly iterate: Pick<PChainIterators, 'platform.getUTXOs' extends N ? 'getUTXOs' : never>;
  /** Sends any JSON-RPC method to `/ext/bc/P`: typed for the methods given. */
  readonly request: RequestFn<Pick<Methods, N>>;
};

/**
 * Creates a client of the P chain's JSON-RPC API (`platform.*` at `/ext/bc/P`).
 *
 * `url` is the node's base URL (default: the public API node).
 * @example
 * ```ts
 * import { createPChainClient } from '@pkg/pchain';
 * const pchain = createPChainClient();
 * const { height } = await pchain.platform.getHeight();
 * const { validators } = await pchain.platform.getCurrentValidators({ nodeIDs: ['NodeID-...'] });
 * const { block, encoding } = await pchain.platform.getBlockByHeight({ height: 1, encoding: 'json' });
 * ```
 */
export function createPChainClient(options: PChainClientOptions = {}): PChainClient {
  return createPChainClientFor(methods as PChainMethodTable, options) as unknown as PChainClient;
}

/**
 * Creates a P-chain client with the methods you pass, entries of `@pkg/pchain/methods` (same options,
 * behaviour and types as {@link createPChainClient}, which is this function given every entry): a program
 * bundles those methods' entries only.
 * @example
 * ```ts
 * import { createPChainClientFor } from '@pkg/pchain';
 * import { platform_getHeight } from '@pkg/pchain/methods';
 * const pchain = createPChainClientFor({ platform_getHeight }, { url: 'https://api.avax.network' });
 * const { height } = await pchain.platform.getHeight();
 * ```
 */
export function createPChainClientFor<T extends PChainMethodTable>(
  entries: T,
  options: PChainClientOptions = {},
): PChainClientOf<EntryNames<T> & keyof Methods> {
  const table = methodTableOf(entries);
  const rpc = createRpcClient<Methods>(table, { batchEndpoints, defaultEndpoint, deployedNames }, options);
  const namespaces = rpc.namespaces as unknown as Namespaces;
  const paged = table['platform.getUTXOs'];
  const iterate = paged
    ? {
        getUTXOs: (params: PlatformGetUTXOsParams, options?: IterateOptions) =>
          utxoPagerOf(paged)((page, call) => namespaces.platform.getUTXOs(page, call), params, options),
      }
    : {};
  return { ...namespaces, iterate, request: rpc.request } as unknown as PChainClientOf<
    EntryNames<T> & keyof Methods
  >;
}
