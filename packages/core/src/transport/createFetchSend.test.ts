import { describe, expect, it, vi } from 'vitest';
import { createFetchSend, streamOf } from './createFetchSend.js';

describe('createFetchSend', () => {
  it('sends through the given fetch with redirect manual, the body as built, and wraps the Response', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"a":1}', { status: 201 }),
    );
    const send = createFetchSend(fetch as typeof globalThis.fetch);
    const signal = new AbortController().signal;
    const answer = await send('https://api.example/x', {
      method: 'POST',
      headers: { 'x-a': '1' },
      body: '{}',
      signal,
      once: true,
    });
    expect(answer.status).toBe(201);
    expect(await answer.read(100, () => new Error('big'))).toBe('{"a":1}');
    const init = fetch.mock.calls[0]![1]!;
    // a fetch the user gave gets the body as built (a string), even for a call sent at most once
    expect(init).toEqual({ method: 'POST', headers: { 'x-a': '1' }, body: '{}', signal, redirect: 'manual' });
  });
});

describe('streamOf', () => {
  it('makes a one-chunk stream of a string, an ArrayBuffer or a view', async () => {
    for (const body of ['hé', new TextEncoder().encode('hé').buffer, new TextEncoder().encode('hé')]) {
      const text = await new Response(streamOf(body as BodyInit)).text();
      expect(text).toBe('hé');
    }
  });
});
