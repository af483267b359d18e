import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { checkParams } from './checkParams.js';
import type { CrossRule, ParamSchema } from './types.js';

function broken(params: Record<string, unknown> | undefined, schema: ParamSchema, rules?: CrossRule[]) {
  try {
    checkParams(params, schema, rules);
  } catch (error) {
    if (!ValidationError.isInstance(error)) throw error;
    return { field: error.field, rule: error.rule };
  }
  return undefined;
}

describe('checkParams', () => {
  const schema: ParamSchema = {
    chainId: { type: 'string', required: true },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  };

  it('passes good params and reports the first bad field', () => {
    expect(broken({ chainId: '43114', pageSize: 10 }, schema)).toBeUndefined();
    expect(broken({ chainId: '43114' }, schema)).toBeUndefined();
    expect(broken({ chainId: '43114', pageSize: 500 }, schema)).toEqual({
      field: 'pageSize',
      rule: 'maximum 100',
    });
  });

  it('reports a missing required field, also when params are undefined', () => {
    expect(broken({ pageSize: 10 }, schema)).toEqual({ field: 'chainId', rule: 'required' });
    expect(broken(undefined, schema)).toEqual({ field: 'chainId', rule: 'required' });
    expect(broken(undefined, { pageSize: schema.pageSize! })).toBeUndefined();
  });

  it('anyOf: at least one of the fields is given', () => {
    const rules: CrossRule[] = [{ anyOf: ['message', 'justification'] }];
    expect(broken({ justification: 'j' }, {}, rules)).toBeUndefined();
    expect(broken({}, {}, rules)).toEqual({
      field: 'message | justification',
      rule: 'one of message, justification required',
    });
  });

  it('sumAtMost: the fields add up to at most max', () => {
    const rules: CrossRule[] = [
      { sumAtMost: { fields: ['quorumPercentage', 'quorumPercentageBuffer'], max: 100 } },
    ];
    expect(broken({ quorumPercentage: 67, quorumPercentageBuffer: 33 }, {}, rules)).toBeUndefined();
    expect(broken({ quorumPercentage: 90 }, {}, rules)).toBeUndefined();
    expect(broken({ quorumPercentage: 90, quorumPercentageBuffer: 20 }, {}, rules)).toEqual({
      field: 'quorumPercentage + quorumPercentageBuffer',
      rule: 'sum at most 100',
    });
  });

  it('lessThan and lessOrEqual compare numbers and big decimal strings exactly, when both are given', () => {
    const lt: CrossRule[] = [{ lessThan: ['startBlock', 'endBlock'] }];
    const le: CrossRule[] = [{ lessOrEqual: ['startTimestamp', 'endTimestamp'] }];
    expect(broken({ startBlock: 1, endBlock: 2 }, {}, lt)).toBeUndefined();
    expect(broken({ startBlock: 2, endBlock: 2 }, {}, lt)).toEqual({
      field: 'startBlock',
      rule: 'less than endBlock',
    });
    expect(broken({ startBlock: '18446744073709551617', endBlock: '18446744073709551616' }, {}, lt)).toEqual({
      field: 'startBlock',
      rule: 'less than endBlock',
    });
    expect(broken({ startBlock: 5 }, {}, lt)).toBeUndefined();
    expect(broken({ startTimestamp: 2, endTimestamp: 2 }, {}, le)).toBeUndefined();
    expect(broken({ startTimestamp: 3, endTimestamp: 2 }, {}, le)).toEqual({
      field: 'startTimestamp',
      rule: 'at most endTimestamp',
    });
  });

  it('checks fields before cross rules', () => {
    const rules: CrossRule[] = [{ lessThan: ['a', 'b'] }];
    expect(broken({ a: 'x', b: 1 }, { a: { type: 'integer' } }, rules)).toEqual({
      field: 'a',
      rule: 'integer',
    });
  });

  it('with nullIsAbsent, reads a null as absent unless the field is nullable (cross-field rules too)', () => {
    const absent = { nullIsAbsent: true };
    const check = (params: Record<string, unknown>, rules?: CrossRule[]) => () =>
      checkParams(params, schema, rules, absent);
    expect(check({ chainId: '43114', pageSize: null })).not.toThrow();
    expect(check({ chainId: null })).toThrow('chainId is required');
    expect(broken({ chainId: '43114', pageSize: null }, schema)).toEqual({
      field: 'pageSize',
      rule: 'integer',
    });
    expect(() =>
      checkParams({ memo: null }, { memo: { type: 'string', nullable: true, required: true } }),
    ).not.toThrow();
    expect(check({ chainId: '1', message: null }, [{ anyOf: ['message', 'justification'] }])).toThrow(
      ValidationError,
    );
    // an unknown key is refused by exact whether or not it is null
    expect(() =>
      checkParams({ chainId: '1', extra: null }, schema, [], { exact: true, nullIsAbsent: true }),
    ).toThrow('extra is not a known parameter');
  });
});
