import { deref, type OpenApiDocument, type SchemaObject } from './load.ts';

/** The input-check rule of one value, as @pkg/core's checkParams reads it (ParamRule). */
export type ParamRule =
  | { type: 'integer' | 'number'; minimum?: number; maximum?: number }
  | { type: 'string'; enum?: string[]; pattern?: string; minLength?: number; maxLength?: number }
  | { type: 'boolean' }
  | { type: 'array'; items?: ParamRule; minItems?: number; maxItems?: number }
  | { type: 'object'; properties?: Record<string, ParamRule & { required?: boolean }> }
  | { type: 'any' };

/** Merges `allOf` parts and follows `$ref`s, so the keywords of a schema sit on one object. */
export function flattenSchema(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  const resolved = deref(doc, schema);
  if (!resolved.allOf) return resolved;
  const { allOf, ...rest } = resolved;
  // The schema's own keywords win over those of its parts.
  return Object.assign({}, ...allOf.map((part) => flattenSchema(doc, part)), rest) as SchemaObject;
}

function copyKeys<T extends object>(
  target: T,
  source: SchemaObject,
  keys: readonly (keyof SchemaObject)[],
): T {
  for (const key of keys) {
    if (source[key] !== undefined) (target as Record<string, unknown>)[key] = source[key];
  }
  return target;
}

/**
 * Turns a JSON Schema into the rule the client checks before sending. Every constraint keyword the
 * spec uses becomes part of the rule; `x-known-values` documents values without restricting them.
 */
export function toParamRule(doc: OpenApiDocument, input: SchemaObject): ParamRule {
  const schema = flattenSchema(doc, input);
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  if (schema.oneOf || schema.anyOf || type.length !== 1) return { type: 'any' };
  switch (type[0]) {
    case 'integer':
    case 'number':
      return copyKeys({ type: type[0] }, schema, ['minimum', 'maximum']);
    case 'string': {
      const rule = copyKeys({ type: 'string' } as ParamRule, schema, ['pattern', 'minLength', 'maxLength']);
      if (schema.enum) (rule as { enum?: string[] }).enum = schema.enum.map(String);
      return rule;
    }
    case 'boolean':
      return { type: 'boolean' };
    case 'array': {
      const rule = copyKeys({ type: 'array' } as ParamRule, schema, ['minItems', 'maxItems']);
      if (schema.items) (rule as { items?: ParamRule }).items = toParamRule(doc, schema.items);
      return rule;
    }
    case 'object': {
      if (!schema.properties) return { type: 'object' };
      const required = new Set(schema.required ?? []);
      const properties: Record<string, ParamRule & { required?: boolean }> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        properties[name] = {
          ...toParamRule(doc, property),
          ...(required.has(name) ? { required: true } : {}),
        };
      }
      return { type: 'object', properties };
    }
    default:
      return { type: 'any' };
  }
}

/**
 * True when a query parameter may be given as a list or a single string and travels as one
 * comma-separated value (`style: form, explode: false` with an array in its schema).
 */
export function isCommaList(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  explode?: boolean,
): boolean {
  if (explode !== false || !schema) return false;
  const flat = flattenSchema(doc, schema);
  const variants = flat.oneOf ?? flat.anyOf ?? [flat];
  return variants.some((v) => flattenSchema(doc, v).type === 'array');
}
