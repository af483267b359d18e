// Every type the client's signatures use (options, hooks, errors, operation-table rules), by name.
export type {
  Answer,
  CallOptions,
  CrossRule,
  Deadline,
  DeadlineOptions,
  HookResult,
  HttpErrorOptions,
  IterateOptions,
  Middleware,
  ParamRule,
  ParamSchema,
  ParamsCheck,
  RetryInfo,
  RetryOptions,
  SdkErrorOptions,
  Send,
  SendInit,
  TransportOptions,
  ValidationErrorOptions,
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
export type { OperationAlias, OperationInfo } from '@pkg/core/rest';
export {
  createDataClient,
  createDataClientFor,
  type DataClientOf,
  type DataClientOptions,
  type DataOperationKey,
  type DataOperationTable,
  type DataParams,
  type DataResult,
  type DataWireNameMap,
  type DataWireNames,
} from './createDataClient.js';
export type { components } from './generated/schema.js';
export type * from './generated/types.js';
