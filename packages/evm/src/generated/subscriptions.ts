// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
import type {
  BlockHeader,
  BlockNumberOrTag,
  Log,
  LogsFilter,
  SubscriptionId,
  TraceChainResult,
  TraceConfig,
  TransactionNotification,
} from './types.js';

/**
 * Params of the `newHeads` subscription after its kind (`eth_subscribe`), in wire order.
 */
export type NewHeadsParams = [];

/**
 * A `newHeads` notification's `result`: The header of each block the node accepts (under Helicon, each block as it is executed), as eth_getHeaderByHash sends it.
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type NewHeadsNotification = BlockHeader;

/**
 * Params of the `logs` subscription after its kind (`eth_subscribe`), in wire order.
 */
export type LogsParams = [filter?: LogsFilter];

/**
 * A `logs` notification's `result`: Each log of an accepted block matching the filter, one per notification (`removed` true when a reorg dropped it).
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type LogsNotification = Log;

/**
 * Params of the `newPendingTransactions` subscription after its kind (`eth_subscribe`), in wire order.
 */
export type NewPendingTransactionsParams = [fullTx?: boolean];

/**
 * A `newPendingTransactions` notification's `result`: Each transaction entering the node's pool, one per notification; its hash, or with `fullTx` true the transaction (its block fields null).
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type NewPendingTransactionsNotification = TransactionNotification;

/**
 * Params of the `newAcceptedTransactions` subscription after its kind (`eth_subscribe`), in wire order.
 */
export type NewAcceptedTransactionsParams = [fullTx?: boolean];

/**
 * A `newAcceptedTransactions` notification's `result`: Avalanche: each transaction as the chain accepts it, one per notification; its hash, or with `fullTx` true the transaction. Before Helicon and on Subnet-EVM its block fields are null; under Helicon they name the accepting block.
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type NewAcceptedTransactionsNotification = TransactionNotification;

/**
 * Params of the `traceChain` subscription after its kind (`debug_subscribe`), in wire order.
 */
export type TraceChainParams = [start: BlockNumberOrTag, end: BlockNumberOrTag, config?: TraceConfig | null];

/**
 * A `traceChain` notification's `result`: The traces of every block after `start` up to `end` (both must exist), one notification per block. The node needs the state at `start`: coreth re-executes no history, so a range whose state is gone sends nothing (the node logs `Chain tracing failed`), and tracing stops at the first block it cannot process. The subscription stays open after the last block.
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type TraceChainNotification = TraceChainResult;

/**
 * Params of `eth_subscribe` (WebSocket only), in wire order.
 */
export type EthSubscribeParams = [
  kind: 'newHeads' | 'logs' | 'newPendingTransactions' | 'newAcceptedTransactions',
  options?: unknown,
];

/**
 * Result of `eth_subscribe`: Starts a subscription of one of `kinds` (newHeads, logs, newPendingTransactions, newAcceptedTransactions); its id.
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type EthSubscribeResult = SubscriptionId;

/**
 * Params of `eth_unsubscribe` (WebSocket only), in wire order.
 */
export type EthUnsubscribeParams = [subscriptionId: SubscriptionId];

/**
 * Result of `eth_unsubscribe`: Ends an eth_subscribe subscription of this connection; true. An id the connection does not hold is -32000 `subscription not found`.
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type EthUnsubscribeResult = boolean;

/**
 * Params of `debug_subscribe` (WebSocket only), in wire order.
 */
export type DebugSubscribeParams = [kind: 'traceChain', options?: unknown];

/**
 * Result of `debug_subscribe`: Starts a debug subscription (traceChain); its id.
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains. Before Helicon and on Subnet-EVM: when the chain's `eth-apis` holds `debug-tracer`. Under Helicon: unless the C-Chain's tracing is disabled.
 */
export type DebugSubscribeResult = SubscriptionId;

/**
 * Params of `debug_unsubscribe` (WebSocket only), in wire order.
 */
export type DebugUnsubscribeParams = [subscriptionId: SubscriptionId];

/**
 * Result of `debug_unsubscribe`: Ends a debug_subscribe subscription of this connection; true.
 *
 * Served on: the C-Chain (before and under Helicon) and Subnet-EVM chains.
 */
export type DebugUnsubscribeResult = boolean;

/** Every subscription kind: the method that starts it, its params after the kind, its notification. */
export interface Subscriptions {
  newHeads: { method: 'eth_subscribe'; params: NewHeadsParams; notification: NewHeadsNotification };
  logs: { method: 'eth_subscribe'; params: LogsParams; notification: LogsNotification };
  newPendingTransactions: {
    method: 'eth_subscribe';
    params: NewPendingTransactionsParams;
    notification: NewPendingTransactionsNotification;
  };
  newAcceptedTransactions: {
    method: 'eth_subscribe';
    params: NewAcceptedTransactionsParams;
    notification: NewAcceptedTransactionsNotification;
  };
  traceChain: { method: 'debug_subscribe'; params: TraceChainParams; notification: TraceChainNotification };
}

/** Every subscription kind: the method that starts it, its params' names after the kind, where it is served. */
export const subscriptionKinds = {
  newHeads: {
    method: 'eth_subscribe',
    params: [],
    servedOn: ['c-chain-pre-helicon', 'c-chain-helicon', 'subnet-evm'],
  },
  logs: {
    method: 'eth_subscribe',
    params: ['filter'],
    servedOn: ['c-chain-pre-helicon', 'c-chain-helicon', 'subnet-evm'],
  },
  newPendingTransactions: {
    method: 'eth_subscribe',
    params: ['fullTx'],
    servedOn: ['c-chain-pre-helicon', 'c-chain-helicon', 'subnet-evm'],
  },
  newAcceptedTransactions: {
    method: 'eth_subscribe',
    params: ['fullTx'],
    servedOn: ['c-chain-pre-helicon', 'c-chain-helicon', 'subnet-evm'],
  },
  traceChain: {
    method: 'debug_subscribe',
    params: ['start', 'end', 'config'],
    servedOn: ['c-chain-pre-helicon', 'c-chain-helicon', 'subnet-evm'],
  },
} as const;
