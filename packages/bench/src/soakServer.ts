/**
 * The soak's servers, run in their own process (forked by soak.ts) so that the heap the soak measures
 * is the clients' alone: one @pkg/mock-server for the Data API and another (a different origin) for the
 * Metrics API and the node. Each request log entry gets its arrival time. IPC messages: `faults`
 * (set or clear the fault options on both), `log` (answers every entry, tagged by server), `stop`.
 * Exits when its parent goes away or after SOAK_SERVER_MAX_LIFETIME_MS.
 */
import { performance } from 'node:perf_hooks';
import { type FaultOptions, type MockServer, type RequestLogEntry, startMockServer } from '@pkg/mock-server';

const MAX_LIFETIME_MS = Number(process.env.SOAK_SERVER_MAX_LIFETIME_MS ?? 20 * 60_000);

export interface SoakLogEntry extends RequestLogEntry {
  server: 'data' | 'node';
  /** Arrival time, ms (this process's monotonic clock). */
  at: number;
}

export interface SoakFixtures {
  chainId: string;
  blockNumbers: string[];
  wallet: string;
  network: 'mainnet';
}

const arrival = new WeakMap<object, number>();

/** Stamps each entry the server pushes onto its request log with its arrival time. */
function stampArrivals(server: MockServer): void {
  const log = server.requests;
  const push = log.push.bind(log);
  log.push = (...entries: RequestLogEntry[]) => {
    const at = performance.now();
    for (const e of entries) arrival.set(e, at);
    return push(...entries);
  };
}

const data = await startMockServer({ seed: 7 });
const node = await startMockServer({ seed: 7 });
stampArrivals(data);
stampArrivals(node);

const chain = data.data.networks.mainnet.evmChains[0]!;
const fixtures: SoakFixtures = {
  chainId: chain.chainId,
  blockNumbers: chain.blocks.slice(-50).map((b) => b.blockNumber),
  wallet: chain.wallets[0]!,
  network: 'mainnet',
};

process.send?.({
  type: 'ready',
  dataUrl: data.dataUrl,
  metricsUrl: node.metricsUrl,
  nodeUrl: node.nodeUrl,
  fixtures,
});

process.on('message', async (m: { type?: string; faults?: FaultOptions }) => {
  if (m?.type === 'faults') {
    data.setFaults(m.faults);
    node.setFaults(m.faults);
    process.send?.({ type: 'faults-set' });
  } else if (m?.type === 'log') {
    const tag = (server: 'data' | 'node', s: MockServer): SoakLogEntry[] =>
      s.requests.map((e) => ({ ...e, server, at: arrival.get(e) ?? Number.NaN }));
    process.send?.({ type: 'log', entries: [...tag('data', data), ...tag('node', node)] });
  } else if (m?.type === 'clear') {
    data.clearRequests();
    node.clearRequests();
    process.send?.({ type: 'cleared' });
  } else if (m?.type === 'stop') {
    await Promise.all([data.close(), node.close()]);
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
setTimeout(() => process.exit(0), MAX_LIFETIME_MS).unref();
