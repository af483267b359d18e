import { request as httpRequest } from 'node:http';
import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type MockServer, startMockServer } from '../startMockServer.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ seed: 3 });
});
afterAll(async () => {
  await server.close();
});

const KEY = { 'x-glacier-api-key': 'key-a' };
/** A webhook create body whose address list makes it about `bytes` long. */
const webhookOfSize = (bytes: number) =>
  JSON.stringify({
    eventType: 'address_activity',
    url: 'https://example.com/hook',
    chainId: '43114',
    metadata: { addresses: Array.from({ length: Math.ceil(bytes / 45) }, () => `0x${'ab'.repeat(20)}`) },
  });

/** Sends `body` in chunks without a content-length (chunked), as a client that does not say its size. */
function postChunked(path: string, body: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...KEY, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
    req.end();
  });
}

describe('request bodies are bounded', () => {
  test('a webhook create past maxRestBodyBytes (1 MiB) is answered 413 in the seed error body', async () => {
    const body = webhookOfSize(2 * 1024 * 1024);
    const res = await fetch(`${server.dataUrl}/v1/webhooks`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'request body larger than 1048576 bytes',
      statusCode: 413,
      error: 'Payload Too Large',
    });
    expect((await fetch(`${server.dataUrl}/v1/webhooks`, { headers: KEY })).status).toBe(200);
  });

  test('a webhook update sent chunked (no content-length) past the bound is answered 413 too', async () => {
    const res = await postChunked('/v1/webhooks', webhookOfSize(4 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    const patch = await fetch(`${server.dataUrl}/v1/webhooks/nope`, {
      method: 'PATCH',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(patch.status).toBe(413);
  });

  test('a webhook create within the bound is served', async () => {
    const res = await fetch(`${server.dataUrl}/v1/webhooks`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: webhookOfSize(512 * 1024),
    });
    expect(res.status).toBe(201);
  });
});

test('a request target that is not a URL (`//[`) gets a 400, and the server keeps serving', async () => {
  const { port } = new URL(server.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connectTcp(Number(port), '127.0.0.1', () =>
      socket.write('GET //[ HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.once('close', () => resolve(text));
    socket.once('error', reject);
  });
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  expect((await fetch(`${server.nodeUrl}/ext/health`)).status).toBe(200);
});

describe('CORS, as the real peers answer it', () => {
  test("a node endpoint's preflight allows only AvalancheGo's headers (no custom one, such as x-client-name)", async () => {
    const res = await fetch(`${server.url}/ext/bc/C/rpc`, {
      method: 'OPTIONS',
      headers: { origin: 'http://page.test', 'access-control-request-headers': 'content-type,x-client-name' },
    });
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).toContain('content-type');
    expect(allowed).not.toContain('x-client-name');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('the Data API allows its key headers and lets a page read Retry-After', async () => {
    const res = await fetch(`${server.url}/v1/chains`, { method: 'OPTIONS' });
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'x-glacier-api-key', 'x-data-api-key']));
    expect(res.headers.get('access-control-expose-headers')).toBe('retry-after');
  });
});
