/** An injected fetch that answers JSON-RPC (single or batch) and GETs like a node, and records what it got. */
export interface Sent {
  url: string;
  method: string;
  /** The JSON-RPC items of a POST (one for a plain request). */
  items: { method: string; params?: unknown }[];
  batch: boolean;
}

export type Answer = (item: { method: string; params?: unknown }, url: string) => unknown;

export function fakeNode(
  answer: Answer = () => ({}),
  http?: (url: string, method: string) => Response | undefined,
) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const override = http?.(request.url, request.method);
    if (request.method !== 'POST') {
      sent.push({ url: request.url, method: request.method, items: [], batch: false });
      return override ?? Response.json({ healthy: true, checks: {} });
    }
    const body = (await request.json()) as
      | { id: number; method: string; params?: unknown }
      | { id: number; method: string; params?: unknown }[];
    const items = Array.isArray(body) ? body : [body];
    sent.push({
      url: request.url,
      method: 'POST',
      items: items.map(({ method, params }) => ({ method, params })),
      batch: Array.isArray(body),
    });
    if (override) return override;
    const reply = items.map((item) => {
      const result = answer(item, request.url);
      return result instanceof RpcFailure
        ? { jsonrpc: '2.0', id: item.id, error: result.error }
        : { jsonrpc: '2.0', id: item.id, result };
    });
    return Response.json(Array.isArray(body) ? reply : reply[0]);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** Return from an Answer to make the node answer with a JSON-RPC error. */
export class RpcFailure {
  constructor(readonly error: { code: number; message: string; data?: unknown }) {}
}
