/** The JSON-RPC packages the OpenRPC generator writes, and what their generated docs name. */
export interface RpcPackage {
  /** Spec under specs/, a folder, e.g. `openrpc/xchain`. */
  readonly spec: string;
  /** npm name used in generated `@example`s. */
  readonly packageName: string;
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
}

/** The factory that carries a namespace, as its generated `@example`s call it. */
export interface NamespaceClient {
  readonly factory: string;
  readonly variable: string;
  /** The options object the example passes, as source text. */
  readonly options: string;
}

export const rpcPackages: Readonly<Record<string, RpcPackage>> = {
  'node-info': {
    spec: 'openrpc/node-info',
    packageName: '@pkg/node-info',
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
  },
  xchain: {
    spec: 'openrpc/xchain',
    packageName: '@pkg/xchain',
    factory: 'createXChainClient',
    variable: 'xchain',
  },
  pchain: {
    spec: 'openrpc/pchain',
    packageName: '@pkg/pchain',
    factory: 'createPChainClient',
    variable: 'pchain',
  },
  evm: { spec: 'openrpc/evm', packageName: '@pkg/evm', factory: 'createEvmClient', variable: 'evm' },
};
