// Wire values kept as the wire has them, pinned where mutation testing (issue 18) found no test noticing.
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './parseJsonLossless.js';

describe('parseJsonLossless', () => {
  it('keeps big integers exact as object values and array items, leaving their neighbours alone', () => {
    expect(
      parseJsonLossless(
        '{"a":18446744073709551615,"b":1,"c":"18446744073709551615","d":[1,99999999999999999]}',
      ),
    ).toEqual({
      a: '18446744073709551615',
      b: 1,
      c: '18446744073709551615',
      d: [1, '99999999999999999'],
    });
  });

  it('keeps sixteen-digit safe integers as numbers, and big fractions or exponents as numbers', () => {
    expect(
      parseJsonLossless('{"a":1234567890123456,"b":12345678901234567.5,"c":12345678901234567e2}'),
    ).toEqual({
      a: 1234567890123456,
      b: Number('12345678901234567.5'),
      c: Number('12345678901234567e2'),
    });
    expect(parseJsonLossless('[-9007199254740991, -9007199254740993]')).toEqual([
      -9007199254740991,
      '-9007199254740993',
    ]);
  });

  it('skips strings that hold quotes, backslashes and digits, whatever follows them', () => {
    const text = '{"s":"a\\\\","t":"\\"12345678901234567890\\"","n":12345678901234567890}';
    expect(parseJsonLossless(text)).toEqual({
      s: 'a\\',
      t: '"12345678901234567890"',
      n: '12345678901234567890',
    });
  });

  it('catches a sixteen-digit unsafe integer right after a colon, and leaves long fractions as numbers', () => {
    expect(parseJsonLossless('{"a":9007199254740993}')).toEqual({ a: '9007199254740993' });
    expect(parseJsonLossless('{"a":0.12345678901234567,"b":18446744073709551615}')).toEqual({
      a: Number('0.12345678901234567'),
      b: '18446744073709551615',
    });
  });

  it('parses a long number inside a key-looking string without touching it', () => {
    expect(parseJsonLossless('{"12345678901234567890":true}')).toEqual({ '12345678901234567890': true });
  });
});
