/** Reduces JSON Schema (as the specs write it) to the mock server's ParamRule shape. */

export type Json = Record<string, unknown>;
export type Resolve = (schema: unknown) => Json;

/** A resolver of local `$ref`s (`#/components/...`) inside one spec document. */
export function makeResolver(doc: Json): Resolve {
  const resolve: Resolve = (schema) => {
    let current = (schema ?? {}) as Json;
    for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth++) {
      const ref = current.$ref as string;
      if (!ref.startsWith('#/')) return {};
      let target: unknown = doc;
      for (const part of ref.slice(2).split('/')) {
        target = (target as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      const { $ref: _ref, ...rest } = current;
      current = { ...((target ?? {}) as Json), ...rest };
    }
    return current;
  };
  return resolve;
}

function nonNullVariants(schema: Json, resolve: Resolve): Json[] | undefined {
  const list = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (!Array.isArray(list)) return undefined;
  return list.map(resolve).filter((s) => s.type !== 'null');
}

function mergeAllOf(schema: Json, resolve: Resolve): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Json = { ...schema, allOf: undefined };
  const properties: Json = {};
  const required: string[] = [];
  for (const part of (schema.allOf as unknown[]).map(resolve).map((p) => mergeAllOf(p, resolve))) {
    Object.assign(merged, part);
    Object.assign(properties, part.properties ?? {});
    required.push(...((part.required as string[] | undefined) ?? []));
  }
  Object.assign(properties, schema.properties ?? {});
  required.push(...((schema.required as string[] | undefined) ?? []));
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = required;
  delete merged.allOf;
  return merged;
}

function typeOf(schema: Json): string | undefined {
  let type = schema.type;
  if (Array.isArray(type)) {
    const rest = type.filter((t) => t !== 'null');
    type = rest.length === 1 ? rest[0] : undefined;
  }
  if (typeof type === 'string') return type;
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) return 'string';
  if (schema.properties) return 'object';
  return undefined;
}

/** JSON Schema -> ParamRule (the constraints the mock server checks). */
export function toRule(input: unknown, resolve: Resolve, depth = 0): Json {
  const rule = toRuleOf(input, resolve, depth);
  return nullableOf(resolve(input), resolve) ? { ...rule, nullable: true } : rule;
}

/** Whether a schema allows null (type list with 'null', or a null variant). */
function nullableOf(schema: Json, resolve: Resolve): boolean {
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  if (schema.nullable === true) return true;
  const list = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return Array.isArray(list) && list.map(resolve).some((s) => s.type === 'null');
}

function toRuleOf(input: unknown, resolve: Resolve, depth: number): Json {
  const schema = mergeAllOf(resolve(input), resolve);
  if (depth > 8) return { type: 'any' };
  const variants = nonNullVariants(schema, resolve);
  if (variants) return variants.length === 1 ? toRule(variants[0], resolve, depth + 1) : { type: 'any' };
  const type = typeOf(schema);
  const pick = (...keys: string[]): Json =>
    Object.fromEntries(keys.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]));
  switch (type) {
    case 'integer':
    case 'number': {
      const rule: Json = { type, ...pick('minimum', 'maximum') };
      if (typeof schema.exclusiveMinimum === 'number')
        rule.minimum = schema.exclusiveMinimum + (type === 'integer' ? 1 : 0);
      if (typeof schema.exclusiveMaximum === 'number')
        rule.maximum = schema.exclusiveMaximum - (type === 'integer' ? 1 : 0);
      return rule;
    }
    case 'string':
      return { type, ...pick('enum', 'pattern', 'minLength', 'maxLength') };
    case 'boolean':
      return { type };
    case 'array':
      return {
        type,
        ...(schema.items ? { items: toRule(schema.items, resolve, depth + 1) } : {}),
        ...pick('minItems', 'maxItems'),
      };
    case 'object': {
      const properties = (schema.properties ?? {}) as Json;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const props = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [
          name,
          { ...toRule(s, resolve, depth + 1), ...(required.has(name) ? { required: true } : {}) },
        ]),
      );
      return Object.keys(props).length > 0 ? { type, properties: props } : { type };
    }
    default:
      return { type: 'any' };
  }
}
