import type { JsonRpcCallOptions, JsonRpcTransport } from '../jsonrpc/types.js';
import type { Deadline } from '../utils/createDeadline.js';
import type { Wire } from './createWireRouter.js';

/** A by-position call's params as a name map that serves its namespace by name takes them: the single object. */
function objectParamsOf(params: unknown): unknown {
  if (!Array.isArray(params)) return params;
  const first: unknown = params[0];
  return typeof first === 'object' && first !== null ? first : {};
}

/** What one try of a call sends besides its wire: params, the caller's options, whether a retry is safe. */
export interface CallOverWireOptions {
  readonly params: unknown;
  readonly callOptions: JsonRpcCallOptions | undefined;
  readonly idempotent: boolean;
  /**
   * The call's own deadline across tries (the `'auto'` fallback, a submit's settling read), carrying the caller's
   * signal and limit; none: the caller's `signal` and `timeoutMs` go down as they are.
   */
  readonly deadline?: Deadline | undefined;
}

/**
 * One try of a call under one wire (name, URL, params shape, batching), following the call's deadline when it has
 * one (rejecting at once once it has ended), else the caller's `signal` and `timeoutMs`.
 */
export function callOverWire(
  transport: JsonRpcTransport,
  wire: Wire,
  options: CallOverWireOptions,
): Promise<unknown> {
  const { params, callOptions } = options;
  const deadline = options.deadline ?? callOptions?.deadline;
  try {
    deadline?.throwIfEnded();
  } catch (error) {
    return Promise.reject(error);
  }
  const { idempotent } = options;
  const batch = wire.batch && callOptions?.batch !== false;
  return transport.call(
    wire.url,
    wire.name,
    (wire.objectParams ? objectParamsOf(params) : params) as Parameters<JsonRpcTransport['call']>[2],
    deadline
      ? { deadline, idempotent, batch }
      : { signal: callOptions?.signal, timeoutMs: callOptions?.timeoutMs, idempotent, batch },
  );
}
