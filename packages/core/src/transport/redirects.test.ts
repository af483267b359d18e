import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startServer } from '../../test/loopbackServer.js';
import { SdkError } from '../errors/SdkError.js';
import { createUndiciSend } from '../undici/createUndiciSend.js';
import { createTransport } from './createTransport.js';

// Two loopback servers on different ports are two origins.
let home: Awaited<ReturnType<typeof startServer>>;
let elsewhere: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  elsewhere = await startServer((req, res) => sendJson(res, { at: 'elsewhere', path: req.url }));
  home = await startServer((req, res) => {
    const [path, query] = (req.url ?? '').split('?');
    if (path === '/same') return res.writeHead(302, { location: '/final' }).end();
    if (path === '/other')
      return res.writeHead(307, { location: `${elsewhere.url}/landing?from=home` }).end();
    if (path === '/see-other') return res.writeHead(303, { location: '/final' }).end();
    if (path === '/temporary') return res.writeHead(307, { location: '/final' }).end();
    if (path === '/loop')
      return res.writeHead(302, { location: `/loop?n=${Number(query?.slice(2) ?? 0) + 1}` }).end();
    sendJson(res, { at: 'home', method: req.method, body: req.body });
  });
});
afterAll(async () => {
  await Promise.all([home.close(), elsewhere.close()]);
});

describe.each([
  ['global fetch', { fetch: globalThis.fetch }],
  ['undici fast path', { send: createUndiciSend() }],
])('redirects (%s)', (_name, port) => {
  const make = () =>
    createTransport({
      baseUrl: home.url.replace('http://', 'http://admin:pw@'),
      ...port,
      headers: { 'x-data-api-key': 'THE-KEY', 'x-app': 'demo' },
      secretHeaders: ['x-app-secret'],
    });

  it('follows a same-origin redirect, keeping the key', async () => {
    const before = home.requests.length;
    const { data } = await make().request({ method: 'GET', path: '/same' });
    expect(data).toMatchObject({ at: 'home', method: 'GET' });
    const final = home.requests.slice(before).at(-1)!;
    expect(final.url).toBe('/final');
    expect(final.headers['x-data-api-key']).toBe('THE-KEY');
    expect(final.headers.authorization).toBe(`Basic ${btoa('admin:pw')}`);
  });

  it('follows a redirect to another origin WITHOUT the secret headers (API key, credentials, secretHeaders)', async () => {
    const before = elsewhere.requests.length;
    const { data } = await make().request({
      method: 'GET',
      path: '/other',
      headers: { 'x-app-secret': 's' },
    });
    expect(data).toEqual({ at: 'elsewhere', path: '/landing?from=home' });
    const landed = elsewhere.requests[before]!;
    expect(landed.headers['x-data-api-key']).toBeUndefined();
    expect(landed.headers.authorization).toBeUndefined();
    expect(landed.headers['x-app-secret']).toBeUndefined();
    expect(landed.headers['x-app']).toBe('demo');
  });

  it('turns a POST into a GET without body on 303, and keeps method and body on 307', async () => {
    const http = make();
    expect((await http.request({ method: 'POST', path: '/see-other', body: { a: 1 } })).data).toMatchObject({
      method: 'GET',
      body: '',
    });
    expect((await http.request({ method: 'POST', path: '/temporary', body: { a: 1 } })).data).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
    });
  });

  it('stops after 5 redirects with a clear error', async () => {
    const before = home.requests.length;
    const error = await make()
      .request({ method: 'GET', path: '/loop' })
      .catch((e) => e);
    expect(SdkError.isInstance(error)).toBe(true);
    expect(error.message).toBe(`Too many redirects (more than 5): GET ${home.url}/loop`);
    expect(error.message).not.toContain('pw');
    expect(home.requests.length - before).toBe(6);
  });
});
