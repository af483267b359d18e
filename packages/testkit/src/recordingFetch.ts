/** One request as the injected fetch saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * A fetch to inject into a client: records every request and answers with `respond`
 * (default: 200 with `{}`). `respond` also gets the request itself, unread, to pass on to a real server.
 */
export function recordingFetch(
  respond: (
    request: RecordedRequest,
    index: number,
    original: Request,
  ) => Response | Promise<Response> = () => json({}),
) {
  const calls: RecordedRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const recorded = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.clone().text(),
    };
    calls.push(recorded);
    return respond(recorded, calls.length - 1, request);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
