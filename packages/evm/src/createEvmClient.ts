import {
  createRpcClient,
  type EntryNames,
  type MethodEntry,
  methodTableOf,
  type NamespacesOf,
  type RequestFn,
  type RpcClientOptions,
  splitWireName,
  utxoPagerOf,
  ValidationError,
} from '@pkg/core';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './generated/methods.js';
import type { AtomicNamespace, Namespaces } from './generated/namespaces.js';
import type { Methods } from './generated/types.js';
import { type EvmIterators, iterateAtomicUtxos } from './iterateAtomicUtxos.js';

/** Options of {@link createEvmClient}. */
export interface EvmClientOptions extends RpcClientOptions {
  /**
   * `C` or a subnet EVM chain's blockchain id (or alias): the endpoints are `/ext/bc/<blockchainId>/rpc`,
   * `/admin` and `/validators`. `atomic.*` exists only on the C chain.
   * @default 'C'
   */
  blockchainId?: string;
}

/** A client of the C chain or a subnet EVM chain: `eth`, `net`, `web3`, `debug`, `warp`, `admin`, `atomic`, `validators`. */
export interface EvmClient extends Namespaces {
  /** The chain this client talks to. */
  readonly blockchainId: string;
  /** Iterators over paged methods: `iterate.getUTXOs` pages `atomic.getUTXOs` (C chain only). */
  readonly iterate: EvmIterators;
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

/**
 * Entries of `@pkg/evm/methods` under any keys (`{ eth_blockNumber, eth_chainId }`): the methods a
 * {@link createEvmClientFor} client has.
 */
export type EvmMethodTable = { readonly [key: string]: MethodEntry<keyof Methods> };

/**
 * An EVM chain client of some methods (`createEvmClientFor`): the namespaces of those methods with those
 * methods only, typed as in {@link EvmClient}, `request` typed for them (any other name still sends as
 * given), and `iterate.getUTXOs` when `atomic.getUTXOs` is one of them.
 */
export type EvmClientOf<N extends keyof Methods> = NamespacesOf<Namespaces, N> & {
  /** The chain this client talks to. */
  readonly blockchainId: string;
  /** Iterators over the paged methods among those given (`atomic.getUTXOs`). */
  readonly iterate: Pick<EvmIterators, 'atomic.getUTXOs' extends N ? 'getUTXOs' : never>;
  /** Sends any JSON-RPC method: typed for the methods given. */
  readonly request: RequestFn<Pick<Methods, N>>;
};

/** The C chain's blockchain ids on mainnet and the test network: `atomic.*` is served there too. */
const cChainIds = new Set([
  'C',
  '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
  'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
]);

/** Namespaces served on the chain's `/rpc` endpoint: `endpoints.eth` also serves them unless given their own. */
const rpcNamespaces = ['net', 'web3', 'debug', 'warp', 'txpool', 'personal'];

/**
 * Creates a client of the C chain (default) or a subnet EVM chain (`blockchainId`).
 *
 * `url` is the node's base URL (default: the public API node). `endpoints: { eth: 'http://127.0.0.1:8545' }`
 * sends the `/rpc` namespaces (eth, net, web3, and any namespace the spec does not know) to a node that serves
 * them at its root, such as a local EVM node. Calls made in the same tick to the chain's `/rpc` share one
 * batched request (at most 40 items each); `/admin`, `/avax` and `/validators` take no batch on a node, so calls there
 * go out one per request. Methods served only on the other kind of chain (Subnet-EVM-only ones on the C chain,
 * `atomic.*` on a subnet chain) reject with a ValidationError before any request. On the C chain, a method Helicon
 * (AvalancheGo v1.15) removed that the node answers "not found" rejects with the node's error (`JsonRpcError`, or
 * the `HttpError` of the removed `/ext/bc/C/admin`) whose message says so. `eth_sendRawTransaction` and
 * `atomic.issueTx` are never retried.
 * @example
 * ```ts
 * import { createEvmClient } from '@pkg/evm';
 * const evm = createEvmClient({ url: 'https://api.avax.network' });
 * const height = BigInt(await evm.eth.blockNumber());
 * const balance = await evm.eth.getBalance('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', 'latest');
 * ```
 */
export function createEvmClient(options: EvmClientOptions = {}): EvmClient {
  return createEvmClientFor(methods as EvmMethodTable, options) as unknown as EvmClient;
}

/**
 * Creates a client of the C chain or a subnet EVM chain with the methods you pass, entries of
 * `@pkg/evm/methods` (same options, behaviour and types as {@link createEvmClient}, which is this function
 * given every entry): a program bundles those methods' entries only.
 * @example
 * ```ts
 * import { createEvmClientFor } from '@pkg/evm';
 * import { eth_blockNumber, eth_getBalance } from '@pkg/evm/methods';
 * const evm = createEvmClientFor({ eth_blockNumber, eth_getBalance }, { url: 'https://api.avax.network' });
 * const height = BigInt(await evm.eth.blockNumber());
 * const balance = await evm.eth.getBalance('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', 'latest');
 * ```
 */
export function createEvmClientFor<T extends EvmMethodTable>(
  entries: T,
  options: EvmClientOptions = {},
): EvmClientOf<EntryNames<T> & keyof Methods> {
  const blockchainId = options.blockchainId ?? 'C';
  if (
    typeof blockchainId !== 'string' ||
    blockchainId === '' ||
    blockchainId === '.' ||
    blockchainId === '..'
  ) {
    throw new ValidationError({ field: 'blockchainId', rule: "'C' or a blockchain id or alias" });
  }
  const endpoints = options.endpoints ?? {};
  const routed: Record<string, string> = { ...endpoints };
  if (endpoints.eth !== undefined) for (const namespace of rpcNamespaces) routed[namespace] ??= endpoints.eth;

  const table = methodTableOf(entries);
  const chainKind: 'c-chain' | 'subnet-evm' = cChainIds.has(blockchainId) ? 'c-chain' : 'subnet-evm';
  // Methods no chain of this kind serves (`x-served-on`: Subnet-EVM-only ones on the C chain, `atomic.*` on a
  // subnet chain), by seed and deployed wire name: each rejects before any request is made, from the namespaces
  // and from request(). A method Helicon removed from the C-Chain still goes out (the node may predate Helicon).
  const elsewhere = new Map<string, { name: string; servedOn: readonly string[] }>();
  for (const name in table) {
    const servedOn = table[name]!.servedOn;
    if (!servedOn || servedOn.length === 0 || servedOn.some((chain) => chain.startsWith(chainKind))) continue;
    elsewhere.set(name, { name, servedOn });
    const [namespace, separator, key] = splitWireName(name);
    const deployed = deployedNames.namespaces?.[namespace];
    if (deployed !== undefined) elsewhere.set(deployed + separator + key, { name, servedOn });
  }
  const refuse = (method: string) => {
    const found = elsewhere.get(method);
    if (!found) return undefined;
    const { name } = found;
    return new ValidationError({
      field: 'blockchainId',
      rule:
        chainKind === 'subnet-evm'
          ? `${name} is served only on the C chain (blockchainId 'C')`
          : `${name} is served only on subnet EVM chains (the blockchainId of a Subnet-EVM chain)`,
      details:
        chainKind === 'c-chain'
          ? `This client is for the C chain, which does not serve ${name}: create a client with the blockchainId of a Subnet-EVM chain.`
          : `This client is for blockchain ${blockchainId}, a subnet EVM chain, which does not serve ${name}.`,
    });
  };
  const rpc = createRpcClient<Methods>(
    table,
    { batchEndpoints, defaultEndpoint, deployedNames, variables: { blockchainId }, refuse, chain: chainKind },
    { ...options, endpoints: routed },
  );
  const namespaces = rpc.namespaces;
  const request = rpc.request;

  const paged = table['atomic.getUTXOs'];
  const iterate = paged
    ? iterateAtomicUtxos(namespaces.atomic as unknown as AtomicNamespace, () => utxoPagerOf(paged))
    : {};
  return { ...namespaces, blockchainId, iterate, request } as unknown as EvmClientOf<
    EntryNames<T> & keyof Methods
  >;
}
