/**
 * The generator of each package. Each module owns one kind of spec:
 * - openapi/: specs/openapi/*.yaml -> openapi-typescript types + operation tables (data, metrics, node-info's health GETs)
 * - openrpc/: specs/openrpc/<package>/ -> json-schema-to-typescript types + method tables (node-info, xchain, pchain, evm)
 * - mock/: what the mock server needs from every spec (route tables, validators)
 * - wire/: specs/wire.yaml -> core's refusal rules (what a node answers to a name it does not know)
 */
import { restPackages } from './openapi/packages.ts';
import { rpcPackages } from './openrpc/packages.ts';

type Generator = () => Promise<void>;

/**
 * One generator per package: a REST client per entry of specs/openapi/ (openapi/packages.ts), a JSON-RPC
 * client per folder of specs/openrpc/ (openrpc/packages.ts), and the mock server.
 */
export const generators: Record<string, Generator> = {
  ...Object.fromEntries(
    Object.keys(restPackages).map((pkg): [string, Generator] => [
      pkg,
      async () => (await import('./openapi/generate.ts')).generateRestPackage(pkg),
    ]),
  ),
  ...Object.fromEntries(
    Object.keys(rpcPackages).map((pkg): [string, Generator] => [
      pkg,
      async () => (await import('./openrpc/generate.ts')).generateRpcPackage(pkg),
    ]),
  ),
  'mock-server': async () => (await import('./mock/generate.ts')).generateMockServer(),
  // specs/wire.yaml: the node's refusals of a name, applied by core's src/wire/
  core: async () => (await import('./wire/generate.ts')).generateCore(),
};
