import type { Network } from './types.js';

/** What distinguishes one EVM chain of the data set from another. */
export interface EvmChainSpec {
  network: Network;
  chainId: string;
  chainName: string;
  blockchainId: string;
  subnetId: string;
  isCChain: boolean;
  symbol: string;
  blockCount: number;
}
