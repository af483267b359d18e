import { checkNumber } from './checkNumber.js';
import { checkString } from './checkString.js';
import { fail, passes } from './fail.js';
import { flatChecker } from './flatChecker.js';
import type { ParamRule, ParamsCheck } from './types.js';

/**
 * checkParams for a schema of flat fields only (string, integer, number and boolean rules) and no cross-field
 * rules, with the same errors; small enough that a generated entry of such fields carries it
 * (`check: checkFlatParams`) instead of the whole checker. Any other rule is a TypeError.
 *
 * @example
 * import { checkFlatParams } from '@pkg/core';
 * checkFlatParams({ chainId: '' }, { chainId: { type: 'string', minLength: 1, required: true } }); // throws: chainId must be at least 1 character long (got '')
 */
export const checkFlatParams: ParamsCheck = /* @__PURE__ */ flatChecker(
  { string: checkString, integer: checkNumber, number: checkNumber, boolean: checkBoolean },
  'checkFlatParams',
);

function checkBoolean(field: string, value: unknown, rule: ParamRule): void {
  if (!passes(value, rule) && typeof value !== 'boolean') fail(field, value, 'boolean', 'be true or false');
}
