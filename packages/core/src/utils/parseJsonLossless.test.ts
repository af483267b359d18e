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

  it('quotes big integers after long strings full of escapes (the scanner keeps no stack)', () => {
    const text = `{"s":"${'\\"'.repeat(200_000)}","n":18446744073709551615,"t":"${'\\\\'.repeat(3)}"}`;
    expect(parseJsonLossless(text)).toEqual({
      s: '"'.repeat(200_000),
      n: '18446744073709551615',
      t: '\\\\\\',
    });
  });

  it('throws what JSON.parse throws for a body that is not JSON', () => {
    expect(() => parseJsonLossless('{"a":12345678901234567890')).toThrow(SyntaxError);
    expect(() => parseJsonLossless('<html>')).toThrow(SyntaxError);
  });
});

describe('parseJsonLossless, strict and bounded (issue 25)', () => {
  it.each([
    '[0012345678901234567890]',
    '{"a":-012345678901234567890}',
    '[01]',
    '{12345678901234567890:1}',
    '{"a":1,12345678901234567890:2}',
    '[12345678901234567890',
    '[1e12345678901234567,]',
  ])('refuses %s as JSON.parse does', (text) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(() => parseJsonLossless(text)).toThrow(SyntaxError);
  });

  it('nesting past maxDepth is a SyntaxError, never a RangeError; at maxDepth it parses', () => {
    const deep = (d: number) => '['.repeat(d) + ']'.repeat(d);
    expect(() => parseJsonLossless(deep(100_000))).toThrow(SyntaxError);
    expect(() => parseJsonLossless(deep(11), { maxDepth: 10 })).toThrow(/nested deeper than 10 levels/);
    expect(parseJsonLossless(deep(10), { maxDepth: 10 })).toEqual(JSON.parse(deep(10)));
    expect(() => parseJsonLossless(`{"a":${deep(10)}}`, { maxDepth: 10 })).toThrow(SyntaxError);
    // past the first big integer (where the first walk stops), and on the re-parse path (duplicate keys)
    expect(() => parseJsonLossless(`[18446744073709551615,${deep(10)}]`, { maxDepth: 10 })).toThrow(
      /nested deeper than 10 levels/,
    );
    expect(() =>
      parseJsonLossless(`{"a":18446744073709551615,"a":1,"b":${deep(10)}}`, { maxDepth: 10 }),
    ).toThrow(/nested deeper than 10 levels/);
    expect(parseJsonLossless(`[18446744073709551615,${deep(9)}]`, { maxDepth: 10 })).toEqual([
      '18446744073709551615',
      JSON.parse(deep(9)),
    ]);
  });

  it('keeps every big integer exact whatever the key order or duplicates', () => {
    expect(
      parseJsonLossless(
        '{"a":{},"b":18446744073709551615,"a":18446744073709551616,"c":[1e300,-18446744073709551617]}',
      ),
    ).toEqual({ a: '18446744073709551616', b: '18446744073709551615', c: [1e300, '-18446744073709551617'] });
    expect(parseJsonLossless('{"b":18446744073709551615,"1":18446744073709551616}')).toEqual({
      '1': '18446744073709551616',
      b: '18446744073709551615',
    });
    expect(parseJsonLossless('[1.8446744073709552e19,18446744073709551615]')).toEqual([
      1.8446744073709552e19,
      '18446744073709551615',
    ]);
    expect(parseJsonLossless(' -18446744073709551615 ')).toBe('-18446744073709551615');
    expect(parseJsonLossless('{"a":"x\\\\","b":[9007199254740992,9007199254740991]}')).toEqual({
      a: 'x\\',
      b: ['9007199254740992', 9007199254740991],
    });
  });
});
