import { TimeoutError } from '../errors/TimeoutError.js';
import { createDeadline, type Deadline, type DeadlineShare } from '../utils/createDeadline.js';
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
  /**
   * The caller's deadline, which the call follows instead of making its own from `timeoutMs` and `signal` (several
   * calls of one operation may share it; the caller clears it).
   */
  readonly deadline?: Deadline | undefined;
  /**
   * Where a call without a signal or a caller's deadline takes its own: shared with the others of its millisecond
   * and `timeoutMs` (one timer and one AbortController for all of them); otherwise the call gets one of its own.
   */
  readonly share?: DeadlineShare | undefined;
  /** How a TimeoutError names the request: `POST` over HTTP (the default), `''` over a socket (no verb). */
  readonly via?: string | undefined;
}

/**
 * One caller's JSON-RPC call until it settles: its request object and its deadline (its own from `timeoutMs` and
 * `signal`, rejecting with a TimeoutError naming its method, its timer shared with the calls of its millisecond
 * through a DeadlineShare when it has no signal; or the caller's). It settles once; later answers are ignored.
 */
export class PendingCall {
  readonly id: number;
  /** Where the call goes (the endpoint's URL). */
  readonly url: string;
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
  /** This call's time limit and signal: the HTTP request of a lone call follows it (one deadline to the wire). */
  readonly limit: Deadline;
  readonly #timeoutMs: number;
  readonly #via: string;
  /** Detaches from a caller's deadline (undefined when the deadline is the call's own, cleared instead). */
  readonly #off: (() => void) | undefined;

  constructor(init: PendingCallInit, resolve: (value: unknown) => void, reject: (error: unknown) => void) {
    this.id = init.id;
    this.url = init.url;
    this.method = init.method;
    this.payload = jsonRpcEnvelope(init.id, init.method, init.params);
    this.idempotent = init.idempotent;
    this.signal = init.signal;
    this.#resolve = resolve;
    this.#reject = reject;
    this.#timeoutMs = init.timeoutMs;
    this.#via = init.via ?? 'POST';
    const { signal, share } = init;
    const given = init.deadline;
    const timeoutError = () => this.#timeoutError();
    const deadline =
      given ??
      (share && !signal
        ? share.join(init.timeoutMs, timeoutError)
        : createDeadline({
            timeoutMs: init.timeoutMs,
            signals: signal ? [signal] : undefined,
            timeoutError,
          }));
    this.limit = deadline;
    this.deadline = deadline.at;
    const off =
      given || deadline.limited || signal ? deadline.onEnd((reason) => this.reject(reason)) : undefined;
    this.#off = given ? off : undefined;
  }

  #timeoutError(): unknown {
    const error = new TimeoutError({ timeoutMs: this.#timeoutMs, url: this.url, method: this.#via });
    return namedForCall(error, this, []);
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
    if (this.#off) this.#off();
    else this.limit.clear();
    return true;
  }
}
