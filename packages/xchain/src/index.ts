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
  createXChainClient,
  createXChainClientFor,
  type XChainClient,
  type XChainClientOf,
  type XChainClientOptions,
  type XChainIterators,
  type XChainMethodTable,
} from './createXChainClient.js';
// Every type of the generated files (params, results, components, namespaces) and the types of @pkg/core their
// signatures use, by name.
export type * from './generated/exports.js';
