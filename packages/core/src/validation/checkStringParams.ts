import { checkString } from './checkString.js';
import { flatChecker } from './flatChecker.js';
import type { ParamsCheck } from './types.js';

/**
 * checkParams for a schema of string fields only and no cross-field rules, with the same errors: what a
 * generated entry of such fields carries (`check: checkStringParams`), the smallest checker. Any other rule is
 * a TypeError.
 *
 * @example
 * import { checkStringParams } from '@pkg/core';
 * checkStringParams({ chainId: '' }, { chainId: { type: 'string', minLength: 1, required: true } }); // throws: chainId must be at least 1 character long (got '')
 */
export const checkStringParams: ParamsCheck = /* @__PURE__ */ flatChecker(
  { string: checkString },
  'checkStringParams',
);
