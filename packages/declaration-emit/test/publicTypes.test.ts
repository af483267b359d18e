import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { publicTypes } from '../src/publicTypes.js';

const dist = (pkg: string, file: string) =>
  fileURLToPath(new URL(`../../${pkg}/dist/${file}`, import.meta.url));

// [entry, package folder, dist file, files of the package's other entries that may export a subpath's types]
const entries = [
  ['@pkg/node-info', 'node-info', 'index', []],
  ['@pkg/node-info/methods', 'node-info', 'methods', ['index']],
  ['@pkg/xchain', 'xchain', 'index', []],
  ['@pkg/xchain/methods', 'xchain', 'methods', ['index']],
  ['@pkg/pchain', 'pchain', 'index', []],
  ['@pkg/pchain/methods', 'pchain', 'methods', ['index']],
  ['@pkg/evm', 'evm', 'index', []],
  ['@pkg/evm/methods', 'evm', 'methods', ['index']],
  ['@pkg/evm/ws', 'evm', 'ws', []],
  ['@pkg/evm/viem', 'evm', 'viem', ['index']],
  ['@pkg/data', 'data', 'index', []],
  ['@pkg/data/operations', 'data', 'operations', ['index']],
  ['@pkg/metrics', 'metrics', 'index', []],
  ['@pkg/metrics/operations', 'metrics', 'operations', ['index']],
  ['@pkg/txs', 'txs', 'index', []],
  ['@pkg/txs/warp', 'txs', 'warp', ['index']],
] as const;

describe.each(entries)('%s', (_, pkg, entry, siblings) => {
  it.each(['d.ts', 'd.cts'])('exports by name every type its public declarations reach (%s)', (ext) => {
    const others = siblings.map((sibling) => dist(pkg, `${sibling}.${ext}`));
    const report = publicTypes(dist(pkg, `${entry}.${ext}`), others);
    // @pkg/txs/warp is a few functions over byte arrays: two named types (WarpValidatorKey, UnsignedWarpMessage)
    expect(report.reachable.length).toBeGreaterThan(entry === 'warp' ? 1 : 5);
    expect(report.missing.map((t) => `${t.name} (${t.file}, via ${t.via})`)).toEqual([]);
  });
});

describe('publicTypes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'public-types-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a type a signature reaches (through a chunk, a union, a heritage clause) that the entry does not export', () => {
    const dir = path.join(root, 'packages', 'fake', 'dist');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'chunk-x1.d.ts'),
      [
        'export interface Hidden { a: string }',
        'export interface Base { b: number }',
        'export type Shown = { h: Hidden | null };',
        'export interface Options extends Base { c?: boolean }',
        'export declare function make(options?: Options): Promise<Shown>;',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'index.d.ts'),
      "import { Shown, make, type Options } from './chunk-x1.js';\nexport { make, type Shown, type Options };\n",
    );
    const report = publicTypes(path.join(dir, 'index.d.ts'));
    expect(report.reachable.map((t) => t.name)).toEqual(['Base', 'Hidden', 'Options', 'Shown']);
    expect(report.missing.map((t) => [t.name, t.file, t.via])).toEqual([
      ['Base', 'fake/dist/chunk-x1.d.ts', 'Options'],
      ['Hidden', 'fake/dist/chunk-x1.d.ts', 'Shown'],
    ]);
    // a type the package's other entry exports is nameable through it
    writeFileSync(path.join(dir, 'other.d.ts'), "export type { Hidden } from './chunk-x1.js';\n");
    const withSibling = publicTypes(path.join(dir, 'index.d.ts'), [path.join(dir, 'other.d.ts')]);
    expect(withSibling.missing.map((t) => t.name)).toEqual(['Base']);
  });
});
