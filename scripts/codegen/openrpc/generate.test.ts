import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDir, specPath } from '../paths.ts';
import { factoryModel } from './factoryModel.ts';
import { buildRpcFiles } from './generate.ts';
import { rpcPackages } from './packages.ts';
import { loadRpcDocument } from './spec.ts';

const owned = ['node-info', 'xchain', 'pchain', 'evm'] as const;

const cache = new Map<string, Promise<Record<string, string>>>();
const build = (name: string) => {
  const cached = cache.get(name) ?? fresh(name);
  cache.set(name, cached);
  return cached;
};

async function fresh(name: string) {
  const pkg = rpcPackages[name]!;
  return buildRpcFiles({
    specFile: specPath(pkg.spec),
    outDir: generatedDir(name),
    pkg,
    ...(pkg.health ? { healthFile: specPath(pkg.health) } : {}),
  });
}

/** One generated entry (`export const <name>: ... };`) of a methods.ts. */
const entryOf = (methods: string, name: string) =>
  methods.match(new RegExp(`export const ${name}: [\\s\\S]*?\\n};`))![0];

describe('OpenRPC generator', () => {
  it.each(owned)('%s: the committed src/generated is what the specs generate', async (name) => {
    const files = await build(name);
    const dir = generatedDir(name);
    expect(readdirSync(dir).sort()).toEqual(Object.keys(files).sort());
    for (const [file, content] of Object.entries(files))
      expect(readFileSync(path.join(dir, file), 'utf8')).toBe(content);
  });

  it('is deterministic and starts every file with a do-not-edit line naming its spec', async () => {
    const first = await build('xchain');
    expect(await fresh('xchain')).toEqual(first);
    for (const [file, content] of Object.entries(first)) {
      const line = content.split('\n')[0]!;
      expect(line, file).toMatch(/^\/\/ Generated from .*; do not edit\. Run `pnpm generate`\.$/);
      expect(line, file).toContain('specs/openrpc/xchain');
    }
  });

  it('writes the method table, signatures and docs the spec describes', async () => {
    const files = await build('xchain');
    const methods = files['methods.ts']!;
    // one entry per method, exported under its wire name with `.` as `_`, and the table of them all
    expect(methods).toContain(
      "export const xvm_getUTXOs: MethodEntry<'xvm.getUTXOs'> = {\n  name: 'xvm.getUTXOs',",
    );
    expect(methods).toContain("import { xvm_getUTXOs } from '@pkg/xchain/methods';");
    expect(methods).toContain("'xvm.getUTXOs': xvm_getUTXOs,");
    expect(methods).toContain("limit: { type: 'integer', minimum: 1, maximum: 1024 }");
    expect(methods).toContain("encoding: { type: 'string', enum: ['hex'] }");
    expect(methods).toContain("deprecated: 'since v1.10.0'");
    expect(methods).toContain("namespaces: { xvm: 'avm' }");
    const namespaces = files['namespaces.ts']!;
    expect(namespaces).toContain(
      'getUTXOs(params: T.XvmGetUTXOsParams, options?: JsonRpcCallOptions): Promise<T.XvmGetUTXOsResult>;',
    );
    expect(namespaces).toContain('getHeight(options?: JsonRpcCallOptions): Promise<T.XvmGetHeightResult>;');
    expect(namespaces).toMatch(
      /@deprecated Deprecated since v1\.9\.12\.\n\s+\* @example[\s\S]*?getAllBalances/,
    );
    expect(namespaces).toContain("import { createXChainClient } from '@pkg/xchain';");
    expect(files['types.ts']).toContain(
      "'xvm.getTxStatus': { params: XvmGetTxStatusParams; result: XvmGetTxStatusResult };",
    );
  });

  it('gives the checker to the entries with checks only, so a call of a method without any bundles none', async () => {
    const methods = (await build('xchain'))['methods.ts']!;
    expect(methods).toMatch(/import \{ [^}]*checkParams[^}]* \} from '@pkg\/core';/);
    const entry = (name: string) => entryOf(methods, name);
    expect(entry('xvm_getUTXOs')).toContain('check: checkParams,');
    expect(entry('xvm_getHeight')).not.toContain('check');
  });

  it("writes the rules of object fields the mock's answers hold too once, in rules.ts, and the entries reference them", async () => {
    const files = await build('evm');
    expect(files['rules.ts']).toContain('export const AccessListItem: ParamSchema = {');
    expect(files['methods.ts']).toContain("import * as rules from './rules.js';");
    // every transaction-call param's access list, once
    expect(files['methods.ts']).toContain(
      "accessList: { type: 'array', items: { type: 'object', properties: rules.AccessListItem } },",
    );
    expect(files['methods.ts']).not.toContain("storageKeys: {\n                type: 'array',");
    // a package whose entries and answers share no object field's rules has no rules.ts
    const info = await build('node-info');
    expect(info['rules.ts']).toBeUndefined();
    expect(info['methods.ts']).not.toContain('./rules.js');
  });

  it('gives the UTXO pager to the x-paged-utxos entries only, so a client without them bundles none', async () => {
    const methods = (await build('xchain'))['methods.ts']!;
    expect(methods).toMatch(/import \{ [^}]*iterateUtxos[^}]* \} from '@pkg\/core';/);
    const entry = (name: string) => entryOf(methods, name);
    expect(entry('xvm_getUTXOs')).toContain('iterate: iterateUtxos,');
    expect(entry('xvm_getHeight')).not.toContain('iterate');
  });

  it('gives each entry the smallest checker that reads its rules, so a call bundles only the rule types it uses', async () => {
    const methods = (await build('pchain'))['methods.ts']!;
    const entry = (name: string) => entryOf(methods, name);
    // string params only (subnetID)
    expect(entry('platform_getCurrentSupply')).toContain('check: checkStringParams,');
    // an array param is not flat
    expect(entry('platform_getUTXOs')).toContain('check: checkParams,');
    // no params, no checker
    expect(entry('platform_getHeight')).not.toContain('check');
    expect(methods).toMatch(
      /import \{ checkFlatParams, checkParams, checkStringParams, iterateUtxos \} from '@pkg\/core';/,
    );
  });

  it('writes by-position params as labeled tuples and positional signatures', async () => {
    const files = await build('evm');
    expect(files['types.ts']).toContain(
      'export type EthGetBalanceParams = [address: Address, block: BlockNumberOrTagOrHash];',
    );
    expect(files['namespaces.ts']).toMatch(
      /getBalance\(\s*address: T\.Address,\s*block: T\.BlockNumberOrTagOrHash,\s*options\?: JsonRpcCallOptions,?\s*\): Promise<T\.EthGetBalanceResult>;/,
    );
    expect(files['methods.ts']).toContain("by: 'position'");
  });

  it('node-info: health GET endpoints from health.yaml, and marks node-specific methods', async () => {
    const files = await build('node-info');
    expect(files['health.ts']).toContain("getReadiness: { path: '/readiness', tags: true }");
    expect(files['health.ts']).toContain('getLiveness(options?: CallOptions): Promise<HealthReport>;');
    expect(files['namespaces.ts']).toMatch(
      /Node-specific: public API servers do not serve it\.[\s\S]*?getNodeIP\(/,
    );
    expect(files['methods.ts']).toContain("rules: [{ anyOf: ['logLevel', 'displayLevel'] }]");
    expect(files['methods.ts']).toContain("alias: { type: 'string', maxLength: 512, required: true }");
  });
});

describe('the generated factories', () => {
  it("take each server variable as an option with the spec's default, and page each x-paged-utxos method", async () => {
    const factory = (await build('xchain'))['createXChainClient.ts']!;
    expect(factory).toContain("const variables = { blockchainId: options.blockchainId ?? 'X' };");
    expect(factory).toContain("const paged = table['xvm.getUTXOs'];");
    expect(factory).toContain('const iterate = paged');
    expect(factory).toContain('getUTXOs(params: XvmGetUTXOsParams, options?: IterateOptions)');
    // a package without variables or paged methods takes core's options as they are
    const info = (await build('node-info'))['createNodeInfoClient.ts']!;
    expect(info).toContain('export type NodeInfoClientOptions = RpcClientOptions;');
    expect(info).not.toContain('iterate');
  });

  it("leave out the namespaces another factory carries and call the package's hand-written parts", async () => {
    const info = (await build('node-info'))['createNodeInfoClient.ts']!;
    expect(info).toMatch(/N extends `index\.\$\{string\}` \? never : N/);
    expect(info).toContain("import { healthGetMethods } from '../healthGetMethods.js';");
    expect(info).toContain('...(health && { health: { ...health, ...healthGetMethods(rpc) } })');
    const evm = (await build('evm'))['createEvmClient.ts']!;
    expect(evm).toContain('const [setupConfig, rpcOptions] = evmChainSetup(table, variables, options);');
    expect(evm).toContain('...variables,');
    // a by-position paged method's iterator takes its one positional param
    expect(evm).toContain('getUTXOs(args: AtomicGetUTXOsArgs, options?: IterateOptions)');
  });

  it("re-export core's types the signatures use, IterateOptions only where a method is paged", async () => {
    expect((await build('xchain'))['exports.ts']).toMatch(/IterateOptions,[\s\S]*} from '@pkg\/core';/);
    expect((await build('node-info'))['exports.ts']).not.toContain('IterateOptions');
  });

  it('refuse a package config that does not document a variable or a paged method', () => {
    const doc = loadRpcDocument(specPath(rpcPackages.xchain!.spec));
    const pkg = rpcPackages.xchain!;
    expect(() => factoryModel(doc, { ...pkg, config: { ...pkg.config, variables: {} } })).toThrow(
      'no doc of option blockchainId',
    );
    expect(() => factoryModel(doc, { ...pkg, config: { ...pkg.config, iterators: {} } })).toThrow(
      'no doc of the iterator of xvm.getUTXOs',
    );
  });
});
