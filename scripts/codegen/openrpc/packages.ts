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
}

export const rpcPackages: Readonly<Record<string, RpcPackage>> = {
  'node-info': {
    spec: 'openrpc/node-info',
    packageName: '@pkg/node-info',
    factory: 'createNodeInfoClient',
    variable: 'node',
    health: 'openapi/health.yaml',
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
