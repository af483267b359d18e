import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generators } from '../generators.ts';
import { rpcPackages } from '../openrpc/packages.ts';
import { specPath } from '../paths.ts';
import { readRestPackages, restPackages } from './packages.ts';

describe('restPackages', () => {
  it('is every entry of specs/openapi/ but the health GETs node-info serves, names read from the entry', () => {
    const entries = readdirSync(specPath('openapi')).filter((name) => !name.startsWith('.'));
    expect(entries).toContain('health.yaml');
    expect(Object.keys(restPackages).sort()).toEqual(['data', 'metrics']);
    expect(restPackages.data).toEqual({ spec: 'openapi/data/', name: 'Data', clientVar: 'data' });
    expect(restPackages.metrics).toEqual({
      spec: 'openapi/metrics.yaml',
      name: 'Metrics',
      clientVar: 'metrics',
    });
  });

  it('follows the folder: a new spec file or folder is a package of its name, with no list to edit', () => {
    const found = readRestPackages(
      [
        { name: 'data', folder: true },
        { name: 'health.yaml', folder: false },
        { name: 'usage-stats.yml', folder: false },
      ],
      new Set(['openapi/health.yaml']),
    );
    expect(found).toEqual({
      data: { spec: 'openapi/data/', name: 'Data', clientVar: 'data' },
      'usage-stats': { spec: 'openapi/usage-stats.yml', name: 'UsageStats', clientVar: 'usageStats' },
    });
    expect(() => readRestPackages([{ name: 'notes.md', folder: false }], new Set())).toThrow(
      'specs/openapi/notes.md',
    );
  });

  it("gives every REST and JSON-RPC package, the mock server and core's wire rules a generator", () => {
    expect(Object.keys(generators).sort()).toEqual(
      [...Object.keys(restPackages), ...Object.keys(rpcPackages), 'mock-server', 'core'].sort(),
    );
    expect(Object.keys(generators)).toEqual(expect.arrayContaining(['data', 'metrics', 'evm', 'node-info']));
  });
});
