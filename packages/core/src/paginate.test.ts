import { describe, expect, it, vi } from 'vitest';
import { paginate } from './paginate.js';

interface Page {
  blocks?: number[];
  nextPageToken?: string;
}

/** A paged service: `total` items, `size` per page, tokens 'p1', 'p2', ... */
function service(total: number, size: number) {
  const fetchPage = vi.fn(
    async (token: string | undefined, _call: { signal?: AbortSignal }): Promise<Page> => {
      const start = token ? Number(token.slice(1)) * size : 0;
      const blocks = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
      const next = start + size < total ? `p${start / size + 1}` : undefined;
      return next ? { blocks, nextPageToken: next } : { blocks };
    },
  );
  return { fetchPage, getItems: (p: Page) => p.blocks, getNextCursor: (p: Page) => p.nextPageToken };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('paginate', () => {
  it('follows nextPageToken until it is absent, yielding every item once', async () => {
    const options = service(10, 4);
    expect(await collect(paginate(options))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(options.fetchPage.mock.calls.map((c) => c[0])).toEqual([undefined, 'p1', 'p2']);
  });

  it('stops at maxItems without fetching more pages than needed', async () => {
    const options = service(100, 4);
    expect(await collect(paginate({ ...options, maxItems: 6 }))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(options.fetchPage).toHaveBeenCalledTimes(2);
    expect(await collect(paginate({ ...options, maxItems: 0 }))).toEqual([]);
    expect(options.fetchPage).toHaveBeenCalledTimes(2);
  });

  it('treats an empty-string cursor and a page without items as the end', async () => {
    const pages = [{ blocks: [1], nextPageToken: 'x' }, { nextPageToken: '' }];
    const fetchPage = vi.fn(async () => pages.shift()!);
    expect(
      await collect(
        paginate<Page, number>({
          fetchPage,
          getItems: (p) => p.blocks,
          getNextCursor: (p) => p.nextPageToken,
        }),
      ),
    ).toEqual([1]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('walks cursor-style pages such as getUTXOs endIndex', async () => {
    interface Utxos {
      utxos: string[];
      endIndex: { address: string; utxo: string };
      numFetched: string;
    }
    const data = ['u1', 'u2', 'u3', 'u4', 'u5'];
    const fetchPage = vi.fn(async (cursor: { address: string; utxo: string } | undefined): Promise<Utxos> => {
      const start = cursor ? data.indexOf(cursor.utxo) + 1 : 0;
      const utxos = data.slice(start, start + 2);
      return {
        utxos,
        endIndex: { address: 'X-avax1', utxo: utxos.at(-1) ?? cursor?.utxo ?? '' },
        numFetched: String(utxos.length),
      };
    });
    const items = await collect(
      paginate({
        fetchPage,
        getItems: (p: Utxos) => p.utxos,
        getNextCursor: (p: Utxos) => (p.numFetched === '0' ? undefined : p.endIndex),
      }),
    );
    expect(items).toEqual(data);
    expect(fetchPage.mock.calls[1]?.[0]).toEqual({ address: 'X-avax1', utxo: 'u2' });
  });

  it('passes one signal to every page and stops when it aborts between pages', async () => {
    const options = service(100, 2);
    const controller = new AbortController();
    const seen: number[] = [];
    const run = async () => {
      for await (const item of paginate({ ...options, signal: controller.signal })) {
        seen.push(item);
        if (item === 2) controller.abort(new Error('stop'));
      }
    };
    await expect(run()).rejects.toThrow('stop');
    expect(seen).toEqual([0, 1, 2]);
    expect(options.fetchPage).toHaveBeenCalledTimes(2);
    for (const call of options.fetchPage.mock.calls) expect(call[1].signal).toBe(controller.signal);
  });

  it('does not start when the signal is already aborted', async () => {
    const options = service(10, 2);
    await expect(collect(paginate({ ...options, signal: AbortSignal.abort('no') }))).rejects.toBe('no');
    expect(options.fetchPage).not.toHaveBeenCalled();
  });

  it('stops with an error instead of looping when the service repeats a cursor', async () => {
    const fetchPage = vi.fn(async () => ({ blocks: [1], nextPageToken: 'same' }));
    const iterator = paginate<Page, number>({
      fetchPage,
      getItems: (p) => p.blocks,
      getNextCursor: (p) => p.nextPageToken,
    });
    await expect(collect(iterator)).rejects.toThrow(
      'Paging stopped: the service returned a cursor it had returned before',
    );
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('lets a page error reach the caller', async () => {
    const fetchPage = vi.fn(async () => {
      throw new Error('HTTP 500');
    });
    await expect(
      collect(
        paginate<Page, number>({ fetchPage, getItems: (p) => p.blocks, getNextCursor: () => undefined }),
      ),
    ).rejects.toThrow('HTTP 500');
  });
});
