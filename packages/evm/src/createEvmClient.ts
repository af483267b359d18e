import { ValidationError } from '@pkg/core';
import { defaultEndpoint, deployedNames, methods } from './generated/methods.js';
import type { AtomicNamespace, Namespaces } from './generated/namespaces.js';
import {
  createRpcClient,
  type RequestFn,
  type RpcClientOptions,
  splitWireName,
} from './generated/rpcClient.js';
import type { Methods } from './generated/types.js';

/** Options of {@link createEvmClient}. */
export interface EvmClientOptions extends RpcClientOptions {
  /**
   * `C` or a subnet EVM chain's blockchain id (or alias): the endpoints are `/ext/bc/<blockchainId>/rpc`,
   * `/admin` and `/validators`. `atomic.*` exists only on the C chain.
   * @default 'C'
   */
  blockchainId?: string;
}

/** A client of the C chain or a subnet EVM chain: `eth`, `net`, `web3`, `admin`, `atomic`, `validators`. */
export interface EvmClient extends Namespaces {
  /** The chain this client talks to. */
  readonly blockchainId: string;
  /**
   * Sends any JSON-RPC method: typed for the spec's methods; a namespace the spec does not know
   * (`debug_`, `txpool_`, ...) goes to the chain's `/rpc` endpoint.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * const block = await evm.request('eth_getBlockByNumber', ['latest', false]);
   * ```
   */
  readonly request: RequestFn<Methods>;
}

/** The C chain's blockchain ids on mainnet and the test network: `atomic.*` is served there too. */
const cChainIds = new Set([
  'C',
  '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
  'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
]);

/** Namespaces served on the chain's `/rpc` endpoint: `endpoints.eth` also serves them unless given their own. */
const rpcNamespaces = ['net', 'web3', 'debug', 'txpool', 'personal'];

/**
 * Creates a client of the C chain (default) or a subnet EVM chain (`blockchainId`).
 *
 * `url` is the node's base URL (default: the public API node). `endpoints: { eth: 'http://127.0.0.1:8545' }`
 * sends the `/rpc` namespaces (eth, net, web3, and any namespace the spec does not know) to a node that serves
 * them at its root, such as a local EVM node. Calls made in the same tick share one batched request
 * (at most 40 items each). `eth_sendRawTransaction` and `atomic.issueTx` are never retried.
 * @example
 * ```ts
 * import { createEvmClient } from '@pkg/evm';
 * const evm = createEvmClient({ url: 'https://api.avax.network' });
 * const height = BigInt(await evm.eth.blockNumber());
 * const balance = await evm.eth.getBalance('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', 'latest');
 * ```
 */
export function createEvmClient(options: EvmClientOptions = {}): EvmClient {
  const { blockchainId = 'C', endpoints = {}, ...rest } = options;
  if (
    typeof blockchainId !== 'string' ||
    blockchainId === '' ||
    blockchainId === '.' ||
    blockchainId === '..'
  ) {
    throw new ValidationError({ field: 'blockchainId', rule: "'C' or a blockchain id or alias" });
  }
  const routed: Record<string, string> = { ...endpoints };
  if (endpoints.eth !== undefined) for (const namespace of rpcNamespaces) routed[namespace] ??= endpoints.eth;

  const rpc = createRpcClient<Methods>(
    methods,
    { defaultEndpoint, deployedNames, variables: { blockchainId } },
    { ...rest, endpoints: routed },
  );
  const namespaces = rpc.namespaces as unknown as Namespaces;
  const isCChain = cChainIds.has(blockchainId);
  const notOnThisChain = () =>
    new ValidationError({
      field: 'blockchainId',
      rule: "atomic.* exists only on the C chain (blockchainId 'C')",
      details: `This client is for blockchain ${blockchainId}, a subnet EVM chain, which has no atomic namespace.`,
    });

  const atomic = isCChain
    ? namespaces.atomic
    : (Object.fromEntries(
        Object.keys(namespaces.atomic).map((key) => [key, async () => Promise.reject(notOnThisChain())]),
      ) as unknown as AtomicNamespace);
  const atomicNames = new Set(['atomic', deployedNames.namespaces?.atomic]);
  const request = (async (method: string, ...args: unknown[]) => {
    if (!isCChain && atomicNames.has(splitWireName(method)[0])) throw notOnThisChain();
    return (rpc.request as (method: string, ...args: unknown[]) => Promise<unknown>)(method, ...args);
  }) as RequestFn<Methods>;

  return { ...namespaces, atomic, blockchainId, request };
}
