/**
 * Rules written once. Where a client's entries (its input checks) and the mock's answer rules hold the same
 * object rule's `properties` (a spec component both take and give, e.g. TraceConfig, or an access list's
 * entry), the client's generated rules.ts declares them once as a named constant and both reference it,
 * so the spec's rule is generated in one place and the mock's tables repeat none of the client's.
 */
import type { ParamSchema } from '@pkg/core';
import type { Json } from './spec.ts';
import { ruleOrigin } from './toRule.ts';

/** The shared `properties` maps: by their content (JSON), the name of the constant declaring them. */
export interface RuleConstants {
  /** JSON of a `properties` map -> the constant's name. */
  readonly names: ReadonlyMap<string, string>;
  /** Each constant's name and `properties` map, a map before any that holds it. */
  readonly declarations: readonly (readonly [string, ParamSchema])[];
}

/** A rule with where it is read from (`transaction`, `eth_getBlockByHashResult`), the name of a map without a component. */
export interface NamedRule {
  readonly rule: Json;
  readonly hint: string;
}

/** Every object rule's `properties` map in `rule` by content, inner maps first, each with a name for it. */
function collectMaps(rule: Json, hint: string, out: Map<string, { map: ParamSchema; name: string }>): void {
  const properties = rule.properties as ParamSchema | undefined;
  if (properties && typeof properties === 'object') {
    for (const [name, value] of Object.entries(properties)) collectMaps(value as Json, name, out);
    const key = JSON.stringify(properties);
    if (!out.has(key)) out.set(key, { map: properties, name: ruleOrigin(properties) ?? hint });
  }
  if (rule.items && typeof rule.items === 'object') collectMaps(rule.items as Json, `${hint}Item`, out);
  if (Array.isArray(rule.anyOf)) for (const branch of rule.anyOf) collectMaps(branch as Json, hint, out);
}

/** `accessListItem` -> `AccessListItem`: a constant's name from a component or field name. */
function constantName(name: string): string {
  const words = name.replace(/[^\w$]+/g, '_');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The `properties` maps of two or more fields that both the client's rules and the mock's rules hold (the
 * same JSON), each named after its spec component (else the field holding it), a second map of one name
 * numbered (`Log2`).
 */
export function ruleConstants(client: readonly NamedRule[], mock: readonly NamedRule[]): RuleConstants {
  const ofClient = new Map<string, { map: ParamSchema; name: string }>();
  for (const { rule, hint } of client) collectMaps(rule, hint, ofClient);
  const ofMock = new Map<string, { map: ParamSchema; name: string }>();
  for (const { rule, hint } of mock) collectMaps(rule, hint, ofMock);
  const names = new Map<string, string>();
  const declarations: (readonly [string, ParamSchema])[] = [];
  const taken = new Set<string>();
  for (const [key, { map, name }] of ofClient) {
    if (!ofMock.has(key) || Object.keys(map).length < 2) continue;
    const base = constantName(name);
    let unique = base;
    for (let n = 2; taken.has(unique); n++) unique = `${base}${n}`;
    taken.add(unique);
    names.set(key, unique);
    declarations.push([unique, map]);
  }
  return { names, declarations };
}

/** A placeholder for code in a JSON table: `referencesToSource` writes `{ $reference: 'a.b' }` as `a.b`. */
export function reference(code: string): Json {
  return { $reference: code };
}

/** JSON source with each `reference(...)` placeholder written as the code it names. */
export function referencesToSource(json: string): string {
  return json.replace(/\{"\$reference":"([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)"\}/g, '$1');
}

/** `rule` with each `properties` map of `constants` replaced by a reference to its constant (`prefix` + name). */
export function withConstants(rule: Json, constants: RuleConstants, prefix: string): Json {
  const out: Json = { ...rule };
  if (rule.properties && typeof rule.properties === 'object') {
    const name = constants.names.get(JSON.stringify(rule.properties));
    out.properties = name
      ? reference(`${prefix}${name}`)
      : mapValues(rule.properties as Json, (value) => withConstants(value, constants, prefix));
  }
  if (rule.items && typeof rule.items === 'object')
    out.items = withConstants(rule.items as Json, constants, prefix);
  if (Array.isArray(rule.anyOf))
    out.anyOf = rule.anyOf.map((branch) => withConstants(branch as Json, constants, prefix));
  return out;
}

function mapValues(record: Json, f: (value: Json) => Json): Json {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value as Json)]));
}

/**
 * The source of rules.ts (without header), or undefined when nothing is shared: each constant a `ParamSchema`,
 * the maps it holds referenced by name.
 */
export function rulesSource(constants: RuleConstants): string | undefined {
  if (constants.declarations.length === 0) return undefined;
  const declarations = constants.declarations.map(([name, map]) => {
    const literal = mapValues(map as Json, (value) => withConstants(value, constants, ''));
    return `/** The rules of ${name}'s fields. */\nexport const ${name}: ParamSchema = ${referencesToSource(JSON.stringify(literal))};\n`;
  });
  return [
    '/**',
    " * The rules of the object fields that the entries' input checks and the mock server's answer rules both hold,",
    " * each written once (exported as `rules` by the package's `/methods` entry, which the mock server imports).",
    ' */',
    "import type { ParamSchema } from '@pkg/core';",
    '',
    ...declarations,
  ].join('\n');
}
