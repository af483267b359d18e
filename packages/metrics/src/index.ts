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
  createMetricsClient,
  createMetricsClientFor,
  type MetricsClientOf,
  type MetricsClientOptions,
  type MetricsOperationTable,
  type MetricsParams,
  type MetricsResult,
  type MetricsWireNameMap,
  type MetricsWireNames,
} from './createMetricsClient.js';
export type * from './generated/types.js';
