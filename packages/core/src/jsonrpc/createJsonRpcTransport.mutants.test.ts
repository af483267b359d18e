// What users of the JSON-RPC transport rely on, pinned where mutation testing (issue 18) found no test noticing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, hang, json, type SentRequest, text } from '../../test/fakeFetch.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createJsonRpcTransport } from './createJsonRpcTransport.js';

const url = 'https://api.avax.network/ext/bc/C/rpc';

interface Call {
  id: number;
  method: string;
}

/** A node that answers every call with its method name. */
function node(sent: SentRequest): Response {
  const body = JSON.parse(sent.body ?? 'null') as Call | Call[];
  const answer = (c: Call) => ({ jsonrpc: '2.0', id: c.id, result: c.method });
  return json(Array.isArray(body) ? body.map(answer) : answer(body));
}

/** A node whose answer waits until `release()` is called (or the request is aborted, as fetch does). */
function heldNode(answer: (sent: SentRequest) => Response = node) {
  const held: (() => void)[] = [];
  const fake = fakeFetch(
    (sent) =>
      new Promise<Response>((resolve, reject) => {
        held.push(() => resolve(answer(sent)));
        sent.signal?.addEventListener('abort', () => reject(sent.signal?.reason));
      }),
  );
  return {
    ...fake,
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
}

/** The methods of each request sent: a string for a plain request, a list for a batch. */
const methods = (sent: SentRequest[]) =>
  sent.map((s) => {
    const body = JSON.parse(s.body ?? 'null') as Call | Call[];
    return Array.isArray(body) ? body.map((c) => c.method) : body.method;
  });

/** Lets queued microtasks run (the same-tick batch is flushed in one), without moving (fake) timers. */
async function microtasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Settles `promise` into what the caller sees, so that a rejection is never left unhandled. */
function outcome<T>(promise: Promise<T>) {
  const seen: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = {
    state: 'pending',
  };
  promise.then(
    (value) => Object.assign(seen, { state: 'resolved', value }),
    (error: unknown) => Object.assign(seen, { state: 'rejected', error }),
  );
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createJsonRpcTransport: batches', () => {
  it('does not send a call aborted in the same tick as its batch (nor an empty request when all are)', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createJsonRpcTransport({ fetch });
    const controller = new AbortController();
    const kept = rpc.call(url, 'eth_chainId');
    const aborted = rpc.call(url, 'eth_sendRawTransaction', ['0x00'], { signal: controller.signal });
    controller.abort('changed my mind');
    await expect(aborted).rejects.toBe('changed my mind');
    expect(await kept).toBe('eth_chainId');
    expect(methods(sent)).toEqual(['eth_chainId']);

    sent.length = 0;
    const all = new AbortController();
    const gone = [
      rpc.call(url, 'a', [], { signal: all.signal }),
      rpc.call(url, 'b', [], { signal: all.signal }),
    ];
    all.abort('gone');
    await Promise.allSettled(gone);
    await microtasks();
    expect(sent).toEqual([]);
  });

  it('sends no empty [] request when the call count is an exact multiple of the batch size', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createJsonRpcTransport({ fetch });
    await Promise.all(Array.from({ length: 80 }, (_, i) => rpc.call(url, `m${i}`)));
    expect(methods(sent).map((m) => m.length)).toEqual([40, 40]);

    const { fetch: fetch2, sent: sent2 } = fakeFetch(node);
    const small = createJsonRpcTransport({ fetch: fetch2, batch: { maxSize: 2 } });
    await Promise.all(['a', 'b', 'c', 'd'].map((m) => small.call(url, m)));
    expect(methods(sent2)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('batch: true is the default batching; maxSize 0 sends each call alone instead of looping', async () => {
    const { fetch, sent } = fakeFetch(node);
    const rpc = createJsonRpcTransport({ fetch, batch: true });
    await Promise.all(Array.from({ length: 41 }, (_, i) => rpc.call(url, `m${i}`)));
    expect(methods(sent).map((m) => (Array.isArray(m) ? m.length : m))).toEqual([40, 'm40']);

    const { fetch: fetch2, sent: sent2 } = fakeFetch(node);
    const one = createJsonRpcTransport({ fetch: fetch2, batch: { maxSize: 0 } });
    expect(await Promise.all([one.call(url, 'a'), one.call(url, 'b')])).toEqual(['a', 'b']);
    expect(methods(sent2)).toEqual(['a', 'b']);
  });

  it('sends a same-tick batch without waiting on any timer', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(node);
    const rpc = createJsonRpcTransport({ fetch });
    const calls = [rpc.call(url, 'a'), rpc.call(url, 'b')];
    await microtasks();
    expect(methods(sent)).toEqual([['a', 'b']]);
    expect(await Promise.all(calls)).toEqual(['a', 'b']);
  });

  it('does not resend, alone, a call aborted while its batch was refused as a whole', async () => {
    const refusal = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'cannot unmarshal array' } };
    const { fetch, sent, release } = heldNode((request) =>
      Array.isArray(JSON.parse(request.body ?? 'null')) ? json(refusal) : node(request),
    );
    const rpc = createJsonRpcTransport({ fetch });
    const controller = new AbortController();
    const kept = rpc.call(url, 'a');
    const aborted = rpc.call(url, 'b', [], { signal: controller.signal }).catch((e: unknown) => e);
    await microtasks();
    controller.abort('not needed');
    expect(await aborted).toBe('not needed');
    release();
    await microtasks();
    release();
    expect(await kept).toBe('a');
    expect(methods(sent)).toEqual([['a', 'b'], 'a']);
  });
});

describe('createJsonRpcTransport: time limits', () => {
  it('applies the transport-level timeoutMs to a call', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    const rpc = createJsonRpcTransport({ fetch, timeoutMs: 500 });
    const seen = outcome(rpc.call(url, 'eth_chainId'));
    await vi.advanceTimersByTimeAsync(499);
    expect(seen.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.state).toBe('rejected');
    expect(TimeoutError.isInstance(seen.error)).toBe(true);
    expect((seen.error as TimeoutError).message).toBe(
      `Timed out after 500 ms: POST ${url} (JSON-RPC eth_chainId)`,
    );
  });

  it('ends a call to a hung node after the 30 s default', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    const rpc = createJsonRpcTransport({ fetch });
    const lone = outcome(rpc.call(url, 'eth_chainId'));
    const batched = [outcome(rpc.call(url, 'a')), outcome(rpc.call(url, 'b'))];
    await vi.advanceTimersByTimeAsync(29_999);
    expect([lone, ...batched].map((s) => s.state)).toEqual(['pending', 'pending', 'pending']);
    await vi.advanceTimersByTimeAsync(1);
    for (const seen of [lone, ...batched]) {
      expect(seen.state).toBe('rejected');
      expect((seen.error as TimeoutError).timeoutMs).toBe(30_000);
    }
  });

  it("lets a shared request last as long as its most patient caller's time limit", async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(hang);
    const rpc = createJsonRpcTransport({ fetch });
    const impatient = outcome(rpc.call(url, 'a', [], { timeoutMs: 100 }));
    const patient = outcome(rpc.call(url, 'b', [], { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(100);
    expect(impatient.state).toBe('rejected');
    expect((impatient.error as TimeoutError).timeoutMs).toBe(100);
    expect((impatient.error as Error).message).toBe(`Timed out after 100 ms: POST ${url} (JSON-RPC a)`);
    expect(patient.state).toBe('pending');
    expect(sent[0]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(899);
    expect(patient.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(patient.state).toBe('rejected');
    expect((patient.error as TimeoutError).timeoutMs).toBe(1000);
    // the request has no timer of its own: it ends when its last caller has gone
    expect(sent[0]!.signal!.aborted).toBe(true);
  });

  it('timeoutMs 0 or Infinity on a call means no time limit, over the transport-level one', async () => {
    vi.useFakeTimers();
    const { fetch, release } = heldNode();
    const rpc = createJsonRpcTransport({ fetch, timeoutMs: 100 });
    const zero = outcome(rpc.call(url, 'a', [], { timeoutMs: 0 }));
    const infinite = outcome(rpc.call(url, 'b', [], { timeoutMs: Number.POSITIVE_INFINITY, batch: false }));
    const limited = outcome(rpc.call(url, 'c', [], { batch: false }));
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect([zero.state, infinite.state, limited.state]).toEqual(['pending', 'pending', 'rejected']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect([zero.value, infinite.value]).toEqual(['a', 'b']);
  });

  it('a time limit longer than a timer can hold (2^31 ms) is no limit, not an instant timeout', async () => {
    vi.useFakeTimers();
    const { fetch, release } = heldNode();
    const rpc = createJsonRpcTransport({ fetch });
    const call = outcome(rpc.call(url, 'a', [], { timeoutMs: 2 ** 31 }));
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(call.state).toBe('pending');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.value).toBe('a');
  });

  it('a batch holding a call without a time limit is not timed out for it', async () => {
    vi.useFakeTimers();
    const { fetch, release } = heldNode();
    const rpc = createJsonRpcTransport({ fetch });
    const unlimited = outcome(rpc.call(url, 'a', [], { timeoutMs: 0 }));
    const limited = outcome(rpc.call(url, 'b', [], { timeoutMs: 100 }));
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect([unlimited.state, limited.state]).toEqual(['pending', 'rejected']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(unlimited.value).toBe('a');
  });

  it('sequential calls of one turn share their timers: not one per call, and none left after the turn', async () => {
    vi.useFakeTimers();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const rpc = createJsonRpcTransport({ fetch: fakeFetch(node).fetch, batch: false });
    for (let i = 0; i < 5; i++) expect(await rpc.call(url, `m${i}`)).toBe(`m${i}`);
    // the calls' shared deadline and the request's, each with its idle check: 4 however many calls (was 2 a call)
    expect(set.mock.calls.length).toBeLessThanOrEqual(4);
    set.mockRestore();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind once calls are answered (its own limit and the request one)', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(node);
    const rpc = createJsonRpcTransport({ fetch });
    await Promise.all([
      rpc.call(url, 'a', [], { timeoutMs: 5000 }),
      rpc.call(url, 'b'),
      rpc.call(url, 'c', [], { timeoutMs: 5000, batch: false }),
    ]);
    // the transport's shared deadline timer goes at the turn after its last call
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    const failing = createJsonRpcTransport({ fetch: fakeFetch(text('nope', 400)).fetch });
    await Promise.allSettled([failing.call(url, 'a', [], { timeoutMs: 5000 }), failing.call(url, 'b')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createJsonRpcTransport: aborting a shared request', () => {
  it('aborts the HTTP request of a batch once every caller sharing it has aborted, not before', async () => {
    const { fetch, sent } = fakeFetch(hang);
    const rpc = createJsonRpcTransport({ fetch });
    const first = new AbortController();
    const second = new AbortController();
    const calls = [
      rpc.call(url, 'a', [], { signal: first.signal }).catch((e: unknown) => e),
      rpc.call(url, 'b', [], { signal: second.signal }).catch((e: unknown) => e),
    ];
    await microtasks();
    expect(sent).toHaveLength(1);
    second.abort('b gone');
    expect(await calls[1]).toBe('b gone');
    expect(sent[0]!.signal!.aborted).toBe(false);
    first.abort('a gone');
    expect(await calls[0]).toBe('a gone');
    expect(sent[0]!.signal!.aborted).toBe(true);
  });

  it('keeps the request of a batch whose other caller gave no signal', async () => {
    const { fetch, sent, release } = heldNode();
    const rpc = createJsonRpcTransport({ fetch });
    const controller = new AbortController();
    const kept = rpc.call(url, 'a');
    const aborted = rpc.call(url, 'b', [], { signal: controller.signal }).catch((e: unknown) => e);
    await microtasks();
    controller.abort('b gone');
    expect(await aborted).toBe('b gone');
    expect(sent[0]!.signal!.aborted).toBe(false);
    release();
    expect(await kept).toBe('a');
  });
});

describe('createJsonRpcTransport: malformed answers', () => {
  async function lone(body: string) {
    const rpc = createJsonRpcTransport({ fetch: fakeFetch(text(body, 200)).fetch });
    return rpc.call(url, 'eth_chainId').catch((e: unknown) => e as SdkError);
  }

  it('refuses {error: "text"}, {error: null} and a bare string, as invalid answers', async () => {
    for (const [body, shown] of [
      ['{"jsonrpc":"2.0","id":1,"error":"boom"}', '{"jsonrpc":"2.0","id":1,"error":"boom"}'],
      ['{"jsonrpc":"2.0","id":1,"error":null}', '{"jsonrpc":"2.0","id":1,"error":null}'],
      ['"just text"', '"just text"'],
      ['null', 'null'],
      ['', 'an empty body'],
    ] as const) {
      const error = await lone(body);
      expect(JsonRpcError.isInstance(error)).toBe(false);
      expect(SdkError.isInstance(error)).toBe(true);
      expect((error as SdkError).message).toBe(
        `Invalid JSON-RPC answer to eth_chainId (id 1) from ${url}\n\nDetails: The answer has neither result nor error: ${shown}.`,
      );
    }
  });

  it('resolves a result next to error: null', async () => {
    expect(await lone('{"jsonrpc":"2.0","id":1,"result":"0xa86a","error":null}')).toBe('0xa86a');
  });

  it('gives an error object without a numeric code or string message code 0 and a generic message', async () => {
    const error = await lone('{"jsonrpc":"2.0","id":1,"error":{"code":"-32000","message":7,"data":"d"}}');
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: 0,
      message: 'JSON-RPC error',
      data: 'd',
      method: 'eth_chainId',
      id: 1,
    });
  });

  it('refuses malformed items of a batch one by one, and cuts a long answer in the message', async () => {
    const { fetch } = fakeFetch((sent) => {
      const calls = JSON.parse(sent.body!) as Call[];
      return json([
        { jsonrpc: '2.0', id: calls[0]!.id, error: 'no' },
        { jsonrpc: '2.0', id: calls[1]!.id, error: null, junk: 'x'.repeat(200) },
        { jsonrpc: '2.0', id: calls[2]!.id, result: 3 },
      ]);
    });
    const rpc = createJsonRpcTransport({ fetch });
    const [a, b, c] = await Promise.allSettled([rpc.call(url, 'a'), rpc.call(url, 'b'), rpc.call(url, 'c')]);
    expect(c).toEqual({ status: 'fulfilled', value: 3 });
    expect((a as PromiseRejectedResult).reason.message).toBe(
      `Invalid JSON-RPC answer to a (id 1) from ${url}\n\nDetails: The batch item has neither result nor error: {"jsonrpc":"2.0","id":1,"error":"no"}.`,
    );
    const long = JSON.stringify({ jsonrpc: '2.0', id: 2, error: null, junk: 'x'.repeat(200) });
    expect((b as PromiseRejectedResult).reason.details).toBe(
      `The batch item has neither result nor error: ${long.slice(0, 120)}….`,
    );
  });

  it('fails every caller of a batch answered by a bare string, {error: "text"} or {error: null} (not resent)', async () => {
    for (const body of ['"oops"', '{"error":"busy"}', '{"error":null}']) {
      const { fetch, sent } = fakeFetch(text(body, 200));
      const rpc = createJsonRpcTransport({ fetch });
      const results = await Promise.allSettled([rpc.call(url, 'a'), rpc.call(url, 'b')]);
      expect(sent).toHaveLength(1);
      for (const r of results)
        expect((r as PromiseRejectedResult).reason.details).toBe(
          `Expected an array of 2 answers, got ${body}.`,
        );
    }
  });

  it('shows an answer of exactly 120 characters whole', async () => {
    const exact = `"${'x'.repeat(118)}"`;
    expect(((await lone(exact)) as SdkError).details).toBe(
      `The answer has neither result nor error: ${exact}.`,
    );
  });

  it('names at most five other methods of the batch in a shared error', async () => {
    const rpc = createJsonRpcTransport({ fetch: fakeFetch(text('Bad Gateway', 502)).fetch, retry: false });
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const results = await Promise.allSettled(names.map((m) => rpc.call(url, m)));
    expect((results[0] as PromiseRejectedResult).reason.shortMessage).toBe(
      `HTTP 502 from POST ${url} (JSON-RPC a, batched with 6 other calls: b, c, d, e, f, …)`,
    );
    const five = await Promise.allSettled(['a', 'b', 'c', 'd', 'e', 'f'].map((m) => rpc.call(url, m)));
    expect((five[0] as PromiseRejectedResult).reason.shortMessage).toBe(
      `HTTP 502 from POST ${url} (JSON-RPC a, batched with 5 other calls: b, c, d, e, f)`,
    );
    const two = await Promise.allSettled(['x', 'y', 'z'].map((m) => rpc.call(url, m)));
    expect((two[2] as PromiseRejectedResult).reason.shortMessage).toBe(
      `HTTP 502 from POST ${url} (JSON-RPC z, batched with 2 other calls: x, y)`,
    );
  });
});
