import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tether } from '@pkg/testkit/tether';

/** A hardhat node started by a test: its HTTP/WebSocket URL and how to stop it. */
export interface HardhatNode {
  /** `http://127.0.0.1:<port>`: JSON-RPC over HTTP at `/`. */
  url: string;
  /** `ws://127.0.0.1:<port>`: the same over WebSocket. */
  wsUrl: string;
  pid: number;
  /** Kills the node by PID and waits for it to exit. */
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** A port nobody listens on right now (127.0.0.1). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `hardhat node` on 127.0.0.1 with test/hardhat.config.cjs (no compiler, no telemetry) and resolves
 * once it answers eth_chainId.
 */
export async function startHardhat(): Promise<HardhatNode> {
  const require = createRequire(import.meta.url);
  const cli = path.join(
    path.dirname(require.resolve('hardhat/package.json')),
    'internal',
    'cli',
    'bootstrap.js',
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      cli,
      '--config',
      path.join(here, 'hardhat.config.cjs'),
      'node',
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      cwd: here,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', CI: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // dies with this process however the suite ends (issue 35), not only through stop()
  const guard = tether(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    if (output.length < 20_000) output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    if (output.length < 20_000) output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(child.pid, 'SIGTERM');
      await exited;
    }
    guard.release();
  };

  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok) {
        await response.text();
        return { url, wsUrl: `ws://127.0.0.1:${port}`, pid: child.pid as number, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`hardhat node did not answer within 60 s:\n${output}`);
}
