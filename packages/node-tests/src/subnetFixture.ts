import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { createEvmClient } from '@pkg/evm';
import { heliconFlags } from '@pkg/localnet';
import { createNodeInfoClient } from '@pkg/node-info';
import { conversionValidationId } from './conversionValidationId.js';
import { ERA } from './localNetwork.js';
import { type ManagerPlan, managerPlan } from './managerPlan.js';
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
  /**
   * The validator manager's address the conversion names (`0x` hex, lower case): the proxy predeployed in the
   * chain's genesis when the validator manager artifacts were found (src/findValidatorManager.ts), else 0xee..ee.
   */
  managerAddress: `0x${string}`;
  /** The validator manager's artifacts folder when found, else the one line saying why not (`''` the other). */
  validatorManager: { dir: string; missing: string };
  /** The node's validation id on the L1 (CB58, sha256 of the subnet id and index 0), when `l1`. */
  validationId?: string;
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
  const dirs = subnetDirs(l1);
  const keystores = ephemeralKeystoreSweeper();
  const timings: Record<string, number> = {};
  const step = timedStep(timings, log);
  const start = (flags: Record<string, string>, chains?: string[]) =>
    startAvalancheNode({
      pluginDir,
      flags,
      keepDataDir: keep,
      // a lone node with sybil protection on never reports /ext/health healthy: gate on isBootstrapped
      waitForHealth: !l1,
      helicon: dirs.helicon,
      ...(chains ? { chains } : {}),
    });
  let node: AvalancheNode | undefined;
  const stop = async () => {
    await node?.stop();
    keystores.sweep();
    if (!keep) rmSync(dirs.root, { recursive: true, force: true });
  };

  try {
    node = await step('first start', () => start(dirs.flags));
    const chain = await createChain(node.url, l1, step, log, managerPlan(l1, log));
    await step('stop', () => node!.stop());
    keystores.sweep();
    writeChainConfig(dirs, chain.blockchainId);
    node = await step('restart with the chain config', () =>
      // with sybil protection on, a node runs only the chains of the subnets it tracks
      start(l1 ? { ...dirs.flags, 'track-subnets': chain.subnetId } : dirs.flags, [
        'P',
        'X',
        'C',
        chain.blockchainId,
      ]),
    );
    const restarted = node;
    await step('chain answers eth_chainId', () => waitForChain(restarted, chain.blockchainId));
    if (l1) {
      await step('validators.getCurrentValidators lists the L1 validator', () =>
        waitForL1Validator(restarted, chain.blockchainId),
      );
    }
    return {
      node: restarted,
      subnetId: chain.subnetId,
      blockchainId: chain.blockchainId,
      evmChainId: SUBNET_EVM_CHAIN_ID,
      l1,
      ...(chain.conversionTxId
        ? { conversionTxId: chain.conversionTxId, validationId: conversionValidationId(chain.subnetId, 0) }
        : {}),
      managerAddress: chain.managerAddress,
      validatorManager: chain.validatorManager,
      nodeId: chain.nodeId,
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

/** The fixture's folders and the node flags both starts share. */
interface SubnetDirs {
  root: string;
  configDir: string;
  flags: Record<string, string>;
  /** Whether the node runs with Helicon's upgrade config. */
  helicon: boolean;
}

/** A temp root with the data dir and chain-config dir; under Helicon one upgrade config for both starts. */
function subnetDirs(l1: boolean): SubnetDirs {
  const root = mkdtempSync(path.join(tmpdir(), 'subnet-evm-'));
  const configDir = path.join(root, 'chain-configs');
  mkdirSync(configDir, { recursive: true });
  const l1Files = l1 ? l1NetworkFiles(root) : undefined;
  // under Helicon: one upgrade config (one heliconTime) for both starts of the node
  const helicon = ERA === 'helicon' ? heliconFlags(root, { genesisFile: l1Files?.genesisFile }) : undefined;
  const flags: Record<string, string> = {
    'data-dir': path.join(root, 'data'),
    'chain-config-dir': configDir,
    ...helicon?.flags,
    ...l1Files?.flags,
  };
  return { root, configDir, flags, helicon: !!helicon };
}

/** Runs a named step, keeping and logging how long it took. */
function timedStep(timings: Record<string, number>, log: (line: string) => void) {
  return async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const value = await run();
    timings[name] = Date.now() - started;
    log(`[subnet-fixture] ${name}: ${timings[name]} ms`);
    return value;
  };
}

/**
 * Subnet-EVM makes an ephemeral keystore folder in the temp dir for a chain without a `keystore-directory`,
 * and leaves it when its process is killed: `sweep` removes those made since this was called (rmdir: empty
 * folders only).
 */
function ephemeralKeystoreSweeper(): { sweep(): void } {
  const before = new Set(ephemeralKeystores());
  return {
    sweep() {
      for (const dir of ephemeralKeystores()) {
        if (before.has(dir)) continue;
        try {
          rmdirSync(dir);
        } catch {
          // not empty, or gone: not ours to remove
        }
      }
    },
  };
}

/** The subnet and chain made on the first start, and the node that validates them as an L1. */
interface CreatedChain {
  subnetId: string;
  blockchainId: string;
  conversionTxId?: string;
  nodeId: string;
  managerAddress: `0x${string}`;
  validatorManager: ManagerPlan['validatorManager'];
}

/**
 * Issues the CreateSubnetTx and CreateChainTx (signed by ewoq, through OUR pchain client) and, for an L1, the
 * ConvertSubnetToL1Tx making this node the subnet's one validator.
 */
async function createChain(
  url: string,
  l1: boolean,
  step: ReturnType<typeof timedStep>,
  log: (line: string) => void,
  manager: ManagerPlan,
): Promise<CreatedChain> {
  const { nodeID, nodePOP } = await createNodeInfoClient({ url }).info.getNodeID();
  // on a custom network id avalanchejs' client-side capacity check reads 0: the fee state's capacity
  // is overridden (the node still checks the fee)
  const wallet = await ewoqPWallet(url, l1 ? { capacity: 1_000_000n } : undefined);
  const { subnetId, blockchainId } = await step('CreateSubnetTx and CreateChainTx', async () => {
    const subnetId = await createSubnet(wallet);
    const blockchainId = await createSubnetEvmChain(wallet, {
      subnetId,
      chainName: SUBNET_CHAIN_NAME,
      genesis: subnetEvmGenesis(manager.predeploys),
    });
    return { subnetId, blockchainId };
  });
  log(`[subnet-fixture] subnet ${subnetId}, chain ${blockchainId}`);
  const { managerAddress, validatorManager } = manager;
  if (!l1) return { subnetId, blockchainId, nodeId: nodeID, managerAddress, validatorManager };
  if (!nodePOP) throw new Error(`info.getNodeID gave no nodePOP for ${nodeID}`);
  const conversionTxId = await step('ConvertSubnetToL1Tx', () =>
    convertSubnetToL1(wallet, {
      subnetId,
      chainId: blockchainId,
      // the validator manager's address on the chain: the predeployed proxy, else any 20 bytes for a lone node
      managerAddress: new Uint8Array(Buffer.from(managerAddress.slice(2), 'hex')),
      validator: { nodeID, nodePOP },
    }),
  );
  log(
    `[subnet-fixture] subnet ${subnetId} converted to an L1 (${conversionTxId}), validator ${nodeID}, manager ${managerAddress}`,
  );
  return { subnetId, blockchainId, conversionTxId, nodeId: nodeID, managerAddress, validatorManager };
}

/**
 * Writes the chain's config file (AvalancheGo reads chain configs at startup only, and the chain id is known
 * only once the CreateChainTx exists), with a keystore folder inside the fixture's root.
 */
function writeChainConfig(dirs: SubnetDirs, blockchainId: string): void {
  const chainConfigDir = path.join(dirs.configDir, blockchainId);
  mkdirSync(chainConfigDir, { recursive: true });
  const chainConfig = { ...SUBNET_CHAIN_CONFIG, 'keystore-directory': path.join(dirs.root, 'keystore') };
  writeFileSync(path.join(chainConfigDir, 'config.json'), JSON.stringify(chainConfig, null, 2));
}

/** Subnet-EVM refreshes its validator set about once a minute: until then the list is empty. */
async function waitForL1Validator(node: AvalancheNode, blockchainId: string): Promise<void> {
  const validators = createEvmClient({ url: node.url, blockchainId, retry: false }).validators;
  await waitFor(
    `validators.getCurrentValidators at /ext/bc/${blockchainId}/validators`,
    () => validators.getCurrentValidators().catch(() => ({ validators: [] })),
    (r) => r.validators.length > 0,
    { timeoutMs: 180_000, intervalMs: 2_000 },
  );
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
