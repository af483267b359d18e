import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeFetch } from './nodeFetch.js';

/** A raw TCP server on 127.0.0.1 that answers each request with the bytes `answer` gives (or nothing). */
async function rawServer(answer: (request: string, index: number, socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  let index = 0;
  let connections = 0;
  const requests: string[] = [];
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const request = buffer.slice(0, end + 4 + length);
      buffer = buffer.slice(end + 4 + length);
      requests.push(request);
      answer(request, index++, socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  cleanups.push(close);
  return { url: `http://127.0.0.1:${port}`, requests, connections: () => connections, close };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

describe('nodeFetch on the wire', () => {
  it('writes one well-formed HTTP/1.1 request with host, content-length and accept-encoding', async () => {
    const server = await rawServer((_, __, socket) =>
      socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'),
    );
    const response = await nodeFetch(`${server.url}/a/b?c=d`, {
      method: 'POST',
      body: '{"x":1}',
      headers: { 'x-k': 'v' },
    });
    expect(await response.text()).toBe('ok');
    const request = server.requests[0]!;
    expect(request.startsWith('POST /a/b?c=d HTTP/1.1\r\n')).toBe(true);
    expect(request).toContain(`host: ${new URL(server.url).host}\r\n`);
    expect(request).toContain('x-k: v\r\n');
    expect(request).toContain('content-length: 7\r\n');
    expect(request).toContain('accept-encoding: gzip, deflate, br\r\n');
    expect(request.endsWith('\r\n\r\n{"x":1}')).toBe(true);
  });

  it('refuses header values that would inject lines', async () => {
    await expect(nodeFetch('http://127.0.0.1:1/', { headers: { 'x-a': 'v\r\nx-evil: 1' } })).rejects.toThrow(
      TypeError,
    );
    await expect(nodeFetch('http://127.0.0.1:1/', { headers: { 'bad name': 'v' } })).rejects.toThrow(
      TypeError,
    );
  });

  it('reads chunked bodies split anywhere, with extensions and trailers', async () => {
    const wire =
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nx-trailer: t\r\n\r\n';
    const server = await rawServer(async (_, __, socket) => {
      for (const byte of wire) {
        socket.write(byte);
        await new Promise((r) => setImmediate(r));
      }
    });
    expect(await (await nodeFetch(server.url)).text()).toBe('hello world');
    // the connection is reused afterwards: the parser ended exactly at the end of the answer
    expect(await (await nodeFetch(server.url)).text()).toBe('hello world');
    expect(server.connections()).toBe(1);
  });

  it('reads a body that ends when the server closes, and skips 1xx heads', async () => {
    const server = await rawServer((_, __, socket) => {
      socket.write(
        'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.0 200 OK\r\ncontent-type: text/plain\r\n\r\nuntil the end',
      );
      socket.end();
    });
    const response = await nodeFetch(server.url);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('until the end');
  });

  it('resends a GET once on a fresh connection when a kept-alive one was closed by the server', async () => {
    const server = await rawServer((_, index, socket) => {
      if (index === 1) return socket.destroy(); // the server dropped the idle connection as we reused it
      socket.write(`HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\n${index}`);
    });
    expect(await (await nodeFetch(server.url)).text()).toBe('0');
    expect(await (await nodeFetch(server.url)).text()).toBe('2');
    expect(server.connections()).toBe(2);
  });

  it('does not resend a POST, and fails like fetch', async () => {
    const server = await rawServer((_, index, socket) => {
      if (index === 1) return socket.destroy();
      socket.write('HTTP/1.1 200 OK\r\ncontent-length: 1\r\n\r\nk');
    });
    await (await nodeFetch(server.url, { method: 'POST', body: 'a' })).text();
    const error = await nodeFetch(server.url, { method: 'POST', body: 'b' }).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('fetch failed');
    expect(server.requests).toHaveLength(2);
  });

  it('rejects malformed answers', async () => {
    const server = await rawServer((_, __, socket) => socket.write('SMTP ready\r\n\r\n'));
    await expect(nodeFetch(server.url)).rejects.toThrow('fetch failed');
  });

  it('reports a body cut short as a TypeError from text()', async () => {
    const server = await rawServer((_, __, socket) => {
      socket.write('HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\npartial');
      setTimeout(() => socket.destroy(), 10);
    });
    const response = await nodeFetch(server.url);
    await expect(response.text()).rejects.toThrow('terminated');
  });

  it('does not keep a connection the server asked to close', async () => {
    const server = await rawServer((_, __, socket) =>
      socket.write('HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 1\r\n\r\nx'),
    );
    await (await nodeFetch(server.url)).text();
    await (await nodeFetch(server.url)).text();
    expect(server.connections()).toBe(2);
  });
});
