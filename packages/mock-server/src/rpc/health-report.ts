import { type DataSet, PRIMARY_NETWORK_ID } from '../data/data-set.js';

/**
 * The node's health report: every check passes, unless `unhealthy` (the health503 fault) fails one.
 * With tags, only global checks and the checks of chains whose subnet id is a tag are reported.
 */
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
  // global checks are always reported; chain checks carry their subnet id as tag (the primary network's for C, P, X)
  const checks: Record<string, unknown> = {
    bootstrapped: ok([]),
    database: ok(null),
    diskspace: ok({ availableDiskBytes: 421_000_000_000 }),
    network: ok({ connectedPeers: data.node.peers.length, sendFailRate: 0 }),
  };
  const tagged: [string, string][] = [
    ['C', PRIMARY_NETWORK_ID],
    ['P', PRIMARY_NETWORK_ID],
    ['X', PRIMARY_NETWORK_ID],
    ...data.networks.mainnet.evmChains
      .filter((c) => !c.isCChain)
      .map((c): [string, string] => [c.blockchainId, c.subnetId]),
  ];
  for (const [name, tag] of tagged) {
    if (tags.length === 0 || tags.includes(tag))
      checks[name] = ok({ consensus: { outstandingBlocks: 0 }, vm: null });
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
