import { ValidationError } from '../errors/ValidationError.js';
import { checkNumber } from './checkNumber.js';
import { checkString } from './checkString.js';
import { fail, passes } from './fail.js';
import { refuseUnknown } from './refuseUnknown.js';
import type { CrossRule, ParamSchema } from './types.js';

/**
 * checkParams for a schema of flat fields only (string, integer, number and boolean rules) and no cross-field
 * rules, with the same errors; small enough that a generated entry of such fields carries it
 * (`check: checkFlatParams`) instead of the whole checker. Any other rule is a TypeError.
 *
 * @example
 * import { checkFlatParams } from '@pkg/core';
 * checkFlatParams({ chainId: '' }, { chainId: { type: 'string', minLength: 1, required: true } }); // throws: chainId must be at least 1 character long (got '')
 */
export function checkFlatParams(
  params: Record<string, unknown> | undefined,
  schema: ParamSchema,
  rules?: readonly CrossRule[],
  options?: { exact?: boolean },
): void {
  if (rules?.length) throw new TypeError('checkFlatParams takes no cross-field rules: use checkParams');
  if (options?.exact) refuseUnknown(params, schema);
  for (const field in schema) {
    const rule = schema[field] as ParamSchema[string];
    const value = params?.[field];
    if (value === undefined && rule.required) throw new ValidationError({ field, rule: 'required' });
    if (rule.type === 'string') checkString(field, value, rule);
    else if (rule.type === 'integer' || rule.type === 'number') checkNumber(field, value, rule);
    else if (rule.type === 'boolean') {
      if (!passes(value, rule) && typeof value !== 'boolean')
        fail(field, value, 'boolean', 'be true or false');
    } else throw new TypeError(`checkFlatParams takes no ${rule.type} rule (${field}): use checkParams`);
  }
}
