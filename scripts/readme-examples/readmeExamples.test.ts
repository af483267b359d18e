/**
 * The README-examples test: every TypeScript/JavaScript block of the root README and of each package's
 * README runs, as written, against @pkg/mock-server, each in its own Node process (tsx). The only thing
 * added is where requests go: `mock-origins.mjs` (preloaded) sends the public services' origins to the
 * mock. A block fails the test when it throws, rejects or does not exit. A block whose fence reads
 * `ts skip: <reason>` (it needs a real node, a key or a test runner) is listed as skipped with that
 * reason. Every TypeScript block, skipped ones included, must also compile under the repository's strict
 * compiler options, as a user's code would.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MockServer, startMockServer } from '@pkg/mock-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { extractBlocks } from './extract.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scriptsDir = join(root, 'scripts');
const work = join(scriptsDir, '.tmp/readmeExamples');
const preload = fileURLToPath(new URL('./mock-origins.mjs', import.meta.url));
const TIMEOUT_MS = 60_000;

const readmes = [
  'README.md',
  ...readdirSync(join(root, 'packages'))
    .sort()
    .map((dir) => `packages/${dir}/README.md`)
    .filter((file) => existsSync(join(root, file))),
];

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ seed: 1, newHeadsIntervalMs: 100 });
  mkdirSync(work, { recursive: true });
});
afterAll(async () => {
  await mock?.close();
});

/** Runs one file with tsx and the preload; resolves with its exit code (or the signal that ended it) and
 * everything it printed. */
function run(file: string): Promise<{ code: number | string | null; output: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, README_MOCK_URL: mock.url, NO_COLOR: '1' };
    delete env.DATA_API_KEY;
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', preload, file], {
      cwd: scriptsDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS - 5_000,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += String(chunk);
    });
    child.on('close', (code, signal) => resolve({ code: signal ? `killed by ${signal}` : code, output }));
  });
}

/** Writes `code` as a module next to the scripts package (so `@pkg/*` resolve) and runs it. */
async function runCode(name: string, lang: 'ts' | 'js', code: string) {
  const file = join(work, `${name}.${lang === 'ts' ? 'mts' : 'mjs'}`);
  writeFileSync(file, `${code}\nexport {};\n`);
  return run(file);
}

const blocksOf = (readme: string) => extractBlocks(readFileSync(join(root, readme), 'utf8'));
const fileId = (readme: string, line: number) => `${readme.replace(/[^\w]+/g, '-')}-L${line}`;

test('every TypeScript block compiles (tsc --strict, NodeNext), skipped ones included', async () => {
  const dir = join(work, 'typecheck');
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const readme of readmes) {
    for (const block of blocksOf(readme)) {
      if (block.lang !== 'ts') continue;
      const file = `${fileId(readme, block.line)}.mts`;
      writeFileSync(join(dir, file), `${block.code}\nexport {};\n`);
      files.push(file);
    }
  }
  expect(files.length).toBeGreaterThan(10);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { types: ['node'] },
      files,
    }),
  );
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: scriptsDir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += String(chunk);
    });
    child.on('close', (code) => resolve({ code, output }));
  });
  expect(code, `tsc found errors in README examples (files in ${dir}):\n${output}`).toBe(0);
}, 120_000);

describe('the harness', () => {
  test(
    'fails a block that throws, and a block that reaches an origin the mock does not serve',
    async () => {
      const thrown = await runCode('harness-throws', 'ts', "throw new Error('boom');");
      expect(thrown.code).not.toBe(0);
      expect(thrown.output).toContain('boom');
      const outside = await runCode('harness-outside', 'js', "await fetch('https://example.com/');");
      expect(outside.code).not.toBe(0);
      expect(outside.output).toContain('tried to reach https://example.com');
    },
    TIMEOUT_MS,
  );

  test(
    'sends the public origins to the mock, path and query unchanged',
    async () => {
      const { code, output } = await runCode(
        'harness-origins',
        'js',
        `const res = await fetch('https://glacier-api.avax.network/v1/chains?network=mainnet');
       if (res.status !== 200) throw new Error('status ' + res.status);
       const { chains } = await res.json();
       console.log('chains', chains.length);`,
      );
      expect(output).toMatch(/chains [1-9]/);
      expect(code).toBe(0);
    },
    TIMEOUT_MS,
  );
});

for (const readme of readmes) {
  const blocks = blocksOf(readme);
  if (blocks.length === 0) continue;
  describe(readme, () => {
    for (const block of blocks) {
      const name = `the example at line ${block.line}`;
      if (block.skip) {
        test.skip(`${name}: ${block.skip}`, () => {});
        continue;
      }
      test.concurrent(
        `${name} runs against the mock server`,
        async () => {
          const { code, output } = await runCode(fileId(readme, block.line), block.lang, block.code);
          expect(code, `${readme} line ${block.line} printed:\n${output}`).toBe(0);
        },
        TIMEOUT_MS,
      );
    }
  });
}
