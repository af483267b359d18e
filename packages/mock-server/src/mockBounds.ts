/**
 * The mock server's bounds, written once, as `@pkg/core`'s DEFAULTS bound the clients: what one client (or a test
 * gone wrong) can make a long-running mock hold. Each but `maxRpcBodyBytes` is an option of startMockServer.
 */
export const MOCK_BOUNDS = {
  /**
   * Entries the request log (`MockServer.requests`) keeps; past it the oldest is dropped, so a mock that runs for
   * days (the CLI, which never clears it) does not grow with every request it ever had.
   * @default 10_000
   */
  maxLoggedRequests: 10_000,
  /**
   * Largest request body of the Data and Metrics APIs (webhook create and update, address lists, signature
   * aggregation, export jobs), in bytes; a larger one is answered 413 in the seed's error body. 1 MiB is about
   * 23,000 addresses in one webhook.
   * @default 1_048_576
   */
  maxRestBodyBytes: 1_048_576,
  /** Largest JSON-RPC request body of the node's endpoints, in bytes: go-ethereum's 5 MiB. @default 5_242_880 */
  maxRpcBodyBytes: 5_242_880,
  /**
   * Subscriptions one websocket may hold at once; a subscribe past it is answered with a JSON-RPC error
   * (`-32000`), and an unsubscribe makes room again.
   * @default 1_000
   */
  maxSubscriptionsPerSocket: 1_000,
  /**
   * Bytes a websocket may have waiting to be sent (`ws`'s bufferedAmount, past what the kernel took) before the
   * server stops adding to it: a notification is then dropped, and an answer closes the connection (1008), so a
   * client that stops reading costs the server at most this much. Notifications flow again once it reads.
   * @default 4_194_304
   */
  maxWsBufferedBytes: 4_194_304,
} as const;
