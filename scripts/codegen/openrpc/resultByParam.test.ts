/**
 * `x-result-by-param`: the generator writes one overload per case, so a call's result type follows the value
 * it passes. Checked on a small spec: the cases it reads, the errors of a wrong extension, and a typecheck of
 * calls against the generated namespaces (literal, omitted and run-time values).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { emitExports } from '../shared/emitExports.ts';
import { generateRpc } from './generate.ts';
import { rpcPackages } from './packages.ts';
import { resultByParam } from './resultByParam.ts';
import type { RpcDocument, RpcMethod } from './spec.ts';
import { typecheckDir } from './typecheckDir.ts';

const servers = [{ url: '/ext/test' }];
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const getTx: RpcMethod = {
  name: 'test.getTx',
  paramStructure: 'by-name',
  servers,
  params: [
    { name: 'txID', required: true, schema: { type: 'string' } },
    { name: 'encoding', schema: ref('Encoding') },
  ],
  result: { name: 'r', schema: { oneOf: [ref('TxHex'), ref('TxJson')] } },
  ...{
    'x-result-by-param': {
      param: 'encoding',
      cases: [
        { value: 'hex', result: ref('TxHex') },
        { value: 'json', result: ref('TxJson') },
      ],
    },
  },
};

const getBlock: RpcMethod = {
  name: 'test_getBlock',
  paramStructure: 'by-position',
  servers,
  params: [
    { name: 'tag', required: true, schema: { type: 'string' } },
    { name: 'full', required: true, schema: { type: 'boolean' } },
  ],
  result: { name: 'r', schema: { oneOf: [ref('Full'), ref('Short'), { type: 'null' }] } },
  ...{
    'x-result-by-param': {
      param: 'full',
      cases: [
        { value: true, result: { oneOf: [ref('Full'), { type: 'null' }] } },
        { value: false, result: { oneOf: [ref('Short'), { type: 'null' }] } },
      ],
    },
  },
};

const doc: RpcDocument = {
  openrpc: '1.2.6',
  info: { title: 't', version: '1' },
  methods: [getTx, getBlock],
  components: {
    schemas: {
      Encoding: { type: 'string', enum: ['hex', 'json'], default: 'hex' },
      TxHex: {
        type: 'object',
        required: ['tx', 'encoding'],
        properties: { tx: { type: 'string' }, encoding: { type: 'string', enum: ['hex'] } },
      },
      TxJson: {
        type: 'object',
        required: ['tx', 'encoding'],
        properties: {
          tx: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
          encoding: { type: 'string', enum: ['json'] },
        },
      },
      Full: {
        type: 'object',
        required: ['txs'],
        properties: { txs: { type: 'array', items: ref('TxJson') } },
      },
      Short: {
        type: 'object',
        required: ['txs'],
        properties: { txs: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

const withExtension = (method: RpcMethod, extension: unknown): RpcMethod => ({
  ...method,
  ...{ 'x-result-by-param': extension },
});

describe('resultByParam', () => {
  it('reads the cases, names their results, and marks the case a call without the param gets', () => {
    expect(resultByParam(doc, getTx)).toEqual([
      { param: 'encoding', value: 'hex', result: ref('TxHex'), typeName: 'TxHex', isDefault: true },
      { param: 'encoding', value: 'json', result: ref('TxJson'), typeName: 'TxJson', isDefault: false },
    ]);
    // a required param has no default case; a result that is not a bare $ref gets a name of its own
    expect(resultByParam(doc, getBlock)?.map((c) => [c.typeName, c.isDefault])).toEqual([
      ['TestGetBlockResultTrue', false],
      ['TestGetBlockResultFalse', false],
    ]);
    expect(resultByParam(doc, { ...getTx, ...{ 'x-result-by-param': undefined } })).toBeUndefined();
  });

  it('refuses an extension that does not fit the method', () => {
    const cases = [{ value: 'hex', result: ref('TxHex') }];
    expect(() => resultByParam(doc, withExtension(getTx, { param: 'format', cases }))).toThrow(
      'test.getTx: x-result-by-param names "format", which is not a param',
    );
    expect(() =>
      resultByParam(doc, withExtension(getTx, { param: 'encoding', cases: [{ value: 'cb58', result: {} }] })),
    ).toThrow('"cb58" is not a value of encoding');
    expect(() =>
      resultByParam(doc, withExtension(getTx, { param: 'encoding', cases: [...cases, ...cases] })),
    ).toThrow('"hex" appears twice');
    expect(() => resultByParam(doc, withExtension(getTx, { param: 'txID', cases }))).toThrow(
      'txID must be a boolean or an enum',
    );
    expect(() => resultByParam(doc, withExtension(getTx, { param: 'encoding', cases: [] }))).toThrow(
      'has no cases',
    );
  });
});

describe('emitExports', () => {
  it('re-exports every declared type by name, per file, sorted as biome keeps them, and nothing from files without types', () => {
    expect(
      emitExports({
        'types.ts':
          'export interface B {}\nexport type A = string;\nexport type Uint64 = string;\nexport interface UTXOID {}\nconst c = 1;',
        'methods.ts': 'export const methods = {};',
        'namespaces.ts': 'export interface XNamespace {}',
      }),
    ).toBe(
      [
        '// Every type of the generated files, by name: the package entry re-exports them all.',
        '',
        "export type { XNamespace } from './namespaces.js';",
        "export type { A, B, Uint64, UTXOID } from './types.js';",
        '',
      ].join('\n'),
    );
  });
});

// Under scripts/ so generated code resolves @pkg/core from scripts/node_modules; .tmp/ is git-ignored.
const tmpRoot = path.join(repoRoot, 'scripts', '.tmp');
mkdirSync(tmpRoot, { recursive: true });
const dir = mkdtempSync(path.join(tmpRoot, 'result-by-param-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generated overloads', () => {
  it('narrow the result on a literal, fall back to the default when omitted, and widen for a run-time value', async () => {
    const specFile = path.join(dir, 'spec.json');
    writeFileSync(specFile, JSON.stringify(doc));
    await generateRpc({ specFile, outDir: path.join(dir, 'generated'), pkg: rpcPackages.xchain! });
    writeFileSync(
      path.join(dir, 'use.ts'),
      [
        "import type { Namespaces } from './generated/namespaces.js';",
        "import type { Full, Short, TestGetBlockResult, TestGetTxResult, TxHex, TxJson } from './generated/exports.js';",
        'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
        'const is = <A, B>(_: Equal<A, B>) => {};',
        'export async function use(ns: Namespaces, full: boolean, encoding: "hex" | "json"): Promise<void> {',
        "  const json = () => ns.test.getTx({ txID: 'a', encoding: 'json' });",
        "  const hex = () => ns.test.getTx({ txID: 'a', encoding: 'hex' });",
        "  const omitted = () => ns.test.getTx({ txID: 'a' });",
        "  const either = () => ns.test.getTx({ txID: 'a', encoding });",
        '  is<TxJson, Awaited<ReturnType<typeof json>>>(true);',
        '  is<TxHex, Awaited<ReturnType<typeof hex>>>(true);',
        '  is<TxHex, Awaited<ReturnType<typeof omitted>>>(true);',
        '  is<TestGetTxResult, Awaited<ReturnType<typeof either>>>(true);',
        '  is<TxHex | TxJson, TestGetTxResult>(true);',
        "  const withTxs = await ns.test.getBlock('latest', true);",
        "  const withHashes = await ns.test.getBlock('latest', false);",
        "  const widened = await ns.test.getBlock('latest', full);",
        '  is<Full | null, typeof withTxs>(true);',
        '  is<Short | null, typeof withHashes>(true);',
        '  is<TestGetBlockResult, typeof widened>(true);',
        '  is<Full | Short | null, typeof widened>(true);',
        '  // @ts-expect-error an encoding the spec does not list',
        "  await ns.test.getTx({ txID: 'a', encoding: 'cb58' });",
        '  // @ts-expect-error full is required',
        "  await ns.test.getBlock('latest');",
        '}',
      ].join('\n'),
    );
    const tsc = typecheckDir(dir);
    expect(tsc.output).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
