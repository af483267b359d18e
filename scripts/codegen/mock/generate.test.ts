import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadOpenApi } from '../openapi/load.ts';
import { specPath } from '../paths.ts';
import { restOperations, rpcMethods } from './generate.ts';
import { type Json, makeResolver, toRule } from './to-rule.ts';

describe('toRule', () => {
  const doc = {
    components: {
      schemas: {
        Hex: { type: 'string', pattern: '^0x[0-9a-f]*$' },
        Size: { type: 'integer', exclusiveMinimum: 0, maximum: 100 },
        Pair: {
          allOf: [
            { type: 'object', properties: { a: { $ref: '#/components/schemas/Hex' } }, required: ['a'] },
            { properties: { b: { type: 'boolean' } } },
          ],
        },
      },
    },
  };
  const resolve = makeResolver(doc);

  test('follows $refs and keeps the constraints', () => {
    expect(toRule({ $ref: '#/components/schemas/Hex' }, resolve)).toEqual({
      type: 'string',
      pattern: '^0x[0-9a-f]*$',
    });
    expect(toRule({ $ref: '#/components/schemas/Size' }, resolve)).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
  });

  test('merges allOf and marks required properties', () => {
    expect(toRule({ $ref: '#/components/schemas/Pair' }, resolve)).toEqual({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^0x[0-9a-f]*$', required: true }, b: { type: 'boolean' } },
    });
  });

  test('a type list or variant with null is nullable; several variants accept anything', () => {
    expect(toRule({ type: ['string', 'null'] }, resolve)).toEqual({ type: 'string', nullable: true });
    expect(toRule({ oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Hex' }] }, resolve)).toEqual({
      type: 'string',
      pattern: '^0x[0-9a-f]*$',
      nullable: true,
    });
    expect(toRule({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, resolve)).toEqual({ type: 'any' });
  });
});

describe('tables from the real specs', () => {
  test('every Data API operation has its path, typed parameters and paging field', () => {
    const doc = loadOpenApi(specPath('openapi/data/')) as unknown as Json;
    const ops = restOperations(doc, 'data');
    expect(ops).toHaveLength(14);
    const blocks = ops.find((o) => o.operationId === 'getLatestBlocks');
    expect(blocks).toMatchObject({
      method: 'GET',
      path: '/v1/chains/{chainId}/blocks',
      pagingItems: 'blocks',
    });
    expect(
      ((blocks?.params ?? []) as { name: string; rule: unknown }[]).find((p) => p.name === 'pageSize')?.rule,
    ).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    const aggregate = ops.find((o) => o.operationId === 'aggregateSignatures');
    expect(aggregate?.body).toHaveProperty('quorumPercentage');
    expect(aggregate?.rules).toContainEqual({ anyOf: ['message', 'justification'] });
  });

  test('every OpenRPC method keeps its param structure and endpoint', () => {
    const doc = JSON.parse(readFileSync(specPath('openrpc/evm.json'), 'utf8'));
    const methods = rpcMethods(doc);
    expect(methods.find((m) => m.name === 'eth_feeConfig')).toMatchObject({
      paramStructure: 'by-position',
      servers: ['/ext/bc/{blockchainId}/rpc'],
    });
    expect(methods.find((m) => m.name === 'validators.getCurrentValidators')).toMatchObject({
      paramStructure: 'by-name',
    });
  });
});
