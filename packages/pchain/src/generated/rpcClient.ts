// Generated from scripts/codegen/openrpc/runtime/rpcClient.ts; do not edit. Run `pnpm generate`.
/**
 * The runtime every JSON-RPC package shares: builds `client.<namespace>.<method>(...)` objects and a
 * routed `request(method, params)` from a generated method table. The OpenRPC generator copies this
 * file, unchanged, into each package's src/generated/rpcClient.ts; it imports nothing but @pkg/core.
 */
import {
  type CallOptions,
  type CrossRule,
  checkParams,
  createJsonRpcTransport,
  type JsonRpcTransport,
  type JsonRpcTransportOptions,
  type ParamSchema,
} from '@pkg/core';

/** One method of the table: what the generator read from the spec. */
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
}

/** A generated method table: seed wire name -> method. */
export type MethodTable = Readonly<Record<string, MethodSpec>>;

/** Maps the seed's wire names to the names a node answers to. */
export interface WireNameMap {
  /** Seed namespace -> node namespace, e.g. `{ xvm: 'avm' }`. */
  readonly namespaces?: Readonly<Record<string, string>>;
  /** Seed endpoint template -> node endpoint template, e.g. `{ '/ext/bc/C/atomic': '/ext/bc/C/avax' }`. */
  readonly paths?: Readonly<Record<string, string>>;
}

/**
 * Which method names and endpoint paths go on the wire: `'seed'` sends the names of the API document
 * (`xvm.*`, `atomic.*` at `/ext/bc/C/atomic`), `'deployed'` the names deployed nodes answer to
 * (`avm.*`, `avax.*` at `/ext/bc/C/avax`), or a map of your own.
 * @default 'seed'
 */
export type WireNames = 'seed' | 'deployed' | WireNameMap;

/** Options of every JSON-RPC client. */
export interface RpcClientOptions extends Omit<JsonRpcTransportOptions, 'baseUrl'> {
  /** The node's base URL; each namespace's endpoint path is appended. @default 'https://api.avax.network' */
  url?: string;
  /** Full URLs that replace a namespace's endpoint, e.g. `{ eth: 'https://rpc.example.com' }`. */
  endpoints?: Record<string, string>;
  /** Method and endpoint names on the wire. @default 'seed' */
  wireNames?: WireNames;
}

/** Options of one call. */
export type RpcCallOptions = CallOptions;

/** Options of `request`: those of one call, plus whether it is safe to retry. */
export interface RpcRequestOptions extends CallOptions {
  /** Safe to repeat. @default the method's own flag for a known method, false for any other */
  idempotent?: boolean;
}

/** What the generated `Methods` type holds per wire name. */
export interface MethodTypes {
  params: unknown;
  result: unknown;
}

type ParamsArg<P> = undefined extends P
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
}

/** What a package's factory assembles its client from. */
export interface RpcClient<M> {
  /** namespace -> method key -> function. */
  readonly namespaces: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
  readonly request: RequestFn<M>;
  readonly transport: JsonRpcTransport;
  /** The absolute URL a namespace's calls go to (after `endpoints` and `wireNames`). */
  endpointUrl(namespace: string, template?: string): string;
}

const DEFAULT_URL = 'https://api.avax.network';

/** Splits a wire name at its first `.` or `_`: `eth_feeConfig` -> [`eth`, `_`, `feeConfig`]. */
export function splitWireName(name: string): [namespace: string, separator: string, key: string] {
  const i = name.search(/[._]/);
  return i < 0 ? [name, '', ''] : [name.slice(0, i), name.charAt(i), name.slice(i + 1)];
}

/** Builds namespaces and `request` over one JSON-RPC transport from a method table. */
export function createRpcClient<M>(
  table: MethodTable,
  config: RpcClientConfig,
  options: RpcClientOptions = {},
): RpcClient<M> {
  const { url = DEFAULT_URL, endpoints = {}, wireNames = 'seed', ...transportOptions } = options;
  const base = url.replace(/\/+$/, '');
  const names: WireNameMap =
    wireNames === 'seed' ? {} : wireNames === 'deployed' ? (config.deployedNames ?? {}) : wireNames;
  const transport = createJsonRpcTransport(transportOptions);

  const endpointOf = (namespace: string): string => {
    for (const name in table) if (splitWireName(name)[0] === namespace) return table[name]!.endpoint;
    return config.defaultEndpoint;
  };
  const endpointUrl = (namespace: string, template = endpointOf(namespace)): string => {
    const override = endpoints[namespace] ?? endpoints[names.namespaces?.[namespace] ?? ''];
    if (override !== undefined) return override;
    const path = (names.paths?.[template] ?? template).replace(/\{(\w+)\}/g, (_, v: string) =>
      encodeURIComponent(config.variables?.[v] ?? ''),
    );
    return base + path;
  };
  const wireName = (name: string): string => {
    const [namespace, separator, key] = splitWireName(name);
    const mapped = names.namespaces?.[namespace];
    return mapped === undefined ? name : mapped + separator + key;
  };

  const send = async (
    name: string,
    params: unknown,
    options: RpcRequestOptions | undefined,
  ): Promise<unknown> => {
    const spec = table[name];
    const namespace = splitWireName(name)[0];
    const { idempotent, ...call } = options ?? {};
    if (!spec) {
      return transport.call(endpointUrl(namespace), wireName(name), params as Record<string, unknown>, {
        ...call,
        idempotent: idempotent ?? false,
      });
    }
    if (spec.schema) {
      const record =
        spec.by === 'position'
          ? Object.fromEntries(spec.params.map((p, i) => [p, (params as unknown[] | undefined)?.[i]]))
          : (params as Record<string, unknown> | undefined);
      checkParams(record, spec.schema, spec.by === 'name' ? spec.rules : undefined);
    }
    const wireParams = (params ?? (spec.by === 'position' ? [] : {})) as
      | readonly unknown[]
      | Record<string, unknown>;
    return transport.call(endpointUrl(namespace, spec.endpoint), wireName(name), wireParams, {
      ...call,
      idempotent: idempotent ?? spec.retry !== false,
    });
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
            return send(name, positional, args[arity] as CallOptions | undefined);
          }
        : arity === 0
          ? (options?: unknown) => send(name, {}, options as CallOptions | undefined)
          : (params?: unknown, options?: unknown) =>
              send(name, params ?? {}, options as CallOptions | undefined);
    const group = namespaces[namespace] ?? {};
    group[key] = fn;
    namespaces[namespace] = group;
  }

  const request = (async (method: string, params?: unknown, options?: RpcRequestOptions) =>
    send(method, params, options)) as RequestFn<M>;

  return { namespaces, request, transport, endpointUrl };
}
