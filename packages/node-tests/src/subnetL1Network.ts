import path from 'node:path';
import { avalancheGoSourceDir, localGenesisCopy } from '@pkg/localnet';

/** The network id of the suite's sybil-protected network (a custom id: AvalancheGo takes a genesis file for it). */
export const L1_NETWORK_ID = 1337;

/** What a node of the sybil-protected network needs: its genesis file and the flags that make it staker1. */
export interface L1NetworkFiles {
  genesisFile: string;
  /** Flags (without `--`): network id, genesis file, staker1's TLS and BLS keys, snow sample 3 and quorum 2. */
  flags: Record<string, string>;
}

/**
 * A single-node network with sybil protection on, so that an L1's validator set is real: a copy of
 * AvalancheGo's local genesis (ewoq funded) under network id 1337 with one initial staker, staker1 of
 * `staking/local` (its TLS cert and key and BLS signer key ship in the avalanchego module), starting now.
 * The node runs as staker1 with `--snow-sample-size=3 --snow-quorum-size=2`: it reaches consensus alone, and an L1 of
 * its keeps going with a validator that never connects as long as that one holds under a third of the L1's weight.
 */
export function l1NetworkFiles(dir: string): L1NetworkFiles {
  const genesisFile = path.join(dir, 'genesis.json');
  const [staker1] = localGenesisCopy(genesisFile, {
    networkId: L1_NETWORK_ID,
    stakers: 'staker1',
  }).initialStakers;
  if (staker1?.nodeID !== 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg') {
    throw new Error(`the local genesis' first staker is not staker1: ${JSON.stringify(staker1)}`);
  }
  const source = avalancheGoSourceDir();
  const keys = path.join(source, 'staking', 'local');
  return {
    genesisFile,
    flags: {
      'network-id': String(L1_NETWORK_ID),
      'genesis-file': genesisFile,
      'sybil-protection-enabled': 'true',
      'staking-tls-cert-file': path.join(keys, 'staker1.crt'),
      'staking-tls-key-file': path.join(keys, 'staker1.key'),
      'staking-signer-key-file': path.join(keys, 'signer1.key'),
      // k 3, alpha 2: the node alone fills a sample (3 units of its weight) and a query needs 2/3 of the weight
      // connected (AvalancheGo's abortDueToInsufficientConnectedStake: alpha / k). With k = alpha = 1 it needs all
      // of it, so an L1 validator whose node never connects (or an inactive one's weight, counted under the empty node
      // id) stops the L1's consensus for good.
      'snow-sample-size': '3',
      'snow-quorum-size': '2',
    },
  };
}
