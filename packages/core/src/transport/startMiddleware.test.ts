import { describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/SdkError.js';
import { fromResponse } from './answer.js';
import { HookFailure, startMiddleware } from './startMiddleware.js';

const exchange = { url: 'https://api.example/x', method: 'POST', headers: { 'x-a': '1' }, body: '{"a":1}' };

describe('startMiddleware', () => {
  it('onRequest sees each try (attempt counted) and may replace the request: what is sent follows it', async () => {
    const seen: number[] = [];
    const run = startMiddleware(
      [
        {
          onRequest: ({ request, attempt }) => {
            seen.push(attempt);
            const headers = new Headers(request.headers);
            headers.set('x-b', '2');
            return new Request('https://api.example/y', { method: 'PUT', headers, body: '{"b":2}' });
          },
        },
      ],
      exchange,
    );
    const sent = await run.request(1);
    await run.request(2);
    expect(seen).toEqual([1, 2]);
    expect(sent).toMatchObject({
      url: 'https://api.example/y',
      method: 'PUT',
      headers: { 'x-a': '1', 'x-b': '2' },
    });
    expect(new TextDecoder().decode(sent.body as ArrayBuffer)).toBe('{"b":2}');
  });

  it('onResponse may replace the answer; a hook that returns nothing keeps it', async () => {
    const replaced = new Response('{"r":1}', { status: 201 });
    const run = startMiddleware([{ onResponse: () => undefined }, { onResponse: () => replaced }], exchange);
    await run.request(1);
    const answer = fromResponse(new Response('{}', { status: 200 }));
    const next = await run.response(answer, 1);
    expect(next.status).toBe(201);
    expect(next.response).toBe(replaced);
  });

  it("a hook's error comes out as a HookFailure holding it; onError sees the final error and the last request", async () => {
    const own = new Error('hook');
    const failing = startMiddleware([{ onRequest: () => Promise.reject(own) }], exchange);
    const thrown = await failing.request(1).catch((e) => e);
    expect(thrown).toBeInstanceOf(HookFailure);
    expect(thrown.error).toBe(own);
    const onError = vi.fn();
    const run = startMiddleware([{ onError }], exchange);
    const error = new SdkError('boom');
    await run.error(error);
    expect(onError).toHaveBeenCalledWith({ request: expect.any(Request), error });
    expect(onError.mock.calls[0]![0].request.url).toBe('https://api.example/x');
  });
});
