/**
 * The pipeline end to end: add a method to a copy of a spec, regenerate into a fresh folder, typecheck
 * code that calls it, then call it with an injected fetch and check the request the node would get.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, specPath } from '../paths.ts';
import { loadSpec } from '../shared/spec.ts';
import { generateRpc } from './generate.ts';
import { rpcPackages } from './packages.ts';
import { typecheckDir } from './typecheckDir.ts';

// Under scripts/ so generated code resolves @pkg/core from scripts/node_modules; .tmp/ is git-ignored.
const tmpRoot = path.join(repoRoot, 'scripts', '.tmp');
mkdirSync(tmpRoot, { recursive: true });
const dir = mkdtempSync(path.join(tmpRoot, 'openrpc-e2e-'));
const outDir = path.join(dir, 'generated');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const server = (url: string) => [{ name: 'chain', url, variables: { blockchainId: { default: 'X' } } }];

beforeAll(async () => {
  const spec = loadSpec<{ methods: unknown[] }>(specPath('openrpc/xchain'));
  spec.methods.push(
    {
      name: 'xvm.getThing',
      summary: 'A method the real spec does not have.',
      paramStructure: 'by-name',
      servers: server('/ext/bc/{blockchainId}/things'),
      params: [
        { name: 'thingID', required: true, schema: { type: 'string', maxLength: 8 } },
        { name: 'count', required: false, schema: { type: 'integer', maximum: 3 } },
      ],
      result: {
        name: 'thing',
        schema: { type: 'object', required: ['owner'], properties: { owner: { type: 'string' } } },
      },
      'x-safe-to-retry': false,
    },
    {
      name: 'thing_echo',
      summary: 'A positional method in a new namespace.',
      paramStructure: 'by-position',
      servers: server('/ext/bc/{blockchainId}/rpc'),
      params: [
        { name: 'word', required: true, schema: { type: 'string' } },
        { name: 'times', required: false, schema: { type: 'integer' } },
      ],
      result: { name: 'echo', schema: { type: 'string' } },
    },
  );
  const specFile = path.join(dir, 'xchain-plus.json');
  writeFileSync(specFile, JSON.stringify(spec));
  await generateRpc({ specFile, outDir, pkg: rpcPackages.xchain! });
}, 120_000);

describe('OpenRPC pipeline end to end', () => {
  it('generates a typed method: a typecheck accepts right calls and rejects wrong ones', () => {
    writeFileSync(
      path.join(dir, 'use.ts'),
      [
        "import { defaultEndpoint, deployedNames, methods } from './generated/methods.js';",
        "import type { Namespaces } from './generated/namespaces.js';",
        "import { createRpcClient } from '@pkg/core';",
        "import type { Methods, XvmGetThingResult } from './generated/types.js';",
        'export async function use(ns: Namespaces): Promise<string> {',
        "  const thing: XvmGetThingResult = await ns.xvm.getThing({ thingID: 'a', count: 2 });",
        "  const echo: string = await ns.thing.echo('hi', 2, { timeoutMs: 5 });",
        '  // @ts-expect-error count is an integer, not a string',
        "  await ns.xvm.getThing({ thingID: 'a', count: '2' });",
        '  // @ts-expect-error thingID is required',
        '  await ns.xvm.getThing({});',
        '  const client = createRpcClient<Methods>(methods, { defaultEndpoint, deployedNames }, {});',
        "  const viaRequest: XvmGetThingResult = await client.request('xvm.getThing', { thingID: 'b' });",
        '  return thing.owner + echo + viaRequest.owner;',
        '}',
      ].join('\n'),
    );
    const tsc = typecheckDir(dir);
    expect(tsc.output).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('calls the new methods on their endpoints with their names and param shapes', async () => {
    const { createRpcClient } = await import('@pkg/core');
    const { methods, defaultEndpoint, deployedNames } = await import(path.join(outDir, 'methods.ts'));
    const sent: { url: string; body: { method: string; params: unknown } }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = await request.json();
      sent.push({ url: request.url, body });
      const result = body.method === 'xvm.getThing' ? { owner: 'me' } : 'hi hi';
      return Response.json({ jsonrpc: '2.0', id: body.id, result });
    };
    const options = { url: 'http://127.0.0.1:9650', fetch, batch: false };
    const client = createRpcClient(
      methods,
      { defaultEndpoint, deployedNames, variables: { blockchainId: 'X' } },
      options,
    );

    await expect(client.namespaces.xvm!.getThing!({ thingID: 't1', count: 2 })).resolves.toEqual({
      owner: 'me',
    });
    await expect(client.namespaces.thing!.echo!('hi', 2)).resolves.toBe('hi hi');
    // xvm.getThing is not safe to retry (a submit): under 'auto' its endpoint's names are settled first by a
    // call that runs nothing (its own name, empty params: no read of that service is in the table), so the
    // submit itself goes out once, under the name proved (issue 34)
    expect(sent.map((s) => [s.url, s.body.method, s.body.params])).toEqual([
      ['http://127.0.0.1:9650/ext/bc/X/things', 'xvm.getThing', {}],
      ['http://127.0.0.1:9650/ext/bc/X/things', 'xvm.getThing', { thingID: 't1', count: 2 }],
      ['http://127.0.0.1:9650/ext/bc/X/rpc', 'thing_echo', ['hi', 2]],
    ]);

    await expect(client.namespaces.xvm!.getThing!({ thingID: 'too-long-id' })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'thingID',
    });
    await expect(client.namespaces.xvm!.getThing!({ thingID: 't', count: 4 })).rejects.toMatchObject({
      field: 'count',
    });
    expect(sent).toHaveLength(3); // the refused inputs sent nothing
  });
});
