/**
 * The table of issue 26 (core and clients as small parts), filled by the sections of one `pnpm bench` run:
 * each row with our figure, the peers' figures measured in the same run, the goal and a verdict.
 */
import { fmt, ratio, table } from './stats.ts';

/** Figures of this run, by key (bytes for sizes, µs for overheads, ratios for throughput). */
const figures = new Map<string, number>();

/** Records one figure of this run (NaN or undefined: not measured). */
export function record(key: string, value: number | undefined): void {
  if (value !== undefined && Number.isFinite(value)) figures.set(key, value);
}

const kB = (key: string) => {
  const v = figures.get(key);
  return v === undefined ? '-' : `${fmt(v / 1024, 1)} kB`;
};
const us = (key: string) => {
  const v = figures.get(key);
  return v === undefined ? '-' : `${v >= 0 ? '+' : ''}${fmt(v, 1)} µs`;
};
const x = (key: string) => ratio(figures.get(key));
/** A verdict: undefined when a figure is missing. */
const verdict = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? 'met' : 'MISSED');
const at = (key: string) => figures.get(key);
const all = (...keys: string[]) =>
  keys.every((k) => at(k) !== undefined) ? keys.map((k) => at(k)!) : undefined;

/** The batching ceiling row of bench.ts: raw fetch POSTs of 40-item batches built by hand. */
export const BATCH_CEILING = 'fetch POST, 40 per request (hand-made, the ceiling)';

/** One-call bundle entries of the node packages through their per-method clients (size.ts names). */
export const NODE_ONE_CALL = [
  '@pkg/evm: one call, per-method client (eth_blockNumber)',
  '@pkg/node-info: one call, per-method client (info_getNodeVersion)',
  '@pkg/xchain: one call, per-method client (xvm_getHeight)',
  '@pkg/pchain: one call, per-method client (platform_getCurrentSupply)',
];

/** The rows of issue 26's table, from this run's figures. */
export function issue26Table(): string {
  const node = all(...NODE_ONE_CALL.map((n) => `size:${n}`));
  const nodeMax = node ? Math.max(...node) : undefined;
  const rpc = at('stub:rpc:@pkg/evm');
  const rest = at('stub:rest:@pkg/data');
  const restPeers = all('stub:rest:openapi-fetch', 'stub:rest:@avalabs/glacier-sdk');
  const undici = all('undici:rest', 'undici:rpc');
  const batched = at('batch:@pkg/evm (auto-batch, default)');
  const rows: string[][] = [
    [
      'one Data call, per-operation client',
      kB('size:@pkg/data: one call (getBlock)'),
      `openapi-fetch ${kB('size:openapi-fetch: one call')}, glacier-sdk ${kB('size:glacier-sdk: one call (class)')}`,
      '<= 5 kB',
      verdict(sizeMet('@pkg/data: one call (getBlock)', 5)),
    ],
    [
      'one Data call through createDataClient() (every operation)',
      kB('size:@pkg/data: one call through createDataClient (every operation)'),
      '-',
      '<= 9 kB',
      verdict(sizeMet('@pkg/data: one call through createDataClient (every operation)', 9)),
    ],
    [
      'one Metrics call, per-operation client',
      kB('size:@pkg/metrics: one call (getAvgTps)'),
      '-',
      '<= 5 kB',
      verdict(sizeMet('@pkg/metrics: one call (getAvgTps)', 5)),
    ],
    [
      'one node call, per-method client (largest of eth, info, xvm, platform)',
      nodeMax === undefined
        ? '-'
        : `${fmt(nodeMax / 1024, 1)} kB (${node!.map((b) => fmt(b / 1024, 1)).join(' / ')})`,
      `viem action ${kB('size:viem: one call (action)')}`,
      '<= 5 kB',
      verdict(nodeMax === undefined ? undefined : nodeMax <= 5 * 1024),
    ],
    [
      'everything @pkg/core exports',
      kB('size:@pkg/core: all'),
      '-',
      '<= 8 kB',
      verdict(sizeMet('@pkg/core: all', 8)),
    ],
    [
      'JSON-RPC overhead over a stub fetch, per call',
      us('stub:rpc:@pkg/evm'),
      `avalanchejs ${us('stub:rpc:avalanchejs (platform.getCurrentSupply)')}, viem ${us('stub:rpc:viem')}`,
      '<= +5 µs',
      verdict(rpc === undefined ? undefined : rpc <= 5),
    ],
    [
      'REST overhead over a stub fetch, per call',
      us('stub:rest:@pkg/data'),
      `openapi-fetch ${us('stub:rest:openapi-fetch')}, glacier ${us('stub:rest:@avalabs/glacier-sdk')}`,
      'below every peer',
      verdict(rest === undefined || !restPeers ? undefined : restPeers.every((p) => rest < p)),
    ],
    [
      'undici path vs undici.request, c=32 (REST / JSON-RPC batch:false)',
      `${x('undici:rest')} / ${x('undici:rpc')}`,
      '-',
      '>= 0.8x both',
      verdict(undici ? undici.every((r) => r >= 0.8) : undefined),
    ],
    [
      '1,000 calls in one tick, auto-batched (40 per request) vs unbatched fetch',
      `${x('batch:@pkg/evm (auto-batch, default)')} (${fmt(at('batchMs:@pkg/evm (auto-batch, default)'), 1)} ms)`,
      `viem ${x('batch:viem http({ batch: true })')} (one 1,000-item request); the ceiling, raw fetch 40 per request: ${x(`batch:${BATCH_CEILING}`)}`,
      '>= 100x',
      verdict(batched === undefined ? undefined : batched >= 100),
    ],
  ];
  return table(['issue 26', 'ours', 'peers (same run)', 'goal', 'verdict'], rows);
}

function sizeMet(name: string, goalKb: number): boolean | undefined {
  const v = at(`size:${name}`);
  return v === undefined ? undefined : v <= goalKb * 1024;
}
