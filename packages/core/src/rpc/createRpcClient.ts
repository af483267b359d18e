import { DEFAULTS } from '../defaults.js';
import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { withMessage } from '../errors/withMessage.js';
import {
  createJsonRpcTransport,
  type JsonRpcTransport,
  type JsonRpcTransportOptions,
} from '../jsonrpc/createJsonRpcTransport.js';
import type { CallOptions } from '../transport/types.js';
import { checkParams } from '../validation/checkParams.js';
import type { CrossRule, ParamSchema } from '../validation/types.js';

/** One method of a generated method table: what the generator read from the spec. */
export interface MethodSpec {
  /** Endpoint path template under the node's base URL, e.g. `/ext/bc/{blockchainId}`. */
  readonly endpoint: string;
  /** `position`: params go on the wire as an array; `name`: as one object. */
  readonly by: 'name' | 'position';
  /** Param names in wire order (by-position) or declaration order (by-name). */
  readonly params: readonly string[];
  /** Input checks, keyed by param name. */
  readonly schema?: ParamSchema;
  /** Cross-field rules (`x-rules`), checked on the by-name params object. */
  readonly rules?: readonly CrossRule[];
  /** False when repeating the call is not safe (a submit): never retried. */
  readonly retry?: false;
  /** The version (or note) since which the method is deprecated. */
  readonly deprecated?: string;
  /**
   * By-position methods: the value sent for a param the caller left out, by param name (`x-wire-default`),
   * where a node insists on the argument (`eth_feeHistory`'s percentiles: `[]`).
   */
  readonly wireDefaults?: Readonly<Record<string, unknown>>;
  /** Only these kinds of chain serve the method (`x-served-on`), e.g. `['subnet-evm']`. */
  readonly servedOn?: readonly string[];
}

/** A generated method table: seed wire name -> method. */
export type MethodTable = Readonly<Record<string, MethodSpec>>;

/** Maps the seed's wire names to the names a node answers to. */
export interface WireNameMap {
  /** Seed namespace -> node namespace, e.g. `{ xvm: 'avm' }`. */
  readonly namespaces?: Readonly<Record<string, string>>;
  /** Seed endpoint template -> node endpoint template, e.g. `{ '/ext/bc/C/atomic': '/ext/bc/C/avax' }`. */
  readonly paths?: Readonly<Record<string, string>>;
  /**
   * Seed namespaces, or endpoint templates, the node serves as `<namespace>.<method>` with one params object:
   * a by-position call's single object argument (or `{}`) is sent as the params object, e.g.
   * `['/ext/bc/{blockchainId}/admin']` turns `admin_setLogLevel([{ level }])` at the chain's `/admin` into
   * `admin.setLogLevel({ level })` and leaves `admin_exportChain` at `/rpc` as it is (`['admin']` would map both).
   */
  readonly objectParams?: readonly string[];
}

/**
 * Which method names and endpoint paths go on the wire: `'seed'` sends the names of the API document
 * (`xvm.*`, `atomic.*` at `/ext/bc/C/atomic`, `admin_*` at `/ext/bc/C/admin`), `'deployed'` the names deployed
 * nodes answer to (`avm.*`, `avax.*` at `/ext/bc/C/avax`, `admin.*` with object params), or a map of your own.
 * `'auto'` (the default) sends the seed's name first; when an endpoint refuses it in a way that proves
 * nothing ran (`can't find service`, `service/method request ill-formed`, an HTTP 404 where the deployed name
 * has another path), the call is sent once more with the deployed name and that endpoint keeps the
 * deployed names for the life of the client. A submit is never run twice.
 * @default 'auto'
 */
export type WireNames = 'auto' | 'seed' | 'deployed' | WireNameMap;

/** Options of every JSON-RPC client. */
export interface RpcClientOptions extends Omit<JsonRpcTransportOptions, 'baseUrl'> {
  /** The node's base URL; each namespace's endpoint path is appended. @default 'https://api.avax.network' */
  url?: string;
  /** Full URLs that replace a namespace's endpoint, e.g. `{ eth: 'https://rpc.example.com' }`. */
  endpoints?: Record<string, string>;
  /**
   * Method and endpoint names on the wire: `'auto'` works against a node speaking the API document's names
   * (the mock server) and a deployed AvalancheGo node alike (see {@link WireNames}).
   * @default 'auto'
   */
  wireNames?: WireNames;
}

/** Options of one call: its own signal and time limit, and `batch: false` to send it alone. */
export interface RpcCallOptions extends CallOptions {
  /**
   * False sends this call in a request of its own, even where the endpoint accepts batches (a batch answers
   * when its slowest item does). @default true
   */
  batch?: boolean;
}

/** Options of `request`: those of one call, plus whether it is safe to retry. */
export interface RpcRequestOptions extends RpcCallOptions {
  /** Safe to repeat. @default the method's own flag for a known method, false for any other */
  idempotent?: boolean;
}

/** What the generated `Methods` type holds per wire name. */
export interface MethodTypes {
  /** The params as the client method takes them. */
  params: unknown;
  /** The result type. */
  result: unknown;
}

/** The arguments `request` takes after the method name: params (optional when they may be undefined), then call options. */
export type ParamsArg<P> = undefined extends P
  ? [params?: P, options?: RpcRequestOptions]
  : [params: P, options?: RpcRequestOptions];

/** A typed escape hatch: known methods take and return their spec types, any other name sends as given. */
export type RequestFn<M> = <N extends string>(
  method: N,
  ...args: N extends keyof M
    ? M[N] extends MethodTypes
      ? ParamsArg<M[N]['params']>
      : never
    : [params?: readonly unknown[] | Record<string, unknown>, options?: RpcRequestOptions]
) => Promise<N extends keyof M ? (M[N] extends MethodTypes ? M[N]['result'] : unknown) : unknown>;

/** What a package's factory passes besides the user's options. */
export interface RpcClientConfig {
  /** Endpoint template of a namespace the table does not know. */
  readonly defaultEndpoint: string;
  /** Values of the `{name}` variables in endpoint templates (e.g. `blockchainId`). */
  readonly variables?: Readonly<Record<string, string>>;
  /** The map `wireNames: 'deployed'` selects. */
  readonly deployedNames?: WireNameMap;
  /** Endpoint templates that accept a JSON-RPC batch (`x-batch`); calls to any other endpoint go out alone. */
  readonly batchEndpoints?: readonly string[];
}

/** What a package's factory assembles its client from. */
export interface RpcClient<M> {
  /** namespace -> method key -> function. */
  readonly namespaces: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
  /** The typed `request(method, params, options?)`. */
  readonly request: RequestFn<M>;
  /** The JSON-RPC transport every call goes through. */
  readonly transport: JsonRpcTransport;
  /** The absolute URL a namespace's calls go to (after `endpoints` and `wireNames`). */
  endpointUrl(namespace: string, template?: string): string;
}

/**
 * Splits a wire name at its first `.` or `_`: `eth_feeConfig` -> [`eth`, `_`, `feeConfig`].
 *
 * @example
 * import { splitWireName } from '@pkg/core';
 * splitWireName('avm.getTx'); // ['avm', '.', 'getTx']
 */
export function splitWireName(name: string): [namespace: string, separator: string, key: string] {
  const i = name.search(/[._]/);
  return i < 0 ? [name, '', ''] : [name.slice(0, i), name.charAt(i), name.slice(i + 1)];
}

/** How one call goes on the wire. */
interface Wire {
  name: string;
  url: string;
  params: readonly unknown[] | Record<string, unknown> | undefined;
  batch: boolean;
}

/**
 * A node's answer that may mean "I do not know that name or path": with `'seed'` names, such a refusal
 * carries the `wireNames` hint (a message only, so it may be generous).
 */
function mayRefuseName(error: unknown): boolean {
  if (JsonRpcError.isInstance(error))
    return (
      error.code === -32601 ||
      /can't find (service|method)|ill-formed|method not found|does not exist/i.test(error.shortMessage)
    );
  return HttpError.isInstance(error) && error.status === 404;
}

/**
 * A refusal of the seed's wire name that proves the endpoint ran nothing, so `'auto'` may send the call
 * again under the deployed name (even a submit): the node's RPC server found no service of that name
 * (`can't find service`) or could not split the name into service and method (`ill-formed`: `admin_x` at
 * the `admin.x` endpoint), both answered before any method is looked up; or an HTTP 404 from an endpoint
 * whose path the deployed names change (no handler at `/ext/bc/C/atomic`). A `-32601` or any "method not
 * found" is no such proof: an EVM `/rpc` answers it for names that no deployed name would fix either.
 */
function provesNameUnknown(error: unknown, seed: Wire, deployed: Wire): boolean {
  if (JsonRpcError.isInstance(error))
    return (
      seed.name !== deployed.name &&
      /^(rpc: )?(can't find service\b|service\/method request ill-formed\b)/.test(error.shortMessage)
    );
  return HttpError.isInstance(error) && error.status === 404 && seed.url !== deployed.url;
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
  const { url = DEFAULTS.nodeUrl, endpoints = {}, wireNames = 'auto', ...transportOptions } = options;
  const base = url.replace(/\/+$/, '');
  const deployed = config.deployedNames ?? {};
  const auto = wireNames === 'auto';
  const names: WireNameMap =
    wireNames === 'seed' || wireNames === 'auto' ? {} : wireNames === 'deployed' ? deployed : wireNames;
  /** `'auto'`: the endpoint templates that refused a seed name, so take the deployed names from now on. */
  const deployedEndpoints = new Set<string>();
  const namesAt = (template: string): WireNameMap =>
    auto && deployedEndpoints.has(template) ? deployed : names;
  const batchEndpoints = new Set(config.batchEndpoints ?? []);
  const transport = createJsonRpcTransport(transportOptions);

  /** Where a name the table lacks goes: the endpoint most of its namespace's methods use (the first on a tie). */
  const endpointOf = (namespace: string): string => {
    const counts = new Map<string, number>();
    for (const name in table)
      if (splitWireName(name)[0] === namespace) {
        const endpoint = table[name]!.endpoint;
        counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
      }
    let best = config.defaultEndpoint;
    let most = 0;
    for (const [endpoint, count] of counts)
      if (count > most) {
        best = endpoint;
        most = count;
      }
    return best;
  };
  const urlOf = (map: WireNameMap, namespace: string, template: string): string => {
    const override = endpoints[namespace] ?? endpoints[map.namespaces?.[namespace] ?? ''];
    if (override !== undefined) return override;
    const path = (map.paths?.[template] ?? template).replace(/\{(\w+)\}/g, (_, v: string) =>
      encodeURIComponent(config.variables?.[v] ?? ''),
    );
    return base + path;
  };
  const endpointUrl = (namespace: string, template = endpointOf(namespace)): string =>
    urlOf(namesAt(template), namespace, template);

  /** The method name, URL and params a call goes out with under a name map. */
  const wireOf = (map: WireNameMap, name: string, template: string, params: unknown): Wire => {
    const [namespace, separator, key] = splitWireName(name);
    const objectParams =
      map.objectParams?.some((entry) => entry === namespace || entry === template) === true;
    const mapped = map.namespaces?.[namespace] ?? namespace;
    let wireParams = params as Wire['params'];
    if (objectParams && Array.isArray(params)) {
      const first: unknown = params[0];
      wireParams = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
    }
    return {
      name: objectParams ? `${mapped}.${key}` : mapped + separator + key,
      url: urlOf(map, namespace, template),
      params: wireParams,
      batch: batchEndpoints.has(template),
    };
  };

  const send = async (
    name: string,
    params: unknown,
    options: RpcRequestOptions | undefined,
  ): Promise<unknown> => {
    const spec = table[name];
    const namespace = splitWireName(name)[0];
    const template = spec?.endpoint ?? endpointOf(namespace);
    const { idempotent, batch, ...call } = options ?? {};
    if (spec?.by === 'name') {
      // a key the method does not have (an own __proto__ included) is refused, like an unchecked one
      const schema = spec.schema ?? Object.fromEntries(spec.params.map((p) => [p, { type: 'any' as const }]));
      checkParams(params as Record<string, unknown> | undefined, schema, spec.rules, { exact: true });
    } else if (spec?.schema) {
      const positional = params as readonly unknown[] | undefined;
      checkParams(Object.fromEntries(spec.params.map((p, i) => [p, positional?.[i]])), spec.schema);
    }
    let given = spec ? (params ?? (spec.by === 'position' ? [] : {})) : params;
    const defaults = spec?.wireDefaults;
    if (defaults && Array.isArray(given)) {
      const positional: readonly unknown[] = given;
      const filled = spec.params.map((param, i) =>
        positional[i] === undefined && param in defaults ? defaults[param] : positional[i],
      );
      while (filled.length > 0 && filled[filled.length - 1] === undefined) filled.pop();
      given = filled;
    }
    // One deadline for the call, the 'auto' fallback's second try included (timeoutMs 0 or Infinity: none)
    const limit = call.timeoutMs ?? transportOptions.timeoutMs ?? DEFAULTS.timeoutMs;
    const deadline = limit > 0 && limit < 2 ** 31 ? Date.now() + limit : undefined;
    const callWith = (wire: Wire) => {
      const left = deadline === undefined ? call.timeoutMs : deadline - Date.now();
      if (left !== undefined && left <= 0)
        return Promise.reject(new TimeoutError({ timeoutMs: limit, url: wire.url, method: 'POST' }));
      return transport.call(wire.url, wire.name, wire.params, {
        ...call,
        ...(left === undefined ? {} : { timeoutMs: left }),
        idempotent: idempotent ?? (spec ? spec.retry !== false : false),
        batch: wire.batch && batch !== false,
      });
    };
    // 'auto' on an endpoint not yet known to take the deployed names: this call goes out with the seed's
    // (decided now: another call may learn the endpoint while this one is on the wire, and must not keep
    // this one from falling back)
    const seedFirst = auto && !deployedEndpoints.has(template);
    const wire = wireOf(namesAt(template), name, template, given);
    try {
      return await callWith(wire);
    } catch (error) {
      if (seedFirst) {
        // The seed's name, refused before anything ran: once more under the deployed name, remembered.
        const other = wireOf(deployed, name, template, given);
        if (!provesNameUnknown(error, wire, other)) throw error;
        try {
          const result = await callWith(other);
          deployedEndpoints.add(template);
          return result;
        } catch (retried) {
          if (!provesNameUnknown(retried, other, wire)) deployedEndpoints.add(template);
          throw retried;
        }
      }
      // With the seed's names, a refusal that means "no such name here" points at wireNames.
      if (wireNames !== 'seed' || !mayRefuseName(error)) throw error;
      const other = wireOf(deployed, name, template, given);
      if (other.name === wire.name && other.url === wire.url) throw error;
      const fix =
        `wireNames: 'deployed' sends ${other.name} to ${other.url.slice(base.length) || other.url}; ` +
        `'auto', the default, falls back to it by itself`;
      throw withMessage(
        error,
        `${(error as { shortMessage: string }).shortMessage} (${wire.name} is the API document's name; deployed nodes may not serve it: ${fix})`,
      );
    }
  };

  const namespaces: RpcClient<M>['namespaces'] = {};
  for (const name in table) {
    const spec = table[name]!;
    const [namespace, , key] = splitWireName(name);
    const arity = spec.params.length;
    const fn =
      spec.by === 'position'
        ? (...args: unknown[]) => {
            const positional = args.slice(0, arity);
            while (positional.length > 0 && positional[positional.length - 1] === undefined) positional.pop();
            return send(name, positional, args[arity] as RpcCallOptions | undefined);
          }
        : arity === 0
          ? (options?: unknown) => send(name, {}, options as RpcCallOptions | undefined)
          : (params?: unknown, options?: unknown) =>
              send(name, params ?? {}, options as RpcCallOptions | undefined);
    const group = namespaces[namespace] ?? {};
    group[key] = fn;
    namespaces[namespace] = group;
  }

  const request = (async (method: string, params?: unknown, options?: RpcRequestOptions) =>
    send(method, params, options)) as RequestFn<M>;

  return { namespaces, request, transport, endpointUrl };
}
