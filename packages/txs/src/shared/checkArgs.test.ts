import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { checkAmount, checkKeys, checkOneOf } from './checkArgs.js';

function refusal(run: () => unknown): ValidationError {
  try {
    run();
  } catch (e) {
    if (ValidationError.isInstance(e)) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('argument checks', () => {
  it('amounts are bigints from 1 to 2^64 - 1', () => {
    expect(checkAmount(1n, 'amount')).toBe(1n);
    expect(checkAmount(2n ** 64n - 1n, 'amount')).toBe(2n ** 64n - 1n);
    expect(refusal(() => checkAmount(0n, 'amount')).message).toBe(
      'amount must be from 1 to 2^64 - 1 (got 0)',
    );
    expect(refusal(() => checkAmount(-5n, 'amount')).field).toBe('amount');
    expect(refusal(() => checkAmount(2n ** 64n, 'amount')).field).toBe('amount');
    expect(refusal(() => checkAmount(5, 'amount')).message).toBe(
      'amount must be a bigint (nAVAX) (got number)',
    );
  });

  it('unknown keys (__proto__ too) and missing required ones are refused by name', () => {
    expect(refusal(() => checkKeys({ amount: 1n, colour: 1 }, 'send', ['amount'])).field).toBe('colour');
    const hostile = JSON.parse('{"amount":1,"__proto__":{"x":1}}');
    expect(refusal(() => checkKeys(hostile, 'send', ['amount'])).field).toBe('__proto__');
    expect(refusal(() => checkKeys({}, 'send', ['amount'])).message).toBe('amount is required');
    expect(refusal(() => checkKeys(null, 'send', ['amount'])).field).toBe('send');
    expect(checkKeys({ amount: 1n, to: 'x' }, 'send', ['amount'], ['to'])).toEqual({ amount: 1n, to: 'x' });
  });

  it('one of a list', () => {
    expect(checkOneOf('X', 'chain', ['X', 'P'])).toBe('X');
    expect(refusal(() => checkOneOf('C', 'chain', ['X', 'P'])).message).toBe(
      "chain must be one of 'X', 'P' (got 'C')",
    );
  });
});
