import { describe, expect, it } from 'vitest';
import { TimeoutError } from '../errors/TimeoutError.js';
import type { JsonRpcCallOptions, JsonRpcTransport } from '../jsonrpc/types.js';
import { createDeadline } from '../utils/createDeadline.js';
import { callOverWire } from './callOverWire.js';
import type { Wire } from './createWireRouter.js';

function recorder() {
  const calls: [string, string, unknown, JsonRpcCallOptions | undefined][] = [];
  const transport = {
    call: async (url: string, method: string, params?: unknown, options?: JsonRpcCallOptions) => {
      calls.push([url, method, params, options]);
      return 'ok';
    },
  } as unknown as JsonRpcTransport;
  return { calls, transport };
}

const wire: Wire = {
  name: 'admin.setLogLevel',
  url: 'http://n/ext/bc/C/admin',
  batch: true,
  objectParams: true,
};

describe('callOverWire', () => {
  it("sends a by-position call's single object as the params object where the wire takes one object", async () => {
    const { calls, transport } = recorder();
    const options = { callOptions: undefined, idempotent: true, deadline: undefined };
    await callOverWire(transport, wire, { ...options, params: [{ level: 'info' }] });
    await callOverWire(transport, wire, { ...options, params: [] });
    expect(calls.map((c) => c[2])).toEqual([{ level: 'info' }, {}]);
  });

  it("passes the caller's signal and timeoutMs without a deadline, the deadline object with one, and batch only where both allow", async () => {
    const { calls, transport } = recorder();
    await callOverWire(transport, wire, {
      params: [],
      callOptions: { timeoutMs: 123, batch: false },
      idempotent: false,
      deadline: undefined,
    });
    const deadline = createDeadline({ timeoutMs: 60_000, timeoutError: () => new Error('late') });
    await callOverWire(transport, wire, {
      params: [],
      callOptions: { timeoutMs: 5, signal: new AbortController().signal },
      idempotent: true,
      deadline,
    });
    const mine = createDeadline({ timeoutMs: 0, timeoutError: () => new Error('late') });
    await callOverWire(transport, wire, {
      params: [],
      callOptions: { deadline: mine },
      idempotent: true,
      deadline: undefined,
    });
    expect(calls[0]![3]).toEqual({ signal: undefined, timeoutMs: 123, idempotent: false, batch: false });
    // never "the ms left" as a new limit: the deadline itself goes down, with the limit the caller gave
    expect(calls[1]![3]).toEqual({ deadline, idempotent: true, batch: true });
    expect(calls[2]![3]).toEqual({ deadline: mine, idempotent: true, batch: true });
  });

  it('rejects without sending once the deadline has passed', async () => {
    const { calls, transport } = recorder();
    const deadline = createDeadline({
      timeoutMs: 1,
      timeoutError: () => new TimeoutError({ timeoutMs: 1, url: wire.url, method: 'POST' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    await expect(
      callOverWire(transport, wire, { params: [], callOptions: undefined, idempotent: true, deadline }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(calls).toHaveLength(0);
  });
});
