import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** A JSON Schema object as OpenAPI 3.1 writes it (the keywords the generator reads, plus extensions). */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  default?: unknown;
  description?: string;
  [extension: `x-${string}`]: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: SchemaObject }> }>;
  'x-paging'?: { items: string };
  'x-safe-to-retry'?: boolean;
  'x-rules'?: unknown[];
  /** This operation is the deployed service's route of the named (seed) operation: see specs/README.md. */
  'x-deployed-route-of'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OperationObject | ParameterObject[] | string>>;
  components?: Record<string, Record<string, unknown>>;
}

/** The keys a tag file of a spec directory may hold (everything else belongs in `_base.yaml`). */
const PART_KEYS = new Set(['paths', 'components', 'tags']);

const SPEC_FILE = /\.(ya?ml|json)$/;

function readSpecFile(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  const value = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as unknown;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${file}: not an OpenAPI document (an object) but ${JSON.stringify(value)}`);
  return value as Record<string, unknown>;
}

/** An object's entries sorted by key, as a new object. */
function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The files of a spec directory in merge order: `_base.yaml` (or `.yml`/`.json`) first, then the
 * others by name. Throws when there is no `_base` file.
 */
export function specDirectoryFiles(dir: string): string[] {
  const names = readdirSync(dir)
    .filter((name) => SPEC_FILE.test(name))
    .sort();
  const base = names.find((name) => name.replace(SPEC_FILE, '') === '_base');
  if (!base) throw new Error(`${dir}: a spec directory needs a _base.yaml (openapi, info, servers, ...)`);
  return [base, ...names.filter((name) => name !== base)].map((name) => path.join(dir, name));
}

/**
 * Merges the files of a spec directory into one document: `_base.yaml` gives everything but the
 * operations; every other file adds `paths`, `components` (by section) and `tags`. A path, a
 * component name or a tag name defined in two files is an error naming both.
 */
function mergeSpecDirectory(dir: string): Record<string, unknown> {
  const [baseFile, ...parts] = specDirectoryFiles(dir);
  const merged = readSpecFile(baseFile!);
  const owner = new Map<string, string>();
  const claim = (what: string, file: string) => {
    const first = owner.get(what);
    if (first !== undefined) {
      throw new Error(
        `${path.relative(dir, file)}: ${what} is also defined in ${first}; each may be defined in one file of ${dir}`,
      );
    }
    owner.set(what, path.relative(dir, file));
  };
  const paths = (merged.paths ?? {}) as Record<string, unknown>;
  const components = (merged.components ?? {}) as Record<string, Record<string, unknown>>;
  const tags = (merged.tags ?? []) as { name?: unknown }[];
  Object.assign(merged, { paths, components, tags });
  const register = (file: string, doc: Record<string, unknown>) => {
    for (const key of Object.keys((doc.paths ?? {}) as object)) claim(`path ${key}`, file);
    for (const [section, entries] of Object.entries((doc.components ?? {}) as Record<string, object>)) {
      for (const name of Object.keys(entries ?? {})) claim(`component ${section}/${name}`, file);
    }
    for (const tag of (doc.tags ?? []) as { name?: unknown }[]) claim(`tag ${String(tag.name)}`, file);
  };
  register(baseFile!, merged);
  for (const file of parts) {
    const part = readSpecFile(file);
    const extra = Object.keys(part).filter((key) => !PART_KEYS.has(key));
    if (extra.length > 0) {
      throw new Error(
        `${path.relative(dir, file)}: only paths, components and tags belong in a tag file; move ${extra.join(', ')} to _base`,
      );
    }
    register(file, part);
    Object.assign(paths, part.paths ?? {});
    for (const [section, entries] of Object.entries((part.components ?? {}) as Record<string, object>)) {
      components[section] = { ...components[section], ...entries };
    }
    tags.push(...((part.tags ?? []) as { name?: unknown }[]));
  }
  return merged;
}

/**
 * Reads an OpenAPI document: a YAML or JSON file, or a directory of them merged (see
 * `mergeSpecDirectory`). The result is in one canonical order whatever the layout of the files:
 * `paths` sorted by path, each `components` section sorted by name (so moving a path or a schema
 * between files never reorders the generated code).
 */
export function loadOpenApi(fileOrDir: string): OpenApiDocument {
  const doc = statSync(fileOrDir).isDirectory() ? mergeSpecDirectory(fileOrDir) : readSpecFile(fileOrDir);
  if (doc.paths) doc.paths = sortedByKey(doc.paths as Record<string, unknown>);
  if (doc.components) {
    doc.components = Object.fromEntries(
      Object.entries(doc.components as Record<string, Record<string, unknown>>).map(([section, entries]) => [
        section,
        sortedByKey(entries ?? {}),
      ]),
    );
  }
  return doc as unknown as OpenApiDocument;
}

/** Follows local `$ref`s (`#/components/...`) until the value is not a reference. */
export function deref<T>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let depth = 0; depth < 32; depth++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  throw new Error('$ref chain too deep');
}
