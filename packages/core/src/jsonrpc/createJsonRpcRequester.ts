import { DEFAULTS } from '../defaults.js';
import { createDeadlineShare } from '../utils/createDeadline.js';
import { PendingCall } from './PendingCall.js';
import type { JsonRpcCallOptions } from './types.js';
import { withCallerStack } from './withCallerStack.js';

/** JSON-RPC params as they go on the wire: positional, by name, or none. */
export type JsonRpcParams = readonly unknown[] | Record<string, unknown> | undefined;

/** Options of {@link createJsonRpcRequester}: the port calls leave through, and how they are limited. */
export interface JsonRpcRequesterOptions {
  /**
   * The port each call leaves through, once it has its id, deadline and signal: the HTTP adapter posts it (alone
   * or in a batch) and settles it from the answer to that request; a socket adapter writes `call.payload` as one
   * message and keeps the call in its `createPendingCalls()` until the answer comes. A port that cannot send
   * rejects the call.
   */
  readonly send: (call: PendingCall, options: JsonRpcCallOptions | undefined) => void;
  /** Time limit of a call that sets none. @default 30_000 (`DEFAULTS.timeoutMs`) */
  readonly timeoutMs?: number | undefined;
  /** How a TimeoutError names the request: `POST` over HTTP (the default), `''` over a socket. */
  readonly via?: string | undefined;
}

/** Makes JSON-RPC calls through a port: ids, deadlines, aborts, answers and error shapes in one place. */
export interface JsonRpcRequester {
  /**
   * Calls `method` at `url`: resolves its `result`, rejects with a JsonRpcError for an `error` object, with a
   * TimeoutError naming the method at the call's deadline, with the signal's reason when it aborts.
   */
  call<T = unknown>(
    url: string,
    method: string,
    params?: JsonRpcParams,
    options?: JsonRpcCallOptions,
  ): Promise<T>;
}

/**
 * Creates core's one JSON-RPC requester (HTTP and WebSocket both call through it): each call gets an id, its own
 * deadline (a TimeoutError naming its method) and signal, settles once, and its answer is read one way (the
 * result, a JsonRpcError keeping code, message and data, or an SdkError for anything else). The transport is a
 * port: `send` hands a call to HTTP or to a socket.
 *
 * @example
 * import { createJsonRpcRequester, createPendingCalls } from '@pkg/core';
 * const pending = createPendingCalls();
 * const rpc = createJsonRpcRequester({ via: '', send: (call) => (pending.add(call), socket.send(JSON.stringify(call.payload))) });
 * socket.onmessage = (event) => pending.receive(JSON.parse(event.data));
 * const chainId = await rpc.call<string>('wss://api.avax.network/ext/bc/C/ws', 'eth_chainId', []);
 */
export function createJsonRpcRequester(options: JsonRpcRequesterOptions): JsonRpcRequester {
  const { send, via } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  /** The deadline the calls of this millisecond without a signal share (one timer for a tick's burst). */
  const share = createDeadlineShare();
  let nextId = 1;

  function start<T>(
    url: string,
    method: string,
    params: JsonRpcParams,
    callOptions?: JsonRpcCallOptions,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const deadline = callOptions?.deadline;
      const signal = deadline ? undefined : callOptions?.signal;
      if (deadline?.ended) return reject(deadline.reason);
      if (signal?.aborted) return reject(signal.reason);
      const id = nextId++;
      const idempotent = callOptions?.idempotent !== false;
      const limit = callOptions?.timeoutMs ?? timeoutMs;
      const init = { id, url, method, params, idempotent, signal, timeoutMs: limit, deadline, share, via };
      const call = new PendingCall(init, resolve as (value: unknown) => void, reject);
      send(call, callOptions);
    });
  }

  return {
    /**
     * One call: an async function, so that an error it rejects with carries the caller's frames (V8 records the
     * chain of async callers awaiting it; nothing is captured on the success path).
     */
    async call<T>(url: string, method: string, params?: JsonRpcParams, callOptions?: JsonRpcCallOptions) {
      try {
        return await start<T>(url, method, params, callOptions);
      } catch (error) {
        throw withCallerStack(error, new Error());
      }
    },
  };
}
