import { getEvmChainMetrics } from '@pkg/metrics/operations';
import type { DataSet } from './dataSet.js';
import { PRIMARY_NETWORK_ID } from './dataSet.js';
import { icmMessagesOf } from './icm.js';
import { addressOf, randomFor } from './random.js';
import type { EvmChain, MetricsPoint, Network, SubnetValidator } from './types.js';

/**
 * What the Metrics API's /v2 operations read, derived from the data set so that both APIs tell one story:
 * the chains are the Data side's EVM chains (same chain ids and blockchain ids), the staking series end at
 * the data set's validators, the L1 fee series belong to its L1 validators, the ICM counts are its ICM
 * messages (since its first block; drawn before), and the Looking Glass answers come from its wallets, balances and NFT transfers.
 *
 * Chain activity is drawn per hour (one year and a month back from the data set's `now`); days, weeks and
 * months add their hours up, so a day's `txCount` is the sum of its 24 hourly values and the cumulative
 * series grow by exactly the daily counts. `avgTps` is the seed's series (`data.metrics`), the one getAvgTps
 * serves, so every route to it answers the same points.
 */

export type TimeInterval = 'hour' | 'day' | 'week' | 'month';

const HOUR = 3600;
const DAY = 86_400;
/** Hours of chain activity drawn per chain. */
const HOURS = 400 * 24;
/** How far back each interval's series reaches (in points). */
const SPAN: Record<TimeInterval, number> = { hour: 2160, day: 365, week: 52, month: 12 };
/** Days of staking and L1 validator fee history. */
const HISTORY_DAYS = 180;

/** The metrics also kept per hour; every other metric of the Metrics client's `getEvmChainMetrics` is kept per day only. */
const HOURLY = new Set(['activeAddresses', 'activeSenders', 'gasUsed', 'txCount', 'feesPaid']);

/** The metrics kept per day only (any other interval is refused), read from the client's own entry so they cannot drift. */
export const DAILY_ONLY: ReadonlySet<string> = new Set(
  (getEvmChainMetrics.schema.metric as { enum: readonly string[] }).enum.filter(
    (metric) => !HOURLY.has(metric),
  ),
);

/** One hour of a chain's activity. */
interface Hour {
  txCount: number;
  gasUsed: number;
  /** Gas-weighted price, gwei. */
  gasPrice: number;
  maxGasPrice: number;
  /** Peak transactions (gas) per second within the hour. */
  maxTps: number;
  maxGps: number;
  contracts: number;
  deployers: number;
}

/** A chain of the Metrics API (listChains, getChain). */
export interface MetricsChain {
  evmChainId: number;
  chainName: string;
  blockchainId: string;
  subnetId: string;
  network: 'mainnet' | 'testnet';
}

/** An ICM count between two chains of one network. */
export interface IcmPoint {
  value: number;
  timestamp: number;
  srcBlockchainId: string;
  destBlockchainId: string;
}

/** Start of the interval that holds `t` (hours on the hour, days at 00:00 UTC, weeks on Monday, months on the 1st). */
export function intervalStart(t: number, interval: TimeInterval): number {
  if (interval === 'hour') return t - (t % HOUR);
  const day = t - (t % DAY);
  if (interval === 'day') return day;
  if (interval === 'week') return day - ((Math.floor(day / DAY) + 3) % 7) * DAY; // 1970-01-01 was a Thursday
  const d = new Date(day * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
}

/** The network a request names (`testnet` and `fuji` are one network). */
export function networkOf(name: unknown): Network | undefined {
  if (name === 'mainnet') return 'mainnet';
  if (name === 'fuji' || name === 'testnet') return 'fuji';
  return undefined;
}

/** The Metrics API's view of an EVM chain of the data set. */
export function metricsChainOf(chain: EvmChain): MetricsChain {
  return {
    evmChainId: Number(chain.chainId),
    chainName: chain.isCChain ? 'c_chain' : chain.chainName.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
    blockchainId: chain.blockchainId,
    subnetId: chain.subnetId,
    network: chain.network === 'mainnet' ? 'mainnet' : 'testnet',
  };
}

/** A chain by EVM chain id or blockchain id. */
export function findChain(data: DataSet, id: string): EvmChain | undefined {
  return data.chainsById.get(id) ?? data.chainsByBlockchainId.get(id);
}

/** The chains a chainId path segment names: one chain, or `total`, `mainnet`, `testnet`; undefined when unknown. */
export function chainsOf(data: DataSet, id: string): EvmChain[] | undefined {
  const all = [...data.chainsById.values()];
  if (id === 'total') return all;
  const network = networkOf(id);
  if (network) return all.filter((c) => c.network === network);
  const chain = findChain(data, id);
  return chain ? [chain] : undefined;
}

const cache = new WeakMap<DataSet, Map<string, unknown>>();

function memo<T>(data: DataSet, key: string, make: () => T): T {
  let store = cache.get(data);
  if (!store) {
    store = new Map();
    cache.set(data, store);
  }
  if (!store.has(key)) store.set(key, make());
  return store.get(key) as T;
}

/** The first hour of the drawn activity (every chain shares the hours, so aggregates line up). */
function firstHour(data: DataSet): number {
  return intervalStart(data.now, 'hour') - (HOURS - 1) * HOUR;
}

/** A chain's hourly activity, oldest first. */
function hoursOf(data: DataSet, chain: EvmChain): Hour[] {
  return memo(data, `hours:${chain.chainId}`, () => {
    const r = randomFor(data.seed, 'metrics-hours', chain.chainId);
    const scale = chain.isCChain ? 40 : 6;
    return Array.from({ length: HOURS }, () => {
      const txCount = r.int(scale * 500, scale * 1500);
      const gasUsed = txCount * r.int(40_000, 160_000);
      const gasPrice = r.int(25, 60);
      const contracts = r.int(0, scale);
      return {
        txCount,
        gasUsed,
        gasPrice,
        maxGasPrice: gasPrice + r.int(1, 200),
        maxTps: Math.round((txCount / HOUR) * (2 + r.next() * 8) * 1000) / 1000,
        maxGps: Math.round((gasUsed / HOUR) * (2 + r.next() * 8)),
        contracts,
        deployers: r.int(0, contracts),
      };
    });
  });
}

/** Running totals since genesis before the drawn hours (so cumulative series do not start at zero). */
function baseOf(data: DataSet, chain: EvmChain): Record<string, number> {
  const r = randomFor(data.seed, 'metrics-base', chain.chainId);
  return {
    cumulativeTxCount: r.int(1_000_000, 90_000_000),
    cumulativeAddresses: r.int(10_000, 900_000),
    cumulativeContracts: r.int(1_000, 90_000),
    cumulativeDeployers: r.int(100, 9_000),
  };
}

/** Distinct addresses (and senders) seen in a span with `txCount` transactions. */
function activeOf(txCount: number, senders: boolean): number {
  const addresses = Math.ceil(Math.sqrt(txCount) * 12);
  return senders ? Math.ceil(addresses * 0.6) : addresses;
}

/** One metric over a run of hours of one chain. */
function aggregate(metric: string, hours: readonly Hour[]): number {
  let tx = 0;
  let gas = 0;
  let fees = 0;
  let maxTps = 0;
  let maxGps = 0;
  let maxPrice = 0;
  let contracts = 0;
  let deployers = 0;
  for (const h of hours) {
    tx += h.txCount;
    gas += h.gasUsed;
    fees += h.gasUsed * h.gasPrice;
    maxTps = Math.max(maxTps, h.maxTps);
    maxGps = Math.max(maxGps, h.maxGps);
    maxPrice = Math.max(maxPrice, h.maxGasPrice);
    contracts += h.contracts;
    deployers += h.deployers;
  }
  const seconds = hours.length * HOUR;
  switch (metric) {
    case 'txCount':
      return tx;
    case 'gasUsed':
      return gas;
    case 'feesPaid':
      return Math.round(fees) / 1e9; // gas x gwei, in the native token
    case 'contracts':
      return contracts;
    case 'deployers':
      return deployers;
    case 'activeAddresses':
      return activeOf(tx, false);
    case 'activeSenders':
      return activeOf(tx, true);
    case 'avgTps':
      return Math.round((tx / seconds) * 1000) / 1000;
    case 'avgGps':
      return Math.round(gas / seconds);
    case 'maxTps':
      return maxTps;
    case 'maxGps':
      return maxGps;
    case 'avgGasPrice':
      return gas === 0 ? 0 : Math.round((fees / gas) * 1000) / 1000;
    case 'maxGasPrice':
      return maxPrice;
    default:
      throw new Error(`no aggregate for ${metric}`);
  }
}

/** Combines one metric's values of several chains at one time (sums; peaks take the largest; prices average). */
function combine(metric: string, values: number[]): number {
  if (metric.startsWith('max')) return Math.max(...values);
  const sum = values.reduce((a, b) => a + b, 0);
  if (metric === 'avgGasPrice') return Math.round((sum / values.length) * 1000) / 1000;
  return Math.round(sum * 1000) / 1000;
}

/** The buckets of an interval over the drawn hours: [start, first hour index, hour count], oldest first. */
function bucketsOf(data: DataSet, interval: TimeInterval): [number, number, number][] {
  return memo(data, `buckets:${interval}`, () => {
    const first = firstHour(data);
    const out: [number, number, number][] = [];
    for (let i = 0; i < HOURS; ) {
      const start = intervalStart(first + i * HOUR, interval);
      let n = 0;
      while (i + n < HOURS && intervalStart(first + (i + n) * HOUR, interval) === start) n++;
      // a bucket is kept whole: the first, cut by the start of the drawn hours, is left out
      if (start >= first || interval === 'hour') out.push([start, i, n]);
      i += n;
    }
    return out.slice(-SPAN[interval]);
  });
}

/** One chain's series of a metric at an interval, oldest first. */
function chainSeries(data: DataSet, chain: EvmChain, metric: string, interval: TimeInterval): MetricsPoint[] {
  if (metric === 'avgTps') return data.metrics.get(chain.chainId) ?? [];
  return memo(data, `series:${chain.chainId}:${metric}:${interval}`, () => {
    const hours = hoursOf(data, chain);
    const buckets = bucketsOf(data, interval);
    if (metric.startsWith('cumulative')) {
      const step = {
        cumulativeTxCount: 'txCount',
        cumulativeAddresses: 'newAddresses',
        cumulativeContracts: 'contracts',
        cumulativeDeployers: 'deployers',
      }[metric] as string;
      let total = baseOf(data, chain)[metric] as number;
      const [, firstIndex] = buckets[0] ?? [0, 0];
      // everything drawn before the first bucket counts too
      total += cumulativeStep(step, hours.slice(0, firstIndex));
      return buckets.map(([timestamp, i, n]) => {
        total += cumulativeStep(step, hours.slice(i, i + n));
        return { timestamp, value: total };
      });
    }
    return buckets.map(([timestamp, i, n]) => ({
      timestamp,
      value: aggregate(metric, hours.slice(i, i + n)),
    }));
  });
}

function cumulativeStep(step: string, hours: readonly Hour[]): number {
  if (step === 'newAddresses') return Math.ceil(aggregate('activeAddresses', hours) / 10);
  return aggregate(step, hours);
}

/** The series of a metric at an interval for one chain or an aggregate of chains, oldest first. */
export function evmChainSeries(
  data: DataSet,
  chains: readonly EvmChain[],
  metric: string,
  interval: TimeInterval,
): MetricsPoint[] {
  const [first, ...rest] = chains.map((c) => chainSeries(data, c, metric, interval));
  if (!first) return [];
  if (rest.length === 0) return first;
  return first.map((point, i) => ({
    timestamp: point.timestamp,
    value: combine(metric, [point.value, ...rest.map((s) => s[i]?.value ?? 0)]),
  }));
}

/** Windows of the rolling-window operations, in hours (`allTime` is every drawn hour plus the totals before). */
const WINDOWS: [string, number][] = [
  ['lastHour', 1],
  ['lastDay', 24],
  ['lastWeek', 168],
  ['lastMonth', 720],
  ['last90Days', 2160],
  ['lastYear', 8760],
  ['allTime', HOURS],
];

/** A metric over the last hour, day, week, month, 90 days, year and all time (activity metrics: the first three). */
export function rollingWindow(
  data: DataSet,
  chains: readonly EvmChain[],
  metric: string,
): Record<string, number> {
  const active = metric === 'activeAddresses' || metric === 'activeSenders';
  const out: Record<string, number> = {};
  for (const [name, hours] of WINDOWS) {
    if (active && hours > 168) break;
    const values = chains.map((chain) => {
      const value = aggregate(metric, hoursOf(data, chain).slice(-hours));
      if (name !== 'allTime') return value;
      const before: Record<string, string> = {
        txCount: 'cumulativeTxCount',
        contracts: 'cumulativeContracts',
      };
      return value + (before[metric] ? (baseOf(data, chain)[before[metric]] as number) : 0);
    });
    out[name] = combine(metric, values);
  }
  return out;
}

/** The ordered chain pairs of a network that exchange ICM messages. */
export function icmPairs(data: DataSet, network?: Network): [EvmChain, EvmChain][] {
  const pairs: [EvmChain, EvmChain][] = [];
  for (const net of network ? [network] : (['mainnet', 'fuji'] as const)) {
    const chains = data.networks[net].evmChains;
    for (const src of chains) for (const dest of chains) if (src !== dest) pairs.push([src, dest]);
  }
  return pairs;
}

/**
 * Hourly message counts from one chain to another, oldest first: from the hour of the data set's first block
 * on, exactly the Data side's ICM messages of the pair (icm.ts, counted at their timestamp); drawn before it.
 */
function icmHours(data: DataSet, src: EvmChain, dest: EvmChain): number[] {
  return memo(data, `icm:${src.blockchainId}:${dest.blockchainId}`, () => {
    const r = randomFor(data.seed, 'icm', src.blockchainId, dest.blockchainId);
    const busy = r.int(1, 12);
    const first = firstHour(data);
    const indexed = intervalStart(
      Math.min(...[...data.chainsById.values()].map((c) => c.blocks[0]?.blockTimestamp ?? data.now)),
      'hour',
    );
    const hours = Array.from({ length: HOURS }, (_, i) => (first + i * HOUR < indexed ? r.int(0, busy) : 0));
    for (const message of icmMessagesOf(data)) {
      if (message.source !== src || message.destination !== dest) continue;
      const i = (intervalStart(message.timestamp, 'hour') - first) / HOUR;
      if (i >= 0 && i < HOURS) hours[i] = (hours[i] ?? 0) + 1;
    }
    return hours;
  });
}

/** Message counts of one pair per interval, oldest first. */
export function icmSeries(
  data: DataSet,
  src: EvmChain,
  dest: EvmChain,
  interval: TimeInterval,
): MetricsPoint[] {
  const hours = icmHours(data, src, dest);
  return bucketsOf(data, interval).map(([timestamp, i, n]) => ({
    timestamp,
    value: hours.slice(i, i + n).reduce((a, b) => a + b, 0),
  }));
}

/** Message counts of one pair per rolling window. */
export function icmWindows(data: DataSet, src: EvmChain, dest: EvmChain): Record<string, number> {
  const hours = icmHours(data, src, dest);
  return Object.fromEntries(
    WINDOWS.map(([name, n]) => [name, hours.slice(-n).reduce((a, b) => a + b, 0)] as const),
  );
}

/** Days of history ending at the data set's day, oldest first. */
function historyDays(data: DataSet): number[] {
  const today = intervalStart(data.now, 'day');
  return Array.from({ length: HISTORY_DAYS }, (_, i) => today - (HISTORY_DAYS - 1 - i) * DAY);
}

/**
 * A staking series of a subnet (daily, oldest first) whose last point is the data set's state today:
 * the validator and delegator counts and weights of its current validators. Undefined for an unknown subnet.
 */
export function stakingSeries(
  data: DataSet,
  network: Network,
  subnetId: string,
  metric: string,
): MetricsPoint[] | undefined {
  const net = data.networks[network];
  let today: Record<string, number>;
  if (subnetId === PRIMARY_NETWORK_ID) {
    const validators = net.primaryValidators;
    const delegators = validators.flatMap((v) => v.delegators);
    today = {
      validatorCount: validators.length,
      validatorWeight: Number(validators.reduce((sum, v) => sum + BigInt(v.weight), 0n)),
      delegatorCount: delegators.length,
      delegatorWeight: Number(delegators.reduce((sum, d) => sum + BigInt(d.weight), 0n)),
    };
  } else {
    const validators = net.subnetValidators.get(subnetId);
    if (!validators) return undefined;
    today = {
      validatorCount: validators.length,
      validatorWeight: validators.reduce((sum, v) => sum + v.weight, 0),
      delegatorCount: 0,
      delegatorWeight: 0,
    };
  }
  const last = today[metric] ?? 0;
  const r = randomFor(data.seed, 'staking', network, subnetId, metric);
  const days = historyDays(data);
  const values: number[] = [last];
  // walk back from today: counts and weights change a little from day to day, never below zero
  for (let i = 1; i < days.length; i++) {
    const previous = values[i - 1] as number;
    const change = metric.endsWith('Count') ? r.int(-2, 2) : Math.round(previous * (r.next() - 0.5) * 0.02);
    values.push(Math.max(0, previous - change));
  }
  values.reverse();
  return days.map((timestamp, i) => ({ timestamp, value: values[i] as number }));
}

/** Every L1 validator of a network (validators of subnets that converted to L1s), with its subnet. */
export function l1Validators(
  data: DataSet,
  network: Network = 'mainnet',
): { subnetId: string; v: SubnetValidator }[] {
  const out: { subnetId: string; v: SubnetValidator }[] = [];
  for (const [subnetId, list] of data.networks[network].subnetValidators) {
    for (const v of list) if (v.isL1Validator) out.push({ subnetId, v });
  }
  return out;
}

/** The fees (nAVAX) one L1 validation paid per day, oldest first. */
function dailyFees(data: DataSet, validationId: string): MetricsPoint[] {
  return memo(data, `fees:${validationId}`, () => {
    const r = randomFor(data.seed, 'l1-fees', validationId);
    return historyDays(data).map((timestamp) => ({ timestamp, value: r.int(40_000_000, 48_000_000) }));
  });
}

/** Sums series point by point (all series share their days). */
function sumSeries(series: readonly MetricsPoint[][]): MetricsPoint[] {
  return historyDaysOf(series).map((timestamp, i) => ({
    timestamp,
    value: series.reduce((sum, s) => sum + (s[i]?.value ?? 0), 0),
  }));
}

function historyDaysOf(series: readonly MetricsPoint[][]): number[] {
  return (series[0] ?? []).map((p) => p.timestamp);
}

function cumulative(series: readonly MetricsPoint[]): MetricsPoint[] {
  let total = 0;
  return series.map((p) => {
    total += p.value;
    return { timestamp: p.timestamp, value: total };
  });
}

/**
 * The L1 validator fee series (daily, oldest first) of a set of validations: `daily` fees, `cumulative` fees,
 * or `paying` (how many of them paid that day).
 */
export function l1FeeSeries(
  data: DataSet,
  validationIds: readonly string[],
  kind: 'daily' | 'cumulative' | 'paying',
): MetricsPoint[] {
  if (validationIds.length === 0) return historyDays(data).map((timestamp) => ({ timestamp, value: 0 }));
  const each = validationIds.map((id) => dailyFees(data, id));
  if (kind === 'paying') {
    return historyDaysOf(each).map((timestamp, i) => ({
      timestamp,
      value: each.filter((s) => (s[i]?.value ?? 0) > 0).length,
    }));
  }
  const daily = sumSeries(each);
  return kind === 'daily' ? daily : cumulative(daily);
}

/** BTC.b bridgers on the C-Chain: the chain's wallets and more, with net bridged amounts (satoshis), largest first. */
export function btcbBridgers(data: DataSet): { address: string; sortKey: string }[] {
  return memo(data, 'btcb', () => {
    const chain = data.chainsById.get('43114');
    const wallets = chain?.wallets ?? [];
    const others = Array.from({ length: 188 }, (_, i) => addressOf(data.seed, 'btcb-bridger', i));
    return [...wallets, ...others]
      .map((address) => {
        const r = randomFor(data.seed, 'btcb', address);
        return { address, amount: BigInt(r.int(1, 5_000)) * 10n ** BigInt(r.int(3, 6)) };
      })
      .sort((a, b) =>
        a.amount === b.amount ? a.address.localeCompare(b.address) : a.amount > b.amount ? -1 : 1,
      )
      .map(({ address, amount }) => ({ address, sortKey: amount.toString() }));
  });
}
