import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { localGenesisCopy } from './genesis.js';
import { EWOQ, HELICON_NETWORK_ID } from './localNetwork.js';
import { rawRpc } from './rawRpc.js';
import { HELICON_AVALANCHEGO_VERSION } from './versions.js';

/** The peers cache (`$AVALANCHE_PEERS_CACHE`, default `~/.cache/avalanche-sdk-peers`). */
function peersCache(): string {
  return process.env.AVALANCHE_PEERS_CACHE || path.join(homedir(), '.cache', 'avalanche-sdk-peers');
}

/**
 * The Helicon node binary: `$AVALANCHEGO_PATH` when the suite runs in the Helicon era (check.d/node.sh
 * sets it from scripts/real-node/find-helicon.sh), else where build-helicon.sh puts it.
 */
export function heliconAvalancheGoPath(): string {
  return (
    process.env.AVALANCHEGO_PATH ||
    path.join(peersCache(), `avalanchego-${HELICON_AVALANCHEGO_VERSION}`, 'main')
  );
}

/** The Subnet-EVM plugin dir built from the same tree (`graft/subnet-evm`): `plugins/` beside the binary. */
export function heliconPluginDir(binary = heliconAvalancheGoPath()): string {
  return path.join(path.dirname(binary), 'plugins');
}

/**
 * The upgrade config of a Helicon network: every upgrade through Granite active from the start (as on
 * the local network: `upgrade.Default` in AvalancheGo's upgrade/upgrade.go), Granite epochs of 30 s,
 * and `heliconTime` at `heliconTime` (times in order, as the node requires).
 */
export function heliconUpgradeConfig(heliconTime: Date): Record<string, unknown> {
  const initially = '2020-12-05T05:00:00Z';
  const upgrades = [
    'apricotPhase1Time',
    'apricotPhase2Time',
    'apricotPhase3Time',
    'apricotPhase4Time',
    'apricotPhase5Time',
    'apricotPhasePre6Time',
    'apricotPhase6Time',
    'apricotPhasePost6Time',
    'banffTime',
    'cortinaTime',
    'durangoTime',
    'etnaTime',
    'fortunaTime',
    'graniteTime',
  ];
  return {
    ...Object.fromEntries(upgrades.map((name) => [name, initially])),
    apricotPhase4MinPChainHeight: 0,
    cortinaXChainStopVertexID: '11111111111111111111111111111111LpoYY',
    graniteEpochDuration: 30_000_000_000,
    heliconTime: heliconTime.toISOString(),
  };
}

/** What a node needs to run with Helicon scheduled: the flags, and when Helicon activates. */
export interface HeliconFlags {
  flags: Record<string, string>;
  heliconTime: Date;
}

/**
 * The flags of a single-node Helicon network (sybil protection as the caller sets it): network id
 * {@link HELICON_NETWORK_ID} from a copy of the local genesis written into `dir` (unless the caller gives
 * its own `genesis-file`), and the upgrade config with `heliconTime` `delayMs` from now.
 */
export function heliconFlags(
  dir: string,
  options: { delayMs?: number; genesisFile?: string } = {},
): HeliconFlags {
  const heliconTime = new Date(Date.now() + (options.delayMs ?? 8_000));
  const genesisFile = options.genesisFile ?? path.join(dir, 'genesis.json');
  if (!options.genesisFile) localGenesisCopy(genesisFile, { networkId: HELICON_NETWORK_ID, stakers: 'all' });
  const upgrade = Buffer.from(JSON.stringify(heliconUpgradeConfig(heliconTime))).toString('base64');
  return {
    heliconTime,
    flags: {
      'network-id': String(HELICON_NETWORK_ID),
      'genesis-file': genesisFile,
      'upgrade-file-content': upgrade,
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Turns the C chain of a node started with {@link heliconFlags} to SAE: the C chain changes VM when its
 * first block past `heliconTime` is accepted, so this waits for `heliconTime`, has ewoq send itself
 * 0 AVAX on C (a legacy-priced tx from the node's own nonce and base fee), and polls until the C chain's
 * `web3_clientVersion` names avalanchego (SAE answers `avalanchego/1.15.0 [...]`; coreth answered
 * `v0.x`). Resolves with the version string.
 */
export async function activateHelicon(url: string, heliconTime: Date, timeoutMs = 120_000): Promise<string> {
  const rpc = `${url}/ext/bc/C/rpc`;
  const deadline = Date.now() + timeoutMs;
  await sleep(Math.max(0, heliconTime.getTime() - Date.now() + 1_500));
  // imported here: viem (the signer) is loaded only by a Helicon run
  const { signFromEwoq } = await import('./evmFixtures.js');
  let sent = false;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const version = await rawRpc<string>(rpc, 'web3_clientVersion', []);
      if (/^avalanchego\//i.test(version)) return version;
      last = version;
      if (!sent) {
        const raw = await signFromEwoq(rpc, { to: EWOQ.cAddress, value: 0n, gas: 21_000n });
        await rawRpc<string>(rpc, 'eth_sendRawTransaction', [raw]);
        sent = true;
      }
    } catch (error) {
      last = (error as Error).message;
      // a tx the pool already holds, or a node between VMs: try again
      sent = false;
    }
    await sleep(500);
  }
  throw new Error(`the C chain did not turn to SAE within ${timeoutMs} ms (last: ${last})`);
}

/** Whether the Helicon binary (and its plugin dir) exist: the Helicon suites run only then. */
export function heliconBuilt(binary = heliconAvalancheGoPath()): boolean {
  return existsSync(binary);
}
