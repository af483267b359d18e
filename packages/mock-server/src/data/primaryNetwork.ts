import type { NetworkData } from './dataSet.js';
import { cAtomicTxsOf } from './primaryCAtomic.js';
import { indexContextOf } from './primaryContext.js';
import { PRIMARY_NETWORK_ID } from './primaryIds.js';
import { pBlockTxsOf } from './primaryPBlocks.js';
import { pUtxosOf } from './primaryPUtxos.js';
import { stakingOf } from './primaryStaking.js';
import { subnetValidatorsOf } from './primarySubnetValidators.js';
import type { ChainKey, PrimaryIndex, PrimaryTx } from './primaryTypes.js';
import { xChainOf } from './primaryXChain.js';

export { plainAddress } from './primaryContext.js';
export type {
  Asset,
  ChainKey,
  Delegation,
  PrimaryIndex,
  PrimaryTx,
  PUtxo,
  Validation,
  Vertex,
  XUtxo,
} from './primaryTypes.js';

const cache = new WeakMap<NetworkData, PrimaryIndex>();

/** The primary index of a network (built once per network object). */
export function primaryIndexOf(seed: number, net: NetworkData): PrimaryIndex {
  let index = cache.get(net);
  if (!index) {
    index = buildIndex(seed, net);
    cache.set(net, index);
  }
  return index;
}

/** Builds the index from its seams: P UTXOs, staking, subnet validators, P blocks, X chain, C atomic. */
function buildIndex(seed: number, net: NetworkData): PrimaryIndex {
  const ctx = indexContextOf(seed, net, PRIMARY_NETWORK_ID);
  const p = pUtxosOf(ctx);
  const staking = stakingOf(ctx);
  const subnets = subnetValidatorsOf(ctx);
  const x = xChainOf(ctx);
  const txs: Record<ChainKey, PrimaryTx[]> = {
    p: [...p.txs, ...staking.txs, ...pBlockTxsOf(ctx)],
    x: x.txs,
    c: cAtomicTxsOf(ctx),
  };
  const byNewest = (a: PrimaryTx, b: PrimaryTx) =>
    b.timestamp - a.timestamp || (a.txHash < b.txHash ? -1 : a.txHash > b.txHash ? 1 : 0);
  const txByHash = new Map<string, { chain: ChainKey; tx: PrimaryTx }>();
  for (const chain of ['p', 'x', 'c'] as const) {
    txs[chain].sort(byNewest);
    for (const tx of txs[chain]) txByHash.set(tx.txHash, { chain, tx });
  }
  return {
    avax: ctx.avax,
    txs,
    txByHash,
    utxos: { p: [...p.utxos, ...staking.utxos], x: x.utxos },
    validators: [...staking.validators, ...subnets.validators],
    delegators: staking.delegators,
    l1Validators: subnets.l1Validators,
    blocks: ctx.blocks,
    vertices: x.vertices,
    pHeight: Number(ctx.blocks.p[0]?.blockNumber ?? 0),
  };
}
