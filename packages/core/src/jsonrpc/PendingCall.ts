import { TimeoutError } from '../errors/TimeoutError.js';
import { onAbort } from '../utils/onAbort.js';
import { type JsonRpcEnvelope, jsonRpcEnvelope } from './jsonRpcEnvelope.js';
import { namedForCall } from './namedForCall.js';

/** What one call is: where it goes, what it sends, how long it may take. */
export interface PendingCallInit {
  readonly id: number;
  readonly url: string;
  readonly method: string;
  readonly params: readonly unknown[] | Record<string, unknown> | undefined;
  /** Safe to send again (false for a submit). */
  readonly idempotent: boolean;
  /** Ends this call only (not a batch it shares). */
  readonly signal: AbortSignal | undefined;
  /** This call's time limit in ms; 0, Infinity or 2^31 and more: none. */
  readonly timeoutMs: number;
}

/**
 * One caller's JSON-RPC call until it settles: its request object, its own deadline (a timer that rejects it
 * with a TimeoutError naming its method) and its own signal. It settles once; later answers are ignored.
 */
export class PendingCall {
  readonly id: number;
  readonly method: string;
  readonly payload: JsonRpcEnvelope;
  readonly idempotent: boolean;
  readonly signal: AbortSignal | undefined;
  /** When this call's time limit ends (`Date.now()` based), Infinity for none. */
  readonly deadline: number;
  settled = false;
  /** Told once the call settles (the request it shares is aborted when every caller has gone). */
  onSettled: (() => void) | undefined = undefined;
  readonly #resolve: (value: unknown) => void;
  readonly #reject: (error: unknown) => void;
  readonly #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #off: (() => void) | undefined;

  constructor(init: PendingCallInit, resolve: (value: unknown) => void, reject: (error: unknown) => void) {
    this.id = init.id;
    this.method = init.method;
    this.payload = jsonRpcEnvelope(init.id, init.method, init.params);
    this.idempotent = init.idempotent;
    this.signal = init.signal;
    this.#resolve = resolve;
    this.#reject = reject;
    const { timeoutMs, signal } = init;
    const limited = timeoutMs > 0 && timeoutMs < 2 ** 31; // 0 or Infinity: no time limit
    this.deadline = limited ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY;
    this.#timer = limited
      ? setTimeout(() => {
          const error = new TimeoutError({ timeoutMs, url: init.url, method: 'POST' });
          this.reject(namedForCall(error, this, []));
        }, timeoutMs)
      : undefined;
    this.#off = signal ? onAbort(signal, () => this.reject(signal.reason)) : undefined;
  }

  /** Resolves the call with `value`, unless it has settled already. */
  resolve(value: unknown): void {
    if (!this.#settle()) return;
    this.#resolve(value);
    this.onSettled?.();
  }

  /** Rejects the call with `error`, unless it has settled already. */
  reject(error: unknown): void {
    if (!this.#settle()) return;
    this.#reject(error);
    this.onSettled?.();
  }

  #settle(): boolean {
    if (this.settled) return false;
    this.settled = true;
    this.#off?.();
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    return true;
  }
}
