import type { DataSet } from '../data/dataSet.js';
import type { NodeEra } from '../era.js';
import { FaultPlan } from '../faults.js';
import { MOCK_BOUNDS } from '../mockBounds.js';
import type { MockServerOptions } from '../mockServerOptions.js';
import { RateLimiter } from '../rateLimit.js';
import { createEvmDataHandlers } from '../rest/dataHandlersEvm.js';
import { createMetricsHandler } from '../rest/metricsHandler.js';
import type { RpcContext } from '../rpc/context.js';
import type { WsConnection } from '../websocket.js';
import type { RequestLogEntry } from './requestLog.js';

/** The bounds of one server (`MOCK_BOUNDS`, as its options set them). */
export interface ServerBounds {
  maxLoggedRequests: number;
  maxRestBodyBytes: number;
  maxRpcBodyBytes: number;
  maxSubscriptionsPerSocket: number;
  maxWsBufferedBytes: number;
}

/** The state of one running mock server: its options, its log, its timers and connections. */
export interface ServerState {
  data: DataSet;
  /** Which AvalancheGo the node answers as. */
  era: NodeEra;
  faults: FaultPlan;
  maxBatch: number;
  headsInterval: number;
  bounds: ServerBounds;
  metricsHandler: ReturnType<typeof createMetricsHandler>;
  /** Webhooks and export jobs: state of this server only. */
  evmHandlers: ReturnType<typeof createEvmDataHandlers>;
  limiter: RateLimiter | undefined;
  requests: RequestLogEntry[];
  /** Aborted when the server closes: a slow fault's wait ends with it. */
  closing: AbortController;
  sockets: Set<WsConnection>;
  cleanups: Set<() => void>;
  issuedAtomicTxs: Map<string, string>;
  profilers: Set<string>;
  /** The server's URLs, once it listens (the root path lists them). */
  urls: { dataUrl: string; metricsUrl: string; nodeUrl: string; wsUrl: string };
}

/** The state of a new server of the data set `data`. */
export function createServerState(data: DataSet, options: MockServerOptions): ServerState {
  const now = options.now ?? Date.now;
  const ttl = options.metricsTokenTtlMs ?? 86_400_000;
  return {
    data,
    era: options.era ?? 'helicon',
    faults: new FaultPlan(options.faults),
    maxBatch: options.maxBatchSize ?? 40,
    headsInterval: options.newHeadsIntervalMs ?? 1000,
    bounds: boundsOf(options),
    metricsHandler: createMetricsHandler({ ttlMs: () => ttl, now }),
    evmHandlers: createEvmDataHandlers(data),
    limiter: options.rateLimit ? new RateLimiter(options.rateLimit, now) : undefined,
    requests: [],
    closing: new AbortController(),
    sockets: new Set(),
    cleanups: new Set(),
    issuedAtomicTxs: new Map(),
    profilers: new Set(),
    urls: { dataUrl: '', metricsUrl: '', nodeUrl: '', wsUrl: '' },
  };
}

/** The bounds `options` set, every default filled in. */
function boundsOf(options: MockServerOptions): ServerBounds {
  return {
    maxLoggedRequests: options.maxLoggedRequests ?? MOCK_BOUNDS.maxLoggedRequests,
    maxRestBodyBytes: options.maxRestBodyBytes ?? MOCK_BOUNDS.maxRestBodyBytes,
    maxRpcBodyBytes: MOCK_BOUNDS.maxRpcBodyBytes,
    maxSubscriptionsPerSocket: options.maxSubscriptionsPerSocket ?? MOCK_BOUNDS.maxSubscriptionsPerSocket,
    maxWsBufferedBytes: options.maxWsBufferedBytes ?? MOCK_BOUNDS.maxWsBufferedBytes,
  };
}

/** The context of a JSON-RPC call to the server's node. */
export function rpcContextOf(state: ServerState, unhealthy: boolean): RpcContext {
  return {
    data: state.data,
    era: state.era,
    network: state.data.networks.mainnet,
    unhealthy,
    issuedAtomicTxs: state.issuedAtomicTxs,
    profilers: state.profilers,
  };
}
