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
export { createXChainClient, createXChainClientFor } from './generated/createXChainClient.js';
// Every type of the generated files (params, results, components, namespaces, the client's options and
// types) and the types of @pkg/core their signatures use, by name.
export type * from './generated/exports.js';
