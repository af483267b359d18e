/**
 * The OpenRPC generator: specs/openrpc/<pkg>.json -> packages/<pkg>/src/generated/
 *   types.ts       json-schema-to-typescript types (components, <Method>Params, <Method>Result) and `Methods`
 *   methods.ts     one entry per method (endpoint, param structure, input checks, x-rules, retry safety, deprecation),
 *                  exported as `<wire name with . as _>`, and `methods`, the table of them all
 *   rules.ts       where any: the rules of object fields the entries and the mock's answer rules both hold, once
 *   namespaces.ts  one interface per namespace with hover docs, and `Namespaces`
 *   subscriptions.ts  evm only: the WebSocket subscription kinds of `x-subscriptions` (emitSubscriptions.ts)
 *   health.ts      node-info only: the health GET endpoints from specs/openapi/health.yaml
 *   create<Name>Client.ts  the package's factories and their types (emitFactory.ts, from the spec and factories/)
 *   exports.ts     every type of the files above and core's types their signatures use, by name (the package
 *                  entry re-exports them all)
 * Every file starts with a do-not-edit line naming its specs and is formatted with biome.
 */
import path from 'node:path';
import { generatedDir, repoRoot, specPath } from '../paths.ts';
import { coreTypeExports } from '../shared/coreTypeExports.ts';
import { emitExports } from '../shared/emitExports.ts';
import { rulesSource } from '../shared/ruleConstants.ts';
import { formatGenerated, writeFiles } from '../write.ts';
import { emitFactory, factoryFile } from './emitFactory.ts';
import { emitHealth } from './emitHealth.ts';
import { emitMethods } from './emitMethods.ts';
import { emitNamespaces } from './emitNamespaces.ts';
import { emitSubscriptions } from './emitSubscriptions.ts';
import { emitTypes } from './emitTypes.ts';
import { checkEras } from './eras.ts';
import { type RpcPackage, rpcPackages } from './packages.ts';
import { rpcRuleConstants } from './sharedRules.ts';
import { loadRpcDocument } from './spec.ts';

export interface GenerateRpcOptions {
  /** The OpenRPC document. */
  specFile: string;
  /** The folder to (re)write; everything in it is replaced. */
  outDir: string;
  /** Names used in generated docs. */
  pkg: RpcPackage;
  /** The health GET spec (node-info). */
  healthFile?: string;
}

/** The generated files (name -> formatted content with header), without writing them. */
export async function buildRpcFiles(options: GenerateRpcOptions): Promise<Record<string, string>> {
  const doc = loadRpcDocument(options.specFile);
  checkEras(doc);
  const specNames = [options.specFile, ...(options.healthFile ? [options.healthFile] : [])].map(specLabel);
  const rpcLabel = [specLabel(options.specFile)];
  const files: Record<string, [string[], string]> = {
    'types.ts': [rpcLabel, await emitTypes(doc)],
    'methods.ts': [rpcLabel, emitMethods(doc, options.pkg)],
    'namespaces.ts': [rpcLabel, emitNamespaces(doc, options.pkg)],
  };
  const rules = rulesSource(rpcRuleConstants(doc));
  if (rules) files['rules.ts'] = [rpcLabel, rules];
  const subscriptions = emitSubscriptions(doc);
  if (subscriptions) files['subscriptions.ts'] = [rpcLabel, subscriptions];
  if (options.healthFile) files['health.ts'] = [specNames, emitHealth(options.healthFile, doc, options.pkg)];
  files[factoryFile(options.pkg)] = [specNames, emitFactory(doc, options.pkg)];
  files['exports.ts'] = [
    specNames,
    emitExports(
      Object.fromEntries(Object.entries(files).map(([n, [, s]]) => [n, s])),
      coreTypeExports(
        'rpc',
        doc.methods.some((m) => m['x-paged-utxos'] === true),
      ),
    ),
  ];
  const sources = Object.fromEntries(Object.entries(files).map(([name, [, source]]) => [name, source]));
  return formatGenerated(sources, (name) => files[name]?.[0] ?? specNames);
}

/** Writes the generated files into `outDir` (replacing its contents). */
export async function generateRpc(options: GenerateRpcOptions): Promise<string[]> {
  const files = await buildRpcFiles(options);
  writeFiles(options.outDir, files);
  return Object.keys(files);
}

/** `pnpm --filter @pkg/<pkg> generate`: writes packages/<pkg>/src/generated from its spec(s). */
export async function generateRpcPackage(name: string): Promise<void> {
  const pkg = rpcPackages[name];
  if (!pkg) throw new Error(`no OpenRPC package ${name}`);
  await generateRpc({
    specFile: specPath(pkg.spec),
    outDir: generatedDir(name),
    pkg,
    ...(pkg.health ? { healthFile: specPath(pkg.health) } : {}),
  });
}

/** `specs/openrpc/x` for a spec under the repo's specs/, else the file's name. */
function specLabel(file: string): string {
  const relative = path.relative(path.join(repoRoot, 'specs'), file);
  return relative.startsWith('..') ? path.basename(file) : relative;
}
