/**
 * Ties a server process a test started to the life of the process that started it (issue 35: a Prism
 * server outlived its failed suite by 21 minutes). A guard process reads a pipe from this process; when
 * the pipe closes — a clean exit, a crash, a SIGKILL, a worker torn down after a hook timeout — the guard
 * sends SIGTERM to the server, then SIGKILL after 3 s, and exits. The guard also exits when the server
 * has gone by itself. Nothing here keeps this process's event loop alive.
 */
import { type ChildProcess, spawn } from 'node:child_process';

// Runs as `node -e GUARD <pid>` (process.argv[1] is the pid). Kept as plain ES5-ish JS: no transform.
const GUARD = `
const pid = Number(process.argv[1]);
const alive = () => { try { process.kill(pid, 0); return true; } catch { return false; } };
let killing = false;
const kill = () => {
  if (killing) return;
  killing = true;
  try { process.kill(pid, 'SIGTERM'); } catch { process.exit(0); }
  setTimeout(() => { try { process.kill(pid, 'SIGKILL'); } catch {} process.exit(0); }, 3000);
  setInterval(() => { if (!alive()) process.exit(0); }, 100);
};
process.stdin.on('data', () => {});
process.stdin.on('end', kill);
process.stdin.on('error', kill);
setInterval(() => { if (!killing && !alive()) process.exit(0); }, 1000);
`;

/** The handle of a tethered process. */
export interface Tether {
  /** Kills the server now (SIGTERM, then SIGKILL after 3 s) through its guard. */
  release(): void;
}

/**
 * Starts a guard that kills `child` when this process ends, however it ends.
 * @example
 * ```ts
 * import { spawn } from 'node:child_process';
 * import { tether } from '@pkg/testkit/tether';
 * const server = spawn('prism', ['mock', 'spec.json']);
 * const guard = tether(server); // server dies with this process
 * guard.release(); // or now
 * ```
 */
export function tether(child: ChildProcess): Tether {
  if (child.pid === undefined) return { release() {} };
  const guard = spawn(process.execPath, ['-e', GUARD, String(child.pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  guard.unref();
  const pipe = guard.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null;
  pipe?.unref?.();
  guard.stdin?.on('error', () => {});
  return {
    release() {
      guard.stdin?.end();
    },
  };
}
