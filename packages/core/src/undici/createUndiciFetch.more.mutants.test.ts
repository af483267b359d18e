// More of what users of the undici fast path rely on, pinned where mutation testing (issue 18) found no test noticing.
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../test/loopbackServer.js';
import { createTransport } from '../transport/createTransport.js';
import { createUndiciFetch } from './createUndiciFetch.js';

/** About 1 MB of text that does not compress much: its deflated form arrives in many chunks. */
const big = randomBytes(500_000).toString('hex');
const bigJson = JSON.stringify(big);

describe('createUndiciFetch against a real server: requests and bodies', () => {
  it('sends a GET when given only a URL, and honours the signal of a Request', async () => {
    const server = await startServer((_, res) => res.end('"ok"'));
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent() });
      expect(await (await fetch(`${server.url}/plain`)).json()).toBe('ok');
      expect(server.requests.map((r) => [r.method, r.url])).toEqual([['GET', '/plain']]);
      const aborted = new Request(`${server.url}/never`, { signal: AbortSignal.abort('stop') });
      await expect(fetch(aborted)).rejects.toBeDefined();
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('decodes a deflate body that arrives in many chunks, zlib-wrapped or raw, as fetch and through the transport', async () => {
    const bodies: Record<string, Buffer> = { '/zlib': deflateSync(bigJson), '/raw': deflateRawSync(bigJson) };
    const server = await startServer((request, res) => {
      res.writeHead(200, { 'content-encoding': 'deflate' });
      res.end(bodies[request.url]);
    });
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent() });
      const http = createTransport({ baseUrl: server.url, fetch, retry: false, maxResponseBytes: 2_000_000 });
      for (const path of ['/zlib', '/raw']) {
        expect(await (await fetch(`${server.url}${path}`)).text()).toBe(bigJson);
        expect((await http.request<string>({ method: 'GET', path })).data).toBe(big);
      }
    } finally {
      await server.close();
    }
  });

  it('undoes two codings in reverse order of the list (gzip, then br applied: br undone first)', async () => {
    const body = brotliCompressSync(gzipSync('{"twice":true}'));
    const server = await startServer((_, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip, br' });
      res.end(body);
    });
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent() });
      expect(await (await fetch(server.url)).json()).toEqual({ twice: true });
      const http = createTransport({ baseUrl: server.url, fetch, retry: false });
      expect((await http.request({ method: 'GET' })).data).toEqual({ twice: true });
    } finally {
      await server.close();
    }
  });

  it('a compressed body cut short, or corrupt, fails the call instead of hanging or crashing', async () => {
    const gzipped = gzipSync(big);
    const server = await startServer((request, res) => {
      res.writeHead(200, { 'content-encoding': request.url === '/corrupt' ? 'deflate' : 'gzip' });
      if (request.url === '/corrupt') res.end('this is not deflate data');
      else res.write(gzipped.subarray(0, 100_000), () => res.destroy());
    });
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent() });
      const http = createTransport({ baseUrl: server.url, fetch, retry: false, maxResponseBytes: 2_000_000 });
      for (const path of ['/cut', '/corrupt']) {
        await expect(fetch(`${server.url}${path}`).then((r) => r.text())).rejects.toBeDefined();
        await expect(http.request({ method: 'GET', path })).rejects.toBeDefined();
      }
    } finally {
      await server.close();
    }
  });
});

describe('createUndiciFetch against a real server: the connection of an answer not read', () => {
  it('reads a content-encoding sent as two header lines as the list it is (the lean path joins them)', async () => {
    const body = gzipSync(gzipSync('{"twice":true}'));
    const server = await startServer((_, res) => {
      res.setHeader('content-encoding', ['gzip', 'gzip']);
      res.end(body);
    });
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent() });
      const http = createTransport({ baseUrl: server.url, fetch, retry: false });
      expect((await http.request({ method: 'GET' })).data).toEqual({ twice: true });
      expect(await (await fetch(server.url)).json()).toEqual({ twice: true });
    } finally {
      await server.close();
    }
  });

  it('a redirect with a large body does not hold the only connection: the target is still reached', async () => {
    const server = await startServer((request, res) => {
      if (request.url === '/from') {
        res.writeHead(302, { location: '/to' });
        res.end(big); // never read: the transport drops it and follows the redirect
      } else res.end('"arrived"');
    });
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent({ connections: 1 }) });
      const http = createTransport({ baseUrl: server.url, fetch, retry: false, timeoutMs: 3000 });
      expect((await http.request({ method: 'GET', path: '/from' })).data).toBe('arrived');
    } finally {
      await server.close();
    }
  });

  it('a body over maxResponseBytes does not hold the only connection: the next call goes through', async () => {
    const server = await startServer((request, res) => {
      if (request.url === '/big') res.end(bigJson);
      else res.end('"small"');
    });
    try {
      const fetch = createUndiciFetch({ dispatcher: new Agent({ connections: 1 }) });
      const http = createTransport({
        baseUrl: server.url,
        fetch,
        retry: false,
        timeoutMs: 3000,
        maxResponseBytes: 100_000,
      });
      await expect(http.request({ method: 'GET', path: '/big' })).rejects.toThrow('maxResponseBytes');
      expect((await http.request({ method: 'GET', path: '/small' })).data).toBe('small');
    } finally {
      await server.close();
    }
  });
});
