// Cross-field and whole-object checks users rely on, pinned where mutation testing (issue 18) found no test noticing.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { checkParams } from './checkParams.js';
import type { CrossRule, ParamSchema } from './types.js';

function broken(
  params: Record<string, unknown> | undefined,
  schema: ParamSchema,
  rules?: CrossRule[],
  exact = false,
) {
  try {
    checkParams(params, schema, rules, { exact });
  } catch (error) {
    if (!ValidationError.isInstance(error)) throw error;
    return { field: error.field, rule: error.rule, details: error.details, message: error.shortMessage };
  }
  return undefined;
}

describe('checkParams', () => {
  it('exact: refuses a key the schema does not have, an own __proto__ included, naming the known ones', () => {
    const schema: ParamSchema = { chainId: { type: 'string' }, pageSize: { type: 'integer' } };
    expect(broken({ chainId: '1', pagesize: 10 }, schema, [], true)).toEqual({
      field: 'pagesize',
      rule: 'unknown parameter',
      details: 'Known parameters: chainId, pageSize.',
      message: 'pagesize is not a known parameter',
    });
    expect(broken(JSON.parse('{"__proto__":{"x":1}}'), schema, [], true)?.field).toBe('__proto__');
    expect(broken({ a: 1 }, {}, [], true)?.details).toBe('Known parameters: none.');
    expect(broken({ chainId: '1' }, schema, [], true)).toBeUndefined();
    expect(broken({ other: 1 }, schema)).toBeUndefined();
  });

  it('a required field given as null is checked as a value, not taken as missing', () => {
    const schema: ParamSchema = { chainId: { type: 'string', required: true } };
    expect(broken({ chainId: null }, schema)).toMatchObject({ field: 'chainId', rule: 'string' });
    expect(broken({}, schema)).toMatchObject({ rule: 'required', message: 'chainId is required' });
  });

  it('anyOf: an empty string counts as not given', () => {
    const rules: CrossRule[] = [{ anyOf: ['message', 'justification'] }];
    expect(broken({ message: '' }, {}, rules)).toMatchObject({
      rule: 'one of message, justification required',
      message: 'message | justification is required (at least one of them)',
    });
    expect(broken({ message: '', justification: 'j' }, {}, rules)).toBeUndefined();
    expect(broken({ message: 'm' }, {}, rules)).toBeUndefined();
  });

  it('sumAtMost: max itself passes; a missing or non-numeric field adds nothing; the sum is shown', () => {
    const rules: CrossRule[] = [{ sumAtMost: { fields: ['a', 'b'], max: 100 } }];
    expect(broken({ a: 50, b: 50 }, {}, rules)).toBeUndefined();
    expect(broken({ a: 101, b: 'x' }, {}, rules)).toEqual({
      field: 'a + b',
      rule: 'sum at most 100',
      details: 'a + b = 101.',
      message: 'a + b must add up to at most 100',
    });
    expect(broken({ a: 100, b: 'x' }, {}, rules)).toBeUndefined();
    expect(broken({ a: '60', b: '41' }, {}, rules)?.details).toBe('a + b = 101.');
  });

  it('lessThan compares hex block numbers by value, mixed with decimal ones', () => {
    const lt: CrossRule[] = [{ lessThan: ['fromBlock', 'toBlock'] }];
    expect(broken({ fromBlock: '0x10', toBlock: '0x2' }, {}, lt)).toMatchObject({
      field: 'fromBlock',
      rule: 'less than toBlock',
      message: "fromBlock must be less than toBlock (got '0x10', with toBlock '0x2')",
    });
    expect(broken({ fromBlock: '0x2', toBlock: '0x10' }, {}, lt)).toBeUndefined();
    expect(broken({ fromBlock: '0XA', toBlock: 10 }, {}, lt)?.rule).toBe('less than toBlock');
    expect(broken({ fromBlock: '9', toBlock: '0xa' }, {}, lt)).toBeUndefined();
    expect(broken({ fromBlock: 10n, toBlock: 9n }, {}, lt)?.rule).toBe('less than toBlock');
    expect(broken({ fromBlock: 3, toBlock: 2 }, {}, lt)?.rule).toBe('less than toBlock');
  });

  it('lessThan and lessOrEqual skip values that are not numbers (a tag, a non-decimal string)', () => {
    const lt: CrossRule[] = [{ lessThan: ['fromBlock', 'toBlock'] }];
    expect(broken({ fromBlock: 'latest', toBlock: 'earliest' }, {}, lt)).toBeUndefined();
    expect(broken({ fromBlock: '0x', toBlock: '1' }, {}, lt)).toBeUndefined();
    expect(broken({ fromBlock: '12a', toBlock: '1' }, {}, lt)).toBeUndefined();
    expect(broken({ fromBlock: 'x10', toBlock: '1' }, {}, lt)).toBeUndefined();
    expect(broken({ toBlock: 1 }, {}, lt)).toBeUndefined();
  });

  it('compares fractional numbers too: equal fails lessThan, passes lessOrEqual; greater fails both', () => {
    const lt: CrossRule[] = [{ lessThan: ['a', 'b'] }];
    const le: CrossRule[] = [{ lessOrEqual: ['a', 'b'] }];
    expect(broken({ a: 1.5, b: 1.5 }, {}, lt)?.rule).toBe('less than b');
    expect(broken({ a: 1.5, b: 2.5 }, {}, lt)).toBeUndefined();
    expect(broken({ a: 1.5, b: 1.5 }, {}, le)).toBeUndefined();
    expect(broken({ a: 2.5, b: 1.5 }, {}, le)).toMatchObject({
      rule: 'at most b',
      message: 'a must be at most b (got 2.5, with b 1.5)',
    });
    expect(broken({ a: 1.5, b: 2 }, {}, le)).toBeUndefined();
    expect(broken({ a: 3, b: 2.5 }, {}, le)?.rule).toBe('at most b');
    expect(broken({ a: '3', b: '2' }, {}, le)?.rule).toBe('at most b');
    expect(broken({ a: '2', b: '2' }, {}, le)).toBeUndefined();
  });

  it('checks every rule in order, not only the first', () => {
    const rules: CrossRule[] = [{ anyOf: ['a'] }, { lessThan: ['a', 'b'] }, { lessOrEqual: ['c', 'd'] }];
    expect(broken({ a: 1, b: 2, c: 5, d: 4 }, {}, rules)?.rule).toBe('at most d');
  });
});
