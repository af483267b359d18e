export type {
  BatchOptions,
  CallOptions,
  HookResult,
  HttpErrorOptions,
  IterateOptions,
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
  createXChainClient,
  type XChainClient,
  type XChainClientOptions,
  type XChainIterators,
} from './createXChainClient.js';
// Every type of the generated files (params, results, components, namespaces), by name.
export type * from './generated/exports.js';
