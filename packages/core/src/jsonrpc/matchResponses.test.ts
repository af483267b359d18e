import { describe, expect, it } from 'vitest';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import type { SdkError } from '../errors/SdkError.js';
import { matchResponses } from './matchResponses.js';
import { PendingCall } from './PendingCall.js';

const url = 'https://user:secret@example.com/ext/bc/C/rpc';

function calls(n: number) {
  const outcomes: { value?: unknown; error?: unknown }[] = [];
  const list = Array.from({ length: n }, (_, i) => {
    const seen: { value?: unknown; error?: unknown } = {};
    outcomes.push(seen);
    return new PendingCall(
      { id: i + 1, url, method: `m${i + 1}`, params: [], idempotent: true, signal: undefined, timeoutMs: 0 },
      (value) => {
        seen.value = value;
      },
      (error) => {
        seen.error = error;
      },
    );
  });
  return { list, outcomes };
}

describe('matchResponses', () => {
  it('gives each call the item carrying its id, whatever the order, string ids included', () => {
    const { list, outcomes } = calls(3);
    const refusal = matchResponses(
      list,
      [
        { id: 3, result: 'c' },
        { id: '1', result: 'a' },
        { id: 2, error: { code: -32000, message: 'no', data: 'd' } },
        { id: 99, result: 'stray' },
      ],
      url,
    );
    expect(refusal).toBeUndefined();
    expect(outcomes[0]!.value).toBe('a');
    expect(outcomes[2]!.value).toBe('c');
    const error = outcomes[1]!.error as JsonRpcError;
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect([error.code, error.shortMessage, error.data, error.method]).toEqual([-32000, 'no', 'd', 'm2']);
  });

  it('takes the last of two items with one id, and fails a call whose id is missing, naming it', () => {
    const { list, outcomes } = calls(2);
    matchResponses(
      list,
      [
        { id: 1, result: 'first' },
        { id: 1, result: 'second' },
      ],
      url,
    );
    expect(outcomes[0]!.value).toBe('second');
    const error = outcomes[1]!.error as SdkError;
    expect(error.message).toBe(
      'No answer for JSON-RPC id 2 (m2) in the batch from https://example.com/ext/bc/C/rpc\n\nDetails: The node answered 2 of 2 calls.',
    );
  });

  it('returns the error object of an endpoint that refused the array, settling nobody', () => {
    const { list, outcomes } = calls(2);
    const refusal = matchResponses(
      list,
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'x' } },
      url,
    );
    expect(refusal).toEqual({ code: -32700, message: 'x' });
    expect(list.map((c) => c.settled)).toEqual([false, false]);
    expect(outcomes).toEqual([{}, {}]);
  });

  it('fails every call, each named with the others of the batch, on an answer that is not an array', () => {
    const { list, outcomes } = calls(2);
    expect(matchResponses(list, { result: 1 }, url)).toBeUndefined();
    expect((outcomes[0]!.error as SdkError).shortMessage).toBe(
      'Invalid batch answer from https://example.com/ext/bc/C/rpc (JSON-RPC m1, batched with 1 other call: m2)',
    );
    expect((outcomes[1]!.error as SdkError).details).toBe(
      'Expected an array of 2 answers, got {"result":1}.',
    );
  });
});
