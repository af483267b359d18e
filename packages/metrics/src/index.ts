export type { CallOptions, Middleware, RetryOptions } from '@pkg/core';
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
} from './createMetricsClient.js';
export type { ErrorBody, MetricsOperations, MetricsPoint, MetricsSeries } from './generated/operations.js';
export type { IterateOptions } from '@pkg/core/rest';
