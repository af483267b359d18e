import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDataSet, type DataSet } from './data/data-set.js';
import { type Fault, type FaultKind, type FaultOptions, FaultPlan } from './faults.js';
import { errorReply, type Reply, statusText } from './http-reply.js';
import { RateLimiter, type RateLimitOptions } from './rate-limit.js';
import { dataHandlers } from './rest/data-handlers.js';
import { createEvmDataHandlers } from './rest/data-handlers-evm.js';
import { primaryDataHandlers } from './rest/data-handlers-primary.js';
import { handleRest } from './rest/handle-rest.js';
import { createMetricsHandler } from './rest/metrics-handler.js';
import { matchRest } from './rest/router.js';
import type { RpcContext } from './rpc/context.js';
import { contentTypeRefusal, nonPostAnswer, resolveEndpoint, resolveWsChain } from './rpc/endpoints.js';
import { handleRpc, methodsOf } from './rpc/handle-rpc.js';
import { healthReport } from './rpc/health-report.js';
import { RpcError } from './rpc/rpc-error.js';
import { createSubscriptions } from './rpc/ws-subscriptions.js';
import { acceptWebSocket, type WsConnection } from './websocket.js';

/** Options of startMockServer. */
export interface MockServerOptions {
  /** Port to listen on; 0 picks a free one. @default 0 */
  port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /** Seed of the data set: the same seed serves the same data. @default 1 */
  seed?: number;
  /** Faults to inject (see FaultOptions); change them later with setFaults. */
  faults?: FaultOptions;
  /** How long a metrics page token stays valid, in ms. @default 86_400_000 (24 hours, as the seed says) */
  metricsTokenTtlMs?: number;
  /** Most items in one JSON-RPC batch, as on the public node. @default 40 */
  maxBatchSize?: number;
  /** Interval between newHeads (and logs) notifications on websocket subscriptions, in ms. @default 1000 */
  newHeadsIntervalMs?: number;
  /** The clock used for token expiry and rate-limit windows (ms since epoch). @default Date.now */
  now?: () => number;
  /**
   * A rate limit on the Data and Metrics APIs, answered with 429 and Retry-After; an API key gets
   * `limitWithKey` (counted per key). @default none
   */
  rateLimit?: RateLimitOptions;
}

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

/** A running mock server. */
export interface MockServer {
  /** The server's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Base URL of the Data API (paths /v1/...). */
  dataUrl: string;
  /** Base URL of the Metrics API (`${url}/metrics`; paths /v1/avg_tps/...). */
  metricsUrl: string;
  /** Base URL of the node (paths /ext/...). */
  nodeUrl: string;
  /** The C chain's websocket endpoint. */
  wsUrl: string;
  /** The data set served, to compute expected values (shared by servers of the same seed: read it, do not change it). */
  data: DataSet;
  /** Every request received, oldest first. */
  requests: RequestLogEntry[];
  /** Replaces the fault options (undefined: no faults). */
  setFaults(faults?: FaultOptions): void;
  /** Empties the request log. */
  clearRequests(): void;
  /** Drops every open websocket connection without a close frame. */
  dropWebSockets(): void;
  /** Stops the server, its timers and its connections. */
  close(): Promise<void>;
}

/** Data sets by seed, shared by the servers of one process (they only read them). */
const dataSets = new Map<number, DataSet>();

function dataSetFor(seed: number): DataSet {
  let data = dataSets.get(seed);
  if (!data) {
    data = createDataSet(seed);
    dataSets.set(seed, data);
  }
  return data;
}

/** The Data API key headers: the seed's name and the deployed service's (`wireNames: 'deployed'`). */
const KEY_HEADERS = ['x-data-api-key', 'x-glacier-api-key'] as const;
const SECRET_HEADERS = new Set<string>([...KEY_HEADERS, 'authorization', 'cookie', 'proxy-authorization']);

/** The API key a request carries, under either name. */
function apiKeyOf(req: IncomingMessage): string | string[] | undefined {
  for (const name of KEY_HEADERS) if (req.headers[name] !== undefined) return req.headers[name];
  return undefined;
}
const MAX_BODY = 5 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function safeHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name] = SECRET_HEADERS.has(name) ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers':
    'content-type, x-data-api-key, x-glacier-api-key, x-client-name, user-agent',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/**
 * Starts the mock server: the Data API, the Metrics API and a node (JSON-RPC, health, websocket)
 * on one loopback origin, from one deterministic data set.
 * @example
 * import { startMockServer } from '@pkg/mock-server';
 * const server = await startMockServer({ seed: 1 });
 * const res = await fetch(`${server.dataUrl}/v1/chains`);
 * await server.close();
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const data = dataSetFor(options.seed ?? 1);
  let faults = new FaultPlan(options.faults);
  const now = options.now ?? Date.now;
  const ttl = options.metricsTokenTtlMs ?? 86_400_000;
  const maxBatch = options.maxBatchSize ?? 40;
  const headsInterval = options.newHeadsIntervalMs ?? 1000;
  const metricsHandler = createMetricsHandler({ ttlMs: () => ttl, now });
  // webhooks and export jobs: state of this server only
  const evmHandlers = createEvmDataHandlers(data);
  const limiter = options.rateLimit ? new RateLimiter(options.rateLimit, now) : undefined;
  const requests: RequestLogEntry[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const sockets = new Set<WsConnection>();
  const cleanups = new Set<() => void>();
  const issuedAtomicTxs = new Map<string, string>();
  const profilers = new Set<string>();

  const rpcContext = (unhealthy: boolean): RpcContext => ({
    data,
    network: data.networks.mainnet,
    unhealthy,
    issuedAtomicTxs,
    profilers,
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const route = (req: IncomingMessage, url: URL, body: string, unhealthy: boolean): Reply => {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (method === 'OPTIONS') return { status: 204, body: '', text: true };
    if (path.startsWith('/metrics/')) {
      const match = matchRest('metrics', method, path.slice('/metrics'.length));
      if (match === 'method-not-allowed') return errorReply(405, `Cannot ${method} ${path}`, 'metrics');
      if (!match) return errorReply(404, `Cannot ${method} ${path}`, 'metrics');
      return handleRest(match, url.searchParams, body, data, metricsHandler);
    }
    // the Data API: /v1 and its one /v2 route (listTransactionsV2)
    if (path.startsWith('/v1/') || path.startsWith('/v2/')) {
      const match = matchRest('data', method, path);
      if (match === 'method-not-allowed') return errorReply(405, `Cannot ${method} ${path}`);
      if (!match) return errorReply(404, `Cannot ${method} ${path}`);
      const key = apiKeyOf(req);
      const handler =
        dataHandlers[match.op.operationId] ??
        primaryDataHandlers[match.op.operationId] ??
        evmHandlers.handlerFor(match.op.operationId, typeof key === 'string' ? key : undefined);
      if (!handler) return errorReply(501, `${match.op.operationId} is not served by the mock server`);
      return handleRest(match, url.searchParams, body, data, handler);
    }
    const healthGet = /^\/ext\/health(?:\/(health|readiness|liveness))?$/.exec(path);
    if (healthGet && (method === 'GET' || method === 'HEAD')) {
      const kind = (healthGet[1] ?? 'health') as 'health' | 'readiness' | 'liveness';
      const report = healthReport(data, kind, unhealthy, url.searchParams.getAll('tag'));
      return { status: report.healthy ? 200 : 503, body: report };
    }
    if (path.startsWith('/ext/')) {
      const endpoint = resolveEndpoint(path, data);
      if (!endpoint) return { status: 404, body: '404 page not found\n', text: true };
      if (method !== 'POST') return { ...nonPostAnswer(endpoint, method), text: true };
      const refused = contentTypeRefusal(endpoint, req.headers['content-type']);
      if (refused !== undefined) return { status: 415, body: refused, text: true };
      const answer = handleRpc(body, endpoint, rpcContext(unhealthy), maxBatch).body;
      // A notification (no id) to the node's own endpoints gets an empty 200, as gorilla/rpc sends it.
      if (answer === undefined) return { status: 200, body: '', text: true };
      // go-ethereum sends a bare application/json; gorilla/rpc adds the charset
      return endpoint.server === 'evm'
        ? { status: 200, body: answer, headers: { 'content-type': 'application/json' } }
        : { status: 200, body: answer };
    }
    if (path === '/' && method === 'GET') {
      return {
        status: 200,
        body: {
          name: '@pkg/mock-server',
          dataUrl: handle.dataUrl,
          metricsUrl: handle.metricsUrl,
          nodeUrl: handle.nodeUrl,
          wsUrl: handle.wsUrl,
        },
      };
    }
    return errorReply(404, `Cannot ${method} ${path}`);
  };

  const send = (res: ServerResponse, reply: Reply, fault?: Fault) => {
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
  };

  const onRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry: RequestLogEntry = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      headers: safeHeaders(req),
      hasApiKey: apiKeyOf(req) !== undefined,
      rpcMethods: [],
      status: 0,
    };
    requests.push(entry);
    let body: string;
    try {
      body = await readBody(req);
    } catch {
      send(res, errorReply(413, 'request body too large'));
      entry.status = 413;
      return;
    }
    const isRpc = url.pathname.startsWith('/ext/') && req.method === 'POST';
    entry.rpcMethods = isRpc ? methodsOf(body) : [];
    const isHealth = url.pathname.startsWith('/ext/health');
    const fault = faults.draw(url.pathname, entry.rpcMethods, isHealth ? 'health' : 'http');
    if (fault) entry.fault = fault.kind;
    if (fault?.kind === 'slow') await sleep(fault.slowMs);
    if (fault?.kind === 'cut') {
      req.socket.destroy();
      return;
    }
    if (fault && ['429', '500', '502', '503'].includes(fault.kind)) {
      const status = Number(fault.kind);
      const reply = isRpc
        ? { status, body: { message: statusText(status), statusCode: status, error: statusText(status) } }
        : errorReply(
            status,
            `injected fault: ${statusText(status)}`,
            url.pathname.startsWith('/metrics/') ? 'metrics' : 'data',
          );
      if (status === 429) reply.headers = { 'retry-after': String(fault.retryAfterSeconds) };
      entry.status = status;
      send(res, reply);
      return;
    }
    const service = url.pathname.startsWith('/metrics/')
      ? 'metrics'
      : url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/')
        ? 'data'
        : undefined;
    const key = apiKeyOf(req);
    const wait = service
      ? limiter?.take(service, service === 'data' && typeof key === 'string' ? key : undefined)
      : undefined;
    if (service && wait !== undefined) {
      const reply = errorReply(429, 'rate limit exceeded', service);
      reply.headers = { 'retry-after': String(wait) };
      entry.status = 429;
      send(res, reply);
      return;
    }
    if (fault?.kind === 'nonjson') {
      entry.status = 200;
      res.writeHead(200, { ...CORS, 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    let reply: Reply;
    try {
      reply = route(req, url, body, fault?.kind === 'health503');
    } catch {
      reply = errorReply(500, 'internal error of the mock server');
    }
    entry.status = reply.status;
    send(res, reply, fault);
  };

  const server = createServer((req, res) => {
    onRequest(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chain = resolveWsChain(url.pathname, data);
    requests.push({
      method: 'GET',
      path: url.pathname,
      query: url.search,
      headers: safeHeaders(req),
      hasApiKey: apiKeyOf(req) !== undefined,
      rpcMethods: [],
      status: chain ? 101 : 404,
    });
    if (!chain) {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    let subs: ReturnType<typeof createSubscriptions> | undefined;
    // The websocket serves what the chain's /rpc serves (go-ethereum's rpc, batches accepted).
    const endpoint = resolveEndpoint(`/ext/bc/${chain.blockchainId}/rpc`, data) ?? {
      server: 'evm' as const,
      template: '/ext/bc/{blockchainId}/rpc',
      namespaces: { eth_: 'eth_', net_: 'net_', web3_: 'web3_' },
      chain,
      blockchainId: chain.blockchainId,
    };
    const connection = acceptWebSocket(req, socket, head, {
      onMessage: (conn, text) => {
        const methods = methodsOf(text);
        if (faults.draw(url.pathname, methods, 'ws')) {
          conn.drop();
          return;
        }
        let parsed: { id?: unknown; method?: unknown; params?: unknown } | undefined;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const id = typeof parsed?.id === 'number' || typeof parsed?.id === 'string' ? parsed.id : null;
        const subscription = /^(eth|debug)_(subscribe|unsubscribe)$/.exec(String(parsed?.method));
        if (parsed && subscription) {
          const params = Array.isArray(parsed.params) ? parsed.params : [];
          try {
            const result =
              subscription[2] === 'subscribe'
                ? subs?.subscribe(params, subscription[1])
                : subs?.unsubscribe(params[0]);
            conn.send(JSON.stringify({ jsonrpc: '2.0', id, result }));
          } catch (error) {
            // go-ethereum's answers: -32601 for an unknown subscription kind, -32000 for an unknown id
            const code = error instanceof RpcError ? error.code : -32602;
            conn.send(
              JSON.stringify({ jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }),
            );
          }
          return;
        }
        conn.send(JSON.stringify(handleRpc(text, endpoint, rpcContext(false), maxBatch).body));
      },
      onClose: (conn) => {
        subs?.clear();
        sockets.delete(conn);
      },
    });
    if (!connection) return;
    sockets.add(connection);
    subs = createSubscriptions(data, chain, connection, () => headsInterval);
    cleanups.add(() => subs?.clear());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;

  const handle: MockServer = {
    url: origin,
    dataUrl: origin,
    metricsUrl: `${origin}/metrics`,
    nodeUrl: origin,
    wsUrl: `ws://${host}:${address.port}/ext/bc/C/ws`,
    data,
    requests,
    setFaults: (next) => {
      faults = new FaultPlan(next);
    },
    clearRequests: () => {
      requests.length = 0;
    },
    dropWebSockets: () => {
      for (const s of [...sockets]) s.drop();
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const c of cleanups) c();
      for (const s of [...sockets]) s.drop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return handle;
}
