import { ValidationError } from '../errors/ValidationError.js';
import { absentAsUndefined, type CheckOptions, checkValue } from './checkValue.js';
import { preview } from './fail.js';
import { refuseUnknown } from './refuseUnknown.js';
import type { CrossRule, ParamSchema } from './types.js';

/** Options of checkParams. */
export interface CheckParamsOptions extends CheckOptions {
  /**
   * Refuse every key the schema does not have (own `__proto__` from `JSON.parse` included), so that no
   * unchecked key reaches a URL or a body. @default false
   */
  exact?: boolean;
}

/**
 * Checks a params object against its field rules, then the cross-field rules; throws ValidationError
 * (field = dotted path such as `startIndex.address`, rule = such as `maximum 100`, message such as
 * `pageSize must be at most 100 (got 500)`) on the first bad field.
 * With `exact`, a key the schema does not have is refused too (rule `unknown parameter`); with
 * `nullIsAbsent`, a null the field's rule does not call `nullable` counts as absent.
 *
 * @example
 * import { checkParams } from '@pkg/core';
 * checkParams({ pageSize: 10 }, { pageSize: { type: 'integer', minimum: 1, maximum: 100 } }, [], { exact: true });
 */
export function checkParams(
  params: Record<string, unknown> | undefined,
  schema: ParamSchema,
  rules?: readonly CrossRule[],
  options?: CheckParamsOptions,
): void {
  if (options?.exact) refuseUnknown(params, schema);
  const values = options?.nullIsAbsent ? withoutAbsentNulls(params ?? {}, schema, options) : (params ?? {});
  for (const [field, rule] of Object.entries(schema)) {
    const value = values[field];
    if (value === undefined && rule.required) throw new ValidationError({ field, rule: 'required' });
    checkValue(field, value, rule, options);
  }
  for (const rule of rules ?? []) {
    if ('anyOf' in rule) {
      if (rule.anyOf.every((f) => values[f] === undefined || values[f] === '')) {
        throw new ValidationError({
          field: rule.anyOf.join(' | '),
          rule: `one of ${rule.anyOf.join(', ')} required`,
          requirement: 'is required (at least one of them)',
        });
      }
    } else if ('sumAtMost' in rule) {
      const { fields, max } = rule.sumAtMost;
      const sum = fields.reduce((total, f) => total + (Number(values[f] ?? 0) || 0), 0);
      if (sum > max) {
        throw new ValidationError({
          field: fields.join(' + '),
          rule: `sum at most ${max}`,
          requirement: `must add up to at most ${max}`,
          details: `${fields.join(' + ')} = ${sum}.`,
        });
      }
    } else {
      const strict = 'lessThan' in rule;
      const [a, b] = strict ? rule.lessThan : rule.lessOrEqual;
      const left = values[a];
      const right = values[b];
      if (left === undefined || right === undefined) continue;
      const order = compare(left, right);
      if (order === undefined) continue;
      if (strict ? order >= 0 : order > 0) {
        throw new ValidationError({
          field: a,
          rule: `${strict ? 'less than' : 'at most'} ${b}`,
          got: `${preview(left)}, with ${b} ${preview(right)}`,
        });
      }
    }
  }
}

/** The params without the nulls that `nullIsAbsent` counts as absent (cross-field rules skip them too). */
function withoutAbsentNulls(
  params: Record<string, unknown>,
  schema: ParamSchema,
  options: CheckOptions,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(params)) {
    const kept = absentAsUndefined(value, Object.hasOwn(schema, field) ? schema[field] : undefined, options);
    if (kept !== undefined) out[field] = kept;
  }
  return out;
}

/** Compares two numbers or decimal strings exactly (big block numbers included). */
function compare(left: unknown, right: unknown): number | undefined {
  const toBig = (v: unknown): bigint | undefined => {
    if (typeof v === 'bigint') return v;
    if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
    if (typeof v === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(v)) return BigInt(v);
    return undefined;
  };
  const l = toBig(left);
  const r = toBig(right);
  if (l !== undefined && r !== undefined) return l < r ? -1 : l > r ? 1 : 0;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return undefined;
}
