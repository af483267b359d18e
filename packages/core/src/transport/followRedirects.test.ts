import { describe, expect, it, vi } from 'vitest';
import { createDeadline } from '../utils/createDeadline.js';
import { type Answer, fromResponse, type SendInit } from './answer.js';
import { secretHeaderSet } from './dropSecrets.js';
import { followRedirects } from './followRedirects.js';

const redirect = (status: number, location: string) =>
  fromResponse(new Response(null, { status, headers: { location } }));
const ok = () => fromResponse(new Response('{}', { status: 200 }));

function sender(...answers: Answer[]) {
  const sent: (SendInit & { url: string })[] = [];
  const send = vi.fn(async (url: string, init: SendInit) => {
    // the signal is a getter (made only when a sender reads it): read here like a sender does
    sent.push({ url, ...init, signal: init.signal });
    return answers.shift()!;
  });
  return { send, sent };
}

const deadline = createDeadline({ timeoutError: () => new Error('late') });
const options = { deadline, once: false, secret: secretHeaderSet(['x-mine']) };
const exchange = {
  url: 'https://a.example/start',
  method: 'POST',
  headers: { authorization: 'Basic x', 'x-mine': 'k', 'x-app': '1', 'content-type': 'application/json' },
  body: '{"a":1}',
};

describe('followRedirects', () => {
  it('keeps the secret headers on a same-origin 307, with method and body', async () => {
    const { send, sent } = sender(redirect(307, '/next'), ok());
    const answer = await followRedirects(send, exchange, options);
    expect(answer.status).toBe(200);
    expect(sent[1]).toMatchObject({ url: 'https://a.example/next', method: 'POST', body: '{"a":1}' });
    expect(sent[1]!.headers).toEqual(exchange.headers);
  });

  it('drops the secret headers (the always-secret ones and the given ones) on a cross-origin redirect', async () => {
    const { send, sent } = sender(redirect(308, 'https://b.example/x'), ok());
    await followRedirects(send, exchange, options);
    expect(Object.keys(sent[1]!.headers).sort()).toEqual(['content-type', 'x-app']);
  });

  it('turns a POST answered 302 or 303 into a GET without body or content-type; credentials in Location dropped', async () => {
    for (const status of [302, 303]) {
      const { send, sent } = sender(redirect(status, 'https://u:p@a.example/got'), ok());
      await followRedirects(send, exchange, options);
      expect(sent[1]).toMatchObject({ url: 'https://a.example/got', method: 'GET', body: undefined });
      expect(sent[1]!.headers).not.toHaveProperty('content-type');
    }
  });

  it('passes the deadline, its signal and the once flag to every hop', async () => {
    const { send, sent } = sender(redirect(301, '/b'), ok());
    await followRedirects(send, { ...exchange, method: 'GET', body: undefined }, options);
    expect(sent).toHaveLength(2);
    for (const s of sent) {
      expect(s).toMatchObject({ deadline, once: false });
      expect(s.signal).toBe(deadline.signal);
    }
  });

  it('follows no redirect for a request sent once (a submit): the error names the Location', async () => {
    const { send, sent } = sender(redirect(307, 'https://u:p@evil.example/issue'), ok());
    const submit = { ...options, once: true, submit: true };
    const error = await followRedirects(send, exchange, submit).catch((e: Error) => e);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ once: true });
    expect((error as Error).message).toMatch(
      /^Redirect not followed for a submit: POST https:\/\/a\.example\/\S* answered 307 to https:\/\/evil\.example\/issue\n/,
    );
  });

  it('stops after 5 redirects, and refuses non-http locations and opaque redirects', async () => {
    const loop = sender(...Array.from({ length: 7 }, () => redirect(302, '/again')));
    await expect(followRedirects(loop.send, exchange, options)).rejects.toThrow(
      /Too many redirects \(more than 5\)/,
    );
    expect(loop.send).toHaveBeenCalledTimes(6);
    const file = sender(redirect(302, 'file:///etc/passwd'));
    await expect(followRedirects(file.send, exchange, options)).rejects.toThrow(/file: URL not followed/);
    const opaque = sender({ ...ok(), opaque: true });
    await expect(followRedirects(opaque.send, exchange, options)).rejects.toThrow(/Redirect not followed/);
  });

  it('returns a 300 or 304, and a redirect status without Location, as the answer', async () => {
    for (const status of [300, 304]) {
      const { send } = sender(redirect(status, '/x'));
      expect((await followRedirects(send, exchange, options)).status).toBe(status);
    }
    const { send } = sender(fromResponse(new Response(null, { status: 302 })));
    expect((await followRedirects(send, exchange, options)).status).toBe(302);
  });
});
