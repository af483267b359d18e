import type { ParamRule } from '@pkg/core';

/** A plausible value of a result schema, for a spec method the data set has nothing better for. */
export function sampleOf(schema: ParamRule | undefined): unknown {
  if (!schema) return null;
  switch (schema.type) {
    case 'string':
      return schema.enum?.[0] ?? '';
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sampleOf(s)]));
    default:
      return null;
  }
}
