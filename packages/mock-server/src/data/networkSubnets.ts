import { blockchainOf } from './blockchainOf.js';
import { createEvmChain, subnetChainId } from './evmChain.js';
import { PRIMARY_IDS } from './primaryIds.js';
import { addressOf, bech32Of, idOf, type Random, randomFor } from './random.js';
import type { EvmChain, Network, Subnet, SubnetValidator } from './types.js';

/** What a network's subnets are built from; `r` is the network's random source, drawn from in order. */
export interface SubnetsInput {
  seed: number;
  network: Network;
  genesisTimestamp: number;
  blockCount: number;
  r: Random;
}

/**
 * A network's subnets, each with one EVM chain and five validators; the first is an L1 (its chain's
 * validator manager named), the others are not.
 */
export function subnetsOf(
  input: SubnetsInput,
  subnetChains: { name: string; symbol: string }[],
): { evmChains: EvmChain[]; subnets: Subnet[]; subnetValidators: Map<string, SubnetValidator[]> } {
  const { seed, network, genesisTimestamp, r } = input;
  const evmChains: EvmChain[] = [];
  const subnets: Subnet[] = [];
  const subnetValidators = new Map<string, SubnetValidator[]>();
  subnetChains.forEach((sc, i) => {
    const subnetId = idOf(seed, 'subnet', network, sc.name);
    const blockchainId = subnetChainId(seed, `${network}:${sc.name}`);
    const chain = createEvmChain(
      seed,
      {
        network,
        chainId: String(r.int(100_000, 999_999) + i),
        chainName: sc.name,
        blockchainId,
        subnetId,
        isCChain: false,
        symbol: sc.symbol,
        blockCount: input.blockCount,
      },
      genesisTimestamp,
    );
    evmChains.push(chain);
    const owners = [0, 1].map((k) => `P-${PRIMARY_IDS[network].hrp}1${bech32Of(seed, 'owner', sc.name, k)}`);
    subnets.push({
      createBlockTimestamp: chain.createBlockTimestamp,
      createBlockIndex: String(r.int(1000, 900_000)),
      subnetId,
      ownerAddresses: owners,
      threshold: 1,
      locktime: 0,
      subnetOwnershipInfo: { locktime: 0, threshold: 1, addresses: owners },
      isL1: i === 0,
      l1ConversionTransactionHash: i === 0 ? idOf(seed, 'conversion', subnetId) : '',
      l1ValidatorManagerDetails: {
        blockchainId: i === 0 ? blockchainId : '',
        contractAddress: i === 0 ? addressOf(seed, 'validator-manager', subnetId) : '',
      },
      blockchains: [blockchainOf(chain)],
    });
    subnetValidators.set(subnetId, subnetValidatorsOf(seed, subnetId, chain, i === 0));
  });
  return { evmChains, subnets, subnetValidators };
}

function subnetValidatorsOf(
  seed: number,
  subnetId: string,
  chain: EvmChain,
  isL1: boolean,
): SubnetValidator[] {
  return Array.from({ length: 5 }, (_, k) => {
    const vr = randomFor(seed, 'subnet-validator', subnetId, k);
    const uptimeSeconds = vr.int(100_000, 9_000_000);
    return {
      validationID: idOf(seed, 'validation', subnetId, k),
      nodeID: `NodeID-${idOf(seed, 'subnet-node', subnetId, k).slice(0, 33)}`,
      weight: vr.int(20, 100),
      startTimestamp: chain.createBlockTimestamp + vr.int(0, 100_000),
      isActive: true,
      isL1Validator: isL1,
      isConnected: vr.next() < 0.9,
      // in the order Subnet-EVM v0.8.0 sends them
      uptimePercentage: Math.round(vr.next() * 10_000) / 100,
      uptimeSeconds,
    };
  });
}
