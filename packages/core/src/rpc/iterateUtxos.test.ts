import { describe, expect, it } from 'vitest';
import { iterateUtxos, type UtxoIndex, type UtxoPage, type UtxoPageParams } from './iterateUtxos.js';

/** A node's UTXO index of `count` UTXOs; `inclusive` starts a page AT startIndex, as shared memory does. */
function index(count: number, inclusive: boolean) {
  const all = Array.from({ length: count }, (_, i) => `utxo${i}`);
  const asked: UtxoPageParams[] = [];
  const getUTXOs = async (params: UtxoPageParams): Promise<UtxoPage> => {
    asked.push(params);
    const limit = Math.min(params.limit ?? 1024, 1024);
    const at = params.startIndex ? all.indexOf(params.startIndex.utxo) + (inclusive ? 0 : 1) : 0;
    const utxos = all.slice(at, at + limit);
    const last = utxos.at(-1);
    const endIndex: UtxoIndex | undefined = last ? { address: 'X-a', utxo: last } : params.startIndex;
    return { utxos, numFetched: String(utxos.length), ...(endIndex ? { endIndex } : {}) };
  };
  return { getUTXOs, asked };
}

const collect = async (it: AsyncIterableIterator<string>) => {
  const out: string[] = [];
  for await (const x of it) out.push(x);
  return out;
};

describe('iterateUtxos', () => {
  it('pages by endIndex until a short page, every UTXO once', async () => {
    const node = index(7, false);
    expect(await collect(iterateUtxos(node.getUTXOs, { limit: 3 }))).toEqual(
      Array.from({ length: 7 }, (_, i) => `utxo${i}`),
    );
    expect(node.asked.map((p) => p.startIndex?.utxo)).toEqual([undefined, 'utxo2', 'utxo5']);
  });

  it("yields once the UTXO an atomic page repeats from the previous page's end, and asks for 2 when told 1", async () => {
    const node = index(5, true);
    expect(await collect(iterateUtxos(node.getUTXOs, { limit: 1, sourceChain: 'C' }))).toEqual([
      'utxo0',
      'utxo1',
      'utxo2',
      'utxo3',
      'utxo4',
    ]);
    expect(node.asked.every((p) => p.limit === 2)).toBe(true);
  });

  it('stops on an empty page, a repeated endIndex, and at maxItems', async () => {
    const empty = index(0, false);
    expect(await collect(iterateUtxos(empty.getUTXOs, {}))).toEqual([]);
    expect(empty.asked).toHaveLength(1);
    const node = index(10, false);
    expect(await collect(iterateUtxos(node.getUTXOs, { limit: 2 }, { maxItems: 3 }))).toEqual([
      'utxo0',
      'utxo1',
      'utxo2',
    ]);
    const stuck = {
      getUTXOs: async (): Promise<UtxoPage> => ({
        utxos: ['a', 'b'],
        numFetched: 2,
        endIndex: { address: 'X-a', utxo: 'b' },
      }),
    };
    expect(await collect(iterateUtxos(stuck.getUTXOs, { limit: 2 }))).toEqual(['a', 'b']);
  });

  it("passes each page the iteration's signal and timeout", async () => {
    const calls: unknown[] = [];
    const controller = new AbortController();
    const it = iterateUtxos(
      async (_params, call) => {
        calls.push(call);
        return { utxos: [], numFetched: 0 };
      },
      {},
      { signal: controller.signal, timeoutMs: 1234 },
    );
    await collect(it);
    expect(calls).toEqual([{ signal: expect.any(AbortSignal), timeoutMs: 1234 }]);
  });
});
