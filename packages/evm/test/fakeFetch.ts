/** One HTTP request a fake fetch received. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  /** The parsed JSON body: one JSON-RPC call or a batch. */
  body: unknown;
}

/** What a fake fetch answers: a JSON value (status 200) or a full Response. */
export type FakeAnswer = unknown | Response;

/**
 * A fetch for unit tests: records every request and answers with `reply(request)`. By default it answers
 * each JSON-RPC call (or each item of a batch) with `{ result }` from `results` keyed by method.
 */
export function fakeFetch(reply: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentRequest[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const entry: SentRequest = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    const answer = await reply(entry);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

interface Call {
  id: number;
  method: string;
  params?: unknown;
}

/** Answers every call of a request (single or batch) with `{ result: results(call) }`. */
export function answerEach(result: (call: Call) => unknown) {
  return (request: SentRequest) => {
    const one = (call: Call) => ({ jsonrpc: '2.0', id: call.id, result: result(call) });
    return Array.isArray(request.body) ? (request.body as Call[]).map(one) : one(request.body as Call);
  };
}
