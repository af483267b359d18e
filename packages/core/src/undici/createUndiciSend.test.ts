import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeadline, type Deadline } from '../utils/createDeadline.js';
import { createUndiciSend, dispatchRequest } from './createUndiciSend.js';

describe('dispatchRequest / createUndiciSend', () => {
  let mock: MockAgent;
  beforeEach(() => {
    mock = new MockAgent();
    mock.disableNetConnect();
  });
  afterEach(async () => {
    await mock.close();
  });

  it('sends to the origin and path (query kept, fragment dropped) of a normalized href, on the given dispatcher', async () => {
    const seen: string[] = [];
    mock
      .get('https://api.example:8443')
      .intercept({
        path: (p) => {
          seen.push(p);
          return true;
        },
        method: 'POST',
        body: '{"a":1}',
      })
      .reply(201, 'made', { headers: { 'x-b': '2' } });
    const answer = await dispatchRequest(mock, 'https://api.example:8443/v1/x?y=1&z=%20#frag', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(answer.statusCode).toBe(201);
    expect(seen).toContain('/v1/x?y=1&z=%20'); // the path as sent (MockAgent also tries variants)
    expect(seen.some((p) => p.includes('frag'))).toBe(false);
    expect(await answer.body.text()).toBe('made');
  });

  it('reads a URL that is not a plain http(s) href with new URL (a backslash, an @) and refuses one that is no URL', async () => {
    const seen: string[] = [];
    mock
      .get('http://api.example')
      .intercept({
        path: (p) => {
          seen.push(p);
          return true;
        },
        method: 'GET',
      })
      .reply(200, '')
      .times(2);
    await (
      await dispatchRequest(mock, 'http://api.example\\a\\b', { method: 'GET', headers: {} })
    ).body.text();
    await (await dispatchRequest(mock, 'http://api.example/@me', { method: 'GET', headers: {} })).body.text();
    expect(seen).toContain('/a/b');
    expect(seen).toContain('/@me');
    expect(() => dispatchRequest(mock, 'not a url', { method: 'GET', headers: {} })).toThrow(TypeError);
  });

  it('the lean sender resolves an Answer: status, joined headers, the body read within the cap', async () => {
    mock
      .get('http://api.example')
      .intercept({ path: '/big', method: 'GET' })
      .reply(200, 'x'.repeat(20), { headers: { 'x-a': ['1', '2'] } });
    const send = createUndiciSend({ dispatcher: mock });
    const answer = await send('http://api.example/big', {
      method: 'GET',
      headers: {},
      signal: new AbortController().signal,
    });
    expect(answer.status).toBe(200);
    expect(answer.header('x-a')).toBe('1, 2');
    await expect(answer.read(10, () => new Error('too large'))).rejects.toThrow('too large');
  });

  it("a call's deadline stops a hanging request through its own abort source, the AbortSignal never made", async () => {
    mock
      .get('http://api.example')
      .intercept({ path: '/slow', method: 'GET' })
      .reply(200, 'late')
      .delay(5_000);
    mock.get('http://api.example').intercept({ path: '/slow2', method: 'GET' }).reply(200, 'late');
    const send = createUndiciSend({ dispatcher: mock });
    const initOf = (deadline: Deadline) => ({
      method: 'GET',
      headers: {},
      deadline,
      get signal(): AbortSignal {
        throw new Error('the AbortSignal was read');
      },
    });
    const deadline = createDeadline({ timeoutMs: 30, timeoutError: () => new Error('timed out') });
    await expect(send('http://api.example/slow', initOf(deadline))).rejects.toThrow('timed out');
    expect(deadline.timedOut).toBe(true);
    const gone = createDeadline({ signals: [AbortSignal.abort('gone')], timeoutError: () => 'late' });
    await expect(send('http://api.example/slow2', initOf(gone))).rejects.toBe('gone');
  });
});
