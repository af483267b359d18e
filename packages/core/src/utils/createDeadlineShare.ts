import type { Deadline } from './createDeadline.js';

/** Hands out deadlines that share one AbortController and one timer (see {@link createDeadlineShare}). */
export interface DeadlineShare {
  /** A deadline of `timeoutMs` from now, ending with `timeoutError()` when its time runs out. */
  join(timeoutMs: number, timeoutError: () => unknown): Deadline;
}

/** The longest a timer can wait (2^31 - 1 ms); a longer limit counts as none. */
const maxTimer = 2 ** 31 - 1;

/**
 * The state the deadlines started in one millisecond with one time limit share: they end at the same moment,
 * so one timer and one AbortController serve all of them.
 */
class Share {
  readonly ms: number;
  readonly startedAt: number;
  readonly at: number;
  readonly limited: boolean;
  expired = false;
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #members: Member[] = [];
  #live = 0;

  constructor(ms: number, now: number) {
    this.ms = ms;
    this.startedAt = now;
    this.limited = ms > 0 && ms <= maxTimer;
    this.at = this.limited ? now + ms : Number.POSITIVE_INFINITY;
  }

  join(member: Member): void {
    this.#members.push(member);
    this.#live++;
  }

  /** A member cleared: once none is live, the timer goes (a member joining later in the millisecond starts it again). */
  leave(): void {
    if (--this.#live > 0) return;
    this.#members = [];
    clearTimeout(this.#timer);
    this.#timer = undefined;
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
      if (member.live) {
        member.end(member.timeoutError(), true);
        first ??= member.reason;
      }
    }
    this.#controller?.abort(first);
  }
}

/** One call's deadline within a Share. */
class Member implements Deadline {
  readonly #share: Share;
  readonly timeoutError: () => unknown;
  ended = false;
  reason: unknown;
  timedOut = false;
  /** Not cleared yet (the share ends it when the time runs out). */
  live = true;
  #callbacks: ((reason: unknown) => void)[] | undefined;

  constructor(share: Share, timeoutError: () => unknown) {
    this.#share = share;
    this.timeoutError = timeoutError;
    share.join(this);
  }

  get limited(): boolean {
    return this.#share.limited;
  }

  get at(): number {
    return this.#share.at;
  }

  remaining(): number {
    return Math.max(0, this.#share.at - Date.now());
  }

  get signal(): AbortSignal {
    return this.#share.signal();
  }

  onEnd(callback: (reason: unknown) => void): () => void {
    if (this.ended) queueMicrotask(() => callback(this.reason));
    else if (this.live) {
      this.#callbacks ??= [];
      this.#callbacks.push(callback);
      this.#share.watch();
    }
    return () => {
      const i = this.#callbacks?.indexOf(callback) ?? -1;
      if (i >= 0) this.#callbacks!.splice(i, 1);
    };
  }

  throwIfEnded(): void {
    if (!this.ended && this.live && Date.now() >= this.#share.at) this.end(this.timeoutError(), true);
    if (this.ended) throw this.reason;
  }

  clear(): void {
    if (!this.live) return;
    this.live = false;
    this.#callbacks = undefined;
    this.#share.leave();
  }

  end(reason: unknown, timedOut: boolean): void {
    if (this.ended) return;
    this.ended = true;
    this.reason = reason;
    this.timedOut = timedOut;
    const callbacks = this.#callbacks;
    this.clear();
    for (const run of callbacks ?? []) run(reason);
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
      return new Member(current, timeoutError);
    },
  };
}
