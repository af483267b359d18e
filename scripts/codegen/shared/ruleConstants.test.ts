import { describe, expect, test } from 'vitest';
import { reference, referencesToSource, ruleConstants, rulesSource, withConstants } from './ruleConstants.ts';
import { toParamRule } from './toRule.ts';

const entry = {
  type: 'object',
  properties: {
    address: { type: 'string', required: true },
    utxo: { type: 'string', required: true },
  },
};
const pair = (name: string) => ({
  type: 'object',
  properties: { a: { type: 'string' }, [name]: { type: 'boolean' } },
});

describe('ruleConstants', () => {
  test('a properties map both sides hold becomes one constant, named after the field holding it', () => {
    const constants = ruleConstants(
      [{ rule: { type: 'object', properties: { startIndex: entry } }, hint: 'args' }],
      [{ rule: { type: 'array', items: entry }, hint: 'getUTXOsResult' }],
    );
    expect(constants.declarations).toEqual([['StartIndex', entry.properties]]);
    expect(withConstants({ type: 'array', items: entry }, constants, 'evmRules.')).toEqual({
      type: 'array',
      items: { type: 'object', properties: reference('evmRules.StartIndex') },
    });
  });

  test('a map only one side holds, or of one field, stays inline', () => {
    const one = { type: 'object', properties: { txID: { type: 'string' } } };
    const constants = ruleConstants(
      [
        { rule: pair('x'), hint: 'p' },
        { rule: one, hint: 'q' },
      ],
      [
        { rule: pair('y'), hint: 'r' },
        { rule: one, hint: 's' },
      ],
    );
    expect(constants.declarations).toEqual([]);
    expect(rulesSource(constants)).toBeUndefined();
    expect(withConstants(pair('x'), constants, 'rules.')).toEqual(pair('x'));
  });

  test('a map is named after the spec component it was read from; a second map of one name is numbered', () => {
    const doc = {
      components: {
        schemas: {
          Index: { type: 'object', properties: { address: { type: 'string' }, utxo: { type: 'string' } } },
        },
      },
    };
    const named = toParamRule(doc, { $ref: '#/components/schemas/Index' });
    const constants = ruleConstants(
      [
        { rule: named, hint: 'startIndex' },
        { rule: pair('x'), hint: 'index' },
      ],
      [
        { rule: named, hint: 'endIndex' },
        { rule: pair('x'), hint: 'other' },
      ],
    );
    expect(constants.declarations.map(([name]) => name)).toEqual(['Index', 'Index2']);
  });

  test('an outer constant references the inner ones, declared before it', () => {
    const outer = { type: 'object', properties: { index: entry, limit: { type: 'integer' } } };
    const constants = ruleConstants([{ rule: outer, hint: 'args' }], [{ rule: outer, hint: 'result' }]);
    expect(constants.declarations.map(([name]) => name)).toEqual(['Index', 'Args']);
    const source = rulesSource(constants) ?? '';
    expect(source).toContain('export const Index: ParamSchema = {"address"');
    expect(source).toContain(
      'export const Args: ParamSchema = {"index":{"type":"object","properties":Index}',
    );
  });
});

test('referencesToSource writes each placeholder as the code it names', () => {
  expect(referencesToSource(JSON.stringify([reference('evm.eth_call'), { p: reference('rules.A') }]))).toBe(
    '[evm.eth_call,{"p":rules.A}]',
  );
});
