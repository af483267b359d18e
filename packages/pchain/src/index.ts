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
  createPChainClient,
  createPChainClientFor,
  type PChainClient,
  type PChainClientOf,
  type PChainClientOptions,
  type PChainIterators,
  type PChainMethodTable,
} from './createPChainClient.js';
// Every type of the generated files (params, results, components, namespaces) and the types of @pkg/core their
// signatures use, by name.
export type * from './generated/exports.js';
