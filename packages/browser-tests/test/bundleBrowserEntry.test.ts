import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BrowserBundleError } from '../src/BrowserBundleError.js';
import { browserEntry, bundleBrowserEntry } from '../src/bundleBrowserEntry.js';
import { nodeGlobalReferences } from '../src/nodeGlobalReferences.js';

// The detector of scripts/check.d/browser.sh: the browser bundle fails on a Node built-in import and on a read
// of a Node-only global, naming the file.
const dir = mkdtempSync(path.join(tmpdir(), 'browser-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An entry file of its own, holding `source`. */
function entryOf(name: string, source: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
}

/** The error `bundleBrowserEntry` rejects with (fails when it resolves). */
async function refusal(entry: string): Promise<BrowserBundleError> {
  const error = await bundleBrowserEntry(entry).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BrowserBundleError);
  return error as BrowserBundleError;
}

describe('bundleBrowserEntry', () => {
  it("bundles the page's entry (every client it runs) with no Node-only import or global", async () => {
    const code = await bundleBrowserEntry(browserEntry);
    expect(code).toContain('runInPage');
    expect(nodeGlobalReferences(code)).toEqual([]);
  });

  it('refuses an entry that imports node:fs, naming the file and the module', async () => {
    const entry = entryOf(
      'readsFiles.ts',
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    );
    const error = await refusal(entry);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/readsFiles\.ts:1: Could not resolve "node:fs" \(a Node built-in/);
    expect(error.message).toContain(entry);
  });

  it('refuses a bare Node built-in too (fs, without node:)', async () => {
    const error = await refusal(entryOf('bare.ts', "export { createHash } from 'crypto';\n"));
    expect(error.problems[0]).toMatch(/bare\.ts:1: Could not resolve "crypto" \(a Node built-in/);
  });

  it('refuses reads of process and Buffer, naming the global and the file', async () => {
    const error = await refusal(
      entryOf(
        'globals.ts',
        "export const env = process.env.API_KEY;\nexport const bytes = (s: string) => Buffer.from(s, 'utf8');\n",
      ),
    );
    expect(error.problems).toEqual([
      expect.stringMatching(
        /globals\.ts: reads the Node-only global `process`: var env = process\.env\.API_KEY;/,
      ),
      expect.stringMatching(/globals\.ts: reads the Node-only global `Buffer`: .*Buffer\.from\(s, "utf8"\)/),
    ]);
  });

  it('accepts a typeof test of a Node global, and a local binding of the same name', async () => {
    const entry = entryOf(
      'guarded.ts',
      "export const inNode = typeof process !== 'undefined';\n" +
        'export function named(process: string, Buffer: number) {\n  return process.length + Buffer;\n}\n',
    );
    await expect(bundleBrowserEntry(entry)).resolves.toContain('typeof __nodeOnlyGlobal_process');
  });
});

describe('nodeGlobalReferences', () => {
  it('names the source file from the bundle comment before the code', () => {
    const code = [
      '// ../core/dist/index.js',
      'var a = 1;',
      '// ../evm/dist/ws.js',
      'var b = __nodeOnlyGlobal_setImmediate(f);',
      'var c = typeof __nodeOnlyGlobal_setImmediate;',
    ].join('\n');
    expect(nodeGlobalReferences(code)).toEqual([
      { global: 'setImmediate', source: '../evm/dist/ws.js', line: 'var b = setImmediate(f);' },
    ]);
  });
});
