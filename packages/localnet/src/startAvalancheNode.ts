import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeadline, type Deadline, sleep } from '@pkg/core';
import { guardNode } from './guardNode.js';
import { activateHelicon, heliconFlags, heliconTimeOf } from './helicon.js';
import { avalancheGoPath } from './paths.js';
import { rpcCall } from './rpcCall.js';

/** Options of {@link startAvalancheNode}. */
export interface StartNodeOptions {
  /** The `avalanchego` binary. Default: {@link avalancheGoPath} (`$AVALANCHEGO_PATH`, else the cache's v1.14.0). */
  binary?: string;
  /**
   * The HTTP port (the staking port is the next one). Default: a free pair picked at random. A given port
   * that is taken is a {@link PortInUseError}.
   */
  httpPort?: number;
  /** `--plugin-dir`: VM binaries named by VM id (a Subnet-EVM plugin). Default: none. */
  pluginDir?: string;
  /**
   * Per-chain config files, written to `<data-dir>/configs/chains/<alias or id>/config.json`. Merged
   * over the defaults (C: the admin and Warp APIs and every `eth-apis` value, {@link ALL_ETH_APIS}).
   */
  chainConfigs?: Record<string, Record<string, unknown>>;
  /** Extra or overriding command-line flags, without the leading `--` (`{ 'log-level': 'debug' }`). */
  flags?: Record<string, string>;
  /** Chains that must report `info.isBootstrapped` before the node counts as started. Default: P, X, C. */
  chains?: readonly string[];
  /** Also wait for `GET /ext/health` to answer healthy. Default: true. */
  waitForHealth?: boolean;
  /** How long to wait for the node to be ready, in ms. Default: 120 000. */
  readyTimeoutMs?: number;
  /** Keep the data dir after stop (for a post-mortem). Default: `$AVALANCHE_KEEP_DATA_DIR === '1'`. */
  keepDataDir?: boolean;
  /**
   * Run with Helicon active (an AvalancheGo v1.15 binary): unless `flags` already carry an
   * `upgrade-file-content`, the node runs network 1337 from a copy of the local genesis with Helicon a few
   * seconds after start ({@link heliconFlags}); once ready, its C chain is turned to SAE
   * ({@link activateHelicon}). Default: false.
   */
  helicon?: boolean;
}

/** A running single-node local network. */
export interface AvalancheNode {
  /** The node's base URL, `http://127.0.0.1:<port>` (the SDK clients' `url`). */
  url: string;
  /** `ws://127.0.0.1:<port>`: prefix of the WebSocket endpoints (`/ext/bc/C/ws`). */
  wsUrl: string;
  httpPort: number;
  stakingPort: number;
  pid: number;
  /** The temp folder holding `--data-dir`, the node's stdout/stderr log and chain configs. */
  dir: string;
  dataDir: string;
  /** The node's stdout and stderr. */
  logFile: string;
  /**
   * The flags that make its network (`network-id`, and where given `genesis-file` and
   * `upgrade-file-content`): what another node needs to join it.
   */
  networkFlags: Record<string, string>;
  /** The last lines of {@link logFile}. */
  logTail(lines?: number): string;
  /** Stops the node (SIGTERM to its process group, SIGKILL after 15 s) and removes its temp folder. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Every `eth-apis` value coreth v0.16.0-rc.0 (AvalancheGo v1.14.0) knows: all 128 C-chain JSON-RPC methods
 * on `/rpc` and the 5 subscription kinds on `/ws` (an unknown name can stop the chain: `/ext/health` says so).
 */
export const ALL_ETH_APIS = [
  'eth',
  'eth-filter',
  'net',
  'web3',
  'admin',
  'debug',
  'debug-handler',
  'debug-tracer',
  'debug-file-tracer',
  'internal-eth',
  'internal-blockchain',
  'internal-transaction',
  'internal-tx-pool',
  'internal-debug',
  'internal-account',
  'internal-personal',
] as const;

const defaultChainConfigs: Record<string, Record<string, unknown>> = {
  // every C-chain API on: the chain's admin API (/ext/bc/C/admin), Warp (warp_*) and every eth-apis value
  C: {
    'admin-api-enabled': true,
    'warp-api-enabled': true,
    'eth-apis': ALL_ETH_APIS,
    'log-level': 'info',
  },
};

/** A port pair (P, P+1) that nobody on 127.0.0.1 listens on right now. */
async function freePortPair(): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as { port: number };
        server.close(() => resolve(bound));
      });
    });
  for (let i = 0; i < 50; i++) {
    const port = await listen(0);
    if (port === undefined || port >= 65535) continue;
    if ((await listen(port + 1)) !== undefined) return port;
  }
  throw new Error('no free pair of loopback ports found');
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// Every node started by this process: stopped on Ctrl-C (SIGTERM, then SIGKILL if it lingers), killed on exit
// whatever happens (a crash, a failed setup).
const running = new Set<{ pid: number; dir: string; keep: boolean; stop: () => Promise<void> }>();
let exitHooked = false;
function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  const killAll = () => {
    for (const node of running) {
      try {
        process.kill(-node.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      if (!node.keep) rmSync(node.dir, { recursive: true, force: true });
    }
    running.clear();
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      const code = 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1);
      // each node gets SIGTERM and up to 15 s to close its database (as node.stop() does); a second signal of
      // the same kind, or the exit hook, kills what is left
      process.once(signal, () => process.exit(code));
      Promise.allSettled([...running].map((node) => node.stop())).then(() => process.exit(code));
    });
  }
}

/**
 * Starts AvalancheGo as a single-node local network on 127.0.0.1 (free ports, a temp data dir, sybil
 * protection off, admin and index APIs on, the C chain's admin API on) and resolves once P, X and C
 * report `info.isBootstrapped` and `/ext/health` is healthy. The node runs in its own process group; it
 * is stopped by {@link AvalancheNode.stop}, or killed when this process exits.
 * @example
 * ```ts
 * const node = await startAvalancheNode();
 * try { console.log(node.url); } finally { await node.stop(); }
 * ```
 */
export async function startAvalancheNode(options: StartNodeOptions = {}): Promise<AvalancheNode> {
  // the free ports are picked before the node binds them: another process may take one in between
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || options.httpPort !== undefined || attempt >= 3) throw error;
    }
  }
}

/** The node could not bind a port picked as free (someone took it in between): worth another try. */
class PortTakenError extends Error {}

/** A port asked for (`httpPort`) is taken by another process: the node cannot start there. */
export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `port ${port} or ${port + 1} on 127.0.0.1 is in use (another AvalancheGo node, or another program): stop it, or choose another port`,
    );
    this.name = 'PortInUseError';
  }
}

/** Whether nothing listens on `port` of 127.0.0.1 (it can be bound now). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function startOnce(options: StartNodeOptions): Promise<AvalancheNode> {
  const binary = options.binary ?? avalancheGoPath();
  if (!existsSync(binary)) {
    throw new Error(
      `AvalancheGo not found at ${binary}: install it (installAvalancheGo(), or the SDK repository's scripts/real-node/install-avalanchego.sh) or set AVALANCHEGO_PATH`,
    );
  }
  const keep = options.keepDataDir ?? process.env.AVALANCHE_KEEP_DATA_DIR === '1';
  // absolute: the node resolves --data-dir and --chain-config-dir from its own working directory (this dir), so a
  // relative TMPDIR would point it elsewhere
  const dir = mkdtempSync(path.join(path.resolve(tmpdir()), 'avalanchego-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'node.log');
  let helicon: ReturnType<typeof heliconFlags> | undefined;
  let httpPort: number;
  try {
    writeChainConfigs(dataDir, options.chainConfigs);
    helicon = options.helicon && !options.flags?.['upgrade-file-content'] ? heliconFlags(dir) : undefined;
    httpPort = await choosePort(options.httpPort, dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true }); // nothing was started: leave nothing behind
    throw error;
  }
  const flags = nodeFlags(httpPort, dataDir, {
    ...(options.pluginDir ? { 'plugin-dir': options.pluginDir } : {}),
    ...helicon?.flags,
    ...options.flags,
  });
  const args = Object.entries(flags).map(([name, value]) => `--${name}=${value}`);
  const { child, stop } = spawnNode(binary, args, { dir, logFile, keep });

  const url = `http://127.0.0.1:${httpPort}`;
  const node: AvalancheNode = {
    url,
    wsUrl: `ws://127.0.0.1:${httpPort}`,
    httpPort,
    stakingPort: httpPort + 1,
    pid: child.pid!,
    dir,
    dataDir,
    logFile,
    networkFlags: Object.fromEntries(
      ['network-id', 'genesis-file', 'upgrade-file-content'].flatMap((name) =>
        flags[name] === undefined ? [] : [[name, flags[name]]],
      ),
    ),
    logTail: (lines = 40) => tail(logFile, lines),
    stop,
  };
  try {
    await waitUntilReady(node, child, options);
    if (options.helicon) await activateHelicon(url, heliconTimeOf(flags['upgrade-file-content']));
  } catch (error) {
    throw await startFailure(error, node, options.httpPort);
  }
  return node;
}

/** Writes each chain's config file under `<dataDir>/configs/chains/`, the given configs merged over the defaults. */
function writeChainConfigs(dataDir: string, given: StartNodeOptions['chainConfigs'] = {}): void {
  const chainConfigs: Record<string, Record<string, unknown>> = { ...defaultChainConfigs };
  for (const [chain, config] of Object.entries(given)) {
    chainConfigs[chain] = { ...chainConfigs[chain], ...config };
  }
  for (const [chain, config] of Object.entries(chainConfigs)) {
    const chainDir = path.join(dataDir, 'configs', 'chains', chain);
    mkdirSync(chainDir, { recursive: true });
    writeFileSync(path.join(chainDir, 'config.json'), JSON.stringify(config, null, 2));
  }
}

/** The HTTP port: the one asked for when it and the next are free (else PortInUseError), or a free pair. */
async function choosePort(asked: number | undefined, dir: string): Promise<number> {
  if (asked === undefined) return freePortPair();
  if (!(await portFree(asked)) || !(await portFree(asked + 1))) {
    rmSync(dir, { recursive: true, force: true });
    throw new PortInUseError(asked);
  }
  return asked;
}

/** The command-line flags of a single-node local network on 127.0.0.1, `extra` over them. */
function nodeFlags(httpPort: number, dataDir: string, extra: Record<string, string>): Record<string, string> {
  return {
    'network-id': 'local',
    'sybil-protection-enabled': 'false',
    'api-admin-enabled': 'true',
    'index-enabled': 'true',
    'http-host': '127.0.0.1',
    'http-port': String(httpPort),
    'public-ip': '127.0.0.1',
    'staking-host': '127.0.0.1',
    'staking-port': String(httpPort + 1),
    'bootstrap-ips': '',
    'bootstrap-ids': '',
    'network-health-min-conn-peers': '0',
    'data-dir': dataDir,
    'chain-config-dir': path.join(dataDir, 'configs', 'chains'),
    // the machine's hard fd limit is 20000; the default asks for more
    'fd-limit': '16000',
    'health-check-frequency': '2s',
    'log-display-level': 'info',
    ...extra,
  };
}

/**
 * Starts the binary in a process group of its own, its output appended to `logFile`, and registers it to be
 * killed when this process ends (an exit hook, and a guard for the ends no hook sees).
 */
function spawnNode(
  binary: string,
  args: string[],
  { dir, logFile, keep }: { dir: string; logFile: string; keep: boolean },
): { child: ChildProcess; stop: () => Promise<void> } {
  const logFd = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(binary, args, { cwd: dir, detached: true, stdio: ['ignore', logFd, logFd] });
  } finally {
    closeSync(logFd);
  }
  if (child.pid === undefined) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start ${binary}`);
  }
  // when this process ends in a way no exit hook sees (SIGKILL, a crash)
  const guard = guardNode(child.pid, keep ? '' : dir);
  const entry = { pid: child.pid, dir, keep, stop: async () => {} };
  const release = () => {
    running.delete(entry);
    guard.release();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  const stop = stopper(child, release);
  entry.stop = stop;
  running.add(entry);
  hookExit();
  child.unref();
  return { child, stop };
}

/** Stops the node: SIGTERM to its process group, SIGKILL after 15 s, then `release`. Idempotent. */
function stopper(child: ChildProcess, release: () => void): () => Promise<void> {
  const pid = child.pid!;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  let stopping: Promise<void> | undefined;
  // every caller (node.stop(), the Ctrl-C hook) waits for the same end, the node's own shutdown included
  return () => (stopping ??= stopNow());
  async function stopNow(): Promise<void> {
    const alive = child.exitCode === null && child.signalCode === null;
    if (alive) {
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    // the group may hold plugin processes that outlive the node
    kill('SIGKILL');
    release();
  }
}

/**
 * The error of a start that failed once the node was spawned (the node is stopped first): the cause with the
 * log's last lines; a port taken meanwhile is a PortTakenError (another try) or, for the port asked for,
 * a PortInUseError.
 */
async function startFailure(
  error: unknown,
  node: AvalancheNode,
  askedPort: number | undefined,
): Promise<Error> {
  const log = node.logTail(60);
  await node.stop();
  const message = `${(error as Error).message}\n--- last lines of the node's output (${node.logFile}) ---\n${log}`;
  if (/address already in use/i.test(log)) {
    if (askedPort !== undefined) return new PortInUseError(askedPort);
    return new PortTakenError(message, { cause: error });
  }
  return new Error(message, { cause: error });
}

async function waitUntilReady(node: AvalancheNode, child: ChildProcess, options: StartNodeOptions) {
  const chains = options.chains ?? ['P', 'X', 'C'];
  const timeoutMs = options.readyTimeoutMs ?? 120_000;
  const healthy = options.waitForHealth === false;
  let last = 'no answer yet';
  const deadline = createDeadline({
    timeoutMs,
    timeoutError: () => new Error(`AvalancheGo not ready after ${timeoutMs} ms: ${last}`),
  });
  try {
    await pollUntilReady(node, child, {
      chains: new Set(chains),
      deadline,
      note: (text) => (last = text),
      healthy,
    });
  } finally {
    deadline.clear();
  }
}

/** What {@link pollUntilReady} reads and reports. */
interface ReadyPoll {
  /** The chains not yet bootstrapped. */
  chains: Set<string>;
  deadline: Deadline;
  /** Records what the last try saw (the timeout error names it). */
  note: (text: string) => void;
  /** Whether /ext/health already counts as healthy (not waited for). */
  healthy: boolean;
}

/** Polls `info.isBootstrapped` for each chain, then /ext/health, every 250 ms until ready or the deadline ends. */
async function pollUntilReady(node: AvalancheNode, child: ChildProcess, poll: ReadyPoll): Promise<void> {
  const { chains: pending, deadline, note } = poll;
  let { healthy } = poll;
  for (;;) {
    deadline.throwIfEnded();
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`AvalancheGo exited before it was ready (${child.exitCode ?? child.signalCode})`);
    }
    try {
      for (const chain of [...pending]) {
        const result = (await rpcCall(`${node.url}/ext/info`, 'info.isBootstrapped', { chain })) as {
          isBootstrapped: boolean;
        };
        if (result.isBootstrapped) pending.delete(chain);
        else note(`${chain} not bootstrapped`);
      }
      if (pending.size === 0 && !healthy) {
        const response = await fetch(`${node.url}/ext/health`, { signal: AbortSignal.timeout(5_000) });
        const report = (await response.json()) as { healthy?: boolean };
        healthy = report.healthy === true;
        if (!healthy) note(`/ext/health: ${JSON.stringify(report).slice(0, 500)}`);
      }
      if (pending.size === 0 && healthy) return;
    } catch (error) {
      note((error as Error).message);
    }
    await sleep(250, deadline.signal);
  }
}
