import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { checkParams } from '../validation/checkParams.js';
import { paramsForWire } from './paramsForWire.js';
import type { MethodSpec } from './types.js';

const byName: MethodSpec = { endpoint: '/ext/info', by: 'name', params: ['nodeIDs'] };
const feeHistory: MethodSpec = {
  endpoint: '/ext/bc/C/rpc',
  by: 'position',
  params: ['blockCount', 'newestBlock', 'rewardPercentiles'],
  schema: { blockCount: { type: 'string', required: true } },
  check: checkParams,
  wireDefaults: { rewardPercentiles: [] },
};

describe('paramsForWire', () => {
  it('sends the params of a method the table lacks exactly as given', () => {
    const params = { anything: 1 };
    expect(paramsForWire(undefined, params)).toBe(params);
    expect(paramsForWire(undefined, undefined)).toBeUndefined();
  });

  it('refuses a key a by-name method does not have, an own __proto__ included; no params is {}', () => {
    expect(paramsForWire(byName, undefined)).toEqual({});
    expect(() => paramsForWire(byName, { nodeIDs: [], other: 1 })).toThrow(ValidationError);
    expect(() => paramsForWire(byName, JSON.parse('{"__proto__": {}}'))).toThrow(ValidationError);
  });

  it('refuses an unknown key of a method without checks as checkParams does, with no checker on the spec', () => {
    const bare: MethodSpec = { endpoint: '/ext/info', by: 'name', params: [] };
    const both = (params: unknown, spec: MethodSpec) => {
      const thrown = [
        () => paramsForWire(spec, params),
        () => paramsForWire({ ...spec, schema: {}, check: checkParams }, params),
      ].map((f) => {
        try {
          f();
        } catch (error) {
          return error as ValidationError;
        }
        throw new Error('not refused');
      });
      return thrown.map((e) => [e.constructor, e.field, e.rule, e.message]);
    };
    const [own, checked] = both({ other: 1 }, bare);
    expect(own).toEqual(checked);
    expect(own?.[3]).toMatch(/other.*Known parameters: none\./s);
    const [ownProto, checkedProto] = both(JSON.parse('{"__proto__": {}}'), bare);
    expect(ownProto).toEqual(checkedProto);
    expect(paramsForWire(bare, undefined)).toEqual({});
  });

  it('a spec with schema or rules but no check is refused before anything is checked or sent', () => {
    const { check: _, ...unchecked } = { ...feeHistory, check: undefined };
    expect(() => paramsForWire(unchecked, ['0x1'])).toThrow(/need its check/);
    const rulesOnly: MethodSpec = {
      endpoint: '/x',
      by: 'name',
      params: ['a', 'b'],
      rules: [{ anyOf: ['a', 'b'] }],
    };
    expect(() => paramsForWire(rulesOnly, { a: 1 })).toThrow(/need its check/);
    expect(() => paramsForWire({ ...rulesOnly, check: checkParams }, {})).toThrow(ValidationError);
  });

  it('checks by-position arguments by name and fills wire defaults for those left out', () => {
    expect(() => paramsForWire(feeHistory, [])).toThrow(/blockCount/);
    expect(paramsForWire(feeHistory, ['0x1', 'latest'])).toEqual(['0x1', 'latest', []]);
    expect(paramsForWire(feeHistory, ['0x1', 'latest', [50]])).toEqual(['0x1', 'latest', [50]]);
    const noDefaults: MethodSpec = { endpoint: '/x', by: 'position', params: ['a'] };
    expect(paramsForWire(noDefaults, undefined)).toEqual([]);
  });
});
