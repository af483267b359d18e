import { evmBlocksOf } from './evmChainBlocks.js';
import { evmGenesisOf } from './evmChainGenesis.js';
import type { EvmChainSpec } from './evmChainSpec.js';
import { addressOf, idOf, type Random, randomFor } from './random.js';
import type { Erc20Token, EvmChain } from './types.js';

const TOKEN_NAMES = [
  ['Wrapped AVAX', 'WAVAX'],
  ['USD Coin', 'USDC'],
  ['Tether USD', 'USDT'],
  ['Joe Token', 'JOE'],
  ['Pangolin', 'PNG'],
  ['Free Money', 'SCAM'],
] as const;

export const EVM_VM_ID = 'mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6';
export const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

/** Builds one EVM chain: blocks whose parent hashes link, their transactions, tokens and transfers. */
export function createEvmChain(seed: number, spec: EvmChainSpec, genesisTimestamp: number): EvmChain {
  const r = randomFor(seed, 'chain', spec.chainId);
  const label = ['chain', spec.chainId];
  const wallets = Array.from({ length: 12 }, (_, i) => addressOf(seed, ...label, 'wallet', i));
  const erc20Tokens = erc20TokensOf(seed, label, r);
  const nftContract = addressOf(seed, ...label, 'erc721');
  const history = evmBlocksOf({ seed, spec, label, wallets, erc20Tokens, nftContract, genesisTimestamp }, r);
  const createBlockTimestamp = genesisTimestamp - r.int(1_000_000, 50_000_000);
  const { feeConfig, genesisData, chainConfig } = evmGenesisOf(spec, wallets, createBlockTimestamp);
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
    blocks: history.blocks,
    transactions: history.transactions,
    erc20Tokens,
    erc20Transfers: history.erc20Transfers,
    erc721Transfers: history.erc721Transfers,
    wallets,
    feeConfig,
    feeConfigChangedAt: history.blocks[0] ? Number(history.blocks[0].blockNumber) : 0,
    chainConfig,
    genesisData,
    createBlockTimestamp,
    createBlockNumber: String(r.int(100, 50_000)),
  };
}

/** The chain's ERC-20 tokens; the prices of those that are not stable coins or WAVAX drawn from `r`. */
function erc20TokensOf(seed: number, label: string[], r: Random): Erc20Token[] {
  return TOKEN_NAMES.map(([name, symbol], i) => ({
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
}

/** A blockchain id for a subnet EVM chain of the data set. */
export function subnetChainId(seed: number, name: string): string {
  return idOf(seed, 'blockchain', name);
}
