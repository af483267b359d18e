/** Memory while iterating 100,000 items through `data.iterate.getLatestBlocks` (pages of 100 from the loopback server). */
import { ITERATE_TOTAL } from './fixtures.ts';
import { loadOurs } from './ours.ts';

export interface MemorySample {
  items: number;
  heapMb: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** Iterates every item, sampling the heap (after gc) at 1,000 items and then every 10,000. */
export async function iterateMemory(origin: string): Promise<{ samples: MemorySample[]; items: number }> {
  if (!gc) throw new Error('run with --expose-gc');
  const { createDataClient } = await loadOurs('@pkg/data');
  const data = createDataClient({ baseUrl: origin });
  const samples: MemorySample[] = [{ items: 0, heapMb: heapMb() }];
  let items = 0;
  for await (const block of data.iterate.getLatestBlocks({ chainId: '43114', pageSize: 100 })) {
    if (block === undefined) throw new Error('iterate yielded undefined');
    items++;
    if (items === 1_000 || items % 10_000 === 0) samples.push({ items, heapMb: heapMb() });
  }
  if (items !== ITERATE_TOTAL) throw new Error(`iterate yielded ${items} items, expected ${ITERATE_TOTAL}`);
  return { samples, items };
}
