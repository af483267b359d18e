import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tether } from '@pkg/testkit/tether';

const require = createRequire(import.meta.url);

/** A running Prism mock server, on loopback. */
export interface PrismServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  /** The process id of the Prism process this module started. */
  readonly pid: number;
  /** Stops this Prism process (by its PID) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Options of startPrism. */
export interface StartPrismOptions {
  /** The OpenAPI document Prism serves (a file path). */
  document: string;
  /** Dynamic mode (`-d`): bodies generated from the schemas instead of the documents' examples. */
  dynamic?: boolean;
  /** The seed of dynamic generation (`--seed`), so that a run is reproducible. */
  seed?: number;
}

/**
 * How long Prism may take to listen: 5 to 9 s from the suite's start here (2 cores, load average 21, three
 * Prism processes starting at once); the responses suite starts four at a time. The bound is 10x that: it
 * only turns a hung start into an error (and a killed process) before the hook's own timeout.
 */
const STARTUP_MS = 120_000;

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts `prism mock` (from this package's node_modules) on 127.0.0.1 and resolves once it listens.
 * The process is started by this function and stopped by its PID only; it is tethered to this process
 * (`@pkg/testkit/tether`), so it dies with the suite however the suite ends (a failed or timed-out hook
 * that never reaches `stop()`, a crash, Ctrl-C), and it is killed when it has not listened within
 * `STARTUP_MS`.
 */
export async function startPrism(options: StartPrismOptions): Promise<PrismServer> {
  // the free port is picked before Prism binds it: another process may take it in between (EADDRINUSE), so a
  // start that failed that way is tried again on another port, twice at most
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPrismOnce(options);
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

async function startPrismOnce(options: StartPrismOptions): Promise<PrismServer> {
  const cli = require.resolve('@stoplight/prism-cli/dist/index.js');
  const port = await freePort();
  const args = [cli, 'mock', '-h', '127.0.0.1', '-p', String(port)];
  if (options.dynamic) args.push('-d');
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  args.push(options.document);
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('prism did not start');
  const guard = tether(child);
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => {
      guard.release();
      reject(new Error(`prism did not listen within ${STARTUP_MS} ms:\n${log.slice(-2000)}`));
    }, STARTUP_MS);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.length > 200_000) log = log.slice(-100_000);
      if (/Prism is listening on/.test(log)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`prism exited (code ${code}) before listening:\n${log.slice(-2000)}`)),
    );
  }).finally(() => clearTimeout(timer));
  // keep draining its output so a full pipe never blocks it
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
      }, 5_000);
      await exited;
      clearTimeout(timer);
      guard.release();
    },
  };
}
