import { type Deadline, DeadlineImpl, type Share as DeadlineShareSlot, isLimited } from './createDeadline.js';

/** Hands out deadlines that share one AbortController and one timer (see {@link createDeadlineShare}). */
export interface DeadlineShare {
  /** A deadline of `timeoutMs` from now, ending with `timeoutError()` when its time runs out. */
  join(timeoutMs: number, timeoutError: () => unknown): Deadline;
}

/**
 * The state the deadlines started in one millisecond with one time limit share: they end at the same moment,
 * so one timer and one AbortController serve all of them.
 */
export class Share implements DeadlineShareSlot {
  readonly ms: number;
  readonly startedAt: number;
  readonly at: number;
  readonly limited: boolean;
  expired = false;
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sweep: ReturnType<typeof setTimeout> | undefined;
  #members: DeadlineImpl[] = [];
  #live = 0;

  constructor(ms: number, now: number) {
    this.ms = ms;
    this.startedAt = now;
    this.limited = isLimited(ms);
    this.at = this.limited ? now + ms : Number.POSITIVE_INFINITY;
  }

  join(member: DeadlineImpl): void {
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
 * import { createDeadlineShare } from './createDeadlineShare.js';
 * const share = createDeadlineShare();
 * const deadline = share.join(5_000, () => new Error('late'));
 * try {
 *   await fetch(url, { signal: deadline.signal });
 * } finally {
 *   deadline.clear();
 * }
 */
export function createDeadlineShare(): DeadlineShare {
  let current: Share | undefined;
  return {
    join(timeoutMs, timeoutError) {
      const now = Date.now();
      if (!current || current.expired || current.ms !== timeoutMs || current.startedAt !== now) {
        current = new Share(timeoutMs, now);
      }
      return new DeadlineImpl({ timeoutMs, timeoutError }, current);
    },
  };
}
