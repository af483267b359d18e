export type { CallOptions, HookResult, IterateOptions, Middleware, RetryInfo, RetryOptions } from '@pkg/core';
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
  createDataClient,
  createDataClientFor,
  type DataClientOf,
  type DataClientOptions,
  type DataOperationTable,
  type DataParams,
  type DataResult,
  type DataWireNameMap,
  type DataWireNames,
} from './createDataClient.js';
export type * from './generated/types.js';
