import { SdkError } from './errors/SdkError.js';
import type { CallOptions } from './transport/types.js';

/** Options of every `iterate.<method>` of every client: a signal and a timeout for each page, and an item limit. */
export interface IterateOptions extends CallOptions {
  /** Stop after this many items. */
  maxItems?: number;
}

/** How to walk a paged endpoint. */
export interface PaginateOptions<TPage, TItem, TCursor> {
  /** Fetches the page at `cursor` (undefined for the first page). */
  fetchPage(cursor: TCursor | undefined, call: { signal?: AbortSignal }): Promise<TPage>;
  /** The items of a page. */
  getItems(page: TPage): readonly TItem[] | undefined;
  /** The cursor of the next page; undefined, null or '' ends the iteration. */
  getNextCursor(page: TPage): TCursor | undefined;
  /** Stop after this many items. */
  maxItems?: number;
  /** One signal across all pages. */
  signal?: AbortSignal;
}

/**
 * Turns a page function into an async iterable of items, following the next-page cursor
 * (`nextPageToken`/`pageToken`, or a cursor such as getUTXOs' `endIndex`) until it is absent.
 *
 * @example
 * import { paginate } from '@pkg/core';
 * const blocks = paginate({
 *   fetchPage: (pageToken, { signal }) => data.getLatestBlocks({ chainId: '43114', pageToken }, { signal }),
 *   getItems: (page) => page.blocks,
 *   getNextCursor: (page) => page.nextPageToken,
 *   maxItems: 500,
 * });
 * for await (const block of blocks) console.log(block.blockNumber);
 */
export async function* paginate<TPage, TItem, TCursor = string>(
  options: PaginateOptions<TPage, TItem, TCursor>,
): AsyncGenerator<TItem, void, undefined> {
  const { signal } = options;
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  const call = signal ? { signal } : {};
  let cursor: TCursor | undefined;
  const seen = new Set<string>();
  let count = 0;
  if (maxItems <= 0) return;
  for (;;) {
    if (signal?.aborted) throw signal.reason;
    const page = await options.fetchPage(cursor, call);
    for (const item of options.getItems(page) ?? []) {
      if (signal?.aborted) throw signal.reason;
      yield item;
      if (++count >= maxItems) return;
    }
    const next = options.getNextCursor(page);
    if (next === undefined || next === null || next === '') return;
    const key = JSON.stringify(next);
    if (seen.has(key)) {
      throw new SdkError('Paging stopped: the service returned a cursor it had returned before', {
        details: 'Following it would repeat pages forever.',
      });
    }
    seen.add(key);
    cursor = next;
  }
}
