import { DEFAULTS } from '../defaults.js';
import { createTransport } from '../transport/createTransport.js';
import { createBatchScheduler } from './createBatchScheduler.js';
import { createJsonRpcPoster } from './createJsonRpcPoster.js';
import { createJsonRpcRequester } from './createJsonRpcRequester.js';
import type { JsonRpcTransport, JsonRpcTransportOptions } from './types.js';

export type { BatchOptions, JsonRpcCallOptions, JsonRpcTransport, JsonRpcTransportOptions } from './types.js';

/**
 * Creates a JSON-RPC 2.0 transport: request ids, result/error unwrapping, and auto-batching of calls to the
 * same URL made in the same tick (at most 40 per HTTP request by default, chunked above).
 *
 * @example
 * import { createJsonRpcTransport } from '@pkg/core';
 * const rpc = createJsonRpcTransport();
 * const chainId = await rpc.call<string>('https://api.avax.network/ext/bc/C/rpc', 'eth_chainId', []);
 */
export function createJsonRpcTransport(options: JsonRpcTransportOptions = {}): JsonRpcTransport {
  const http = createTransport(options);
  const batch = options.batch === false ? undefined : options.batch === true ? {} : (options.batch ?? {});
  const scheduler =
    batch &&
    createBatchScheduler(
      {
        maxSize: Math.max(1, batch.maxSize ?? DEFAULTS.batch.maxSize),
        waitMs: batch.waitMs ?? DEFAULTS.batch.waitMs,
        unbatchedMs: batch.unbatchedMs ?? DEFAULTS.batch.unbatchedMs,
      },
      (url, calls) => post(url, calls),
    );
  const post = createJsonRpcPoster({ http, onRefused: (url) => scheduler?.refuse(url) });
  // the HTTP adapter of the one requester: a call goes into its URL's next batch, or alone
  const requester = createJsonRpcRequester({
    timeoutMs: options.timeoutMs,
    send: (call, callOptions) => {
      if (scheduler && callOptions?.batch !== false) scheduler.schedule(call.url, call);
      else post(call.url, [call]);
    },
  });
  return { http, call: requester.call };
}
