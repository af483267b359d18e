import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvmWsClient } from './createEvmWsClient.js';
import type { WebSocketLike } from './openWebSocket.js';

type Listener = (event: { data?: unknown }) => void;

/** A WebSocket the test drives by hand: open, answer, drop or fail each connection attempt. */
class FakeSocket implements WebSocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: { id: number; method: string; params: unknown[] }[] = [];
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.emit('close');
  }
  emit(type: string, data?: unknown) {
    this.readyState = type === 'open' ? 1 : type === 'close' ? 3 : this.readyState;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  answer(result: unknown) {
    const last = this.sent.at(-1);
    this.emit('message', JSON.stringify({ jsonrpc: '2.0', id: last?.id, result }));
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  FakeSocket.made = [];
});

describe('reconnect backoff', () => {
  it('waits min * 2^attempt (full jitter, capped at max) between attempts, then resubscribes', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const client = createEvmWsClient({
      endpoints: { ws: 'ws://node.test/ws' },
      WebSocket: FakeSocket,
      reconnect: { retries: 4, minDelayMs: 100, maxDelayMs: 400 },
    });
    const subscribing = client.subscribe('newHeads');
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.made[0] as FakeSocket;
    first.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    first.answer('0x1');
    const heads = await subscribing;
    expect(heads.id).toBe('0x1');

    first.emit('close');
    // Waits of floor(0.999 * min(400, 100 * 2^n)): 99, 199, 399, 399 ms.
    for (const wait of [99, 199, 399, 399]) {
      const before = FakeSocket.made.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeSocket.made.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.made.length).toBe(before + 1);
      // The first three attempts fail; the fourth will open.
      if (FakeSocket.made.length < 5) (FakeSocket.made.at(-1) as FakeSocket).emit('close');
    }
    const last = FakeSocket.made.at(-1) as FakeSocket;
    last.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(last.sent).toEqual([
      { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_subscribe', params: ['newHeads'] },
    ]);
    last.answer('0x2');
    await vi.advanceTimersByTimeAsync(0);
    expect(heads.id).toBe('0x2');
    last.emit(
      'message',
      JSON.stringify({ method: 'eth_subscription', params: { subscription: '0x2', result: { n: 1 } } }),
    );
    expect(await heads[Symbol.asyncIterator]().next()).toEqual({ value: { n: 1 }, done: false });
    const closing = client.close();
    await vi.advanceTimersByTimeAsync(0);
    last.answer(true);
    await closing;
    expect(last.sent.at(-1)).toMatchObject({ method: 'eth_unsubscribe', params: ['0x2'] });
  });
});
