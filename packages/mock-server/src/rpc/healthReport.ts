import { type DataSet, PRIMARY_NETWORK_ID } from '../data/dataSet.js';

/** A passing check's result: its message, the report's timestamp and a fixed duration. */
type Passing = (message: unknown) => Record<string, unknown>;

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
  // As AvalancheGo v1.14.0 reports a passing check: no contiguousFailures or timeOfFirstFailure, and no
  // message where the check has none (database).
  const ok: Passing = (message) => ({
    ...(message === undefined ? {} : { message }),
    timestamp,
    duration: 12_345,
  });
  // readiness holds the startup check only (bootstrapped), whatever the tags
  if (kind === 'readiness') return readinessReport(unhealthy, timestamp, ok);
  const checks = globalChecks(data, ok);
  // chain checks carry their subnet id as tag (the primary network's for C, P, X)
  const tagged: [string, string][] = [
    ['C', PRIMARY_NETWORK_ID],
    ['P', PRIMARY_NETWORK_ID],
    ['X', PRIMARY_NETWORK_ID],
    ...data.networks.mainnet.evmChains
      .filter((c) => !c.isCChain)
      .map((c): [string, string] => [c.blockchainId, c.subnetId]),
  ];
  for (const [name, tag] of tagged) {
    if (tags.length === 0 || tags.includes(tag)) checks[name] = chainCheck(data, name, ok);
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

function readinessReport(unhealthy: boolean, timestamp: string, ok: Passing) {
  if (!unhealthy) return { checks: { bootstrapped: ok([]) }, healthy: true };
  const failing = {
    message: [PRIMARY_NETWORK_ID],
    error: 'subnets not bootstrapped',
    timestamp,
    duration: 9_876,
    contiguousFailures: 3,
    timeOfFirstFailure: timestamp,
  };
  return { checks: { bootstrapped: failing }, healthy: false };
}

/** The checks that are always reported, whatever the tags. */
function globalChecks(data: DataSet, ok: Passing): Record<string, unknown> {
  return {
    bls: ok('node has the correct BLS key'),
    bootstrapped: ok([]),
    database: ok(undefined),
    diskspace: ok({ availableDiskBytes: 421_000_000_000 }),
    network: ok({
      connectedPeers: data.node.peers.length,
      'primary network validator health': {
        ingressConnectionCount: data.node.peers.length,
        primaryNetworkValidator: true,
      },
      sendFailRate: 0,
    }),
    router: ok({ longestRunningRequest: '0s', outstandingRequests: 0 }),
  };
}

/** A chain's check: its engine's last accepted block. */
function chainCheck(data: DataSet, chain: string, ok: Passing) {
  const last = lastAccepted(data, chain);
  return ok({
    engine: {
      consensus: {
        lastAcceptedHeight: last.height,
        lastAcceptedID: last.id,
        longestProcessingBlock: '0s',
        processingBlocks: 0,
      },
      vm: null,
    },
    networking: { disconnectedValidators: [], percentConnected: 1 },
  });
}

function lastAccepted(data: DataSet, chain: string): { height: number; id: string } {
  const net = data.networks.mainnet;
  const block = chain === 'X' ? net.xBlocks.at(-1) : chain === 'P' ? net.pBlocks.at(-1) : undefined;
  if (block) return { height: block.height, id: block.id };
  const evm = chain === 'C' ? net.evmChains[0] : data.chainsByBlockchainId.get(chain);
  const head = evm?.blocks.at(-1);
  return { height: Number(head?.blockNumber ?? 0), id: head?.blockHash ?? '' };
}
