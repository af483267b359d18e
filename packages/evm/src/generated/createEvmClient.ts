// Generated from specs/openrpc/evm; do not edit. Run `pnpm generate`.
import {
  createRpcClient,
  type EntryNames,
  type IterateOptions,
  type MethodEntry,
  methodTableOf,
  type NamespacesOf,
  type RequestFn,
  type RpcClientOptions,
  utxoPagerOf,
} from '@pkg/core';
import { evmChainSetup } from '../evmChainSetup.js';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './methods.js';
import type { Namespaces } from './namespaces.js';
import type { AtomicGetUTXOsArgs, Methods } from './types.js';

/** Options of {@link createEvmClient}. */
export interface EvmClientOptions extends RpcClientOptions {
  /**
   * `C` or a subnet EVM chain's blockchain id (or alias): the endpoints are `/ext/bc/<blockchainId>/rpc`,
   * `/admin` and `/validators`. `atomic.*` exists only on the C chain.
   * @default 'C'
   */
  blockchainId?: string;
}

/** Item iterators over the paged methods. */
export interface EvmIterators {
  /**
   * Yields the atomic UTXOs (encoded strings) of `atomic.getUTXOs`, page after page: each page's `endIndex`
   * becomes the next call's `startIndex`. The node begins each later page with the previous page's last UTXO;
   * it is yielded once. `limit` is the page size (default and at most 1024, at least 2). Stops when a page
   * holds fewer than that, none, or repeats the previous `endIndex`. Consistency across calls is not
   * guaranteed (as with `xvm.getUTXOs`). C chain only, like `atomic.getUTXOs`.
   *
   * JSON-RPC `atomic.getUTXOs` at `/ext/bc/C/atomic`, or `avax.getUTXOs` at `/ext/bc/C/avax` where the node
   * serves that (found by the default `wireNames: 'auto'`, or with `'deployed'`), once per page.
   * @example
   * ```ts
   * import { createEvmClient } from '@pkg/evm';
   * const evm = createEvmClient();
   * for await (const utxo of evm.iterate.getUTXOs({ addresses: ['C-avax1...'], sourceChain: 'X' })) {
   *   console.log(utxo);
   * }
   * ```
   */
  getUTXOs(args: AtomicGetUTXOsArgs, options?: IterateOptions): AsyncIterableIterator<string>;
}

/** A client of the C chain or a subnet EVM chain: `eth`, `net`, `web3`, `debug`, `warp`, `admin`, `atomic`, `validators`. */
export interface EvmClient extends Namespaces {
  /** The chain this client talks to. */
  readonly blockchainId: string;
  /** Iterators over paged methods: `iterate.getUTXOs` pages `atomic.getUTXOs`. */
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
 * A client of the C chain or a subnet EVM chain limited to some methods (`createEvmClientFor`): the
 * namespaces of those methods with those methods only, typed as in {@link EvmClient}, `request` typed for
 * them (any other name still sends as given), and `iterate.getUTXOs` when `atomic.getUTXOs` is one of them.
 */
export type EvmClientOf<N extends keyof Methods> = NamespacesOf<Namespaces, N> & {
  /** The chain this client talks to. */
  readonly blockchainId: string;
  /** Iterators over the paged methods among those given (`atomic.getUTXOs`). */
  readonly iterate: Pick<EvmIterators, 'atomic.getUTXOs' extends N ? 'getUTXOs' : never>;
  /** Sends any JSON-RPC method: typed for the methods given. */
  readonly request: RequestFn<Pick<Methods, N>>;
};

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
  const table = methodTableOf(entries);
  const variables = { blockchainId: options.blockchainId ?? 'C' };
  const [setupConfig, rpcOptions] = evmChainSetup(table, variables, options);
  const rpc = createRpcClient<Methods>(
    table,
    { batchEndpoints, defaultEndpoint, deployedNames, variables, ...setupConfig },
    rpcOptions,
  );
  const namespaces = rpc.namespaces as unknown as Namespaces;
  const paged = table['atomic.getUTXOs'];
  const iterate = paged
    ? {
        getUTXOs: (args: AtomicGetUTXOsArgs, options?: IterateOptions) =>
          utxoPagerOf(paged)((page, call) => namespaces.atomic.getUTXOs(page, call), args, options),
      }
    : {};
  return { ...namespaces, ...variables, iterate, request: rpc.request } as unknown as EvmClientOf<
    EntryNames<T> & keyof Methods
  >;
}
