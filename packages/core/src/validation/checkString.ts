import { count, fail, passes, quote } from './fail.js';
import type { ParamRule } from './types.js';

/** A string rule. */
export type StringRule = Extract<ParamRule, { type: 'string' }>;

const hexDigits = /^(0x)?[0-9a-f]*$/i;
const patterns = new Map<string, RegExp>();

/**
 * Checks one value against a string rule (checkValue's `string` case, alone so that a bundle whose checks are
 * all strings carries no other rule type); throws ValidationError naming `field`.
 */
export function checkString(field: string, value: unknown, rule: StringRule): void {
  if (passes(value, rule)) return;
  if (typeof value !== 'string') fail(field, value, 'string', `be ${describeString(rule)}`);
  if (rule.enum && !rule.enum.includes(value))
    fail(field, value, `one of ${rule.enum.join(', ')}`, `be one of ${rule.enum.map(quote).join(', ')}`);
  if (rule.minLength !== undefined && value.length < rule.minLength)
    fail(
      field,
      value,
      `minLength ${rule.minLength}`,
      `be at least ${count(rule.minLength, 'character')} long`,
    );
  if (rule.maxLength !== undefined && value.length > rule.maxLength)
    fail(
      field,
      value,
      `maxLength ${rule.maxLength}`,
      `be at most ${count(rule.maxLength, 'character')} long`,
    );
  if (rule.hex && !hexDigits.test(value)) fail(field, value, 'hex', 'be hex digits (0x optional)');
  if (rule.pattern !== undefined) {
    let re = patterns.get(rule.pattern);
    if (!re) {
      re = new RegExp(rule.pattern, 'u');
      patterns.set(rule.pattern, re);
    }
    if (!re.test(value)) fail(field, value, `pattern ${rule.pattern}`, `match ${rule.pattern}`);
  }
}

/** What a string rule accepts, for the message of a value of the wrong type. */
export function describeString(rule: StringRule): string {
  if (rule.enum) return rule.enum.map(quote).join(' | ');
  return rule.pattern !== undefined ? `a string matching ${rule.pattern}` : 'a string';
}
