import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { AVALANCHEGO_VERSION } from './versions.js';

const GENESIS = path.join('genesis', 'genesis_local.json');

/**
 * AvalancheGo's source in the Go module cache, where `go install` (install-avalanchego.sh) left it: found without
 * running Go or reaching the network when it is there (`$GOMODCACHE`, else `$GOPATH/pkg/mod`, else
 * `~/go/pkg/mod`, else `go env GOMODCACHE`); only when it is not, `go mod download` fetches it.
 */
export function avalancheGoSourceDir(): string {
  const module = path.join('github.com', 'ava-labs', `avalanchego@${AVALANCHEGO_VERSION}`);
  const gopath = process.env.GOPATH?.split(path.delimiter)[0];
  const caches = [
    process.env.GOMODCACHE,
    gopath ? path.join(gopath, 'pkg', 'mod') : undefined,
    path.join(homedir(), 'go', 'pkg', 'mod'),
  ];
  for (const cache of caches) {
    if (cache && existsSync(path.join(cache, module, GENESIS))) return path.join(cache, module);
  }
  const goCache = spawnSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).stdout?.trim();
  if (goCache && existsSync(path.join(goCache, module, GENESIS))) return path.join(goCache, module);
  const out = execFileSync(
    'go',
    ['mod', 'download', '-json', `github.com/ava-labs/avalanchego@${AVALANCHEGO_VERSION}`],
    { encoding: 'utf8', cwd: '/' },
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
  const local = JSON.parse(readFileSync(path.join(source, GENESIS), 'utf8')) as {
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
