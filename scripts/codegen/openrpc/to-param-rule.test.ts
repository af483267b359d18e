import { describe, expect, it } from 'vitest';
import { toParamRule } from './to-param-rule.ts';

const doc = {
  components: {
    schemas: {
      Address: { type: 'string', pattern: '^0x[0-9a-f]{40}$' },
      Index: {
        type: 'object',
        required: ['address'],
        properties: { address: { type: 'string' }, utxo: { type: 'string' } },
      },
    },
  },
};

describe('toParamRule', () => {
  it('keeps the checkable keywords of each type', () => {
    expect(toParamRule(doc, { type: 'string', maxLength: 512, description: 'x' })).toEqual({
      type: 'string',
      maxLength: 512,
    });
    expect(toParamRule(doc, { type: 'integer', minimum: 1, maximum: 1024 })).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 1024,
    });
    expect(toParamRule(doc, { type: 'string', enum: ['hex'] })).toEqual({ type: 'string', enum: ['hex'] });
    expect(toParamRule(doc, { enum: ['a', 'b'] })).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(toParamRule(doc, { type: 'boolean' })).toEqual({ type: 'boolean' });
  });

  it('turns exclusive bounds into inclusive ones', () => {
    expect(toParamRule(doc, { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 9,
    });
  });

  it('follows $refs and nests arrays and objects with their required fields', () => {
    expect(
      toParamRule(doc, { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Address' } }),
    ).toEqual({
      type: 'array',
      minItems: 1,
      items: { type: 'string', pattern: '^0x[0-9a-f]{40}$' },
    });
    expect(toParamRule(doc, { $ref: '#/components/schemas/Index' })).toEqual({
      type: 'object',
      properties: { address: { type: 'string', required: true }, utxo: { type: 'string' } },
    });
  });

  it('checks a oneOf with one non-null branch as that branch', () => {
    expect(toParamRule(doc, { oneOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }] })).toEqual(
      {
        type: 'string',
        pattern: '^0x[0-9a-f]{40}$',
      },
    );
    expect(toParamRule(doc, { type: ['integer', 'null'] })).toEqual({ type: 'integer' });
    expect(toParamRule(doc, {})).toEqual({ type: 'any' });
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

  it('fails on a $ref that does not resolve', () => {
    expect(() => toParamRule(doc, { $ref: '#/components/schemas/Nope' })).toThrow('unresolved $ref');
  });
});
