import { describe, expect, it } from 'vitest';
import { specPath } from '../paths.ts';
import { loadOpenApi, type OpenApiDocument } from './load.ts';
import { readOperations } from './operations.ts';
import { tagConstName } from './render.ts';
import { renderTypes, simpleType } from './renderTypes.ts';

const doc = { openapi: '3.1.0', info: { title: 't', version: '1' } } as OpenApiDocument;

describe('simpleType', () => {
  it('prints simple schemas as openapi-typescript types them', () => {
    expect(simpleType(doc, { type: 'string' })).toBe('string');
    expect(simpleType(doc, { type: 'integer', minimum: 1 })).toBe('number');
    expect(simpleType(doc, { type: ['string', 'null'] })).toBe('string | null');
    expect(simpleType(doc, { type: 'string', enum: ['asc', 'desc'] })).toBe('"asc" | "desc"');
    expect(simpleType(doc, { $ref: '#/components/schemas/Network' })).toBe('Network');
    expect(simpleType(doc, { type: 'array', items: { type: 'string', enum: ['a', 'b'] } })).toBe(
      '("a" | "b")[]',
    );
    expect(
      simpleType(doc, { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }),
    ).toBe('string | string[]');
    expect(simpleType(doc, { type: 'string', 'x-known-values': ['OK'] })).toBe('"OK" | (string & {})');
  });

  it('gives up on what it does not print exactly (the field then uses the openapi-typescript type)', () => {
    expect(simpleType(doc, { type: 'object', properties: { a: { type: 'string' } } })).toBeUndefined();
    expect(simpleType(doc, { allOf: [{ type: 'string' }] })).toBeUndefined();
    expect(simpleType(doc, { $ref: '#/components/parameters/Network' })).toBeUndefined();
    expect(simpleType(doc, {})).toBeUndefined();
  });
});

describe('tagConstName', () => {
  it('camel-cases a tag, acronyms as words', () => {
    expect(tagConstName('EVM Transactions')).toBe('evmTransactions');
    expect(tagConstName('Primary Network UTXOs')).toBe('primaryNetworkUtxos');
    expect(tagConstName('Data API Usage Metrics')).toBe('dataApiUsageMetrics');
    expect(tagConstName('NFTs')).toBe('nfts');
    expect(tagConstName('chainMetrics')).toBe('chainMetrics');
  });
});

describe('renderTypes on specs/openapi/data/', () => {
  const data = loadOpenApi(specPath('openapi/data/'));
  const ops = readOperations(data);
  const source = renderTypes(
    data,
    ops,
    { name: 'Data', clientVar: 'data', pkg: '@pkg/data' },
    {
      schemaNames: Object.keys(data.components?.schemas ?? {}),
      bodyMedia: { aggregateSignatures: 'application/json' },
    },
  );
  const client = source.slice(source.indexOf('export interface DataClient {'));

  it('declares one documented method per operation, with its path and an example importing the package', () => {
    for (const op of ops.filter((o) => !o.deployedRouteOf)) {
      const name = /^[A-Za-z_$][\w$]*$/.test(op.operationId) ? op.operationId : `'${op.operationId}'`;
      expect(client).toContain(`  ${name}(params`);
      expect(client).toContain(`\`${op.method} ${op.path}\``);
    }
    expect(client).toContain("   * import { createDataClient } from '@pkg/data';");
    expect(client).toMatch(
      /getBlock\(params: GetBlockParams, options\?: CallOptions\): Promise<GetBlockResult>;/,
    );
  });

  it('names result types after their schema, so documentation links them', () => {
    expect(source).toContain('export type GetBlockResult = EvmBlock;');
    expect(source).toContain('export type GetLatestBlocksItem = EvmBlock;');
    expect(source).toMatch(
      /export interface AggregateSignaturesParams extends AggregateSignaturesRequest \{/,
    );
  });

  it('makes params optional exactly when no field is required', () => {
    expect(client).toMatch(/supportedChains\(params\?: SupportedChainsParams/);
    expect(client).toMatch(/getBlock\(params: GetBlockParams/);
  });
});
