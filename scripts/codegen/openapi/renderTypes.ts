/**
 * types.ts of a REST client: the named params, result and item type of every operation, the operations
 * types map, and the explicit client interface (`DataClient`: one documented method per operation, and
 * `iterate` for the paged ones), so editors and typedoc show methods with their own documentation and
 * linked types instead of a mapped type.
 *
 * Param fields are printed from their JSON Schema where it is simple (strings, numbers, enums, component
 * references, lists of those), else as openapi-typescript's type of that field; a type-level check at the end
 * of the file proves every printed type equal to what openapi-typescript derives from the spec.
 */

import { jsdoc } from './jsdoc.ts';
import { deref, type OpenApiDocument, type OperationObject, type SchemaObject } from './load.ts';
import type { OperationModel } from './operations.ts';
import { flattenSchema } from './paramRules.ts';
import { renderClientOf } from './renderClientOf.ts';

/** Names used in the generated code of one spec (`Data` -> `DataOperations`, `dataOperations`). */
export interface RenderNames {
  /** PascalCase name of the API, e.g. `Data`. */
  name: string;
  /** Variable name of a client in JSDoc examples, e.g. `data`. */
  clientVar: string;
}

const lit = (value: unknown): string => JSON.stringify(value);
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A property key: bare when it is an identifier, quoted otherwise (`'data-health-check'`). */
export const key = (name: string): string => (IDENT.test(name) ? name : `'${name}'`);
/** `.name`, or `['kebab-name']`. */
const member = (name: string): string => (IDENT.test(name) ? `.${name}` : `[${lit(name)}]`);
const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** `getBlock` -> `GetBlock`, `data-health-check` -> `DataHealthCheck`: the stem of an operation's type names. */
export function typeStem(op: OperationModel): string {
  return pascal(op.constName);
}

const COMPONENT = /^#\/components\/schemas\/([^/]+)$/;

/**
 * A TypeScript type for a simple schema, the way openapi-typescript writes it; undefined when the schema
 * is not simple (the caller then uses openapi-typescript's own type of the field).
 */
export function simpleType(
  doc: OpenApiDocument,
  schema: SchemaObject | undefined,
  depth = 0,
): string | undefined {
  if (!schema || depth > 4) return undefined;
  if (schema.$ref) {
    const name = COMPONENT.exec(schema.$ref)?.[1];
    return name && IDENT.test(name) ? name : undefined;
  }
  if (schema.allOf || schema.not !== undefined) return undefined;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    if (schema.type !== undefined || schema.enum) return undefined;
    const parts = variants.map((v) => simpleType(doc, v, depth + 1));
    return parts.every((p): p is string => p !== undefined) ? [...new Set(parts)].join(' | ') : undefined;
  }
  if (schema.enum) {
    if (!schema.enum.every((v) => typeof v === 'string' || typeof v === 'number')) return undefined;
    return schema.enum.map((v) => lit(v)).join(' | ');
  }
  if (schema.const !== undefined) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return undefined;
  const out: string[] = [];
  for (const type of types) {
    if (type === 'string') {
      const known = schema['x-known-values'];
      if (Array.isArray(known) && known.length > 0)
        out.push(...known.map((v) => lit(String(v))), '(string & {})');
      else out.push('string');
    } else if (type === 'integer' || type === 'number') out.push('number');
    else if (type === 'boolean') out.push('boolean');
    else if (type === 'null') out.push('null');
    else if (type === 'array') {
      const item = simpleType(doc, schema.items, depth + 1);
      if (!item) return undefined;
      out.push(item.includes(' ') ? `(${item})[]` : `${item}[]`);
    } else return undefined;
  }
  return out.join(' | ');
}

interface Field {
  name: string;
  required: boolean;
  type: string;
  description?: string | undefined;
}

function rawOperation(doc: OpenApiDocument, op: OperationModel): OperationObject {
  return doc.paths?.[op.path]?.[op.method.toLowerCase()] as OperationObject;
}

/** The JSON schema of a response or request body (its JSON media type). */
function jsonSchema(
  doc: OpenApiDocument,
  holder: { content?: Record<string, { schema?: SchemaObject }> } | undefined,
): SchemaObject | undefined {
  const content = holder ? deref(doc, holder).content : undefined;
  return Object.entries(content ?? {}).find(([type]) => /json/i.test(type))?.[1].schema;
}

/** What one operation's named types are made of. */
interface OperationTypesModel {
  op: OperationModel;
  raw: OperationObject;
  stem: string;
  /** The body's component, when the request body is one `$ref` (the params interface extends it). */
  bodyBase?: string | undefined;
  fields: Field[];
  /** openapi-typescript's params type (what the printed interface must equal). */
  paramsOracle: string;
  result: string;
  resultOracle: string;
  item?: string | undefined;
  /** The operation's first tag: the documentation groups its method and types under it. */
  tag?: string | undefined;
}

/** `@group <tag>` when the operation has a tag. */
const groupOf = (t: OperationTypesModel): string[] => (t.tag ? [`@group ${t.tag}`] : []);

function operationTypes(
  doc: OpenApiDocument,
  op: OperationModel,
  bodyMedia: string | undefined,
): OperationTypesModel {
  const raw = rawOperation(doc, op);
  const o = `operations[${lit(op.operationId)}]`;
  const stem = typeStem(op);
  const fields: Field[] = [];
  const oracle = paramFields(doc, op, raw, o, fields);
  const bodyBase = op.hasBody
    ? bodyFields(doc, raw, `NonNullable<${o}['requestBody']>['content'][${lit(bodyMedia)}]`, fields, oracle)
    : undefined;
  const { result, resultOracle, refs } = resultTypes(doc, op, raw, o);
  return {
    tag: (raw as { tags?: string[] }).tags?.[0],
    op,
    raw,
    stem,
    bodyBase,
    fields,
    paramsOracle: oracle.length > 0 ? oracle.join(' & ') : 'Record<string, never>',
    result,
    resultOracle,
    item: op.items ? itemType(doc, op.items, refs, stem) : undefined,
  };
}

/** The path and query fields of an operation (into `fields`), and the openapi-typescript types that hold them. */
function paramFields(
  doc: OpenApiDocument,
  op: OperationModel,
  raw: OperationObject,
  o: string,
  fields: Field[],
): string[] {
  const shared = (doc.paths?.[op.path]?.parameters as SchemaObject[] | undefined) ?? [];
  const params = [...shared, ...(raw.parameters ?? [])].map(
    (p) => deref(doc, p) as unknown as Field & { in: string; schema?: SchemaObject },
  );
  const oracle: string[] = [];
  for (const where of ['path', 'query'] as const) {
    const list = params.filter((p) => p.in === where);
    if (list.length === 0) continue;
    const holder =
      where === 'path' ? `${o}['parameters']['path']` : `NonNullable<${o}['parameters']['query']>`;
    oracle.push(holder);
    for (const p of list) {
      fields.push({
        name: p.name,
        required: where === 'path' || p.required === true,
        type: simpleType(doc, p.schema) ?? `${holder}[${lit(p.name)}]`,
        description: p.description,
      });
    }
  }
  return oracle;
}

/** The body's fields (into `fields`), or the component the params type extends when the body is one object component. */
function bodyFields(
  doc: OpenApiDocument,
  raw: OperationObject,
  body: string,
  fields: Field[],
  oracle: string[],
): string | undefined {
  oracle.push(body);
  const schema = jsonSchema(doc, raw.requestBody);
  const component = schema?.$ref ? COMPONENT.exec(schema.$ref)?.[1] : undefined;
  const flat = schema ? flattenSchema(doc, schema) : undefined;
  if (component && IDENT.test(component) && flat?.type === 'object' && !flat.anyOf && !flat.oneOf)
    return component;
  const required = new Set(flat?.required ?? []);
  for (const [name, property] of Object.entries(flat?.properties ?? {})) {
    fields.push({
      name,
      required: required.has(name),
      type: simpleType(doc, property) ?? `${body}[${lit(name)}]`,
      description: property.description,
    });
  }
  return undefined;
}

/** The result type (the response components where every 2xx has one, else openapi-typescript's types) and its oracle. */
function resultTypes(doc: OpenApiDocument, op: OperationModel, raw: OperationObject, o: string) {
  const statuses = op.successStatuses;
  const refs = statuses.map((s) => {
    const schema = jsonSchema(doc, raw.responses?.[s]);
    const name = schema?.$ref ? COMPONENT.exec(schema.$ref)?.[1] : undefined;
    return name && IDENT.test(name) ? name : undefined;
  });
  const empty = op.emptyStatuses.length > 0 ? ['undefined'] : [];
  const resultOracle = [
    ...statuses.map((s) => `${o}['responses'][${s}]['content']['application/json']`),
    ...empty,
  ].join(' | ');
  const result = refs.every((r): r is string => r !== undefined)
    ? [...new Set(refs), ...empty].join(' | ')
    : resultOracle;
  return { result, resultOracle, refs };
}

/** The type of one item of a paged operation's page. */
function itemType(doc: OpenApiDocument, items: string, refs: (string | undefined)[], stem: string): string {
  const page =
    refs.length === 1 && refs[0] ? deref(doc, { $ref: `#/components/schemas/${refs[0]}` }) : undefined;
  const field = page ? flattenSchema(doc, page as SchemaObject).properties?.[items] : undefined;
  const itemSchema = field ? flattenSchema(doc, field).items : undefined;
  return simpleType(doc, itemSchema) ?? `NonNullable<${stem}Result[${lit(items)}]>[number]`;
}

function paramsDeclaration(t: OperationTypesModel, names: RenderNames): string {
  const name = `${t.stem}Params`;
  const doc = jsdoc([
    `The params of {@link ${names.name}Client${member(t.op.deployedRouteOf ?? t.op.operationId)}} (\`${t.op.method} ${t.op.path}\`): path, query${t.op.hasBody ? ' and body' : ''} fields in one object.`,
    ...groupOf(t),
  ]);
  if (t.fields.length === 0 && !t.bodyBase) return `${doc}export type ${name} = Record<string, never>;\n`;
  const body = t.fields
    .map(
      (f) =>
        `${f.description ? jsdoc([f.description.trim()], '  ') : ''}  ${key(f.name)}${f.required ? '' : '?'}: ${f.type};`,
    )
    .join('\n');
  return `${doc}export interface ${name}${t.bodyBase ? ` extends ${t.bodyBase}` : ''} {\n${body}\n}\n`;
}

function exampleArgs(op: OperationModel): string {
  const entries = Object.entries(op.example);
  if (entries.length === 0) return '';
  const value = (v: unknown) => (typeof v === 'string' ? `'${v.replace(/[\\']/g, '\\$&')}'` : lit(v));
  return `{ ${entries.map(([k, v]) => `${key(k)}: ${value(v)}`).join(', ')} }`;
}

function requiresParams(t: OperationTypesModel): boolean {
  return t.fields.some((f) => f.required) || Boolean(t.bodyBase && t.op.bodyRequired);
}

function methodDoc(t: OperationTypesModel, names: RenderNames, pkg: string, iterate: boolean): string[] {
  const { op } = t;
  const method = op.deployedRouteOf ?? op.operationId;
  const call = iterate
    ? `for await (const item of ${names.clientVar}.iterate${member(method)}(${exampleArgs(op)})) console.log(item);`
    : `const result = await ${names.clientVar}${member(method)}(${exampleArgs(op)});`;
  const summary = op.summary?.trim() ?? op.operationId;
  const lines = iterate
    ? [
        `Iterates the \`${op.items}\` of every page of {@link ${names.name}Client${member(method)}}, following \`nextPageToken\` until it is absent (a page at a time: \`pageSize\` sets how many each request fetches).`,
        '',
        `${summary}`,
      ]
    : [summary];
  if (op.description && !iterate) lines.push('', op.description.trim());
  lines.push(
    '',
    `\`${op.method} ${op.path}\`${op.retry ? '' : ' (never retried: repeating it is not safe)'}${op.items && !iterate ? `. Paged: {@link ${names.name}Iterators${member(method)} | iterate${member(method)}} yields the \`${op.items}\` of every page.` : '.'}`,
  );
  if (op.deprecated) lines.push('', '@deprecated The service marks this operation deprecated.');
  lines.push(
    `@param params - the path, query${op.hasBody ? ' and body' : ''} fields in one object: {@link ${t.stem}Params}`,
    iterate
      ? '@param options - `maxItems`, `signal`, `timeoutMs` (of each page)'
      : '@param options - `signal`, `timeoutMs` of this call',
    iterate
      ? `@returns the items, one at a time ({@link ${t.stem}Item})`
      : `@returns {@link ${t.stem}Result}${op.emptyStatuses.length > 0 ? ' (`undefined` for a 2xx without a body)' : ''}`,
    ...groupOf(t),
    '@example',
    '```ts',
    `import { create${names.name}Client } from '${pkg}';`,
    `const ${names.clientVar} = create${names.name}Client();`,
    call,
    '```',
  );
  return lines;
}

/** The JSDoc of a kebab-case operation's camelCase alias: the same method under an identifier's name. */
function aliasDoc(t: OperationTypesModel, names: RenderNames, pkg: string, iterate: boolean): string[] {
  const { op } = t;
  const target = `${names.name}${iterate ? 'Iterators' : 'Client'}${member(op.operationId)}`;
  const call = iterate
    ? `for await (const item of ${names.clientVar}.iterate.${op.constName}(${exampleArgs(op)})) console.log(item);`
    : `const result = await ${names.clientVar}.${op.constName}(${exampleArgs(op)});`;
  return [
    `${op.summary?.trim() ?? op.operationId} The same method as {@link ${target}}, under a name that is an identifier (the operationId \`${op.operationId}\` is kebab-case).`,
    '',
    `\`${op.method} ${op.path}\`.`,
    ...groupOf(t),
    '@example',
    '```ts',
    `import { create${names.name}Client } from '${pkg}';`,
    `const ${names.clientVar} = create${names.name}Client();`,
    call,
    '```',
  ];
}

/**
 * A named schema type. An object schema is an interface extending openapi-typescript's type (so it keeps
 * its name wherever it is used: signatures and documentation link it instead of spelling it out); a union
 * of schema references is the union of their names; anything else is an alias that the documentation
 * shows resolved (`@useDeclaredType`).
 */
function schemaDeclaration(doc: OpenApiDocument, schema: string, names: RenderNames): string {
  const raw = doc.components?.schemas?.[schema] as SchemaObject | undefined;
  const description = raw?.description?.trim() ?? `The \`${schema}\` schema of the ${names.name} API.`;
  const base = `${names.name}Schema<${lit(schema)}>`;
  const isObject =
    raw !== undefined &&
    (raw.type === 'object' || (raw.type === undefined && raw.properties !== undefined)) &&
    !raw.anyOf &&
    !raw.oneOf &&
    !raw.allOf &&
    !raw.enum &&
    !raw.$ref;
  if (isObject)
    return `${jsdoc([description, '@group Schemas'])}export interface ${schema} extends ${base} {}\n`;
  const variants = raw?.anyOf ?? raw?.oneOf;
  const refs = variants?.map((v) => (v.$ref ? COMPONENT.exec(v.$ref)?.[1] : undefined));
  if (
    raw &&
    refs &&
    refs.length > 0 &&
    refs.every((r): r is string => r !== undefined && IDENT.test(r)) &&
    raw.type === undefined &&
    !raw.properties &&
    !raw.allOf
  ) {
    return `${jsdoc([description, '@group Schemas'])}export type ${schema} = ${refs.join(' | ')};\n`;
  }
  return `${jsdoc([description, '@useDeclaredType', '@group Schemas'])}export type ${schema} = ${base};\n`;
}

/**
 * The source of types.ts: named params/result/item types, the operations types map (and the deployed
 * routes' map), the client and iterators interfaces, and the type-level checks.
 */
export function renderTypes(
  doc: OpenApiDocument,
  ops: readonly OperationModel[],
  names: RenderNames & { pkg: string },
  extra: { schemaNames: readonly string[]; bodyMedia: Record<string, string>; tagTable?: string },
): string {
  const models = ops.map((op) => operationTypes(doc, op, extra.bodyMedia[op.operationId]));
  const out: string[] = [
    "import type { CallOptions } from '@pkg/core';\nimport type { IterateOptions, OperationAlias, OperationInfo } from '@pkg/core/rest';",
    `import type { ${extra.schemaNames.length > 0 ? 'components, ' : ''}operations } from './schema.js';`,
    '',
  ];
  if (extra.schemaNames.length > 0) {
    out.push(
      `${jsdoc([`A schema of the ${names.name} API's spec, as openapi-typescript types it (what the named schema types below extend).`, '@group Tables'])}export type ${names.name}Schema<K extends keyof components['schemas']> = components['schemas'][K];\n`,
    );
  }
  for (const schema of extra.schemaNames) out.push(schemaDeclaration(doc, schema, names));
  out.push('');
  out.push(...operationDeclarations(models, names, new Set(extra.schemaNames)));
  out.push(...tableDeclarations(models, names));
  out.push(...clientDeclarations(models, names));
  out.push(...renderClientOf(ops, names.name, names.clientVar, extra.tagTable));
  out.push(...typeProofs(models, extra.schemaNames));
  return `${out.join('\n')}\n`;
}

/** Each operation's params, result and item types. */
function operationDeclarations(
  models: readonly OperationTypesModel[],
  names: RenderNames,
  taken: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const t of models) {
    for (const suffix of ['Params', 'Result', 'Item']) {
      if (taken.has(`${t.stem}${suffix}`))
        throw new Error(`${t.op.operationId}: the type name ${t.stem}${suffix} is also a schema name`);
    }
    const method = `${names.name}Client${member(t.op.deployedRouteOf ?? t.op.operationId)}`;
    out.push(paramsDeclaration(t, names));
    out.push(
      `${jsdoc([`The result of {@link ${method}}${t.op.deployedRouteOf ? ` under \`wireNames: 'deployed'\`` : ''}.`, ...groupOf(t)])}export type ${t.stem}Result = ${t.result};\n`,
    );
    if (t.item)
      out.push(
        `${jsdoc([`One item of a page of {@link ${method}} (its \`${t.op.items}\`).`, ...groupOf(t)])}export type ${t.stem}Item = ${t.item};\n`,
      );
  }
  return out;
}

/** The `<Api>Operations` map (and the deployed routes'), and the typed entry of the operation table. */
function tableDeclarations(models: readonly OperationTypesModel[], names: RenderNames): string[] {
  const seed = models.filter((t) => t.op.deployedRouteOf === undefined);
  const deployed = models.filter((t) => t.op.deployedRouteOf !== undefined);
  const mapEntry = (t: OperationTypesModel) =>
    `  ${key(t.op.deployedRouteOf ?? t.op.operationId)}: { params: ${t.stem}Params; result: ${t.stem}Result${t.item ? `; item: ${t.stem}Item` : ''} };`;
  const out = [
    `${jsdoc([`The params, result and (paged operations) item types of every operation of the ${names.name} API, by operationId: what {@link ${names.name}Client} is built from.`, '@group Tables'])}export interface ${names.name}Operations {\n${seed.map(mapEntry).join('\n')}\n}\n`,
  ];
  if (deployed.length > 0) {
    out.push(
      `${jsdoc([`The params and result types of the deployed service's routes, by the operation they stand in for under \`wireNames: 'deployed'\`.`, '@group Tables'])}export interface ${names.name}DeployedRoutes {\n${deployed.map(mapEntry).join('\n')}\n}\n`,
    );
  }
  out.push(
    `${jsdoc([
      `An entry of the ${names.name} API's operation table (\`@pkg/${names.clientVar}/operations\`), typed with the operationId it belongs to, so that {@link create${names.name}ClientFor} builds the matching method.`,
      '@group Tables',
    ])}export type ${names.name}OperationInfo<K extends keyof ${names.name}Operations> = OperationInfo & { readonly [operationId]?: K };\n`,
    `${jsdoc(['Type-level only: the key that ties an operation table entry to its operationId.'])}declare const operationId: unique symbol;\n`,
  );
  return out;
}

/** The `<Api>Client` interface (one method per operation) and its `<Api>Iterators`. */
function clientDeclarations(
  models: readonly OperationTypesModel[],
  names: RenderNames & { pkg: string },
): string[] {
  const seed = models.filter((t) => t.op.deployedRouteOf === undefined);
  // a kebab-case operationId is a method twice: under its own name, and under its camelCase alias
  const withAliases = (t: OperationTypesModel, iterate: boolean, signature: string): string[] => {
    const m = t.op.operationId;
    const own = `${jsdoc(methodDoc(t, names, names.pkg, iterate), '  ')}  ${key(m)}${signature}`;
    if (t.op.constName === m) return [own];
    const alias = `${jsdoc(aliasDoc(t, names, names.pkg, iterate), '  ')}  ${t.op.constName}${signature}`;
    return [own, alias];
  };
  const optional = (t: OperationTypesModel) => (requiresParams(t) ? '' : '?');
  const methods = seed.flatMap((t) =>
    withAliases(
      t,
      false,
      `(params${optional(t)}: ${t.stem}Params, options?: CallOptions): Promise<${t.stem}Result>;`,
    ),
  );
  const iterators = seed
    .filter((t) => t.item)
    .flatMap((t) =>
      withAliases(
        t,
        true,
        `(params${optional(t)}: ${t.stem}Params, options?: IterateOptions): AsyncIterableIterator<${t.stem}Item>;`,
      ),
    );
  return [
    `${jsdoc([
      `A client of the ${names.name} API (\`create${names.name}Client()\`): one method per operation, each taking one flat object of path, query and body fields, checked before the request leaves, and resolving to the parsed JSON body.`,
      '',
      `Paged operations also iterate their items across pages: {@link ${names.name}Client.iterate}.`,
      '@group Client',
    ])}export interface ${names.name}Client {\n${methods.join('\n\n')}\n\n${jsdoc([`Iterates the items of every paged operation across pages (${names.name}Iterators).`], '  ')}  readonly iterate: ${names.name}Iterators;\n}\n`,
    `${jsdoc([`The iterators of {@link ${names.name}Client.iterate}: one per paged operation, yielding the items of every page.`, '@group Client'])}export interface ${names.name}Iterators {\n${iterators.join('\n\n')}\n}\n`,
  ];
}

/** The compile-time proof that every printed type is what openapi-typescript derives from the spec. */
function typeProofs(models: readonly OperationTypesModel[], schemaNames: readonly string[]): string[] {
  const checks = [
    ...schemaNames.map((name) => `  Assert<Same<${name}, components['schemas'][${lit(name)}]>>,`),
    ...models.flatMap((t) => [
      `  Assert<Same<${t.stem}Params, ${t.paramsOracle}>>,`,
      `  Assert<Same<${t.stem}Result, ${t.resultOracle}>>,`,
    ]),
  ];
  return [
    '/** True when A and B are assignable to each other. */',
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    'type Assert<T extends true> = T;',
    '/** Compile-time proof that every printed params and result type is what openapi-typescript derives from the spec. */',
    `type _TypesMatchSpec = [\n${checks.join('\n')}\n];`,
  ];
}
