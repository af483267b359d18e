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
  type DataClientOptions,
  type DataWireNameMap,
  type DataWireNames,
} from './createDataClient.js';
// Every type of the generated files (schemas, params, results, the client) and the types of @pkg/core their
// signatures use (options, hooks, errors, operation-table rules), by name.
export type * from './generated/exports.js';
export type { components } from './generated/schema.js';
