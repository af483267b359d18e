import { checkParams } from '../validation/checkParams.js';
import type { MethodSpec } from './types.js';

/** An object schema accepting any value of each of `spec`'s params, built once per spec. */
const anyOf = new WeakMap<MethodSpec, NonNullable<MethodSpec['schema']>>();

/**
 * A call's params as they go on the wire, after its input checks (a ValidationError naming the field): a
 * by-name method refuses a key it does not have (an own `__proto__` included); a by-position method gets
 * the spec's wire defaults for arguments left out (trailing undefined ones dropped). A method the table
 * lacks (`spec` undefined) sends `params` exactly as given.
 */
export function paramsForWire(spec: MethodSpec | undefined, params: unknown): unknown {
  if (!spec) return params;
  if (spec.by === 'name') {
    let schema = spec.schema ?? anyOf.get(spec);
    if (!schema) {
      schema = Object.fromEntries(spec.params.map((p) => [p, { type: 'any' as const }]));
      anyOf.set(spec, schema);
    }
    checkParams(params as Record<string, unknown> | undefined, schema, spec.rules, { exact: true });
    return params ?? {};
  }
  const positional = (params ?? []) as readonly unknown[];
  if (spec.schema)
    checkParams(Object.fromEntries(spec.params.map((p, i) => [p, positional[i]])), spec.schema);
  const defaults = spec.wireDefaults;
  if (!defaults || !Array.isArray(positional)) return positional;
  const filled = spec.params.map((param, i) =>
    positional[i] === undefined && param in defaults ? defaults[param] : positional[i],
  );
  while (filled.length > 0 && filled[filled.length - 1] === undefined) filled.pop();
  return filled;
}
