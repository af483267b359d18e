import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAvalancheNode } from './startAvalancheNode.js';

const saved = {
  GOMODCACHE: process.env.GOMODCACHE,
  GOPATH: process.env.GOPATH,
  HOME: process.env.HOME,
  PATH: process.env.PATH,
  TMPDIR: process.env.TMPDIR,
};
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('startAvalancheNode before the node runs', () => {
  it('a --helicon start whose genesis source cannot be found fails, leaving no temp folder behind (relative TMPDIR too)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'localnet-test-'));
    const cwd = process.cwd();
    try {
      const binary = path.join(root, 'avalanchego');
      writeFileSync(binary, '#!/bin/sh\nexit 1\n');
      chmodSync(binary, 0o755);
      process.chdir(root);
      process.env.TMPDIR = 'tmp-relative'; // relative: resolved against this process's cwd, never the node's
      rmSync(path.join(root, 'tmp-relative'), { recursive: true, force: true });
      mkdirSync(path.join(root, 'tmp-relative'));
      // no module cache anywhere it is looked for (GOMODCACHE, GOPATH, ~/go), so the genesis source is not found
      process.env.GOMODCACHE = path.join(root, 'empty-cache');
      process.env.GOPATH = path.join(root, 'gopath');
      process.env.HOME = root;
      process.env.PATH = ''; // no go: the module cannot be downloaded either
      await expect(startAvalancheNode({ binary, helicon: true })).rejects.toThrow(/ENOENT|go/);
      expect(readdirSync(path.join(root, 'tmp-relative'))).toEqual([]);
    } finally {
      process.chdir(cwd);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
