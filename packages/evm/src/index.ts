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
export { createEvmClient, type EvmClient, type EvmClientOptions } from './createEvmClient.js';
export type {
  AdminNamespace,
  AtomicNamespace,
  EthNamespace,
  NetNamespace,
  ValidatorsNamespace,
  Web3Namespace,
} from './generated/namespaces.js';
export type {
  AccessList,
  ActiveRules,
  Address,
  AtomicGetUTXOsArgs,
  AtomicGetUTXOsResult,
  AtomicVersionResult,
  Block,
  BlockNumberOrTag,
  BlockNumberOrTagOrHash,
  BlockTag,
  Bytes,
  ChainConfig,
  FeeConfig,
  FeeHistory,
  Hash32,
  L1Validator,
  Log,
  LogFilter,
  Methods,
  PrecompileConfig,
  Quantity,
  Receipt,
  Transaction,
  TransactionRequest,
  UTXOIndex,
} from './generated/types.js';
export type { EvmIterators, IterateOptions } from './iterateAtomicUtxos.js';
