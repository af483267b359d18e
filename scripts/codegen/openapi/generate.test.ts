import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { repoRoot, specPath } from '../paths.ts';
import { generateOpenApiFiles, writeOpenApiClient } from './generate.ts';

// Under scripts/node_modules so the generated code resolves @pkg/core and openapi-fetch like a package does.
const cacheDir = path.join(repoRoot, 'scripts', 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const work = mkdtempSync(path.join(cacheDir, 'openapi-e2e-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('generateOpenApiFiles', () => {
  it('is deterministic', async () => {
    const options = { specFile: specPath('openapi/data'), name: 'Data', clientVar: 'data' };
    expect(await generateOpenApiFiles(options)).toEqual(await generateOpenApiFiles(options));
  });

  it('writes formatted files that begin with a do-not-edit line naming the spec', async () => {
    const outDir = path.join(work, 'metrics');
    await writeOpenApiClient({
      specFile: specPath('openapi/metrics.yaml'),
      specLabel: 'openapi/metrics.yaml',
      name: 'Metrics',
      clientVar: 'metrics',
      outDir,
    });
    const names = readdirSync(outDir).sort();
    expect(names).toEqual(['exports.ts', 'operations.ts', 'schema.ts', 'types.ts']);
    for (const name of names) {
      const first = readFileSync(path.join(outDir, name), 'utf8').split('\n')[0];
      expect(first).toBe('// Generated from specs/openapi/metrics.yaml; do not edit. Run `pnpm generate`.');
    }
    const committed = path.join(repoRoot, 'packages', 'metrics', 'src', 'generated');
    for (const name of names) {
      expect(readFileSync(path.join(outDir, name), 'utf8')).toBe(
        readFileSync(path.join(committed, name), 'utf8'),
      );
    }
  });
});

describe('wire names and deployed routes in the generated operations', () => {
  it("emits the key header, x-deployed-names and the deployed routes apart from the client's operations", async () => {
    const data = await generateOpenApiFiles({
      specFile: specPath('openapi/data'),
      name: 'Data',
      clientVar: 'data',
    });
    expect(data['operations.ts']).toContain('export const apiKeyHeader = "x-data-api-key";');
    expect(data['operations.ts']).toMatch(
      /export const deployedNames = \{"baseUrl":"https:\/\/data-api\.avax\.network","apiKeyHeader":"x-glacier-api-key"\} as const;/,
    );
    const metrics = await generateOpenApiFiles({
      specFile: specPath('openapi/metrics.yaml'),
      name: 'Metrics',
      clientVar: 'metrics',
    });
    const ops = metrics['operations.ts'] as string;
    expect(ops).toMatch(/export const metricsOperations = \{[^}]*\bgetAvgTps\b/);
    expect(ops).not.toMatch(/export const metricsOperations = \{[^}]*getAvgTpsDeployed/);
    expect(ops).toContain('export const metricsDeployedRoutes = { getAvgTps: getAvgTpsDeployed };');
    expect(metrics['types.ts']).toMatch(/export interface MetricsDeployedRoutes \{[\s\S]*getAvgTps: \{/);
  });

  it('gives the pager to the paged entries only, so a call of an operation without pages bundles none', async () => {
    const data = await generateOpenApiFiles({
      specFile: specPath('openapi/data'),
      name: 'Data',
      clientVar: 'data',
    });
    const ops = data['operations.ts'] as string;
    expect(ops).toContain(
      "import { checkFlatParams, checkParams, checkStringParams, paginate } from '@pkg/core';",
    );
    const entry = (name: string) => ops.match(new RegExp(`export const ${name}: .*`))![0];
    expect(entry('listTransactions')).toMatch(/"items":"transactions",check:checkParams,paginate\};$/);
    expect(entry('getBlock')).not.toContain('paginate');
  });

  it('gives each entry the smallest checker that fits: checkStringParams for string fields, checkFlatParams for flat fields, else checkParams, none without fields or rules', async () => {
    const data = await generateOpenApiFiles({
      specFile: specPath('openapi/data'),
      name: 'Data',
      clientVar: 'data',
    });
    const ops = data['operations.ts'] as string;
    const entry = (name: string) => ops.match(new RegExp(`export const ${name}: .*`))![0];
    // two required strings
    expect(entry('getBlock')).toMatch(/,check:checkStringParams\};$/);
    // strings and an integer (pageSize)
    expect(entry('listLatestBlocksAllChains')).toContain('"pageSize":{"type":"integer"');
    expect(entry('listLatestBlocksAllChains')).toMatch(/,check:checkFlatParams,paginate\};$/);
    // a cross-field rule (startBlock < endBlock)
    expect(entry('listTransactions')).toContain('"rules":[{"lessThan":["startBlock","endBlock"]}]');
    expect(entry('listTransactions')).toContain(',check:checkParams,');
    // an array field (the addresses of a webhook)
    expect(entry('addAddressesToWebhook')).toContain('"type":"array"');
    expect(entry('addAddressesToWebhook')).toMatch(/,check:checkParams\};$/);
    // no params at all
    expect(entry('liveCheck')).not.toContain('check:');
  });

  it('types a nullable string with x-known-values as the known values, any string, or null', async () => {
    const data = await generateOpenApiFiles({
      specFile: specPath('openapi/data'),
      name: 'Data',
      clientVar: 'data',
    });
    expect(data['schema.ts']).toMatch(
      /tokenReputation\?: ["']Malicious["'] \| ["']Benign["'] \| \(string & \{\}\) \| null;/,
    );
  });
});

describe('end to end: a new operation in a spec copy becomes a typed method calling its path', () => {
  const outDir = path.join(work, 'e2e');

  beforeAll(async () => {
    // A copy of the spec directory plus one tag file, as a helper adding operations writes it.
    const specFile = path.join(work, 'data-plus');
    cpSync(specPath('openapi/data'), specFile, { recursive: true });
    const paths: Record<string, unknown> = {};
    paths['/v1/chains/{chainId}/pings/{pingId}'] = {
      get: {
        operationId: 'getPing',
        summary: 'Returns one ping.',
        parameters: [
          { $ref: '#/components/parameters/ChainId' },
          { name: 'pingId', in: 'path', required: true, schema: { type: 'string' }, example: 'p1' },
          { name: 'count', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 5 } },
        ],
        responses: {
          '200': {
            description: 'The ping.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['pong', 'at'],
                  properties: { pong: { type: 'string' }, at: { type: 'integer' } },
                },
              },
            },
          },
        },
      },
    };
    writeFileSync(path.join(specFile, 'pings.yaml'), stringify({ paths }));
    await writeOpenApiClient({
      specFile,
      specLabel: 'openapi/data-plus',
      name: 'Data',
      clientVar: 'data',
      outDir,
    });
  });

  it('type-checks a call of the new method, and refuses a wrong param type', () => {
    writeFileSync(
      path.join(outDir, 'snippet.ts'),
      [
        "import { dataOperations, type DataOperations } from './operations.js';",
        "import { createRestClient } from '@pkg/core/rest';",
        "const client = createRestClient<DataOperations>(dataOperations, { baseUrl: 'http://127.0.0.1:1' });",
        "export const ping: Promise<{ pong: string; at: number }> = client.getPing({ chainId: '1', pingId: 'a', count: 2 });",
        "import type { DataClient, GetPingParams, GetPingResult } from './types.js';",
        'export const asInterface: DataClient = client;',
        "export const params: GetPingParams = { chainId: '1', pingId: 'a', count: 2 };",
        'export const result: Promise<GetPingResult> = asInterface.getPing(params);',
        '// @ts-expect-error the interface types count as a number too',
        "asInterface.getPing({ chainId: '1', pingId: 'a', count: 'two' });",
        '// @ts-expect-error count is an integer',
        "client.getPing({ chainId: '1', pingId: 'a', count: 'two' });",
        '// @ts-expect-error pingId is required',
        "client.getPing({ chainId: '1' });",
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(outDir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(repoRoot, 'tsconfig.base.json'),
        compilerOptions: { noEmit: true, types: [] },
        include: ['*.ts'],
      }),
    );
    const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
    expect(() => execFileSync(tsc, ['-p', outDir], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  });

  it('calls GET on the new path with the params, and checks them first', async () => {
    const operations = await import(pathToFileURL(path.join(outDir, 'operations.ts')).href);
    const { createRestClient } = await import('@pkg/core/rest');
    // the operations module is imported at run time (untyped): name the one operation this test calls
    type Ping = { getPing: { params: Record<string, unknown>; result: unknown } };
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify({ pong: 'ok', at: 7 }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = createRestClient<Ping>(operations.dataOperations, {
      baseUrl: 'http://127.0.0.1:1',
      fetch,
      retry: false,
    });
    await expect(client.getPing({ chainId: '43114', pingId: 'a b', count: 5 })).resolves.toEqual({
      pong: 'ok',
      at: 7,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('http://127.0.0.1:1/v1/chains/43114/pings/a%20b?count=5');
    await expect(client.getPing({ chainId: '43114', pingId: 'a', count: 6 })).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'count',
    });
    expect(requests).toHaveLength(1);
  });
});
