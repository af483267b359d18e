/**
 * The mock server's generator: reads every spec with the clients' readers (openapi/load.ts and
 * readOperations, openrpc/spec.ts) and writes into packages/mock-server/src/generated/ what the mock
 * needs beyond the clients' own generated entries, which its tables reference (imported through the clients'
 * declared entries, `@pkg/<client>/operations` and `@pkg/<client>/methods`, the clients being its dependencies):
 * - restOperations.ts: every OpenAPI operation (data, metrics, health): its client entry (how it is
 *   called: path, parameters, rules), its success status, parameter defaults and the rule of its answer.
 * - rpcMethods.ts: every OpenRPC method: its client entry, every endpoint serving it (and the ones taking
 *   a batch), and the rule of its result (a sample answer where the data set has nothing better; tests
 *   check answers with it), whose object fields the client's entries check too are the client's rules.ts
 *   constants (openrpc/sharedRules.ts, exported as `rules` by `@pkg/<client>/methods`), not a copy.
 * The wire types the mock's data set is built from are the clients' own generated types, which
 * src/data/types.ts imports from the clients' packages: the mock generates no copy of them.
 */
import { loadOpenApi, type OpenApiDocument } from '../openapi/load.ts';
import { readOperations } from '../openapi/operations.ts';
import { openApiEntries, restPackages, specOf } from '../openapi/packages.ts';
import { operationInfo } from '../openapi/render.ts';
import { entryName } from '../openrpc/emitMethods.ts';
import { rpcPackages } from '../openrpc/packages.ts';
import { rpcRuleConstants } from '../openrpc/sharedRules.ts';
import { loadRpcDocument, type RpcDocument } from '../openrpc/spec.ts';
import { specPath } from '../paths.ts';
import { reference, referencesToSource, withConstants } from '../shared/ruleConstants.ts';
import type { Json } from '../shared/spec.ts';
import { toParamRule } from '../shared/toRule.ts';
import { writeGenerated } from '../write.ts';

/**
 * Every OpenAPI spec under specs/openapi (a folder of topic files, or one file), found by listing it, with
 * the service it describes (its name: `data/` -> data, `health.yaml` -> health).
 */
const REST_SPECS = openApiEntries().map(specOf);
/** Every OpenRPC spec folder under specs/openrpc, found by listing it: each is the package of its name. */
const RPC_PACKAGES = Object.keys(rpcPackages);
/**
 * What the mock knows of each operation of one OpenAPI document beyond how it is called (RestOperationSpec):
 * its service, success status, parameter defaults and the rule of its answer, read from the clients'
 * model of the document (readOperations). `request` is how it is called (@pkg/core's OperationInfo): the
 * client's own entry where a client package is generated from the spec (written as a reference to it,
 * `reference('data.getBlock')`), else the same object the client generator would write.
 */
export function restOperations(doc: OpenApiDocument, service: string, hasClient: boolean): Json[] {
  // the server takes the first operation whose path fits: a deployed route (`x-deployed-route-of`) only
  // where no seed operation does (/v2/chains/{chainId}/metrics/avgTps is getEvmChainMetrics' too)
  const ops = readOperations(doc);
  const ordered = [...ops.filter((op) => !op.deployedRouteOf), ...ops.filter((op) => op.deployedRouteOf)];
  return ordered.map((op) => {
    const defaults = Object.fromEntries(
      op.fields.filter((f) => f.in !== 'body' && f.default !== undefined).map((f) => [f.name, f.default]),
    );
    const response = op.response ? toParamRule(doc, op.response, 'mock') : undefined;
    return {
      operationId: op.operationId,
      service,
      request: hasClient ? reference(`${service}.${op.constName}`) : operationInfo(op),
      successStatus: Number([...op.successStatuses, ...op.emptyStatuses].sort()[0]),
      ...(Object.keys(defaults).length > 0 ? { defaults } : {}),
      ...(response ? { response } : {}),
    };
  });
}

/** The source of restOperations.ts: the specs' operations, each `request` of a client its entry, imported. */
function restSource(): string {
  const imports: string[] = [];
  const rest: Json[] = [];
  for (const { spec: file, name: service } of REST_SPECS) {
    const client = Object.keys(restPackages).find((name) => restPackages[name]?.spec === file);
    if (client) imports.push(`import * as ${service} from '@pkg/${client}/operations';`);
    rest.push(...restOperations(loadOpenApi(specPath(file)), service, client !== undefined));
  }
  return `${imports.join('\n')}\nimport type { RestOperationSpec } from '../tables.js';\n\n/** Every REST operation of the specs. */\nexport const restOperationSpecs: readonly RestOperationSpec[] = ${tableSource(rest)};\n`;
}

/**
 * What the mock knows of each method of one OpenRPC document beyond how it is called (RpcMethodSpec): every
 * endpoint that serves it, the ones that take a batch, and the rule of its result. `request` is the
 * client's own entry (`reference('evm.eth_getBalance')`, the package of the spec folder `pkg`); the rules of
 * object fields its entries check too are the package's rules.ts constants.
 */
export function rpcMethods(doc: RpcDocument, pkg: string): Json[] {
  const constants = rpcRuleConstants(doc);
  return doc.methods.map((m) => {
    const servers = m.servers ?? [];
    const batch = servers.filter((s) => s['x-batch'] === true).map((s) => s.url);
    const result = m.result ? toParamRule(doc, m.result.schema, 'mock') : undefined;
    return {
      request: reference(`${importName(pkg)}.${entryName(m.name)}`),
      servers: servers.map((s) => s.url),
      // the endpoints that take a JSON array (x-batch: a node's EVM /rpc); every other one refuses it
      ...(batch.length > 0 ? { batchServers: batch } : {}),
      // the names deployed nodes serve it under (x-deployed-names), applied by @pkg/core/wire's mapWireName
      ...(doc['x-deployed-names'] ? { deployedNames: reference(`${importName(pkg)}.deployedNames`) } : {}),
      // the object fields the package's entries check too are its rules.ts constants (`evm.rules.TraceConfig`)
      ...(result ? { result: withConstants(result, constants, `${importName(pkg)}.rules.`) } : {}),
    };
  });
}

/** The name a generated table imports a package's generated module under: `node-info` -> `nodeInfo`. */
function importName(pkg: string): string {
  return pkg.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A table as source: each `reference('pkg.name')` placeholder becomes the reference `pkg.name`. */
function tableSource(entries: Json[]): string {
  return referencesToSource(JSON.stringify(entries));
}

/** The source of rpcMethods.ts: every method of every spec folder, each `request` its package's entry, imported. */
function rpcSource(): string {
  const imports: string[] = [];
  const rpc: Json[] = [];
  for (const pkg of RPC_PACKAGES) {
    const doc = loadRpcDocument(specPath(`openrpc/${pkg}`));
    imports.push(`import * as ${importName(pkg)} from '@pkg/${pkg}/methods';`);
    rpc.push(...rpcMethods(doc, pkg));
  }
  return `${imports.join('\n')}\nimport type { RpcMethodSpec } from '../tables.js';\n\n/** Every JSON-RPC method of the specs. */\nexport const rpcMethodSpecs: readonly RpcMethodSpec[] = ${tableSource(rpc)};\n`;
}

/** Writes packages/mock-server/src/generated/ from the specs present; each file names the specs it is read from. */
export async function generateMockServer(): Promise<void> {
  const specsOf: Record<string, string[]> = {
    'restOperations.ts': REST_SPECS.map(({ spec }) => spec),
    'rpcMethods.ts': RPC_PACKAGES.map((pkg) => `openrpc/${pkg}`),
  };
  writeGenerated('mock-server', (name) => specsOf[name] ?? [], {
    'restOperations.ts': restSource(),
    'rpcMethods.ts': rpcSource(),
  });
}
