// the per-call options of every call (core's, as every client takes them) and the deadline they may carry
export type { CallOptions, Deadline } from '@pkg/core';
export type {
  LogsNotification,
  NewHeadsNotification,
  TraceChainNotification,
  TraceChainParams,
} from '../generated/subscriptions.js';
// the spec types the subscriptions' params and notifications are made of (generated, as @pkg/evm exports them)
export type {
  BlockHeader,
  BlockNumber,
  BlockTag,
  CallFrame,
  CallLog,
  FlatCallFrame,
  FourByteResult,
  Log,
  PrestateAccount,
  PrestateDiffResult,
  PrestateResult,
  StructLog,
  StructLogResult,
  SubCallFrame,
  TraceConfig,
  TraceResult,
} from '../generated/types.js';
export type { EvmWsClient, EvmWsClientOptions, ReconnectOptions } from './createEvmWsClient.js';
export { createEvmWsClient } from './createEvmWsClient.js';
export type { WebSocketConstructor, WebSocketLike } from './openWebSocket.js';
export type { Subscription } from './Subscription.js';
export type {
  AccessList,
  Address,
  BlockNumberOrTag,
  Bytes,
  Hash32,
  Hex,
  LogsFilter,
  NewHead,
  Quantity,
  SubscriptionLog,
  TraceChainConfig,
  TraceChainResult,
  Transaction,
  TxTraceResult,
} from './types.js';
export { webSocketUrl } from './webSocketUrl.js';
