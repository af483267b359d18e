import { createServer, type IncomingMessage } from 'node:http';

/** One JSON-RPC request as the test server received it. */
export interface ReceivedCall {
  path: string;
  method: string;
  params: unknown;
  id: unknown;
}

/** A JSON-RPC answer body for one call: `{ result }` or `{ error }`. */
export type Answer = { result: unknown } | { error: { code: number; message: string; data?: unknown } };

/**
 * A tiny JSON-RPC node on 127.0.0.1 for tests of clients that cannot take an injected fetch (viem):
 * records every call (path, method, params) and answers with `answer(call)`.
 */
export async function startRpcServer(answer: (call: ReceivedCall) => Answer) {
  const calls: ReceivedCall[] = [];
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return JSON.parse(body) as
      | { id: unknown; method: string; params: unknown }
      | { id: unknown; method: string; params: unknown }[];
  };
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const one = (item: { id: unknown; method: string; params: unknown }) => {
      const call = { path: req.url ?? '/', method: item.method, params: item.params, id: item.id };
      calls.push(call);
      return { jsonrpc: '2.0', id: item.id, ...answer(call) };
    };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(Array.isArray(body) ? body.map(one) : one(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
