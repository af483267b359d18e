// A node on 127.0.0.1 (node:http, a free port) answering JSON-RPC from a function the test gives: what @pkg/l1 reads
// of a real node, and the lies a hostile one tells.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON-RPC call as the node got it. */
export interface Call {
  path: string;
  method: string;
  params: unknown;
}

/** Returned by a Reply: the node never answers that call. */
export const HANG = Symbol('hang');

/** What the node answers a call with: a result, `{ error }` for a JSON-RPC error, or HANG. */
export type Reply = (call: Call) => unknown;

/** Starts the node; `close()` stops it. `calls` records every call in order. */
export async function startLoopbackNode(reply: Reply) {
  const calls: Call[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        id: number;
        method: string;
        params?: unknown;
      };
      const call = { path: req.url ?? '', method: body.method, params: body.params };
      calls.push(call);
      const answer = reply(call) as { error?: unknown } | undefined;
      if ((answer as unknown) === HANG) return;
      const payload =
        answer && typeof answer === 'object' && 'error' in answer
          ? { jsonrpc: '2.0', id: body.id, error: answer.error }
          : { jsonrpc: '2.0', id: body.id, result: answer };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
