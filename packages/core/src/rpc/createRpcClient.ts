import { DEFAULTS } from '../defaults.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { withMessage } from '../errors/withMessage.js';
import { createJsonRpcTransport } from '../jsonrpc/createJsonRpcTransport.js';
import { createDeadline, type Deadline } from '../utils/createDeadline.js';
import { createWireRouter, type Wire } from './createWireRouter.js';
import { mayRefuseName } from './mayRefuseName.js';
import { methodFunction } from './methodFunction.js';
import { paramsForWire } from './paramsForWire.js';
import { provesNameUnknown } from './provesNameUnknown.js';
import { splitWireName } from './splitWireName.js';
import type {
  MethodTable,
  RequestFn,
  RpcClient,
  RpcClientConfig,
  RpcClientOptions,
  RpcRequestOptions,
  WireNameMap,
} from './types.js';

export type {
  MethodSpec,
  MethodTable,
  MethodTypes,
  ParamsArg,
  RequestFn,
  RpcCallOptions,
  RpcClient,
  RpcClientConfig,
  RpcClientOptions,
  RpcRequestOptions,
  WireNameMap,
  WireNames,
} from './types.js';
export { splitWireName };

/** A by-position call's params as a name map that serves its namespace by name takes them: the single object. */
function objectParamsOf(params: unknown): unknown {
  if (!Array.isArray(params)) return params;
  const first: unknown = params[0];
  return typeof first === 'object' && first !== null ? first : {};
}

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
  const wireNames = options.wireNames ?? 'auto';
  const base = (options.url ?? DEFAULTS.nodeUrl).replace(/\/+$/, '');
  const router = createWireRouter(table, config, { base, endpoints: options.endpoints ?? {} });
  const deployed = config.deployedNames ?? {};
  const auto = wireNames === 'auto';
  const names: WireNameMap =
    wireNames === 'seed' || wireNames === 'auto' ? {} : wireNames === 'deployed' ? deployed : wireNames;
  /** `'auto'`: the endpoint templates that refused a seed name, so take the deployed names from now on. */
  const deployedEndpoints = new Set<string>();
  const namesAt = (template: string): WireNameMap =>
    auto && deployedEndpoints.has(template) ? deployed : names;
  const transport = createJsonRpcTransport(options);
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;

  /**
   * One try of a call under one wire: with what is left of the call's own deadline when it has one (the
   * 'auto' fallback's two tries share it), else with the caller's timeoutMs.
   */
  const callWith = (
    wire: Wire,
    params: unknown,
    callOptions: RpcRequestOptions | undefined,
    idempotent: boolean,
    deadline: Deadline | undefined,
  ): Promise<unknown> => {
    try {
      deadline?.throwIfEnded();
    } catch (error) {
      return Promise.reject(error);
    }
    return transport.call(
      wire.url,
      wire.name,
      (wire.objectParams ? objectParamsOf(params) : params) as Parameters<typeof transport.call>[2],
      {
        signal: callOptions?.signal,
        // a deadline without a limit: 0 goes down ("none"), not the transport's default
        timeoutMs: deadline ? (deadline.limited ? deadline.remaining() : 0) : callOptions?.timeoutMs,
        idempotent,
        batch: wire.batch && callOptions?.batch !== false,
      },
    );
  };

  /** With the seed's names, a refusal that means "no such name here" points at `wireNames`. */
  const withWireNamesHint = (error: unknown, name: string, wire: Wire): unknown => {
    if (wireNames !== 'seed' || !mayRefuseName(error)) return error;
    const other = router.wireOf(deployed, name);
    if (other.name === wire.name && other.url === wire.url) return error;
    const fix =
      `wireNames: 'deployed' sends ${other.name} to ${other.url.slice(base.length) || other.url}; ` +
      `'auto', the default, falls back to it by itself`;
    return withMessage(
      error,
      `${(error as { shortMessage: string }).shortMessage} (${wire.name} is the API document's name; deployed nodes may not serve it: ${fix})`,
    );
  };

  const send = async (
    name: string,
    params: unknown,
    callOptions: RpcRequestOptions | undefined,
  ): Promise<unknown> => {
    const refused = config.refuse?.(name);
    if (refused) throw refused;
    const spec = table[name];
    const given = paramsForWire(spec, params);
    const template = router.templateOf(name);
    const idempotent = callOptions?.idempotent ?? (spec ? spec.retry !== false : false);
    // 'auto' on an endpoint not yet known to take the deployed names: this call goes out with the seed's
    // (decided now: another call may learn the endpoint while this one is on the wire, and must not keep
    // this one from falling back)
    const seedFirst = auto && !deployedEndpoints.has(template);
    const wire = router.wireOf(namesAt(template), name);
    const other = seedFirst ? router.wireOf(deployed, name) : undefined;
    // A second try under the deployed name is possible only where that name or URL differs: only then does the
    // call keep one deadline of its own across both tries (nothing waits on it: each try reads the time left)
    const deadline =
      other && (other.name !== wire.name || other.url !== wire.url)
        ? createDeadline({
            timeoutMs: callOptions?.timeoutMs ?? defaultTimeoutMs,
            timeoutError: () =>
              new TimeoutError({
                timeoutMs: callOptions?.timeoutMs ?? defaultTimeoutMs,
                url: wire.url,
                method: 'POST',
              }),
          })
        : undefined;
    try {
      return await callWith(wire, given, callOptions, idempotent, deadline);
    } catch (error) {
      if (!seedFirst) throw withWireNamesHint(error, name, wire);
      // The seed's name, refused before anything ran: once more under the deployed name, remembered.
      if (!deadline || !other || !provesNameUnknown(error, wire, other)) throw error;
      try {
        const result = await callWith(other, given, callOptions, idempotent, deadline);
        deployedEndpoints.add(template);
        return result;
      } catch (retried) {
        if (!provesNameUnknown(retried, other, wire)) deployedEndpoints.add(template);
        throw retried;
      }
    }
  };

  const namespaces: RpcClient<M>['namespaces'] = {};
  for (const name in table) {
    const [namespace, , key] = splitWireName(name);
    const group = namespaces[namespace] ?? {};
    group[key] = methodFunction(name, table[name]!, send);
    namespaces[namespace] = group;
  }

  const request = (async (method: string, params?: unknown, requestOptions?: RpcRequestOptions) =>
    send(method, params, requestOptions)) as RequestFn<M>;
  const endpointUrl = (namespace: string, template = router.templateOf(namespace)): string =>
    router.urlOf(namesAt(template), namespace, template);

  return { namespaces, request, transport, endpointUrl };
}
