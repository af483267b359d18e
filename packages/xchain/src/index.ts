export type {
  IterateOptions,
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
export {
  createXChainClient,
  type XChainClient,
  type XChainClientOptions,
  type XChainIterators,
} from './createXChainClient.js';
export type { WalletNamespace, XvmNamespace } from './generated/namespaces.js';
export type {
  Credential,
  Encoding,
  Input,
  Methods,
  Output,
  Transaction,
  TxIDReply,
  UTXOID,
  UTXOIndex,
  WalletIssueTxParams,
  WalletIssueTxResult,
  XBlock,
  XvmGetUTXOsParams,
  XvmGetUTXOsResult,
  XvmIssueTxParams,
  XvmIssueTxResult,
} from './generated/types.js';
