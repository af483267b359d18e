import { rpcMethodSpecs } from '../generated/rpcMethods.js';
import type { RpcMethod, RpcMethodSpec } from '../tables.js';
import { unionsToHandlers } from '../unionsToHandlers.js';

/**
 * A method as the server reads it, from its generated spec: the params, their rules (unions left to the
 * handlers) and the cross-field rules of the client's entry, and the mock's own endpoints and result rule.
 */
export function toRpcMethod(spec: RpcMethodSpec): RpcMethod {
  const { request } = spec;
  return {
    name: request.name,
    paramStructure: request.by === 'position' ? 'by-position' : 'by-name',
    servers: spec.servers,
    ...(spec.batchServers ? { batchServers: spec.batchServers } : {}),
    params: request.params.map((name) => {
      const { required, ...rule } = unionsToHandlers(request.schema?.[name] ?? { type: 'any' });
      return { name, required: required === true, rule };
    }),
    rules: request.rules ?? [],
    ...(spec.result ? { result: spec.result } : {}),
    ...(request.servedOn ? { servedOn: request.servedOn } : {}),
    ...(spec.deployedNames ? { deployedNames: spec.deployedNames } : {}),
  };
}

/** Every JSON-RPC method of the specs (node-info, xchain, pchain, evm). */
export const rpcMethods: readonly RpcMethod[] = rpcMethodSpecs.map(toRpcMethod);
