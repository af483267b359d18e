import { ValidationError } from '../errors/ValidationError.js';
import type { ParamsCheck } from '../validation/types.js';
import type { MethodSpec } from './types.js';

/** An object schema accepting any value of each of `spec`'s params, built once per spec. */
const anyOf = new WeakMap<MethodSpec, NonNullable<MethodSpec['schema']>>();

/**
 * A call's params as they go on the wire, after its input checks (a ValidationError naming the field): a
 * by-name method refuses a key it does not have (an own `__proto__` included); a by-position method gets
 * the spec's wire defaults for arguments left out (trailing undefined ones dropped). A method the table
 * lacks (`spec` undefined) sends `params` exactly as given. The checks run through the spec's own `check`
 * (a method without checks needs none: its client bundles no checker).
 */
export function paramsForWire(spec: MethodSpec | undefined, params: unknown): unknown {
  if (!spec) return params;
  if (spec.by === 'name') {
    if (spec.schema || spec.rules) {
      let schema = spec.schema ?? anyOf.get(spec);
      if (!schema) {
        schema = Object.fromEntries(spec.params.map((p) => [p, { type: 'any' as const }]));
        anyOf.set(spec, schema);
      }
      checkOf(spec)(params as Record<string, unknown> | undefined, schema, spec.rules, { exact: true });
    } else refuseUnknown(params, spec.params);
    return params ?? {};
  }
  const positional = (params ?? []) as readonly unknown[];
  if (spec.schema)
    checkOf(spec)(Object.fromEntries(spec.params.map((p, i) => [p, positional[i]])), spec.schema);
  const defaults = spec.wireDefaults;
  if (!defaults || !Array.isArray(positional)) return positional;
  const filled = spec.params.map((param, i) =>
    positional[i] === undefined && param in defaults ? defaults[param] : positional[i],
  );
  while (filled.length > 0 && filled[filled.length - 1] === undefined) filled.pop();
  return filled;
}

/** The spec's checker; a spec with checks and none is a programming error. */
function checkOf(spec: MethodSpec): ParamsCheck {
  if (!spec.check) {
    throw new TypeError('MethodSpec schema and rules need its check: checkParams');
  }
  return spec.check;
}

/** A by-name method without checks: a key it does not have is refused, as `checkParams` with `exact` does. */
function refuseUnknown(params: unknown, known: readonly string[]): void {
  for (const field of Object.keys(params ?? {})) {
    if (!known.includes(field)) {
      throw new ValidationError({
        field,
        rule: 'unknown parameter',
        details: `Known parameters: ${known.join(', ') || 'none'}.`,
      });
    }
  }
}
