import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';

// The command as installed: the committed launcher, which loads dist/cli.js.
const bin = fileURLToPath(new URL('../bin/mock-server.mjs', import.meta.url));

/** Resolves with the output once `pattern` matches it; rejects if the process exits first. */
function waitFor(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = pattern.exec(out);
      if (m) resolve(m);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`exited before ${pattern}: ${out}`)));
  });
}

/** True once nothing accepts connections at `url` (polled every 100 ms for up to `ms`). */
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

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Each CLI test starts node processes: up to 8.5 s each at load average 20 on 2 cores (20 s left 2.4x), so 60 s.
test('the CLI prints its URLs, serves them, and exits 0 on SIGTERM', async () => {
  const child = spawn(process.execPath, [bin, '--port', '0', '--seed', '3'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const [out, dataUrl] = await waitFor(child, /Data API\s+(http:\/\/127\.0\.0\.1:\d+)[\s\S]*Ctrl-C/);
    expect(out).toContain('/metrics');
    expect(out).toContain('ws://127.0.0.1:');
    const res = await fetch(`${dataUrl}/v1/chains`);
    expect(res.status).toBe(200);
    expect((await res.json()).chains.length).toBeGreaterThan(0);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 60_000);

// A parent that starts the CLI (directly, or through `sh -c` as pnpm runs a script: `; true` keeps the shell
// from exec'ing it), says the CLI's PID, and then does nothing. Killing it with SIGKILL gives it no chance
// to pass a signal on, and leaves the shell running, as when `pnpm mock`'s pnpm is killed.
const parentScript = (args: string[], viaShell: boolean) => {
  const cli = [process.execPath, bin, '--port', '0', ...args];
  const command = viaShell
    ? ['sh', ['-c', `${cli.map((a) => `'${a}'`).join(' ')} & echo "child pid $!"; wait; true`]]
    : [cli[0], cli.slice(1)];
  return `
  const [file, args] = ${JSON.stringify(command)};
  const child = require('node:child_process').spawn(file, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => { console.log('cli exited with ' + code); process.exit(1); });
  ${viaShell ? '' : "console.log('child pid ' + child.pid);"}
  setInterval(() => {}, 1000);`;
};

// Every parent started here is killed after its test, whatever happened (a test that timed out included).
const parents = new Set<ChildProcess>();
afterEach(() => {
  for (const parent of parents) parent.kill('SIGKILL');
  parents.clear();
});

async function startUnderParent(args: string[], viaShell = false) {
  const parent = spawn(process.execPath, ['-e', parentScript(args, viaShell)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  parents.add(parent);
  const [, pid, url] = await waitFor(
    parent,
    /child pid (\d+)[\s\S]*node\s+(http:\/\/127\.0\.0\.1:\d+)[\s\S]*Ctrl-C/,
  );
  const parentGone = new Promise<void>((resolve) => parent.once('exit', () => resolve()));
  return { parent, parentGone, childPid: Number(pid), healthUrl: `${url}/ext/health/liveness` };
}

for (const viaShell of [false, true]) {
  test(`the CLI stops when the process that started it${viaShell ? ' through sh -c' : ''} is killed, freeing its port`, async () => {
    const { parent, parentGone, childPid, healthUrl } = await startUnderParent([], viaShell);
    try {
      expect((await fetch(healthUrl)).status).toBe(200);
      parent.kill('SIGKILL');
      await parentGone;
      expect(await refusedWithin(healthUrl, 5000)).toBe(true);
      const end = Date.now() + 2000;
      while (alive(childPid) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(alive(childPid)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
      if (alive(childPid)) process.kill(childPid, 'SIGKILL');
    }
  }, 60_000);
}

test('--keep-running keeps serving after its parent is gone, until a signal', async () => {
  const { parent, parentGone, childPid, healthUrl } = await startUnderParent(['--keep-running']);
  try {
    parent.kill('SIGKILL');
    await parentGone;
    await new Promise((r) => setTimeout(r, 1500)); // three of the CLI's parent checks
    expect((await fetch(healthUrl)).status).toBe(200);
    process.kill(childPid, 'SIGTERM');
    expect(await refusedWithin(healthUrl, 5000)).toBe(true);
  } finally {
    if (alive(childPid)) process.kill(childPid, 'SIGKILL');
  }
}, 60_000);

test('a busy port: the CLI exits 1 naming the port and the option that changes it', async () => {
  const { createServer } = await import('node:net');
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const port = (busy.address() as { port: number }).port;
  try {
    const child = spawn(process.execPath, [bin, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(stderr).toContain('--port <n>');
    expect(stderr).not.toContain('EADDRINUSE'); // no bare error, no stack
    expect(stderr).not.toMatch(/\n\s+at /);
  } finally {
    await new Promise((resolve) => busy.close(resolve));
  }
}, 60_000);
