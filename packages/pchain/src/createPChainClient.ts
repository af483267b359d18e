import {
  createRpcClient,
  type IterateOptions,
  iterateUtxos,
  type RequestFn,
  type RpcClientOptions,
} from '@pkg/core';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './generated/methods.js';
import type { Namespaces } from './generated/namespaces.js';
import type { Methods, PlatformGetUTXOsParams } from './generated/types.js';

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
  /** Iterators over paged methods. */
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
  const rpc = createRpcClient<Methods>(methods, { batchEndpoints, defaultEndpoint, deployedNames }, options);
  const namespaces = rpc.namespaces as unknown as Namespaces;

  const getUTXOs = (
    params: PlatformGetUTXOsParams,
    iterate?: IterateOptions,
  ): AsyncIterableIterator<string> =>
    iterateUtxos((page, call) => namespaces.platform.getUTXOs(page, call), params, iterate);

  return { ...namespaces, iterate: { getUTXOs }, request: rpc.request };
}
