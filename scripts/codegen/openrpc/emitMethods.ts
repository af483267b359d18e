/**
 * methods.ts: one entry per method (endpoint, param structure, checks, retry safety), exported under its wire
 * name with `.` as `_` (the package's `/methods` subpath), and the table of every entry the full client is
 * built from.
 */

import { checkerOf } from '../shared/checkerOf.ts';
import { referencesToSource, withConstants } from '../shared/ruleConstants.ts';
import { toParamRule } from '../shared/toRule.ts';
import { exampleCall } from './emitNamespaces.ts';
import { SERVED_ON, servedOnOf } from './eras.ts';
import type { RpcPackage } from './packages.ts';
import { rpcRuleConstants } from './sharedRules.ts';
import {
  batchEndpoints,
  byPosition,
  deprecation,
  endpointOf,
  type Json,
  type RpcDocument,
  type RpcMethod,
  splitWireName,
} from './spec.ts';

/** The table entry of each method, as plain JSON (wire name -> MethodSpec). */
export function methodTable(doc: RpcDocument): Record<string, Json> {
  const table: Record<string, Json> = {};
  for (const method of doc.methods) {
    const entry: Json = {
      endpoint: endpointOf(method),
      by: byPosition(method) ? 'position' : 'name',
      params: method.params.map((p) => p.name),
    };
    if (method.params.length > 0) {
      const schema: Record<string, Json> = {};
      for (const param of method.params) {
        const rule = toParamRule(doc, param.schema);
        schema[param.name] = param.required ? { ...rule, required: true } : rule;
      }
      entry.schema = schema;
    }
    const rules = method['x-rules'];
    if (rules?.length) entry.rules = rules;
    if (method['x-safe-to-retry'] === false) entry.retry = false;
    const deprecated = deprecation(method);
    if (deprecated) entry.deprecated = deprecated;
    const wireDefaults: Record<string, Json> = {};
    for (const param of method.params)
      if ('x-wire-default' in param) wireDefaults[param.name] = param['x-wire-default'] as Json;
    if (Object.keys(wireDefaults).length > 0) entry.wireDefaults = wireDefaults;
    // only where some chain does not serve it: the client refuses it before sending where none of its kind
    // does, and explains a not-found answer of a method Helicon removed from the C-Chain
    const servedOn = servedOnOf(method);
    if (servedOn && servedOn.length < SERVED_ON.length) entry.servedOn = servedOn;
    table[method.name] = entry;
  }
  return table;
}

/**
 * Whether deployed nodes serve `name` (at `endpoint`) under another name, path or params shape than the seed's
 * (the document's `x-deployed-names` renames its namespace, moves its endpoint, or sends it by name): its entry
 * carries core's name fallback, which `wireNames: 'auto'` and `'seed'` go through.
 */
export function renamedOnDeployedNodes(doc: RpcDocument, name: string, endpoint: string): boolean {
  const map = doc['x-deployed-names'] ?? {};
  const { namespace } = splitWireName(name);
  return (
    (map.namespaces?.[namespace] ?? namespace) !== namespace ||
    (map.paths?.[endpoint] ?? endpoint) !== endpoint ||
    (map.objectParams ?? []).some((entry) => entry === namespace || entry === endpoint)
  );
}

/** The endpoint `request` sends a namespace the spec does not know to. */
export function defaultEndpoint(doc: RpcDocument): string {
  const first = doc.methods[0];
  return doc['x-default-endpoint'] ?? (first ? endpointOf(first) : '/');
}

/** The export name of a method's entry: its wire name with `.` as `_` (`info.getNodeVersion` -> `info_getNodeVersion`). */
export function entryName(wireName: string): string {
  return wireName.replace(/\./g, '_');
}

/** The doc of one entry: what it is, and a client of it as a program builds one. */
function entryDoc(doc: RpcDocument, pkg: RpcPackage, method: RpcMethod): string {
  const { name } = method;
  const { namespace, key } = splitWireName(name);
  const call = exampleCall(doc, pkg, method);
  const own = pkg.namespaceClients?.[namespace];
  const example = own
    ? [
        `import { ${own.factory} } from '${pkg.packageName}';`,
        `const ${own.variable} = ${own.factory}(${own.options});`,
        `const result = ${call};`,
      ]
    : [
        `import { ${pkg.factory}For } from '${pkg.packageName}';`,
        `import { ${entryName(name)} } from '${pkg.packageName}/methods';`,
        `const ${pkg.variable} = ${pkg.factory}For({ ${entryName(name)} });`,
        `const result = ${call};`,
      ];
  const what = own
    ? `the entry \`${own.factory}\` builds \`${namespace}.${key}\` from`
    : `pass it to \`${pkg.factory}For\` for a client with \`${namespace}.${key}\``;
  return [
    '/**',
    ` * JSON-RPC \`${name}\`: ${what}.`,
    ' * @example',
    ...example.map((l) => ` * ${l}`),
    ' */',
  ].join('\n');
}

/**
 * Generates methods.ts (without header). The rules of object fields the mock's answer rules hold too are
 * references to their constants in rules.ts (`rules.TraceConfig`).
 */
export function emitMethods(doc: RpcDocument, pkg: RpcPackage): string {
  const table = methodTable(doc);
  const constants = rpcRuleConstants(doc);
  const checkers = new Set<string>();
  let pager = false;
  let fallback = false;
  const entries = doc.methods.flatMap((method) => {
    const entry = table[method.name] as { endpoint: string; schema?: Record<string, Json>; rules?: Json };
    // the checker comes with the entries that have checks, the smallest that reads their rules, so a call
    // bundles only the rule types its method uses (none without checks)
    // (cross-field rules, set only when there are some, need checkParams; an empty schema still needs a checker,
    // the smallest, as the client checks every entry with a schema)
    const check =
      entry.schema === undefined && entry.rules === undefined
        ? undefined
        : (checkerOf(Object.values(entry.schema ?? {}), entry.rules === undefined ? 0 : 1) ??
          'checkStringParams');
    if (check) checkers.add(check);
    const paged = method['x-paged-utxos'] === true;
    pager ||= paged;
    const moved = renamedOnDeployedNodes(doc, method.name, entry.endpoint);
    fallback ||= moved;
    // functions the entry carries (the checker, the pager, the name fallback): only the entries that use them
    // bundle them
    const carried = [
      ...(check ? [`"check": ${check}`] : []),
      ...(paged ? ['"iterate": iterateUtxos'] : []),
      ...(moved ? ['"fallback": nameFallback'] : []),
    ];
    const schema = entry.schema
      ? Object.fromEntries(
          Object.entries(entry.schema).map(([name, rule]) => [
            name,
            withConstants(rule, constants, 'rules.'),
          ]),
        )
      : undefined;
    const literal = referencesToSource(JSON.stringify({ name: method.name, ...entry, schema }));
    return [
      entryDoc(doc, pkg, method),
      `export const ${entryName(method.name)}: MethodEntry<${JSON.stringify(method.name)}> = ${carried.length > 0 ? `${literal.slice(0, -1)}, ${carried.join(', ')} }` : literal};`,
      '',
    ];
  });
  const values = [
    ...[...checkers].sort(),
    ...(pager ? ['iterateUtxos'] : []),
    ...(fallback ? ['nameFallback'] : []),
  ];
  const all = Object.keys(table).map((name) =>
    entryName(name) === name ? name : `${JSON.stringify(name)}: ${entryName(name)}`,
  );
  return [
    "import type { MethodEntries, MethodEntry, WireNameMap } from '@pkg/core';",
    ...(values.length > 0 ? [`import { ${values.join(', ')} } from '@pkg/core';`] : []),
    ...(constants.declarations.length > 0 ? ["import * as rules from './rules.js';"] : []),
    '',
    ...entries,
    `/** Every method of the spec, by seed wire name: \`${pkg.factory}\` is \`${pkg.factory}For\` given this table. */`,
    `export const methods: MethodEntries = { ${all.join(', ')} };`,
    '',
    '/** Where `request` sends a method whose namespace the spec does not know. */',
    `export const defaultEndpoint = ${JSON.stringify(defaultEndpoint(doc))};`,
    '',
    "/** The names deployed nodes use, selected by `wireNames: 'deployed'`. */",
    `export const deployedNames: WireNameMap = ${JSON.stringify(doc['x-deployed-names'] ?? {})};`,
    '',
    '/** Endpoint templates that accept a JSON-RPC batch; calls to any other endpoint go out one per request. */',
    `export const batchEndpoints: readonly string[] = ${JSON.stringify(batchEndpoints(doc))};`,
    '',
  ].join('\n');
}
