import { createHash } from 'node:crypto';
import type { DataSet } from '../data/dataSet.js';
import { PRIMARY_NETWORK_ID } from '../data/dataSet.js';
import { compositeQuery, validatorAddresses } from '../data/lookingGlass.js';
import {
  btcbBridgers,
  chainsOf,
  DAILY_ONLY,
  evmChainSeries,
  findChain,
  icmPairs,
  icmSeries,
  icmWindows,
  l1FeeSeries,
  l1Validators,
  metricsChainOf,
  networkOf,
  rollingWindow,
  stakingSeries,
  type TimeInterval,
} from '../data/metricsData.js';
import type { EvmChain, MetricsPoint } from '../data/types.js';
import { ReplyError } from '../httpReply.js';
import type { RestInput } from './dataHandlers.js';

/** Points per page of the seed's /v1 series (it takes no page size). */
export const METRICS_PAGE_SIZE = 50;
/** Chains per page of listChains (the service's maximum; the request takes no page size). */
const CHAINS_PAGE_SIZE = 10_000;

/** The server-side record of a metrics page token. */
interface MetricsToken {
  /** The operation and the inputs it was handed out for (a token is valid only for the same query). */
  scope: string;
  offset: number;
  createdAt: number;
}

type Handler = (input: RestInput, data: DataSet, page: Pager) => unknown;
type Pager = <T>(
  input: RestInput,
  items: readonly T[],
  pageSize: number,
) => { items: T[]; nextPageToken?: string };

/** The inputs of a request that name its query (everything but the paging fields). */
function scopeOf(operationId: string, input: RestInput): string {
  const {
    pageToken: _t,
    pageSize: _s,
    ...rest
  } = input.body ? { ...input, ...input.body, body: undefined } : input;
  return `${operationId}:${JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)))}`;
}

/** Newest first, within [startTimestamp, endTimestamp] when given. */
function window<T extends { timestamp: number }>(points: readonly T[], input: RestInput): T[] {
  const start = input.startTimestamp as number | undefined;
  const end = input.endTimestamp as number | undefined;
  return points
    .filter((p) => (start === undefined || p.timestamp >= start) && (end === undefined || p.timestamp <= end))
    .reverse();
}

function chainsOrFail(data: DataSet, id: unknown): EvmChain[] {
  const chains = chainsOf(data, String(id));
  if (!chains) throw new ReplyError(404, `chain ${String(id)} not found`);
  return chains;
}

/** The interval asked for (day when absent); daily-only metrics refuse any other. */
function intervalOf(input: RestInput, metric: string): TimeInterval {
  const interval = (input.timeInterval as TimeInterval | undefined) ?? 'day';
  if (interval !== 'day' && DAILY_ONLY.has(metric))
    throw new ReplyError(400, `timeInterval ${interval} is not supported for ${metric}; use day`);
  return interval;
}

const seriesPage = (input: RestInput, points: readonly MetricsPoint[], page: Pager) => {
  const { items, nextPageToken } = page(
    input,
    window(points, input),
    (input.pageSize as number | undefined) ?? 100,
  );
  return nextPageToken ? { results: items, nextPageToken } : { results: items };
};

const network = (input: RestInput) => networkOf(input.network ?? 'mainnet') ?? 'mainnet';

/** ICM pairs the filters select, grouped as `groupBy` says. */
function icmGroups(data: DataSet, input: RestInput) {
  const src = input.srcBlockchainId as string | undefined;
  const dest = input.destBlockchainId as string | undefined;
  const pairs = icmPairs(data, input.network === undefined ? undefined : network(input)).filter(
    ([s, d]) =>
      (src === undefined || s.blockchainId === src) && (dest === undefined || d.blockchainId === dest),
  );
  const by = String(input.groupBy ?? '').split(',');
  const groups = new Map<
    string,
    { srcBlockchainId: string; destBlockchainId: string; pairs: typeof pairs }
  >();
  for (const pair of pairs) {
    // a side neither filtered nor grouped is summed over: it reads 'all'
    const srcBlockchainId = by.includes('srcBlockchainId') || src ? pair[0].blockchainId : 'all';
    const destBlockchainId = by.includes('destBlockchainId') || dest ? pair[1].blockchainId : 'all';
    const key = `${srcBlockchainId}>${destBlockchainId}`;
    const group = groups.get(key) ?? { srcBlockchainId, destBlockchainId, pairs: [] };
    group.pairs.push(pair);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const seriesOfValidation = (data: DataSet, ids: string[], metric: string) =>
  l1FeeSeries(
    data,
    ids,
    /Cumulative/.test(metric) ? 'cumulative' : /Paying/.test(metric) ? 'paying' : 'daily',
  );

const health = (checks: string[]) => {
  const up = Object.fromEntries(checks.map((name) => [name, { status: 'up' }]));
  return { status: 'ok', info: up, error: {}, details: up };
};

/** The /v2 operations by operationId. */
const handlers: Record<string, Handler> = {
  'metrics-health-check': () => health(['database', 'cache']),
  'metrics-live-check': () => health(['app']),
  listChains: (input, data, page) => {
    const net = input.network === undefined ? undefined : network(input);
    const chains = [...data.chainsById.values()].filter((c) => !net || c.network === net).map(metricsChainOf);
    const { items, nextPageToken } = page(input, chains, CHAINS_PAGE_SIZE);
    return nextPageToken ? { chains: items, nextPageToken } : { chains: items };
  },
  getChain: (input, data) => {
    const chain = findChain(data, String(input.chainId));
    if (!chain) throw new ReplyError(404, `chain ${String(input.chainId)} not found`);
    return metricsChainOf(chain);
  },
  getEvmChainMetrics: (input, data, page) => {
    const metric = String(input.metric);
    const chains = chainsOrFail(data, input.chainId);
    return seriesPage(input, evmChainSeries(data, chains, metric, intervalOf(input, metric)), page);
  },
  getEvmChainRollingWindowMetrics: (input, data) => ({
    result: rollingWindow(data, chainsOrFail(data, input.chainId), String(input.metric)),
  }),
  getICMTimeseries: (input, data, page) => {
    const interval = intervalOf(input, 'icm');
    const points = icmGroups(data, input).flatMap(({ pairs, ...ids }) => {
      const series = pairs.map(([s, d]) => icmSeries(data, s, d, interval));
      return window(
        (series[0] ?? []).map((p, i) => ({
          value: sum(series.map((s) => s[i]?.value ?? 0)),
          timestamp: p.timestamp,
          ...ids,
        })),
        input,
      );
    });
    // newest first across the groups
    points.sort((a, b) => b.timestamp - a.timestamp);
    const { items, nextPageToken } = page(input, points, (input.pageSize as number | undefined) ?? 100);
    return nextPageToken ? { results: items, nextPageToken } : { results: items };
  },
  getICMSummary: (input, data) => {
    const groups = icmGroups(data, input).map(({ pairs, ...ids }) => {
      const windows = pairs.map(([s, d]) => icmWindows(data, s, d));
      const totals: Record<string, number> = {};
      for (const w of windows) for (const [k, v] of Object.entries(w)) totals[k] = (totals[k] ?? 0) + v;
      return { totals, ids };
    });
    // one result: with several groups, the busiest (the published document has room for one)
    const [busiest] = groups.sort((a, b) => (b.totals.allTime ?? 0) - (a.totals.allTime ?? 0));
    if (!busiest) throw new ReplyError(404, 'no ICM messages match these filters');
    return { result: { ...busiest.totals, ...busiest.ids } };
  },
  getStakingMetrics: (input, data, page) => {
    const subnetId = String(input.subnetId ?? PRIMARY_NETWORK_ID);
    const series = stakingSeries(data, network(input), subnetId, String(input.metric));
    if (!series) throw new ReplyError(404, `subnet ${subnetId} not found`);
    return seriesPage(input, series, page);
  },
  getTotalL1ValidatorMetrics: (input, data) => {
    const ids = l1Validators(data).map(({ v }) => v.validationID);
    return {
      results: window(seriesOfValidation(data, ids, String(input.metric).replace('total', '')), input),
    };
  },
  getMetricsByValidationId: (input, data) => {
    const id = String(input.l1ValidationId);
    const found = [...l1Validators(data, 'mainnet'), ...l1Validators(data, 'fuji')].some(
      ({ v }) => v.validationID === id,
    );
    if (!found) throw new ReplyError(404, `validation ${id} not found`);
    return { results: window(seriesOfValidation(data, [id], String(input.metric)), input) };
  },
  getMetricsByNodeId: (input, data) => {
    const nodeId = String(input.nodeId);
    const ids = [...l1Validators(data, 'mainnet'), ...l1Validators(data, 'fuji')]
      .filter(({ v }) => v.nodeID === nodeId)
      .map(({ v }) => v.validationID);
    if (ids.length === 0) throw new ReplyError(404, `L1 validator node ${nodeId} not found`);
    return { results: window(seriesOfValidation(data, ids, String(input.metric)), input) };
  },
  getMetricsBySubnetId: (input, data) => {
    const subnetId = String(input.subnetId);
    const all = [...l1Validators(data, 'mainnet'), ...l1Validators(data, 'fuji')];
    if (!all.some((x) => x.subnetId === subnetId)) throw new ReplyError(404, `L1 ${subnetId} not found`);
    const ids = all.filter((x) => x.subnetId === subnetId).map(({ v }) => v.validationID);
    return { results: window(seriesOfValidation(data, ids, String(input.metric)), input) };
  },
  getAddressesByBtcbBridged: (input, data, page) => {
    const threshold = String(input.threshold);
    if (!/^[0-9]+$/.test(threshold)) throw new ReplyError(400, 'threshold must be a decimal amount');
    const min = BigInt(threshold);
    const bridgers = btcbBridgers(data).filter((b) => BigInt(b.sortKey) >= min);
    const { items, nextPageToken } = page(input, bridgers, input.pageSize as number);
    return nextPageToken ? { addresses: items, nextPageToken } : { addresses: items };
  },
  getValidatorsByDateRange: (input, data, page) => {
    const subnetId = String(input.subnetId);
    const start = input.startTimestamp as number | undefined;
    const end = input.endTimestamp as number | undefined;
    const entries = validatorAddresses(data, network(input), subnetId, start, end);
    if (!entries) throw new ReplyError(404, `subnet ${subnetId} not found`);
    const { items, nextPageToken } = page(input, entries, input.pageSize as number);
    return nextPageToken ? { addresses: items, nextPageToken } : { addresses: items };
  },
  compositeQueryV2: (input, data, page) => {
    const body = input.body ?? {};
    const { addresses, subQueryCounts } = compositeQuery(data, body);
    const { items, nextPageToken } = page(input, addresses, (body.pageSize as number | undefined) ?? 1000);
    const result = { subQueryCounts, totalCount: addresses.length, addresses: items };
    return nextPageToken ? { ...result, nextPageToken } : result;
  },
};

/**
 * The Metrics API: the seed's `GET /v1/avg_tps/{chainId}` (`{results, status, lastRun, nextPageToken?}`, 50
 * points a page) and the deployed service's /v2 operations, from the data set (../data/metricsData.ts).
 * Page tokens are UUID-style and expire `ttlMs` after they were handed out (the seed: valid 24 hours; after
 * expiry the caller starts again from the first page); a token is valid only for the query it came from.
 * `/v2/chains/{chainId}/metrics/avgTps` (the deployed route of getAvgTps) is getEvmChainMetrics' series of
 * `avgTps`, the same points as `/v1/avg_tps`.
 */
export function createMetricsHandler(options: { ttlMs: () => number; now: () => number }) {
  const tokens = new Map<string, MetricsToken>();
  let counter = 0;
  return (input: RestInput, data: DataSet, operationId = 'getAvgTps') => {
    const op = operationId === 'getAvgTpsDeployed' ? 'getEvmChainMetrics' : operationId;
    const scope = scopeOf(op, op === 'getEvmChainMetrics' ? { metric: 'avgTps', ...input } : input);
    const page: Pager = (request, items, pageSize) => {
      const token = request.pageToken ?? request.body?.pageToken;
      let offset = 0;
      if (typeof token === 'string' && token !== '') {
        const entry = tokens.get(token);
        if (!entry || entry.scope !== scope) throw new ReplyError(400, 'pageToken is invalid');
        if (options.now() - entry.createdAt > options.ttlMs()) {
          tokens.delete(token);
          throw new ReplyError(400, 'pageToken has expired; request the first page again');
        }
        offset = entry.offset;
      }
      const slice = items.slice(offset, offset + pageSize);
      if (offset + pageSize >= items.length) return { items: slice };
      const next = uuidOf(data.seed, scope, offset, counter++);
      tokens.set(next, { scope, offset: offset + pageSize, createdAt: options.now() });
      return { items: slice, nextPageToken: next };
    };
    if (op !== 'getAvgTps') {
      const handler = handlers[op];
      if (!handler) throw new ReplyError(404, `no handler for ${operationId}`);
      return handler(op === 'getEvmChainMetrics' ? { metric: 'avgTps', ...input } : input, data, page);
    }
    const chainId = String(input.chainId);
    const series = data.metrics.get(findChain(data, chainId)?.chainId ?? '');
    if (!series) throw new ReplyError(404, `chain ${chainId} not found`);
    const { items, nextPageToken } = page(input, [...series].reverse(), METRICS_PAGE_SIZE);
    const body: Record<string, unknown> = { results: items, status: 200, lastRun: data.now };
    if (nextPageToken) body.nextPageToken = nextPageToken;
    return body;
  };
}

function uuidOf(...parts: unknown[]): string {
  const h = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
