import { fail, passes } from './fail.js';
import type { ParamRule } from './types.js';

/** An integer or number rule. */
export type NumberRule = Extract<ParamRule, { type: 'integer' | 'number' }>;

/** Checks one value against an integer or number rule (checkValue's numeric cases); throws ValidationError naming `field`. */
export function checkNumber(field: string, value: unknown, rule: NumberRule): void {
  if (passes(value, rule)) return;
  if (typeof value !== 'number' || Number.isNaN(value))
    fail(field, value, rule.type, `be ${describeNumber(rule)}`);
  if (rule.type === 'integer') {
    if (!Number.isInteger(value)) fail(field, value, 'integer', 'be an integer');
    // past 2^53 an integer is no longer exact, and it prints with an exponent (1e+21) that no API reads
    if (!Number.isSafeInteger(value))
      fail(field, value, 'safe integer', 'be a safe integer (from -(2^53 - 1) to 2^53 - 1)');
  }
  if (rule.minimum !== undefined && value < rule.minimum)
    fail(field, value, `minimum ${rule.minimum}`, `be at least ${rule.minimum}`);
  if (rule.maximum !== undefined && value > rule.maximum)
    fail(field, value, `maximum ${rule.maximum}`, `be at most ${rule.maximum}`);
}

/** What a numeric rule accepts, for the message of a value of the wrong type. */
export function describeNumber(rule: NumberRule): string {
  const bounds = [
    rule.minimum !== undefined ? `>= ${rule.minimum}` : '',
    rule.maximum !== undefined ? `<= ${rule.maximum}` : '',
  ].filter(Boolean);
  return `${rule.type === 'integer' ? 'an integer' : 'a number'}${bounds.length ? ` ${bounds.join(' and ')}` : ''}`;
}
