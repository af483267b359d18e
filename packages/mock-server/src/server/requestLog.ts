import type { IncomingMessage } from 'node:http';
import { apiKeyHeader, deployedNames } from '@pkg/data/operations';
import type { FaultKind } from '../faults.js';

/** One request the server received, as tests inspect it (no secret values). */
export interface RequestLogEntry {
  method: string;
  path: string;
  query: string;
  /** Request headers; secret ones (x-data-api-key, x-glacier-api-key, authorization, cookie) are replaced by '[redacted]'. */
  headers: Record<string, string>;
  /** Whether an API key header was sent, as x-data-api-key (seed) or x-glacier-api-key (deployed); its value is never recorded. */
  hasApiKey: boolean;
  /** JSON-RPC methods of the body, in order (a batch lists all of its items). */
  rpcMethods: string[];
  /** The status answered; 0 when the connection was cut or the request was a websocket upgrade. */
  status: number;
  fault?: FaultKind;
}

/** The Data API key headers: the spec's name and the deployed service's (`x-deployed-names`, `wireNames: 'deployed'`). */
export const KEY_HEADERS = [apiKeyHeader, deployedNames.apiKeyHeader] as const;
const SECRET_HEADERS = new Set<string>([...KEY_HEADERS, 'authorization', 'cookie', 'proxy-authorization']);

/** The API key a request carries, under either name. */
export function apiKeyOf(req: IncomingMessage): string | string[] | undefined {
  for (const name of KEY_HEADERS) if (req.headers[name] !== undefined) return req.headers[name];
  return undefined;
}

/** The log entry of a request, before it is answered (status 0); a target that is not a URL is logged as sent. */
export function logEntryOf(req: IncomingMessage, url: URL | undefined): RequestLogEntry {
  return {
    method: req.method ?? 'GET',
    path: url ? url.pathname : (req.url ?? ''),
    query: url ? url.search : '',
    headers: safeHeaders(req),
    hasApiKey: apiKeyOf(req) !== undefined,
    rpcMethods: [],
    status: 0,
  };
}

function safeHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name] = SECRET_HEADERS.has(name) ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * The request body as text, or undefined when it is larger than `maxBytes`: then nothing more is kept, and the rest
 * is read to its end (Node's `requestTimeout` bounds how long), so the client gets the answer (413) in one piece
 * instead of a reset connection.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks = [];
    });
    req.on('end', () => resolve(size > maxBytes ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
