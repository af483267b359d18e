export type {
  EvmWsClient,
  EvmWsClientOptions,
  ReconnectOptions,
  WsCallOptions,
} from './createEvmWsClient.js';
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
