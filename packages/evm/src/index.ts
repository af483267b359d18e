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
  createEvmClient,
  createEvmClientFor,
  type EvmClient,
  type EvmClientOf,
  type EvmClientOptions,
  type EvmMethodTable,
} from './createEvmClient.js';
// Every type of the generated files (params, results, components, namespaces) and the types of @pkg/core their
// signatures use, by name.
export type * from './generated/exports.js';
export type { EvmIterators } from './iterateAtomicUtxos.js';
