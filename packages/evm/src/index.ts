export type {
  BatchOptions,
  CallOptions,
  EntryNames,
  HookResult,
  HttpErrorOptions,
  IterateOptions,
  JsonRpcTransportOptions,
  MethodEntry,
  MethodTypes,
  Middleware,
  NamespacesOf,
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
  createEvmClient,
  createEvmClientFor,
  type EvmClient,
  type EvmClientOf,
  type EvmClientOptions,
  type EvmMethodTable,
} from './createEvmClient.js';
// Every type of the generated files (params, results, components, namespaces), by name.
export type * from './generated/exports.js';
export type { EvmIterators } from './iterateAtomicUtxos.js';
