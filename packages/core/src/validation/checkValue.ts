import { ValidationError } from '../errors/ValidationError.js';
import type { ParamRule } from './types.js';

/** How checkValue and checkParams read a value. */
export interface CheckOptions {
  /**
   * A null where the rule is not `nullable` counts as an absent value (a required field is then missing),
   * as Go's encoding/json and class-validator's IsOptional read it; the mock server checks requests so.
   * @default false (null is a value, and only a `nullable` rule accepts it)
   */
  nullIsAbsent?: boolean;
}

const hexDigits = /^(0x)?[0-9a-f]*$/i;
const patterns = new Map<string, RegExp>();

/**
 * Checks one value against its rule; throws ValidationError naming `field` and the rule broken.
 * Undefined passes (required-ness is checked by checkParams), and null where the rule is `nullable`.
 *
 * @example
 * import { checkValue } from '@pkg/core';
 * checkValue('pageSize', 500, { type: 'integer', minimum: 1, maximum: 100 }); // throws: pageSize must be at most 100 (got 500)
 */
export function checkValue(field: string, value: unknown, rule: ParamRule, options?: CheckOptions): void {
  if (value === undefined || (value === null && rule.nullable)) return;
  /** Throws for the rule `broken` (the error's `rule`), the message saying what the field `must` be. */
  function fail(broken: string, must: string): never {
    throw new ValidationError({ field, rule: broken, requirement: `must ${must}`, got: preview(value) });
  }
  switch (rule.type) {
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || Number.isNaN(value)) fail(rule.type, `be ${describeRule(rule)}`);
      if (rule.type === 'integer' && !Number.isInteger(value)) fail('integer', 'be an integer');
      // past 2^53 an integer is no longer exact, and it prints with an exponent (1e+21) that no API reads
      if (rule.type === 'integer' && !Number.isSafeInteger(value))
        fail('safe integer', 'be a safe integer (from -(2^53 - 1) to 2^53 - 1)');
      if (rule.minimum !== undefined && (value as number) < rule.minimum)
        fail(`minimum ${rule.minimum}`, `be at least ${rule.minimum}`);
      if (rule.maximum !== undefined && (value as number) > rule.maximum)
        fail(`maximum ${rule.maximum}`, `be at most ${rule.maximum}`);
      return;
    case 'string': {
      if (typeof value !== 'string') fail('string', `be ${describeRule(rule)}`);
      if (rule.enum && !rule.enum.includes(value))
        fail(`one of ${rule.enum.join(', ')}`, `be one of ${rule.enum.map(quote).join(', ')}`);
      if (rule.minLength !== undefined && value.length < rule.minLength)
        fail(`minLength ${rule.minLength}`, `be at least ${count(rule.minLength, 'character')} long`);
      if (rule.maxLength !== undefined && value.length > rule.maxLength)
        fail(`maxLength ${rule.maxLength}`, `be at most ${count(rule.maxLength, 'character')} long`);
      if (rule.hex && !hexDigits.test(value)) fail('hex', 'be hex digits (0x optional)');
      if (rule.pattern !== undefined) {
        let re = patterns.get(rule.pattern);
        if (!re) {
          re = new RegExp(rule.pattern, 'u');
          patterns.set(rule.pattern, re);
        }
        if (!re.test(value)) fail(`pattern ${rule.pattern}`, `match ${rule.pattern}`);
      }
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') fail('boolean', 'be true or false');
      return;
    case 'array':
      if (!Array.isArray(value)) fail('array', 'be an array');
      if (rule.minItems !== undefined && value.length < rule.minItems)
        fail(`minItems ${rule.minItems}`, `have at least ${count(rule.minItems, 'item')}`);
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        fail(`maxItems ${rule.maxItems}`, `have at most ${count(rule.maxItems, 'item')}`);
      if (rule.items)
        for (let i = 0; i < value.length; i++) checkValue(`${field}[${i}]`, value[i], rule.items, options);
      return;
    case 'anyOf': {
      for (const branch of rule.anyOf) {
        try {
          checkValue(field, value, branch, options);
          return;
        } catch (error) {
          if (!ValidationError.isInstance(error)) throw error;
        }
      }
      const accepted = `${rule.anyOf.map(describeRule).join('; ')}${rule.nullable ? '; null' : ''}`;
      fail(`one of: ${accepted}`, `be one of: ${accepted}`);
      return;
    }
    case 'object':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('object', 'be an object');
      if (rule.properties) {
        for (const [key, inner] of Object.entries(rule.properties)) {
          const v = absentAsUndefined((value as Record<string, unknown>)[key], inner, options);
          if (v === undefined && inner.required)
            throw new ValidationError({ field: `${field}.${key}`, rule: 'required' });
          checkValue(`${field}.${key}`, v, inner, options);
        }
      }
      return;
  }
}

/** The value as checkParams reads it: undefined for a null that `nullIsAbsent` counts as absent. */
export function absentAsUndefined(
  value: unknown,
  rule: ParamRule | undefined,
  options?: CheckOptions,
): unknown {
  return value === null && options?.nullIsAbsent && !rule?.nullable ? undefined : value;
}

/** A short description of what a rule accepts, for the message of a value of the wrong type or a union that accepted nothing. */
function describeRule(rule: ParamRule): string {
  switch (rule.type) {
    case 'string':
      if (rule.enum) return rule.enum.map(quote).join(' | ');
      return rule.pattern !== undefined ? `a string matching ${rule.pattern}` : 'a string';
    case 'integer':
    case 'number': {
      const bounds = [
        rule.minimum !== undefined ? `>= ${rule.minimum}` : '',
        rule.maximum !== undefined ? `<= ${rule.maximum}` : '',
      ].filter(Boolean);
      return `${rule.type === 'integer' ? 'an integer' : 'a number'}${bounds.length ? ` ${bounds.join(' and ')}` : ''}`;
    }
    case 'anyOf':
      return rule.anyOf.map(describeRule).join('; ');
    default:
      return `a${rule.type === 'object' || rule.type === 'array' || rule.type === 'any' ? 'n' : ''} ${rule.type}`;
  }
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
function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1)}'`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
