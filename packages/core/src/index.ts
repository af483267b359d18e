export { DEFAULTS } from './defaults.js';
export { HttpError, type HttpErrorOptions } from './errors/HttpError.js';
export { JsonRpcError } from './errors/JsonRpcError.js';
export { NetworkError } from './errors/NetworkError.js';
export { ParseError } from './errors/ParseError.js';
export { RateLimitError } from './errors/RateLimitError.js';
export { SdkError, type SdkErrorOptions } from './errors/SdkError.js';
export { TimeoutError } from './errors/TimeoutError.js';
export { ValidationError, type ValidationErrorOptions } from './errors/ValidationError.js';
export {
  createJsonRpcRequester,
  type JsonRpcParams,
  type JsonRpcRequester,
  type JsonRpcRequesterOptions,
} from './jsonrpc/createJsonRpcRequester.js';
export {
  type BatchOptions,
  createJsonRpcTransport,
  type JsonRpcCallOptions,
  type JsonRpcTransport,
  type JsonRpcTransportOptions,
} from './jsonrpc/createJsonRpcTransport.js';
export { createPendingCalls, type PendingCalls } from './jsonrpc/createPendingCalls.js';
export type { PendingCall } from './jsonrpc/PendingCall.js';
export type { JsonRpcAnswer } from './jsonrpc/types.js';
export { type IterateOptions, type PaginateOptions, paginate } from './paginate.js';
export {
  createRpcClient,
  type MethodSpec,
  type MethodTable,
  type MethodTypes,
  type ParamsArg,
  type RequestFn,
  type RpcClient,
  type RpcClientConfig,
  type RpcClientOptions,
  splitWireName,
  type WireNameMap,
  type WireNames,
} from './rpc/createRpcClient.js';
export {
  iterateUtxos,
  type UtxoIndex,
  type UtxoPage,
  type UtxoPageParams,
} from './rpc/iterateUtxos.js';
export {
  type EntryNames,
  type MethodEntries,
  type MethodEntry,
  methodTableOf,
  type NamespacesOf,
} from './rpc/methodTableOf.js';
export { nameFallback } from './rpc/nameFallback.js';
export type { NameFallback } from './rpc/types.js';
export { utxoPagerOf } from './rpc/utxoPagerOf.js';
export type { Answer, Send, SendInit } from './transport/answer.js';
export { createTransport } from './transport/createTransport.js';
export {
  backoffDelay,
  parseRetryAfter,
  type RetryInfo,
  type RetryOptions,
} from './transport/retry.js';
export type {
  CallOptions,
  HookResult,
  HttpResult,
  Middleware,
  RequestOptions,
  Transport,
  TransportOptions,
} from './transport/types.js';
export { createDeadline, type Deadline, type DeadlineOptions } from './utils/createDeadline.js';
export { type ParseJsonOptions, parseJsonLossless } from './utils/parseJsonLossless.js';
export { redactUrl } from './utils/redactUrl.js';
export { sleep } from './utils/sleep.js';
export { checkFlatParams } from './validation/checkFlatParams.js';
export { type CheckParamsOptions, checkParams } from './validation/checkParams.js';
export { checkStringParams } from './validation/checkStringParams.js';
export { type CheckOptions, checkValue } from './validation/checkValue.js';
export type { CrossRule, ParamRule, ParamSchema, ParamsCheck } from './validation/types.js';
