import type { IncomingMessage } from 'node:http';
import { errorReply, type Reply } from '../httpReply.js';
import { dataHandlers } from '../rest/dataHandlers.js';
import { primaryDataHandlers } from '../rest/dataHandlersPrimary.js';
import { handleRest } from '../rest/handleRest.js';
import { matchRest } from '../rest/router.js';
import { contentTypeRefusal, nonPostAnswer, resolveEndpoint } from '../rpc/endpoints.js';
import { handleRpc } from '../rpc/handleRpc.js';
import { healthReport } from '../rpc/healthReport.js';
import { apiKeyOf } from './requestLog.js';
import { rpcContextOf, type ServerState } from './serverState.js';

/** A request as the routes read it: its method and headers, its URL, its body. */
export interface Incoming {
  req: IncomingMessage;
  url: URL;
  body: string;
}

/** The answer to a request (faults and rate limits already applied): the Metrics API, the Data API or the node. */
export function route(state: ServerState, incoming: Incoming, unhealthy: boolean): Reply {
  const { req, url, body } = incoming;
  const method = req.method ?? 'GET';
  const path = url.pathname;
  if (method === 'OPTIONS') return { status: 204, body: '', text: true };
  if (path.startsWith('/metrics/')) {
    const match = matchRest('metrics', method, path.slice('/metrics'.length));
    if (match === 'method-not-allowed') return errorReply(405, `Cannot ${method} ${path}`, 'metrics');
    if (!match) return errorReply(404, `Cannot ${method} ${path}`, 'metrics');
    return handleRest(match, url.searchParams, body, state.data, state.metricsHandler);
  }
  // the Data API: /v1 and its one /v2 route (listTransactionsV2)
  if (path.startsWith('/v1/') || path.startsWith('/v2/')) return routeData(state, incoming);
  const healthGet = /^\/ext\/health(?:\/(health|readiness|liveness))?$/.exec(path);
  if (healthGet && (method === 'GET' || method === 'HEAD')) {
    const kind = (healthGet[1] ?? 'health') as 'health' | 'readiness' | 'liveness';
    const report = healthReport(state.data, kind, unhealthy, url.searchParams.getAll('tag'));
    return { status: report.healthy ? 200 : 503, body: report };
  }
  if (path.startsWith('/ext/')) return routeNode(state, incoming, unhealthy);
  if (path === '/' && method === 'GET') {
    const { dataUrl, metricsUrl, nodeUrl, wsUrl } = state.urls;
    return { status: 200, body: { name: '@pkg/mock-server', dataUrl, metricsUrl, nodeUrl, wsUrl } };
  }
  return errorReply(404, `Cannot ${method} ${path}`);
}

function routeData(state: ServerState, { req, url, body }: Incoming): Reply {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  const match = matchRest('data', method, path);
  if (match === 'method-not-allowed') return errorReply(405, `Cannot ${method} ${path}`);
  if (!match) return errorReply(404, `Cannot ${method} ${path}`);
  const key = apiKeyOf(req);
  const handler =
    dataHandlers[match.op.operationId] ??
    primaryDataHandlers[match.op.operationId] ??
    state.evmHandlers.handlerFor(match.op.operationId, typeof key === 'string' ? key : undefined);
  if (!handler) return errorReply(501, `${match.op.operationId} is not served by the mock server`);
  return handleRest(match, url.searchParams, body, state.data, handler);
}

function routeNode(state: ServerState, { req, url, body }: Incoming, unhealthy: boolean): Reply {
  const method = req.method ?? 'GET';
  const endpoint = resolveEndpoint(url.pathname, state.data, state.era);
  if (!endpoint) return { status: 404, body: '404 page not found\n', text: true };
  if (method !== 'POST') return { ...nonPostAnswer(endpoint, method), text: true };
  const refused = contentTypeRefusal(endpoint, req.headers['content-type']);
  if (refused !== undefined) return { status: 415, body: refused, text: true };
  const answer = handleRpc(body, endpoint, rpcContextOf(state, unhealthy), state.maxBatch).body;
  // A notification (no id) to the node's own endpoints gets an empty 200, as gorilla/rpc sends it.
  if (answer === undefined) return { status: 200, body: '', text: true };
  // go-ethereum sends a bare application/json; gorilla/rpc adds the charset
  return endpoint.server === 'evm'
    ? { status: 200, body: answer, headers: { 'content-type': 'application/json' } }
    : { status: 200, body: answer };
}
