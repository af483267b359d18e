import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AVALANCHEGO_VERSION } from './versions.js';

/** AvalancheGo's source in the Go module cache (`go mod download`; already there once install-avalanchego.sh ran). */
export function avalancheGoSourceDir(): string {
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
 * A copy of AvalancheGo's local genesis (ewoq funded on X, P and C; the C chain id 43112) under a custom
 * network id, starting a minute ago so the genesis stakers are current. Upgrades can be configured only
 * on a custom network id (`--network-id=local` refuses them: "cannot configure upgrades"); its HRP is
 * `custom`. `stakers: 'staker1'` keeps only the first (for a sybil-protected node that runs as staker1).
 */
export function localGenesisCopy(
  file: string,
  options: { networkId: number; stakers: 'all' | 'staker1' },
): { initialStakers: { nodeID: string }[] } {
  const source = avalancheGoSourceDir();
  const local = JSON.parse(readFileSync(path.join(source, 'genesis', 'genesis_local.json'), 'utf8')) as {
    initialStakers: { nodeID: string }[];
    [key: string]: unknown;
  };
  const genesis = {
    ...local,
    networkID: options.networkId,
    // a start time in the past (the genesis refuses a future one) and a year of stake from it
    startTime: Math.floor(Date.now() / 1000) - 60,
    initialStakeDuration: 365 * 24 * 3600,
    initialStakeDurationOffset: 0,
    initialStakers: options.stakers === 'all' ? local.initialStakers : local.initialStakers.slice(0, 1),
  };
  writeFileSync(file, JSON.stringify(genesis, null, 2));
  return genesis;
}
