import { createHash } from 'node:crypto';
import type { DataSet } from '../data/data-set.js';
import { ReplyError } from '../http-reply.js';
import type { RestInput } from './data-handlers.js';

/** Points per page of the metrics series. */
export const METRICS_PAGE_SIZE = 50;

/** The server-side record of a metrics page token. */
interface MetricsToken {
  chainId: string;
  offset: number;
  createdAt: number;
}

/**
 * The Metrics API's getAvgTps, with UUID-style page tokens that expire `ttlMs` after they were
 * handed out (the seed: valid 24 hours; after expiry the caller starts again from the first page).
 */
export function createMetricsHandler(options: { ttlMs: () => number; now: () => number }) {
  const tokens = new Map<string, MetricsToken>();
  let counter = 0;
  return (input: RestInput, data: DataSet) => {
    const chainId = String(input.chainId);
    const series =
      data.metrics.get(chainId) ?? data.metrics.get(data.chainsByBlockchainId.get(chainId)?.chainId ?? '');
    if (!series) throw new ReplyError(404, `chain ${chainId} not found`);
    let offset = 0;
    const token = input.pageToken;
    if (typeof token === 'string' && token !== '') {
      const entry = tokens.get(token);
      if (!entry || entry.chainId !== chainId) throw new ReplyError(400, 'pageToken is invalid');
      if (options.now() - entry.createdAt > options.ttlMs()) {
        tokens.delete(token);
        throw new ReplyError(400, 'pageToken has expired; request the first page again');
      }
      offset = entry.offset;
    }
    // newest first, as the service returns the series
    const newestFirst = [...series].reverse();
    const results = newestFirst.slice(offset, offset + METRICS_PAGE_SIZE);
    const body: Record<string, unknown> = { results, status: 200, lastRun: data.now };
    if (offset + METRICS_PAGE_SIZE < newestFirst.length) {
      const next = uuidOf(data.seed, chainId, offset, counter++);
      tokens.set(next, { chainId, offset: offset + METRICS_PAGE_SIZE, createdAt: options.now() });
      body.nextPageToken = next;
    }
    return body;
  };
}

function uuidOf(...parts: unknown[]): string {
  const h = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
