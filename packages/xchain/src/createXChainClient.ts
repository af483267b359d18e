import { createRpcClient, paginate, type RequestFn, type RpcClientOptions } from '@pkg/core';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './generated/methods.js';
import type { Namespaces } from './generated/namespaces.js';
import type { Methods, UTXOIndex, XvmGetUTXOsParams, XvmGetUTXOsResult } from './generated/types.js';

/** Options of {@link createXChainClient}. */
export interface XChainClientOptions extends RpcClientOptions {
  /** The chain to call: `X`, or the blockchain id of another X-chain VM instance (`/ext/bc/<id>`). @default 'X' */
  blockchainId?: string;
}

/** Options of an iterator. */
export interface IterateOptions {
  /** Stop after this many items. */
  maxItems?: number;
  /** Aborts the iteration (and the page request in flight). */
  signal?: AbortSignal;
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
  /** Iterators over paged methods. */
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

const MAX_UTXOS = 1024;

/**
 * Creates a client of the X chain's JSON-RPC API (`xvm.*` at `/ext/bc/X`, or `/ext/bc/<blockchainId>`).
 *
 * `url` is the node's base URL (default: the public API node). Use `wireNames: 'deployed'` to send the
 * names deployed nodes answer to (`avm.*` instead of the API document's `xvm.*`).
 * @example
 * ```ts
 * import { createXChainClient } from '@pkg/xchain';
 * const xchain = createXChainClient({ wireNames: 'deployed' });
 * const { height } = await xchain.xvm.getHeight();
 * const { tx } = await xchain.xvm.getTx({ txID: '2oGdJ...', encoding: 'json' });
 * ```
 */
export function createXChainClient(options: XChainClientOptions = {}): XChainClient {
  const { blockchainId = 'X', ...rest } = options;
  const rpc = createRpcClient<Methods>(
    methods,
    { batchEndpoints, defaultEndpoint, deployedNames, variables: { blockchainId } },
    rest,
  );
  const namespaces = rpc.namespaces as unknown as Namespaces;

  const getUTXOs = (
    params: XvmGetUTXOsParams,
    iterate: IterateOptions = {},
  ): AsyncIterableIterator<string> => {
    // atomic UTXOs (sourceChain) page from startIndex inclusive: a page of 1 could never advance
    const atomic = params.sourceChain !== undefined && params.limit === 1;
    const first = atomic ? { ...params, limit: 2 } : params;
    const limit = Math.min(first.limit || MAX_UTXOS, MAX_UTXOS);
    let previous = params.startIndex ? JSON.stringify(params.startIndex) : undefined;
    let lastItem: string | undefined;
    return paginate<XvmGetUTXOsResult, string, UTXOIndex>({
      fetchPage: (startIndex, { signal }) =>
        namespaces.xvm.getUTXOs(
          startIndex ? { ...first, startIndex } : first,
          signal ? { signal } : undefined,
        ),
      // the node repeats the previous page's last UTXO first when it pages atomic UTXOs: yield it once
      getItems: (page) => {
        const items = lastItem !== undefined && page.utxos[0] === lastItem ? page.utxos.slice(1) : page.utxos;
        if (page.utxos.length > 0) lastItem = page.utxos.at(-1);
        return items;
      },
      getNextCursor: (page) => {
        const key = JSON.stringify(page.endIndex);
        const fetched = Number(page.numFetched);
        if (!page.endIndex || fetched === 0 || fetched < limit || key === previous) return undefined;
        previous = key;
        return page.endIndex;
      },
      ...iterate,
    });
  };

  return { ...namespaces, iterate: { getUTXOs }, request: rpc.request };
}
