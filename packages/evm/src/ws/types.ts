import type { AccessList, Address, Bytes, Hash32, Quantity, Transaction } from '../generated/types.js';

/** A 0x-prefixed hex string as the node sends it (quantities, hashes, addresses, data). */
export type Hex = string;

/**
 * A transaction as `newPendingTransactions` and `newAcceptedTransactions` send it with `fullTx` true (coreth's
 * `NewRPCTransaction`): `blockHash`, `blockNumber` and `transactionIndex` are null, even for an accepted one.
 */
/** The spec types `Transaction` is made of (the same as `@pkg/evm` exports). */
export type { AccessList, Address, Bytes, Hash32, Quantity, Transaction };

/**
 * A block as `traceChain` takes it (coreth's `rpc.BlockNumber`): a tag, or a hex number without leading
 * zeros (`0x1a`). `accepted` and `finalized` are the last accepted block.
 */
export type BlockNumberOrTag = 'latest' | 'earliest' | 'pending' | 'safe' | 'finalized' | 'accepted' | Hex;

/**
 * How `traceChain` traces each transaction (coreth's `TraceConfig`): the struct logger's switches, or a named
 * tracer (`callTracer`, `prestateTracer`, a JavaScript tracer) with its own `tracerConfig`.
 */
export interface TraceChainConfig {
  /** A named tracer; without it, the struct logger (opcode by opcode). */
  tracer?: string;
  /** Time limit of one transaction's trace, a Go duration (`5s`, the default). */
  timeout?: string;
  /** Blocks the node may re-execute to rebuild missing state (coreth on AvalancheGo v1.14.0 re-executes none). */
  reexec?: number;
  /** Options of the named tracer (`{ onlyTopCall: true }` for callTracer). */
  tracerConfig?: Record<string, unknown>;
  /** Struct logger: capture memory. */
  enableMemory?: boolean;
  /** Struct logger: leave out the stack. */
  disableStack?: boolean;
  /** Struct logger: leave out storage. */
  disableStorage?: boolean;
  /** Struct logger: capture return data. */
  enableReturnData?: boolean;
  /** Struct logger: print its output in the node's log. */
  debug?: boolean;
  /** Struct logger: most struct logs per transaction; 0 is no limit. */
  limit?: number;
  /** Chain config overrides (future fork rules). */
  overrides?: Record<string, unknown>;
}

/** One transaction's trace in a `traceChain` notification: the tracer's result, or its error. */
export interface TxTraceResult {
  txHash: Hex;
  /** What the tracer produced (the struct logger: `{ gas, failed, returnValue, structLogs }`). Absent on error. */
  result?: unknown;
  /** Why the trace failed; tracing the block stops at this transaction. Absent on success. */
  error?: string;
}

/** A `traceChain` notification: the traces of one block's transactions. */
export interface TraceChainResult {
  /** The block number, hex. */
  block: Hex;
  hash: Hex;
  /** One entry per transaction; after a failed trace the block's later entries are null (not traced). */
  traces: (TxTraceResult | null)[];
}

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
