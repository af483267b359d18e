import { createEvmChain } from './evmChain.js';
import { networkMetricsOf } from './networkMetrics.js';
import { subnetsOf } from './networkSubnets.js';
import { utxoAddressesOf, utxosOf } from './networkUtxos.js';
import { chainBlocksOf, proposedBlocksOf } from './primaryChainBlocks.js';
import { primaryChainsOf, primarySubnetOf } from './primaryChains.js';
import { PRIMARY_IDS, PRIMARY_NETWORK_ID } from './primaryIds.js';
import { primaryValidatorsOf } from './primaryValidators.js';
import { randomFor } from './random.js';
import type {
  Blockchain,
  DeployedContract,
  Erc1155Balance,
  EvmChain,
  MetricsPoint,
  Network,
  PrimaryChainBlock,
  PrimaryValidator,
  ProposedBlock,
  Subnet,
  SubnetValidator,
  Utxo,
} from './types.js';
import { balancesOf, deploymentsOf, erc1155Of, type WalletBalances } from './walletData.js';

export { PRIMARY_NETWORK_ID } from './primaryIds.js';
export type { WalletBalances } from './walletData.js';

/** One network (mainnet or fuji) of the data set. */
export interface NetworkData {
  network: Network;
  networkId: number;
  hrp: string;
  xChainId: string;
  cChainId: string;
  avaxAssetId: string;
  /** EVM chains: the C chain first, then subnet EVM chains. */
  evmChains: EvmChain[];
  blockchains: Blockchain[];
  subnets: Subnet[];
  primaryValidators: PrimaryValidator[];
  subnetValidators: Map<string, SubnetValidator[]>;
  /** Blocks proposed on each primary-network chain, keyed by blockchain id, newest first. */
  proposedBlocks: Map<string, ProposedBlock[]>;
  xBlocks: PrimaryChainBlock[];
  pBlocks: PrimaryChainBlock[];
  /** X-chain and P-chain addresses (without the chain prefix) and their UTXOs, in a stable order. */
  utxoAddresses: string[];
  xUtxos: Utxo[];
  pUtxos: Utxo[];
  currentSupply: string;
}

/** The node the mock server plays: a mainnet node. */
export interface NodeData {
  nodeID: string;
  nodePOP: { publicKey: string; proofOfPossession: string };
  ip: string;
  version: string;
  databaseVersion: string;
  gitCommit: string;
  rpcProtocolVersion: string;
  vmVersions: Record<string, string>;
  peers: {
    ip: string;
    publicIP: string;
    nodeID: string;
    version: string;
    lastSent: string;
    lastReceived: string;
    benched: string[];
    observedUptime: string;
    trackedSubnets: string[];
    supportedACPs: number[];
    objectedACPs: number[];
  }[];
  aliases: Map<string, string[]>;
}

/** The whole deterministic data set: the same seed always gives the same data. */
export interface DataSet {
  seed: number;
  networks: Record<Network, NetworkData>;
  node: NodeData;
  /** Fixed "now" of the data set (Unix seconds): the latest block time and the end of the metrics series. */
  now: number;
  /** Every EVM chain of both networks, by EVM chain id. */
  chainsById: Map<string, EvmChain>;
  /** Every EVM chain, by blockchain id. */
  chainsByBlockchainId: Map<string, EvmChain>;
  /** avg TPS series per EVM chain id, oldest first. */
  metrics: Map<string, MetricsPoint[]>;
  /** ERC-20/native balances of a wallet on a chain (deterministic, computed on demand). */
  balancesOf(chain: EvmChain, address: string): WalletBalances;
  /** ERC-1155 balances of a wallet on a chain. */
  erc1155Of(chain: EvmChain, address: string): Erc1155Balance[];
  /** Contracts deployed by an address on a chain. */
  deploymentsOf(chain: EvmChain, address: string): DeployedContract[];
}

const BLOCK_COUNT = 500;

/**
 * Builds the mock data set from a seed: EVM chains with linked blocks, transactions, token transfers
 * and balances, primary-network blockchains, subnets with genesis data, validators, UTXOs, proposed
 * blocks and a metrics series, consistent across the Data API, the Metrics API and the node.
 * @example
 * import { createDataSet } from '@pkg/mock-server';
 * const data = createDataSet(1);
 * const cChain = data.chainsById.get('43114');
 */
export function createDataSet(seed = 1): DataSet {
  const r = randomFor(seed, 'root');
  const genesisTimestamp = 1_750_000_000 + r.int(0, 1_000_000);
  const mainnet = createNetwork(seed, 'mainnet', genesisTimestamp, [
    { name: 'Dexalot', symbol: 'ALOT' },
    { name: 'Beam', symbol: 'BEAM' },
  ]);
  const fuji = createNetwork(seed, 'fuji', genesisTimestamp, [{ name: 'Echo', symbol: 'ECH' }]);
  const chainsById = new Map<string, EvmChain>();
  const chainsByBlockchainId = new Map<string, EvmChain>();
  for (const net of [mainnet, fuji]) {
    for (const chain of net.evmChains) {
      chainsById.set(chain.chainId, chain);
      chainsByBlockchainId.set(chain.blockchainId, chain);
    }
  }
  const now = Math.max(...[...chainsById.values()].map((c) => c.blocks.at(-1)?.blockTimestamp ?? 0));
  return {
    seed,
    networks: { mainnet, fuji },
    node: createNode(seed, mainnet),
    now,
    chainsById,
    chainsByBlockchainId,
    metrics: networkMetricsOf(seed, chainsById.values(), now),
    balancesOf: (chain, address) => balancesOf(seed, chain, address),
    erc1155Of: (chain, address) => erc1155Of(seed, now, chain, address),
    deploymentsOf: (chain, address) => deploymentsOf(seed, chain, address),
  };
}

function createNetwork(
  seed: number,
  network: Network,
  genesisTimestamp: number,
  subnetChains: { name: string; symbol: string }[],
): NetworkData {
  const ids = PRIMARY_IDS[network];
  const r = randomFor(seed, 'network', network);
  const cChain = createEvmChain(
    seed,
    {
      network,
      chainId: network === 'mainnet' ? '43114' : '43113',
      chainName: network === 'mainnet' ? 'Avalanche (C-Chain)' : 'Avalanche Fuji (C-Chain)',
      blockchainId: ids.c,
      subnetId: PRIMARY_NETWORK_ID,
      isCChain: true,
      symbol: 'AVAX',
      blockCount: BLOCK_COUNT,
    },
    genesisTimestamp,
  );
  const l1s = subnetsOf({ seed, network, genesisTimestamp, blockCount: BLOCK_COUNT / 2, r }, subnetChains);
  const primaryValidators = primaryValidatorsOf(seed, network, genesisTimestamp);
  const primaryChains = primaryChainsOf(seed, network, cChain);
  const blockchains = [...primaryChains, ...l1s.subnets.flatMap((s) => s.blockchains)].sort(
    (a, b) => a.createBlockTimestamp - b.createBlockTimestamp || a.blockchainId.localeCompare(b.blockchainId),
  );
  const xBlocks = chainBlocksOf(seed, network, 'x-block', 200, genesisTimestamp, r);
  const pBlocks = chainBlocksOf(seed, network, 'p-block', 200, genesisTimestamp, r);
  const utxoAddresses = utxoAddressesOf(seed, network);
  return {
    network,
    networkId: ids.networkId,
    hrp: ids.hrp,
    xChainId: ids.x,
    cChainId: ids.c,
    avaxAssetId: ids.avax,
    evmChains: [cChain, ...l1s.evmChains],
    blockchains,
    subnets: [primarySubnetOf(primaryChains), ...l1s.subnets],
    primaryValidators,
    subnetValidators: l1s.subnetValidators,
    proposedBlocks: proposedBlocksOf({ seed, network, genesisTimestamp, primaryValidators, pBlocks }),
    xBlocks,
    pBlocks,
    utxoAddresses,
    xUtxos: utxosOf(seed, network, 'X', utxoAddresses),
    pUtxos: utxosOf(seed, network, 'P', utxoAddresses),
    currentSupply: '720000000000000000',
  };
}

function createNode(seed: number, mainnet: NetworkData): NodeData {
  const r = randomFor(seed, 'node');
  const first = mainnet.primaryValidators[0];
  const aliases = new Map<string, string[]>([
    [mainnet.xChainId, ['X', 'avm']],
    [mainnet.cChainId, ['C', 'evm']],
    [PRIMARY_NETWORK_ID, ['P', 'platform']],
  ]);
  return {
    nodeID: first?.nodeID ?? 'NodeID-111111111111111111116DBWJs',
    nodePOP: { publicKey: r.hex(48), proofOfPossession: r.hex(96) },
    ip: '127.0.0.1:9651',
    version: 'avalanchego/1.14.0',
    databaseVersion: 'v1.4.5',
    gitCommit: r.hex(20).slice(2),
    rpcProtocolVersion: '44',
    vmVersions: { avm: 'v1.14.0', evm: 'v0.15.4', platform: 'v1.14.0' },
    peers: mainnet.primaryValidators.slice(1, 9).map((v, i) => ({
      ip: `10.0.0.${i + 2}:9651`,
      publicIP: `203.0.113.${i + 2}:9651`,
      nodeID: v.nodeID,
      version: 'avalanchego/1.14.0',
      lastSent: '2025-06-15T12:00:00Z',
      lastReceived: '2025-06-15T12:00:01Z',
      benched: [],
      // AvalancheGo sends observedUptime as a decimal string (json.Uint32), and the peer's ACP votes
      observedUptime: String(95 + (i % 5)),
      trackedSubnets: [],
      supportedACPs: [],
      objectedACPs: [],
    })),
    aliases,
  };
}
