import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AVALANCHEGO_VERSION } from './nodeFixture.js';

/** The network id of the suite's sybil-protected network (a custom id: AvalancheGo takes a genesis file for it). */
export const L1_NETWORK_ID = 1337;

/** What a node of the sybil-protected network needs: its genesis file and the flags that make it staker1. */
export interface L1NetworkFiles {
  genesisFile: string;
  /** Flags (without `--`): network id, genesis file, staker1's TLS and BLS keys, snow sample and quorum 1. */
  flags: Record<string, string>;
}

/** AvalancheGo's source in the Go module cache (`go mod download`; already there once install-avalanchego.sh ran). */
function avalancheGoSourceDir(): string {
  const out = execFileSync(
    'go',
    ['mod', 'download', '-json', `github.com/ava-labs/avalanchego@${AVALANCHEGO_VERSION}`],
    {
      encoding: 'utf8',
      cwd: '/',
    },
  );
  const { Dir } = JSON.parse(out) as { Dir?: string };
  if (!Dir) throw new Error(`go mod download gave no Dir for avalanchego ${AVALANCHEGO_VERSION}: ${out}`);
  return Dir;
}

/**
 * A single-node network with sybil protection on, so that an L1's validator set is real: a copy of
 * AvalancheGo's local genesis (ewoq funded) under network id 1337 with one initial staker, staker1 of
 * `staking/local` (its TLS cert and key and BLS signer key ship in the avalanchego module), starting now.
 * The node runs as staker1 with `--snow-sample-size=1 --snow-quorum-size=1`, so it reaches consensus alone.
 */
export function l1NetworkFiles(dir: string): L1NetworkFiles {
  const source = avalancheGoSourceDir();
  const local = JSON.parse(readFileSync(path.join(source, 'genesis', 'genesis_local.json'), 'utf8')) as {
    initialStakers: { nodeID: string }[];
    [key: string]: unknown;
  };
  const staker1 = local.initialStakers[0];
  if (staker1?.nodeID !== 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg') {
    throw new Error(`the local genesis' first staker is not staker1: ${JSON.stringify(staker1)}`);
  }
  const genesis = {
    ...local,
    networkID: L1_NETWORK_ID,
    // a start time in the past (the genesis refuses a future one) and a year of stake from it
    startTime: Math.floor(Date.now() / 1000) - 60,
    initialStakeDuration: 365 * 24 * 3600,
    initialStakeDurationOffset: 0,
    initialStakers: [staker1],
  };
  const genesisFile = path.join(dir, 'genesis.json');
  writeFileSync(genesisFile, JSON.stringify(genesis, null, 2));
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
      'snow-sample-size': '1',
      'snow-quorum-size': '1',
    },
  };
}
