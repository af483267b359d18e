import { paginate } from '@pkg/core';
import type { AtomicNamespace } from './generated/namespaces.js';
import type { AtomicGetUTXOsArgs, AtomicGetUTXOsResult, UTXOIndex } from './generated/types.js';

/** Options of an iterator. */
export interface IterateOptions {
  /** Stop after this many items. */
  maxItems?: number;
  /** Aborts the iteration (and the page request in flight). */
  signal?: AbortSignal;
}

/** Item iterators over the paged methods of the EVM client. */
export interface EvmIterators {
  /**
   * Yields the atomic UTXOs (encoded strings) of `atomic.getUTXOs`, page after page: each page's `endIndex`
   * becomes the next call's `startIndex`. Stops when a page holds fewer than `limit` (default 1024) UTXOs,
   * none, or repeats the previous `endIndex`. UTXOs can repeat across pages, and consistency across calls is
   * not guaranteed (as with `xvm.getUTXOs`). C chain only, like `atomic.getUTXOs`.
   *
   * JSON-RPC `atomic.getUTXOs` at `/ext/bc/C/atomic` (`avax.getUTXOs` at `/ext/bc/C/avax` with
   * `wireNames: 'deployed'`), once per page.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient({ wireNames: 'deployed' });
   * for await (const utxo of evm.iterate.getUTXOs({ addresses: ['C-avax1...'], sourceChain: 'X' })) {
   *   console.log(utxo);
   * }
   * ```
   */
  getUTXOs(args: AtomicGetUTXOsArgs, options?: IterateOptions): AsyncIterableIterator<string>;
}

/** The most UTXOs the node returns in one page (a larger or absent `limit` becomes this). */
const MAX_UTXOS = 1024;

/** The iterators of an EVM client, over its (possibly refusing) `atomic` namespace. */
export function iterateAtomicUtxos(atomic: AtomicNamespace): EvmIterators {
  const getUTXOs = (
    args: AtomicGetUTXOsArgs,
    iterate: IterateOptions = {},
  ): AsyncIterableIterator<string> => {
    const limit = args.limit === undefined || args.limit <= 0 ? MAX_UTXOS : Math.min(args.limit, MAX_UTXOS);
    let previous = args.startIndex ? JSON.stringify(args.startIndex) : undefined;
    return paginate<AtomicGetUTXOsResult, string, UTXOIndex>({
      fetchPage: (startIndex, { signal }) =>
        atomic.getUTXOs({ ...args, ...(startIndex ? { startIndex } : {}) }, signal ? { signal } : undefined),
      getItems: (page) => page.utxos,
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
  return { getUTXOs };
}
