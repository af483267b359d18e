#!/usr/bin/env node
/**
 * `mock-server [--port 9750] [--host 127.0.0.1] [--seed 1] [--fault-rate 0.1] [--fault-kinds 429,503]
 *  [--metrics-token-ttl-ms 86400000] [--new-heads-interval-ms 1000] [--rate-limit 60] [--rate-limit-with-key 600]
 *  [--pre-helicon] [--keep-running]`: starts the mock server, prints its URLs and runs until SIGINT, SIGTERM or SIGHUP, or
 * until the process that started it exits (unless `--keep-running`), so no server outlives its parent.
 * The default port is 9750: 9650 and 9651 are AvalancheGo's own. The node answers as AvalancheGo v1.15 with
 * Helicon active; `--pre-helicon` as v1.14.0 (the `era` option of startMockServer).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { FaultKind } from './faults.js';
import { startMockServer } from './startMockServer.js';
import { stopOnSignals } from './stopSignals.js';

/** Not 9650/9651 (AvalancheGo's HTTP and staking ports), so the mock and a local node can run side by side. */
const DEFAULT_PORT = 9750;
/** How often the CLI checks that the process that started it is still there. */
const PARENT_CHECK_MS = 500;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '1' },
    'fault-rate': { type: 'string' },
    'fault-kinds': { type: 'string' },
    'fault-seed': { type: 'string' },
    'metrics-token-ttl-ms': { type: 'string' },
    'new-heads-interval-ms': { type: 'string' },
    'rate-limit': { type: 'string' },
    'rate-limit-with-key': { type: 'string' },
    'keep-running': { type: 'boolean', default: false },
    'pre-helicon': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: false,
});

if (values.help) {
  console.log(
    `usage: mock-server [--port ${DEFAULT_PORT}] [--host 127.0.0.1] [--seed 1] [--fault-rate 0..1] [--fault-kinds 429,500,502,503,slow,cut,truncate,nonjson,health503,wsdrop] [--fault-seed n] [--metrics-token-ttl-ms n] [--new-heads-interval-ms n] [--rate-limit n] [--rate-limit-with-key n] [--pre-helicon] [--keep-running]
  The node answers as AvalancheGo v1.15 with Helicon active (Fuji, Mainnet); --pre-helicon: as v1.14.0.
  Stops on Ctrl-C, SIGTERM or SIGHUP, and when the process that started it exits (--keep-running: only on a signal).`,
  );
  process.exit(0);
}

const number = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) {
    console.error(`--${name} must be a number, got ${value}`);
    process.exit(2);
  }
  return n;
};

async function main(): Promise<void> {
  const kinds = values['fault-kinds']?.split(',').map((k) => k.trim()) as FaultKind[] | undefined;
  const rate = number('fault-rate', values['fault-rate']);
  const limit = number('rate-limit', values['rate-limit']);
  const limitWithKey = number('rate-limit-with-key', values['rate-limit-with-key']);
  const port = number('port', values.port);
  const server = await startMockServer({
    port,
    host: values.host,
    seed: number('seed', values.seed),
    era: values['pre-helicon'] ? 'pre-helicon' : 'helicon',
    metricsTokenTtlMs: number('metrics-token-ttl-ms', values['metrics-token-ttl-ms']),
    newHeadsIntervalMs: number('new-heads-interval-ms', values['new-heads-interval-ms']),
    ...(limit !== undefined ? { rateLimit: { limit, limitWithKey } } : {}),
    ...(rate !== undefined || kinds
      ? { faults: { rate, kinds, seed: number('fault-seed', values['fault-seed']) } }
      : {}),
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(
      `mock-server: port ${port} on ${values.host} is already in use (another mock server, or a program ` +
        `listening there). Choose another with --port <n> (pnpm mock --port <n>), or --port 0 for any free port.`,
    );
    process.exit(1);
  });

  const era = values['pre-helicon'] ? 'AvalancheGo v1.14.0, pre-Helicon' : 'AvalancheGo v1.15, Helicon';
  console.log(`mock server (seed ${values.seed}, node as ${era}) listening:
  Data API     ${server.dataUrl}        (e.g. ${server.dataUrl}/v1/chains)
  Metrics API  ${server.metricsUrl}  (e.g. ${server.metricsUrl}/v1/avg_tps/43114)
  node         ${server.nodeUrl}        (e.g. POST ${server.nodeUrl}/ext/info)
  websocket    ${server.wsUrl}
Ctrl-C stops it.`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(() => process.exit(0));
  };
  stopOnSignals(stop);
  if (!values['keep-running']) stopWithParent(stop);
}

/**
 * Calls `stop` once the process that started this one is gone (killed, even with SIGKILL, so it could not
 * pass a signal on). A shell between them (`pnpm mock` runs `sh -c ...`, which outlives a killed pnpm) is
 * looked through: the processes watched are the parent and, while it is a shell, the process above it.
 */
function stopWithParent(stop: () => void): void {
  const watched = starters(process.ppid);
  if (watched.length === 0) return;
  const timer = setInterval(() => {
    for (const pid of watched) {
      try {
        process.kill(pid, 0); // signal 0: only asks whether the process exists
      } catch (error) {
        // EPERM: it exists, under another user (the PID was reused); only ESRCH means it is gone
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') {
          clearInterval(timer);
          stop();
          return;
        }
      }
    }
  }, PARENT_CHECK_MS);
  timer.unref();
}

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh']);

/** `pid` and, while it is a shell, its parent (up to three levels); never PID 1. `ps` gives the parents. */
function starters(pid: number): number[] {
  const found: number[] = [];
  let current = pid;
  for (let level = 0; level < 4 && current > 1; level++) {
    found.push(current);
    let line: string;
    try {
      line = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(current)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      break; // no ps (Windows) or the process is already gone: watch what was found
    }
    const m = /^(\d+)\s+(.*)$/.exec(line);
    if (!m || !SHELLS.has((m[2] ?? '').split('/').pop() ?? '')) break;
    current = Number(m[1]);
  }
  return found;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
