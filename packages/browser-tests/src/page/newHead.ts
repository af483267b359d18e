import { createEvmWsClient } from '@pkg/evm/ws';
import type { ScenarioConfig } from './ScenarioConfig.js';

/**
 * A `newHeads` subscription over the browser's own WebSocket (`/ext/bc/C/ws`): resolves with the first head,
 * then leaves the loop (which unsubscribes) and closes the client; rejects after `timeoutMs` without a head.
 */
export async function newHead({ url, timeoutMs = 10_000 }: ScenarioConfig) {
  const ws = createEvmWsClient({ url, timeoutMs });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no newHeads notification within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const first = async () => {
      const heads = await ws.subscribe('newHeads');
      for await (const head of heads) return { number: head.number, hash: head.hash, endpoint: ws.url };
      throw new Error('the newHeads subscription ended before its first notification');
    };
    return await Promise.race([first(), late]);
  } finally {
    clearTimeout(timer);
    await ws.close();
  }
}
