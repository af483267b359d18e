import { DEFAULTS } from '../defaults.js';
import { createTransport } from '../transport/createTransport.js';
import { createDeadlineShare } from '../utils/createDeadlineShare.js';
import { createBatchScheduler } from './createBatchScheduler.js';
import { createJsonRpcSender } from './createJsonRpcSender.js';
import { PendingCall } from './PendingCall.js';
import type { JsonRpcCallOptions, JsonRpcTransport, JsonRpcTransportOptions } from './types.js';
import { withCallerStack } from './withCallerStack.js';

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
      (url, calls) => send(url, calls),
    );
  const send = createJsonRpcSender({ http, onRefused: (url) => scheduler?.refuse(url) });
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  let nextId = 1;
  /** The deadline the calls of this millisecond without a signal share (one timer for a tick's burst). */
  const share = createDeadlineShare();

  function enqueue<T>(
    url: string,
    method: string,
    params: readonly unknown[] | Record<string, unknown> | undefined,
    callOptions: JsonRpcCallOptions | undefined,
  ): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const signal = callOptions?.signal;
      if (signal?.aborted) return reject(signal.reason);
      const limit = callOptions?.timeoutMs ?? timeoutMs;
      const call = new PendingCall(
        {
          id,
          url,
          method,
          params,
          idempotent: callOptions?.idempotent !== false,
          signal,
          timeoutMs: limit,
          share,
        },
        resolve as (value: unknown) => void,
        reject,
      );
      if (scheduler && callOptions?.batch !== false) scheduler.schedule(url, call);
      else send(url, [call]);
    });
  }

  /**
   * One call: an async function, so that an error it rejects with carries the caller's frames (V8 records the
   * chain of async callers awaiting it; nothing is captured on the success path).
   */
  async function call<T>(
    url: string,
    method: string,
    params?: readonly unknown[] | Record<string, unknown>,
    callOptions?: JsonRpcCallOptions,
  ): Promise<T> {
    try {
      return await enqueue<T>(url, method, params, callOptions);
    } catch (error) {
      throw withCallerStack(error, new Error());
    }
  }

  return { http, call };
}
