import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const guardModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guardNode.ts');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !done(); )
    await new Promise((r) => setTimeout(r, 100));
  return done();
};

test('a node whose starter is SIGKILLed is stopped by its guard, and its data dir removed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'localnet-guard-'));
  // the starter: a stand-in node (sleep, in a process group of its own, as startAvalancheNode spawns it) and its
  // guard; it prints the node's pid, then waits to be killed
  const starter = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { spawn } = require('node:child_process');
       import(${JSON.stringify(guardModule)}).then(({ guardNode }) => {
         const node = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
         guardNode(node.pid, ${JSON.stringify(dir)});
         console.log(node.pid);
         setInterval(() => {}, 1000);
       });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const pid = await new Promise<number>((resolve) =>
    starter.stdout.once('data', (d) => resolve(Number(String(d)))),
  );
  expect(alive(pid)).toBe(true);
  starter.kill('SIGKILL');
  expect(await until(() => !alive(pid), 10_000), 'the node process is gone').toBe(true);
  expect(await until(() => !existsSync(dir), 3_000), 'the data dir is removed').toBe(true);
}, 20_000);
