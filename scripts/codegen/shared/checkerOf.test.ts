import { checkParams, type ParamSchema } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import * as evm from '../../../packages/evm/src/generated/methods.js';
import * as nodeInfo from '../../../packages/node-info/src/generated/methods.js';
import * as pchain from '../../../packages/pchain/src/generated/methods.js';
import * as xchain from '../../../packages/xchain/src/generated/methods.js';
import { checkerOf } from './checkerOf.ts';

describe('checkerOf', () => {
  it('picks the smallest checker that reads the rules', () => {
    expect(checkerOf([], 0)).toBeUndefined();
    expect(checkerOf([{ type: 'string' }, { type: 'string' }], 0)).toBe('checkStringParams');
    expect(checkerOf([{ type: 'string' }, { type: 'integer' }, { type: 'boolean' }], 0)).toBe(
      'checkFlatParams',
    );
    expect(checkerOf([{ type: 'number' }], 0)).toBe('checkFlatParams');
    expect(checkerOf([{ type: 'string' }, { type: 'array' }], 0)).toBe('checkParams');
    expect(checkerOf([{ type: 'any' }], 0)).toBe('checkParams');
    // cross-field rules only checkParams reads
    expect(checkerOf([{ type: 'string' }], 1)).toBe('checkParams');
    expect(checkerOf([], 1)).toBe('checkParams');
  });
});

type Entry = { name: string; schema?: ParamSchema; check?: typeof checkParams };

/** Wrong values for a rule of each type, and values that pass where the type is right. */
const probes: unknown[] = [
  undefined,
  null,
  '',
  'x',
  '0x1',
  'P-local1abc',
  7,
  -1,
  1.5,
  2 ** 60,
  true,
  [],
  {},
  10n,
];

function outcome(check: typeof checkParams, params: Record<string, unknown>, schema: ParamSchema): string {
  try {
    check(params, schema, undefined, { exact: true });
    return 'ok';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

describe('the generated JSON-RPC entries with a smaller checker', () => {
  const entries = [evm, nodeInfo, pchain, xchain].flatMap((m) =>
    Object.values(m.methods as Record<string, Entry>).filter((e) => e.schema && e.check !== checkParams),
  );

  it('are many (the flat checkers are used)', () => {
    expect(entries.length).toBeGreaterThan(20);
  });

  it('refuse and accept exactly what checkParams does, with the same error', () => {
    for (const entry of entries) {
      const schema = entry.schema as ParamSchema;
      const fields = Object.keys(schema);
      const check = entry.check as typeof checkParams;
      // each field alone with each probe, every field with each probe, and an unknown key
      const inputs: Record<string, unknown>[] = [{}, { bogus: 1 }];
      for (const probe of probes) {
        for (const field of fields) inputs.push({ [field]: probe });
        inputs.push(Object.fromEntries(fields.map((f) => [f, probe])));
      }
      for (const params of inputs) {
        expect(
          outcome(check, params, schema),
          `${entry.name} ${JSON.stringify(params, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
        ).toBe(outcome(checkParams, params, schema));
      }
    }
  });
});
