export type { DataSet, NetworkData, NodeData, WalletBalances } from './data/data-set.js';
export { createDataSet, PRIMARY_NETWORK_ID } from './data/data-set.js';
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
export type { RateLimitOptions } from './rate-limit.js';
export { servedRpcMethods } from './rpc/handle-rpc.js';
export type { MockServer, MockServerOptions, RequestLogEntry } from './start-mock-server.js';
export { startMockServer } from './start-mock-server.js';
