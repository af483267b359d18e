/**
 * Transport defaults, written once: every client uses these unless told otherwise.
 *
 * @example
 * import { DEFAULTS } from '@pkg/core';
 * console.log(DEFAULTS.retry.retries); // 3
 */
export const DEFAULTS = {
  /** A node client's base URL: the public API node. @default 'https://api.avax.network' */
  nodeUrl: 'https://api.avax.network',
  /** Time limit of a whole call, retries included. @default 30_000 */
  timeoutMs: 30_000,
  retry: {
    /** Tries after the first. @default 3 */
    retries: 3,
    /** Backoff base delay. @default 250 */
    minDelayMs: 250,
    /** Backoff cap (also the cap between tries). @default 8000 */
    maxDelayMs: 8000,
    /**
     * Longest `Retry-After` waited for; a longer one ends the call with its RateLimitError or HttpError at once
     * (`retryAfterMs` says when to come back). Matters when `timeoutMs` is 0 (no deadline): a server could
     * otherwise park a call for 24 days. 60 s: the Data API's rate windows are a minute long.
     * @default 60_000
     */
    maxRetryAfterMs: 60_000,
  },
  /**
   * Largest response body a call accepts, counted after decompression while it streams in; a larger one
   * ends the call with an SdkError (never retried). 64 MiB: above the largest answer the services document
   * (a Data API page of 100 items, `eth_getLogs` at a node's 10,000-log cap, mainnet validator sets are a
   * few MB), far below what would hurt a process (a body is held as text and then parsed).
   * @default 67_108_864
   */
  maxResponseBytes: 67_108_864,
  /**
   * Requests one client keeps in flight; the rest wait in a queue (their timeout and signal still apply).
   * 64: more than the Data API's rate limits let one key use and more than a node serves in parallel,
   * while 10,000 concurrent calls stay well under a default `ulimit -n` of 1024 sockets.
   * @default 64
   */
  maxConcurrency: 64,
  /**
   * Deepest nesting of arrays and objects accepted in an answer (HTTP and WebSocket); deeper is a ParseError.
   * 1000: the deepest documented answers (a `callTracer` trace nests two levels per call frame) stay well under
   * it, while `JSON.stringify`, deep equality and other recursive code still have stack left at that depth
   * (Node's `JSON.stringify` fails somewhere past 3,000).
   * @default 1000
   */
  maxJsonDepth: 1000,
  /**
   * Pages in a row without an item (each with a fresh next-page token) before an iteration ends with an error
   * naming the operation. 10: a filtered Data API listing may skip a few empty pages, ten in a row means a
   * service handing out tokens that lead nowhere (without a bound, `iterate` would loop forever; `maxItems`
   * cannot help when no item comes).
   * @default 10
   */
  maxEmptyPages: 10,
  webSocket: {
    /**
     * Largest WebSocket message accepted, in bytes (in characters for a text message a runtime hands over
     * decoded); a larger one closes the connection with code 1009 and ends its subscriptions and calls with an
     * SdkError, without reconnecting (the server would send it again). 64 MiB, as `maxResponseBytes`: far above
     * a notification (a header is about 1 kB) or a block with its transactions (a few MB).
     * @default 67_108_864
     */
    maxFrameBytes: 67_108_864,
    /**
     * Notifications held for subscription ids the client does not know yet (one may overtake the answer that
     * names its subscription), all ids together, while a subscribe is in flight; past it the oldest are dropped
     * first. Also how many ended subscription ids are remembered (what arrives for them is dropped). 1024: an answer
     * overtaken by a handful of notifications keeps them, while a server sending notifications for 200,000 made-up
     * ids costs nothing.
     * @default 1024
     */
    maxHeldNotifications: 1024,
    /**
     * Bytes of the notifications held for subscription ids not known yet, all ids together (each counted at its
     * message's size); past it, the oldest are dropped first. 4 MiB: a handful of notifications that overtake their answer fit
     * (a header is about 1 kB), while a server sending 1 MiB notifications for made-up ids holds at most 4 MiB.
     * @default 4_194_304
     */
    maxHeldBytes: 4_194_304,
    /**
     * How long a WebSocket connection must stay up before the reconnect count starts again, in ms: a server that
     * accepts, answers the resubscribe and drops the connection meets `retries` over the life of the client.
     * @default 60_000
     */
    reconnectResetMs: 60_000,
    /** Unread notifications a subscription holds before it ends with an error. @default 1024 */
    bufferSize: 1024,
  },
  batch: {
    /** Items per JSON-RPC batch request (the public node's limit). @default 40 */
    maxSize: 40,
    /** How long calls are collected into one batch; 0 means the same tick. @default 0 */
    waitMs: 0,
    /**
     * How long a URL that refused a batch (one error object for the whole array, as a node's non-EVM
     * endpoints answer) gets its calls one by one before a batch is tried again. 5 minutes: one wasted batch
     * per endpoint every 5 minutes costs nothing, and an endpoint that gains batching (an upgrade, a proxy
     * that changed) is batched again without a new client.
     * @default 300_000
     */
    unbatchedMs: 300_000,
  },
} as const;
