import path from 'node:path';
import { createDeadline, type Deadline, sleep } from '@pkg/core';
import { EWOQ_C_ADDRESS, EWOQ_PRIVATE_KEY } from './ewoq.js';
import { localGenesisCopy } from './genesis.js';
import { rpcCall } from './rpcCall.js';
import { signLegacyTx } from './signLegacyTx.js';

/** The network id of a single-node Helicon network (a custom id: only those take upgrade settings). */
export const HELICON_NETWORK_ID = 1337;

/**
 * The upgrade config of a Helicon network: every upgrade through Granite active from the start (as on
 * the local network: `upgrade.Default` in AvalancheGo's upgrade/upgrade.go), Granite epochs of 30 s,
 * and Helicon at `heliconTime` (times in order, as the node requires).
 *
 * @example
 * import { heliconUpgradeConfig } from '@pkg/localnet';
 * heliconUpgradeConfig(new Date(Date.now() + 8_000)).heliconTime; // 8 s from now, ISO 8601
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
 * The flags of a single-node Helicon network: network id {@link HELICON_NETWORK_ID} from a copy of the
 * local genesis written into `dir` (unless `genesisFile` is given), and the upgrade config with
 * `heliconTime` `delayMs` from now (`--network-id=local` refuses upgrade settings: "cannot configure
 * upgrades").
 *
 * @example
 * import { heliconFlags } from '@pkg/localnet';
 * const { flags, heliconTime } = heliconFlags('/tmp/my-net');
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

/** `heliconTime` of a base64 upgrade config (`--upgrade-file-content`). */
export function heliconTimeOf(upgradeContent: string | undefined): Date {
  if (!upgradeContent) throw new Error('helicon: true without an upgrade config');
  const { heliconTime } = JSON.parse(Buffer.from(upgradeContent, 'base64').toString('utf8')) as {
    heliconTime?: string;
  };
  if (!heliconTime) throw new Error('the upgrade config has no heliconTime');
  return new Date(heliconTime);
}

/**
 * Turns the C chain of a node started with {@link heliconFlags} to SAE: the C chain changes VM when its
 * first block past `heliconTime` is accepted, so this waits for `heliconTime`, has ewoq send itself 0 AVAX
 * on C (a legacy tx at the node's nonce and gas price), and polls until the C chain's
 * `web3_clientVersion` names avalanchego (SAE answers `avalanchego/1.15.0 [...]`; coreth answered
 * `v0.x`). Resolves with that version string.
 *
 * @example
 * import { activateHelicon } from '@pkg/localnet';
 * await activateHelicon('http://127.0.0.1:9650', heliconTime);
 */
export async function activateHelicon(url: string, heliconTime: Date, timeoutMs = 120_000): Promise<string> {
  const rpc = `${url}/ext/bc/C/rpc`;
  let last = '';
  const deadline = createDeadline({
    timeoutMs,
    timeoutError: () => new Error(`the C chain did not turn to SAE within ${timeoutMs} ms (last: ${last})`),
  });
  try {
    await sleep(Math.max(0, heliconTime.getTime() - Date.now() + 1_500), deadline.signal);
    return await pollUntilSae(rpc, deadline, (text) => (last = text));
  } finally {
    deadline.clear();
  }
}

/** Sends ewoq's 0-AVAX tx once the C chain takes it, and polls `web3_clientVersion` until it names avalanchego. */
async function pollUntilSae(rpc: string, deadline: Deadline, note: (text: string) => void): Promise<string> {
  const key = Uint8Array.from(Buffer.from(EWOQ_PRIVATE_KEY.hex.slice(2), 'hex'));
  let sent = false;
  for (;;) {
    deadline.throwIfEnded();
    try {
      const version = (await rpcCall(rpc, 'web3_clientVersion', [])) as string;
      if (/^avalanchego\//i.test(version)) return version;
      note(version);
      if (!sent) {
        const [nonce, gasPrice, chainId] = (await Promise.all([
          rpcCall(rpc, 'eth_getTransactionCount', [EWOQ_C_ADDRESS, 'pending']),
          rpcCall(rpc, 'eth_gasPrice', []),
          rpcCall(rpc, 'eth_chainId', []),
        ])) as string[];
        const raw = signLegacyTx(
          {
            nonce: BigInt(nonce as string),
            gasPrice: BigInt(gasPrice as string) * 2n,
            gas: 21_000n,
            to: EWOQ_C_ADDRESS,
            value: 0n,
            chainId: BigInt(chainId as string),
          },
          key,
        );
        await rpcCall(rpc, 'eth_sendRawTransaction', [raw]);
        sent = true;
      }
    } catch (error) {
      // a tx the pool already holds, or a node between VMs: try again
      note((error as Error).message);
      sent = false;
    }
    await sleep(500, deadline.signal);
  }
}
