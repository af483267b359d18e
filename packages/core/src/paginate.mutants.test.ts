// Paging behaviour users rely on, pinned where mutation testing (issue 18) found no test noticing.
import { describe, expect, it, vi } from 'vitest';
import { SdkError } from './errors/SdkError.js';
import { paginate } from './paginate.js';

interface Page {
  items?: string[];
  nextPageToken?: string | null;
}

/** A service answering the given pages in turn, recording each cursor and call it was asked with. */
function pages(...answers: Page[]) {
  const fetchPage = vi.fn(async (_cursor: string | undefined, _call: { signal?: AbortSignal }) => {
    const page = answers.shift();
    if (!page) throw new Error('no more pages');
    return page;
  });
  return {
    fetchPage,
    getItems: (p: Page) => p.items,
    getNextCursor: (p: Page) => p.nextPageToken ?? undefined,
  };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('paginate', () => {
  it('nextPageToken: null ends the iteration (page 1 is not fetched again)', async () => {
    const service = pages({ items: ['a'], nextPageToken: 't' }, { items: ['b'], nextPageToken: null });
    const raw = { ...service, getNextCursor: (p: Page) => p.nextPageToken as string | undefined };
    expect(await collect(paginate(raw))).toEqual(['a', 'b']);
    expect(service.fetchPage.mock.calls.map((c) => c[0])).toEqual([undefined, 't']);
  });

  it('a negative maxItems yields nothing and fetches nothing; maxItems 1 fetches one page', async () => {
    const none = pages({ items: ['a'] });
    expect(await collect(paginate({ ...none, maxItems: -1 }))).toEqual([]);
    expect(none.fetchPage).not.toHaveBeenCalled();
    const one = pages({ items: ['a', 'b'], nextPageToken: 't' }, { items: ['c'] });
    expect(await collect(paginate({ ...one, maxItems: 1 }))).toEqual(['a']);
    expect(one.fetchPage).toHaveBeenCalledTimes(1);
    const exact = pages({ items: ['a', 'b'], nextPageToken: 't' }, { items: ['c'] });
    expect(await collect(paginate({ ...exact, maxItems: 3 }))).toEqual(['a', 'b', 'c']);
  });

  it('gives fetchPage no signal key when there is no signal, and the signal when there is one', async () => {
    const plain = pages({ items: ['a'] });
    await collect(paginate(plain));
    expect(plain.fetchPage.mock.calls[0]![1]).toEqual({});
    const controller = new AbortController();
    const signalled = pages({ items: ['a'] });
    await collect(paginate({ ...signalled, signal: controller.signal }));
    expect(signalled.fetchPage.mock.calls[0]![1]).toEqual({ signal: controller.signal });
  });

  it('stops between two items of a page when the signal aborts, with its reason', async () => {
    const controller = new AbortController();
    const service = pages({ items: ['a', 'b', 'c'] });
    const seen: string[] = [];
    const run = (async () => {
      for await (const item of paginate({ ...service, signal: controller.signal })) {
        seen.push(item);
        if (item === 'a') controller.abort('enough');
      }
    })();
    await expect(run).rejects.toBe('enough');
    expect(seen).toEqual(['a']);
  });

  it('a repeated cursor ends with an SdkError that says why, after the items before it', async () => {
    const service = pages(
      { items: ['a'], nextPageToken: 't' },
      { items: ['b'], nextPageToken: 'u' },
      { items: ['c'], nextPageToken: 't' },
    );
    const seen: string[] = [];
    const error = await (async () => {
      for await (const item of paginate(service)) seen.push(item);
    })().catch((e: unknown) => e as SdkError);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(SdkError.isInstance(error)).toBe(true);
    expect(error?.message).toBe(
      'Paging stopped: the service returned a cursor it had returned before\n\nDetails: Following it would repeat pages forever.',
    );
  });

  it('object cursors are compared by value', async () => {
    type Cursor = { address: string; utxo: string };
    const answers = [
      { items: ['a'], next: { address: 'x', utxo: '1' } },
      { items: ['b'], next: { address: 'x', utxo: '2' } },
      { items: ['c'], next: undefined },
    ];
    const fetchPage = vi.fn(async (_cursor: Cursor | undefined) => answers.shift()!);
    const items = await collect(
      paginate<(typeof answers)[number], string, Cursor>({
        fetchPage,
        getItems: (p) => p.items,
        getNextCursor: (p) => p.next,
      }),
    );
    expect(items).toEqual(['a', 'b', 'c']);
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([
      undefined,
      { address: 'x', utxo: '1' },
      { address: 'x', utxo: '2' },
    ]);
  });
});
