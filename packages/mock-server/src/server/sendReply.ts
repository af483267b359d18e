import type { ServerResponse } from 'node:http';
import type { Fault } from '../faults.js';
import type { Reply } from '../httpReply.js';
import { KEY_HEADERS } from './requestLog.js';

/** The CORS headers of every answer. */
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': ['content-type', ...KEY_HEADERS, 'x-client-name', 'user-agent'].join(', '),
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** Writes a reply (JSON unless `text`); a `truncate` fault sends half the body and cuts the connection. */
export function sendReply(res: ServerResponse, reply: Reply, fault?: Fault): void {
  const payload = reply.text ? String(reply.body) : JSON.stringify(reply.body);
  const headers: Record<string, string> = {
    ...CORS,
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
