import type { DataSet, NetworkData } from '../data/dataSet.js';
import type { EvmChain } from '../data/types.js';
import type { NodeEra } from '../era.js';

/** What a JSON-RPC handler sees besides its params: the data set and the endpoint's chain. */
export interface RpcContext {
  data: DataSet;
  /** Which AvalancheGo the node answers as. */
  era: NodeEra;
  /** The network the node belongs to (mainnet). */
  network: NetworkData;
  /** The EVM chain of an /ext/bc/<id>/... endpoint. */
  chain?: EvmChain;
  /** The blockchain id of an /ext/bc/<id> endpoint (X chain, P chain, an EVM chain). */
  blockchainId?: string;
  /** The Index API's index of an `/ext/index/<chain>/<kind>` endpoint (`C/block`). */
  index?: string;
  /** Whether the health fault is on: health checks then fail. */
  unhealthy: boolean;
  /**
   * Transactions issued to this server, so their status is known afterwards: atomic ones by txID, P- and
   * X-chain ones by `P:<txID>` and `X:<txID>`.
   */
  issuedAtomicTxs: Map<string, string>;
  /** The CPU profilers running on this server, by API ('admin' of the node, 'C' of the C chain's admin API). */
  profilers?: Set<string>;
}

/** A JSON-RPC handler: takes the params as sent (object or array), returns the result or throws RpcError. */
export type RpcHandler = (params: unknown, ctx: RpcContext) => unknown;

/** The params object of a by-name method: the object itself, or the single object of an array. */
export function named(params: unknown): Record<string, unknown> {
  if (Array.isArray(params)) return (params[0] ?? {}) as Record<string, unknown>;
  return (params ?? {}) as Record<string, unknown>;
}

/** The params array of a by-position method. */
export function positional(params: unknown): unknown[] {
  return Array.isArray(params) ? params : params === undefined || params === null ? [] : [params];
}
