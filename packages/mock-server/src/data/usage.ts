import { ReplyError } from '../httpReply.js';
import { randomFor } from './random.js';

/**
 * The usage figures of the Data API's usage-metrics endpoints, derived from the seed, the account and
 * the time bucket, so that the same query always answers the same numbers: per-bucket request counts
 * (grouped by a field when asked), and a request log.
 */

const DAY = 86_400;
const BUCKET_SECONDS: Record<string, number> = {
  minute: 60,
  hourly: 3_600,
  daily: DAY,
  weekly: 7 * DAY,
  monthly: 30 * DAY,
};
/** The most buckets one answer holds (the newest ones). */
const MAX_BUCKETS = 1_000;

/** The values each grouping field takes in the data set. */
export const GROUP_VALUES: Record<string, readonly (string | number)[]> = {
  requestPath: ['/v1/chains', '/v1/chains/43114/blocks', '/v1/chains/43114/transactions'],
  responseCode: [200, 400, 429],
  chainId: ['43114', '43113'],
  apiKeyId: ['key-primary', 'key-backend'],
  requestType: ['data', 'rpc'],
  rpcMethod: ['eth_blockNumber', 'eth_call', 'eth_getBalance'],
  rlBypassToken: ['bypass-1'],
  country: ['US', 'DE', 'XX'],
  continent: ['NA', 'EU'],
  userAgent: ['node', 'curl/8.5.0'],
};

/** The filters a query may give, by the grouping field they restrict. */
const FILTERS: Record<string, string> = {
  requestPath: 'requestPath',
  responseCode: 'responseCode',
  chainId: 'chainId',
  apiKeyId: 'apiKeyId',
  requestType: 'requestType',
  rpcMethod: 'rpcMethod',
  rlBypassToken: 'rlBypassApiToken',
  country: 'country',
  continent: 'continent',
  userAgent: 'userAgent',
};

/** The range of a query: both ends rounded down to 00:00 UTC, the last 7 days before `now` by default. */
export function rangeOf(input: Record<string, unknown>, now: number): { start: number; end: number } {
  const day = (t: number) => t - (t % DAY);
  const end = day(typeof input.endTimestamp === 'number' ? input.endTimestamp : now);
  const start = day(typeof input.startTimestamp === 'number' ? input.startTimestamp : end - 7 * DAY);
  if (start > end) throw new ReplyError(400, 'startTimestamp must not be after endTimestamp');
  return { start, end };
}

/**
 * Buckets of `timeInterval` over the range, each with one value per group (or one ungrouped value);
 * `fields` lists the figures of a value, `groupField` the grouping asked for.
 */
export function usageBuckets(
  seed: number,
  account: string,
  input: Record<string, unknown>,
  now: number,
  defaultInterval: string,
): { aggregateDuration: string; metrics: { timestamp: number; values: Record<string, unknown>[] }[] } {
  const interval = typeof input.timeInterval === 'string' ? input.timeInterval : defaultInterval;
  const step = BUCKET_SECONDS[interval] as number;
  const { start, end } = rangeOf(input, now);
  const groupBy = typeof input.groupBy === 'string' ? input.groupBy : undefined;
  const filter = groupBy ? input[FILTERS[groupBy] ?? ''] : undefined;
  const groups =
    groupBy === undefined
      ? [undefined]
      : (GROUP_VALUES[groupBy] ?? []).filter((v) => filter === undefined || String(v) === String(filter));
  const first = Math.max(start, end - (MAX_BUCKETS - 1) * step);
  const metrics = [];
  for (let t = first; t <= end; t += step) {
    metrics.push({
      timestamp: t,
      values: groups.map((group) => {
        const r = randomFor(seed, 'usage', account, interval, t, String(group));
        const total = r.int(0, 5_000) * Math.max(1, Math.round(step / DAY));
        const invalid = r.int(0, Math.floor(total / 20));
        return {
          groupedBy: groupBy ?? 'None',
          ...(group === undefined ? {} : { groupValue: group }),
          totalRequests: total,
          requestsPerSecond: Math.round((total / step) * 1000) / 1000,
          successRatePercent: total === 0 ? 100 : Math.round(((total - invalid) / total) * 10_000) / 100,
          medianResponseTimeMsecs: r.int(20, 400),
          invalidRequests: invalid,
          apiCreditsUsed: total * 2,
          apiCreditsWasted: invalid * 2,
        };
      }),
    });
  }
  return { aggregateDuration: interval, metrics };
}

/** The request log of an account over the range: a few requests an hour, newest first, filtered. */
export function apiLogs(
  seed: number,
  account: string,
  orgId: string,
  input: Record<string, unknown>,
  now: number,
): Record<string, unknown>[] {
  const { start, end } = rangeOf(input, now);
  const logs: Record<string, unknown>[] = [];
  // from the end of the range's last day back to its start, one request every 90 minutes (500 at most)
  for (let t = end + DAY - 5_400; t >= start && logs.length < 500; t -= 5_400) {
    const r = randomFor(seed, 'log', account, t);
    const requestType = r.pick(GROUP_VALUES.requestType as string[]);
    const entry: Record<string, unknown> = {
      orgId,
      logId: `log-${t}`,
      eventTimestamp: t,
      apiKeyId: r.pick(GROUP_VALUES.apiKeyId as string[]),
      apiKeyAlias: 'mock key',
      hostRegion: 'us-east-1',
      requestType,
      requestPath: r.pick(GROUP_VALUES.requestPath as string[]),
      apiCreditsConsumed: r.int(1, 20),
      requestDurationMsecs: r.int(20, 400),
      responseCode: r.pick(GROUP_VALUES.responseCode as number[]),
      chainId: r.pick(GROUP_VALUES.chainId as string[]),
      ...(requestType === 'rpc' ? { rpcMethod: r.pick(GROUP_VALUES.rpcMethod as string[]) } : {}),
      metadata: { ipAddress: '203.0.113.7', host: 'data-api.example.invalid', userAgent: 'node' },
    };
    const keep = ['chainId', 'responseCode', 'requestType', 'apiKeyId', 'requestPath'].every(
      (f) => input[f] === undefined || String(entry[f]) === String(input[f]),
    );
    if (keep) logs.push(entry);
  }
  return logs;
}
