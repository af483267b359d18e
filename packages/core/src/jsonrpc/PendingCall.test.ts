import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createDeadline, createDeadlineShare } from '../utils/createDeadline.js';
import { PendingCall, type PendingCallInit } from './PendingCall.js';

const url = 'http://127.0.0.1:9650/ext/bc/C/rpc';
const init: PendingCallInit = {
  id: 7,
  url,
  method: 'eth_chainId',
  params: undefined,
  idempotent: true,
  signal: undefined,
  timeoutMs: 100,
};

function start(over: Partial<PendingCallInit> = {}) {
  const seen: { values: unknown[]; errors: unknown[]; settled: number } = {
    values: [],
    errors: [],
    settled: 0,
  };
  const call = new PendingCall(
    { ...init, ...over },
    (v) => seen.values.push(v),
    (e) => seen.errors.push(e),
  );
  call.onSettled = () => seen.settled++;
  return { call, seen };
}

afterEach(() => vi.useRealTimers());

describe('PendingCall', () => {
  it('builds the request object, leaving out params when undefined', () => {
    expect(start().call.payload).toEqual({ jsonrpc: '2.0', id: 7, method: 'eth_chainId' });
    expect(start({ params: { a: 1 } }).call.payload).toEqual({
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_chainId',
      params: { a: 1 },
    });
  });

  it('settles once: a later answer, error or timeout is ignored and onSettled is told once', async () => {
    vi.useFakeTimers();
    const { call, seen } = start();
    call.resolve('0xa86a');
    call.reject(new Error('late'));
    call.resolve('again');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual({ values: ['0xa86a'], errors: [], settled: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at its own deadline with a TimeoutError naming its method', async () => {
    vi.useFakeTimers();
    const { call, seen } = start();
    expect(call.deadline).toBe(Date.now() + 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(seen.errors).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const error = seen.errors[0] as TimeoutError;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(error.message).toBe(`Timed out after 100 ms: POST ${url} (JSON-RPC eth_chainId)`);
  });

  it("calls given one caller's deadline end with its reason; a settled one detaches and leaves it running", async () => {
    vi.useFakeTimers();
    const late = new TimeoutError({ timeoutMs: 250, url, method: 'POST' });
    const deadline = createDeadline({ timeoutMs: 250, timeoutError: () => late });
    const a = start({ deadline, method: 'eth_a', timeoutMs: 10 });
    const b = start({ deadline, method: 'eth_b' });
    expect(a.call.deadline).toBe(Date.now() + 250); // the caller's limit, not its own timeoutMs
    a.call.resolve('0x1');
    expect(deadline.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(249);
    expect(b.seen.errors).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.seen.errors).toEqual([late]);
    expect(a.seen).toEqual({ values: ['0x1'], errors: [], settled: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls without a signal sharing a deadline: one timer; each still waiting ends with its own TimeoutError', async () => {
    vi.useFakeTimers();
    const share = createDeadlineShare();
    const a = start({ share, method: 'eth_a' });
    const b = start({ share, method: 'eth_b' });
    const c = start({ share, method: 'eth_c' });
    expect(vi.getTimerCount()).toBe(1);
    expect([a.call.deadline, c.call.deadline]).toEqual([Date.now() + 100, Date.now() + 100]);
    b.call.resolve('0x1');
    await vi.advanceTimersByTimeAsync(99);
    expect(a.seen.errors).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.seen.errors.map((e) => (e as Error).message)).toEqual([
      `Timed out after 100 ms: POST ${url} (JSON-RPC eth_a)`,
    ]);
    expect(c.seen.errors.map((e) => (e as Error).message)).toEqual([
      `Timed out after 100 ms: POST ${url} (JSON-RPC eth_c)`,
    ]);
    expect(b.seen).toEqual({ values: ['0x1'], errors: [], settled: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has no deadline for timeoutMs 0, Infinity or 2^31 ms and more', () => {
    vi.useFakeTimers();
    for (const timeoutMs of [0, Number.POSITIVE_INFINITY, 2 ** 31])
      expect(start({ timeoutMs }).call.deadline).toBe(Number.POSITIVE_INFINITY);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects with its signal's reason, and lets go of the signal once settled", () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const { call, seen } = start({ signal: controller.signal, timeoutMs: 0 });
    controller.abort('gone');
    expect(seen.errors).toEqual(['gone']);
    expect(call.settled).toBe(true);
    const other = new AbortController();
    const removeOther = vi.spyOn(other.signal, 'removeEventListener');
    start({ signal: other.signal, timeoutMs: 0 }).call.resolve(1);
    expect(removeOther).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
