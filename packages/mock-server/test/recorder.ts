/** An injected fetch that records each request and answers 200 with a JSON body. */
export interface Recorded {
  url: string;
  method: string;
  body: string;
}

export function createRecorder(answer: (request: Recorded) => unknown = () => ({})) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    let body = '';
    if (typeof init?.body === 'string') body = init.body;
    else if (init?.body != null) body = await new Response(init.body).text();
    else if (request) body = await request.text();
    const recorded = { url, method, body };
    requests.push(recorded);
    return new Response(JSON.stringify(answer(recorded)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    clear: () => {
      requests.length = 0;
    },
  };
}
