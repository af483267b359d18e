import type { ServerResponse } from 'node:http';
import type { Fault } from '../faults.js';
import type { Reply } from '../httpReply.js';
import { KEY_HEADERS } from './requestLog.js';

/**
 * The CORS headers of a node's endpoints (/ext/), as AvalancheGo answers them (rs/cors with its default headers:
 * no custom header is allowed, so a page sending one is refused at its preflight).
 */
const NODE_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'origin, accept, content-type, x-requested-with',
  'access-control-allow-methods': 'GET, POST, HEAD',
};

/** The CORS headers of the Data and Metrics APIs: the key headers allowed, `Retry-After` readable by a page. */
const API_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': ['content-type', ...KEY_HEADERS].join(', '),
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'retry-after',
};

/** The CORS headers of an answer to `path`: a node's endpoints' (see `NODE_CORS`), else the APIs'. */
export function corsFor(path: string | undefined): Record<string, string> {
  return path?.startsWith('/ext/') ? NODE_CORS : API_CORS;
}

/**
 * Writes a reply to a request for `path` (JSON unless `text`, with the path's CORS headers); a `truncate` fault
 * sends half the body and cuts the connection.
 */
export function sendReply(res: ServerResponse, reply: Reply, path: string | undefined, fault?: Fault): void {
  const payload = reply.text ? String(reply.body) : JSON.stringify(reply.body);
  const headers: Record<string, string> = {
    ...corsFor(path),
    'content-type': reply.text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    ...reply.headers,
  };
  if (fault?.kind === 'truncate') {
    res.writeHead(reply.status, headers);
    res.write(payload.slice(0, Math.max(1, Math.floor(payload.length / 2))));
    res.socket?.destroy();
    return;
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}
