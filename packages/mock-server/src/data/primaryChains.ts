import { blockchainOf } from './blockchainOf.js';
import { PRIMARY_IDS, PRIMARY_NETWORK_ID } from './primaryIds.js';
import { hashOf } from './random.js';
import type { Blockchain, EvmChain, Network, Subnet } from './types.js';

/** A network's X and C chains as the Data API lists them among blockchains. */
export function primaryChainsOf(seed: number, network: Network, cChain: EvmChain): Blockchain[] {
  return [
    {
      createBlockTimestamp: 1_600_000_000,
      createBlockNumber: '0',
      blockchainId: PRIMARY_IDS[network].x,
      vmId: 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq',
      subnetId: PRIMARY_NETWORK_ID,
      blockchainName: 'X-Chain',
      // a non-EVM chain: the deployed service sends its genesis as a string (an EVM chain's is an object)
      genesisData: `0x${hashOf(seed, 'x-genesis', network).slice(2).repeat(4)}`,
    },
    {
      ...blockchainOf(cChain),
      createBlockTimestamp: 1_600_000_000,
      createBlockNumber: '0',
      blockchainName: 'C-Chain',
    },
  ];
}

/** The primary network as the Data API lists it among subnets. */
export function primarySubnetOf(primaryChains: Blockchain[]): Subnet {
  return {
    createBlockTimestamp: 1_600_000_000,
    createBlockIndex: '0',
    subnetId: PRIMARY_NETWORK_ID,
    ownerAddresses: [],
    threshold: 0,
    locktime: 0,
    subnetOwnershipInfo: { locktime: 0, threshold: 0, addresses: [] },
    isL1: false,
    l1ConversionTransactionHash: '',
    l1ValidatorManagerDetails: { blockchainId: '', contractAddress: '' },
    blockchains: primaryChains,
  };
}
