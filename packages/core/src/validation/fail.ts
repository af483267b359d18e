import { ValidationError } from '../errors/ValidationError.js';
import type { ParamRule } from './types.js';

/** Throws the ValidationError of `field`'s `value` breaking `broken` (the error's `rule`); the message says what it `must` be. */
export function fail(field: string, value: unknown, broken: string, must: string): never {
  throw new ValidationError({ field, rule: broken, requirement: `must ${must}`, got: preview(value) });
}

/** Whether a rule lets the value through unchecked: undefined (required-ness is checked apart), or null where the rule is `nullable`. */
export function passes(value: unknown, rule: ParamRule): boolean {
  return value === undefined || (value === null && rule.nullable === true);
}

/**
 * A short, safe view of a value for a message: a string of up to 40 characters quoted, a longer one by its
 * length, an array by its length, an object not at all.
 */
export function preview(value: unknown): string {
  if (typeof value === 'string')
    return value.length > 40 ? `a string of ${value.length} characters` : quote(value);
  if (Array.isArray(value)) return `an array of ${count(value.length, 'item')}`;
  if (value === null || typeof value !== 'object') return String(value);
  return 'an object';
}

/** A string in single quotes, with JSON's escapes (a newline shows as `\n`). */
export function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1)}'`;
}

/** `1 item`, `2 items`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
