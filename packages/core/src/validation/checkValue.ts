import { ValidationError } from '../errors/ValidationError.js';
import { checkNumber, describeNumber } from './checkNumber.js';
import { checkString, describeString } from './checkString.js';
import { count, fail, passes } from './fail.js';
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

/**
 * Checks one value against its rule; throws ValidationError naming `field` and the rule broken.
 * Undefined passes (required-ness is checked by checkParams), and null where the rule is `nullable`.
 *
 * @example
 * import { checkValue } from '@pkg/core';
 * checkValue('pageSize', 500, { type: 'integer', minimum: 1, maximum: 100 }); // throws: pageSize must be at most 100 (got 500)
 */
export function checkValue(field: string, value: unknown, rule: ParamRule, options?: CheckOptions): void {
  if (passes(value, rule)) return;
  switch (rule.type) {
    case 'integer':
    case 'number':
      checkNumber(field, value, rule);
      return;
    case 'string':
      checkString(field, value, rule);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') fail(field, value, 'boolean', 'be true or false');
      return;
    case 'array':
      if (!Array.isArray(value)) fail(field, value, 'array', 'be an array');
      if (rule.minItems !== undefined && value.length < rule.minItems)
        fail(field, value, `minItems ${rule.minItems}`, `have at least ${count(rule.minItems, 'item')}`);
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        fail(field, value, `maxItems ${rule.maxItems}`, `have at most ${count(rule.maxItems, 'item')}`);
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
      fail(field, value, `one of: ${accepted}`, `be one of: ${accepted}`);
      return;
    }
    case 'object':
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        fail(field, value, 'object', 'be an object');
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

/** A short description of what a rule accepts, for the message of a union that accepted nothing. */
function describeRule(rule: ParamRule): string {
  switch (rule.type) {
    case 'string':
      return describeString(rule);
    case 'integer':
    case 'number':
      return describeNumber(rule);
    case 'anyOf':
      return rule.anyOf.map(describeRule).join('; ');
    default:
      return `a${rule.type === 'object' || rule.type === 'array' || rule.type === 'any' ? 'n' : ''} ${rule.type}`;
  }
}
