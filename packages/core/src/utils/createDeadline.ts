import { onAbort } from './onAbort.js';

/** What `createDeadline` is given. */
export interface DeadlineOptions {
  /** Time limit in ms from now; 0, a negative number, Infinity or anything past a timer's range (2^31 ms): none. */
  timeoutMs?: number | undefined;
  /** Signals that end the deadline with their reason (undefined entries are skipped). */
  signals?: readonly (AbortSignal | undefined)[] | undefined;
  /** The error the deadline ends with when its time runs out (built at that moment). */
  timeoutError: () => unknown;
}

/**
 * One call's time limit and abort in one place: the time left, an AbortSignal combining the callers' signals
 * with the timeout, and cleanup. The timer and the signal are made only when something waits on them
 * (`signal` read, `onEnd` called); `remaining()` and `throwIfEnded()` read the clock. Until then a signal that
 * aborts is seen when something first waits (its reason wins over a time limit passed meanwhile): read
 * `signal` at once when the order of a late timeout and an abort matters.
 */
export interface Deadline {
  /** The limit as given (0 when none: `limited` is false). */
  readonly timeoutMs: number;
  /** Whether a time limit applies. */
  readonly limited: boolean;
  /** When the time runs out (`Date.now()` scale), Infinity without a limit. */
  readonly at: number;
  /** Milliseconds left (0 once past, Infinity without a limit). */
  remaining(): number;
  /** Whether the deadline has ended (a signal aborted, the timer fired, or `end` was called). */
  readonly ended: boolean;
  /** Why it ended: a signal's reason, the timeout error or `end`'s reason; undefined while running. */
  readonly reason: unknown;
  /** Whether it ended because its time ran out. */
  readonly timedOut: boolean;
  /** Aborts (with `reason`) when the deadline ends. */
  readonly signal: AbortSignal;
  /** Runs `callback` once when the deadline ends (at once, in a microtask, if it already has); returns the detach. */
  onEnd(callback: (reason: unknown) => void): () => void;
  /**
   * Throws `reason` when the deadline has ended; when the time has passed but the timer has not fired yet (a
   * busy event loop), ends it as timed out first.
   */
  throwIfEnded(): void;
  /** Ends the deadline with `reason` (no-op once ended). */
  end(reason: unknown): void;
  /** Stops the timer and detaches from the signals; the deadline then never ends by itself. */
  clear(): void;
}

/** The longest a timer can wait (2^31 - 1 ms); a longer limit counts as none. */
const maxTimer = 2 ** 31 - 1;

class DeadlineImpl implements Deadline {
  readonly timeoutMs: number;
  readonly limited: boolean;
  readonly at: number;
  ended = false;
  reason: unknown = undefined;
  timedOut = false;
  #controller: AbortController | undefined;
  #callbacks: Set<(reason: unknown) => void> | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #detach: (() => void)[] | undefined;
  #cleared = false;
  #timeoutError: () => unknown;
  #signals: readonly (AbortSignal | undefined)[] | undefined;

  constructor(options: DeadlineOptions) {
    const ms = options.timeoutMs ?? 0;
    this.limited = ms > 0 && ms <= maxTimer;
    this.timeoutMs = this.limited ? ms : 0;
    this.at = this.limited ? Date.now() + ms : Number.POSITIVE_INFINITY;
    this.#timeoutError = options.timeoutError;
    this.#signals = options.signals;
    if (options.signals) {
      for (const s of options.signals) {
        if (s?.aborted) {
          this.end(s.reason);
          return;
        }
      }
    }
  }

  remaining(): number {
    return this.limited ? Math.max(0, this.at - Date.now()) : Number.POSITIVE_INFINITY;
  }

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.ended) this.#controller.abort(this.reason);
      else this.#watch();
    }
    return this.#controller.signal;
  }

  onEnd(callback: (reason: unknown) => void): () => void {
    if (this.ended) {
      queueMicrotask(() => callback(this.reason));
      return () => {};
    }
    this.#watch();
    this.#callbacks ??= new Set();
    const own = (reason: unknown) => callback(reason);
    this.#callbacks.add(own);
    return () => {
      this.#callbacks?.delete(own);
    };
  }

  throwIfEnded(): void {
    if (!this.ended && this.limited && !this.#cleared && Date.now() >= this.at) this.#expire();
    if (this.ended) throw this.reason;
  }

  end(reason: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.reason = reason;
    this.#unwatch();
    this.#controller?.abort(reason);
    const callbacks = this.#callbacks;
    this.#callbacks = undefined;
    if (callbacks) for (const run of callbacks) run(reason);
  }

  clear(): void {
    this.#cleared = true;
    this.#callbacks = undefined;
    this.#unwatch();
  }

  #expire(): void {
    if (this.ended) return;
    this.timedOut = true;
    this.end(this.#timeoutError());
  }

  /** Starts the timer and listens to the signals, once. */
  #watch(): void {
    if (this.#cleared || this.#detach) return;
    this.#detach = [];
    if (this.#signals) {
      // a signal that aborted before anything watched ends it now (its 'abort' event is gone)
      for (const s of this.#signals) {
        if (s?.aborted) {
          this.end(s.reason);
          return;
        }
        if (s) this.#detach.push(onAbort(s, () => this.end(s.reason)));
      }
    }
    if (this.limited) this.#timer = setTimeout(() => this.#expire(), Math.max(0, this.at - Date.now()));
  }

  #unwatch(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const offs = this.#detach;
    this.#detach = []; // never watched again: the deadline has ended or been cleared
    if (offs) for (const off of offs) off();
  }
}

/**
 * Starts one call's deadline: a time limit (from now) and the callers' signals, ending it with the first of
 * them. The one place core handles a timeout and an abort: the transport, the limiter, the JSON-RPC transport
 * and the RPC client's fallback read it.
 *
 * @example
 * import { createDeadline } from './createDeadline.js';
 * const deadline = createDeadline({ timeoutMs: 5_000, signals: [userSignal], timeoutError: () => new Error('late') });
 * try {
 *   await fetch(url, { signal: deadline.signal });
 * } finally {
 *   deadline.clear();
 * }
 */
export function createDeadline(options: DeadlineOptions): Deadline {
  return new DeadlineImpl(options);
}
