import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { checkFlatParams } from './checkFlatParams.js';
import { checkParams } from './checkParams.js';
import { checkStringParams } from './checkStringParams.js';
import type { ParamSchema } from './types.js';

/** The error a checker throws, as the fields users read. */
function errorOf(
  check: typeof checkParams,
  params: Record<string, unknown> | undefined,
  schema: ParamSchema,
) {
  try {
    check(params, schema, undefined, { exact: true });
  } catch (error) {
    if (!ValidationError.isInstance(error)) throw error;
    return { field: error.field, rule: error.rule, message: error.message };
  }
  return undefined;
}

const schema: ParamSchema = {
  chainId: { type: 'string', minLength: 1, required: true },
  network: { type: 'string', enum: ['mainnet', 'fuji'] },
  address: { type: 'string', hex: true, maxLength: 6 },
  id: { type: 'string', pattern: '^[a-z]+$' },
  pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  ratio: { type: 'number', minimum: 0, maximum: 1, nullable: true },
  verbose: { type: 'boolean' },
};

describe('checkFlatParams', () => {
  it("throws checkParams' own errors (field, rule and message) for every flat rule type", () => {
    const cases: Record<string, unknown>[] = [
      { chainId: '1' },
      {},
      { chainId: '' },
      { chainId: 5 },
      { chainId: '1', network: 'devnet' },
      { chainId: '1', network: 7 },
      { chainId: '1', address: '0xzz' },
      { chainId: '1', address: '0x123456' },
      { chainId: '1', id: 'A1' },
      { chainId: '1', id: 1 },
      { chainId: '1', pageSize: 0 },
      { chainId: '1', pageSize: 101 },
      { chainId: '1', pageSize: 1.5 },
      { chainId: '1', pageSize: 2 ** 60 },
      { chainId: '1', pageSize: '10' },
      { chainId: '1', pageSize: Number.NaN },
      { chainId: '1', ratio: null },
      { chainId: '1', ratio: 2 },
      { chainId: '1', verbose: 'yes' },
      { chainId: '1', verbose: false },
      { chainId: '1', other: 1 },
      { chainId: null },
    ];
    for (const params of cases) {
      expect(errorOf(checkFlatParams, params, schema), JSON.stringify(params)).toEqual(
        errorOf(checkParams, params, schema),
      );
    }
    expect(errorOf(checkFlatParams, { chainId: '' }, schema)).toEqual({
      field: 'chainId',
      rule: 'minLength 1',
      message: "chainId must be at least 1 character long (got '')",
    });
    expect(errorOf(checkFlatParams, { chainId: '1', other: 1 }, schema)?.rule).toBe('unknown parameter');
  });

  it("checkStringParams: checkParams' own errors for string fields, a TypeError for any other rule", () => {
    const strings: ParamSchema = { chainId: schema.chainId!, network: schema.network!, id: schema.id! };
    for (const params of [
      { chainId: '1' },
      {},
      { chainId: '' },
      { chainId: 1 },
      { chainId: '1', network: 'x' },
      { chainId: '1', id: 'A' },
      { chainId: '1', x: 1 },
    ]) {
      expect(errorOf(checkStringParams, params, strings), JSON.stringify(params)).toEqual(
        errorOf(checkParams, params, strings),
      );
    }
    expect(() => checkStringParams({}, { pageSize: schema.pageSize! })).toThrow(
      /checkStringParams takes no integer rule \(pageSize\)/,
    );
    expect(() => checkStringParams({}, {}, [{ anyOf: ['a'] }])).toThrow(
      /checkStringParams takes no cross-field rules/,
    );
  });

  it('lets unknown keys through without exact, as checkParams does', () => {
    expect(() => checkFlatParams({ chainId: '1', other: 1 }, schema)).not.toThrow();
  });

  it('refuses, as a programming error, a rule type or cross-field rules it does not read', () => {
    expect(() => checkFlatParams({}, { tags: { type: 'array', items: { type: 'string' } } })).toThrow(
      TypeError,
    );
    expect(() => checkFlatParams({ a: 1 }, {}, [{ anyOf: ['a'] }])).toThrow(/use checkParams/);
  });
});
