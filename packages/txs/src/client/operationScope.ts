import { createDeadline, TimeoutError } from '@pkg/core';
import type { TxContext } from '../shared/context.js';

/** One operation's deadline: its signal (the caller's, and its `timeoutMs` as a TimeoutError) and its cleanup. */
export interface OperationScope {
  /** Ends every read, issue and wait of the operation; undefined when it has neither signal nor time limit. */
  readonly signal: AbortSignal | undefined;
  /** Stops the timer (the operation settled). */
  clear(): void;
}

/**
 * The scope of an operation named `name` (for the TimeoutError) at `url`: the caller's signal and time limit in one
 * deadline (core's `createDeadline`; a `timeoutMs` of 0 is none, as everywhere in core).
 */
export function operationScope(
  name: string,
  url: string,
  options: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined },
): OperationScope {
  const { signal, timeoutMs } = options;
  if (timeoutMs === undefined) return { signal, clear: () => {} };
  const deadline = createDeadline({
    timeoutMs,
    signals: [signal],
    timeoutError: () => new TimeoutError({ timeoutMs, method: name, url }),
  });
  return { signal: deadline.signal, clear: () => deadline.clear() };
}

/** `ctx` with every read under `signal` (the builders read through it unchanged). */
export function scopedContext(ctx: TxContext, signal: AbortSignal | undefined): TxContext {
  if (!signal) return ctx;
  return {
    ...ctx,
    call: (method, params, read) => ctx.call(method, params, { signal, ...read }),
    utxos: (chain, addresses, source, read) => ctx.utxos(chain, addresses, source, { signal, ...read }),
  };
}

/** `promise`, or the signal's reason as soon as it aborts (a shared read the operation stops waiting for). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
