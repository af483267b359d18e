// What users of the UTXO pager rely on, pinned where the mutation run (issue 18) found no test noticing.
import { describe, expect, it } from 'vitest';
import { iterateUtxos, type UtxoIndex, type UtxoPage, type UtxoPageParams } from './iterateUtxos.js';

/** A node's index of `count` UTXOs; `inclusive` starts a page AT startIndex (shared memory), else after it. */
function node(count: number, inclusive: boolean) {
  const all = Array.from({ length: count }, (_, i) => `utxo${i}`);
  const asked: UtxoPageParams[] = [];
  const getUTXOs = async (params: UtxoPageParams): Promise<UtxoPage> => {
    asked.push(params);
    const limit = Math.min(params.limit ?? 1024, 1024);
    const at = params.startIndex ? all.indexOf(params.startIndex.utxo) + (inclusive ? 0 : 1) : 0;
    const utxos = all.slice(at, at + limit);
    const endIndex: UtxoIndex = { address: 'X-a', utxo: utxos.at(-1) ?? params.startIndex?.utxo ?? '' };
    return { utxos, numFetched: utxos.length, endIndex };
  };
  return { getUTXOs, asked, all };
}

const collect = async (it: AsyncIterableIterator<string>) => {
  const out: string[] = [];
  for await (const x of it) out.push(x);
  return out;
};

describe('iterateUtxos: what is asked and yielded', () => {
  it('a page size of 1 is kept for the X chain own index (only atomic paging needs 2)', async () => {
    const x = node(3, false);
    expect(await collect(iterateUtxos(x.getUTXOs, { limit: 1 }))).toEqual(x.all);
    expect(x.asked.map((p) => p.limit)).toEqual([1, 1, 1, 1]);
  });

  it('an atomic page size other than 1 is sent as given', async () => {
    const shared = node(4, true);
    await collect(iterateUtxos(shared.getUTXOs, { limit: 5, sourceChain: 'C' }));
    expect(shared.asked.map((p) => p.limit)).toEqual([5]);
  });

  it('an atomic page of 3 or more repeats only its last UTXO on the next page: each is yielded once', async () => {
    const shared = node(7, true);
    expect(await collect(iterateUtxos(shared.getUTXOs, { limit: 3, sourceChain: 'C' }))).toEqual(shared.all);
  });

  it('a page without endIndex still yields its UTXOs, then paging ends', async () => {
    const pages: UtxoPage[] = [{ utxos: ['a', 'b'], numFetched: '2' }];
    const asked: UtxoPageParams[] = [];
    const getUTXOs = async (params: UtxoPageParams) => {
      asked.push(params);
      return pages[asked.length - 1] ?? { utxos: [], numFetched: 0 };
    };
    expect(await collect(iterateUtxos(getUTXOs, { limit: 2 }))).toEqual(['a', 'b']);
    expect(asked).toHaveLength(1);
  });
});
