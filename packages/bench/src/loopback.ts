/** Starts the loopback server in a separate process and stops it by PID. */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Loopback {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly pid: number;
  /** The server's request counts so far. */
  stats(): Promise<Record<string, number>>;
  /** Kills the server process (by PID) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Forks src/loopbackServer.ts (with the tsx loader) and resolves once it listens on 127.0.0.1. */
export async function startLoopback(): Promise<Loopback> {
  const entry = fileURLToPath(new URL('./loopbackServer.ts', import.meta.url));
  const child: ChildProcess = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('loopback server did not start within 15 s')), 15_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`loopback server exited early (${code})`)));
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m?.type === 'listening') {
        clearTimeout(timer);
        resolve(m.port!);
      }
    });
  });
  const pid = child.pid!;
  return {
    origin: `http://127.0.0.1:${port}`,
    pid,
    stats: () =>
      new Promise((resolve) => {
        const onMessage = (m: { type?: string; stats?: Record<string, number> }) => {
          if (m?.type !== 'stats') return;
          child.off('message', onMessage);
          resolve(m.stats!);
        };
        child.on('message', onMessage);
        child.send({ type: 'stats' });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(pid, 'SIGTERM');
      }),
  };
}
