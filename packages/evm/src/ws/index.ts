export type {
  EvmWsClient,
  EvmWsClientOptions,
  ReconnectOptions,
  WsCallOptions,
} from './createEvmWsClient.js';
export { createEvmWsClient } from './createEvmWsClient.js';
export type { WebSocketConstructor, WebSocketLike } from './openWebSocket.js';
export type { Subscription } from './Subscription.js';
export type { Hex, LogsFilter, NewHead, SubscriptionLog } from './types.js';
export { webSocketUrl } from './webSocketUrl.js';
