/** methods.ts: the method table the runtime builds the client from (endpoint, param structure, checks, retry safety). */

import { toParamRule } from '../shared/to-rule.ts';
import { batchEndpoints, byPosition, deprecation, endpointOf, type Json, type RpcDocument } from './spec.ts';

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
    const servedOn = method['x-served-on'];
    if (servedOn?.length) entry.servedOn = servedOn;
    table[method.name] = entry;
  }
  return table;
}

/** The endpoint `request` sends a namespace the spec does not know to. */
export function defaultEndpoint(doc: RpcDocument): string {
  const first = doc.methods[0];
  return doc['x-default-endpoint'] ?? (first ? endpointOf(first) : '/');
}

/** Generates methods.ts (without header). */
export function emitMethods(doc: RpcDocument): string {
  return [
    "import type { MethodTable, WireNameMap } from '@pkg/core';",
    '',
    '/** Every method of the spec: seed wire name -> endpoint, param structure, input checks, retry safety. */',
    `export const methods: MethodTable = ${JSON.stringify(methodTable(doc))};`,
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
