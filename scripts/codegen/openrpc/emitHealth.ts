/**
 * health.ts (node-info only): the node's health GET endpoints from specs/openapi/health.yaml, as a table
 * and typed methods that sit on the client's `health` namespace beside the JSON-RPC ones.
 */
import { deref, loadSpec } from '../shared/spec.ts';
import type { RpcPackage } from './packages.ts';
import { endpointOf, type Json, type RpcDocument, splitWireName } from './spec.ts';

interface GetOperation {
  operationId: string;
  path: string;
  summary: string;
  description?: string;
  tags: boolean;
  result: string;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Json)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The GET operations of an OpenAPI document whose response schemas the RPC spec also defines (identically). */
export function readHealthGets(file: string, rpc: RpcDocument, namespace: string): GetOperation[] {
  const api = loadSpec(file);
  const schemas = ((api.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const rpcSchemas = rpc.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (stable(schema) !== stable(rpcSchemas[name]))
      throw new Error(`${file}: schema ${name} differs from the OpenRPC spec's; keep them equal`);
  }
  const rpcEndpoint = rpc.methods.find((m) => splitWireName(m.name).namespace === namespace);
  if (!rpcEndpoint) throw new Error(`no ${namespace}.* method to place the GET endpoints beside`);
  const base = endpointOf(rpcEndpoint);
  const operations: GetOperation[] = [];
  for (const [path, item] of Object.entries((api.paths ?? {}) as Record<string, Json>)) {
    const get = item.get as Json | undefined;
    if (!get) continue;
    if (!path.startsWith(base)) throw new Error(`${file}: ${path} is not under ${base}`);
    const parameters = ((get.parameters ?? []) as Json[]).map((p) => deref(api, p));
    const response = deref(api, (get.responses as Json)['200'] as Json);
    const ref = (((response.content as Json)['application/json'] as Json).schema as Json).$ref as string;
    operations.push({
      operationId: get.operationId as string,
      path: path.slice(base.length),
      summary: get.summary as string,
      description: get.description as string | undefined,
      tags: parameters.some((p) => p.name === 'tag' && p.in === 'query'),
      result: ref.split('/').pop()!,
    });
  }
  return operations;
}

/** Generates health.ts (without header). */
export function emitHealth(file: string, rpc: RpcDocument, pkg: RpcPackage, namespace = 'health'): string {
  const operations = readHealthGets(file, rpc, namespace);
  const table = Object.fromEntries(
    operations.map((op) => [op.operationId, { path: op.path, tags: op.tags }]),
  );
  const out = [
    "import type { CallOptions } from '@pkg/core';",
    `import type { ${[...new Set(operations.map((op) => op.result))].sort().join(', ')} } from './types.js';`,
    '',
    `/** The ${namespace} GET endpoints: method -> path under the \`${namespace}\` endpoint, and whether it takes \`tag\` queries. */`,
    `export const healthGets: Readonly<Record<string, { path: string; tags: boolean }>> = ${JSON.stringify(table)};`,
    '',
    '/** Params of a health GET that filters by tags. */',
    'export interface HealthGetParams {',
    '  /** Sent as repeated `tag` query parameters; only checks with these tags, plus global checks, are reported. */',
    '  tags?: string[];',
    '}',
    '',
    `/** The ${namespace} GET endpoints (a 503 answer is returned as \`healthy: false\`, never thrown). */`,
    'export interface HealthGetMethods {',
  ];
  for (const op of operations) {
    const lines = [op.summary, ...(op.description ? ['', op.description] : [])];
    lines.push(
      '',
      `HTTP GET \`/ext/health${op.path}\`${op.tags ? ' (repeatable `tag` query)' : ''}; a 503 answer is returned as \`{ healthy: false, checks }\`, not thrown.`,
      'Node-specific: public API servers do not serve it.',
      '@example',
      '```ts',
      `import { ${pkg.factory} } from '${pkg.packageName}';`,
      `const ${pkg.variable} = ${pkg.factory}({ url: 'http://127.0.0.1:9650' });`,
      `const { healthy, checks } = await ${pkg.variable}.${namespace}.${op.operationId}(${op.tags ? "{ tags: ['11111111111111111111111111111111LpoYY'] }" : ''});`,
      '```',
    );
    out.push(`  /**\n${lines.map((l) => `   *${l ? ` ${l}` : ''}`).join('\n')}\n   */`);
    out.push(
      op.tags
        ? `  ${op.operationId}(params?: HealthGetParams, options?: CallOptions): Promise<${op.result}>;`
        : `  ${op.operationId}(options?: CallOptions): Promise<${op.result}>;`,
    );
  }
  out.push('}', '');
  return out.join('\n');
}
