import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineGroup, type GroupMember } from './DeadlineGroup.js';

function member() {
  const m = { settled: false, timedOut: 0, timeOut: () => void m.timedOut++ };
  return m satisfies GroupMember;
}

afterEach(() => vi.useRealTimers());

describe('DeadlineGroup', () => {
  it('times out every member still waiting at the shared deadline, with one timer', async () => {
    vi.useFakeTimers();
    const group = new DeadlineGroup(100);
    const [a, b, c] = [member(), member(), member()];
    for (const m of [a, b, c]) group.join(m);
    expect(vi.getTimerCount()).toBe(1);
    expect(group.at).toBe(Date.now() + 100);
    b.settled = true;
    group.leave();
    await vi.advanceTimersByTimeAsync(99);
    expect([a.timedOut, b.timedOut, c.timedOut]).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(1);
    expect([a.timedOut, b.timedOut, c.timedOut]).toEqual([1, 0, 1]);
  });

  it('stops its timer once every member has left, and then takes no one', () => {
    vi.useFakeTimers();
    const group = new DeadlineGroup(100);
    group.join(member());
    group.join(member());
    group.leave();
    expect(vi.getTimerCount()).toBe(1);
    group.leave();
    expect(vi.getTimerCount()).toBe(0);
    expect(group.accepts(100)).toBe(false);
  });

  it('takes only calls with the same limit made in the same millisecond', () => {
    vi.useFakeTimers();
    const group = new DeadlineGroup(100);
    group.join(member());
    expect(group.accepts(100)).toBe(true);
    expect(group.accepts(200)).toBe(false);
    vi.setSystemTime(Date.now() + 1);
    expect(group.accepts(100)).toBe(false);
  });

  it('has no timer and no end without a time limit', () => {
    vi.useFakeTimers();
    const group = new DeadlineGroup(0);
    group.join(member());
    expect(vi.getTimerCount()).toBe(0);
    expect(group.at).toBe(Number.POSITIVE_INFINITY);
  });
});
