/**
 * The bench's loopback server, run in its own process (child_process.fork from loopback.ts).
 * GET answers the fixed 2.4 kB REST body (or a generated page when `pageToken` or another `pageSize`
 * is asked); POST answers JSON-RPC, batch-aware where a real AvalancheGo node is: a batch to an EVM `/rpc`
 * path is answered item by item, a batch to any other node path (info, P, X...) gets the node's one -32700
 * object, so no figure rests on batching a real node refuses. It reports its port over IPC, answers `stats`
 * messages with its request counts, and exits when its parent goes away or after `maxLifetimeMs`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { acceptsBatch, blocksPage, FIXED_PAGE_SIZE, REST_BODY, rpcAnswer } from './fixtures.ts';

const MAX_LIFETIME_MS = Number(process.env.LOOPBACK_MAX_LIFETIME_MS ?? 20 * 60_000);
const restBuffer = Buffer.from(REST_BODY);
const stats = { get: 0, post: 0, rpcItems: 0, batches: 0, refusedBatches: 0 };

function send(res: ServerResponse, status: number, body: Buffer | string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function onGet(req: IncomingMessage, res: ServerResponse): void {
  stats.get++;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const query = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  const pageSize = Number(query.get('pageSize') ?? FIXED_PAGE_SIZE);
  const token = query.get('pageToken');
  send(
    res,
    200,
    token === null && pageSize === FIXED_PAGE_SIZE ? restBuffer : blocksPage(Number(token ?? 0), pageSize),
  );
}

function onPost(req: IncomingMessage, res: ServerResponse): void {
  stats.post++;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      send(res, 200, '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}');
      return;
    }
    const path = req.url ?? '/';
    if (Array.isArray(parsed) && !acceptsBatch(path)) stats.refusedBatches++;
    else if (Array.isArray(parsed)) {
      stats.batches++;
      stats.rpcItems += parsed.length;
    } else stats.rpcItems++;
    send(res, 200, JSON.stringify(rpcAnswer(parsed, path)));
  });
}

const server = createServer((req, res) => (req.method === 'POST' ? onPost(req, res) : onGet(req, res)));
server.keepAliveTimeout = 60_000;
server.headersTimeout = 61_000;
// A deep accept queue: the unbatched burst opens up to 1,000 connections at once.
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ type: 'listening', port });
});

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stats') process.send?.({ type: 'stats', stats: { ...stats } });
  if (message?.type === 'stop') server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
setTimeout(() => process.exit(0), MAX_LIFETIME_MS).unref();
