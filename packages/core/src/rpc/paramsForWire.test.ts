import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { paramsForWire } from './paramsForWire.js';
import type { MethodSpec } from './types.js';

const byName: MethodSpec = { endpoint: '/ext/info', by: 'name', params: ['nodeIDs'] };
const feeHistory: MethodSpec = {
  endpoint: '/ext/bc/C/rpc',
  by: 'position',
  params: ['blockCount', 'newestBlock', 'rewardPercentiles'],
  schema: { blockCount: { type: 'string', required: true } },
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

  it('checks by-position arguments by name and fills wire defaults for those left out', () => {
    expect(() => paramsForWire(feeHistory, [])).toThrow(/blockCount/);
    expect(paramsForWire(feeHistory, ['0x1', 'latest'])).toEqual(['0x1', 'latest', []]);
    expect(paramsForWire(feeHistory, ['0x1', 'latest', [50]])).toEqual(['0x1', 'latest', [50]]);
    const noDefaults: MethodSpec = { endpoint: '/x', by: 'position', params: ['a'] };
    expect(paramsForWire(noDefaults, undefined)).toEqual([]);
  });
});
