/**
 * The mock server's generator: reads every spec with the clients' readers (openapi/load.ts and
 * readOperations, openrpc/spec.ts) and writes compact tables into packages/mock-server/src/generated/,
 * so the server routes and validates requests against the model the clients are generated from.
 * - rest-operations.ts: every OpenAPI operation (data, metrics, health) with its path template,
 *   parameters and their rules, body schema, x-rules, x-paging and the rule of its success body.
 * - rpc-methods.ts: every OpenRPC method with its paramStructure, endpoints, params and rules, and
 *   the rule of its result (a sample answer where the data set has nothing better; tests check answers with it).
 * The wire types the mock's data set is built from are the clients' own generated types, which
 * src/data/types.ts imports by path: the mock generates no copy of them.
 */
import { readdirSync, statSync } from 'node:fs';
import { loadOpenApi, type OpenApiDocument } from '../openapi/load.ts';
import { readOperations } from '../openapi/operations.ts';
import { byPosition, loadRpcDocument, type RpcDocument } from '../openrpc/spec.ts';
import { specPath } from '../paths.ts';
import type { Json } from '../shared/spec.ts';
import { toParamRule } from '../shared/to-rule.ts';
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
/**
 * Operations of one OpenAPI document, as plain objects matching the mock server's RestOperation: the
 * clients' model of the document (readOperations), its rules in the mock's dialect.
 */
export function restOperations(doc: OpenApiDocument, service: string): Json[] {
  const rule = (schema: unknown) => toParamRule(doc, schema, 'mock');
  return readOperations(doc).map((op) => {
    const body = op.fields.filter((f) => f.in === 'body');
    const bodyDefaults = Object.fromEntries(
      body.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]),
    );
    return {
      operationId: op.operationId,
      service,
      method: op.method,
      path: op.path,
      params: op.fields
        .filter((f) => f.in !== 'body')
        .map((f) => ({
          name: f.name,
          in: f.in,
          required: f.required,
          rule: rule(f.schema),
          ...(f.default !== undefined ? { default: f.default } : {}),
        })),
      ...(op.hasBody
        ? {
            body: Object.fromEntries(
              body.map((f) => [f.name, f.required ? { ...rule(f.schema), required: true } : rule(f.schema)]),
            ),
          }
        : {}),
      ...(Object.keys(bodyDefaults).length > 0 ? { bodyDefaults } : {}),
      rules: op.rules,
      ...(op.items ? { pagingItems: op.items } : {}),
      successStatus: Number([...op.successStatuses, ...op.emptyStatuses].sort()[0]),
      ...(op.response ? { response: rule(op.response) } : {}),
    };
  });
}

/**
 * Methods of one OpenRPC document, as plain objects matching the mock server's RpcMethod: the document as
 * the client generator reads it (spec.ts: param structure, servers, params), rules in the mock's dialect.
 */
export function rpcMethods(doc: RpcDocument): Json[] {
  return doc.methods.map((m) => {
    const servers = m.servers ?? [];
    const batch = servers.filter((s) => s['x-batch'] === true).map((s) => s.url);
    return {
      name: m.name,
      paramStructure: byPosition(m) ? 'by-position' : 'by-name',
      servers: servers.map((s) => s.url),
      // the endpoints that take a JSON array (x-batch: a node's EVM /rpc); every other one refuses it
      ...(batch.length > 0 ? { batchServers: batch } : {}),
      params: m.params.map((p) => ({
        name: p.name,
        required: p.required === true,
        rule: toParamRule(doc, p.schema, 'mock'),
      })),
      rules: m['x-rules'] ?? [],
      ...(m.result ? { result: toParamRule(doc, m.result.schema, 'mock') } : {}),
    };
  });
}

/** Writes packages/mock-server/src/generated/ from the specs present; each file names the specs it is read from. */
export async function generateMockServer(): Promise<void> {
  const rest: Json[] = [];
  for (const [file, service] of REST_SPECS)
    rest.push(...restOperations(loadOpenApi(specPath(file)), service));
  const rpc: Json[] = [];
  for (const file of RPC_SPECS) rpc.push(...rpcMethods(loadRpcDocument(specPath(file))));
  const specsOf: Record<string, string[]> = {
    'rest-operations.ts': REST_SPECS.map(([file]) => file),
    'rpc-methods.ts': RPC_SPECS,
  };
  writeGenerated('mock-server', (name) => specsOf[name] ?? [], {
    'rest-operations.ts': `import type { RestOperation } from '../tables.js';\n\n/** Every REST operation of the specs. */\nexport const restOperations: readonly RestOperation[] = ${JSON.stringify(rest)};\n`,
    'rpc-methods.ts': `import type { RpcMethod } from '../tables.js';\n\n/** Every JSON-RPC method of the specs. */\nexport const rpcMethods: readonly RpcMethod[] = ${JSON.stringify(rpc)};\n`,
  });
}
