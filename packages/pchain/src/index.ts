export type {
  RequestFn,
  RpcCallOptions,
  RpcRequestOptions,
  WireNameMap,
  WireNames,
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
export { createPChainClient, type PChainClient, type PChainClientOptions } from './createPChainClient.js';
export type { PlatformNamespace } from './generated/namespaces.js';
export type {
  Blockchain,
  Delegator,
  Encoding,
  Methods,
  Owner,
  PBlock,
  UTXOID,
  Validator,
} from './generated/types.js';
