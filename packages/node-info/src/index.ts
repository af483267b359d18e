export type {
  BatchOptions,
  CallOptions,
  HookResult,
  HttpErrorOptions,
  JsonRpcTransportOptions,
  MethodTypes,
  Middleware,
  ParamsArg,
  RequestFn,
  RetryInfo,
  RetryOptions,
  RpcCallOptions,
  RpcClientOptions,
  RpcRequestOptions,
  SdkErrorOptions,
  TransportOptions,
  ValidationErrorOptions,
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
  createIndexClient,
  type IndexClient,
  type IndexClientOptions,
  type IndexMethods,
  type IndexName,
} from './createIndexClient.js';
export {
  createNodeInfoClient,
  type NodeInfoClient,
  type NodeInfoClientOptions,
  type NodeInfoMethods,
} from './createNodeInfoClient.js';
// Every type of the generated files (params, results, components, namespaces), by name.
export type * from './generated/exports.js';
