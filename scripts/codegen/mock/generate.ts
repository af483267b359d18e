/**
 * The mock server's generator: reads every spec and writes compact tables into
 * packages/mock-server/src/generated/ so the server routes and validates requests against the
 * same documents the clients are generated from.
 * - rest-operations.ts: every OpenAPI operation (data, metrics, health) with its path template,
 *   parameters and their rules, body schema, x-rules, x-paging and the rule of its success body.
 * - rpc-methods.ts: every OpenRPC method with its paramStructure, endpoints, params and rules, and
 *   the rule of its result (a sample answer where the data set has nothing better; tests check answers with it).
 * The wire types the mock's data set is built from are the clients' own generated types, which
 * src/data/types.ts imports by path: the mock generates no copy of them.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { loadOpenApi } from '../openapi/load.ts';
import { specPath } from '../paths.ts';
import { type Json, loadSpec } from '../shared/spec.ts';
import { flattenSchema, toParamRule } from '../shared/to-rule.ts';
import { writeGenerated } from '../write.ts';

/** The entries of a folder under specs/, sorted, without hidden ones. */
function listSpecs(folder: string): string[] {
  return readdirSync(specPath(folder))
    .filter((name) => !name.startsWith('.'))
    .sort();
}
/**
 * Every OpenAPI spec under specs/openapi (a folder of topic files, or one file), found by listing it, with
 * the service it describes (its name: `data/` -> data, `health.yaml` -> health).
 */
const REST_SPECS = listSpecs('openapi').map((name) =>
  statSync(specPath(`openapi/${name}`)).isDirectory()
    ? ([`openapi/${name}/`, name] as const)
    : ([`openapi/${name}`, name.replace(/\.ya?ml$/, '')] as const),
);
/** Every OpenRPC spec (a folder of topic files, or one file) under specs/openrpc, found by listing it. */
const RPC_SPECS = listSpecs('openrpc').map((name) => `openrpc/${name}`);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations of one OpenAPI document, as plain objects matching the mock server's RestOperation. */
export function restOperations(doc: Json, service: string): Json[] {
  const resolve = (value: unknown) => flattenSchema<Json>(doc, value);
  const out: Json[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const shared = ((item.parameters as unknown[] | undefined) ?? []).map(resolve);
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [...shared, ...((op.parameters as unknown[] | undefined) ?? []).map(resolve)]
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => {
          const schema = resolve(p.schema);
          return {
            name: p.name,
            in: p.in,
            required: p.required === true || p.in === 'path',
            rule: toParamRule(doc, schema, 'mock'),
            ...(schema.default !== undefined ? { default: schema.default } : {}),
          };
        });
      const bodySchema = resolve(
        ((resolve(op.requestBody).content as Json | undefined)?.['application/json'] as Json | undefined)
          ?.schema,
      );
      const body = toParamRule(doc, bodySchema, 'mock');
      const bodyDefaults = Object.fromEntries(
        Object.entries((bodySchema.properties ?? {}) as Json)
          .map(([name, s]) => [name, resolve(s).default])
          .filter(([, value]) => value !== undefined),
      );
      const statuses = Object.keys((op.responses ?? {}) as Json)
        .filter((s) => /^2\d\d$/.test(s))
        .sort();
      const success = resolve(((op.responses ?? {}) as Json)[statuses[0] ?? '200']);
      const responseSchema = ((success.content as Json | undefined)?.['application/json'] as Json | undefined)
        ?.schema;
      out.push({
        operationId: op.operationId,
        service,
        method: method.toUpperCase(),
        path,
        params,
        ...(body.type === 'object' ? { body: body.properties ?? {} } : {}),
        ...(Object.keys(bodyDefaults).length > 0 ? { bodyDefaults } : {}),
        rules: op['x-rules'] ?? [],
        ...(op['x-paging'] ? { pagingItems: (op['x-paging'] as Json).items } : {}),
        successStatus: Number(statuses[0] ?? 200),
        ...(responseSchema ? { response: toParamRule(doc, responseSchema, 'mock') } : {}),
      });
    }
  }
  return out;
}

/** Methods of one OpenRPC document, as plain objects matching the mock server's RpcMethod. */
export function rpcMethods(doc: Json): Json[] {
  const resolve = (value: unknown) => flattenSchema<Json>(doc, value);
  return ((doc.methods ?? []) as unknown[]).map(resolve).map((m) => {
    const servers = (m.servers as Json[] | undefined) ?? [];
    const batch = servers.filter((s) => s['x-batch'] === true).map((s) => s.url);
    return {
      name: m.name,
      paramStructure: m.paramStructure === 'by-name' ? 'by-name' : 'by-position',
      servers: servers.map((s) => s.url),
      // the endpoints that take a JSON array (x-batch: a node's EVM /rpc); every other one refuses it
      ...(batch.length > 0 ? { batchServers: batch } : {}),
      params: ((m.params as unknown[] | undefined) ?? []).map(resolve).map((p) => ({
        name: p.name,
        required: p.required === true,
        rule: toParamRule(doc, p.schema, 'mock'),
      })),
      rules: m['x-rules'] ?? [],
      ...(m.result ? { result: toParamRule(doc, resolve(m.result).schema, 'mock') } : {}),
    };
  });
}

function load(relative: string): Json | undefined {
  const file = specPath(relative);
  if (!existsSync(file)) return undefined;
  // A spec directory (specs/openapi/data/) is read in the clients' order (paths and components sorted).
  return statSync(file).isDirectory() ? (loadOpenApi(file) as unknown as Json) : loadSpec(file);
}

/** Writes packages/mock-server/src/generated/ from the specs present; each file names the specs it is read from. */
export async function generateMockServer(): Promise<void> {
  const rest: Json[] = [];
  for (const [file, service] of REST_SPECS) {
    const doc = load(file);
    if (doc) rest.push(...restOperations(doc, service));
  }
  const rpc: Json[] = [];
  for (const file of RPC_SPECS) {
    const doc = load(file);
    if (doc) rpc.push(...rpcMethods(doc));
  }
  const specsOf: Record<string, string[]> = {
    'rest-operations.ts': REST_SPECS.map(([file]) => file),
    'rpc-methods.ts': RPC_SPECS,
  };
  writeGenerated('mock-server', (name) => specsOf[name] ?? [], {
    'rest-operations.ts': `import type { RestOperation } from '../tables.js';\n\n/** Every REST operation of the specs. */\nexport const restOperations: readonly RestOperation[] = ${JSON.stringify(rest)};\n`,
    'rpc-methods.ts': `import type { RpcMethod } from '../tables.js';\n\n/** Every JSON-RPC method of the specs. */\nexport const rpcMethods: readonly RpcMethod[] = ${JSON.stringify(rpc)};\n`,
  });
}
