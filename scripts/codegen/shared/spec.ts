/** One reader of spec documents for every generator: loading (YAML or JSON) and local `$ref`s. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A JSON value read from a spec, as an object. */
export type Json = Record<string, unknown>;

/** Reads a spec document: JSON (`.json`) or YAML. */
export function loadSpec<T = Json>(file: string): T {
  const text = readFileSync(file, 'utf8');
  return (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as T;
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
