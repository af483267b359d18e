import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeadlineShare } from './createDeadline.js';

describe('createDeadlineShare', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('deadlines of one millisecond and one limit share one signal and one timer', () => {
    const share = createDeadlineShare();
    const a = share.join(1000, () => new Error('a'));
    const b = share.join(1000, () => new Error('b'));
    expect(a.signal).toBe(b.signal);
    expect(vi.getTimerCount()).toBe(1);
    // another limit, or the next millisecond: a share of its own
    const c = share.join(2000, () => new Error('c'));
    expect(c.signal).not.toBe(a.signal);
    vi.advanceTimersByTime(1);
    const d = share.join(1000, () => new Error('d'));
    expect(d.signal).not.toBe(a.signal);
  });

  it('when the time runs out each live member ends with its own error, then the shared signal aborts', () => {
    const share = createDeadlineShare();
    const a = share.join(1000, () => new Error('a'));
    const b = share.join(1000, () => new Error('b'));
    const done = share.join(1000, () => new Error('done'));
    const seen: unknown[] = [];
    const signal = a.signal;
    signal.addEventListener('abort', () => seen.push(['abort', a.ended, b.ended]));
    b.onEnd((reason) => seen.push(reason));
    done.clear();
    vi.advanceTimersByTime(999);
    expect(a.ended || b.ended).toBe(false);
    expect(a.remaining()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(a.timedOut && b.timedOut).toBe(true);
    expect((a.reason as Error).message).toBe('a');
    expect((b.reason as Error).message).toBe('b');
    expect(done.ended).toBe(false);
    expect(seen).toEqual([new Error('b'), ['abort', true, true]]);
    expect(signal.reason).toBe(a.reason);
    expect(() => a.throwIfEnded()).toThrow('a');
  });

  it('once no member is live no timer is left after the turn, and a member joining later in the millisecond shares the signal', () => {
    const share = createDeadlineShare();
    const a = share.join(60_000, () => new Error('a'));
    const signal = a.signal;
    expect(vi.getTimerCount()).toBe(1);
    a.clear();
    vi.advanceTimersByTime(0);
    expect(vi.getTimerCount()).toBe(0);
    const b = share.join(60_000, () => new Error('b'));
    expect(b.signal).toBe(signal);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(a.ended).toBe(false);
    expect(b.reason).toEqual(new Error('b'));
    expect(signal.aborted).toBe(true);
  });

  it('members following each other in one turn keep the one timer: it goes only once none is live at the turn', () => {
    const share = createDeadlineShare();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    for (let i = 0; i < 5; i++) {
      const member = share.join(60_000, () => new Error('late'));
      void member.signal;
      member.clear();
    }
    // one deadline timer and one idle check, however many members came and went
    expect(set).toHaveBeenCalledTimes(2);
    expect(cleared).not.toHaveBeenCalled();
    const live = share.join(60_000, () => new Error('live'));
    void live.signal;
    vi.advanceTimersByTime(0);
    // a live member at the turn keeps the timer, and it still ends that member
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(live.reason).toEqual(new Error('live'));
    set.mockRestore();
    cleared.mockRestore();
  });

  it('a member whose time passed before the timer fired ends on throwIfEnded; no time limit never ends', () => {
    const share = createDeadlineShare();
    const a = share.join(10, () => new Error('a'));
    vi.setSystemTime(Date.now() + 20);
    expect(() => a.throwIfEnded()).toThrow('a');
    const none = share.join(0, () => new Error('none'));
    expect(none.limited).toBe(false);
    void none.signal;
    vi.advanceTimersByTime(2 ** 31);
    expect(none.ended).toBe(false);
  });
});
