export type { DataSet, NetworkData, NodeData, WalletBalances } from './data/dataSet.js';
export { createDataSet, PRIMARY_NETWORK_ID } from './data/dataSet.js';
export type {
  Blockchain,
  Erc20Token,
  Erc20Transfer,
  Erc721Transfer,
  EvmBlock,
  EvmChain,
  EvmTransaction,
  MetricsPoint,
  Network,
  PrimaryValidator,
  Subnet,
  SubnetValidator,
  Utxo,
} from './data/types.js';
export type { Fault, FaultKind, FaultOptions, FaultRule } from './faults.js';
export type { RateLimitOptions } from './rateLimit.js';
export { servedRpcMethods } from './rpc/handleRpc.js';
export type { MockServer, MockServerOptions, RequestLogEntry } from './startMockServer.js';
export { startMockServer } from './startMockServer.js';
