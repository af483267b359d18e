// Generated from specs/openrpc/pchain.json; do not edit. Run `pnpm generate`.
import type { RpcCallOptions } from '@pkg/core';
import type * as T from './types.js';

/** The `platform` methods (7). */
export interface PlatformNamespace {
  /**
   * Balances of addresses: total, unlocked, locked stakeable and locked not stakeable, per asset.
   *
   * JSON-RPC `platform.getBalance` at `/ext/bc/P`.
   * @deprecated Deprecated since v1.9.12.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBalance({ addresses: ['<addresses>'] });
   * ```
   */
  getBalance(
    params: T.PlatformGetBalanceParams,
    options?: RpcCallOptions,
  ): Promise<T.PlatformGetBalanceResult>;
  /**
   * A block by id, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlock` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlock({ blockID: '<blockID>' });
   * ```
   */
  getBlock(params: T.PlatformGetBlockParams, options?: RpcCallOptions): Promise<T.PlatformGetBlockResult>;
  /**
   * A block by height, hex- or JSON-encoded.
   *
   * JSON-RPC `platform.getBlockByHeight` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockByHeight({ height: 1 });
   * ```
   */
  getBlockByHeight(
    params: T.PlatformGetBlockByHeightParams,
    options?: RpcCallOptions,
  ): Promise<T.PlatformGetBlockByHeightResult>;
  /**
   * Every blockchain except the P chain.
   *
   * JSON-RPC `platform.getBlockchains` at `/ext/bc/P`.
   * @deprecated Deprecated since v1.9.12.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockchains();
   * ```
   */
  getBlockchains(options?: RpcCallOptions): Promise<T.PlatformGetBlockchainsResult>;
  /**
   * A blockchain's status as this node sees it.
   *
   * JSON-RPC `platform.getBlockchainStatus` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getBlockchainStatus({ blockchainID: '<blockchainID>' });
   * ```
   */
  getBlockchainStatus(
    params: T.PlatformGetBlockchainStatusParams,
    options?: RpcCallOptions,
  ): Promise<T.PlatformGetBlockchainStatusResult>;
  /**
   * An upper bound on the tokens that can stake a subnet (primary network by default); burnt tokens are not subtracted.
   *
   * JSON-RPC `platform.getCurrentSupply` at `/ext/bc/P`.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getCurrentSupply();
   * ```
   */
  getCurrentSupply(
    params?: T.PlatformGetCurrentSupplyParams,
    options?: RpcCallOptions,
  ): Promise<T.PlatformGetCurrentSupplyResult>;
  /**
   * The current validators of a subnet (primary network by default): all, or those in nodeIDs.
   *
   * JSON-RPC `platform.getCurrentValidators` at `/ext/bc/P`.
   * @param params.subnetID Default: the primary network.
   * @param params.nodeIDs Default: all; ids that are not current validators are omitted.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const result = await pchain.platform.getCurrentValidators();
   * ```
   */
  getCurrentValidators(
    params?: T.PlatformGetCurrentValidatorsParams,
    options?: RpcCallOptions,
  ): Promise<T.PlatformGetCurrentValidatorsResult>;
}

/** Every namespace of the client. */
export interface Namespaces {
  platform: PlatformNamespace;
}
