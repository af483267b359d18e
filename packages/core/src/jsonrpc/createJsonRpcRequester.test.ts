import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createJsonRpcRequester } from './createJsonRpcRequester.js';
import { createPendingCalls } from './createPendingCalls.js';
import type { PendingCall } from './PendingCall.js';

const url = 'wss://user:secret@example.com/ext/bc/C/ws';

/** A requester over a socket-like port that records what it sends; its answers come back through `receive`. */
function overSocket(timeoutMs = 0) {
  const sent: PendingCall[] = [];
  const pending = createPendingCalls();
  const requester = createJsonRpcRequester({
    send: (call) => {
      pending.add(call);
      sent.push(call);
    },
    via: '',
    timeoutMs,
  });
  const rpc = { call: requester.call, receive: pending.receive, rejectAll: pending.rejectAll };
  return { rpc, sent };
}

afterEach(() => vi.useRealTimers());

describe('createJsonRpcRequester with createPendingCalls (a socket)', () => {
  it('gives each call its own id and request object, and matches answers by id in any order', async () => {
    const { rpc, sent } = overSocket();
    const a = rpc.call(url, 'eth_chainId', []);
    const b = rpc.call(url, 'eth_blockNumber');
    expect(sent.map((c) => c.payload)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
    ]);
    expect(rpc.receive({ id: '2', result: '0x10' })).toBe(true);
    expect(rpc.receive({ id: 1, result: '0xa86a' })).toBe(true);
    expect(rpc.receive({ id: 1, result: 'again' })).toBe(false);
    expect(rpc.receive({ id: 99, result: 'stray' })).toBe(false);
    expect(await Promise.all([a, b])).toEqual(['0xa86a', '0x10']);
  });

  it("rejects with a JsonRpcError keeping the node's code, message and data, naming the method", async () => {
    const { rpc } = overSocket();
    const call = rpc.call(url, 'eth_call', []).catch((e: unknown) => e);
    rpc.receive({ id: 1, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } });
    const error = (await call) as JsonRpcError;
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect([error.code, error.shortMessage, error.data, error.method]).toEqual([
      3,
      'execution reverted',
      '0x08c379a0',
      'eth_call',
    ]);
  });

  it('a socket call times out naming its method without an HTTP verb, and its late answer is ignored', async () => {
    vi.useFakeTimers();
    const { rpc } = overSocket(50);
    const call = rpc.call(url, 'eth_silent', []).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    const error = (await call) as TimeoutError;
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect(error.message).toBe('Timed out after 50 ms: wss://example.com/ext/bc/C/ws (JSON-RPC eth_silent)');
    expect(rpc.receive({ id: 1, result: 'late' })).toBe(false);
  });

  it("rejects with the signal's reason, before sending when it has aborted already", async () => {
    const { rpc, sent } = overSocket();
    await expect(rpc.call(url, 'eth_a', [], { signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
    expect(sent).toHaveLength(0);
    const controller = new AbortController();
    const call = rpc.call(url, 'eth_b', [], { signal: controller.signal });
    controller.abort('stop');
    await expect(call).rejects.toBe('stop');
    expect(rpc.receive({ id: 1, result: 'late' })).toBe(false);
  });

  it('rejectAll ends every call still waiting, each with its own error; an answer without result is an SdkError', async () => {
    const { rpc } = overSocket();
    const a = rpc.call(url, 'eth_a').catch((e: unknown) => e);
    const b = rpc.call(url, 'eth_b').catch((e: unknown) => e);
    const c = rpc.call(url, 'eth_c').catch((e: unknown) => e);
    rpc.receive({ id: 3 });
    rpc.rejectAll((call) => new SdkError(`dropped ${call.method}`));
    expect(((await a) as SdkError).message).toBe('dropped eth_a');
    expect(((await b) as SdkError).message).toBe('dropped eth_b');
    expect(((await c) as SdkError).shortMessage).toBe(
      'Invalid JSON-RPC answer to eth_c (id 3) from wss://example.com/ext/bc/C/ws',
    );
  });
});
