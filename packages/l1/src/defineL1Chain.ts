import { ParseError } from '@pkg/core';
import { createEvmClientFor, type EvmClientOptions } from '@pkg/evm';
import { eth_chainId } from '@pkg/evm/methods';
import { defineSubnetEvmChain } from '@pkg/evm/viem';
import { createPChainClientFor } from '@pkg/pchain';
import { platform_getTx } from '@pkg/pchain/methods';
import { cb58Decode } from '@pkg/txs';
import type { Chain } from 'viem';

/** What {@link defineL1Chain} reads the chain from. */
export interface DefineL1ChainOptions extends Omit<EvmClientOptions, 'blockchainId' | 'url'> {
  /** The base URL of a node that runs the L1's chain (and serves the P chain). */
  url: string;
  /** The chain's blockchain id (CB58, the id of the CreateChainTx that made it). */
  blockchainId: string;
  /** The chain's name. @default the name in its CreateChainTx (`platform.getTx`) */
  name?: string;
  /**
   * The native token. No node API holds a Subnet-EVM token's name or symbol (its genesis has neither), so the default
   * is a placeholder; decimals are 18 on every EVM chain. @default { name: 'Native token', symbol: 'NATIVE', decimals: 18 }
   */
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  /** Marks the chain as a test network in viem. */
  testnet?: boolean;
}

/** The chain name in a CreateChainTx as `platform.getTx` answers it with `encoding: 'json'`. */
function chainNameOf(answer: unknown, url: string): string {
  const tx = (answer as { tx?: { unsignedTx?: { chainName?: unknown } } } | undefined)?.tx;
  const name = tx?.unsignedTx?.chainName;
  if (typeof name !== 'string' || name === '') {
    throw new ParseError({
      status: 200,
      body: JSON.stringify(answer) ?? '',
      url,
      method: 'platform.getTx',
      problem: 'no chainName: the blockchain id is not that of a CreateChainTx',
    });
  }
  return name;
}

/**
 * A viem `Chain` for an L1's EVM chain, read from a node: the id from `eth_chainId` at
 * `<url>/ext/bc/<blockchainId>/rpc`, the name from the chain's CreateChainTx (`platform.getTx`), the HTTP and
 * WebSocket URLs of that node. A thin wrapper over `@pkg/evm/viem`'s `defineSubnetEvmChain`, which builds the chain
 * once those are known.
 *
 * @example
 * import { createPublicClient, http } from 'viem';
 * import { defineL1Chain } from '@pkg/l1/viem';
 * const chain = await defineL1Chain({ url: 'http://127.0.0.1:9650', blockchainId: '<blockchainID>' });
 * const client = createPublicClient({ chain, transport: http() });
 */
export async function defineL1Chain(options: DefineL1ChainOptions): Promise<Chain> {
  const { url, blockchainId, name, nativeCurrency, testnet, ...clientOptions } = options;
  cb58Decode(blockchainId, 'blockchainId', 32);
  const evm = createEvmClientFor({ eth_chainId }, { ...clientOptions, url, blockchainId });
  const p = createPChainClientFor({ platform_getTx }, { ...clientOptions, url });
  const [hexId, chainName] = await Promise.all([
    evm.eth.chainId(),
    name ?? p.platform.getTx({ txID: blockchainId, encoding: 'json' }).then((tx) => chainNameOf(tx, url)),
  ]);
  const id =
    typeof hexId === 'string' && /^0x[0-9a-fA-F]{1,13}$/.test(hexId)
      ? Number.parseInt(hexId, 16)
      : Number.NaN;
  if (!Number.isSafeInteger(id)) {
    throw new ParseError({
      status: 200,
      body: JSON.stringify(hexId) ?? '',
      url,
      method: 'eth_chainId',
      problem: 'not a hex chain id',
    });
  }
  return defineSubnetEvmChain({
    id,
    name: chainName,
    blockchainId,
    url,
    nativeCurrency: nativeCurrency ?? { name: 'Native token', symbol: 'NATIVE', decimals: 18 },
    ...(testnet === undefined ? {} : { testnet }),
  });
}
