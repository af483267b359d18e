import { addressOf, hashOf, idOf, randomFor } from './random.js';
import type {
  AddressSummary,
  Erc20Token,
  Erc20Transfer,
  Erc721Transfer,
  EvmBlock,
  EvmChain,
  EvmTransaction,
  FeeConfig,
  Network,
} from './types.js';

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

const TOKEN_NAMES = [
  ['Wrapped AVAX', 'WAVAX'],
  ['USD Coin', 'USDC'],
  ['Tether USD', 'USDT'],
  ['Joe Token', 'JOE'],
  ['Pangolin', 'PNG'],
  ['Free Money', 'SCAM'],
] as const;

const METHODS = [
  ['0xa9059cbb', 'transfer(address,uint256)'],
  ['0x095ea7b3', 'approve(address,uint256)'],
  ['0x38ed1739', 'swapExactTokensForTokens(uint256,uint256,address[],uint256)'],
  ['0x', 'Native Transfer'],
] as const;

export const EVM_VM_ID = 'mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6';
export const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

/** Builds one EVM chain: blocks whose parent hashes link, their transactions, tokens and transfers. */
export function createEvmChain(seed: number, spec: EvmChainSpec, genesisTimestamp: number): EvmChain {
  const r = randomFor(seed, 'chain', spec.chainId);
  const label = ['chain', spec.chainId];
  const wallets = Array.from({ length: 12 }, (_, i) => addressOf(seed, ...label, 'wallet', i));
  const erc20Tokens: Erc20Token[] = TOKEN_NAMES.map(([name, symbol], i) => ({
    address: addressOf(seed, ...label, 'erc20', i),
    name,
    symbol,
    decimals: symbol === 'USDC' || symbol === 'USDT' ? 6 : 18,
    logoUri: `https://images.example.invalid/${symbol.toLowerCase()}.png`,
    price: {
      currencyCode: 'usd',
      value:
        symbol === 'USDC' || symbol === 'USDT'
          ? '1.00'
          : symbol === 'WAVAX'
            ? '21.50'
            : (r.int(1, 300) / 100).toFixed(2),
    },
    spam: symbol === 'SCAM',
  }));
  const nftContract = addressOf(seed, ...label, 'erc721');
  const summary = (address: string): AddressSummary => ({ address });

  const firstNumber = r.int(1_000_000, 40_000_000);
  const blocks: EvmBlock[] = [];
  const transactions: EvmTransaction[] = [];
  const erc20Transfers: Erc20Transfer[] = [];
  const erc721Transfers: Erc721Transfer[] = [];
  const nonces = new Map<string, number>();
  let parentHash = hashOf(seed, ...label, 'block', firstNumber - 1);
  let cumulative = r.int(10_000_000, 90_000_000);
  let timestamp = genesisTimestamp;
  for (let n = firstNumber; n < firstNumber + spec.blockCount; n++) {
    const br = randomFor(seed, ...label, 'block', n);
    timestamp += br.int(1, 3);
    const blockHash = hashOf(seed, ...label, 'block', n);
    const txCount = br.int(0, 6);
    const baseFee = String(br.int(25, 60) * 1_000_000_000);
    let gasUsed = 0;
    for (let i = 0; i < txCount; i++) {
      const tr = randomFor(seed, ...label, 'tx', n, i);
      const from = tr.pick(wallets);
      let to = tr.pick(wallets);
      const [methodHash, methodName] = tr.pick(METHODS);
      const token = tr.pick(erc20Tokens);
      if (methodHash !== '0x') to = token.address;
      const txGas = tr.int(21_000, 250_000);
      gasUsed += txGas;
      const nonce = nonces.get(from) ?? 0;
      nonces.set(from, nonce + 1);
      const txHash = hashOf(seed, ...label, 'tx', n, i);
      const tx: EvmTransaction = {
        blockNumber: String(n),
        blockTimestamp: timestamp,
        blockHash,
        chainId: spec.chainId,
        blockIndex: i,
        txHash,
        txStatus: tr.next() < 0.1 ? '0' : '1',
        txType: 2,
        gasLimit: String(txGas + tr.int(0, 50_000)),
        gasUsed: String(txGas),
        gasPrice: String(Number(baseFee) + tr.int(0, 2) * 1_000_000_000),
        nonce: String(nonce),
        from: summary(from),
        to: summary(to),
        method: {
          callType: methodHash === '0x' ? 'NATIVE_TRANSFER' : 'CONTRACT_CALL',
          methodHash,
          methodName,
        },
        value: methodHash === '0x' ? `${tr.int(1, 5000)}000000000000000` : '0',
      };
      transactions.push(tx);
      if (methodName.startsWith('transfer(') || methodName.startsWith('swap')) {
        const receiver = tr.pick(wallets);
        erc20Transfers.push({
          blockNumber: tx.blockNumber,
          blockTimestamp: timestamp,
          blockHash,
          txHash,
          logIndex: i,
          from: summary(from),
          to: summary(receiver),
          value: `${tr.int(1, 1_000_000)}${'0'.repeat(token.decimals - 3)}`,
          erc20Token: {
            address: token.address,
            name: token.name,
            symbol: token.symbol,
            decimals: token.decimals,
            logoUri: token.logoUri,
            price: token.price,
            ercType: 'ERC-20',
          },
        });
      }
      if (tr.next() < 0.25) {
        const receiver = tr.pick(wallets);
        const tokenId = String(tr.int(1, 9999));
        erc721Transfers.push({
          blockNumber: tx.blockNumber,
          blockTimestamp: timestamp,
          blockHash,
          txHash,
          logIndex: 100 + i,
          from: summary(from),
          to: summary(receiver),
          erc721Token: {
            address: nftContract,
            name: 'Mock Punks',
            symbol: 'MPUNK',
            ercType: 'ERC-721',
            tokenId,
            tokenUri: `https://nft.example.invalid/${tokenId}.json`,
            ownerAddress: receiver,
            metadata: {
              indexStatus: 'indexed',
              metadataLastUpdatedTimestamp: timestamp,
              name: `Mock Punk #${tokenId}`,
              symbol: 'MPUNK',
              imageUri: `https://nft.example.invalid/${tokenId}.png`,
              description: 'A token of the mock data set',
              animationUri: '',
              externalUrl: '',
              background: '',
              attributes: '[]',
            },
          },
        });
      }
    }
    cumulative += txCount;
    const gasLimit = spec.isCChain ? 15_000_000 : 8_000_000;
    blocks.push({
      chainId: spec.chainId,
      blockNumber: String(n),
      blockTimestamp: timestamp,
      blockHash,
      txCount,
      baseFee,
      gasUsed: String(gasUsed),
      gasLimit: String(gasLimit),
      gasCost: '0',
      parentHash,
      feesSpent: String(BigInt(gasUsed) * BigInt(baseFee)),
      cumulativeTransactions: String(cumulative),
    });
    parentHash = blockHash;
  }

  const feeConfig: FeeConfig = {
    gasLimit: spec.isCChain ? 15_000_000 : 8_000_000,
    targetBlockRate: 2,
    minBaseFee: 25_000_000_000,
    targetGas: 15_000_000,
    baseFeeChangeDenominator: 36,
    minBlockGasCost: 0,
    maxBlockGasCost: 1_000_000,
    blockGasCostStep: 200_000,
  };
  const adminAddresses = [wallets[0] as string];
  const allowList = (blockTimestamp: number) => ({
    blockTimestamp,
    adminAddresses,
    managerAddresses: [],
    enabledAddresses: [wallets[1] as string],
  });
  const chainIdNumber = Number(spec.chainId);
  const createBlockTimestamp = genesisTimestamp - r.int(1_000_000, 50_000_000);
  const config: Record<string, unknown> = {
    berlinBlock: 0,
    byzantiumBlock: 0,
    constantinopleBlock: 0,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    chainId: chainIdNumber,
    eip150Hash: '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0',
    subnetEVMTimestamp: 0,
    allowFeeRecipients: false,
    feeConfig,
    warpConfig: {
      blockTimestamp: createBlockTimestamp,
      quorumNumerator: 67,
      requirePrimaryNetworkSigners: false,
    },
    txAllowListConfig: allowList(createBlockTimestamp),
    contractDeployerAllowListConfig: allowList(createBlockTimestamp),
    contractNativeMinterConfig: allowList(createBlockTimestamp),
    feeManagerConfig: allowList(createBlockTimestamp),
    rewardManagerConfig: allowList(createBlockTimestamp),
  };
  const genesisData: Record<string, unknown> = {
    airdropAmount: null,
    airdropHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
    alloc: {
      [(wallets[0] as string).slice(2)]: {
        balance: '0x295be96e64066972000000',
        code: '0x',
        storage: {},
      },
    },
    baseFeePerGas: null,
    blobGasUsed: null,
    coinbase: '0x0000000000000000000000000000000000000000',
    config,
    difficulty: '0x0',
    excessBlobGas: null,
    extraData: '0x',
    gasLimit: `0x${feeConfig.gasLimit.toString(16)}`,
    gasUsed: '0x0',
    mixHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
    nonce: '0x0',
    number: '0x0',
    parentHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
    timestamp: `0x${createBlockTimestamp.toString(16)}`,
  };
  const chainConfig: Record<string, unknown> = spec.isCChain
    ? corethChainConfig(chainIdNumber)
    : {
        ...config,
        // the Avalanche upgrades' mainnet times, which Subnet-EVM v0.8.0 adds to the genesis config in
        // eth_getChainConfig (shanghaiTime is Durango's, cancunTime Etna's)
        durangoTimestamp: 1709740800,
        etnaTimestamp: 1734368400,
        graniteTimestamp: 1763568000,
        shanghaiTime: 1709740800,
        cancunTime: 1734368400,
        upgrades: {
          precompileUpgrades: [
            { feeManagerConfig: { adminAddresses, blockTimestamp: createBlockTimestamp + 86_400 } },
          ],
        },
      };

  return {
    network: spec.network,
    chainId: spec.chainId,
    chainName: spec.chainName,
    description: `${spec.chainName} (mock data set)`,
    blockchainId: spec.blockchainId,
    subnetId: spec.subnetId,
    vmId: spec.isCChain ? EVM_VM_ID : SUBNET_EVM_VM_ID,
    isCChain: spec.isCChain,
    enabledFeatures: spec.isCChain ? ['nftIndexing', 'webhooks', 'teleporter'] : ['teleporter'],
    networkToken: {
      name: spec.isCChain ? 'Avalanche' : `${spec.chainName} Token`,
      symbol: spec.symbol,
      decimals: 18,
      logoUri: `https://images.example.invalid/${spec.symbol.toLowerCase()}.png`,
      description: `The native token of ${spec.chainName}`,
    },
    blocks,
    transactions,
    erc20Tokens,
    erc20Transfers,
    erc721Transfers,
    wallets,
    feeConfig,
    feeConfigChangedAt: blocks[0] ? Number(blocks[0].blockNumber) : 0,
    chainConfig,
    genesisData,
    createBlockTimestamp,
    createBlockNumber: String(r.int(100, 50_000)),
  };
}

/** A blockchain id for a subnet EVM chain of the data set. */
export function subnetChainId(seed: number, name: string): string {
  return idOf(seed, 'blockchain', name);
}

/**
 * The C chain's eth_getChainConfig as coreth (AvalancheGo v1.14.0) answers it: Ethereum fork blocks and
 * times plus one activation timestamp per Avalanche network upgrade (mainnet's, as info.upgrades has them),
 * keys in alphabetical order; no feeConfig or precompiles (those are Subnet-EVM's).
 */
function corethChainConfig(chainId: number): Record<string, unknown> {
  const ap1 = 1_617_199_200; // 2021-03-31T14:00:00Z
  const durango = 1_709_740_800; // 2024-03-06T16:00:00Z
  const etna = 1_734_368_400; // 2024-12-16T17:00:00Z
  return {
    apricotPhase1BlockTimestamp: ap1,
    apricotPhase2BlockTimestamp: 1_620_644_400,
    apricotPhase3BlockTimestamp: 1_629_813_600,
    apricotPhase4BlockTimestamp: 1_632_344_400,
    apricotPhase5BlockTimestamp: 1_638_468_000,
    apricotPhase6BlockTimestamp: 1_662_494_400,
    apricotPhasePost6BlockTimestamp: 1_662_519_600,
    apricotPhasePre6BlockTimestamp: 1_662_341_400,
    banffBlockTimestamp: 1_666_108_800,
    berlinBlock: 0,
    byzantiumBlock: 0,
    cancunTime: etna,
    chainId,
    constantinopleBlock: 0,
    cortinaBlockTimestamp: 1_682_434_800,
    daoForkBlock: 0,
    daoForkSupport: true,
    durangoBlockTimestamp: durango,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    etnaTimestamp: etna,
    fortunaTimestamp: 1_744_124_400,
    graniteTimestamp: 253_399_622_400, // 9999-12-01T00:00:00Z, as info.upgrades has graniteTime
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    shanghaiTime: durango,
  };
}
