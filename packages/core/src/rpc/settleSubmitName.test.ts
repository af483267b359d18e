// Submits under wireNames 'auto' that share the read settling their endpoint's names: each is bounded by its own
// deadline and signal, fails with its own error, and a failure of the read names the submit it was settling for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, hang, json, type SentRequest, text } from '../../test/fakeFetch.js';
import { createRpcClient, type MethodTable } from './createRpcClient.js';
import { nameFallback } from './nameFallback.js';

const base = 'http://127.0.0.1:9650';
const table: MethodTable = {
  'xvm.getHeight': { endpoint: '/ext/bc/X', by: 'name', params: [], fallback: nameFallback },
  'xvm.issueTx': { endpoint: '/ext/bc/X', by: 'name', params: ['tx'], retry: false, fallback: nameFallback },
  'atomic.getAtomicTxStatus': {
    endpoint: '/ext/bc/C/atomic',
    by: 'name',
    params: ['txID'],
    fallback: nameFallback,
  },
  'atomic.issueTx': {
    endpoint: '/ext/bc/C/atomic',
    by: 'name',
    params: ['tx'],
    retry: false,
    fallback: nameFallback,
  },
};
const config = {
  defaultEndpoint: '/ext/bc/X',
  deployedNames: {
    namespaces: { xvm: 'avm', atomic: 'avax' },
    paths: { '/ext/bc/C/atomic': '/ext/bc/C/avax' },
  },
};

/** The method of each request that arrived. */
const methods = (sent: SentRequest[]) => sent.map((s) => (JSON.parse(s.body!) as { method: string }).method);

/** The state of a promise, read without waiting for it. */
function outcome<T>(promise: Promise<T>) {
  const state: { state: 'pending' | 'resolved' | 'rejected'; value?: unknown } = { state: 'pending' };
  promise.then(
    (value) => Object.assign(state, { state: 'resolved', value }),
    (value: unknown) => Object.assign(state, { state: 'rejected', value }),
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a submit's settling read, shared", () => {
  it('each submit waiting on a read that never answers ends at its own deadline, with its own limit named', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch(hang);
    const xvm = createRpcClient(table, config, { url: base, fetch }).namespaces.xvm!;
    const a = outcome(xvm.issueTx!({ tx: '0x01' }, { timeoutMs: 0 }));
    const b = outcome(xvm.issueTx!({ tx: '0x02' }, { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(999);
    expect(b.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(b.state).toBe('rejected');
    expect((b.value as Error).name).toBe('TimeoutError');
    expect((b.value as Error).message).toBe(
      'Timed out after 1000 ms: POST http://127.0.0.1:9650/ext/bc/X (JSON-RPC xvm.issueTx)',
    );
    // A set no limit: it still waits, and the read it waits on is still on the wire
    await vi.advanceTimersByTimeAsync(60_000);
    expect(a.state).toBe('pending');
    expect(sent[0]!.signal!.aborted).toBe(false);
    expect(methods(sent)).toEqual(['xvm.getHeight']);
  });

  it('aborting one submit rejects it alone with its reason; the read goes on for the other, which then submits once', async () => {
    let answer: ((r: Response) => void) | undefined;
    const { fetch, sent } = fakeFetch(
      (request) =>
        new Promise<Response>((resolve) => {
          const { id } = JSON.parse(request.body!) as { id: number };
          answer = () => resolve(json({ jsonrpc: '2.0', id, result: { height: '1' } }));
        }),
      (request) =>
        json({ jsonrpc: '2.0', id: (JSON.parse(request.body!) as { id: number }).id, result: { txID: 'b' } }),
    );
    const xvm = createRpcClient(table, config, { url: base, fetch }).namespaces.xvm!;
    const controller = new AbortController();
    const a = xvm.issueTx!({ tx: '0x01' }, { signal: controller.signal }).catch((e: unknown) => e);
    const b = xvm.issueTx!({ tx: '0x02' });
    await vi.waitFor(() => expect(answer).toBeDefined());
    const reason = new Error('A changed its mind');
    controller.abort(reason);
    expect(await a).toBe(reason);
    answer!(new Response());
    expect(await b).toEqual({ txID: 'b' });
    expect(methods(sent)).toEqual(['xvm.getHeight', 'xvm.issueTx']);
    expect(JSON.parse(sent[1]!.body!).params).toEqual({ tx: '0x02' });
  });

  it('once every submit waiting on the read has gone, the read is aborted', async () => {
    const { fetch, sent } = fakeFetch(hang);
    const xvm = createRpcClient(table, config, { url: base, fetch }).namespaces.xvm!;
    const controller = new AbortController();
    const a = xvm.issueTx!({ tx: '0x01' }, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort(new Error('gone'));
    await a;
    await vi.waitFor(() => expect(sent[0]!.signal!.aborted).toBe(true));
  });

  it('a failed read names the submit it was settling for, which was never sent', async () => {
    const { fetch, sent } = fakeFetch(text('busy', 503));
    const rpc = createRpcClient(table, config, {
      url: base,
      fetch,
      retry: { retries: 3, minDelayMs: 0, maxDelayMs: 0 },
    });
    const error = (await rpc.namespaces.atomic!.issueTx!({ tx: '0x01' }).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('HttpError');
    expect(error.message).toMatch(
      /^HTTP 503 .* after 4 tries \(JSON-RPC atomic\.getAtomicTxStatus\); that read settles the endpoint's wire names before atomic\.issueTx, which was not sent/,
    );
    expect(methods(sent)).toEqual(Array(4).fill('atomic.getAtomicTxStatus'));
  });
});
