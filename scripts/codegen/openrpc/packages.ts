import { readdirSync } from 'node:fs';
import { specPath } from '../paths.ts';
import { evm } from './factories/evm.ts';
import { nodeInfo } from './factories/nodeInfo.ts';
import { pchain } from './factories/pchain.ts';
import { xchain } from './factories/xchain.ts';
import type { FactoryConfig } from './factoryConfig.ts';

/**
 * A JSON-RPC package the OpenRPC generator writes: one per folder of specs/openrpc/ (the folder names the
 * package), with what its generated docs name.
 */
export interface RpcPackage extends RpcPackageNames {
  /** Spec under specs/, the package's folder, e.g. `openrpc/xchain`. */
  readonly spec: string;
  /** npm name used in generated `@example`s: `@pkg/<folder>`. */
  readonly packageName: string;
}

/** What a package's generated docs name that its folder does not tell. */
export interface RpcPackageNames {
  /** The factory users call, e.g. `createXChainClient`. */
  readonly factory: string;
  /** The variable the examples bind the client to. */
  readonly variable: string;
  /** OpenAPI spec of GET endpoints served beside the JSON-RPC ones (node-info's health GETs). */
  readonly health?: string;
  /**
   * Namespaces that another factory of the package carries (node-info's `index`: `createIndexClient`),
   * with the options its generated `@example`s pass.
   */
  readonly namespaceClients?: Readonly<Record<string, NamespaceClient>>;
  /** What the generated factories (`src/generated/<factory>.ts`) say and call beyond the spec (factories/<folder>.ts). */
  readonly config: FactoryConfig;
}

/** The factory that carries a namespace, as its generated `@example`s call it. */
export interface NamespaceClient {
  readonly factory: string;
  readonly variable: string;
  /** The options object the example passes, as source text. */
  readonly options: string;
}

/** The names of each package that its folder does not give, by folder of specs/openrpc/. */
const names: Readonly<Record<string, RpcPackageNames>> = {
  'node-info': {
    factory: 'createNodeInfoClient',
    variable: 'node',
    health: 'openapi/health.yaml',
    namespaceClients: {
      index: {
        factory: 'createIndexClient',
        variable: 'cBlocks',
        options: "{ url: 'http://127.0.0.1:9650', index: 'C/block' }",
      },
    },
    config: nodeInfo,
  },
  xchain: { factory: 'createXChainClient', variable: 'xchain', config: xchain },
  pchain: { factory: 'createPChainClient', variable: 'pchain', config: pchain },
  evm: { factory: 'createEvmClient', variable: 'evm', config: evm },
};

/** Every folder of specs/openrpc/ as a package; a folder without its names fails here, naming it. */
export function readRpcPackages(folders: readonly string[]): Record<string, RpcPackage> {
  const out: Record<string, RpcPackage> = {};
  for (const folder of folders) {
    const own = names[folder];
    if (!own)
      throw new Error(
        `specs/openrpc/${folder}: no factory and variable in scripts/codegen/openrpc/packages.ts`,
      );
    out[folder] = { spec: `openrpc/${folder}`, packageName: `@pkg/${folder}`, ...own };
  }
  return out;
}

export const rpcPackages: Readonly<Record<string, RpcPackage>> = readRpcPackages(
  readdirSync(specPath('openrpc'))
    .filter((name) => !name.startsWith('.'))
    .sort(),
);
