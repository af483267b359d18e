/**
 * The one JSON Schema -> rule converter: the input checks the clients run (@pkg/core's ParamRule) and
 * the checks the mock server makes, from the same keywords.
 */
import type { ParamRule } from '@pkg/core';
import { deref, type Json } from './spec.ts';

export type { ParamRule };

/** A rule as a params schema holds it: @pkg/core's ParamRule (any of which may be `nullable`), maybe required. */
export type Rule = ParamRule & { required?: boolean };

/**
 * Who reads the rules. `client` (the default): @pkg/core's ParamRule, a union checked branch by branch.
 * `mock`: the mock server's tables, where a union of two or more shapes checks nothing and an array always
 * names its `items` rule (first). In both, a rule whose schema admits null says `nullable: true` (a client
 * rule that checks nothing leaves it out).
 */
export type RuleDialect = 'client' | 'mock';

/**
 * A schema with its `$ref`s followed (keywords beside a `$ref` win over the target's) and its `allOf`
 * parts merged into one object (properties and required lists joined; the schema's own keywords win).
 */
export function flattenSchema<T extends object = Json>(doc: unknown, input: unknown): T {
  let schema = (input ?? {}) as Json;
  for (let depth = 0; typeof schema.$ref === 'string'; depth++) {
    if (depth >= 32) throw new Error(`$ref cycle at ${schema.$ref}`);
    const { $ref, ...siblings } = schema;
    schema = { ...deref(doc, { $ref }), ...siblings };
  }
  if (!Array.isArray(schema.allOf)) return schema as T;
  const { allOf, ...own } = schema;
  const merged: Json = {};
  const properties: Json = {};
  const required: string[] = [];
  for (const part of [...(allOf as unknown[]).map((p) => flattenSchema<Json>(doc, p)), own]) {
    Object.assign(merged, part);
    Object.assign(properties, part.properties ?? {});
    required.push(...((part.required as string[] | undefined) ?? []));
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = [...new Set(required)];
  return merged as T;
}

/** The branches of a `oneOf`/`anyOf` other than `null`, undefined when the schema is no union. */
function branches(doc: unknown, schema: Json): Json[] | undefined {
  const list = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(list)) return undefined;
  return list.map((s) => flattenSchema<Json>(doc, s)).filter((s) => s.type !== 'null');
}

/** Whether null is a value of the schema (a type list with 'null', `nullable: true` or a null branch). */
function admitsNull(doc: unknown, schema: Json): boolean {
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  if (schema.nullable === true) return true;
  const list = schema.oneOf ?? schema.anyOf;
  return Array.isArray(list) && list.some((s) => flattenSchema<Json>(doc, s).type === 'null');
}

/** The one JSON type a schema has, inferred from a string enum or from properties when `type` is absent. */
function typeOf(schema: Json): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  if (types.length === 1 && typeof types[0] === 'string') return types[0];
  if (types.length > 1) return undefined;
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) return 'string';
  if (schema.properties) return 'object';
  return undefined;
}

function pick(schema: Json, keys: readonly string[]): Json {
  const out: Json = {};
  for (const key of keys) if (schema[key] !== undefined) out[key] = schema[key];
  return out;
}

const MAX_DEPTH = 10;

/**
 * The checks a value of `schema` gets; `{ type: 'any' }` where the schema constrains nothing checkable.
 * Every constraint keyword the specs use becomes part of the rule (`exclusiveMinimum`/`exclusiveMaximum`
 * as the nearest inclusive bound of an integer); `x-known-values` documents values without restricting them.
 */
export function toParamRule(doc: unknown, input: unknown, dialect: RuleDialect = 'client', depth = 0): Rule {
  const schema = flattenSchema<Json>(doc, input);
  const rule = (depth > MAX_DEPTH ? { type: 'any' } : ruleOf(doc, schema, dialect, depth)) as Rule;
  const component = componentName(input);
  if (component && rule.type === 'object' && rule.properties && !origins.has(rule.properties))
    origins.set(rule.properties, component);
  // null a schema admits passes its rule (the mock marks it even on a rule that checks nothing)
  const nullable = admitsNull(doc, schema) && (dialect === 'mock' || rule.type !== 'any');
  return nullable ? { ...rule, nullable: true } : rule;
}

/** The spec component each object rule's `properties` was read from (`TraceConfig`), where it was a `$ref`. */
const origins = new WeakMap<object, string>();

/** The spec component (`#/components/schemas/TraceConfig` -> `TraceConfig`) an object rule's `properties` come from. */
export function ruleOrigin(properties: object): string | undefined {
  return origins.get(properties);
}

/** The last segment of a schema's `$ref`, undefined without one. */
function componentName(input: unknown): string | undefined {
  const ref = (input as Json | undefined)?.$ref;
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : undefined;
}

function ruleOf(doc: unknown, schema: Json, dialect: RuleDialect, depth: number): Json {
  const alternatives = branches(doc, schema);
  if (alternatives) {
    if (alternatives.length === 1) return toParamRule(doc, alternatives[0], dialect, depth + 1);
    if (dialect === 'mock') return { type: 'any' };
    const rules = alternatives.map((branch) => toParamRule(doc, branch, dialect, depth + 1));
    // a branch that checks nothing makes the whole union check nothing
    if (rules.length === 0 || rules.some((r) => r.type === 'any')) return { type: 'any' };
    return admitsNull(doc, schema)
      ? { type: 'anyOf', anyOf: rules, nullable: true }
      : { type: 'anyOf', anyOf: rules };
  }
  const type = typeOf(schema);
  switch (type) {
    case 'integer':
    case 'number': {
      const rule: Json = { type, ...pick(schema, ['minimum', 'maximum']) };
      const step = type === 'integer' ? 1 : 0;
      if (typeof schema.exclusiveMinimum === 'number') rule.minimum = schema.exclusiveMinimum + step;
      if (typeof schema.exclusiveMaximum === 'number') rule.maximum = schema.exclusiveMaximum - step;
      return rule;
    }
    case 'string':
      return { type, ...pick(schema, ['enum', 'pattern', 'minLength', 'maxLength']) };
    case 'boolean':
      return { type };
    case 'array': {
      const items =
        schema.items && !Array.isArray(schema.items)
          ? toParamRule(doc, schema.items, dialect, depth + 1)
          : undefined;
      if (dialect === 'mock')
        return { type, ...(items ? { items } : {}), ...pick(schema, ['minItems', 'maxItems']) };
      const rule: Json = { type, ...pick(schema, ['minItems', 'maxItems']) };
      if (items && items.type !== 'any') rule.items = items;
      return rule;
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Json;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const rules: Record<string, Rule> = {};
      for (const [name, property] of Object.entries(properties)) {
        const rule = toParamRule(doc, property, dialect, depth + 1);
        rules[name] = required.has(name) ? { ...rule, required: true } : rule;
      }
      return Object.keys(rules).length > 0 ? { type, properties: rules } : { type };
    }
    default:
      return { type: 'any' };
  }
}
