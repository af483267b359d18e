import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSpec } from './spec.ts';

const tmpRoot = path.resolve(import.meta.dirname, '..', '..', '.tmp');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folder(files: Record<string, string>): string {
  mkdirSync(tmpRoot, { recursive: true });
  dir = mkdtempSync(path.join(tmpRoot, 'spec-folder-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const base =
  'openrpc: 1.2.6\ninfo: { title: t, version: "1" }\nmethods: []\ncomponents: { schemas: { Id: { type: string } } }\n';

describe('an OpenRPC spec folder', () => {
  it('merges the topic files: methods in order of name, components by name', () => {
    const doc = loadSpec<{ methods: { name: string }[]; components: { schemas: object }; paths?: unknown }>(
      folder({
        '_base.yaml': base,
        'b.yaml':
          'methods: [{ name: b_two }, { name: a_one }]\ncomponents: { schemas: { B: { type: integer } } }\n',
        'a.yaml': 'methods: [{ name: c_three }]\n',
      }),
    );
    expect(doc.methods.map((m) => m.name)).toEqual(['a_one', 'b_two', 'c_three']);
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['B', 'Id']);
    expect(doc.paths).toBeUndefined();
  });

  it('refuses a method defined in two files, naming both', () => {
    const spec = folder({
      '_base.yaml': base,
      'a.yaml': 'methods: [{ name: eth_chainId }]\n',
      'b.yaml': 'methods: [{ name: eth_chainId }]\n',
    });
    expect(() => loadSpec(spec)).toThrow(/b\.yaml: method eth_chainId is also defined in a\.yaml/);
  });

  it('refuses a document key other than methods and components in a topic file', () => {
    const spec = folder({ '_base.yaml': base, 'a.yaml': 'methods: []\nservers: []\n' });
    expect(() => loadSpec(spec)).toThrow(/a\.yaml: .*move servers to _base/);
  });
});
