import { randomFor } from './random.js';
import type { EvmChain, MetricsPoint } from './types.js';

/** The avg TPS series of each EVM chain (150 hourly points up to `now`, oldest first), by EVM chain id. */
export function networkMetricsOf(
  seed: number,
  chains: Iterable<EvmChain>,
  now: number,
): Map<string, MetricsPoint[]> {
  const metrics = new Map<string, MetricsPoint[]>();
  for (const chain of chains) {
    const mr = randomFor(seed, 'metrics', chain.chainId);
    const hour = 3600;
    const end = now - (now % hour);
    const points: MetricsPoint[] = [];
    const base = chain.isCChain ? 12 : 2;
    for (let i = 149; i >= 0; i--) {
      points.push({ timestamp: end - i * hour, value: Math.round((base + mr.next() * base) * 1000) / 1000 });
    }
    metrics.set(chain.chainId, points);
  }
  return metrics;
}
