import {
  type CallOptions,
  type CrossRule,
  checkParams,
  checkValue,
  createTransport,
  type ParamSchema,
  ParseError,
  paginate,
  type TransportOptions,
  ValidationError,
} from '@pkg/core';
import openapiFetch from 'openapi-fetch';

// openapi-fetch's CJS build exports `default` beside `__esModule`; a CJS bundle that imports it with
// Node's interop gets the module object, so take its `default` when the import is not the function.
const createFetchClient: typeof openapiFetch =
  typeof openapiFetch === 'function'
    ? openapiFetch
    : (openapiFetch as unknown as { default: typeof openapiFetch }).default;

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
  /** True when the operation takes a JSON body: fields that are not parameters go there. */
  readonly body?: boolean;
  /** Input checks of the flat params. */
  readonly schema: ParamSchema;
  /** Cross-field checks (`x-rules`). */
  readonly rules?: readonly CrossRule[];
  /** Defaults the service applies to fields that `sumAtMost` rules add up: the sum is checked with them. */
  readonly ruleDefaults?: Readonly<Record<string, number>>;
  /** Safe to retry (`x-safe-to-retry`, else GET). */
  readonly retry: boolean;
  /** Paged: the response field holding a page's items (`x-paging.items`). */
  readonly items?: string;
}

/** The params and result types of one operation. */
export interface OperationTypes {
  params: object;
  result: unknown;
  /** Present on paged operations: the type of one item. */
  item?: unknown;
}

/** Per-call options of `iterate.<operation>`: a signal and a timeout for every page, and an item limit. */
export interface IterateOptions extends CallOptions {
  /** Stop after this many items. */
  maxItems?: number;
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

/** A REST client: the operation methods, plus `iterate` for the paged ones. */
export type RestClient<Ops extends Record<keyof Ops, OperationTypes>> = OperationMethods<Ops> & {
  /** Iterates the items of a paged operation across pages, following nextPageToken until it is absent. */
  readonly iterate: OperationIterators<Ops>;
};

type Params = Record<string, unknown>;
type FetchClient = {
  request(
    method: string,
    path: string,
    init: {
      params: { path: Params; query: Params };
      body?: unknown;
      parseAs: 'text';
      fetch: (request: Request) => Promise<Response>;
    },
  ): Promise<{ data?: unknown; response: Response }>;
};

/**
 * The request openapi-fetch builds for each call, lighter than a WHATWG Request (which parses the URL and
 * copies the body into a stream: about a fifth of a call's CPU). openapi-fetch reads only its `method`, and
 * hands it to the transport's `fetch`, which reads `url`, `method`, `headers`, `body` and `signal`; a body
 * that is not a string is still read with `arrayBuffer()`, as a Request's would be.
 */
class LightRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null;
  readonly signal: AbortSignal | undefined;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body ?? null;
    this.signal = init.signal ?? undefined;
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return new Response(this.body).arrayBuffer();
  }
}

/**
 * Parses a 2xx body as the JSON every operation promises, whatever its content-type: a body that is not
 * JSON (an HTML page from a proxy, a cut answer) is a ParseError, never a bare SyntaxError.
 */
function parseBody(text: string | undefined, status: number, url: string, method: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ParseError({ status, body: text, url, method, cause });
  }
}

/** Splits flat params into path, query and body, after checking them. Throws ValidationError. */
function prepare(info: OperationInfo, input: Params | undefined) {
  const params: Params = { ...input };
  for (const name of info.commaParams ?? []) {
    const value = params[name];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) checkValue(`${name}[${i}]`, value[i], { type: 'string' });
      params[name] = value.length > 0 ? value.join(',') : undefined;
    }
  }
  checkParams(params, info.schema);
  if (info.rules) {
    const values: Params = { ...info.ruleDefaults };
    for (const [name, value] of Object.entries(params)) if (value !== undefined) values[name] = value;
    checkParams(values, {}, info.rules);
  }
  const path: Params = {};
  const query: Params = {};
  const body: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (info.pathParams?.includes(name)) {
      // `.` and `..` would climb out of the path: no encoding keeps a URL parser from resolving them.
      if (value === '.' || value === '..') throw new ValidationError({ field: name, rule: 'path segment' });
      path[name] = value;
    } else if (info.commaParams?.includes(name)) {
      query[name] = String(value).split(','); // sent as one value with literal commas (form, explode: false)
    } else if (!info.body || info.queryParams?.includes(name)) query[name] = value;
    else body[name] = value;
  }
  return { path, query, body: info.body ? body : undefined };
}

/**
 * Builds a REST client over `openapi-fetch` and @pkg/core's transport from an operation table:
 * one method per operation (checks the params, then sends), and `iterate.<op>` for paged ones.
 */
export function createRestClient<Ops extends Record<keyof Ops, OperationTypes>>(
  table: { readonly [K in keyof Ops]: OperationInfo },
  options: TransportOptions,
): RestClient<Ops> {
  const transport = createTransport(options);
  const http = createFetchClient({
    baseUrl: options.baseUrl,
    Request: LightRequest as unknown as typeof Request,
    querySerializer: { array: { style: 'form', explode: false } },
  }) as unknown as FetchClient;
  const methods: Record<string, unknown> = {};
  const iterate: Record<string, unknown> = {};
  for (const [name, info] of Object.entries<OperationInfo>(table)) {
    const call = async (params?: Params, callOptions?: CallOptions) => {
      const { path, query, body } = prepare(info, params);
      let url = '';
      const { data, response } = await http.request(info.method, info.path, {
        params: { path, query },
        body,
        parseAs: 'text',
        fetch: (request) => {
          url = request.url;
          return transport.fetch(request, undefined, {
            signal: callOptions?.signal,
            timeoutMs: callOptions?.timeoutMs,
            idempotent: info.retry,
          });
        },
      });
      return parseBody(data as string | undefined, response.status, url, info.method);
    };
    methods[name] = call;
    const items = info.items;
    if (items) {
      iterate[name] = (params?: Params, iterateOptions: IterateOptions = {}) =>
        paginate<Params | undefined, unknown>({
          fetchPage: (pageToken, { signal }) =>
            call(pageToken === undefined ? params : { ...params, pageToken }, {
              signal,
              timeoutMs: iterateOptions.timeoutMs,
            }) as Promise<Params | undefined>,
          getItems: (page) => page?.[items] as unknown[] | undefined,
          getNextCursor: (page) => page?.nextPageToken as string | undefined,
          maxItems: iterateOptions.maxItems,
          signal: iterateOptions.signal,
        });
    }
  }
  methods.iterate = iterate;
  return methods as RestClient<Ops>;
}
