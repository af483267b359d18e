import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changesetVersion, compareVersions, copyWorkspace, listPackages, patchBump } from './workspace.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small workspace using the repository's real .changeset/config.json. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'workspace-test-'));
  temps.push(root);
  const write = (path: string, json: unknown): void => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), `${JSON.stringify(json, null, 2)}\n`);
  };
  write('packages/core/package.json', { name: '@pkg/core', version: '0.3.0' });
  write('packages/data/package.json', {
    name: '@pkg/data',
    version: '0.2.4',
    dependencies: { '@pkg/core': 'workspace:^', 'openapi-fetch': '^0.17.0' },
  });
  write('packages/mock-server/package.json', { name: '@pkg/mock-server', version: '1.0.0' });
  write('scripts/package.json', {
    name: '@pkg/scripts',
    private: true,
    dependencies: { '@pkg/core': 'workspace:*' },
  });
  mkdirSync(join(root, '.changeset'));
  writeFileSync(
    join(root, '.changeset', 'config.json'),
    readFileSync(join(repoRoot, '.changeset', 'config.json')),
  );
  return root;
}

const corePatch = { 'core-fix.md': '---\n"@pkg/core": patch\n---\n\n@pkg/core: a fix.\n' };

describe('the changesets config (.changeset/config.json)', () => {
  it('bumps every dependent of @pkg/core when core alone is patched, and nothing else', async () => {
    const root = fixture();
    const copy = join(root, 'copy');
    copyWorkspace(root, copy, { contents: false, pendingChangesets: false, extraChangesets: corePatch });
    await changesetVersion(repoRoot, copy);
    const versions = Object.fromEntries(listPackages(copy).map((pkg) => [pkg.name, pkg.version]));
    expect(versions).toMatchObject({
      '@pkg/core': '0.3.1',
      '@pkg/data': '0.2.5',
      '@pkg/mock-server': '1.0.0',
    });
    const changelog = readFileSync(join(copy, 'packages/data/CHANGELOG.md'), 'utf8');
    expect(changelog).toContain('## 0.2.5');
    expect(changelog).toContain('@pkg/core@0.3.1');
    // the range stays workspace:^; pnpm publishes it as ^0.3.1
    expect(listPackages(copy).find((pkg) => pkg.name === '@pkg/data')?.dependencies['@pkg/core']).toBe(
      'workspace:^',
    );
  }, 60_000);

  it('leaves the original workspace untouched', async () => {
    const root = fixture();
    copyWorkspace(root, join(root, 'copy'), {
      contents: false,
      pendingChangesets: false,
      extraChangesets: corePatch,
    });
    await changesetVersion(repoRoot, join(root, 'copy'));
    expect(listPackages(root).map((pkg) => pkg.version)).toEqual(['0.3.0', '0.2.4', '1.0.0', '0.0.0']);
  }, 60_000);
});

describe('versions', () => {
  it('patchBump adds one to the patch number', () => {
    expect(patchBump('0.1.9')).toBe('0.1.10');
    expect(() => patchBump('1.0.0-next.1')).toThrow('unexpected version');
  });

  it('compareVersions orders numerically, not as text', () => {
    expect(compareVersions('0.10.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('1.2.3', '1.3.0')).toBeLessThan(0);
  });
});

describe('the published packages', () => {
  it('start from one version (issue 35: the @pkg/txs tarball was 0.0.0 beside 0.1.0 for the rest)', () => {
    const published = listPackages(repoRoot).filter((p) => !p.private);
    expect(published.map((p) => p.name)).toContain('@pkg/txs');
    expect(new Set(published.map((p) => p.version)).size).toBe(1);
  });
});
