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
  createNodeInfoClientFor,
  type NodeInfoClient,
  type NodeInfoClientOf,
  type NodeInfoClientOptions,
  type NodeInfoMethods,
  type NodeInfoMethodTable,
} from './createNodeInfoClient.js';
// Every type of the generated files (params, results, components, namespaces) and the types of @pkg/core their
// signatures use, by name.
export type * from './generated/exports.js';
