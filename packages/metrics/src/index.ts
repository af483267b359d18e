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
export type { IterateOptions } from '@pkg/core/rest';
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
