/** types.ts: json-schema-to-typescript types of the components, each method's params and result, and `Methods`. */
import { compile } from 'json-schema-to-typescript';
import { upgradeNote } from './eras.ts';
import { resultByParam } from './result-by-param.ts';
import { byPosition, type Json, pascal, type RpcDocument, type RpcMethod, refName } from './spec.ts';

/** The TypeScript names the generator gives a method's types. */
export function typeNames(method: RpcMethod): { params: string; result: string } {
  const base = pascal(method.name);
  return { params: `${base}Params`, result: `${base}Result` };
}

/** The type of one positional param: a component's name, or a definition made for it. */
export function positionalTypeName(method: RpcMethod, index: number): string {
  const param = method.params[index]!;
  return refName(param.schema) ?? `${pascal(method.name)}${pascal(param.name)}`;
}

const withTitle = (schema: Json, title: string): Json => ({ ...schema, title });

/** Generates types.ts (without header). */
export async function emitTypes(doc: RpcDocument): Promise<string> {
  const components: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    components[name] = withTitle(schema, name);

  const definitions: Record<string, Json> = {};
  const tuples: string[] = [];
  const aliases: string[] = [];
  const methodEntries: string[] = [];
  for (const method of doc.methods) {
    const names = typeNames(method);
    const required = method.params.filter((p) => p.required).map((p) => p.name);
    let paramsType: string;
    if (byPosition(method)) {
      const elements = method.params.map((param, i) => {
        const typeName = positionalTypeName(method, i);
        if (!refName(param.schema)) definitions[typeName] = withTitle(param.schema, typeName);
        return `${param.name}${param.required ? '' : '?'}: ${typeName}`;
      });
      tuples.push(
        `/** Params of \`${method.name}\`, in wire order. */\nexport type ${names.params} = [${elements.join(', ')}];`,
      );
      paramsType = required.length === 0 ? `${names.params} | undefined` : names.params;
    } else if (method.params.length === 0) {
      paramsType = 'Record<string, never> | undefined';
    } else {
      definitions[names.params] = {
        title: names.params,
        description: `Params of \`${method.name}\`.`,
        type: 'object',
        additionalProperties: false,
        required,
        properties: Object.fromEntries(
          method.params.map((p) => [
            p.name,
            p.description ? { ...p.schema, description: p.description } : p.schema,
          ]),
        ),
      };
      paramsType = required.length === 0 ? `${names.params} | undefined` : names.params;
    }
    const result = method.result?.schema ?? {};
    const resultRef = refName(result);
    if (resultRef) {
      aliases.push(`/** Result of \`${method.name}\`. */\nexport type ${names.result} = ${resultRef};`);
    } else {
      definitions[names.result] = withTitle(
        {
          ...result,
          description: (result.description as string | undefined) ?? `Result of \`${method.name}\`.`,
        },
        names.result,
      );
    }
    for (const c of resultByParam(doc, method) ?? []) {
      if (refName(c.result)) continue;
      const description = `Result of \`${method.name}\` when \`${c.param}\` is \`${String(c.value)}\`.`;
      definitions[c.typeName] = withTitle({ description, ...c.result }, c.typeName);
    }
    methodEntries.push(`  '${method.name}': { params: ${paramsType}; result: ${names.result} };`);
  }

  const mark = (schemas: Record<string, Json>) =>
    Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, markSchema(schema) as Json]));
  const markedComponents = mark(components);
  // One object per schema, reachable both as a definition and at #/components/schemas (so no `Name1` copies).
  const all = { ...markedComponents, ...mark(definitions) };
  const root: Json = {
    title: 'GeneratedRoot',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(all).map((name) => [name, { $ref: `#/definitions/${name}` }])),
    definitions: all,
    components: { schemas: markedComponents },
  };
  const compiled = await compile(root as never, 'GeneratedRoot', {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: false,
    strictIndexSignatures: false,
    unknownAny: true,
    $refOptions: { resolve: { external: false } } as never,
  });
  const body = removeRoot(compiled);
  return [
    body.trim(),
    '',
    tuples.join('\n\n'),
    '',
    aliases.join('\n\n'),
    '',
    '/** Every method of the spec: wire name -> params and result. */',
    'export interface Methods {',
    ...methodEntries,
    '}',
    '',
  ].join('\n');
}

const TYPED_KEYS = [
  'type',
  '$ref',
  'oneOf',
  'anyOf',
  'allOf',
  'enum',
  'const',
  'properties',
  'items',
  'tsType',
];

/** Marks schemas that constrain nothing (`{}`, or only a description) as `unknown`, not an open object. */
function markUnknown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(markUnknown);
  if (!value || typeof value !== 'object') return value;
  const { $ref, ...siblings } = value as Json;
  // A $ref with a description beside it would become a copy of the referenced type (`Bytes1`): wrap it instead.
  if (typeof $ref === 'string' && Object.keys(siblings).length > 0)
    return markUnknown({ ...siblings, allOf: [{ $ref }] });
  const out: Json = {};
  // `x-since` / `x-until` (eras.ts): the upgrade that introduced the field, or stopped it, ends its description
  const upgrade = upgradeNote(value as Json, String((value as Json).title ?? 'a schema'));
  if (upgrade) {
    const description = (value as Json).description;
    out.description = typeof description === 'string' ? `${description} ${upgrade}` : upgrade;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === 'description' && upgrade) continue;
    out[key] =
      key === 'properties' || key === 'definitions' || key === 'additionalProperties' || key === 'items'
        ? key === 'properties' || key === 'definitions'
          ? Object.fromEntries(Object.entries(child as Json).map(([k, v]) => [k, markSchema(v)]))
          : markSchema(child)
        : markUnknown(child);
  }
  return out;
}

function markSchema(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return markUnknown(schema);
  const marked = markUnknown(schema) as Json;
  if (isEmptyObject(marked)) return { ...marked, tsType: 'Record<string, never>' };
  return TYPED_KEYS.some((k) => k in marked) ? marked : { ...marked, tsType: 'unknown' };
}

/** `{ type: 'object', additionalProperties: false }` without properties: `{}` on the wire, and nothing else. */
function isEmptyObject(schema: Json): boolean {
  return (
    schema.type === 'object' &&
    schema.additionalProperties === false &&
    Object.keys((schema.properties ?? {}) as Json).length === 0 &&
    schema.patternProperties === undefined
  );
}

/** Drops the synthetic root interface json-schema-to-typescript emits first. */
function removeRoot(source: string): string {
  const start = source.indexOf('export interface GeneratedRoot {');
  if (start < 0) return source;
  const end = source.indexOf('\n}\n', start);
  return source.slice(0, start) + source.slice(end + 3);
}
