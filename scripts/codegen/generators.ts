/**
 * The generator of each package. Each module owns one kind of spec:
 * - openapi/: specs/openapi/*.yaml -> openapi-typescript types + operation tables (data, metrics, node-info's health GETs)
 * - openrpc/: specs/openrpc/<package>/ -> json-schema-to-typescript types + method tables (node-info, xchain, pchain, evm)
 * - mock/: what the mock server needs from every spec (route tables, validators)
 */
type Generator = () => Promise<void>;

export const generators: Record<string, Generator> = {
  data: async () => (await import('./openapi/generate.ts')).generateRestPackage('data'),
  metrics: async () => (await import('./openapi/generate.ts')).generateRestPackage('metrics'),
  'node-info': async () => (await import('./openrpc/generate.ts')).generateRpcPackage('node-info'),
  xchain: async () => (await import('./openrpc/generate.ts')).generateRpcPackage('xchain'),
  pchain: async () => (await import('./openrpc/generate.ts')).generateRpcPackage('pchain'),
  evm: async () => (await import('./openrpc/generate.ts')).generateRpcPackage('evm'),
  'mock-server': async () => (await import('./mock/generate.ts')).generateMockServer(),
};
