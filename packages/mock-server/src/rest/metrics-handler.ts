import { createHash } from 'node:crypto';
import type { DataSet } from '../data/data-set.js';
import { ReplyError } from '../http-reply.js';
import type { RestInput } from './data-handlers.js';

/** Points per page of the metrics series. */
export const METRICS_PAGE_SIZE = 50;

/** The server-side record of a metrics page token. */
interface MetricsToken {
  chainId: string;
  /** Handed out by the deployed /v2 route (a token is valid only on the route that gave it). */
  deployed: boolean;
  offset: number;
  createdAt: number;
}

/**
 * The Metrics API's getAvgTps, with UUID-style page tokens that expire `ttlMs` after they were
 * handed out (the seed: valid 24 hours; after expiry the caller starts again from the first page).
 * It serves the seed's `GET /v1/avg_tps/{chainId}` (`{results, status, lastRun, nextPageToken?}`) and the
 * deployed service's `GET /v2/chains/{chainId}/metrics/avgTps?timeInterval=day` (getAvgTpsDeployed:
 * `{results, nextPageToken?}`, no status or lastRun; `avg*` metrics take only `timeInterval=day`).
 */
export function createMetricsHandler(options: { ttlMs: () => number; now: () => number }) {
  const tokens = new Map<string, MetricsToken>();
  let counter = 0;
  return (input: RestInput, data: DataSet, operationId = 'getAvgTps') => {
    const deployed = operationId === 'getAvgTpsDeployed';
    if (deployed && input.timeInterval !== undefined && input.timeInterval !== 'day') {
      throw new ReplyError(
        400,
        `timeInterval ${String(input.timeInterval)} is not supported for avgTps; use day`,
      );
    }
    const chainId = String(input.chainId);
    const series =
      data.metrics.get(chainId) ?? data.metrics.get(data.chainsByBlockchainId.get(chainId)?.chainId ?? '');
    if (!series) throw new ReplyError(404, `chain ${chainId} not found`);
    let offset = 0;
    const token = input.pageToken;
    if (typeof token === 'string' && token !== '') {
      const entry = tokens.get(token);
      if (!entry || entry.chainId !== chainId || entry.deployed !== deployed)
        throw new ReplyError(400, 'pageToken is invalid');
      if (options.now() - entry.createdAt > options.ttlMs()) {
        tokens.delete(token);
        throw new ReplyError(400, 'pageToken has expired; request the first page again');
      }
      offset = entry.offset;
    }
    // newest first, as the service returns the series
    const newestFirst = [...series].reverse();
    const results = newestFirst.slice(offset, offset + METRICS_PAGE_SIZE);
    const body: Record<string, unknown> = deployed
      ? { results }
      : { results, status: 200, lastRun: data.now };
    if (offset + METRICS_PAGE_SIZE < newestFirst.length) {
      const next = uuidOf(data.seed, chainId, offset, counter++);
      tokens.set(next, { chainId, deployed, offset: offset + METRICS_PAGE_SIZE, createdAt: options.now() });
      body.nextPageToken = next;
    }
    return body;
  };
}

function uuidOf(...parts: unknown[]): string {
  const h = createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
