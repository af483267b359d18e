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
  type MetricsClient,
  type MetricsClientOptions,
  type MetricsParams,
  type MetricsResult,
  type MetricsWireNameMap,
  type MetricsWireNames,
} from './createMetricsClient.js';
export type {
  ErrorBody,
  MetricsDeployedRoutes,
  MetricsOperations,
  MetricsPoint,
  MetricsSeries,
} from './generated/operations.js';
