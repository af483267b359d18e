/**
 * The example runner (`pnpm --filter @pkg/examples run examples [name...]`, and scripts/check.d/examples.sh):
 * starts @pkg/mock-server on 127.0.0.1 (a Data API budget of 3 calls a minute without a key, for the 429
 * example), runs every example of mock/ against it, each in its own process with AVALANCHE_URL,
 * DATA_API_URL and DATA_API_KEY set, and stops the mock on every outcome. With `--node <url>` (or LOCALNET_URL set) it also
 * runs the examples of localnet/, which send AVAX, against that node with the funded ewoq key (PRIVATE_KEY
 * overrides it); with `--localnet` it starts a local network itself (@pkg/localnet, the binary of
 * `$AVALANCHEGO_PATH` or the one `installAvalancheGo` builds) and stops it at the end; without either it lists
 * them as not run. Exits 1 when an example fails or overruns its time.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type AvalancheNode, installAvalancheGo, startAvalancheNode } from '@pkg/localnet';
import { startMockServer } from '@pkg/mock-server';

/** Per example; a cold tsx start and a few calls take 2 to 5 s on a loaded 2-core machine. */
const MOCK_EXAMPLE_MS = 60_000;
/** Per funded example: each transaction waits for acceptance (cross-chain: four of them). */
const LOCALNET_EXAMPLE_MS = 300_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  options: { node: { type: 'string' }, localnet: { type: 'boolean', default: false } },
  allowPositionals: true,
});
let node = values.node ?? process.env.LOCALNET_URL;
const list = (dir: string) =>
  readdirSync(path.join(here, dir))
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => ({ dir, name: f.replace(/\.ts$/, ''), file: path.join(here, dir, f) }))
    .filter((e) => positionals.length === 0 || positionals.includes(e.name));

/** Runs one example in a child process; resolves with its exit code (or 'timeout'), its output printed. */
function run(file: string, env: Record<string, string>, timeoutMs: number): Promise<number | 'timeout'> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: here,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('timeout');
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

const failed: string[] = [];
async function runAll(examples: ReturnType<typeof list>, env: Record<string, string>, timeoutMs: number) {
  for (const example of examples) {
    const started = Date.now();
    console.log(`\n== ${example.dir}/${example.name}`);
    const result = await run(example.file, env, timeoutMs);
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (result === 0) console.log(`ok ${example.dir}/${example.name} (${took})`);
    else {
      failed.push(`${example.dir}/${example.name}`);
      console.log(
        `FAILED ${example.dir}/${example.name}: ${result === 'timeout' ? `over ${timeoutMs} ms` : `exit ${result}`}`,
      );
    }
  }
}

const mockExamples = list('mock');
const funded = list('localnet');
const mock = await startMockServer({ seed: 1, rateLimit: { limit: 3, limitWithKey: 1000 } });
try {
  // with a key (the mock takes any) a Data API example has the larger budget; the 429 example calls without one
  const env = { AVALANCHE_URL: mock.nodeUrl, DATA_API_URL: mock.dataUrl, DATA_API_KEY: 'example-key' };
  await runAll(mockExamples, env, MOCK_EXAMPLE_MS);
} finally {
  await mock.close();
}
let localnet: AvalancheNode | undefined;
if (!node && values.localnet && funded.length > 0) {
  const started = Date.now();
  localnet = await startAvalancheNode({ binary: await installAvalancheGo({ onProgress: console.log }) });
  node = localnet.url;
  console.log(`\nlocal network at ${node} (${Date.now() - started} ms to start)`);
}
try {
  if (node) await runAll(funded, { AVALANCHE_URL: node }, LOCALNET_EXAMPLE_MS);
} finally {
  await localnet?.stop();
}
if (!node && funded.length > 0)
  console.log(
    `\nnot run (they send AVAX: give a local network with --node <url> or LOCALNET_URL): ${funded.map((e) => e.name).join(', ')}`,
  );
console.log(
  failed.length === 0
    ? `\nexamples: ${mockExamples.length + (node ? funded.length : 0)} ran, all passed`
    : `\nexamples: ${failed.length} failed: ${failed.join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
