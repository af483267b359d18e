// The Node build of @pkg/core (package.json "node" condition): the same API, with the keep-alive
// node:http fast path as the default fetch. Every other runtime loads index.ts, which uses global fetch.
import {
  createJsonRpcTransport as createJsonRpcTransportWith,
  type JsonRpcTransport,
  type JsonRpcTransportOptions,
} from './jsonrpc/createJsonRpcTransport.js';
import { createTransport as createTransportWith } from './transport/createTransport.js';
import { nodeFetch } from './transport/nodeFetch.js';
import type { Transport, TransportOptions } from './transport/types.js';

export { DEFAULTS } from './defaults.js';
export { HttpError, type HttpErrorOptions } from './errors/HttpError.js';
export { JsonRpcError } from './errors/JsonRpcError.js';
export { NetworkError } from './errors/NetworkError.js';
export { ParseError } from './errors/ParseError.js';
export { RateLimitError } from './errors/RateLimitError.js';
export { SdkError, type SdkErrorOptions } from './errors/SdkError.js';
export { TimeoutError } from './errors/TimeoutError.js';
export { ValidationError } from './errors/ValidationError.js';
export type {
  BatchOptions,
  JsonRpcCallOptions,
  JsonRpcTransport,
  JsonRpcTransportOptions,
} from './jsonrpc/createJsonRpcTransport.js';
export { type PaginateOptions, paginate } from './paginate.js';
export { backoffDelay, parseRetryAfter, type RetryOptions } from './transport/retry.js';
export type {
  CallOptions,
  HookResult,
  HttpResult,
  Middleware,
  RequestOptions,
  Transport,
  TransportOptions,
} from './transport/types.js';
export { redactUrl } from './utils/redactUrl.js';
export { checkParams } from './validation/checkParams.js';
export { checkValue } from './validation/checkValue.js';
export type { CrossRule, ParamRule, ParamSchema } from './validation/types.js';

/**
 * Creates the fetch wrapper every client sends through (on Node, over the keep-alive fast path unless given a `fetch`).
 *
 * @example
 * import { createTransport } from '@pkg/core';
 * const http = createTransport({ baseUrl: 'https://glacier-api.avax.network', timeoutMs: 10_000 });
 * const { data } = await http.request({ method: 'GET', path: '/v1/chains' });
 */
export function createTransport(options: TransportOptions = {}): Transport {
  return createTransportWith(options.fetch ? options : { ...options, fetch: nodeFetch });
}

/**
 * Creates a JSON-RPC 2.0 transport with auto-batching (on Node, over the keep-alive fast path unless given a `fetch`).
 *
 * @example
 * import { createJsonRpcTransport } from '@pkg/core';
 * const rpc = createJsonRpcTransport();
 * const chainId = await rpc.call<string>('https://api.avax.network/ext/bc/C/rpc', 'eth_chainId', []);
 */
export function createJsonRpcTransport(options: JsonRpcTransportOptions = {}): JsonRpcTransport {
  return createJsonRpcTransportWith(options.fetch ? options : { ...options, fetch: nodeFetch });
}
