// The types of @pkg/evm/ws's subscriptions, generated from specs/openrpc/evm/subscriptions.yaml (x-subscriptions):
// each kind's params and notification come from the spec, named here as @pkg/evm/ws has always exported them.
import type { LogsNotification, NewHeadsNotification, TraceChainParams } from '../generated/subscriptions.js';

/** A 0x-prefixed hex string as the node sends it (quantities, hashes, addresses, data). */
export type Hex = string;

/** The spec types the subscriptions use (the same as `@pkg/evm` exports). */
export type {
  AccessList,
  Address,
  BlockNumberOrTag,
  Bytes,
  Hash32,
  LogsFilter,
  Quantity,
  Transaction,
  TxTraceResult,
} from '../generated/types.js';

/**
 * How `traceChain` traces each transaction (coreth's `TraceConfig`): the struct logger's switches, or a named
 * tracer (`callTracer`, `prestateTracer`, a JavaScript tracer) with its own `tracerConfig`.
 */
export type TraceChainConfig = NonNullable<TraceChainParams[2]>;

/** A `traceChain` notification (`TraceChainNotification`): the traces of one block's transactions. */
export type { TraceChainResult } from '../generated/types.js';

/** A `newHeads` notification: the header of a block the node has just accepted. */
export type NewHead = NewHeadsNotification;

/** A `logs` notification: one log (with `removed: true` when a reorg dropped it). */
export type SubscriptionLog = LogsNotification;
