import { homedir } from 'node:os';
import path from 'node:path';
import { AVALANCHEGO_VERSION, HELICON_AVALANCHEGO_VERSION } from './versions.js';

/** The Subnet-EVM VM id: a plugin binary is named by it inside `--plugin-dir`. */
export const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

/**
 * Where built nodes are kept, outside any project: `$AVALANCHE_PEERS_CACHE`, default
 * `~/.cache/avalanche-sdk-peers` (the SDK's test suites use the same folder).
 *
 * @example
 * import { peersCache } from '@pkg/localnet';
 * peersCache(); // '/home/me/.cache/avalanche-sdk-peers'
 */
export function peersCache(): string {
  return process.env.AVALANCHE_PEERS_CACHE || path.join(homedir(), '.cache', 'avalanche-sdk-peers');
}

/**
 * The pre-Helicon node's binary (AvalancheGo v1.14.0, `go install`ed by {@link installAvalancheGo}):
 * `$AVALANCHEGO_PATH` if set, else `<cache>/avalanchego-v1.14.0/main`.
 *
 * @example
 * import { avalancheGoPath } from '@pkg/localnet';
 * avalancheGoPath(); // '/home/me/.cache/avalanche-sdk-peers/avalanchego-v1.14.0/main'
 */
export function avalancheGoPath(): string {
  return (
    process.env.AVALANCHEGO_PATH || path.join(peersCache(), `avalanchego-${AVALANCHEGO_VERSION}`, 'main')
  );
}

/**
 * The Helicon node's binary (AvalancheGo v1.15, built once per machine from source snapshots): `<cache>/avalanchego-v1.15.0/main`, with its Subnet-EVM plugin in
 * `plugins/` beside it.
 *
 * @example
 * import { heliconAvalancheGoPath } from '@pkg/localnet';
 * heliconAvalancheGoPath(); // '/home/me/.cache/avalanche-sdk-peers/avalanchego-v1.15.0/main'
 */
export function heliconAvalancheGoPath(): string {
  return path.join(peersCache(), `avalanchego-${HELICON_AVALANCHEGO_VERSION}`, 'main');
}
