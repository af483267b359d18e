import { type IterateOptions, paginate } from '../paginate.js';
import type { CallOptions } from '../transport/types.js';

/** Where a page of UTXOs ends: the next page's `startIndex`. */
export interface UtxoIndex {
  /** The address of the last UTXO returned. */
  address: string;
  /** The id of the last UTXO returned. */
  utxo: string;
}

/** The params of a node's `getUTXOs` (X chain, P chain, C chain atomic) that paging reads. */
export interface UtxoPageParams {
  /** Page size; absent or above 1024 means 1024. */
  limit?: number;
  /** Where the page starts. */
  startIndex?: UtxoIndex;
  /** Set for atomic UTXOs imported from another chain. */
  sourceChain?: string;
}

/** The parts of a `getUTXOs` answer that paging reads. */
export interface UtxoPage {
  /** UTXOs, encoded. */
  utxos: readonly string[];
  /** Where this page ends. */
  endIndex?: UtxoIndex;
  /** How many UTXOs this page holds (a number, or a decimal string as AvalancheGo sends it). */
  numFetched: number | string;
}

/** The most UTXOs a node returns in one page: a larger or absent `limit` becomes this. */
const MAX_UTXOS = 1024;

/**
 * Yields the UTXOs of a node's paged `getUTXOs`, page after page: each page's `endIndex` becomes the next call's
 * `startIndex`; it stops when a page holds fewer than the page size, none, or repeats the previous `endIndex`.
 *
 * Atomic UTXOs (`atomic` true: a `sourceChain` is given, or the C chain's `avax.getUTXOs`) come from the node's
 * shared memory, which starts a page AT `startIndex`: every page after the first begins with the previous page's
 * last UTXO, yielded once here, and a page of 1 could never advance, so it asks for 2. The X chain's own index
 * starts after `startIndex`. Consistency across calls is not guaranteed (the API document's warning).
 *
 * @example
 * import { iterateUtxos } from '@pkg/core';
 * const utxos = iterateUtxos((params, call) => xchain.xvm.getUTXOs(params, call), { addresses: ['X-avax1...'] });
 * for await (const utxo of utxos) console.log(utxo);
 */
export function iterateUtxos<P extends UtxoPageParams>(
  getUTXOs: (params: P, call: CallOptions | undefined) => Promise<UtxoPage>,
  params: P,
  options: IterateOptions = {},
  atomic: boolean = params.sourceChain !== undefined,
): AsyncIterableIterator<string> {
  const first = atomic && params.limit === 1 ? { ...params, limit: 2 } : params;
  const limit = Math.min(first.limit || MAX_UTXOS, MAX_UTXOS);
  const { maxItems, signal, timeoutMs, deadline } = options;
  let previous = params.startIndex ? JSON.stringify(params.startIndex) : undefined;
  let lastItem: string | undefined;
  return paginate<UtxoPage, string, UtxoIndex>({
    fetchPage: (startIndex, call) =>
      getUTXOs(startIndex ? { ...first, startIndex } : first, {
        ...(call.signal ? { signal: call.signal } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        ...(deadline ? { deadline } : {}),
      }),
    getItems: (page) => {
      // a page that ends where it started made no progress: whatever it holds was yielded before
      if (previous !== undefined && JSON.stringify(page.endIndex) === previous) return [];
      // a page that starts with the previous page's last UTXO repeats it (atomic paging): yield it once
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
    ...(maxItems !== undefined ? { maxItems } : {}),
    ...(signal ? { signal } : {}),
  });
}
