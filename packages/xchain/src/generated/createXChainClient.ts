// Generated from specs/openrpc/xchain; do not edit. Run `pnpm generate`.
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
import type { Methods, XvmGetUTXOsParams } from './types.js';

/** Options of {@link createXChainClient}. */
export interface XChainClientOptions extends RpcClientOptions {
  /**
   * The chain to call: `X`, or the blockchain id of another X-chain VM instance (`/ext/bc/<id>`).
   * @default 'X'
   */
  blockchainId?: string;
}

/** Item iterators over the paged methods. */
export interface XChainIterators {
  /**
   * Yields the UTXOs (encoded strings) of `xvm.getUTXOs`, page after page: each page's `endIndex` becomes the
   * next call's `startIndex`. Stops when a page holds fewer than `limit` (default 1024) UTXOs, none, or repeats
   * the previous `endIndex`. As the API document warns, with `startIndex` UTXOs can repeat across pages: with
   * `sourceChain` (atomic UTXOs) a real node starts each later page with the previous page's last UTXO, which
   * is yielded once (and a `limit` of 1 is sent as 2, the least that advances). Consistency across calls is
   * not guaranteed.
   *
   * JSON-RPC `xvm.getUTXOs` at `/ext/bc/{blockchainId}`, once per page.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * for await (const utxo of xchain.iterate.getUTXOs({ addresses: ['X-avax1...'] }, { maxItems: 5000 })) {
   *   console.log(utxo);
   * }
   * ```
   */
  getUTXOs(params: XvmGetUTXOsParams, options?: IterateOptions): AsyncIterableIterator<string>;
}

/** A client of an X-chain node API. */
export interface XChainClient extends Namespaces {
  /** Iterators over paged methods: `iterate.getUTXOs` pages `xvm.getUTXOs`. */
  readonly iterate: XChainIterators;
  /**
   * Sends any JSON-RPC method to the chain's endpoint: typed for the spec's methods.
   * @example
   * ```ts
   * import { createXChainClient } from '@pkg/xchain';
   * const xchain = createXChainClient();
   * const { height } = await xchain.request('xvm.getHeight');
   * ```
   */
  readonly request: RequestFn<Methods>;
}

/**
 * Entries of `@pkg/xchain/methods` under any keys (`{ xvm_getHeight, xvm_getTx }`): the methods a
 * {@link createXChainClientFor} client has.
 */
export type XChainMethodTable = { readonly [key: string]: MethodEntry<keyof Methods> };

/**
 * An X-chain client limited to some methods (`createXChainClientFor`): the namespaces of those methods with
 * those methods only, typed as in {@link XChainClient}, `request` typed for them (any other name still
 * sends as given), and `iterate.getUTXOs` when `xvm.getUTXOs` is one of them.
 */
export type XChainClientOf<N extends keyof Methods> = NamespacesOf<Namespaces, N> & {
  /** Iterators over the paged methods among those given (`xvm.getUTXOs`). */
  readonly iterate: Pick<XChainIterators, 'xvm.getUTXOs' extends N ? 'getUTXOs' : never>;
  /** Sends any JSON-RPC method to the chain's endpoint: typed for the methods given. */
  readonly request: RequestFn<Pick<Methods, N>>;
};

/**
 * Creates a client of the X chain's JSON-RPC API (`xvm.*` at `/ext/bc/X`, or `/ext/bc/<blockchainId>`).
 *
 * `url` is the node's base URL (default: the public API node). With the default `wireNames: 'auto'`, a call
 * goes out as the API document's `xvm.*` and, where the node's refusal proves it does not know that name
 * (deployed nodes serve `avm.*`), once more as `avm.*`, which the client then keeps; `'deployed'` sends `avm.*` from the start.
 * @example
 * ```ts
 * import { createXChainClient } from '@pkg/xchain';
 * const xchain = createXChainClient();
 * const { height } = await xchain.xvm.getHeight();
 * const { tx } = await xchain.xvm.getTx({ txID: '2oGdJ...', encoding: 'json' });
 * ```
 */
export function createXChainClient(options: XChainClientOptions = {}): XChainClient {
  return createXChainClientFor(methods as XChainMethodTable, options) as unknown as XChainClient;
}

/**
 * Creates an X-chain client with the methods you pass, entries of `@pkg/xchain/methods` (same options,
 * behaviour and types as {@link createXChainClient}, which is this function given every entry): a program
 * bundles those methods' entries only.
 * @example
 * ```ts
 * import { createXChainClientFor } from '@pkg/xchain';
 * import { xvm_getHeight } from '@pkg/xchain/methods';
 * const xchain = createXChainClientFor({ xvm_getHeight }, { url: 'https://api.avax.network' });
 * const { height } = await xchain.xvm.getHeight();
 * ```
 */
export function createXChainClientFor<T extends XChainMethodTable>(
  entries: T,
  options: XChainClientOptions = {},
): XChainClientOf<EntryNames<T> & keyof Methods> {
  const table = methodTableOf(entries);
  const variables = { blockchainId: options.blockchainId ?? 'X' };
  const rpc = createRpcClient<Methods>(
    table,
    { batchEndpoints, defaultEndpoint, deployedNames, variables },
    options,
  );
  const namespaces = rpc.namespaces as unknown as Namespaces;
  const paged = table['xvm.getUTXOs'];
  const iterate = paged
    ? {
        getUTXOs: (params: XvmGetUTXOsParams, options?: IterateOptions) =>
          utxoPagerOf(paged)((page, call) => namespaces.xvm.getUTXOs(page, call), params, options),
      }
    : {};
  return { ...namespaces, iterate, request: rpc.request } as unknown as XChainClientOf<
    EntryNames<T> & keyof Methods
  >;
}
