import type { IterateOptions, iterateUtxos } from '@pkg/core';
import type { AtomicNamespace } from './generated/namespaces.js';
import type { AtomicGetUTXOsArgs } from './generated/types.js';

/** Item iterators over the paged methods of the EVM client. */
export interface EvmIterators {
  /**
   * Yields the atomic UTXOs (encoded strings) of `atomic.getUTXOs`, page after page: each page's `endIndex`
   * becomes the next call's `startIndex`. The node begins each later page with the previous page's last UTXO;
   * it is yielded once. `limit` is the page size (default and at most 1024, at least 2). Stops when a page
   * holds fewer than that, none, or repeats the previous `endIndex`. Consistency across calls is not
   * guaranteed (as with `xvm.getUTXOs`). C chain only, like `atomic.getUTXOs`.
   *
   * JSON-RPC `atomic.getUTXOs` at `/ext/bc/C/atomic`, or `avax.getUTXOs` at `/ext/bc/C/avax` where the node
   * serves that (found by the default `wireNames: 'auto'`, or with `'deployed'`), once per page.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * for await (const utxo of evm.iterate.getUTXOs({ addresses: ['C-avax1...'], sourceChain: 'X' })) {
   *   console.log(utxo);
   * }
   * ```
   */
  getUTXOs(args: AtomicGetUTXOsArgs, options?: IterateOptions): AsyncIterableIterator<string>;
}

/**
 * The iterators of an EVM client, over its (possibly refusing) `atomic` namespace with the pager its
 * `atomic.getUTXOs` entry carries: atomic UTXOs come from the node's shared memory, which starts a page AT
 * `startIndex` (see `iterateUtxos` in `@pkg/core`).
 */
export function iterateAtomicUtxos(atomic: AtomicNamespace, pager: () => typeof iterateUtxos): EvmIterators {
  const getUTXOs = (args: AtomicGetUTXOsArgs, iterate?: IterateOptions): AsyncIterableIterator<string> =>
    pager()((page, call) => atomic.getUTXOs(page, call), args, iterate, true);
  return { getUTXOs };
}
