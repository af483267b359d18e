import { onAbort } from './onAbort.js';

/** What `createDeadline` is given. */
/**
 * What a deadline needs from the share it belongs to (`createDeadlineShare`'s `Share` implements it; declared here
 * so the two files do not import each other).
 */
export interface Share {
  readonly limited: boolean;
  readonly at: number;
  join(member: DeadlineImpl): void;
  leave(): void;
  signal(): AbortSignal;
  watch(): void;
}

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
  /** Whether a time limit applies. */
  readonly limited: boolean;
  /** When the time runs out (`Date.now()` scale), Infinity without a limit. */
  readonly at: number;
  /** Milliseconds left (0 once past, Infinity without a limit). */
  remaining(): number;
  /** Whether the deadline has ended (a signal aborted, or the time ran out). */
  readonly ended: boolean;
  /** Why it ended: a signal's reason or the timeout error; undefined while running. */
  readonly reason: unknown;
  /** Whether it ended because its time ran out. */
  readonly timedOut: boolean;
  /** Aborts (with `reason`) when the deadline ends. */
  readonly signal: AbortSignal;
  /** Runs `callback` once when the deadline ends (in a microtask if it already has); returns the detach. */
  onEnd(callback: (reason: unknown) => void): () => void;
  /**
   * Throws `reason` when the deadline has ended; when the time has passed but the timer has not fired yet (a
   * busy event loop), ends it as timed out first.
   */
  throwIfEnded(): void;
  /** Stops the timer and detaches from the signals; the deadline then never ends by itself. */
  clear(): void;
}

/** The longest a timer can wait (2^31 - 1 ms); a longer limit counts as none. */
const maxTimer = 2 ** 31 - 1;

/** Whether `ms` is a time limit a timer can wait for. */
export const isLimited = (ms: number): boolean => ms > 0 && ms <= maxTimer;

/** A deadline; given a Share, its signal and timer are the share's (no signals of its own then). */
export class DeadlineImpl implements Deadline {
  readonly limited: boolean;
  readonly at: number;
  ended = false;
  reason: unknown;
  timedOut = false;
  readonly #options: DeadlineOptions;
  #controller: AbortController | undefined;
  #callbacks: ((reason: unknown) => void)[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The signals' detaches once watched (the timer started with them). */
  #offs: (() => void)[] | undefined;
  #cleared = false;
  readonly #share: Share | undefined;

  constructor(options: DeadlineOptions, share?: Share) {
    const ms = options.timeoutMs ?? 0;
    this.#options = options;
    this.#share = share;
    if (share) {
      this.limited = share.limited;
      this.at = share.at;
      share.join(this);
      return;
    }
    this.limited = isLimited(ms);
    this.at = this.limited ? Date.now() + ms : Number.POSITIVE_INFINITY;
    for (const s of options.signals ?? []) {
      if (s?.aborted) {
        this.#end(s.reason, false);
        break;
      }
    }
  }

  remaining(): number {
    return Math.max(0, this.at - Date.now());
  }

  get signal(): AbortSignal {
    if (this.#share) return this.#share.signal();
    if (!this.#controller) {
      const controller = new AbortController();
      this.#controller = controller;
      if (this.ended) controller.abort(this.reason);
      else this.onEnd((reason) => controller.abort(reason));
    }
    return this.#controller.signal;
  }

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

  throwIfEnded(): void {
    if (!this.ended && !this.#cleared && Date.now() >= this.at) this.#end(this.#options.timeoutError(), true);
    if (this.ended) throw this.reason;
  }

  clear(): void {
    if (this.#share && !this.#cleared) this.#share.leave();
    this.#cleared = true;
    this.#callbacks = [];
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#offs) for (const off of this.#offs) off();
  }

  /** Ends a live deadline as timed out (its share's time ran out); returns why it ended, undefined if it had cleared. */
  timeOut(): unknown {
    if (this.#cleared) return undefined;
    this.#end(this.#options.timeoutError(), true);
    return this.reason;
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
    if (this.#share) {
      this.#share.watch();
      return;
    }
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
