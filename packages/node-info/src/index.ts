export type {
  RequestFn,
  RpcCallOptions,
  RpcRequestOptions,
  WireNameMap,
  WireNames,
} from '@pkg/core';
export {
  HttpError,
  JsonRpcError,
  NetworkError,
  ParseError,
  RateLimitError,
  SdkError,
  TimeoutError,
  ValidationError,
} from '@pkg/core';
export {
  createNodeInfoClient,
  type NodeInfoClient,
  type NodeInfoClientOptions,
} from './createNodeInfoClient.js';
export type { HealthGetMethods, HealthGetParams } from './generated/health.js';
export type { AdminNamespace, HealthNamespace, InfoNamespace } from './generated/namespaces.js';
export type {
  ACP,
  AdminDbGetParams,
  DBGetReply,
  HealthCheck,
  HealthReport,
  LoggerLevel,
  Methods,
  NodeConfig,
  Peer,
} from './generated/types.js';
