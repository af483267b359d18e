import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page's origin: a loopback HTTP server that serves the page and its script, and nothing else. */
export interface PageServer {
  /** `http://127.0.0.1:<port>/`: the page. */
  url: string;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Stops the server and cuts its connections. */
  close(): Promise<void>;
}

/**
 * Serves `/` (an empty page loading `/bundle.js` as a module) and `/bundle.js` (`script`) on a free port of
 * 127.0.0.1. The servers the clients call listen on other ports: other origins, so every call the page makes
 * is a cross-origin request that needs their CORS headers.
 */
export async function startPageServer(script: string): Promise<PageServer> {
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>@pkg browser tests</title>' +
    '<link rel="icon" href="data:,"><script type="module" src="/bundle.js"></script></head><body></body></html>';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://page').pathname;
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
    } else if (req.method === 'GET' && path === '/bundle.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(script);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
