/** types.ts: json-schema-to-typescript types of the components, each method's params and result, and `Methods`. */
import { compile } from 'json-schema-to-typescript';
import { upgradeNote } from './eras.ts';
import { positionalBaseName, positionalTypeName, withoutNull } from './params.ts';
import { resultByParam } from './resultByParam.ts';
import { byPosition, type Json, pascal, type RpcDocument, type RpcMethod, refName } from './spec.ts';

/** The TypeScript names the generator gives a method's types. */
export function typeNames(method: RpcMethod): { params: string; result: string } {
  const base = pascal(method.name);
  return { params: `${base}Params`, result: `${base}Result` };
}

const withTitle = (schema: Json, title: string): Json => ({ ...schema, title });

/** What the method loop collects: schemas to compile, and the tuple, alias and `Methods` lines written as text. */
interface Collected {
  definitions: Record<string, Json>;
  tuples: string[];
  aliases: string[];
  methodEntries: string[];
}

/** Generates types.ts (without header). */
export async function emitTypes(doc: RpcDocument): Promise<string> {
  const components: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    components[name] = withTitle(schema, name);
  const collected: Collected = { definitions: {}, tuples: [], aliases: [], methodEntries: [] };
  for (const method of doc.methods) {
    const paramsType = collectParams(method, collected);
    collectResult(doc, method, collected);
    collected.methodEntries.push(
      `  '${method.name}': { params: ${paramsType}; result: ${typeNames(method).result} };`,
    );
  }
  const body = await compileSchemas(components, collected.definitions);
  return [
    body.trim(),
    '',
    collected.tuples.join('\n\n'),
    '',
    collected.aliases.join('\n\n'),
    '',
    '/** Every method of the spec: wire name -> params and result. */',
    'export interface Methods {',
    ...collected.methodEntries,
    '}',
    '',
  ].join('\n');
}

/** A method's params type (a positional tuple, or an object definition), returning how `Methods` names it. */
function collectParams(method: RpcMethod, out: Collected): string {
  const names = typeNames(method);
  const required = method.params.filter((p) => p.required).map((p) => p.name);
  if (byPosition(method)) {
    const elements = method.params.map((param, i) => {
      const own = withoutNull(param.schema).schema;
      if (!refName(own))
        out.definitions[positionalBaseName(method, i)] = withTitle(own, positionalBaseName(method, i));
      return `${param.name}${param.required ? '' : '?'}: ${positionalTypeName(method, i)}`;
    });
    out.tuples.push(
      `/** Params of \`${method.name}\`, in wire order. */\nexport type ${names.params} = [${elements.join(', ')}];`,
    );
    return required.length === 0 ? `${names.params} | undefined` : names.params;
  }
  if (method.params.length === 0) return 'Record<string, never> | undefined';
  out.definitions[names.params] = {
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
  return required.length === 0 ? `${names.params} | undefined` : names.params;
}

/** A method's result type (an alias of a component, or a definition), and one per `x-result-by-param` case. */
function collectResult(doc: RpcDocument, method: RpcMethod, out: Collected): void {
  const names = typeNames(method);
  const result = method.result?.schema ?? {};
  const resultRef = refName(result);
  if (resultRef) {
    out.aliases.push(`/** Result of \`${method.name}\`. */\nexport type ${names.result} = ${resultRef};`);
  } else {
    const description = (result.description as string | undefined) ?? `Result of \`${method.name}\`.`;
    out.definitions[names.result] = withTitle({ ...result, description }, names.result);
  }
  for (const c of resultByParam(doc, method) ?? []) {
    if (refName(c.result)) continue;
    const description = `Result of \`${method.name}\` when \`${c.param}\` is \`${String(c.value)}\`.`;
    out.definitions[c.typeName] = withTitle({ description, ...c.result }, c.typeName);
  }
}

/** The TypeScript of the components and definitions, compiled by json-schema-to-typescript in one pass. */
async function compileSchemas(
  components: Record<string, Json>,
  definitions: Record<string, Json>,
): Promise<string> {
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
  return removeRoot(compiled);
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
