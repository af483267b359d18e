import { checkValue } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { flattenSchema, toParamRule } from './toRule.ts';

const doc = {
  components: {
    schemas: {
      Address: { type: 'string', pattern: '^0x[0-9a-f]{40}$' },
      Hex: { type: 'string', pattern: '^(0x)?[0-9a-f]+$' },
      Index: {
        type: 'object',
        required: ['address'],
        properties: { address: { type: 'string' }, utxo: { type: 'string' } },
      },
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

describe('toParamRule (the clients: @pkg/core ParamRule)', () => {
  it('keeps the checkable keywords of each type', () => {
    expect(toParamRule(doc, { type: 'string', maxLength: 512, description: 'x' })).toEqual({
      type: 'string',
      maxLength: 512,
    });
    expect(toParamRule(doc, { type: 'integer', minimum: 1, maximum: 100, default: 10 })).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    expect(toParamRule(doc, { type: 'number', minimum: 0 })).toEqual({ type: 'number', minimum: 0 });
    expect(toParamRule(doc, { type: 'string', enum: ['hex'] })).toEqual({ type: 'string', enum: ['hex'] });
    expect(toParamRule(doc, { enum: ['a', 'b'] })).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(toParamRule(doc, { type: 'boolean', default: true })).toEqual({ type: 'boolean' });
    expect(toParamRule(doc, { type: ['integer', 'null'], maximum: 5 })).toEqual({
      type: 'integer',
      maximum: 5,
      nullable: true,
    });
    expect(toParamRule(doc, {})).toEqual({ type: 'any' });
  });

  it('turns exclusive bounds into inclusive ones, for OpenAPI and OpenRPC schemas alike', () => {
    expect(toParamRule(doc, { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 9,
    });
    expect(toParamRule(doc, { type: 'number', exclusiveMaximum: 1.5 })).toEqual({
      type: 'number',
      maximum: 1.5,
    });
    // the rule refuses what the schema refuses (a page size of 0 with exclusiveMinimum: 0)
    const size = toParamRule(doc, { $ref: '#/components/schemas/Size' });
    expect(() => checkValue('pageSize', 0, size)).toThrow(/pageSize/);
    expect(() => checkValue('pageSize', 1, size)).not.toThrow();
  });

  it('documents x-known-values without restricting to them', () => {
    expect(toParamRule(doc, { type: 'string', 'x-known-values': ['p-chain'] })).toEqual({ type: 'string' });
  });

  it('follows $refs and nests arrays and objects with their required fields', () => {
    expect(
      toParamRule(doc, { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Address' } }),
    ).toEqual({ type: 'array', minItems: 1, items: { type: 'string', pattern: '^0x[0-9a-f]{40}$' } });
    expect(toParamRule(doc, { type: 'array', items: {} })).toEqual({ type: 'array' });
    expect(toParamRule(doc, { $ref: '#/components/schemas/Index' })).toEqual({
      type: 'object',
      properties: { address: { type: 'string', required: true }, utxo: { type: 'string' } },
    });
  });

  it('merges allOf parts (properties and required lists joined; the schema’s own keywords win)', () => {
    expect(
      toParamRule(doc, { allOf: [{ $ref: '#/components/schemas/Hex' }], description: 'd', maxLength: 8 }),
    ).toEqual({ type: 'string', pattern: '^(0x)?[0-9a-f]+$', maxLength: 8 });
    expect(toParamRule(doc, { $ref: '#/components/schemas/Pair' })).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string', pattern: '^(0x)?[0-9a-f]+$', required: true },
        b: { type: 'boolean' },
      },
    });
    expect(flattenSchema(doc, { $ref: '#/components/schemas/Hex', maxLength: 4 })).toEqual({
      type: 'string',
      pattern: '^(0x)?[0-9a-f]+$',
      maxLength: 4,
    });
  });

  it('checks a oneOf with one non-null branch as that branch, null passing (a param the node reads as absent)', () => {
    expect(toParamRule(doc, { oneOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }] })).toEqual(
      {
        type: 'string',
        pattern: '^0x[0-9a-f]{40}$',
        nullable: true,
      },
    );
    expect(toParamRule(doc, { oneOf: [{}, { type: 'null' }] })).toEqual({ type: 'any' });
  });

  it('checks a union branch by branch (a P-chain Height: integer, decimal string or "proposed"), null when a branch allows it', () => {
    const height = {
      oneOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', pattern: '^[0-9]+$' },
        { type: 'string', enum: ['proposed'] },
      ],
    };
    expect(toParamRule(doc, height)).toEqual({
      type: 'anyOf',
      anyOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', pattern: '^[0-9]+$' },
        { type: 'string', enum: ['proposed'] },
      ],
    });
    expect(toParamRule(doc, { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] })).toEqual({
      type: 'anyOf',
      anyOf: [{ type: 'string' }, { type: 'integer' }],
      nullable: true,
    });
    // a branch that checks nothing leaves the union unchecked
    expect(toParamRule(doc, { oneOf: [{ type: 'string' }, {}] })).toEqual({ type: 'any' });
  });

  it('fails on a $ref that does not resolve, or is not local', () => {
    expect(() => toParamRule(doc, { $ref: '#/components/schemas/Nope' })).toThrow('unresolved $ref');
    expect(() => toParamRule(doc, { $ref: 'other.yaml#/X' })).toThrow('only local $refs');
  });
});

describe("toParamRule(…, 'mock') (the mock server's tables)", () => {
  it('follows $refs and keeps the constraints, exclusive bounds included', () => {
    expect(toParamRule(doc, { $ref: '#/components/schemas/Size' }, 'mock')).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
  });

  it('a type list or variant with null is nullable; several variants accept anything', () => {
    expect(toParamRule(doc, { type: ['string', 'null'] }, 'mock')).toEqual({
      type: 'string',
      nullable: true,
    });
    expect(
      toParamRule(doc, { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Hex' }] }, 'mock'),
    ).toEqual({
      type: 'string',
      pattern: '^(0x)?[0-9a-f]+$',
      nullable: true,
    });
    expect(toParamRule(doc, { oneOf: [{ type: 'string' }, { type: 'integer' }] }, 'mock')).toEqual({
      type: 'any',
    });
  });

  it('names the items rule of every array, even one that checks nothing', () => {
    expect(toParamRule(doc, { type: 'array', items: {}, minItems: 1 }, 'mock')).toEqual({
      type: 'array',
      items: { type: 'any' },
      minItems: 1,
    });
  });
});
