/** What the driver hands a scenario: the server to call (a node's base URL, or the Data API's). */
export interface ScenarioConfig {
  /** `http://127.0.0.1:<port>`: the node's base URL, or the Data API's base URL for the Data client. */
  url: string;
  /** A bound on the scenario's own waits (a subscription's first notification), in ms. @default 10_000 */
  timeoutMs?: number;
  /** The block the Data API's `getBlock` asks for (a number or a hash). @default '1' */
  blockId?: string;
  /** The client's `userAgent` option, where a scenario sets it. */
  userAgent?: string;
}
