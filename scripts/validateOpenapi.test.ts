import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiSpecFiles, validateOpenApiFile } from './validateOpenapi.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'validate-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeSpec(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('validateOpenApiFile', () => {
  it('finds the data and metrics specs', () => {
    const names = openApiSpecFiles().map((f) => path.basename(f));
    expect(names).toContain('data');
    expect(names).toContain('metrics.yaml');
  });

  it.each(openApiSpecFiles().map((f) => [path.basename(f), f]))(
    'accepts specs/openapi/%s',
    async (_, file) => {
      expect(await validateOpenApiFile(file)).toEqual([]);
    },
  );

  it('validates a spec directory as its merged document, and reports a path two files define', async () => {
    const split = path.join(dir, 'split');
    mkdirSync(split);
    writeFileSync(
      path.join(split, '_base.yaml'),
      'openapi: 3.1.0\ninfo: { title: t, version: "1" }\nsecurity: [{}]\n',
    );
    const op = (id: string) =>
      `paths:\n  /x:\n    get:\n      operationId: ${id}\n      responses: { "200": { description: ok } }\n`;
    writeFileSync(path.join(split, 'one.yaml'), op('one'));
    expect(await validateOpenApiFile(split)).toEqual([]);
    writeFileSync(path.join(split, 'two.yaml'), op('two'));
    const problems = await validateOpenApiFile(split);
    expect(problems).toEqual([
      expect.stringMatching(/^merge: two\.yaml: path \/x is also defined in one\.yaml/),
    ]);
  });

  it('reports a document that breaks the meta-schema', async () => {
    const file = writeSpec('no-info.yaml', 'openapi: 3.1.0\npaths: {}\n');
    const problems = await validateOpenApiFile(file);
    expect(problems.some((p) => p.startsWith('meta-schema:'))).toBe(true);
  });

  it('reports a duplicated operationId, an undeclared path parameter and a mistyped keyword', async () => {
    const data = readFileSync(openApiSpecFiles().find((f) => f.endsWith('metrics.yaml'))!, 'utf8');
    const broken = data.replace(
      'paths:\n',
      [
        'paths:',
        '  /v1/other/{id}:',
        '    get:',
        '      operationId: getAvgTps',
        '      parameters:',
        '        - { name: size, in: query, schema: { type: integer, minimum: one } }',
        "      responses: { '200': { description: ok } }",
        '',
      ].join('\n'),
    );
    const problems = await validateOpenApiFile(writeSpec('broken.yaml', broken));
    expect(problems.some((p) => p.startsWith('operation-operationId-unique:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('path-parameters-defined:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('struct:') && p.includes('minimum'))).toBe(true);
  });
});
