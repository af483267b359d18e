/** JSON Schema (as the specs write it) -> @pkg/core's ParamRule, the input checks the clients run. */
import { type Json, resolveRef } from './spec.ts';

/** A ParamRule as plain JSON (the generator writes it into methods.ts). */
export type Rule = Json & { type: string };

function variants(doc: unknown, schema: Json): Json[] | undefined {
  const list = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(list)) return undefined;
  return list.map((s) => resolveRef(doc, s as Json)).filter((s) => s.type !== 'null');
}

function typeOf(schema: Json): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  if (type.length === 1 && typeof type[0] === 'string') return type[0];
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) return 'string';
  if (schema.properties) return 'object';
  return undefined;
}

function pick(schema: Json, keys: readonly string[]): Json {
  const out: Json = {};
  for (const key of keys) if (schema[key] !== undefined) out[key] = schema[key];
  return out;
}

/** The checks a value of `schema` gets; `{ type: 'any' }` where the schema constrains nothing checkable. */
export function toParamRule(doc: unknown, input: Json, depth = 0): Rule {
  const schema = resolveRef(doc, input);
  if (depth > 10) return { type: 'any' };
  const alternatives = variants(doc, schema);
  if (alternatives) {
    if (alternatives.length === 1) return toParamRule(doc, alternatives[0]!, depth + 1);
    const branches = alternatives.map((branch) => toParamRule(doc, branch, depth + 1));
    // a branch that checks nothing makes the whole union check nothing
    if (branches.length === 0 || branches.some((branch) => branch.type === 'any')) return { type: 'any' };
    const list = (schema.oneOf ?? schema.anyOf) as Json[];
    const nullable = list.some((branch) => resolveRef(doc, branch).type === 'null');
    return nullable ? { type: 'anyOf', anyOf: branches, nullable } : { type: 'anyOf', anyOf: branches };
  }
  const type = typeOf(schema);
  switch (type) {
    case 'integer':
    case 'number': {
      const rule: Rule = { type, ...pick(schema, ['minimum', 'maximum']) };
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
      const rule: Rule = { type, ...pick(schema, ['minItems', 'maxItems']) };
      if (schema.items && !Array.isArray(schema.items)) {
        const items = toParamRule(doc, schema.items as Json, depth + 1);
        if (items.type !== 'any') rule.items = items;
      }
      return rule;
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const rules: Record<string, Rule> = {};
      for (const [name, property] of Object.entries(properties)) {
        const rule = toParamRule(doc, property, depth + 1);
        rules[name] = required.has(name) ? { ...rule, required: true } : rule;
      }
      return Object.keys(rules).length > 0 ? { type, properties: rules } : { type };
    }
    default:
      return { type: 'any' };
  }
}
