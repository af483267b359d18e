import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageImportProblems, specifiersOf } from './packageImports.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throwaway repository: @pkg/lib (exports `.` and `./methods`), @pkg/app (depends on it) and @pkg/txs. */
function workspace(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'package-imports-'));
  const all: Record<string, string> = {
    'packages/lib/package.json': JSON.stringify({
      name: '@pkg/lib',
      exports: { '.': './dist/index.js', './methods': './dist/methods.js' },
    }),
    'packages/lib/src/index.ts': 'export const x = 1;\n',
    'packages/app/package.json': JSON.stringify({
      name: '@pkg/app',
      exports: { '.': './dist/index.js' },
      dependencies: { '@pkg/lib': 'workspace:*' },
    }),
    'packages/txs/package.json': JSON.stringify({ name: '@pkg/txs', exports: { '.': './dist/index.js' } }),
    'packages/txs/src/client/context.ts': 'export type C = 1;\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('packageImportProblems', () => {
  it('accepts imports through declared exports, of declared dependencies, and a package reading itself', () => {
    const dir = workspace({
      'packages/app/src/a.ts':
        "import { x } from '@pkg/lib';\nimport * as m from '@pkg/lib/methods';\nimport './b.js';\n",
      'packages/txs/src/index.ts': "export type { C } from './client/context.js';\n",
      'packages/txs/test/t.test.ts': "import type { C } from '../src/client/context.js';\n",
    });
    expect(packageImportProblems(dir)).toEqual([]);
  });

  it('reads a conditions-only exports object as `.` alone', () => {
    const dir = workspace({
      'packages/lib/package.json': JSON.stringify({
        name: '@pkg/lib',
        exports: { import: './dist/index.js', require: './dist/index.cjs' },
      }),
      'packages/app/src/a.ts': "import { x } from '@pkg/lib';\n",
    });
    expect(packageImportProblems(dir)).toEqual([]);
  });

  it("refuses a relative path into another package's folder, whatever the import form", () => {
    const dir = workspace({
      'packages/app/src/a.ts': "import type { x } from '../../lib/src/index.js';\n",
      'packages/app/test/b.test.ts':
        "const m = await import('../../lib/src/index.ts');\nexport * from '../../lib/src/index.js';\n",
    });
    const problems = packageImportProblems(dir);
    expect(problems).toHaveLength(3);
    for (const p of problems)
      expect(p).toMatch(/^packages\/app\/(src|test)\/.*reaches into @pkg\/lib's files/);
  });

  it('refuses a subpath the package does not export (its src among them) and a package not declared', () => {
    const dir = workspace({
      'packages/app/src/a.ts':
        "import { x } from '@pkg/lib/src/index.js';\nimport { y } from '@pkg/lib/rules';\n",
      'packages/txs/src/b.ts': "import { x } from '@pkg/lib';\n",
    });
    expect(packageImportProblems(dir)).toEqual([
      'packages/app/src/a.ts: imports @pkg/lib/src/index.js, which @pkg/lib does not export (its exports: ., ./methods)',
      'packages/app/src/a.ts: imports @pkg/lib/rules, which @pkg/lib does not export (its exports: ., ./methods)',
      "packages/txs/src/b.ts: imports @pkg/lib, which @pkg/txs's package.json does not declare",
    ]);
  });

  it('refuses a txs builder importing from src/client/', () => {
    const dir = workspace({
      'packages/txs/src/p/build/buildX.ts': "import type { C } from '../../client/context.js';\n",
    });
    expect(packageImportProblems(dir)).toEqual([
      'packages/txs/src/p/build/buildX.ts: imports src/client/context.js upward: what a builder needs lives below client/ (src/shared/)',
    ]);
  });
});

describe('specifiersOf', () => {
  it('reads every import form and skips comments', () => {
    const text = [
      '/** @example import { a } from "@pkg/in-a-comment"; */',
      "import type { T } from './t.js';",
      "export { b } from './b.js';",
      "const c = await import('./c.js');",
      "const d = require('./d.cjs');",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./t.js', './b.js', './c.js', './d.cjs']);
  });
});
