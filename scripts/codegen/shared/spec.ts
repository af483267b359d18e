/** One reader of spec documents for every generator: loading (YAML or JSON, a file or a directory) and local `$ref`s. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** A JSON value read from a spec, as an object. */
export type Json = Record<string, unknown>;

/**
 * The keys a topic file of a spec directory may hold (everything else belongs in `_base.yaml`):
 * an OpenAPI tag file's `paths`, `components` and `tags`, an OpenRPC topic file's `methods` and `components`.
 */
/** What a topic file may hold; `x-subscriptions` (an EVM chain's WebSocket subscriptions) in one file only. */
const PART_KEYS = new Set(['paths', 'components', 'tags', 'methods', 'x-subscriptions']);

const SPEC_FILE = /\.(ya?ml|json)$/;

function readSpecFile(file: string): Json {
  const text = readFileSync(file, 'utf8');
  const value = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as unknown;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${file}: not a spec document (an object) but ${JSON.stringify(value)}`);
  return value as Json;
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
 * operations; every other file adds `paths`, `components` (by section) and `tags` (OpenAPI), or
 * `methods` and `components` (OpenRPC; the merged methods are put in order of name, so moving a method
 * between files changes nothing generated). A path, method, component name or tag name defined in two
 * files is an error naming both.
 */
function mergeSpecDirectory(dir: string): Json {
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
  const methods = (merged.methods ?? []) as { name?: unknown }[];
  Object.assign(merged, merged.openrpc === undefined ? { paths, components, tags } : { methods, components });
  const register = (file: string, doc: Json) => {
    for (const key of Object.keys((doc.paths ?? {}) as object)) claim(`path ${key}`, file);
    for (const [section, entries] of Object.entries((doc.components ?? {}) as Record<string, object>)) {
      for (const name of Object.keys(entries ?? {})) claim(`component ${section}/${name}`, file);
    }
    for (const tag of (doc.tags ?? []) as { name?: unknown }[]) claim(`tag ${String(tag.name)}`, file);
    for (const method of (doc.methods ?? []) as { name?: unknown }[])
      claim(`method ${String(method.name)}`, file);
    if (doc['x-subscriptions'] !== undefined) claim('x-subscriptions', file);
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
    methods.push(...((part.methods ?? []) as { name?: unknown }[]));
    if (part['x-subscriptions'] !== undefined) merged['x-subscriptions'] = part['x-subscriptions'];
  }
  methods.sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0));
  return merged;
}

/**
 * Reads a spec document: a JSON (`.json`) or YAML file, or a directory of them merged (`_base.yaml`
 * first; see `mergeSpecDirectory`).
 */
export function loadSpec<T = Json>(fileOrDir: string): T {
  return (statSync(fileOrDir).isDirectory() ? mergeSpecDirectory(fileOrDir) : readSpecFile(fileOrDir)) as T;
}

/** The value at a local `$ref` (`#/components/schemas/X`, with `~1` and `~0` unescaped); throws when there is none. */
export function refTarget(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  let target: unknown = doc;
  for (const part of ref.slice(2).split('/'))
    target = (target as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
  return target;
}

/** Follows local `$ref`s until the value is not a reference (siblings of a `$ref` are not kept). */
export function deref<T>(doc: unknown, value: T): T {
  let current: unknown = value;
  for (let depth = 0; ; depth++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (depth >= 32) throw new Error(`$ref cycle at ${ref}`);
    current = refTarget(doc, ref);
  }
}

/** The component name a bare `$ref` points to (`#/components/schemas/Address` -> `Address`). */
export function refName(schema: Json): string | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || Object.keys(schema).some((k) => k !== '$ref' && k !== 'description'))
    return undefined;
  return /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
}
