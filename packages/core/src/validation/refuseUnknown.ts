import { ValidationError } from '../errors/ValidationError.js';
import type { ParamSchema } from './types.js';

/** Refuses every key of `params` that `schema` does not have (own `__proto__` from `JSON.parse` included): rule `unknown parameter`. */
export function refuseUnknown(params: object | undefined, schema: ParamSchema): void {
  for (const field of Object.keys(params ?? {})) {
    if (!Object.hasOwn(schema, field)) {
      throw new ValidationError({
        field,
        rule: 'unknown parameter',
        details: `Known parameters: ${Object.keys(schema).join(', ') || 'none'}.`,
      });
    }
  }
}
