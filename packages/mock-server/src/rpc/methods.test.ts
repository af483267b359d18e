import * as evm from '@pkg/evm/methods';
import * as pchain from '@pkg/pchain/methods';
import { describe, expect, test } from 'vitest';
import { rpcMethodSpecs } from '../generated/rpcMethods.js';
import { rpcMethods } from './methods.js';

describe('JSON-RPC methods', () => {
  test("a method's request is its client's own entry, not a copy", () => {
    expect(rpcMethodSpecs.find((m) => m.request.name === 'eth_getBalance')?.request).toBe(evm.eth_getBalance);
    expect(rpcMethodSpecs.find((m) => m.request.name === 'platform.getHeight')?.request).toBe(
      pchain.platform_getHeight,
    );
  });

  test("the server reads the entry's params and rules, a union left to the handlers", () => {
    const getBalance = rpcMethods.find((m) => m.name === 'eth_getBalance');
    expect(getBalance).toMatchObject({ paramStructure: 'by-position', rules: [] });
    expect(getBalance?.params.map((p) => [p.name, p.required, p.rule.type])).toEqual([
      ['address', true, 'string'],
      ['block', true, 'any'],
    ]);
  });
});
