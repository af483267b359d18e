import type { components } from '@pkg/data';
import { addressOf } from './random.js';
import type { EvmChain } from './types.js';

// The ERC-1155 collections of a chain: the data set's balances (erc1155Of) and the detail endpoints
// (evmDetails.ts) both derive from these.

/** An ERC-1155 token as the transfer, collection and balance endpoints send it. */
export type Erc1155Token = components['schemas']['Erc1155Token'] & { ercType: 'ERC-1155'; tokenUri: string };

/** The three ERC-1155 contracts of a chain, as DataSet.erc1155Of uses them. */
export function erc1155Contracts(seed: number, chain: EvmChain): string[] {
  return [0, 1, 2].map((i) => addressOf(seed, 'erc1155', chain.chainId, i));
}

/** An ERC-1155 token of the data set, with the metadata erc1155Of gives its balances. */
export function erc1155Token(contract: string, tokenId: string, now: number): Erc1155Token {
  return {
    address: contract,
    ercType: 'ERC-1155',
    tokenId,
    tokenUri: `https://items.example.invalid/${tokenId}.json`,
    metadata: {
      indexStatus: 'indexed',
      metadataLastUpdatedTimestamp: now,
      name: `Item ${tokenId}`,
      symbol: 'ITEM',
      imageUri: `https://items.example.invalid/${tokenId}.png`,
      description: 'An item of the mock data set',
      animationUri: '',
      externalUrl: '',
      background: '',
      decimals: 0,
      properties: '{}',
    },
  };
}
