import { onAbort } from './onAbort.js';

// Core's one time-limit primitive: a Deadline is one call's (or one operation's) time limit and the callers'
// signals, ending with the first of them. It is passed down as an object, never re-made from "the ms left":
// the transport, the limiter's queue, a redirect, the JSON-RPC requester, the RPC client's name fallback,
// @pkg/txs's wait, the WebSocket client, localnet and the test helpers all read one.

/** What `createDeadline` is given. */
export interface DeadlineOptions {
  /** Time limit in ms from now; 0, a negative number, NaN, Infinity or past a timer's range (2^31 ms): none. */
  timeoutMs?: number | undefined;
  /** Signals that end the deadline with their reason (undefined entries are skipped). */
  signals?: readonly (AbortSignal | undefined)[] | undefined;
  /** The error the deadline ends with when its time runs out (built at that moment). */
  timeoutError: () => unknown;
}

/** The longest a timer can wait (2^31 - 1 ms); a longer limit counts as none. */
export const maxTimerMs = 2 ** 31 - 1;

/**
 * One time limit and abort: the time left, an AbortSignal ending with the first of the timeout and the callers'
 * signals, and cleanup. The timer and the signal listeners start only when something waits on it (`signal`
 * read, `onEnd` called), so a call that never waits costs no timer; `remaining()` and `throwIfEnded()` read the
 * clock. A signal that aborted before anything waited is seen when something first waits (its reason wins over a
 * time limit passed meanwhile).
 */
export class Deadline {
  /** Whether a time limit applies. */
  readonly limited: boolean;
  /** When the time runs out (`Date.now()` scale), Infinity without a limit. */
  readonly at: number;
  /** Whether the deadline has ended (a signal aborted, or the time ran out). */
  ended = false;
  /** Why it ended: a signal's reason or the timeout error; undefined while running. */
  reason: unknown;
  /** Whether it ended because its time ran out. */
  timedOut = false;
  readonly #options: DeadlineOptions;
  #controller: AbortController | undefined;
  #callbacks: ((reason: unknown) => void)[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The signals' detaches, once watched. */
  #offs: (() => void)[] | undefined;
  #cleared = false;

  constructor(options: DeadlineOptions) {
    const ms = options.timeoutMs ?? 0;
    this.#options = options;
    this.limited = ms > 0 && ms <= maxTimerMs;
    this.at = this.limited ? Date.now() + ms : Number.POSITIVE_INFINITY;
    for (const s of options.signals ?? []) {
      if (s?.aborted) {
        this.#end(s.reason, false);
        break;
      }
    }
  }

  /** Milliseconds left (0 once past, Infinity without a limit). */
  remaining(): number {
    return Math.max(0, this.at - Date.now());
  }

  /** Aborts (with the deadline's reason) when the deadline ends. */
  get signal(): AbortSignal {
    if (!this.#controller) {
      const controller = new AbortController();
      this.#controller = controller;
      if (this.ended) controller.abort(this.reason);
      else this.onEnd((reason) => controller.abort(reason));
    }
    return this.#controller.signal;
  }

  /** Runs `callback` once when the deadline ends (in a microtask if it already has); returns the detach. */
  onEnd(callback: (reason: unknown) => void): () => void {
    if (this.ended) queueMicrotask(() => callback(this.reason));
    else if (!this.#cleared) {
      this.#callbacks.push(callback);
      this.#watch();
    }
    return () => {
      const i = this.#callbacks.indexOf(callback);
      if (i >= 0) this.#callbacks.splice(i, 1);
    };
  }

  /**
   * Throws the reason when the deadline has ended; when the time has passed but the timer has not fired yet (a
   * busy event loop), ends it as timed out first.
   */
  throwIfEnded(): void {
    if (!this.ended && !this.#cleared && Date.now() >= this.at) this.#end(this.#options.timeoutError(), true);
    if (this.ended) throw this.reason;
  }

  /** Stops the timer and detaches from the signals; the deadline then never ends by itself. */
  clear(): void {
    this.#cleared = true;
    this.#callbacks = [];
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#offs) for (const off of this.#offs) off();
  }

  #end(reason: unknown, timedOut: boolean): void {
    if (this.ended) return;
    this.ended = true;
    this.reason = reason;
    this.timedOut = timedOut;
    const callbacks = this.#callbacks;
    this.clear();
    for (const run of callbacks) run(reason);
  }

  /** Starts the timer and listens to the signals, once (a signal that aborted meanwhile ends it now). */
  #watch(): void {
    if (this.#offs) return;
    this.#offs = [];
    for (const s of this.#options.signals ?? []) {
      if (s?.aborted) {
        this.#end(s.reason, false);
        return;
      }
      if (s) this.#offs.push(onAbort(s, () => this.#end(s.reason, false)));
    }
    if (this.limited) {
      this.#timer = setTimeout(() => this.#end(this.#options.timeoutError(), true), this.at - Date.now());
    }
  }
}

/**
 * Starts a deadline: a time limit (from now) and the callers' signals, ending with the first of them. Pass it down
 * as the object it is (its `signal` to a fetch or a sleep, `throwIfEnded()` between steps), and `clear()` it when
 * the work is done.
 *
 * @example
 * import { createDeadline, TimeoutError } from '@pkg/core';
 * const deadline = createDeadline({
 *   timeoutMs: 5_000,
 *   signals: [AbortSignal.timeout(60_000)],
 *   timeoutError: () => new TimeoutError({ timeoutMs: 5_000, url: 'https://api.avax.network/ext/info' }),
 * });
 * try {
 *   await fetch('https://api.avax.network/ext/health', { signal: deadline.signal });
 * } finally {
 *   deadline.clear();
 * }
 */
export function createDeadline(options: DeadlineOptions): Deadline {
  return new Deadline(options);
}
