import { type Chain, defineChain } from 'viem';

/**
 * The Avalanche C chain (mainnet, chain id 43114) with the public node's HTTP and WebSocket endpoints.
 *
 * @example
 * import { createPublicClient, http } from 'viem';
 * import { avalanche } from '@pkg/evm/viem';
 * const client = createPublicClient({ chain: avalanche, transport: http() });
 */
export const avalanche: Chain = /*#__PURE__*/ defineChain({
  id: 43114,
  name: 'Avalanche C-Chain',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://api.avax.network/ext/bc/C/rpc'],
      webSocket: ['wss://api.avax.network/ext/bc/C/ws'],
    },
  },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
});

/**
 * The Avalanche C chain on the test network (Fuji, chain id 43113).
 *
 * @example
 * import { createPublicClient, http } from 'viem';
 * import { avalancheFuji } from '@pkg/evm/viem';
 * const client = createPublicClient({ chain: avalancheFuji, transport: http() });
 */
export const avalancheFuji: Chain = /*#__PURE__*/ defineChain({
  id: 43113,
  name: 'Avalanche Fuji C-Chain',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://api.avax-test.network/ext/bc/C/rpc'],
      webSocket: ['wss://api.avax-test.network/ext/bc/C/ws'],
    },
  },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
});

/** What a subnet EVM chain definition needs. */
export interface SubnetEvmChainOptions {
  /** The EVM chain id (eth_chainId). */
  id: number;
  name: string;
  /** The chain's blockchain id: its endpoints are `<url>/ext/bc/<blockchainId>/rpc` and `/ws`. */
  blockchainId: string;
  /** The base URL of a node that runs the chain. */
  url: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  testnet?: boolean;
}

/**
 * A viem chain for a subnet EVM chain served by an Avalanche node.
 *
 * @example
 * import { createPublicClient, http } from 'viem';
 * import { defineSubnetEvmChain } from '@pkg/evm/viem';
 * const chain = defineSubnetEvmChain({
 *   id: 99999, name: 'My L1', blockchainId: '2u9...', url: 'http://127.0.0.1:9650',
 *   nativeCurrency: { name: 'Token', symbol: 'TKN', decimals: 18 },
 * });
 * const client = createPublicClient({ chain, transport: http() });
 */
export function defineSubnetEvmChain(options: SubnetEvmChainOptions): Chain {
  const base = options.url.replace(/\/+$/, '');
  const path = `/ext/bc/${encodeURIComponent(options.blockchainId)}`;
  const ws = base.replace(/^http/, 'ws');
  return defineChain({
    id: options.id,
    name: options.name,
    nativeCurrency: options.nativeCurrency,
    rpcUrls: { default: { http: [`${base}${path}/rpc`], webSocket: [`${ws}${path}/ws`] } },
    ...(options.testnet === undefined ? {} : { testnet: options.testnet }),
  });
}
