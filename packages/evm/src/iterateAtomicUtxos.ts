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
   * becomes the next call's `startIndex`. The node begins each later page with the previous page's last UTXO;
   * it is yielded once. `limit` is the page size (default and at most 1024, at least 2). Stops when a page
   * holds fewer than that, none, or repeats the previous `endIndex`. Consistency across calls is not
   * guaranteed (as with `xvm.getUTXOs`). C chain only, like `atomic.getUTXOs`.
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

/**
 * The iterators of an EVM client, over its (possibly refusing) `atomic` namespace.
 *
 * The node's atomic UTXO index starts a page AT `startIndex` (AvalancheGo's shared memory iterates from the
 * start key inclusive; the X chain's own index skips it): every page after the first begins with the
 * previous page's last UTXO, which is not yielded twice. A page therefore asks for at least 2 UTXOs, or
 * paging could never advance.
 */
export function iterateAtomicUtxos(atomic: AtomicNamespace): EvmIterators {
  const getUTXOs = (
    args: AtomicGetUTXOsArgs,
    iterate: IterateOptions = {},
  ): AsyncIterableIterator<string> => {
    const asked = args.limit === undefined || args.limit <= 0 ? MAX_UTXOS : Math.min(args.limit, MAX_UTXOS);
    const limit = Math.max(asked, 2);
    // a limit of 1 becomes 2 (see above); any other value goes as given (the spec's checks apply)
    const first = args.limit === 1 ? { ...args, limit } : args;
    let previous = args.startIndex ? JSON.stringify(args.startIndex) : undefined;
    let lastItem: string | undefined;
    return paginate<AtomicGetUTXOsResult, string, UTXOIndex>({
      fetchPage: (startIndex, { signal }) =>
        atomic.getUTXOs(startIndex ? { ...first, startIndex } : first, signal ? { signal } : undefined),
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
  return { getUTXOs };
}
