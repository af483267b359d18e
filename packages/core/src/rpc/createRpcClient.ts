import { DEFAULTS } from '../defaults.js';
import { createJsonRpcTransport } from '../jsonrpc/createJsonRpcTransport.js';
import type { JsonRpcCallOptions } from '../jsonrpc/types.js';
import { splitWireName } from '../wire/splitWireName.js';
import { createRpcCaller } from './createRpcCaller.js';
import { createWireRouter } from './createWireRouter.js';
import { methodFunction } from './methodFunction.js';
import type { MethodTable, RequestFn, RpcClient, RpcClientConfig, RpcClientOptions } from './types.js';

export type {
  MethodSpec,
  MethodTable,
  MethodTypes,
  ParamsArg,
  RequestFn,
  RpcClient,
  RpcClientConfig,
  RpcClientOptions,
  WireNameMap,
  WireNames,
} from './types.js';
export { splitWireName };

/**
 * Builds `client.<namespace>.<method>(...)` functions and a routed `request` over one JSON-RPC transport
 * from a generated method table: the runtime every JSON-RPC package shares.
 *
 * @example
 * import { createRpcClient } from '@pkg/core';
 * const rpc = createRpcClient({ 'info.getNetworkID': { endpoint: '/ext/info', by: 'name', params: [] } }, { defaultEndpoint: '/ext/info' }, { url: 'http://127.0.0.1:9650' });
 * const { networkID } = (await rpc.request('info.getNetworkID')) as { networkID: string };
 */
export function createRpcClient<M>(
  table: MethodTable,
  config: RpcClientConfig,
  options: RpcClientOptions = {},
): RpcClient<M> {
  const base = (options.url ?? DEFAULTS.nodeUrl).replace(/\/+$/, '');
  const router = createWireRouter(table, config, { base, endpoints: options.endpoints ?? {} });
  const transport = options.transport ?? createJsonRpcTransport(options);
  const { call, namesAt } = createRpcCaller({
    table,
    config,
    router,
    transport,
    wireNames: options.wireNames ?? 'auto',
    base,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
  });

  const namespaces: RpcClient<M>['namespaces'] = {};
  for (const name in table) {
    const [namespace, , key] = splitWireName(name);
    const group = namespaces[namespace] ?? {};
    group[key] = methodFunction(name, table[name]!, call);
    namespaces[namespace] = group;
  }

  const request = (async (method: string, params?: unknown, requestOptions?: JsonRpcCallOptions) =>
    call(method, params, requestOptions)) as RequestFn<M>;
  const endpointUrl = (namespace: string, template = router.templateOf(namespace)): string =>
    router.urlOf(namesAt(template), namespace, template);

  return { namespaces, request, transport, endpointUrl };
}
