import type { NetworkData } from './dataSet.js';
import type { Asset, ChainKey } from './primaryTypes.js';
import { bech32Of } from './random.js';
import type { ProposedBlock } from './types.js';

/** What each part of a network's primary index is built from. */
export interface IndexContext {
  seed: number;
  net: NetworkData;
  avax: Asset;
  /** Data API blocks of each chain (the data set's proposed blocks), newest first. */
  blocks: Record<ChainKey, ProposedBlock[]>;
  /** A bech32 address (with the network's hrp) outside the data set's wallets, from labels. */
  stranger(...labels: (string | number)[]): string;
}

/** The node version the Data API reports for the data set's validators. */
export const AVALANCHEGO_VERSION = 'avalanchego/1.14.0';

/** The context of a network's primary index: its AVAX asset, its proposed blocks, its strangers. */
export function indexContextOf(seed: number, net: NetworkData, primaryNetworkId: string): IndexContext {
  return {
    seed,
    net,
    avax: {
      assetId: net.avaxAssetId,
      name: 'Avalanche',
      symbol: 'AVAX',
      denomination: 9,
      type: 'secp256k1',
    },
    blocks: {
      p: net.proposedBlocks.get(primaryNetworkId) ?? [],
      x: net.proposedBlocks.get(net.xChainId) ?? [],
      c: net.proposedBlocks.get(net.cChainId) ?? [],
    },
    stranger: (...labels) => `${net.hrp}1${bech32Of(seed, 'stranger', ...labels)}`,
  };
}

/** An amount of an asset in the Data API's shape. */
export function amountOf(asset: Asset, amount: bigint | string) {
  return { ...asset, amount: String(amount) };
}

/** Strips a `P-`/`X-`/`C-` prefix; lower-cases 0x addresses. */
export function plainAddress(address: string): string {
  const bare = address.replace(/^[PXC]-/, '');
  return bare.startsWith('0x') ? bare.toLowerCase() : bare;
}
