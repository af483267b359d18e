import { spawn } from 'node:child_process';

// Runs as `node -e GUARD <pgid> <dir or ''>`: when its stdin closes (the process that started the node ended,
// however: a crash, a SIGKILL, a torn-down test worker), it sends SIGTERM to the node's process group, SIGKILL
// 5 s later, removes the data dir unless it was asked to keep it, and exits. It also exits once the node is gone.
const GUARD = `
const pgid = Number(process.argv[1]);
const dir = process.argv[2];
const alive = () => { try { process.kill(-pgid, 0); return true; } catch { return false; } };
const clean = () => { if (dir) { try { require('node:fs').rmSync(dir, { recursive: true, force: true }); } catch {} } process.exit(0); };
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  try { process.kill(-pgid, 'SIGTERM'); } catch { clean(); }
  setTimeout(() => { try { process.kill(-pgid, 'SIGKILL'); } catch {} setTimeout(clean, 200); }, 5000);
  setInterval(() => { if (!alive()) clean(); }, 100);
};
process.stdin.on('data', () => {});
process.stdin.on('end', stop);
process.stdin.on('error', stop);
setInterval(() => { if (!stopping && !alive()) process.exit(0); }, 1000);
`;

/**
 * A guard that stops a node's process group (and removes `dir`, unless empty) when this process ends in a
 * way no exit hook sees (SIGKILL, a crash); {@link NodeGuard.release} ends it once the node is stopped. The
 * guard runs in a session of its own, so a signal to this process's group does not take it down first.
 */
export interface NodeGuard {
  release(): void;
}

/** Starts a {@link NodeGuard} for the process group `pgid`. */
export function guardNode(pgid: number, dir: string): NodeGuard {
  const guard = spawn(process.execPath, ['-e', GUARD, String(pgid), dir], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  guard.unref();
  // a guard that cannot start (EAGAIN, EMFILE) leaves the node to its exit hooks, never crashes this process
  guard.on('error', () => {});
  const pipe = guard.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null;
  pipe?.unref?.();
  guard.stdin?.on('error', () => {});
  return { release: () => guard.stdin?.end() };
}
