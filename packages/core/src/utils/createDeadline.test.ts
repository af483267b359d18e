import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeadline } from './createDeadline.js';

const late = () => new Error('late');

describe('createDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('0, a negative number, NaN, Infinity or past 2^31 - 1 ms mean no time limit', () => {
    for (const timeoutMs of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31]) {
      const deadline = createDeadline({ timeoutMs, timeoutError: late });
      expect(deadline.limited).toBe(false);
      expect(deadline.remaining()).toBe(Number.POSITIVE_INFINITY);
      expect(deadline.at).toBe(Number.POSITIVE_INFINITY);
      const ended = vi.fn();
      deadline.onEnd(ended);
      vi.advanceTimersByTime(2 ** 31);
      expect(ended).not.toHaveBeenCalled();
      expect(deadline.signal.aborted).toBe(false);
      expect(() => deadline.throwIfEnded()).not.toThrow();
    }
    expect(createDeadline({ timeoutMs: 2 ** 31 - 1, timeoutError: late }).limited).toBe(true);
  });

  it('counts the time left down to 0', () => {
    const deadline = createDeadline({ timeoutMs: 1000, timeoutError: late });
    expect(deadline.limited).toBe(true);
    expect(deadline.remaining()).toBe(1000);
    vi.advanceTimersByTime(400);
    expect(deadline.remaining()).toBe(600);
    vi.advanceTimersByTime(5000);
    expect(deadline.remaining()).toBe(0);
  });

  it('ends with the timeout error when the time runs out: signal aborted, callbacks run, timedOut set', () => {
    const error = new Error('too slow');
    const deadline = createDeadline({ timeoutMs: 100, timeoutError: () => error });
    const signal = deadline.signal;
    const ended = vi.fn();
    deadline.onEnd(ended);
    vi.advanceTimersByTime(99);
    expect(signal.aborted).toBe(false);
    expect(deadline.ended).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe(error);
    expect(ended).toHaveBeenCalledExactlyOnceWith(error);
    expect(deadline.ended).toBe(true);
    expect(deadline.timedOut).toBe(true);
    expect(deadline.reason).toBe(error);
    expect(() => deadline.throwIfEnded()).toThrow(error);
  });

  it("ends with the first caller signal's reason (not as a timeout), whichever signal aborts", () => {
    const a = new AbortController();
    const b = new AbortController();
    const deadline = createDeadline({
      timeoutMs: 100,
      signals: [undefined, a.signal, b.signal],
      timeoutError: late,
    });
    const ended = vi.fn();
    deadline.onEnd(ended);
    b.abort('b first');
    a.abort('a later');
    expect(deadline.signal.reason).toBe('b first');
    expect(deadline.timedOut).toBe(false);
    expect(ended).toHaveBeenCalledExactlyOnceWith('b first');
    vi.advanceTimersByTime(1000);
    expect(deadline.reason).toBe('b first');
    expect(ended).toHaveBeenCalledOnce();
  });

  it('a signal already aborted ends it at creation, its signal already aborted', () => {
    const deadline = createDeadline({
      timeoutMs: 100,
      signals: [AbortSignal.abort('gone')],
      timeoutError: late,
    });
    expect(deadline.ended).toBe(true);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toBe('gone');
    expect(() => deadline.throwIfEnded()).toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('onEnd after the end runs in a microtask with the reason', async () => {
    const deadline = createDeadline({ signals: [AbortSignal.abort('gone')], timeoutError: late });
    const ended = vi.fn();
    deadline.onEnd(ended);
    expect(ended).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(ended).toHaveBeenCalledExactlyOnceWith('gone');
  });

  it('throwIfEnded ends it as timed out when the time has passed but the timer has not fired (a busy loop)', () => {
    const deadline = createDeadline({ timeoutMs: 100, timeoutError: late });
    const signal = deadline.signal;
    vi.setSystemTime(Date.now() + 150); // the clock moves, no timer runs
    expect(signal.aborted).toBe(false);
    expect(() => deadline.throwIfEnded()).toThrow('late');
    expect(deadline.timedOut).toBe(true);
    expect(signal.aborted).toBe(true);
  });

  it('starts no timer and listens to no signal until something waits on it', () => {
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, 'addEventListener');
    const deadline = createDeadline({ timeoutMs: 100, signals: [controller.signal], timeoutError: late });
    expect(vi.getTimerCount()).toBe(0);
    expect(add).not.toHaveBeenCalled();
    deadline.onEnd(() => {});
    expect(vi.getTimerCount()).toBe(1);
    expect(add).toHaveBeenCalledOnce();
    void deadline.signal; // a second waiter adds no second timer or listener
    expect(vi.getTimerCount()).toBe(1);
    expect(add).toHaveBeenCalledOnce();
  });

  it('clear stops the timer and detaches from the signals: nothing ends it afterwards', () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const deadline = createDeadline({ timeoutMs: 100, signals: [controller.signal], timeoutError: late });
    const ended = vi.fn();
    deadline.onEnd(ended);
    deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledOnce();
    controller.abort('after');
    vi.advanceTimersByTime(1000);
    expect(ended).not.toHaveBeenCalled();
    expect(deadline.ended).toBe(false);
    expect(() => deadline.throwIfEnded()).not.toThrow();
  });

  it('ends once (the first reason wins), and a detached callback is not run', () => {
    const controller = new AbortController();
    const deadline = createDeadline({ timeoutMs: 100, signals: [controller.signal], timeoutError: late });
    const kept = vi.fn();
    const dropped = vi.fn();
    deadline.onEnd(kept);
    deadline.onEnd(dropped)();
    controller.abort('done');
    vi.advanceTimersByTime(1000);
    expect(kept).toHaveBeenCalledExactlyOnceWith('done');
    expect(dropped).not.toHaveBeenCalled();
    expect(deadline.signal.reason).toBe('done');
    expect(deadline.timedOut).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createDeadline, watched late', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a signal that aborted before anything waited ends it with its reason when something first waits', () => {
    const controller = new AbortController();
    const deadline = createDeadline({ timeoutMs: 100, signals: [controller.signal], timeoutError: late });
    controller.abort('stop');
    vi.setSystemTime(Date.now() + 500);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.reason).toBe('stop');
    expect(deadline.timedOut).toBe(false);
  });

  it('a time limit passed before anything waited ends it as timed out at once', async () => {
    const deadline = createDeadline({ timeoutMs: 100, timeoutError: late });
    vi.setSystemTime(Date.now() + 500);
    const signal = deadline.signal;
    await vi.advanceTimersByTimeAsync(0);
    expect(signal.aborted).toBe(true);
    expect(deadline.timedOut).toBe(true);
  });
});
