/** A 0x-prefixed hex string as the node sends it (quantities, hashes, addresses, data). */
export type Hex = string;

/** A `newHeads` notification: the header of a block the node has just accepted. */
export interface NewHead {
  hash: Hex;
  parentHash: Hex;
  number: Hex;
  timestamp: Hex;
  gasLimit: Hex;
  gasUsed: Hex;
  baseFeePerGas?: Hex;
  miner: Hex;
  stateRoot: Hex;
  transactionsRoot: Hex;
  receiptsRoot: Hex;
  logsBloom: Hex;
  extraData: Hex;
  [field: string]: unknown;
}

/** A `logs` notification: one log (with `removed: true` when a reorg dropped it). */
export interface SubscriptionLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  transactionHash: Hex;
  transactionIndex: Hex;
  logIndex: Hex;
  removed: boolean;
}

/** Which logs a `logs` subscription delivers: by contract address(es) and topics (null matches any). */
export interface LogsFilter {
  address?: Hex | readonly Hex[];
  topics?: readonly (Hex | readonly Hex[] | null)[];
}
