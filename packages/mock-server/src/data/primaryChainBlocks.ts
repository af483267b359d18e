import { PRIMARY_IDS, PRIMARY_NETWORK_ID } from './primaryIds.js';
import { hashOf, idOf, type Random, randomFor } from './random.js';
import type { Network, PrimaryChainBlock, PrimaryValidator, ProposedBlock } from './types.js';

/** `count` linked blocks of the node's X or P chain (`kind` 'x-block' or 'p-block'); the first height from `r`. */
export function chainBlocksOf(
  seed: number,
  network: Network,
  kind: string,
  count: number,
  genesisTimestamp: number,
  r: Random,
): PrimaryChainBlock[] {
  const first = r.int(100_000, 10_000_000);
  let parentID = idOf(seed, kind, network, first - 1);
  const out: PrimaryChainBlock[] = [];
  for (let h = first; h < first + count; h++) {
    const id = idOf(seed, kind, network, h);
    const br = randomFor(seed, kind, network, 'txs', h);
    out.push({
      id,
      parentID,
      height: h,
      timestamp: genesisTimestamp + (h - first) * 2,
      txs: Array.from({ length: br.int(0, 3) }, (_, t) => idOf(seed, kind, network, 'tx', h, t)),
    });
    parentID = id;
  }
  return out;
}

/** What the proposed blocks of a network's primary chains are built from. */
export interface ProposedBlocksInput {
  seed: number;
  network: Network;
  genesisTimestamp: number;
  primaryValidators: PrimaryValidator[];
  pBlocks: PrimaryChainBlock[];
}

/** 300 blocks proposed on each primary chain (P, X, C) by the primary validators, by blockchain id, newest first. */
export function proposedBlocksOf(input: ProposedBlocksInput): Map<string, ProposedBlock[]> {
  const ids = PRIMARY_IDS[input.network];
  const proposedBlocks = new Map<string, ProposedBlock[]>();
  for (const [blockchainId, kind] of [
    [PRIMARY_NETWORK_ID, 'p'],
    [ids.x, 'x'],
    [ids.c, 'c'],
  ] as const) {
    proposedBlocks.set(blockchainId, proposedBlocksOfChain(input, kind));
  }
  return proposedBlocks;
}

function proposedBlocksOfChain(input: ProposedBlocksInput, kind: 'p' | 'x' | 'c'): ProposedBlock[] {
  const { seed, network, genesisTimestamp, primaryValidators, pBlocks } = input;
  const list: ProposedBlock[] = [];
  let parentHash = hashOf(seed, 'proposed', network, kind, -1);
  for (let i = 0; i < 300; i++) {
    const pr = randomFor(seed, 'proposed', network, kind, i);
    const blockHash = hashOf(seed, 'proposed', network, kind, i);
    const proposer = pr.pick(primaryValidators);
    const ts = genesisTimestamp + i * 6;
    const txs = Array.from({ length: pr.int(0, 4) }, (_, t) =>
      idOf(seed, 'proposed-tx', network, kind, i, t),
    );
    list.push({
      blockNumber: String(1_000_000 + i),
      blockHash,
      parentHash,
      blockTimestamp: ts,
      blockType: kind === 'p' ? 'BanffStandardBlock' : 'StandardBlock',
      txCount: txs.length,
      transactions: txs,
      blockSizeBytes: pr.int(300, 40_000),
      currentSupply: '720000000000000000',
      l1ValidatorsAccruedFees: pr.int(0, 1000),
      activeL1Validators: pr.int(0, 60),
      proposerDetails: {
        proposerId: idOf(seed, 'proposer', network, kind, i),
        proposerParentId: idOf(seed, 'proposer', network, kind, i - 1),
        proposerNodeId: proposer.nodeID,
        proposerPChainHeight: (pBlocks[0]?.height ?? 0) + i,
        proposerTimestamp: ts,
      },
    });
    parentHash = blockHash;
  }
  return list.reverse();
}
