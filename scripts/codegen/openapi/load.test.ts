import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { specPath } from '../paths.ts';
import { loadOpenApi, specDirectoryFiles } from './load.ts';

const work = mkdtempSync(path.join(tmpdir(), 'openapi-load-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const base = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  components: { schemas: { Shared: { type: 'string' } } },
};
const ok = { '200': { description: 'ok' } };

/** Writes a spec directory from `files` (name -> document) and returns its path. */
function specDir(name: string, files: Record<string, unknown>): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  for (const [file, doc] of Object.entries(files)) writeFileSync(path.join(dir, file), stringify(doc));
  return dir;
}

describe('loadOpenApi on a spec directory', () => {
  it('merges _base with every tag file: paths, components by section, tags', () => {
    const dir = specDir('merge', {
      'b-second.yaml': {
        tags: [{ name: 'B' }],
        paths: { '/b': { get: { operationId: 'getB', responses: ok } } },
        components: { schemas: { OnlyB: { $ref: '#/components/schemas/Shared' } } },
      },
      '_base.yaml': base,
      'a-first.yaml': {
        tags: [{ name: 'A' }],
        paths: { '/a': { get: { operationId: 'getA', responses: ok } } },
        components: { parameters: { Id: { name: 'id', in: 'query' } } },
      },
      'notes.txt': 'not a spec file',
    });
    expect(specDirectoryFiles(dir).map((f) => path.basename(f))).toEqual([
      '_base.yaml',
      'a-first.yaml',
      'b-second.yaml',
    ]);
    const doc = loadOpenApi(dir);
    expect(doc.info).toEqual(base.info);
    expect(Object.keys(doc.paths ?? {})).toEqual(['/a', '/b']);
    expect(doc.components).toEqual({
      schemas: { OnlyB: { $ref: '#/components/schemas/Shared' }, Shared: { type: 'string' } },
      parameters: { Id: { name: 'id', in: 'query' } },
    });
    expect((doc as { tags?: unknown }).tags).toEqual([{ name: 'A' }, { name: 'B' }]);
  });

  it('refuses a path defined in two files, naming both', () => {
    const dir = specDir('dup-path', {
      '_base.yaml': base,
      'one.yaml': { paths: { '/x': { get: { operationId: 'a', responses: ok } } } },
      'two.yaml': { paths: { '/x': { post: { operationId: 'b', responses: ok } } } },
    });
    expect(() => loadOpenApi(dir)).toThrow(/two\.yaml: path \/x is also defined in one\.yaml/);
  });

  it('refuses a component name defined twice (also against _base), naming both files', () => {
    const dir = specDir('dup-component', {
      '_base.yaml': base,
      'one.yaml': { components: { schemas: { Shared: { type: 'integer' } } } },
    });
    expect(() => loadOpenApi(dir)).toThrow(
      /one\.yaml: component schemas\/Shared is also defined in _base\.yaml/,
    );
  });

  it('refuses a tag file holding anything but paths, components and tags', () => {
    const dir = specDir('extra-key', { '_base.yaml': base, 'one.yaml': { paths: {}, servers: [] } });
    expect(() => loadOpenApi(dir)).toThrow(
      /one\.yaml: only paths, components and tags .* move servers to _base/,
    );
  });

  it('refuses a directory without _base', () => {
    const dir = specDir('no-base', { 'one.yaml': { paths: {} } });
    expect(() => loadOpenApi(dir)).toThrow(/needs a _base\.yaml/);
  });

  it('gives one order whatever the file layout: paths by path, components by name', () => {
    const dir = specDir('order', {
      '_base.yaml': { ...base, components: { schemas: { Zed: { type: 'string' } } } },
      'a.yaml': {
        paths: { '/z': { get: { operationId: 'z', responses: ok } } },
        components: { schemas: { Alpha: { type: 'string' } } },
      },
      'b.yaml': { paths: { '/m': { get: { operationId: 'm', responses: ok } } } },
    });
    const doc = loadOpenApi(dir);
    expect(Object.keys(doc.paths ?? {})).toEqual(['/m', '/z']);
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(['Alpha', 'Zed']);
  });

  it('reads specs/openapi/data/ with every operation tagged by a tag its file declares', () => {
    const doc = loadOpenApi(specPath('openapi/data/'));
    const declared = new Set(((doc as { tags?: { name: string }[] }).tags ?? []).map((t) => t.name));
    for (const item of Object.values(doc.paths ?? {})) {
      for (const op of Object.values(item)) {
        const tags = (op as { tags?: string[] }).tags ?? [];
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) expect(declared).toContain(tag);
      }
    }
  });
});
