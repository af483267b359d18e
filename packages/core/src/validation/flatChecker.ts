import { ValidationError } from '../errors/ValidationError.js';
import { refuseUnknown } from './refuseUnknown.js';
import type { ParamRule, ParamsCheck } from './types.js';

/** The checker of each rule type a flat checker reads. */
export type RuleChecks = {
  [T in ParamRule['type']]?: (field: string, value: unknown, rule: Extract<ParamRule, { type: T }>) => void;
};

/**
 * A params checker of checkParams' shape and errors for schemas whose rules are all of the types in `checks`
 * and no cross-field rules (a rule of another type, or cross-field rules, is a TypeError naming `name`): a
 * bundle then carries the checkers of those types only.
 */
export function flatChecker(checks: RuleChecks, name: string): ParamsCheck {
  return (params, schema, rules, options) => {
    if (rules?.length) throw new TypeError(`${name} takes no cross-field rules: use checkParams`);
    if (options?.exact) refuseUnknown(params, schema);
    for (const field in schema) {
      const rule = schema[field] as ParamSchemaRule;
      const value = params?.[field];
      if (value === undefined && rule.required) throw new ValidationError({ field, rule: 'required' });
      const check = checks[rule.type] as
        | ((field: string, value: unknown, rule: ParamRule) => void)
        | undefined;
      if (!check) throw new TypeError(`${name} takes no ${rule.type} rule (${field}): use checkParams`);
      check(field, value, rule);
    }
  };
}

type ParamSchemaRule = ParamRule & { required?: boolean };
