import type { JsonRpcCallOptions, JsonRpcTransport, JsonRpcTransportOptions } from '../jsonrpc/types.js';
import type { CrossRule, ParamSchema, ParamsCheck } from '../validation/types.js';
import type { WireNameMap } from '../wire/types.js';
import type { iterateUtxos } from './iterateUtxos.js';

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
  /**
   * The checker of `schema` and `rules` (`checkParams` from `@pkg/core`; generated entries with checks carry it),
   * here rather than in the client so that a call of a method without checks bundles none. Required with
   * `schema` or `rules`.
   */
  readonly check?: ParamsCheck;
  /**
   * The pager of a paged `getUTXOs` (`iterateUtxos` from `@pkg/core`; generated entries of methods marked
   * `x-paged-utxos` carry it), here rather than in the client so that a client without that method bundles no
   * pager. Required for the client's `iterate.getUTXOs`.
   */
  readonly iterate?: typeof iterateUtxos;
  /** False when repeating the call is not safe (a submit): never retried. */
  readonly retry?: false;
  /**
   * The `wireNames` policy of a method whose deployed name or route differs from the seed's (`nameFallback` from
   * `@pkg/core`; generated entries of such methods carry it): `'auto'` falls back to the deployed name, `'seed'`
   * hints at it. Here rather than in the client, so that a client of methods that are the same everywhere bundles
   * none of it.
   */
  readonly fallback?: NameFallback;
  /** The version (or note) since which the method is deprecated. */
  readonly deprecated?: string;
  /**
   * By-position methods: the value sent for a param the caller left out, by param name (`x-wire-default`),
   * where a node insists on the argument (`eth_feeHistory`'s percentiles: `[]`).
   */
  readonly wireDefaults?: Readonly<Record<string, unknown>>;
  /**
   * The chains that serve the method (`x-served-on`: `c-chain-pre-helicon`, `c-chain-helicon`, `subnet-evm`),
   * present only when some chain does not, e.g. `['c-chain-pre-helicon', 'subnet-evm']` for a method Helicon
   * (AvalancheGo v1.15) removed from the C-Chain.
   */
  readonly servedOn?: readonly string[];
}

/** A generated method table: seed wire name -> method. */
export type MethodTable = Readonly<Record<string, MethodSpec>>;

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
  /**
   * A JSON-RPC transport to share with other clients (`createJsonRpcTransport(options)`), so that their calls
   * keep one concurrency limit, one batch per endpoint and one set of transport options; the client's own
   * transport options are then not read.
   * @default a transport of the client's own, made from these options
   */
  transport?: JsonRpcTransport;
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
  ? [params?: P, options?: JsonRpcCallOptions]
  : [params: P, options?: JsonRpcCallOptions];

/** A typed escape hatch: known methods take and return their spec types, any other name sends as given. */
export type RequestFn<M> = <N extends string>(
  method: N,
  ...args: N extends keyof M
    ? M[N] extends MethodTypes
      ? ParamsArg<M[N]['params']>
      : never
    : [params?: readonly unknown[] | Record<string, unknown>, options?: JsonRpcCallOptions]
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
  /**
   * The error a call of `method` (a seed or deployed wire name, from a namespace function or `request`) rejects
   * with before anything is checked or sent, or undefined to send it: e.g. a method the chain does not serve.
   */
  readonly refuse?: (method: string) => Error | undefined;
  /**
   * The kind of chain the client talks to (the EVM client): on `'c-chain'`, a method whose entry's `servedOn`
   * says Helicon (AvalancheGo v1.15) removed it from the C-Chain, answered "not found", rejects with the node's
   * error whose message says so and where the method is still served.
   */
  readonly chain?: 'c-chain' | 'subnet-evm';
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

export type { WireNameMap };

/** Where one call goes on the wire under one name map. */
export interface Wire {
  /** The method name sent. */
  readonly name: string;
  /** The absolute URL. */
  readonly url: string;
  /** The endpoint accepts a batch. */
  readonly batch: boolean;
  /** The params go as one object (a by-position call's single object argument, or `{}`). */
  readonly objectParams: boolean;
}

/** Turns wire names into where they are sent. */
export interface WireRouter {
  /** The endpoint template of a wire name: its method's, or for a name the table lacks its namespace's. */
  templateOf(name: string): string;
  /** Where `name` goes under `map`: method name, URL, batching; computed once per map and name. */
  wireOf(map: WireNameMap, name: string): Wire;
  /** The absolute URL of a namespace's endpoint under `map`. */
  urlOf(map: WireNameMap, namespace: string, template: string): string;
}

/** What a client hands its name fallback (`nameFallback`): where calls go, and its `wireNames` setting. */
export interface NameFallbackOptions {
  readonly table: MethodTable;
  readonly router: WireRouter;
  readonly transport: JsonRpcTransport;
  /** `'auto'` (the seed's name, then the deployed one) or `'seed'` (the seed's, with a hint on a refusal). */
  readonly mode: 'auto' | 'seed';
  /** The deployed names (the client's `deployedNames`). */
  readonly deployed: WireNameMap;
  /** The node's base URL (for the `wireNames` hint). */
  readonly base: string;
  /** The client's time limit of a call, in ms. */
  readonly timeoutMs: number;
}

/** One client's calls of methods whose deployed name or route differs from the seed's. */
export interface NameFallbackCaller {
  /** Makes a checked call (params already in wire form) by its seed name; resolves its result. */
  call(
    name: string,
    spec: MethodSpec | undefined,
    params: unknown,
    options: JsonRpcCallOptions | undefined,
  ): Promise<unknown>;
  /** The name map calls to an endpoint template go out with now (deployed once an endpoint proved it). */
  namesAt(template: string): WireNameMap;
}

/** What core's name fallback is inside core: it starts a client's fallback calls. */
export type NameFallbackStart = (options: NameFallbackOptions) => NameFallbackCaller;

/**
 * Core's name fallback (`nameFallback` from `@pkg/core`), as a generated entry of a renamed method carries it:
 * opaque outside core, which alone calls it.
 */
export interface NameFallback {
  /** The brand of core's name fallback (a type only: what an entry carries is `nameFallback` itself). */
  readonly '@pkg/core/nameFallback': true;
}
