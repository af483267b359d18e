import { erc1155Contracts, erc1155Token } from './erc1155.js';
import { addressOf, hashOf, idOf, randomFor } from './random.js';
import type { DeployedContract, Erc1155Balance, EvmChain } from './types.js';

export interface WalletBalances {
  /** Native balance in wei, decimal string. */
  native: string;
  /** One entry per ERC-20 token of the chain (balance in the token's smallest unit). */
  erc20: { tokenIndex: number; balance: string }[];
}

/** ERC-20/native balances of a wallet on a chain (deterministic, computed on demand). */
export function balancesOf(seed: number, chain: EvmChain, address: string): WalletBalances {
  const br = randomFor(seed, 'balance', chain.chainId, address.toLowerCase());
  const known = chain.wallets.includes(address.toLowerCase());
  return {
    native: known ? `${br.int(1, 9_000)}${br.decimal(15).padStart(15, '0')}` : '0',
    erc20: chain.erc20Tokens.map((token, tokenIndex) => ({
      tokenIndex,
      balance: known ? `${br.int(0, 2_000_000)}${'0'.repeat(Math.max(0, token.decimals - 2))}` : '0',
    })),
  };
}

/** ERC-1155 balances of a wallet on a chain; `now` is the data set's. */
export function erc1155Of(seed: number, now: number, chain: EvmChain, address: string): Erc1155Balance[] {
  const br = randomFor(seed, 'erc1155', chain.chainId, address.toLowerCase());
  const count = chain.wallets.includes(address.toLowerCase()) ? br.int(3, 25) : 0;
  const contracts = erc1155Contracts(seed, chain);
  return Array.from({ length: count }, (_, i) => ({
    ...erc1155Token(contracts[i % 3] as string, String(i + 1), now),
    chainId: chain.chainId,
    balance: String(br.int(1, 500)),
  }));
}

/** Contracts deployed by an address on a chain. */
export function deploymentsOf(seed: number, chain: EvmChain, address: string): DeployedContract[] {
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
}
