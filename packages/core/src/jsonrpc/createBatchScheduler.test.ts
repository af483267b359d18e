import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchScheduler } from './createBatchScheduler.js';
import { PendingCall } from './PendingCall.js';

const url = 'http://127.0.0.1:9650/ext/bc/C/rpc';
let id = 0;
const pending = () =>
  new PendingCall(
    { id: ++id, url, method: 'eth_chainId', params: [], idempotent: true, signal: undefined, timeoutMs: 0 },
    () => {},
    () => {},
  );

afterEach(() => vi.useRealTimers());

describe('createBatchScheduler', () => {
  it("hands a tick's calls to the sender in chunks of maxSize, every chunk in the same microtask", async () => {
    const sent: number[][] = [];
    const scheduler = createBatchScheduler({ maxSize: 40, waitMs: 0, unbatchedMs: 1000 }, (_url, calls) =>
      sent.push(calls.map((c) => c.id)),
    );
    const calls = Array.from({ length: 100 }, pending);
    for (const call of calls) scheduler.schedule(url, call);
    expect(sent).toHaveLength(0);
    await Promise.resolve();
    expect(sent.map((chunk) => chunk.length)).toEqual([40, 40, 20]);
    expect(sent.flat()).toEqual(calls.map((c) => c.id));
  });

  it('keeps one queue per URL and leaves out calls settled while they waited', async () => {
    const sent: [string, number][] = [];
    const scheduler = createBatchScheduler({ maxSize: 40, waitMs: 0, unbatchedMs: 1000 }, (to, calls) =>
      sent.push([to, calls.length]),
    );
    const gone = pending();
    for (const call of [pending(), gone, pending()]) scheduler.schedule(url, call);
    scheduler.schedule(`${url}2`, pending());
    gone.reject(new Error('aborted'));
    await Promise.resolve();
    expect(sent).toEqual([
      [url, 2],
      [`${url}2`, 1],
    ]);
  });

  it('sends nothing when every call of the queue settled before the flush', async () => {
    const send = vi.fn();
    const scheduler = createBatchScheduler({ maxSize: 2, waitMs: 0, unbatchedMs: 1000 }, send);
    const calls = [pending(), pending()];
    for (const call of calls) scheduler.schedule(url, call);
    for (const call of calls) call.resolve(1);
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
  });

  it('collects calls for waitMs', async () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const scheduler = createBatchScheduler({ maxSize: 40, waitMs: 50, unbatchedMs: 1000 }, send);
    scheduler.schedule(url, pending());
    await vi.advanceTimersByTimeAsync(49);
    scheduler.schedule(url, pending());
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toHaveLength(2);
  });

  it('sends the calls of a URL that refused a batch alone and at once, until unbatchedMs has passed', async () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const scheduler = createBatchScheduler({ maxSize: 40, waitMs: 0, unbatchedMs: 1000 }, (_url, calls) =>
      sent.push(calls.length),
    );
    scheduler.refuse(url);
    scheduler.schedule(url, pending());
    scheduler.schedule(url, pending());
    expect(sent).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(1000);
    scheduler.schedule(url, pending());
    scheduler.schedule(url, pending());
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([1, 1, 2]);
  });
});
