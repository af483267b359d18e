import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './load.ts';
import { isCommaList, toParamRule } from './param-rules.ts';

const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  components: {
    schemas: {
      Network: { type: 'string', enum: ['mainnet', 'fuji'] },
      Hex: { type: 'string', pattern: '^(0x)?[0-9a-f]+$' },
    },
  },
} as OpenApiDocument;

describe('toParamRule', () => {
  it('keeps integer and number bounds', () => {
    expect(toParamRule(doc, { type: 'integer', minimum: 1, maximum: 100, default: 10 })).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    expect(toParamRule(doc, { type: 'number', minimum: 0 })).toEqual({ type: 'number', minimum: 0 });
  });

  it('keeps string enums, patterns and lengths, following $refs and allOf', () => {
    expect(toParamRule(doc, { $ref: '#/components/schemas/Network' })).toEqual({
      type: 'string',
      enum: ['mainnet', 'fuji'],
    });
    expect(
      toParamRule(doc, { allOf: [{ $ref: '#/components/schemas/Hex' }], description: 'd', maxLength: 8 }),
    ).toEqual({ type: 'string', pattern: '^(0x)?[0-9a-f]+$', maxLength: 8 });
  });

  it('documents x-known-values without restricting to them', () => {
    expect(toParamRule(doc, { type: 'string', 'x-known-values': ['p-chain'] })).toEqual({ type: 'string' });
  });

  it('reads booleans, arrays, objects and nullable types', () => {
    expect(toParamRule(doc, { type: 'boolean', default: true })).toEqual({ type: 'boolean' });
    expect(toParamRule(doc, { type: 'array', items: { type: 'integer', minimum: 0 }, maxItems: 3 })).toEqual({
      type: 'array',
      maxItems: 3,
      items: { type: 'integer', minimum: 0 },
    });
    expect(
      toParamRule(doc, {
        type: 'object',
        required: ['a'],
        properties: { a: { type: 'string' }, b: { type: 'boolean' } },
      }),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'string', required: true }, b: { type: 'boolean' } },
    });
    expect(toParamRule(doc, { type: ['integer', 'null'], maximum: 5 })).toEqual({
      type: 'integer',
      maximum: 5,
    });
  });

  it('leaves unions open', () => {
    expect(toParamRule(doc, { oneOf: [{ type: 'string' }, { type: 'integer' }] })).toEqual({ type: 'any' });
  });
});

describe('isCommaList', () => {
  const list = { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
  it('is true for a form/explode:false parameter that may be an array', () => {
    expect(isCommaList(doc, list, false)).toBe(true);
    expect(isCommaList(doc, { type: 'array', items: { type: 'string' } }, false)).toBe(true);
  });
  it('is false when exploded or not an array', () => {
    expect(isCommaList(doc, list, undefined)).toBe(false);
    expect(isCommaList(doc, { type: 'string' }, false)).toBe(false);
  });
});
