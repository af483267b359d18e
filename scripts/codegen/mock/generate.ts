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
import { restPackages } from '../openapi/generate.ts';
import { loadOpenApi, type OpenApiDocument } from '../openapi/load.ts';
import { readOperations } from '../openapi/operations.ts';
import { operationInfo } from '../openapi/render.ts';
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
 * What the mock knows of each operation of one OpenAPI document beyond how it is called (RestOperationSpec):
 * its service, success status, parameter defaults and the rule of its answer, read from the clients'
 * model of the document (readOperations). `request` is how it is called (@pkg/core's OperationInfo): the
 * client's own entry where a client package is generated from the spec (written as a reference to it,
 * `{ $entry: 'data.getBlock' }`), else the same object the client generator would write.
 */
export function restOperations(doc: OpenApiDocument, service: string, hasClient: boolean): Json[] {
  return readOperations(doc).map((op) => {
    const defaults = Object.fromEntries(
      op.fields.filter((f) => f.in !== 'body' && f.default !== undefined).map((f) => [f.name, f.default]),
    );
    const response = op.response ? toParamRule(doc, op.response, 'mock') : undefined;
    return {
      operationId: op.operationId,
      service,
      request: hasClient ? { $entry: `${service}.${op.constName}` } : operationInfo(op),
      successStatus: Number([...op.successStatuses, ...op.emptyStatuses].sort()[0]),
      ...(Object.keys(defaults).length > 0 ? { defaults } : {}),
      ...(response ? { response } : {}),
    };
  });
}

/** The source of rest-operations.ts: the specs' operations, each `request` of a client its entry, imported. */
function restSource(): string {
  const imports: string[] = [];
  const rest: Json[] = [];
  for (const [file, service] of REST_SPECS) {
    const client = Object.keys(restPackages).find((name) => restPackages[name]?.spec === file);
    if (client) imports.push(`import * as ${service} from '../../../${client}/src/generated/operations.js';`);
    rest.push(...restOperations(loadOpenApi(specPath(file)), service, client !== undefined));
  }
  const table = JSON.stringify(rest).replace(/\{"\$entry":"([A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*)"\}/g, '$1');
  return `${imports.join('\n')}\nimport type { RestOperationSpec } from '../tables.js';\n\n/** Every REST operation of the specs. */\nexport const restOperationSpecs: readonly RestOperationSpec[] = ${table};\n`;
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
  const rpc: Json[] = [];
  for (const file of RPC_SPECS) rpc.push(...rpcMethods(loadRpcDocument(specPath(file))));
  const specsOf: Record<string, string[]> = {
    'rest-operations.ts': REST_SPECS.map(([file]) => file),
    'rpc-methods.ts': RPC_SPECS,
  };
  writeGenerated('mock-server', (name) => specsOf[name] ?? [], {
    'rest-operations.ts': restSource(),
    'rpc-methods.ts': `import type { RpcMethod } from '../tables.js';\n\n/** Every JSON-RPC method of the specs. */\nexport const rpcMethods: readonly RpcMethod[] = ${JSON.stringify(rpc)};\n`,
  });
}
