import type { Blockchain, EvmChain } from './types.js';

/** An EVM chain as the Data API lists it among blockchains. */
export function blockchainOf(chain: EvmChain): Blockchain {
  return {
    createBlockTimestamp: chain.createBlockTimestamp,
    createBlockNumber: chain.createBlockNumber,
    blockchainId: chain.blockchainId,
    vmId: chain.vmId,
    subnetId: chain.subnetId,
    blockchainName: chain.chainName,
    evmChainId: Number(chain.chainId),
    genesisData: chain.genesisData,
  };
}
