import { JsonRpcError } from '@pkg/core';
import { web3_clientVersion } from '@pkg/evm/methods';
import type { ReadOptions, TxContext } from '../shared/context.js';

/** The C chain's era: `helicon` (AvalancheGo v1.15, the C chain on SAE) or `pre-helicon` (coreth). */
export type CChainEra = 'helicon' | 'pre-helicon';

/** The era each client's context read, kept by its chain ids (the object every scoped copy of the context shares). */
const eras = new WeakMap<object, CChainEra>();

/**
 * The era the node's C chain says it is in, read from `web3_clientVersion`: under Helicon the C chain is
 * AvalancheGo's own VM and answers `avalanchego/1.15.0 [...]`; coreth answered its own version (`v0.15.4@...`).
 * Anything else, and a node that refuses the method (a JsonRpcError), is taken as `pre-helicon`: callers choose
 * what is safe under either era's rules when the node does not say Helicon (the stricter atomic gas limit; the
 * status read that needs a block height before it resolves). Read once per client context, like the context itself:
 * a network's era only moves forward, and a `pre-helicon` kept past an upgrade only keeps the stricter rules.
 */
export async function cChainEra(ctx: TxContext, options?: ReadOptions): Promise<CChainEra> {
  // a hand-made context may have no chain ids: then the context object itself is the key
  const key: object = (ctx.chainIds as object | undefined) ?? ctx;
  const known = eras.get(key);
  if (known) return known;
  let era: CChainEra;
  try {
    const version = await ctx.call(web3_clientVersion, [], options);
    era = typeof version === 'string' && /^avalanchego\//i.test(version) ? 'helicon' : 'pre-helicon';
  } catch (error) {
    if (!JsonRpcError.isInstance(error)) throw error; // not an answer (an abort, a timeout): asked again next time
    era = 'pre-helicon';
  }
  eras.set(key, era);
  return era;
}
