import { DEFAULTS } from './defaults.js';
import { ParseError } from './errors/ParseError.js';
import { SdkError } from './errors/SdkError.js';
import { withMessage } from './errors/withMessage.js';
import type { CallOptions } from './transport/types.js';

/** Options of every `iterate.<method>` of every client: a signal and a timeout for each page, and an item limit. */
export interface IterateOptions extends CallOptions {
  /** Stop after this many items. */
  maxItems?: number;
  /**
   * Pages in a row without an item (each with a next-page token) before the iteration ends with an SdkError
   * naming the operation. @default 10 (`DEFAULTS.maxEmptyPages`)
   */
  maxEmptyPages?: number;
}

/** How to walk a paged endpoint. */
export interface PaginateOptions<TPage, TItem, TCursor> {
  /** Fetches the page at `cursor` (undefined for the first page). */
  fetchPage(cursor: TCursor | undefined, call: { signal?: AbortSignal }): Promise<TPage>;
  /** The items of a page; anything but an array (or undefined for none) is a ParseError. */
  getItems(page: TPage): readonly TItem[] | undefined;
  /** The operation paged, named in errors. @default 'paging' */
  name?: string;
  /** Field of the page that holds the items, named in errors. @default 'items' */
  itemsField?: string;
  /** Pages in a row without an item before the iteration ends with an error. @default 10 (`DEFAULTS.maxEmptyPages`) */
  maxEmptyPages?: number;
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
  const name = options.name ?? 'paging';
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  const maxEmptyPages = options.maxEmptyPages ?? DEFAULTS.maxEmptyPages;
  let empty = 0;
  const call = signal ? { signal } : {};
  let cursor: TCursor | undefined;
  const seen = new Set<string>();
  let count = 0;
  if (maxItems <= 0) return;
  for (;;) {
    if (signal?.aborted) throw signal.reason;
    const page = await options.fetchPage(cursor, call);
    // no body at all (a 204; a client turns a 200 without a body into a ParseError before this): nothing more
    if (page === undefined || page === null) return;
    if (typeof page !== 'object') throw invalidPage(name, 'the answer is not a page', page);
    const items: unknown = options.getItems(page);
    if (items !== undefined && !Array.isArray(items)) {
      throw invalidPage(name, `${options.itemsField ?? 'items'} is not an array`, items);
    }
    empty = items === undefined || items.length === 0 ? empty + 1 : 0;
    for (const item of (items ?? []) as readonly TItem[]) {
      if (signal?.aborted) throw signal.reason;
      yield item;
      if (++count >= maxItems) return;
    }
    const next = options.getNextCursor(page);
    if (next === undefined || next === null || next === '') return;
    if (empty >= maxEmptyPages) {
      throw new SdkError(`Paging ${name} stopped: ${empty} pages in a row held no item (maxEmptyPages)`, {
        details:
          'Each came with a new next-page token; raise maxEmptyPages if the service is known to answer so.',
      });
    }
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

function invalidPage(name: string, what: string, value: unknown): ParseError {
  let text: string;
  try {
    text = value === undefined ? '' : String(JSON.stringify(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
  const error = new ParseError({ status: 200, body: text.slice(0, 10_000), url: '', method: name });
  return withMessage(error, `Invalid page in the answer to ${name}: ${what}`) as ParseError;
}
