// @pkg/txs: build, sign and issue Avalanche transactions. The public surface is described in DESIGN.md.
export type {
  Answer,
  BatchOptions,
  CallOptions,
  CrossRule,
  Deadline,
  DeadlineOptions,
  HookResult,
  HttpErrorOptions,
  HttpResult,
  JsonRpcCallOptions,
  JsonRpcTransport,
  JsonRpcTransportOptions,
  MethodEntry,
  MethodSpec,
  MethodTable,
  Middleware,
  NameFallback,
  ParamRule,
  ParamSchema,
  ParamsCheck,
  RequestOptions,
  RetryInfo,
  RetryOptions,
  SdkErrorOptions,
  Send,
  SendInit,
  Transport,
  TransportOptions,
  ValidationErrorOptions,
  WireNameMap,
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
export * from './c/index.js';
export {
  createTxClient,
  type PBuilders,
  type PBuilds,
  type POperations,
  type SendArgs,
  type TxClient,
  type TxClientOptions,
} from './client/createTxClient.js';
export type { CrossChainArgs, CrossChainResult, ImportPendingArgs } from './client/crossChain.js';
export type { WaitOptions } from './client/wait.js';
export * from './codec/index.js';
export * from './envelope/index.js';
export {
  CrossChainImportError,
  FeeTooHighError,
  GasCapacityExceededError,
  InsufficientFundsError,
  MissingSignerError,
  TxRejectedError,
} from './errors.js';
export * from './keys/index.js';
export * from './p/index.js';
export type { ChainAlias, ReadOptions, TxContext } from './shared/context.js';
export type { OperationOptions } from './shared/operationOptions.js';
export * from './sign/index.js';
export type { AnyTx, PartlySignedTx, SignedTx, UnsignedTx } from './types.js';
export * from './warp/index.js';
export * from './x/index.js';
