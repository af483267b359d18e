/**
 * One client process of the limits section (src/limits.ts), run under `prlimit --nofile=1024:1024`:
 * `concurrent <origin> <fetch|undici> <calls>`: that many getLatestBlocks calls started at once;
 * `body <url> <fetch|undici>`: one call whose answer is hostile (1 GB, a gzip bomb), with the defaults.
 * Prints one JSON line: the outcome and the process's peak memory.
 */
import type { Send } from '@pkg/core/undici';
import { loadOurs } from './ours.ts';

const [mode, target, path = 'fetch', count = '10000'] = process.argv.slice(2);
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

async function portFor(kind: string): Promise<{ send?: Send }> {
  if (kind !== 'undici') return {};
  const { createUndiciSend } = (await import('@pkg/core/undici')) as { createUndiciSend: () => Send };
  return { send: createUndiciSend() };
}

async function main() {
  const port = await portFor(path);
  const { createDataClient } = await loadOurs('@pkg/data');
  const start = Date.now();
  const rssBefore = process.memoryUsage().rss;
  if (mode === 'concurrent') {
    const data = createDataClient({ baseUrl: target, ...port });
    const n = Number(count);
    const errors = new Map<string, number>();
    const results = await Promise.allSettled(
      Array.from({ length: n }, () => data.getLatestBlocks({ chainId: '43114', pageSize: 10 })),
    );
    for (const r of results) {
      if (r.status === 'rejected') {
        const reason = r.reason as Error & { cause?: { code?: string } };
        const key = `${reason.name}: ${reason.cause?.code ?? reason.message.split('\n')[0]?.slice(0, 60)}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
    const failures = [...errors.values()].reduce((a, b) => a + b, 0);
    return { calls: n, failures, errors: Object.fromEntries(errors), ms: Date.now() - start, rssBefore };
  }
  const origin = new URL(target!).origin;
  const data = createDataClient({ baseUrl: origin, ...port });
  const blockPath = new URL(target!).pathname; // /v1/chains/<kind>/blocks/1: the server answers by chainId
  const chainId = blockPath.split('/')[3]!;
  try {
    await (data.getBlock as (p: { chainId: string; blockId: string }) => Promise<unknown>)({
      chainId,
      blockId: '1',
    });
    return { error: 'none: the call succeeded', ms: Date.now() - start, rssBefore };
  } catch (error) {
    return {
      error: `${(error as Error).name}: ${(error as { shortMessage?: string }).shortMessage}`,
      ms: Date.now() - start,
      rssBefore,
    };
  }
}

const outcome = await main();
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
console.log(JSON.stringify({ ...outcome, peakRss }));
process.exit(0);
