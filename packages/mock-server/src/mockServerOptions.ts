import type { NodeEra } from './era.js';
import type { FaultOptions } from './faults.js';
import type { RateLimitOptions } from './rateLimit.js';

/** Options of startMockServer. */
export interface MockServerOptions {
  /**
   * Which AvalancheGo the node answers as: `'helicon'`, v1.15 with Helicon active (what Fuji and Mainnet run: the
   * C chain under SAE, without `admin`, `personal`, `warp`, `avax.version` and the methods the specs mark as not
   * served on `c-chain-helicon`; the `accepted` block tag refused; `heliconTime` set; rpc protocol 46), or
   * `'pre-helicon'`, v1.14.0 (what custom and local networks run until they schedule Helicon). @default 'helicon'
   */
  era?: NodeEra;
  /** Port to listen on; 0 picks a free one. @default 0 */
  port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /** Seed of the data set: the same seed serves the same data. @default 1 */
  seed?: number;
  /** Faults to inject (see FaultOptions); change them later with setFaults. */
  faults?: FaultOptions;
  /** How long a metrics page token stays valid, in ms. @default 86_400_000 (24 hours, as the seed says) */
  metricsTokenTtlMs?: number;
  /** Most items in one JSON-RPC batch, as on the public node. @default 40 */
  maxBatchSize?: number;
  /** Interval between newHeads (and logs) notifications on websocket subscriptions, in ms. @default 1000 */
  newHeadsIntervalMs?: number;
  /** The clock used for token expiry and rate-limit windows (ms since epoch). @default Date.now */
  now?: () => number;
  /**
   * A rate limit on the Data and Metrics APIs, answered with 429 and Retry-After; an API key gets
   * `limitWithKey` (counted per key). @default none
   */
  rateLimit?: RateLimitOptions;
  /**
   * Entries the request log (`requests`) keeps; past it the oldest is dropped.
   * @default 10_000 (`MOCK_BOUNDS.maxLoggedRequests`)
   */
  maxLoggedRequests?: number;
  /**
   * Largest request body of the Data and Metrics APIs (webhook create and update among them), in bytes; a larger
   * one is answered 413 in the seed's error body. @default 1_048_576 (1 MiB, `MOCK_BOUNDS.maxRestBodyBytes`)
   */
  maxRestBodyBytes?: number;
  /**
   * Subscriptions one websocket may hold at once; a subscribe past it gets a JSON-RPC error (`-32000`).
   * @default 1_000 (`MOCK_BOUNDS.maxSubscriptionsPerSocket`)
   */
  maxSubscriptionsPerSocket?: number;
  /**
   * Bytes a websocket may have waiting to be sent before notifications to it are dropped (and an answer closes
   * it with 1008): a client that stops reading costs the server at most this much.
   * @default 4_194_304 (4 MiB, `MOCK_BOUNDS.maxWsBufferedBytes`)
   */
  maxWsBufferedBytes?: number;
}
