import type { IncomingMessage, ServerResponse } from 'node:http';
import { sleep } from '@pkg/core';
import type { Fault } from '../faults.js';
import { errorReply, type Reply, statusText } from '../httpReply.js';
import { methodsOf } from '../rpc/handleRpc.js';
import { logRequest } from './logRequest.js';
import { apiKeyOf, logEntryOf, type RequestLogEntry, readBody } from './requestLog.js';
import { requestUrl } from './requestUrl.js';
import { route } from './route.js';
import { corsFor, sendReply } from './sendReply.js';
import type { ServerState } from './serverState.js';

/** Answers one HTTP request: logs it, draws a fault, applies the rate limit, then routes it. */
export async function handleRequest(
  state: ServerState,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const target = requestUrl(req);
  const entry = logEntryOf(req, target);
  logRequest(state, entry);
  const read = await readRequest(state, req, target);
  if (read.refusal) {
    entry.status = read.refusal.status;
    sendReply(res, read.refusal, target?.pathname);
    return;
  }
  const { url, body } = read;
  const isRpc = url.pathname.startsWith('/ext/') && req.method === 'POST';
  entry.rpcMethods = isRpc ? methodsOf(body) : [];
  const isHealth = url.pathname.startsWith('/ext/health');
  const fault = state.faults.draw(url.pathname, entry.rpcMethods, isHealth ? 'health' : 'http');
  if (fault) entry.fault = fault.kind;
  if (fault?.kind === 'slow') await sleep(fault.slowMs, state.closing.signal);
  if (fault?.kind === 'cut') {
    req.socket.destroy();
    return;
  }
  const refusal = faultReply(fault, url, isRpc) ?? rateLimitReply(state, req, url);
  if (refusal) {
    entry.status = refusal.status;
    sendReply(res, refusal, url.pathname);
    return;
  }
  if (fault?.kind === 'nonjson') {
    entry.status = 200;
    res.writeHead(200, { ...corsFor(url.pathname), 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    return;
  }
  answer(state, { req, res, url, body, fault, entry });
}

/**
 * The request's body within its bound (`maxRpcBodyBytes` on the node's /ext/ endpoints, `maxRestBodyBytes` on the
 * Data and Metrics APIs), else the refusal to answer: 413 in the seed's error body, or 400 for a request target
 * that is not a URL.
 */
async function readRequest(
  state: ServerState,
  req: IncomingMessage,
  url: URL | undefined,
): Promise<{ url: URL; body: string; refusal?: undefined } | { refusal: Reply }> {
  const node = url?.pathname.startsWith('/ext/') === true;
  const max = node ? state.bounds.maxRpcBodyBytes : state.bounds.maxRestBodyBytes;
  const body = await readBody(req, max);
  if (!url) return { refusal: errorReply(400, `malformed request target: ${JSON.stringify(req.url)}`) };
  if (body !== undefined) return { url, body };
  const service = url.pathname.startsWith('/metrics/') ? 'metrics' : 'data';
  return { refusal: errorReply(413, `request body larger than ${max} bytes`, service) };
}

function answer(
  state: ServerState,
  exchange: {
    req: IncomingMessage;
    res: ServerResponse;
    url: URL;
    body: string;
    fault?: Fault;
    entry: RequestLogEntry;
  },
): void {
  const { req, res, url, body, fault, entry } = exchange;
  let reply: Reply;
  try {
    reply = route(state, { req, url, body }, fault?.kind === 'health503');
  } catch {
    reply = errorReply(500, 'internal error of the mock server');
  }
  entry.status = reply.status;
  sendReply(res, reply, url.pathname, fault);
}

/** The answer of an injected 429/5xx fault (a JSON-RPC endpoint gets the proxy's body), if one was drawn. */
function faultReply(fault: Fault | undefined, url: URL, isRpc: boolean): Reply | undefined {
  if (!fault || !['429', '500', '502', '503'].includes(fault.kind)) return undefined;
  const status = Number(fault.kind);
  const reply = isRpc
    ? { status, body: { message: statusText(status), statusCode: status, error: statusText(status) } }
    : errorReply(
        status,
        `injected fault: ${statusText(status)}`,
        url.pathname.startsWith('/metrics/') ? 'metrics' : 'data',
      );
  if (status === 429) return { ...reply, headers: { 'retry-after': String(fault.retryAfterSeconds) } };
  return reply;
}

/** The 429 of the Data or Metrics API's rate limit, if the caller is over it. */
function rateLimitReply(state: ServerState, req: IncomingMessage, url: URL): Reply | undefined {
  const service = url.pathname.startsWith('/metrics/')
    ? 'metrics'
    : url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/')
      ? 'data'
      : undefined;
  const key = apiKeyOf(req);
  const wait = service
    ? state.limiter?.take(service, service === 'data' && typeof key === 'string' ? key : undefined)
    : undefined;
  if (!service || wait === undefined) return undefined;
  const reply = errorReply(429, 'rate limit exceeded', service);
  reply.headers = { 'retry-after': String(wait) };
  return reply;
}
