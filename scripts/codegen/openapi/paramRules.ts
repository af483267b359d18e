import { flattenSchema as flatten, type ParamRule, toParamRule as toRule } from '../shared/toRule.ts';
import type { OpenApiDocument, SchemaObject } from './load.ts';

export type { ParamRule };

/** Merges `allOf` parts and follows `$ref`s, so the keywords of a schema sit on one object. */
export function flattenSchema(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  return flatten<SchemaObject>(doc, schema);
}

/** The rule the client checks a value of `input` with before sending (the generators' one converter). */
export function toParamRule(doc: OpenApiDocument, input: SchemaObject): ParamRule {
  return toRule(doc, input);
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

/** The `pattern` of a comma list's string variant (the whole joined list must match it), if it has one. */
export function commaListPattern(doc: OpenApiDocument, schema: SchemaObject | undefined): string | undefined {
  if (!schema) return undefined;
  const flat = flattenSchema(doc, schema);
  const variants = flat.oneOf ?? flat.anyOf ?? [flat];
  for (const v of variants) {
    const variant = flattenSchema(doc, v);
    if (variant.type === 'string' && typeof variant.pattern === 'string') return variant.pattern;
  }
  return undefined;
}
