import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../test/fakeFetch.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { createTransport } from '../transport/createTransport.js';
import type { RequestOptions, Transport } from '../transport/types.js';
import { createJsonRpcPoster } from './createJsonRpcPoster.js';
import { PendingCall } from './PendingCall.js';

const url = 'http://127.0.0.1:9650/ext/info';

function call(id: number, over: { idempotent?: boolean; signal?: AbortSignal } = {}) {
  const seen: { value?: unknown; error?: unknown } = {};
  const pending = new PendingCall(
    {
      id,
      url,
      method: `m${id}`,
      params: [],
      idempotent: over.idempotent ?? true,
      signal: over.signal,
      timeoutMs: 0,
    },
    (value) => {
      seen.value = value;
    },
    (error) => {
      seen.error = error;
    },
  );
  return { pending, seen };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createJsonRpcPoster', () => {
  it("gives a lone call's request the call's own deadline, a batch's no timer but its callers' shared signal", async () => {
    const http = createTransport({ fetch: fakeFetch(json({ id: 1, result: 1 })).fetch });
    const seen: RequestOptions[] = [];
    const spy: Transport = {
      ...http,
      request: (o) => {
        seen.push(o);
        return http.request(o);
      },
    };
    const post = createJsonRpcPoster({ http: spy, onRefused: () => {} });
    const lone = call(1, { signal: new AbortController().signal }).pending;
    post(url, [lone]);
    post(url, [call(2).pending, call(3).pending]);
    await flush();
    expect(seen[0]!.deadline).toBe(lone.limit);
    expect([seen[0]!.signal, seen[0]!.timeoutMs]).toEqual([undefined, undefined]);
    expect([seen[1]!.deadline, seen[1]!.timeoutMs]).toEqual([undefined, 0]);
    // a shared signal, released once the request answered (its callers' settling no longer aborts it)
    expect(seen[1]!.signal?.aborted).toBe(false);
    expect(seen.map((o) => o.idempotent)).toEqual([true, true]);
  });

  it('on one error object for the array: tells onRefused, resends each read alone, fails a submit with it', async () => {
    const refusal = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'ill-formed' } };
    const { fetch, sent } = fakeFetch((s) => {
      const body = JSON.parse(s.body!);
      return json(Array.isArray(body) ? refusal : { jsonrpc: '2.0', id: body.id, result: body.method });
    });
    const onRefused = vi.fn();
    const post = createJsonRpcPoster({ http: createTransport({ fetch }), onRefused });
    const read = call(1);
    const submit = call(2, { idempotent: false });
    post(url, [read.pending, submit.pending]);
    await flush();
    await flush();
    expect(onRefused).toHaveBeenCalledWith(url);
    expect(read.seen.value).toBe('m1');
    expect(JsonRpcError.isInstance(submit.seen.error) && submit.seen.error.code).toBe(-32700);
    expect(sent.map((s) => JSON.parse(s.body!).method ?? 'batch')).toEqual(['batch', 'm1']);
  });
});
