import { createRpcClient, type RequestFn, type RpcClientOptions } from '@pkg/core';
import { batchEndpoints, defaultEndpoint, deployedNames, methods } from './generated/methods.js';
import type { Namespaces } from './generated/namespaces.js';
import type { Methods } from './generated/types.js';

/** Options of {@link createPChainClient}. */
export type PChainClientOptions = RpcClientOptions;

/** A client of the P chain's node API. */
export interface PChainClient extends Namespaces {
  /**
   * Sends any JSON-RPC method to `/ext/bc/P`: typed for the spec's methods.
   * @example
   * ```ts
   * import { createPChainClient } from '@pkg/pchain';
   * const pchain = createPChainClient();
   * const { supply } = await pchain.request('platform.getCurrentSupply', {});
   * ```
   */
  readonly request: RequestFn<Methods>;
}

/**
 * Creates a client of the P chain's JSON-RPC API (`platform.*` at `/ext/bc/P`).
 *
 * `url` is the node's base URL (default: the public API node).
 * @example
 * ```ts
 * import { createPChainClient } from '@pkg/pchain';
 * const pchain = createPChainClient();
 * const { validators } = await pchain.platform.getCurrentValidators({ nodeIDs: ['NodeID-...'] });
 * const { block, encoding } = await pchain.platform.getBlockByHeight({ height: 1, encoding: 'json' });
 * ```
 */
export function createPChainClient(options: PChainClientOptions = {}): PChainClient {
  const rpc = createRpcClient<Methods>(methods, { batchEndpoints, defaultEndpoint, deployedNames }, options);
  return { ...(rpc.namespaces as unknown as Namespaces), request: rpc.request };
}
