import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFixture, type FixtureBuild } from '../src/compileFixture.js';
import { installPacked } from '../src/installPacked.js';

const fixture = fileURLToPath(new URL('../fixture/', import.meta.url));
// The library and its tsconfigs, in a folder of their own with the packed clients installed beside them.
const app = mkdtempSync(path.join(tmpdir(), 'declaration-emit-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

beforeAll(() => {
  for (const file of ['lib.ts', 'lib.cts', 'tsconfig.node16.json', 'tsconfig.bundler.json'])
    copyFileSync(path.join(fixture, file), path.join(app, file));
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  installPacked(app, ['node-info', 'xchain', 'pchain', 'evm', 'data', 'metrics']);
}, 300_000);

describe.each([
  ['node16', 'tsconfig.node16.json', ['lib.d.cts', 'lib.d.ts']],
  ['bundler', 'tsconfig.bundler.json', ['lib.d.ts']],
])(
  'a library on every client (packed), tsc --declaration --strict, moduleResolution %s',
  (_, tsconfig, outputs) => {
    let build: FixtureBuild;
    beforeAll(() => {
      build = compileFixture(path.join(app, tsconfig));
    }, 300_000);

    it('compiles and emits its declarations without an error (no TS4023, no TS2742)', () => {
      expect(build.errors).toEqual([]);
      expect(Object.keys(build.declarations).sort()).toEqual(outputs);
    });

    it("names the clients' types through the package entries, never a file inside a package", () => {
      for (const [file, text] of Object.entries(build.declarations)) {
        expect(text, file).not.toMatch(/import\("[^"]*(dist|node_modules|\.pnpm)[^"]*"\)/);
        expect(text, file).not.toMatch(/from "[^"]*(dist|node_modules|\.pnpm)[^"]*"/);
      }
      const lib = build.declarations['lib.d.ts']!;
      // the results narrowed by the arguments travel into the library's own declarations, by name
      expect(lib).toContain('block: () => Promise<import("@pkg/evm").EthGetBlockByNumberResultTrue>;');
      expect(lib).toContain(
        'blockEither: (full: boolean) => Promise<import("@pkg/evm").EthGetBlockByNumberResult>;',
      );
      expect(lib).toContain('xTx: (txID: string) => Promise<import("@pkg/xchain").TxJsonReply>;');
      expect(lib).toContain('pBlock: (height: number) => Promise<import("@pkg/pchain").BlockJsonReply>;');
      expect(lib).toContain('getPeers: () => Promise<import("@pkg/node-info").InfoPeersResult>;');
    });
  },
);
