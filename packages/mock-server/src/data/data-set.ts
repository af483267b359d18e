import { erc1155Contracts, erc1155Token } from './erc1155.js';
import { createEvmChain, subnetChainId } from './evm-chain.js';
import { addressOf, bech32Of, hashOf, idOf, randomFor } from './random.js';
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

/** The primary network's subnet id (also the P chain's blockchain id). */
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

const PRIMARY_IDS: Record<Network, { x: string; c: string; avax: string; networkId: number; hrp: string }> = {
  mainnet: {
    x: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
    c: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
    avax: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
    networkId: 1,
    hrp: 'avax',
  },
  fuji: {
    x: '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
    c: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
    avax: 'U8iRqJoiJm8xZHAacmvYyZVwqQx6uDNtQeP3CQ6fcgQk3JqnK',
    networkId: 5,
    hrp: 'fuji',
  },
};

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

export interface WalletBalances {
  /** Native balance in wei, decimal string. */
  native: string;
  /** One entry per ERC-20 token of the chain (balance in the token's smallest unit). */
  erc20: { tokenIndex: number; balance: string }[];
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
  const metrics = new Map<string, MetricsPoint[]>();
  for (const chain of chainsById.values()) {
    const mr = randomFor(seed, 'metrics', chain.chainId);
    const hour = 3600;
    const end = now - (now % hour);
    const points: MetricsPoint[] = [];
    const base = chain.isCChain ? 12 : 2;
    for (let i = 149; i >= 0; i--) {
      points.push({ timestamp: end - i * hour, value: Math.round((base + mr.next() * base) * 1000) / 1000 });
    }
    metrics.set(chain.chainId, points);
  }
  return {
    seed,
    networks: { mainnet, fuji },
    node: createNode(seed, mainnet),
    now,
    chainsById,
    chainsByBlockchainId,
    metrics,
    balancesOf: (chain, address) => {
      const br = randomFor(seed, 'balance', chain.chainId, address.toLowerCase());
      const known = chain.wallets.includes(address.toLowerCase());
      return {
        native: known ? `${br.int(1, 9_000)}${br.decimal(15).padStart(15, '0')}` : '0',
        erc20: chain.erc20Tokens.map((token, tokenIndex) => ({
          tokenIndex,
          balance: known ? `${br.int(0, 2_000_000)}${'0'.repeat(Math.max(0, token.decimals - 2))}` : '0',
        })),
      };
    },
    erc1155Of: (chain, address) => {
      const br = randomFor(seed, 'erc1155', chain.chainId, address.toLowerCase());
      const count = chain.wallets.includes(address.toLowerCase()) ? br.int(3, 25) : 0;
      const contracts = erc1155Contracts(seed, chain);
      return Array.from({ length: count }, (_, i) => ({
        ...erc1155Token(contracts[i % 3] as string, String(i + 1), now),
        chainId: chain.chainId,
        balance: String(br.int(1, 500)),
      }));
    },
    deploymentsOf: (chain, address) => {
      const dr = randomFor(seed, 'deployments', chain.chainId, address.toLowerCase());
      const count = chain.wallets.includes(address.toLowerCase()) ? dr.int(5, 30) : 0;
      return Array.from({ length: count }, (_, i) => {
        const contract = addressOf(seed, 'deployed', chain.chainId, address.toLowerCase(), i);
        const ercType = dr.pick(['ERC-20', 'ERC-721', 'ERC-1155', 'UNKNOWN']);
        return {
          name: `Contract ${i + 1}`,
          description: 'A contract of the mock data set',
          officialSite: 'https://example.invalid',
          email: 'team@example.invalid',
          color: '#e84142',
          address: contract,
          ercType,
          symbol: `C${i + 1}`,
          logoAsset: {
            assetId: idOf(seed, 'logo', contract),
            imageUri: 'https://images.example.invalid/logo.png',
          },
          bannerAsset: {
            assetId: idOf(seed, 'banner', contract),
            imageUri: 'https://images.example.invalid/banner.png',
          },
          resourceLinks: [{ type: 'Website', url: 'https://example.invalid' }],
          tags: ['mock'],
          deploymentDetails: {
            txHash: hashOf(seed, 'deploy', chain.chainId, contract),
            deployerAddress: address.toLowerCase(),
            deployerContractAddress: '0x0000000000000000000000000000000000000000',
          },
        };
      });
    },
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
  const evmChains = [cChain];
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
        blockCount: BLOCK_COUNT / 2,
      },
      genesisTimestamp,
    );
    evmChains.push(chain);
    const owners = [0, 1].map((k) => `P-${ids.hrp}1${bech32Of(seed, 'owner', sc.name, k)}`);
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
    subnetValidators.set(
      subnetId,
      Array.from({ length: 5 }, (_, k) => {
        const vr = randomFor(seed, 'subnet-validator', subnetId, k);
        const uptimeSeconds = vr.int(100_000, 9_000_000);
        return {
          validationID: idOf(seed, 'validation', subnetId, k),
          nodeID: `NodeID-${idOf(seed, 'subnet-node', subnetId, k).slice(0, 33)}`,
          weight: vr.int(20, 100),
          startTimestamp: chain.createBlockTimestamp + vr.int(0, 100_000),
          isActive: true,
          isL1Validator: i === 0,
          isConnected: vr.next() < 0.9,
          // in the order Subnet-EVM v0.8.0 sends them
          uptimePercentage: Math.round(vr.next() * 10_000) / 100,
          uptimeSeconds,
        };
      }),
    );
  });

  const primaryValidators: PrimaryValidator[] = Array.from({ length: 24 }, (_, k) => {
    const vr = randomFor(seed, 'validator', network, k);
    const start = genesisTimestamp - vr.int(86_400, 5_000_000);
    const owner = {
      locktime: '0',
      threshold: '1',
      addresses: [`P-${ids.hrp}1${bech32Of(seed, 'vowner', k)}`],
    };
    const nodeID = `NodeID-${idOf(seed, 'node', network, k).slice(0, 33)}`;
    const delegators = Array.from({ length: vr.int(0, 3) }, (_, d) => ({
      txID: idOf(seed, 'delegation', network, k, d),
      startTime: String(start + 3600),
      endTime: String(start + 30 * 86_400),
      weight: `${vr.int(25, 5000)}000000000`,
      nodeID,
      rewardOwner: owner,
      potentialReward: `${vr.int(1, 50)}000000000`,
    }));
    return {
      txID: idOf(seed, 'validator-tx', network, k),
      startTime: String(start),
      endTime: String(start + vr.int(14, 365) * 86_400),
      nodeID,
      weight: `${vr.int(2000, 3_000_000)}000000000`,
      potentialReward: `${vr.int(10, 9000)}000000000`,
      accruedDelegateeReward: '0',
      delegationFee: `${vr.int(2, 20)}.0000`,
      uptime: `${(90 + vr.next() * 10).toFixed(4)}`,
      connected: vr.next() < 0.95,
      delegatorCount: String(delegators.length),
      delegatorWeight: String(delegators.reduce((sum, d) => sum + BigInt(d.weight), 0n)),
      validationRewardOwner: owner,
      delegationRewardOwner: owner,
      // The node spells it proofOfPossession (the seed document: proofOfPosession).
      signer: { publicKey: vr.hex(48), proofOfPossession: vr.hex(96) },
      delegators,
    };
  });

  const primaryChains: Blockchain[] = [
    {
      createBlockTimestamp: 1_600_000_000,
      createBlockNumber: '0',
      blockchainId: ids.x,
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
  const blockchains = [...primaryChains, ...subnets.flatMap((s) => s.blockchains)].sort(
    (a, b) => a.createBlockTimestamp - b.createBlockTimestamp || a.blockchainId.localeCompare(b.blockchainId),
  );
  subnets.unshift({
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
  });

  const chainBlocks = (kind: string, count: number): PrimaryChainBlock[] => {
    const first = r.int(100_000, 10_000_000);
    let parentID = idOf(seed, kind, network, first - 1);
    const out: PrimaryChainBlock[] = [];
    for (let h = first; h < first + count; h++) {
      const id = idOf(seed, kind, network, h);
      const br = randomFor(seed, kind, network, 'txs', h);
      out.push({
        id,
        parentID,
        height: h,
        timestamp: genesisTimestamp + (h - first) * 2,
        txs: Array.from({ length: br.int(0, 3) }, (_, t) => idOf(seed, kind, network, 'tx', h, t)),
      });
      parentID = id;
    }
    return out;
  };
  const xBlocks = chainBlocks('x-block', 200);
  const pBlocks = chainBlocks('p-block', 200);

  const proposedBlocks = new Map<string, ProposedBlock[]>();
  for (const [blockchainId, kind] of [
    [PRIMARY_NETWORK_ID, 'p'],
    [ids.x, 'x'],
    [ids.c, 'c'],
  ] as const) {
    const list: ProposedBlock[] = [];
    let parentHash = hashOf(seed, 'proposed', network, kind, -1);
    for (let i = 0; i < 300; i++) {
      const pr = randomFor(seed, 'proposed', network, kind, i);
      const blockHash = hashOf(seed, 'proposed', network, kind, i);
      const proposer = pr.pick(primaryValidators);
      const ts = genesisTimestamp + i * 6;
      const txs = Array.from({ length: pr.int(0, 4) }, (_, t) =>
        idOf(seed, 'proposed-tx', network, kind, i, t),
      );
      list.push({
        blockNumber: String(1_000_000 + i),
        blockHash,
        parentHash,
        blockTimestamp: ts,
        blockType: kind === 'p' ? 'BanffStandardBlock' : 'StandardBlock',
        txCount: txs.length,
        transactions: txs,
        blockSizeBytes: pr.int(300, 40_000),
        currentSupply: '720000000000000000',
        l1ValidatorsAccruedFees: pr.int(0, 1000),
        activeL1Validators: pr.int(0, 60),
        proposerDetails: {
          proposerId: idOf(seed, 'proposer', network, kind, i),
          proposerParentId: idOf(seed, 'proposer', network, kind, i - 1),
          proposerNodeId: proposer.nodeID,
          proposerPChainHeight: (pBlocks[0]?.height ?? 0) + i,
          proposerTimestamp: ts,
        },
      });
      parentHash = blockHash;
    }
    proposedBlocks.set(blockchainId, list.reverse());
  }

  const utxoAddresses = Array.from(
    { length: 6 },
    (_, k) => `${ids.hrp}1${bech32Of(seed, 'utxo-owner', network, k)}`,
  );
  const makeUtxos = (chain: string): Utxo[] =>
    utxoAddresses.flatMap((address, k) => {
      const ur = randomFor(seed, 'utxos', network, chain, k);
      return Array.from({ length: k === 0 ? 45 : ur.int(0, 12) }, (_, i) => {
        const txID = idOf(seed, 'utxo-tx', network, chain, k, i);
        const amount = String(ur.int(1, 900_000) * 1000);
        return {
          txID,
          outputIndex: i % 3,
          assetID: ids.avax,
          amount,
          address,
          hex: `0x0000${hashOf(seed, 'utxo', network, chain, k, i).slice(2)}${BigInt(amount).toString(16).padStart(16, '0')}`,
        };
      });
    });

  return {
    network,
    networkId: ids.networkId,
    hrp: ids.hrp,
    xChainId: ids.x,
    cChainId: ids.c,
    avaxAssetId: ids.avax,
    evmChains,
    blockchains,
    subnets,
    primaryValidators,
    subnetValidators,
    proposedBlocks,
    xBlocks,
    pBlocks,
    utxoAddresses,
    xUtxos: makeUtxos('X'),
    pUtxos: makeUtxos('P'),
    currentSupply: '720000000000000000',
  };
}

function blockchainOf(chain: EvmChain): Blockchain {
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
