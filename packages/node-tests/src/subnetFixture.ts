import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { createEvmClient } from '@pkg/evm';
import { createNodeInfoClient } from '@pkg/node-info';
import { heliconFlags } from './helicon.js';
import { ERA } from './localNetwork.js';
import { ALL_ETH_APIS, type AvalancheNode, startAvalancheNode } from './nodeFixture.js';
import { waitFor } from './signing/waitFor.js';
import { SUBNET_EVM_CHAIN_ID, subnetEvmGenesis } from './subnetGenesis.js';
import { l1NetworkFiles } from './subnetL1Network.js';
import {
  convertSubnetToL1,
  createSubnet,
  createSubnetEvmChain,
  ewoqPWallet,
  SUBNET_EVM_VM_ID,
} from './subnetTxs.js';

/** The Subnet-EVM version scripts/real-node/install-subnet-evm.sh builds (its go.mod pins it). */
export const SUBNET_EVM_VERSION = 'v0.8.0';

/** The name of the suite's chain (CreateChainTx's chainName). */
export const SUBNET_CHAIN_NAME = 'sdktestchain';

/**
 * The chain config the suite's Subnet-EVM chain runs with (`<chain-config-dir>/<chain id>/config.json`):
 * its admin API on (`/ext/bc/<id>/admin`), the validators API (on by default), the Warp API (`warp_*` on
 * `/rpc`) and every `eth-apis` value, as the C chain's (Subnet-EVM v0.8.0 knows the same 16 names as
 * coreth v0.16.0-rc.0).
 */
export const SUBNET_CHAIN_CONFIG = {
  'admin-api-enabled': true,
  'validators-api-enabled': true,
  'warp-api-enabled': true,
  'eth-apis': ALL_ETH_APIS,
  'log-level': 'info',
} as const;

/** A Subnet-EVM chain on a running single-node local network. */
export interface SubnetEvmNetwork {
  node: AvalancheNode;
  /** The subnet's id (its CreateSubnetTx's id). */
  subnetId: string;
  /** The chain's blockchain id (its CreateChainTx's id): endpoints `/ext/bc/<blockchainId>/rpc|ws|admin|validators`. */
  blockchainId: string;
  /** The EVM chain id (eth_chainId). */
  evmChainId: number;
  /**
   * Whether the subnet was converted to an L1 on a sybil-protected network with this node as its one
   * validator (`validators.getCurrentValidators` then lists it); else sybil protection is off and the
   * node runs the chain without validating it.
   */
  l1: boolean;
  /** The L1 conversion's tx id (ConvertSubnetToL1Tx), when `l1`. */
  conversionTxId?: string;
  /** The node's id (info.getNodeID). */
  nodeId: string;
  /** The plugin dir the node runs with. */
  pluginDir: string;
  /** Milliseconds each step took: first start, subnet and chain txs, restart, chain answering. */
  timings: Record<string, number>;
  /** Stops the node by its PID and removes the data dir. Idempotent. */
  stop(): Promise<void>;
}

/** Where scripts/real-node/install-subnet-evm.sh puts the plugin: `$SUBNET_EVM_PLUGIN_DIR`, else required. */
export function subnetEvmPluginDir(): string {
  const dir = process.env.SUBNET_EVM_PLUGIN_DIR;
  if (!dir) {
    const cache = process.env.AVALANCHE_PEERS_CACHE || path.join(homedir(), '.cache', 'avalanche-sdk-peers');
    throw new Error(
      `SUBNET_EVM_PLUGIN_DIR is not set: run scripts/real-node/install-subnet-evm.sh (it builds into ${cache}/subnet-evm-${SUBNET_EVM_VERSION}-*/plugins and prints the dir)`,
    );
  }
  if (!existsSync(path.join(dir, SUBNET_EVM_VM_ID))) {
    throw new Error(`no Subnet-EVM plugin ${SUBNET_EVM_VM_ID} in ${dir}`);
  }
  return dir;
}

/**
 * A Subnet-EVM chain on a single-node local network (sybil protection off: the node runs every
 * subnet's chains itself):
 * 1. starts AvalancheGo with the Subnet-EVM plugin dir and a data dir of its own;
 * 2. issues a CreateSubnetTx and a CreateChainTx (genesis: subnetGenesis.ts), built and signed by ewoq
 *    with avalanchejs, issued and awaited through OUR pchain client;
 * 3. restarts the node on the same data dir with the chain's config file (AvalancheGo reads chain
 *    configs at startup only, and the chain id is known only once the CreateChainTx exists);
 * 4. waits until `info.isBootstrapped` holds for the chain and its `/rpc` answers `eth_chainId`.
 * @example
 * ```ts
 * const net = await startSubnetEvmNetwork();
 * try { console.log(net.node.url, net.blockchainId); } finally { await net.stop(); }
 * ```
 */
export async function startSubnetEvmNetwork(
  options: { pluginDir?: string; log?: (line: string) => void; l1?: boolean } = {},
): Promise<SubnetEvmNetwork> {
  const pluginDir = options.pluginDir ?? subnetEvmPluginDir();
  const l1 = options.l1 ?? false;
  const log = options.log ?? (() => {});
  const keep = process.env.AVALANCHE_KEEP_DATA_DIR === '1';
  const root = mkdtempSync(path.join(tmpdir(), 'subnet-evm-'));
  const dataDir = path.join(root, 'data');
  const configDir = path.join(root, 'chain-configs');
  mkdirSync(configDir, { recursive: true });
  const l1Files = l1 ? l1NetworkFiles(root) : undefined;
  // under Helicon: one upgrade config (one heliconTime) for both starts of the node
  const helicon = ERA === 'helicon' ? heliconFlags(root, { genesisFile: l1Files?.genesisFile }) : undefined;
  const flags: Record<string, string> = {
    'data-dir': dataDir,
    'chain-config-dir': configDir,
    ...helicon?.flags,
    ...l1Files?.flags,
  };
  // a lone node with sybil protection on never reports /ext/health healthy: gate on isBootstrapped
  const waitForHealth = !l1;
  const timings: Record<string, number> = {};
  let node: AvalancheNode | undefined;
  // Subnet-EVM makes an ephemeral keystore folder in the temp dir for a chain without a
  // `keystore-directory`, and leaves it when its process is killed: those made while this fixture's
  // first node ran are removed (rmdir: empty folders only)
  const keystoresBefore = new Set(ephemeralKeystores());
  const removeEphemeralKeystores = () => {
    for (const dir of ephemeralKeystores()) {
      if (keystoresBefore.has(dir)) continue;
      try {
        rmdirSync(dir);
      } catch {
        // not empty, or gone: not ours to remove
      }
    }
  };
  const stop = async () => {
    await node?.stop();
    removeEphemeralKeystores();
    if (!keep) rmSync(root, { recursive: true, force: true });
  };
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const value = await run();
    timings[name] = Date.now() - started;
    log(`[subnet-fixture] ${name}: ${timings[name]} ms`);
    return value;
  };

  try {
    node = await step('first start', () =>
      startAvalancheNode({ pluginDir, flags, keepDataDir: keep, waitForHealth, helicon: !!helicon }),
    );
    const url = node.url;
    const { nodeID, nodePOP } = await createNodeInfoClient({ url }).info.getNodeID();
    // on a custom network id avalanchejs' client-side capacity check reads 0: the fee state's capacity
    // is overridden (the node still checks the fee)
    const wallet = await ewoqPWallet(url, l1 ? { capacity: 1_000_000n } : undefined);
    const { subnetId, blockchainId } = await step('CreateSubnetTx and CreateChainTx', async () => {
      const subnetId = await createSubnet(wallet);
      const blockchainId = await createSubnetEvmChain(wallet, {
        subnetId,
        chainName: SUBNET_CHAIN_NAME,
        genesis: subnetEvmGenesis(),
      });
      return { subnetId, blockchainId };
    });
    log(`[subnet-fixture] subnet ${subnetId}, chain ${blockchainId}`);
    let conversionTxId: string | undefined;
    if (l1) {
      if (!nodePOP) throw new Error(`info.getNodeID gave no nodePOP for ${nodeID}`);
      conversionTxId = await step('ConvertSubnetToL1Tx', () =>
        convertSubnetToL1(wallet, {
          subnetId,
          chainId: blockchainId,
          // the validator manager's address on the chain: any 20 bytes will do for a lone node
          managerAddress: new Uint8Array(20).fill(0xee),
          validator: { nodeID, nodePOP },
        }),
      );
      log(`[subnet-fixture] subnet ${subnetId} converted to an L1 (${conversionTxId}), validator ${nodeID}`);
    }
    await step('stop', () => node!.stop());
    removeEphemeralKeystores();

    const chainConfigDir = path.join(configDir, blockchainId);
    mkdirSync(chainConfigDir, { recursive: true });
    const chainConfig = { ...SUBNET_CHAIN_CONFIG, 'keystore-directory': path.join(root, 'keystore') };
    writeFileSync(path.join(chainConfigDir, 'config.json'), JSON.stringify(chainConfig, null, 2));
    node = await step('restart with the chain config', () =>
      startAvalancheNode({
        pluginDir,
        // with sybil protection on, a node runs only the chains of the subnets it tracks
        flags: l1 ? { ...flags, 'track-subnets': subnetId } : flags,
        keepDataDir: keep,
        waitForHealth,
        helicon: !!helicon,
        chains: ['P', 'X', 'C', blockchainId],
      }),
    );
    const restarted = node;
    await step('chain answers eth_chainId', () => waitForChain(restarted, blockchainId));
    if (l1) {
      // Subnet-EVM refreshes its validator set about once a minute: until then the list is empty
      const validators = createEvmClient({ url: restarted.url, blockchainId, retry: false }).validators;
      await step('validators.getCurrentValidators lists the L1 validator', () =>
        waitFor(
          `validators.getCurrentValidators at /ext/bc/${blockchainId}/validators`,
          () => validators.getCurrentValidators().catch(() => ({ validators: [] })),
          (r) => r.validators.length > 0,
          { timeoutMs: 180_000, intervalMs: 2_000 },
        ),
      );
    }
    return {
      node: restarted,
      subnetId,
      blockchainId,
      evmChainId: SUBNET_EVM_CHAIN_ID,
      l1,
      ...(conversionTxId ? { conversionTxId } : {}),
      nodeId: nodeID,
      pluginDir,
      timings,
      stop,
    };
  } catch (error) {
    const tail = node?.logTail(60) ?? '';
    await stop();
    throw new Error(`${(error as Error).message}\n--- node log tail ---\n${tail}`, { cause: error });
  }
}

/** The `subnet-evm-keystore*` folders in the temp dir. */
function ephemeralKeystores(): string[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith('subnet-evm-keystore'))
    .map((name) => path.join(tmpdir(), name));
}

/** Polls the chain's `/rpc` (through OUR evm client) until `eth_chainId` answers the genesis chain id. */
async function waitForChain(node: AvalancheNode, blockchainId: string): Promise<void> {
  const evm = createEvmClient({ url: node.url, blockchainId, retry: false });
  await waitFor(
    `eth_chainId at /ext/bc/${blockchainId}/rpc`,
    () => evm.eth.chainId().catch((error: unknown) => `error: ${(error as Error).message}`),
    (id) => id === `0x${SUBNET_EVM_CHAIN_ID.toString(16)}`,
    { timeoutMs: 60_000, intervalMs: 250 },
  );
}
