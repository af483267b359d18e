import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { avalancheGoSourceDir } from './genesis.js';
import { AVALANCHEGO_VERSION } from './versions.js';

const saved = { GOMODCACHE: process.env.GOMODCACHE, PATH: process.env.PATH };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('avalancheGoSourceDir', () => {
  it('finds the module in the cache without running go (no PATH, so no go mod download and no network)', () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'modcache-'));
    try {
      const dir = path.join(cache, 'github.com', 'ava-labs', `avalanchego@${AVALANCHEGO_VERSION}`);
      mkdirSync(path.join(dir, 'genesis'), { recursive: true });
      writeFileSync(path.join(dir, 'genesis', 'genesis_local.json'), '{}');
      process.env.GOMODCACHE = cache;
      process.env.PATH = '';
      expect(avalancheGoSourceDir()).toBe(dir);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
