import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpec } from './codegen/shared/spec.ts';
import { conventionProblems, validateOpenRpcFile } from './validateOpenrpc.ts';

const specs = path.resolve(import.meta.dirname, '..', 'specs', 'openrpc');
const dir = mkdtempSync(path.join(tmpdir(), 'openrpc-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function brokenCopy(
  name: string,
  edit: (doc: { methods: Record<string, unknown>[] } & Record<string, unknown>) => void,
) {
  const doc = loadSpec<{ methods: Record<string, unknown>[] } & Record<string, unknown>>(
    path.join(specs, 'xchain'),
  );
  edit(doc);
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

describe('validate-openrpc', () => {
  it.each(['node-info', 'xchain', 'pchain', 'evm'])('accepts specs/openrpc/%s/', async (name) => {
    expect(await validateOpenRpcFile(path.join(specs, name))).toEqual([]);
  });

  it('reports a document the meta-schema rejects', async () => {
    const file = brokenCopy('meta', (doc) => {
      delete doc.methods[1]!.result;
      doc.methods[2]!.params = 'none';
    });
    const problems = await validateOpenRpcFile(file);
    expect(problems.filter((p) => p.startsWith('meta-schema:'))).toHaveLength(1);
    expect(problems[0]).toContain('.methods[2].params');
  });

  it('reports an unsupported OpenRPC version', async () => {
    const file = brokenCopy('version', (doc) => {
      doc.openrpc = '0.1';
    });
    expect((await validateOpenRpcFile(file))[0]).toBe('meta-schema: Unsupported OpenRPC schema version: 0.1');
  });

  it('reports a $ref that does not resolve', async () => {
    const file = brokenCopy('ref', (doc) => {
      (doc.methods[0]!.params as { schema: unknown }[])[0]!.schema = { $ref: '#/components/schemas/Nope' };
    });
    expect((await validateOpenRpcFile(file)).some((p) => p.startsWith('$ref:'))).toBe(true);
  });

  it('reports each broken convention with the method it is on', () => {
    const problems = conventionProblems({
      methods: [
        { name: 'xvm.a', paramStructure: 'either', servers: [{ url: '/ext/bc/X' }], params: [] },
        { name: 'xvm.b', paramStructure: 'by-name', servers: [{ url: 'https://x/ext' }], params: [] },
        { name: 'xvm.c', paramStructure: 'by-name', servers: [{ url: '/ext/bc/{id}' }], params: [] },
        {
          name: 'xvm.d',
          paramStructure: 'by-name',
          servers: [{ url: '/ext/bc/X' }],
          params: [],
          deprecated: true,
        },
        {
          name: 'xvm.e',
          paramStructure: 'by-name',
          servers: [{ url: '/ext/bc/X' }],
          params: [{ name: 'a' }],
          'x-rules': [{ anyOf: ['a', 'b'] }],
          'x-safe-to-retry': 'no',
        },
        { name: 'nonamespace', paramStructure: 'by-name', servers: [{ url: '/ext/bc/X' }], params: [] },
        { name: 'xvm.a', paramStructure: 'by-name', servers: [{ url: '/ext/bc/X' }], params: [] },
      ],
    });
    expect(problems).toEqual([
      'xvm.a: paramStructure must be by-name or by-position',
      'xvm.b: servers[0].url must be the endpoint path, e.g. /ext/info',
      'xvm.c: endpoint variable {id} is not declared in servers[0].variables',
      'xvm.d: deprecated needs x-deprecated-since (a version) or x-deprecated-note',
      'xvm.e: x-safe-to-retry must be a boolean',
      'xvm.e: x-rules names b, which is not a param',
      'nonamespace: the wire name needs a namespace (`ns.method` or `ns_method`)',
      'xvm.a: duplicate method name',
    ]);
  });
});
