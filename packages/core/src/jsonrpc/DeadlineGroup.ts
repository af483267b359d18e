import { createDeadline, type Deadline } from '../utils/createDeadline.js';

/** A member of a {@link DeadlineGroup}: told when the shared time runs out, unless it has settled. */
export interface GroupMember {
  readonly settled: boolean;
  /** Ends the member with its own TimeoutError. */
  timeOut(): void;
}

/**
 * One deadline shared by the calls made in the same millisecond with the same time limit and no signal of their
 * own (a tick's burst): one timer for all of them instead of one each, so a batch of 40 settles without
 * per-caller timers. Each member still ends at exactly its own deadline (same start, same limit) with its own
 * error. The timer goes once every member has left.
 */
export class DeadlineGroup {
  /** The time limit of every member, in ms. */
  readonly timeoutMs: number;
  /** When the group started (`Date.now()`): only calls made in that same millisecond join it. */
  readonly startedAt: number;
  readonly #deadline: Deadline;
  #members: GroupMember[] = [];
  #live = 0;

  constructor(timeoutMs: number) {
    this.timeoutMs = timeoutMs;
    this.startedAt = Date.now();
    this.#deadline = createDeadline({ timeoutMs, timeoutError: () => undefined });
  }

  /** When the members' time runs out (`Date.now()` scale), Infinity without a limit. */
  get at(): number {
    return this.#deadline.at;
  }

  /** Whether a call made now with `timeoutMs` may join: same limit, same millisecond, members still waiting. */
  accepts(timeoutMs: number): boolean {
    return (
      timeoutMs === this.timeoutMs && this.#live > 0 && !this.#deadline.ended && Date.now() === this.startedAt
    );
  }

  /** Adds a member; the first one with a time limit starts the timer. */
  join(member: GroupMember): void {
    this.#members.push(member);
    if (this.#live++ === 0 && this.#deadline.limited) this.#deadline.onEnd(() => this.#expire());
  }

  /** A member settled: once none is left, the timer goes. */
  leave(): void {
    if (--this.#live > 0) return;
    this.#deadline.clear();
    this.#members = [];
  }

  #expire(): void {
    const members = this.#members;
    this.#members = [];
    for (const member of members) if (!member.settled) member.timeOut();
  }
}
