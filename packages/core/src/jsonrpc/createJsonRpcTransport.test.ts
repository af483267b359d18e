import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, hang, json, type SentRequest, text } from '../../test/fakeFetch.js';
import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { ParseError } from '../errors/ParseError.js';
import { SdkError } from '../errors/SdkError.js';
import { TimeoutError } from '../errors/TimeoutError.js';
import { createJsonRpcTransport } from './createJsonRpcTransport.js';

const url = 'https://api.avax.network/ext/bc/C/rpc';

interface Call {
  jsonrpc: string;
  id: number;
  method: string;
  params?: unknown;
}

/** A node that answers every call with `[method, params]`, in the order given by `order`. */
function node(order: (answers: unknown[]) => unknown[] = (a) => a) {
  return (sent: SentRequest) => {
    const body = JSON.parse(sent.body ?? 'null') as Call | Call[];
    const answer = (c: Call) => ({ jsonrpc: '2.0', id: c.id, result: [c.method, c.params] });
    return json(Array.isArray(body) ? order(body.map(answer)) : answer(body));
  };
}

const bodies = (sent: SentRequest[]) => sent.map((s) => JSON.parse(s.body ?? 'null'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createJsonRpcTransport', () => {
  it('sends a lone call as a plain request and unwraps the result', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch });
    expect(await rpc.call(url, 'eth_getBalance', ['0xabc', 'latest'])).toEqual([
      'eth_getBalance',
      ['0xabc', 'latest'],
    ]);
    expect(sent[0]).toMatchObject({ url, method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(bodies(sent)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['0xabc', 'latest'] },
    ]);
  });

  it('sends params exactly as given: object, array, or omitted when undefined', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch, batch: false });
    await rpc.call(url, 'info.peers', { nodeIDs: [] });
    await rpc.call(url, 'eth_chainId', []);
    await rpc.call(url, 'info.getNetworkID');
    expect(bodies(sent).map((b) => ('params' in b ? b.params : 'omitted'))).toEqual([
      { nodeIDs: [] },
      [],
      'omitted',
    ]);
  });

  it('gives every call a unique id', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch });
    await Promise.all([rpc.call(url, 'a'), rpc.call(url, 'b')]);
    await rpc.call(url, 'c');
    const ids = bodies(sent)
      .flat()
      .map((b: Call) => b.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('batches calls made in the same tick, and chunks 100 calls into 3 requests of at most 40', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch });
    const calls = Array.from({ length: 100 }, (_, i) =>
      rpc.call(url, 'eth_getBlockByNumber', [`0x${i.toString(16)}`, false]),
    );
    const results = await Promise.all(calls);
    expect(sent).toHaveLength(3);
    expect(bodies(sent).map((b) => b.length)).toEqual([40, 40, 20]);
    results.forEach((result, i) => {
      expect(result).toEqual(['eth_getBlockByNumber', [`0x${i.toString(16)}`, false]]);
    });
  });

  it('keeps separate batches per URL', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch });
    await Promise.all([rpc.call(url, 'a'), rpc.call(`${url}2`, 'b'), rpc.call(url, 'c')]);
    expect(sent.map((s) => s.url).sort()).toEqual([url, `${url}2`]);
  });

  it('matches batch answers by id whatever their order', async () => {
    const { fetch } = fakeFetch(node((answers) => [...answers].reverse()));
    const rpc = createJsonRpcTransport({ fetch });
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((m) => rpc.call(url, m)));
    expect(results.map((r) => (r as unknown[])[0])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches ids that a proxy turned into strings', async () => {
    const { fetch } = fakeFetch(
      node((answers) => answers.map((a) => ({ ...(a as object), id: String((a as Call).id) }))),
    );
    const rpc = createJsonRpcTransport({ fetch });
    expect(await Promise.all([rpc.call(url, 'a'), rpc.call(url, 'b')])).toEqual([
      ['a', null],
      ['b', null],
    ]);
  });

  it('fails only the caller whose item has an error, with the node message, code, data and method', async () => {
    const { fetch } = fakeFetch((sent) => {
      const calls = JSON.parse(sent.body!) as Call[];
      return json(
        calls.map((c) =>
          c.method === 'eth_call'
            ? {
                jsonrpc: '2.0',
                id: c.id,
                error: { code: -32000, message: 'execution reverted', data: '0x08c379a0' },
              }
            : { jsonrpc: '2.0', id: c.id, result: 'ok' },
        ),
      );
    });
    const rpc = createJsonRpcTransport({ fetch });
    const [ok, failed] = await Promise.allSettled([
      rpc.call(url, 'eth_chainId'),
      rpc.call(url, 'eth_call', [{}]),
    ]);
    expect(ok).toEqual({ status: 'fulfilled', value: 'ok' });
    const error = (failed as PromiseRejectedResult).reason;
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: -32000, data: '0x08c379a0', method: 'eth_call', id: 2, url });
    expect(error.message).toBe('execution reverted');
  });

  it('fails only the caller whose id is missing from the batch answer, naming the id and method', async () => {
    const { fetch } = fakeFetch(node((answers) => answers.slice(1)));
    const rpc = createJsonRpcTransport({ fetch });
    const [first, second] = await Promise.allSettled([
      rpc.call(url, 'platform.getHeight'),
      rpc.call(url, 'platform.getTimestamp'),
    ]);
    expect(second.status).toBe('fulfilled');
    const error = (first as PromiseRejectedResult).reason;
    expect(SdkError.isInstance(error)).toBe(true);
    expect(error.message).toMatchInlineSnapshot(`
      "No answer for JSON-RPC id 1 (platform.getHeight) in the batch from https://api.avax.network/ext/bc/C/rpc

      Details: The node answered 1 of 2 calls."
    `);
  });

  it('resends each call alone when an endpoint answers a batch with one error object, and stops batching there', async () => {
    // what a real AvalancheGo node's non-EVM endpoints (/ext/info, /ext/bc/P, ...) answer to a JSON array
    const refusal = {
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32700,
        message: 'json: cannot unmarshal array into Go value of type json2.serverRequest',
      },
    };
    const { fetch, sent } = fakeFetch((request) => {
      const body = JSON.parse(request.body ?? 'null') as Call | Call[];
      if (Array.isArray(body)) return json(refusal);
      return json({ jsonrpc: '2.0', id: body.id, result: body.method });
    });
    const rpc = createJsonRpcTransport({ fetch });
    expect(await Promise.all([rpc.call(url, 'a'), rpc.call(url, 'b'), rpc.call(url, 'c')])).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(bodies(sent).map((b) => (Array.isArray(b) ? b.length : b.method))).toEqual([3, 'a', 'b', 'c']);
    // remembered: the next tick's calls to that URL go out one per request at once
    sent.length = 0;
    expect(await Promise.all([rpc.call(url, 'd'), rpc.call(url, 'e')])).toEqual(['d', 'e']);
    expect(bodies(sent).map((b) => (Array.isArray(b) ? b.length : b.method))).toEqual(['d', 'e']);
    // another URL still batches
    sent.length = 0;
    const other = 'https://api.avax.network/ext/bc/X';
    await Promise.allSettled([rpc.call(other, 'f'), rpc.call(other, 'g')]);
    expect(Array.isArray(bodies(sent)[0])).toBe(true);
  });

  it('sends a call with batch: false alone, at once, beside a batch of the others', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch });
    await Promise.all([rpc.call(url, 'a'), rpc.call(url, 'alone', [], { batch: false }), rpc.call(url, 'b')]);
    expect(bodies(sent).map((b) => (Array.isArray(b) ? b.map((c: Call) => c.method) : b.method))).toEqual([
      'alone',
      ['a', 'b'],
    ]);
  });

  it('names the method, and the others of its batch, in an error the batch shares; the stack reaches the caller', async () => {
    const { fetch } = fakeFetch(text('Bad Gateway', 502));
    const rpc = createJsonRpcTransport({ fetch, retry: false });
    async function callersOwnFrame() {
      return await Promise.allSettled([rpc.call(url, 'eth_chainId'), rpc.call(url, 'eth_blockNumber')]);
    }
    const [first, second] = (await callersOwnFrame()) as PromiseRejectedResult[];
    expect(HttpError.isInstance(first!.reason)).toBe(true);
    expect(first!.reason.status).toBe(502);
    expect(first!.reason.shortMessage).toBe(
      `HTTP 502 from POST ${url} (JSON-RPC eth_chainId, batched with 1 other call: eth_blockNumber)`,
    );
    expect(second!.reason.shortMessage).toContain(
      '(JSON-RPC eth_blockNumber, batched with 1 other call: eth_chainId)',
    );
    expect(first!.reason.stack).toContain('callersOwnFrame');
    expect(first!.reason).not.toBe(second!.reason);

    const lone = (await rpc.call(url, 'eth_gasPrice').catch((e: unknown) => e)) as HttpError;
    expect(lone.shortMessage).toBe(`HTTP 502 from POST ${url} (JSON-RPC eth_gasPrice)`);
  });

  it("gives a JSON-RPC error the caller's frames in its stack", async () => {
    const { fetch } = fakeFetch(
      json({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'cannot query unfinalized data' } }),
    );
    const rpc = createJsonRpcTransport({ fetch });
    async function askForAFutureBlock() {
      return await rpc.call(url, 'eth_getBlockByNumber', ['0xffffff', false]);
    }
    const error = (await askForAFutureBlock().catch((e: unknown) => e)) as JsonRpcError;
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: -32000,
      method: 'eth_getBlockByNumber',
      message: 'cannot query unfinalized data',
    });
    expect(error.stack).toMatch(/^JsonRpcError: cannot query unfinalized data\n/);
    expect(error.stack).toContain('askForAFutureBlock');
  });

  it("leaves no abort listener on the caller's signal once its calls are done", async () => {
    const { fetch } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch });
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    for (let round = 0; round < 5; round++)
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => rpc.call(url, `m${i}`, [], { signal: controller.signal })),
      );
    const listeners = (calls: unknown[][]) => calls.filter((c) => c[0] === 'abort').map((c) => c[1]);
    const left = listeners(added.mock.calls).filter((fn) => !listeners(removed.mock.calls).includes(fn));
    expect(listeners(added.mock.calls).length).toBeGreaterThan(0);
    expect(left).toEqual([]);
  });

  it('fails every caller, each named, when a batch answer is not an array', async () => {
    const { fetch } = fakeFetch(json({ hello: 'world' }));
    const rpc = createJsonRpcTransport({ fetch });
    const results = await Promise.allSettled([rpc.call(url, 'a'), rpc.call(url, 'b')]);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([
      `Invalid batch answer from ${url} (JSON-RPC a, batched with 1 other call: b)\n\nDetails: Expected an array of 2 answers, got {"hello":"world"}.`,
      `Invalid batch answer from ${url} (JSON-RPC b, batched with 1 other call: a)\n\nDetails: Expected an array of 2 answers, got {"hello":"world"}.`,
    ]);
  });

  it('rejects an answer with neither result nor error', async () => {
    const { fetch } = fakeFetch(json({ jsonrpc: '2.0', id: 1 }));
    const rpc = createJsonRpcTransport({ fetch });
    await expect(rpc.call(url, 'a')).rejects.toThrow('Invalid JSON-RPC answer to a (id 1)');
  });

  it('keeps an integer past 2^53 in a result as its exact decimal string', async () => {
    // avm.getTx with encoding json sends uint64 amounts as JSON numbers
    const { fetch } = fakeFetch(
      text('{"jsonrpc":"2.0","id":1,"result":{"amount":290992797742259007,"locktime":0}}', 200),
    );
    const rpc = createJsonRpcTransport({ fetch });
    expect(await rpc.call(url, 'avm.getTx', { txID: 'x', encoding: 'json' })).toEqual({
      amount: '290992797742259007',
      locktime: 0,
    });
  });

  it('resolves a null result', async () => {
    const { fetch } = fakeFetch(json({ jsonrpc: '2.0', id: 1, result: null }));
    const rpc = createJsonRpcTransport({ fetch });
    expect(await rpc.call(url, 'eth_getTransactionReceipt', ['0x1'])).toBeNull();
  });

  it('rejects every caller of a chunk with HttpError for a non-2xx answer, and ParseError for bad JSON', async () => {
    const { fetch } = fakeFetch(text('Forbidden', 403), text('<html>', 200));
    const rpc = createJsonRpcTransport({ fetch });
    const http = await Promise.allSettled([rpc.call(url, 'a'), rpc.call(url, 'b')]);
    for (const r of http) expect(HttpError.isInstance((r as PromiseRejectedResult).reason)).toBe(true);
    const parse = await Promise.allSettled([rpc.call(url, 'a'), rpc.call(url, 'b')]);
    for (const r of parse) expect(ParseError.isInstance((r as PromiseRejectedResult).reason)).toBe(true);
  });

  it('retries a batch only when every item is idempotent', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(text('', 503), node(), text('', 503), node());
    const rpc = createJsonRpcTransport({ fetch });
    const reads = Promise.all([rpc.call(url, 'eth_chainId'), rpc.call(url, 'eth_blockNumber')]);
    await vi.runAllTimersAsync();
    expect(await reads).toHaveLength(2);
    expect(sent).toHaveLength(2);
    const mixed = Promise.allSettled([
      rpc.call(url, 'eth_chainId'),
      rpc.call(url, 'eth_sendRawTransaction', ['0x00'], { idempotent: false }),
    ]);
    await vi.runAllTimersAsync();
    expect((await mixed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(sent).toHaveLength(3);
  });

  it('batch: false sends each call alone', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch, batch: false });
    await Promise.all([rpc.call(url, 'a'), rpc.call(url, 'b'), rpc.call(url, 'c')]);
    expect(bodies(sent).map((b) => Array.isArray(b))).toEqual([false, false, false]);
  });

  it('maxSize sets the chunk size, and waitMs collects calls across ticks', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch, batch: { maxSize: 2, waitMs: 10 } });
    const first = rpc.call(url, 'a');
    await vi.advanceTimersByTimeAsync(5);
    const rest = [rpc.call(url, 'b'), rpc.call(url, 'c')];
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5);
    await Promise.all([first, ...rest]);
    expect(bodies(sent).map((b) => (Array.isArray(b) ? b.length : 1))).toEqual([2, 1]);
  });

  it('a per-call signal ends only its own call in a shared batch', async () => {
    let release: (r: Response) => void = () => {};
    const { fetch } = fakeFetch(
      (sent) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(node()(sent));
        }),
    );
    const rpc = createJsonRpcTransport({ fetch });
    const controller = new AbortController();
    const kept = rpc.call(url, 'a');
    const cancelled = rpc.call(url, 'b', [], { signal: controller.signal }).catch((e) => e);
    await new Promise((r) => setTimeout(r, 0));
    controller.abort('no longer needed');
    expect(await cancelled).toBe('no longer needed');
    release(new Response());
    expect(await kept).toEqual(['a', null]);
  });

  it('a per-call timeout rejects that call with TimeoutError', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(hang);
    const rpc = createJsonRpcTransport({ fetch });
    const result = rpc.call(url, 'a', [], { timeoutMs: 100 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(100);
    const error: unknown = await result;
    expect(TimeoutError.isInstance(error) && error.timeoutMs).toBe(100);
  });

  it('rejects at once when the call signal is already aborted, sending nothing', async () => {
    const { fetch, sent } = fakeFetch(node());
    const rpc = createJsonRpcTransport({ fetch });
    await expect(rpc.call(url, 'a', [], { signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toHaveLength(0);
  });

  it('exposes the HTTP transport for GET endpoints', async () => {
    const { fetch } = fakeFetch(json({ healthy: true }));
    const rpc = createJsonRpcTransport({ fetch });
    expect((await rpc.http.request({ method: 'GET', url: 'http://127.0.0.1:9650/ext/health' })).data).toEqual(
      { healthy: true },
    );
  });
});

describe('a lone call and its request follow one deadline (issue 36)', () => {
  /** A fetch that never answers, ending only when its request's signal aborts; it records that signal. */
  function hanging() {
    const signals: AbortSignal[] = [];
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        const signal = init!.signal!;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    return { fetch: fetch as typeof globalThis.fetch, signals };
  }

  it("the caller's abort ends the call with its reason and aborts its HTTP request", async () => {
    const { fetch, signals } = hanging();
    const rpc = createJsonRpcTransport({ fetch, batch: false, retry: false });
    const controller = new AbortController();
    const call = rpc.call('http://127.0.0.1:9650/ext/bc/C/rpc', 'eth_chainId', [], {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    controller.abort('stop');
    await expect(call).rejects.toBe('stop');
    expect([signals[0]!.aborted, signals[0]!.reason]).toEqual([true, 'stop']);
  });

  it("the call's time limit ends it with its TimeoutError naming the method, and aborts its HTTP request then", async () => {
    const { fetch, signals } = hanging();
    const rpc = createJsonRpcTransport({ fetch, batch: false, retry: false, timeoutMs: 30 });
    const started = Date.now();
    const error = await rpc.call('http://127.0.0.1:9650/ext/bc/C/rpc', 'eth_chainId', []).catch((e) => e);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).shortMessage).toBe(
      'Timed out after 30 ms: POST http://127.0.0.1:9650/ext/bc/C/rpc (JSON-RPC eth_chainId)',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signals[0]!.aborted).toBe(true);
  });
});
