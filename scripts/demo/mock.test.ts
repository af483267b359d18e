// `pnpm mock` as a user runs it: the server answers, and once the pnpm process is killed (SIGTERM, or
// SIGKILL, which gives pnpm no chance to pass anything on) nothing listens on its port any more.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The pnpm running this test (npm_execpath under `pnpm test`), else one on PATH. */
function findPnpm(): string | undefined {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return execPath;
  try {
    return execFileSync('sh', ['-c', 'command -v pnpm'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
const pnpm = findPnpm();

/** Resolves with the mock's node URL once `pnpm mock` prints it. */
function started(child: ChildProcess): Promise<string> {
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = /node\s+(http:\/\/127\.0\.0\.1:\d+)[\s\S]*Ctrl-C/.exec(out);
      if (m) resolve(m[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`pnpm mock exited (${code}) before serving:\n${out}`)));
  });
}

async function refusedWithin(url: string, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.skipIf(!pnpm)('pnpm mock', () => {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    test(`stops serving when its pnpm gets ${signal}`, async () => {
      // pnpm's own entry run by node, so the PID held here is pnpm's
      const command = pnpm?.endsWith('js') ? [process.execPath, pnpm] : [pnpm as string];
      const child = spawn(command[0] as string, [...command.slice(1), 'mock', '--port', '0'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let url = '';
      try {
        url = `${await started(child)}/ext/health/liveness`;
        expect((await fetch(url)).status).toBe(200);
        child.kill(signal);
        expect(await refusedWithin(url, 5000)).toBe(true);
      } finally {
        child.kill('SIGKILL');
      }
    }, 120_000);
  }
});
