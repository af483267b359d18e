import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { ParseError } from '../errors/ParseError.js';
import { ValidationError } from '../errors/ValidationError.js';
import type { IterateOptions, paginate } from '../paginate.js';
import { createTransport } from '../transport/createTransport.js';
import type { CallOptions, Transport, TransportOptions } from '../transport/types.js';
import { checkString } from '../validation/checkString.js';
import { refuseUnknown } from '../validation/refuseUnknown.js';
import type { CrossRule, ParamSchema, ParamsCheck } from '../validation/types.js';
import { type ChosenSend, chooseRoute, type RouteChoice } from './chooseRoute.js';

/** How one operation is called, read from its OpenAPI operation by the generator. */
export interface OperationInfo {
  /** HTTP method, upper case. */
  readonly method: string;
  /** Path template; `{name}` marks a path parameter, everything else is literal (`:listErc20` too). */
  readonly path: string;
  /** Path parameter names. */
  readonly pathParams?: readonly string[];
  /** Query parameter names. */
  readonly queryParams?: readonly string[];
  /** Query parameters given as a list or a comma string, sent as one comma-separated value. */
  readonly commaParams?: readonly string[];
  /** Query parameters that are lists sent as one key per item (OpenAPI `form`, `explode: true`: `a=1&a=2`). */
  readonly explodeParams?: readonly string[];
  /** True when the operation takes a JSON body: fields that are not parameters go there. */
  readonly body?: boolean;
  /** Input checks of the flat params. */
  readonly schema: ParamSchema;
  /**
   * The checker of `schema` and `rules` (`checkParams` from `@pkg/core`, or `checkFlatParams` for flat fields
   * without rules; generated entries carry the smallest that fits), here rather than in the client so that a
   * call bundles only the checks its operations need. Required when `schema` has fields or there are `rules`:
   * without it a call throws a TypeError before sending. An entry without either refuses every param.
   */
  readonly check?: ParamsCheck;
  /** Cross-field checks (`x-rules`). */
  readonly rules?: readonly CrossRule[];
  /** Defaults the service applies to fields that `sumAtMost` rules add up: the sum is checked with them. */
  readonly ruleDefaults?: Readonly<Record<string, number>>;
  /** Safe to retry (`x-safe-to-retry`, else GET). */
  readonly retry: boolean;
  /** Paged: the response field holding a page's items (`x-paging.items`). */
  readonly items?: string;
  /**
   * The pager of a paged operation (`paginate` from `@pkg/core`; generated entries with `items` carry it), here
   * rather than in the client so that a call of an operation without pages bundles none. Required with `items`
   * for `iterate`.
   */
  readonly paginate?: typeof paginate;
  /**
   * The operationId, where it is kebab-case (`data-health-check`): the entry may then be given under its
   * camelCase alias (`{ dataHealthCheck }`) and the client still has both names.
   */
  readonly operationId?: string;
  /**
   * The deployed service's own route of this operation (the spec's `x-deployed-route-of`) and the params it
   * always gets on top of this operation's (`x-deployed-params`): where the client's `wireNames: 'deployed'`
   * sends the call, and `'auto'` does after this route answered 404. The params are checked by this entry first.
   */
  readonly deployed?: { readonly route: OperationInfo; readonly params?: Readonly<Record<string, unknown>> };
}

/** The params and result types of one operation. */
export interface OperationTypes {
  params: object;
  result: unknown;
  /** Present on paged operations: the type of one item. */
  item?: unknown;
}

/** One method per operation: `(params, options?) => Promise<result>`; params may be left out when none is required. */
export type OperationMethods<Ops extends Record<keyof Ops, OperationTypes>> = {
  [K in keyof Ops]: {} extends Ops[K]['params']
    ? (params?: Ops[K]['params'], options?: CallOptions) => Promise<Ops[K]['result']>
    : (params: Ops[K]['params'], options?: CallOptions) => Promise<Ops[K]['result']>;
};

/** One iterator per paged operation, yielding the items of every page. */
export type OperationIterators<Ops extends Record<keyof Ops, OperationTypes>> = {
  [K in keyof Ops as Ops[K] extends { item: unknown } ? K : never]: {} extends Ops[K]['params']
    ? (params?: Ops[K]['params'], options?: IterateOptions) => AsyncIterableIterator<Ops[K]['item']>
    : (params: Ops[K]['params'], options?: IterateOptions) => AsyncIterableIterator<Ops[K]['item']>;
};

/**
 * The camelCase alias of a kebab-case operationId (`'data-health-check'` -> `'dataHealthCheck'`); an
 * identifier stays as it is.
 */
export type OperationAlias<K> = K extends `${infer Head}-${infer Tail}`
  ? `${Head}${OperationAlias<Capitalize<Tail>>}`
  : K;

/** Each kebab-case operation again under its camelCase alias (see {@link OperationAlias}). */
type Aliased<T> = {
  [K in keyof T as K extends `${string}-${string}` ? OperationAlias<K> : never]: T[K];
};

/** The entry's pager; a paged entry without one is a programming error (its `iterate` throws). */
function pagerOf(info: OperationInfo): typeof paginate {
  if (!info.paginate) throw new TypeError('OperationInfo items need its paginate: paginate');
  return info.paginate;
}

/**
 * A REST client: the operation methods, plus `iterate` for the paged ones. An operation whose operationId is
 * kebab-case (`data-health-check`) is also a method under its camelCase alias (`dataHealthCheck`).
 */
export type RestClient<Ops extends Record<keyof Ops, OperationTypes>> = OperationMethods<Ops> &
  Aliased<OperationMethods<Ops>> & {
    /** Iterates the items of a paged operation across pages, following nextPageToken until it is absent. */
    readonly iterate: OperationIterators<Ops> & Aliased<OperationIterators<Ops>>;
  };

/** `data-health-check` -> `dataHealthCheck` (the runtime side of {@link OperationAlias}). */
function aliasOf(operationId: string): string {
  return operationId.replace(/-([A-Za-z0-9_$])/g, (_, c: string) => c.toUpperCase());
}

type Params = Record<string, unknown>;

/** Arrays in the query as one comma-separated value (OpenAPI `form`, `explode: false`), as the services read them. */
const querySerializer = createQuerySerializer({ array: { style: 'form', explode: false } });
/** Arrays the operation lists in `explodeParams`, one key per item (OpenAPI `form`, `explode: true`). */
const explodedSerializer = createQuerySerializer({ array: { style: 'form', explode: true } });

/** Splits flat params into path, query and body, after checking them (unknown keys refused). Throws ValidationError. */
function prepare(info: OperationInfo, input: Params | undefined) {
  const params: Params = { ...input };
  for (const name of info.commaParams ?? []) {
    const value = params[name];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) checkString(`${name}[${i}]`, value[i], { type: 'string' });
      params[name] = value.length > 0 ? value.join(',') : undefined;
    }
  }
  const check = info.check;
  if (check) check(params, info.schema, undefined, { exact: true });
  else if (Object.keys(info.schema).length > 0 || info.rules?.length)
    throw new TypeError('OperationInfo schema and rules need its check: checkParams');
  else refuseUnknown(params, info.schema);
  if (check && info.rules) {
    const values: Params = { ...info.ruleDefaults };
    for (const [name, value] of Object.entries(params)) if (value !== undefined) values[name] = value;
    check(values, {}, info.rules);
  }
  const path: Params = {};
  const query: Params = {};
  const exploded: Params = {};
  const body: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (info.pathParams?.includes(name)) {
      // `.` and `..` would climb out of the path: no encoding keeps a URL parser from resolving them.
      if (value === '.' || value === '..') throw new ValidationError({ field: name, rule: 'path segment' });
      path[name] = value;
    } else if (info.commaParams?.includes(name)) {
      query[name] = String(value).split(','); // sent as one value with literal commas (form, explode: false)
    } else if (info.explodeParams?.includes(name)) exploded[name] = value;
    else if (!info.body || info.queryParams?.includes(name)) query[name] = value;
    else body[name] = value;
  }
  return { path, query, exploded, body: info.body ? body : undefined };
}

/**
 * Builds a REST client over @pkg/core's transport from an operation table (what `pnpm generate` emits
 * from an OpenAPI document): one method per operation, which checks the flat params (unknown keys
 * included), builds the URL with openapi-fetch's path and query serializers, sends, and parses the body
 * once; and `iterate.<op>` for paged ones, following nextPageToken. An operation with a deployed route
 * (`deployed`, from the spec's `x-deployed-route-of`) goes where `wireNames` says (default `'seed'`).
 * Needs the optional peer `openapi-fetch`.
 *
 * @example
 * import { checkStringParams } from '@pkg/core';
 * import { createRestClient, type OperationInfo } from '@pkg/core/rest';
 * const table = { getChain: { method: 'GET', path: '/v1/chains/{chainId}', pathParams: ['chainId'], schema: { chainId: { type: 'string', required: true } }, retry: true, check: checkStringParams } } satisfies Record<string, OperationInfo>;
 * const client = createRestClient<{ getChain: { params: { chainId: string }; result: unknown } }>(table, { baseUrl: 'https://glacier-api.avax.network' });
 * const chain = await client.getChain({ chainId: '43114' });
 */
export function createRestClient<Ops extends Record<keyof Ops, OperationTypes>>(
  table: { readonly [K in keyof Ops]: OperationInfo },
  options: TransportOptions,
  wireNames: RestWireNames = 'seed',
): RestClient<Ops> {
  const transport = createTransport(options);
  const methods: Record<string, unknown> = {};
  const iterate: Record<string, unknown> = {};
  for (const [name, info] of Object.entries<OperationInfo>(table)) {
    const send = sendOf(
      transport,
      info,
      typeof wireNames === 'string' ? wireNames : (wireNames[name] ?? 'seed'),
    );
    const call = async (params?: Params, callOptions?: CallOptions) =>
      (await send(params, callOptions))[0].data;
    // a kebab-case operationId is a method under its own name and its camelCase alias, whichever the table
    // key is (unless the table has the other name as an operation of its own)
    const operationId = info.operationId ?? name;
    const names = [...new Set([name, operationId, aliasOf(operationId)])].filter(
      (n) => n === name || !Object.hasOwn(table, n),
    );
    for (const n of names) methods[n] = call;
    if (info.items) {
      const iterator = iteratorOf(name, info, info.items, send, options.baseUrl);
      for (const n of names) iterate[n] = iterator;
    }
  }
  methods.iterate = iterate;
  return methods as RestClient<Ops>;
}

/**
 * Where a REST client sends the operations that have a deployed route (`OperationInfo.deployed`): one choice
 * for all, or one per operation (the rest: `'seed'`).
 */
export type RestWireNames = RouteChoice | Readonly<Record<string, 'seed' | 'deployed' | undefined>>;

/** One answer of a REST route: the status, the parsed body and the path sent to. */
interface Sent {
  status: number;
  data: unknown;
  target: string;
}

/** The send of one operation over its seed route, or over the route `choice` picks where it has a deployed one. */
function sendOf(transport: Transport, info: OperationInfo, choice: RouteChoice): ChosenSend<Sent> {
  const seed = sendOver(transport, info);
  const { deployed } = info;
  if (!deployed) return async (params, o) => [await seed(params, o), 'seed'];
  const route = sendOver(transport, deployed.route);
  const viaDeployed = (params: Params | undefined, o?: CallOptions) => {
    prepare(info, params); // the operation's own checks (a key it does not have is refused) before the route's
    return route({ ...params, ...deployed.params }, o);
  };
  return chooseRoute(choice, seed, viaDeployed, info.path);
}

/** Sends one operation's params over one route: checks them, builds the URL, sends and parses the answer. */
function sendOver(transport: Transport, info: OperationInfo) {
  return async (params?: Params, callOptions?: CallOptions): Promise<Sent> => {
    const { path, query, exploded, body } = prepare(info, params);
    let target = createFinalURL(info.path, {
      baseUrl: '',
      params: { path, query },
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    const more = explodedSerializer(exploded);
    if (more) target += `${target.includes('?') ? '&' : '?'}${more}`;
    const { status, data } = await transport.request({
      method: info.method,
      path: target,
      body,
      idempotent: info.retry,
      signal: callOptions?.signal,
      timeoutMs: callOptions?.timeoutMs,
      deadline: callOptions?.deadline,
    });
    return { status, data, target };
  };
}

/** `iterate.<op>` of a paged operation: its pages in order, each on the route of the first. */
function iteratorOf(
  name: string,
  info: OperationInfo,
  items: string,
  send: ChosenSend<Sent>,
  baseUrl: string | undefined,
) {
  return (params?: Params, iterateOptions: IterateOptions = {}) => {
    let route: 'seed' | 'deployed' | undefined;
    return pagerOf(info)<Params | undefined, unknown>({
      fetchPage: async (pageToken, { signal }) => {
        const given = pageToken === undefined ? params : { ...params, pageToken };
        const [page, used] = await send(
          given,
          { signal, timeoutMs: iterateOptions.timeoutMs, deadline: iterateOptions.deadline },
          route,
        );
        route = used;
        // a 200 with an empty body is no page (a 204 is: nothing more)
        if (page.data === undefined && page.status !== 204) {
          throw new ParseError({
            status: page.status,
            body: '',
            url: (baseUrl ?? '') + page.target,
            method: info.method,
          });
        }
        return page.data as Params | undefined;
      },
      getItems: (page) => page?.[items] as unknown[] | undefined,
      getNextCursor: (page) => page?.nextPageToken as string | undefined,
      maxItems: iterateOptions.maxItems,
      signal: iterateOptions.signal,
      name,
      itemsField: items,
      maxEmptyPages: iterateOptions.maxEmptyPages,
    });
  };
}
