import type { DataSet } from '../data/data-set.js';

/** The node's health report: every check passes, unless `unhealthy` (the health503 fault) fails one. */
export function healthReport(
  data: DataSet,
  kind: 'health' | 'readiness' | 'liveness',
  unhealthy: boolean,
  tags: string[] = [],
) {
  if (kind === 'liveness') return { checks: {}, healthy: true };
  const timestamp = new Date(data.now * 1000).toISOString();
  const ok = (message: unknown) => ({
    message,
    timestamp,
    duration: 12_345,
    contiguousFailures: 0,
    timeOfFirstFailure: null,
  });
  const checks: Record<string, unknown> = {
    bootstrapped: ok([]),
    database: ok(null),
    diskspace: ok({ availableDiskBytes: 421_000_000_000 }),
    network: ok({ connectedPeers: data.node.peers.length, sendFailRate: 0 }),
    C: ok({ consensus: { outstandingBlocks: 0 }, vm: null }),
    P: ok({ consensus: { outstandingBlocks: 0 }, vm: null }),
    X: ok({ consensus: { outstandingBlocks: 0 }, vm: null }),
  };
  for (const tag of tags) {
    if (data.networks.mainnet.subnets.some((s) => s.subnetId === tag)) checks[tag] = ok({ tracked: true });
  }
  if (unhealthy) {
    checks.network = {
      message: { connectedPeers: 0, sendFailRate: 1 },
      error: 'network layer is unhealthy reason: not connected to a minimum of 1 peer(s) only 0',
      timestamp,
      duration: 9_876,
      contiguousFailures: 3,
      timeOfFirstFailure: timestamp,
    };
  }
  return { checks, healthy: !unhealthy };
}
