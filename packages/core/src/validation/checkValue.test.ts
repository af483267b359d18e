import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { checkValue } from './checkValue.js';
import type { ParamRule } from './types.js';

function broken(field: string, value: unknown, rule: ParamRule) {
  try {
    checkValue(field, value, rule);
  } catch (error) {
    if (!ValidationError.isInstance(error)) throw error;
    return { field: error.field, rule: error.rule };
  }
  return undefined;
}

describe('checkValue', () => {
  it('lets undefined through (required-ness is checkParams business)', () => {
    expect(broken('pageSize', undefined, { type: 'integer', minimum: 1 })).toBeUndefined();
  });

  it('checks integer ranges', () => {
    const rule: ParamRule = { type: 'integer', minimum: 1, maximum: 100 };
    expect(broken('pageSize', 1, rule)).toBeUndefined();
    expect(broken('pageSize', 100, rule)).toBeUndefined();
    expect(broken('pageSize', 0, rule)).toEqual({ field: 'pageSize', rule: 'minimum 1' });
    expect(broken('pageSize', 101, rule)).toEqual({ field: 'pageSize', rule: 'maximum 100' });
    expect(broken('pageSize', 1.5, rule)).toEqual({ field: 'pageSize', rule: 'integer' });
    expect(broken('pageSize', '10', rule)).toEqual({ field: 'pageSize', rule: 'integer' });
    expect(broken('pageSize', Number.NaN, rule)).toEqual({ field: 'pageSize', rule: 'integer' });
  });

  it('refuses integers past 2^53, which are not exact and would be sent as 1e+21', () => {
    expect(broken('endBlock', Number.MAX_SAFE_INTEGER, { type: 'integer' })).toBeUndefined();
    expect(broken('endBlock', 1e21, { type: 'integer' })).toEqual({
      field: 'endBlock',
      rule: 'safe integer',
    });
    expect(broken('endBlock', 2 ** 53, { type: 'integer' })).toEqual({
      field: 'endBlock',
      rule: 'safe integer',
    });
  });

  it('checks numbers', () => {
    expect(broken('quorum', 33.5, { type: 'number', maximum: 100 })).toBeUndefined();
    expect(broken('quorum', 100.5, { type: 'number', maximum: 100 })).toEqual({
      field: 'quorum',
      rule: 'maximum 100',
    });
    expect(broken('quorum', '1', { type: 'number' })).toEqual({ field: 'quorum', rule: 'number' });
  });

  it('checks enums', () => {
    const rule: ParamRule = { type: 'string', enum: ['mainnet', 'fuji'] };
    expect(broken('network', 'fuji', rule)).toBeUndefined();
    expect(broken('network', 'testnet', rule)).toEqual({ field: 'network', rule: 'one of mainnet, fuji' });
  });

  it('checks hex strings, with or without 0x', () => {
    const rule: ParamRule = { type: 'string', hex: true };
    expect(broken('data', '0xdeadBEEF', rule)).toBeUndefined();
    expect(broken('data', 'deadbeef', rule)).toBeUndefined();
    expect(broken('data', '0xnothex', rule)).toEqual({ field: 'data', rule: 'hex' });
  });

  it('checks string lengths and patterns', () => {
    expect(broken('alias', 'x'.repeat(512), { type: 'string', maxLength: 512 })).toBeUndefined();
    expect(broken('alias', 'x'.repeat(513), { type: 'string', maxLength: 512 })).toEqual({
      field: 'alias',
      rule: 'maxLength 512',
    });
    expect(broken('alias', '', { type: 'string', minLength: 1 })).toEqual({
      field: 'alias',
      rule: 'minLength 1',
    });
    expect(broken('chainId', '43114', { type: 'string', pattern: '^\\d+$' })).toBeUndefined();
    expect(broken('chainId', 'c', { type: 'string', pattern: '^\\d+$' })).toEqual({
      field: 'chainId',
      rule: 'pattern ^\\d+$',
    });
    expect(broken('chainId', 43114, { type: 'string' })).toEqual({ field: 'chainId', rule: 'string' });
  });

  it('checks booleans', () => {
    expect(broken('includeChains', 'true', { type: 'boolean' })).toEqual({
      field: 'includeChains',
      rule: 'boolean',
    });
  });

  it('checks arrays and their items, naming the index', () => {
    const rule: ParamRule = { type: 'array', maxItems: 2, items: { type: 'string', hex: true } };
    expect(broken('ids', ['0x1', '0x2'], rule)).toBeUndefined();
    expect(broken('ids', ['0x1', '0x2', '0x3'], rule)).toEqual({ field: 'ids', rule: 'maxItems 2' });
    expect(broken('ids', ['0x1', 'zz'], rule)).toEqual({ field: 'ids[1]', rule: 'hex' });
    expect(broken('ids', [], { type: 'array', minItems: 1 })).toEqual({ field: 'ids', rule: 'minItems 1' });
    expect(broken('ids', '0x1', rule)).toEqual({ field: 'ids', rule: 'array' });
  });

  it('checks objects field by field, naming the dotted path', () => {
    const rule: ParamRule = {
      type: 'object',
      properties: { address: { type: 'string', required: true }, utxo: { type: 'string', minLength: 1 } },
    };
    expect(broken('startIndex', { address: 'X-avax1', utxo: 'u' }, rule)).toBeUndefined();
    expect(broken('startIndex', { utxo: 'u' }, rule)).toEqual({
      field: 'startIndex.address',
      rule: 'required',
    });
    expect(broken('startIndex', { address: 'a', utxo: '' }, rule)).toEqual({
      field: 'startIndex.utxo',
      rule: 'minLength 1',
    });
    expect(broken('startIndex', null, rule)).toEqual({ field: 'startIndex', rule: 'object' });
    expect(broken('startIndex', [], rule)).toEqual({ field: 'startIndex', rule: 'object' });
  });

  it('accepts anything for type any', () => {
    expect(broken('x', null, { type: 'any' })).toBeUndefined();
  });

  it('says, as an input error, what the field must be and what it got', () => {
    const message = (field: string, value: unknown, rule: ParamRule) => {
      try {
        checkValue(field, value, rule);
      } catch (error) {
        return (error as ValidationError).message;
      }
    };
    const pageSize: ParamRule = { type: 'integer', minimum: 1, maximum: 100 };
    expect(message('pageSize', 500, pageSize)).toBe('pageSize must be at most 100 (got 500)');
    expect(message('pageSize', 0, pageSize)).toBe('pageSize must be at least 1 (got 0)');
    expect(message('pageSize', 1.5, pageSize)).toBe('pageSize must be an integer (got 1.5)');
    expect(message('pageSize', '10', pageSize)).toBe(
      "pageSize must be an integer >= 1 and <= 100 (got '10')",
    );
    expect(message('height', 2 ** 53, { type: 'integer' })).toBe(
      'height must be a safe integer (from -(2^53 - 1) to 2^53 - 1) (got 9007199254740992)',
    );
    expect(message('ratio', Number.NaN, { type: 'number' })).toBe('ratio must be a number (got NaN)');
    expect(message('blockchainId', 'q', { type: 'string', enum: ['p-chain', 'x-chain'] })).toBe(
      "blockchainId must be one of 'p-chain', 'x-chain' (got 'q')",
    );
    expect(message('blockchainId', 7, { type: 'string', enum: ['p-chain', 'x-chain'] })).toBe(
      "blockchainId must be 'p-chain' | 'x-chain' (got 7)",
    );
    expect(message('address', '0x12', { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' })).toBe(
      "address must match ^0x[0-9a-fA-F]{40}$ (got '0x12')",
    );
    expect(message('address', 12, { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' })).toBe(
      'address must be a string matching ^0x[0-9a-fA-F]{40}$ (got 12)',
    );
    expect(message('name', 5, { type: 'string' })).toBe('name must be a string (got 5)');
    expect(message('alias', 'ab', { type: 'string', minLength: 3 })).toBe(
      "alias must be at least 3 characters long (got 'ab')",
    );
    expect(message('alias', 'ab', { type: 'string', maxLength: 1 })).toBe(
      "alias must be at most 1 character long (got 'ab')",
    );
    expect(message('data', 'x'.repeat(100), { type: 'string', hex: true })).toBe(
      'data must be hex digits (0x optional) (got a string of 100 characters)',
    );
    expect(message('full', 'yes', { type: 'boolean' })).toBe("full must be true or false (got 'yes')");
    expect(message('ids', 'a', { type: 'array' })).toBe("ids must be an array (got 'a')");
    expect(message('ids', [], { type: 'array', minItems: 1 })).toBe(
      'ids must have at least 1 item (got an array of 0 items)',
    );
    expect(message('ids', [1, 2, 3], { type: 'array', maxItems: 2 })).toBe(
      'ids must have at most 2 items (got an array of 3 items)',
    );
    expect(message('ids', ['a', 5], { type: 'array', items: { type: 'string' } })).toBe(
      'ids[1] must be a string (got 5)',
    );
    expect(message('startIndex', [], { type: 'object' })).toBe(
      'startIndex must be an object (got an array of 0 items)',
    );
    expect(
      message(
        'startIndex',
        {},
        { type: 'object', properties: { address: { type: 'string', required: true } } },
      ),
    ).toBe('startIndex.address is required');
  });

  it('accepts a value one branch of a union accepts, and names every branch when none does', () => {
    const height = {
      type: 'anyOf',
      anyOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', pattern: '^[0-9]+$' },
        { type: 'string', enum: ['proposed'] },
      ],
    } as const;
    for (const ok of [0, 12, '12', 'proposed']) expect(() => checkValue('height', ok, height)).not.toThrow();
    for (const bad of [null, -1, 1.5, 'latest', '0x1', true, {}]) {
      expect(() => checkValue('height', bad, height)).toThrow(ValidationError);
    }
    expect(() => checkValue('height', 'latest', height)).toThrow(
      "height must be one of: an integer >= 0; a string matching ^[0-9]+$; 'proposed' (got 'latest')",
    );
    expect(() =>
      checkValue('x', null, { type: 'anyOf', anyOf: [{ type: 'string' }], nullable: true }),
    ).not.toThrow();
    expect(() =>
      checkValue('ratio', 'x', {
        type: 'anyOf',
        anyOf: [{ type: 'number', maximum: 1 }, { type: 'boolean' }],
      }),
    ).toThrow("ratio must be one of: a number <= 1; a boolean (got 'x')");
  });

  it('lets null through any nullable rule and refuses it elsewhere', () => {
    expect(broken('memo', null, { type: 'string', nullable: true })).toBeUndefined();
    expect(broken('memo', null, { type: 'string' })).toEqual({ field: 'memo', rule: 'string' });
    expect(broken('ids', null, { type: 'array', items: { type: 'string' }, nullable: true })).toBeUndefined();
    expect(
      broken('ids', [null], { type: 'array', items: { type: 'string', nullable: true } }),
    ).toBeUndefined();
    expect(broken('ids', [null], { type: 'array', items: { type: 'string' } })).toEqual({
      field: 'ids[0]',
      rule: 'string',
    });
    // nullable lets null through, not other values of the wrong type
    expect(broken('memo', 5, { type: 'string', nullable: true })).toEqual({ field: 'memo', rule: 'string' });
  });

  it('with nullIsAbsent, reads a null property of an object as absent unless its rule is nullable', () => {
    const rule: ParamRule = {
      type: 'object',
      properties: {
        address: { type: 'string', required: true },
        memo: { type: 'string' },
        tag: { type: 'string', nullable: true, required: true },
      },
    };
    const absent = { nullIsAbsent: true };
    expect(() => checkValue('from', { address: 'a', memo: null, tag: null }, rule, absent)).not.toThrow();
    expect(() => checkValue('from', { address: null, tag: 't' }, rule, absent)).toThrow(
      'from.address is required',
    );
    // without the option a null is a value, and a string rule refuses it
    expect(broken('from', { address: 'a', memo: null, tag: null }, rule)).toEqual({
      field: 'from.memo',
      rule: 'string',
    });
    // the option reaches objects inside arrays
    const list: ParamRule = { type: 'array', items: rule };
    expect(() => checkValue('list', [{ address: 'a', memo: null, tag: null }], list, absent)).not.toThrow();
  });
});
