import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './parseJsonLossless.js';

describe('parseJsonLossless', () => {
  it('keeps an integer past 2^53 as its exact decimal string, where JSON.parse rounds it', () => {
    // what avm.getTx (json) sends for the genesis allocation's change output
    const text = '{"output":{"amount":290992797742259007,"locktime":0,"threshold":1}}';
    expect((JSON.parse(text) as { output: { amount: number } }).output.amount).toBe(290992797742259000);
    expect(parseJsonLossless(text)).toEqual({
      output: { amount: '290992797742259007', locktime: 0, threshold: 1 },
    });
  });

  it('leaves safe integers, fractions, exponents and negative numbers as numbers', () => {
    expect(
      parseJsonLossless(
        '[9007199254740991, -9007199254740991, 1.5, 1e21, 12345678901234567.5, 0, -1]',
      ) as number[],
    ).toEqual(JSON.parse('[9007199254740991, -9007199254740991, 1.5, 1e21, 12345678901234567.5, 0, -1]'));
  });

  it('converts 2^53 + 1 and large negatives, in arrays, at the top level and after whitespace', () => {
    expect(parseJsonLossless('9007199254740993')).toBe('9007199254740993');
    expect(parseJsonLossless('[ 9007199254740993 ,\n -18446744073709551615]')).toEqual([
      '9007199254740993',
      '-18446744073709551615',
    ]);
  });

  it('never touches digits inside strings, escaped quotes included', () => {
    const text = '{"a":"x\\",: 123456789012345678901","b":"123456789012345678901","c":123456789012345678901}';
    expect(parseJsonLossless(text)).toEqual({
      a: 'x",: 123456789012345678901',
      b: '123456789012345678901',
      c: '123456789012345678901',
    });
  });

  it('throws what JSON.parse throws for a body that is not JSON', () => {
    expect(() => parseJsonLossless('{"a":12345678901234567890')).toThrow(SyntaxError);
    expect(() => parseJsonLossless('<html>')).toThrow(SyntaxError);
  });
});
