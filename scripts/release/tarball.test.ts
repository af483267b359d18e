import { describe, expect, it } from 'vitest';
import { checkSourceMap, checkTarball, type PackedManifest, referencedFiles } from './tarball.ts';

const manifest: PackedManifest = {
  name: '@pkg/data',
  main: './dist/index.cjs',
  module: './dist/index.js',
  types: './dist/index.d.cts',
  exports: {
    '.': {
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
    },
    './package.json': './package.json',
  },
  dependencies: { '@pkg/core': '^0.1.1', 'openapi-fetch': '^0.17.0' },
};
const good = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'dist/index.js',
  'dist/index.cjs',
  'dist/index.d.ts',
  'dist/index.d.cts',
];
const noText = (): string => '';

describe('checkTarball', () => {
  it('accepts dist, README, CHANGELOG, LICENSE and package.json', () => {
    expect(checkTarball([...good, 'LICENSE'], manifest, noText)).toEqual([]);
  });

  it('rejects sources, tests and specs, and names each', () => {
    const files = [...good, 'src/index.ts', 'dist/index.test.js', 'specs/openapi/data.yaml', 'tsconfig.json'];
    expect(checkTarball(files, manifest, noText)).toEqual([
      'unexpected file in tarball: src/index.ts',
      'test file in tarball: dist/index.test.js',
      'unexpected file in tarball: specs/openapi/data.yaml',
      'unexpected file in tarball: tsconfig.json',
    ]);
  });

  it('accepts a file outside dist only when bin names it', () => {
    const withBin = { ...manifest, bin: { 'mock-server': './bin/mock-server.mjs' } };
    expect(checkTarball([...good, 'bin/mock-server.mjs'], withBin, noText)).toEqual([]);
    expect(checkTarball([...good, 'bin/mock-server.mjs', 'bin/other.mjs'], withBin, noText)).toEqual([
      'unexpected file in tarball: bin/other.mjs',
    ]);
    expect(checkTarball([...good, 'bin/mock-server.mjs'], manifest, noText)).toEqual([
      'unexpected file in tarball: bin/mock-server.mjs',
    ]);
  });

  it('requires README.md and CHANGELOG.md', () => {
    const files = good.filter((file) => !file.endsWith('.md'));
    expect(checkTarball(files, manifest, noText)).toEqual([
      'missing from tarball: README.md',
      'missing from tarball: CHANGELOG.md',
    ]);
  });

  it('requires every file the exports map points at', () => {
    const files = good.filter((file) => file !== 'dist/index.d.cts');
    expect(checkTarball(files, manifest, noText)).toEqual([
      'package.json points at dist/index.d.cts, which is not in the tarball',
    ]);
  });

  it('rejects workspace: ranges left in any dependency field', () => {
    const packed = { ...manifest, peerDependencies: { '@pkg/core': 'workspace:^' } };
    expect(checkTarball(good, packed, noText)).toEqual(['peerDependencies.@pkg/core is still "workspace:^"']);
  });

  it('rejects source maps that point back at the repository', () => {
    const map = JSON.stringify({ version: 3, sources: ['../src/index.ts'], mappings: '' });
    expect(checkTarball([...good, 'dist/index.js.map'], manifest, () => map)).toEqual([
      'source map dist/index.js.map points outside the package: ../src/index.ts',
    ]);
  });
});

describe('checkSourceMap', () => {
  it('accepts sources inside dist', () => {
    expect(checkSourceMap('dist/a.js.map', JSON.stringify({ sources: ['./a.ts', 'chunks/b.ts'] }))).toEqual(
      [],
    );
  });

  it('rejects absolute and URL sources', () => {
    expect(
      checkSourceMap('dist/a.js.map', JSON.stringify({ sources: ['/repo/src/a.ts', 'file:///x.ts'] })),
    ).toEqual(['source map dist/a.js.map points outside the package: /repo/src/a.ts, file:///x.ts']);
  });
});

describe('referencedFiles', () => {
  it('collects main, module, types, bin and every exports target', () => {
    expect(referencedFiles({ ...manifest, bin: { 'mock-server': './dist/cli.js' } })).toEqual([
      'dist/cli.js',
      'dist/index.cjs',
      'dist/index.d.cts',
      'dist/index.d.ts',
      'dist/index.js',
      'package.json',
    ]);
  });
});
