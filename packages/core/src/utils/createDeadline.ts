import { onAbort } from './onAbort.js';

// Core's one time-limit primitive, in one file: a Deadline is one call's (or one operation's) time limit and the
// callers' signals, ending with the first of them (its reason: the signal's, or the timeout error built then). It is
// passed down as an object, never re-made from "the ms left". Two ways to start one:
// - createDeadline: its own timer, started when something first waits on it, and its own signals;
// - createDeadlineShare: for calls without a signal, the deadlines started in one millisecond with one limit end
//   together, so they share one timer and one AbortController (a SharedTimer); each still ends with its own error.
// Everything that waits reads a Deadline: the transport (executeCall), the limiter's queue, a redirect, the
// JSON-RPC requester's calls (PendingCall), the RPC client's name fallback, @pkg/txs's wait, the WebSocket client,
// localnet and the test helpers. The share is core's own (a call's AbortController costs more than the rest of a
// fast call on Node 20); `createDeadline` is exported.

/** What `createDeadline` is given. */
export interface DeadlineOptions {
  /** Time limit in ms from now; 0, a negative number, Infinity or anything past a timer's range (2^31 ms): none. */
  timeoutMs?: number | undefined;
  /** Signals that end the deadline with their reason (undefined entries are skipped). */
  signals?: readonly (AbortSignal | undefined)[] | undefined;
  /** The error the deadline ends with when its time runs out (built at that moment). */
  timeoutError: () => unknown;
}

/** The longest a timer can wait (2^31 - 1 ms); a longer limit counts as none. */
export const maxTimerMs = 2 ** 31 - 1;

/** Whether `ms` is a time limit a timer can wait for. */
const isLimited = (ms: number): boolean => ms > 0 && ms <= maxTimerMs;

/**
 * One call's time limit and abort in one place: the time left, an AbortSignal combining the callers' signals
 * with the timeout, and cleanup. The timer and the signal are made only when something waits on them
 * (`signal` read, `onEnd` called); `remaining()` and `throwIfEnded()` read the clock. Until then a signal that
 * aborts is seen when something first waits (its reason wins over a time limit passed meanwhile): read
 * `signal` at once when the order of a late timeout and an abort matters.
 *
 * A deadline made by a `DeadlineShare` takes its timer and signal from its `SharedTimer` (it has no
 * signals of its own then).
 */
export interface Deadline {
  /** Whether a time limit applies. */
  readonly limited: boolean;
  /** When the time runs out (`Date.now()` scale), Infinity without a limit. */
  readonly at: number;
  /** Whether the deadline has ended (a signal aborted, or the time ran out). */
  readonly ended: boolean;
  /** Why it ended: a signal's reason or the timeout error; undefined while running. */
  readonly reason: unknown;
  /** Whether it ended because its time ran out. */
  readonly timedOut: boolean;
  /** Milliseconds left (0 once past, Infinity without a limit). */
  remaining(): number;
  /** Aborts (with `reason`) when the deadline ends. */
  readonly signal: AbortSignal;
  /** Runs `callback` once when the deadline ends (in a microtask if it already has); returns the detach. */
  onEnd(callback: (reason: unknown) => void): () => void;
  /**
   * Throws `reason` when the deadline has ended; when the time has passed but the timer has not fired yet (a busy
   * event loop), ends it as timed out first.
   */
  throwIfEnded(): void;
  /** Stops the timer and detaches from the signals; the deadline then never ends by itself. */
  clear(): void;
}

/** A {@link Deadline} with its own timer, or its share's. */
class TimedDeadline implements Deadline {
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
  /** The signals' detaches once watched (the timer started with them). */
  #offs: (() => void)[] | undefined;
  #cleared = false;
  readonly #share: SharedTimer | undefined;

  constructor(options: DeadlineOptions, share?: SharedTimer) {
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

  /** Milliseconds left (0 once past, Infinity without a limit). */
  remaining(): number {
    return Math.max(0, this.at - Date.now());
  }

  /** Aborts (with `reason`) when the deadline ends. */
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
   * Throws `reason` when the deadline has ended; when the time has passed but the timer has not fired yet (a
   * busy event loop), ends it as timed out first.
   */
  throwIfEnded(): void {
    if (!this.ended && !this.#cleared && Date.now() >= this.at) this.#end(this.#options.timeoutError(), true);
    if (this.ended) throw this.reason;
  }

  /** Stops the timer and detaches from the signals; the deadline then never ends by itself. */
  clear(): void {
    if (this.#share && !this.#cleared) this.#share.leave();
    this.#cleared = true;
    this.#callbacks = [];
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#offs) for (const off of this.#offs) off();
  }

  /** Ends a live deadline as timed out (its shared timer ran out); returns why it ended, undefined if it had cleared. */
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
 * Starts a deadline: a time limit (from now) and the callers' signals, ending with the first of them. Pass it down
 * as the object it is (its `signal` to a fetch or a sleep, `throwIfEnded()` between steps, or as a call's `deadline`
 * option), and `clear()` it when the work is done.
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
  return new TimedDeadline(options);
}

/** Hands out deadlines that share one AbortController and one timer (see {@link createDeadlineShare}). */
export interface DeadlineShare {
  /** A deadline of `timeoutMs` from now, ending with `timeoutError()` when its time runs out. */
  join(timeoutMs: number, timeoutError: () => unknown): Deadline;
}

/**
 * The state the deadlines started in one millisecond with one time limit share: they end at the same moment,
 * so one timer and one AbortController serve all of them.
 */
class SharedTimer {
  readonly ms: number;
  readonly startedAt: number;
  readonly at: number;
  readonly limited: boolean;
  expired = false;
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sweep: ReturnType<typeof setTimeout> | undefined;
  #members: TimedDeadline[] = [];
  #live = 0;

  constructor(ms: number, now: number) {
    this.ms = ms;
    this.startedAt = now;
    this.limited = isLimited(ms);
    this.at = this.limited ? now + ms : Number.POSITIVE_INFINITY;
  }

  join(member: TimedDeadline): void {
    this.#members.push(member);
    this.#live++;
  }

  /**
   * A member cleared: once none is live, the timer goes at the next turn of the event loop unless a member joined
   * again by then (sequential calls of one millisecond keep one timer instead of setting and clearing one each).
   */
  leave(): void {
    if (--this.#live > 0) return;
    this.#members = [];
    if (this.#timer)
      this.#sweep ??= setTimeout(() => {
        this.#sweep = undefined;
        if (this.#live > 0) return;
        clearTimeout(this.#timer);
        this.#timer = undefined;
      }, 0);
  }

  /** The shared signal, made when a member's sender first reads it; the timer starts with it. */
  signal(): AbortSignal {
    this.#controller ??= new AbortController();
    this.watch();
    return this.#controller.signal;
  }

  /** Starts the shared timer, once (a time limit only). */
  watch(): void {
    if (this.limited && !this.#timer && !this.expired) {
      this.#timer = setTimeout(() => this.#expire(), this.at - Date.now());
    }
  }

  /** The time ran out: every live member ends with its own error first, then the shared signal aborts. */
  #expire(): void {
    this.expired = true;
    this.#timer = undefined;
    const members = this.#members;
    this.#members = [];
    let first: unknown;
    for (const member of members) {
      const reason = member.timeOut();
      first ??= reason;
    }
    this.#controller?.abort(first);
  }
}

/**
 * Deadlines for calls without a signal of their own: those started in the same millisecond with the same time
 * limit end at the same moment, so they share one AbortController and one timer instead of one each (a call's
 * AbortSignal and timer are a measurable share of a fast call). Each still ends with its own error, before the
 * shared signal aborts its request. Once no member is live the timer goes; the signal stays for a call joining
 * later in that millisecond (sequential calls make one AbortController per millisecond, not one each).
 *
 * @example
 * import { createDeadlineShare } from './createDeadline.js';
 * const share = createDeadlineShare();
 * const deadline = share.join(5_000, () => new Error('late'));
 * try {
 *   await fetch(url, { signal: deadline.signal });
 * } finally {
 *   deadline.clear();
 * }
 */
export function createDeadlineShare(): DeadlineShare {
  let current: SharedTimer | undefined;
  return {
    join(timeoutMs, timeoutError) {
      const now = Date.now();
      if (!current || current.expired || current.ms !== timeoutMs || current.startedAt !== now) {
        current = new SharedTimer(timeoutMs, now);
      }
      return new TimedDeadline({ timeoutMs, timeoutError }, current);
    },
  };
}
