/** A recorded call to the fake fetch. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
  redirect: RequestRedirect | undefined;
}

type Answer = Response | Error | ((sent: SentRequest) => Response | Error | Promise<Response | Error>);

/** A fetch for unit tests: records each request and answers from a queue (the last answer repeats). */
export function fakeFetch(...answers: Answer[]) {
  const sent: SentRequest[] = [];
  const queue = [...answers];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body ?? (request?.body ? await request.text() : undefined);
    const entry: SentRequest = {
      url: request ? request.url : String(input),
      method: init?.method ?? request?.method ?? 'GET',
      headers,
      body:
        typeof body === 'string'
          ? body
          : body === undefined
            ? undefined
            : new TextDecoder().decode(body as ArrayBuffer),
      signal: init?.signal ?? undefined,
      redirect: init?.redirect,
    };
    sent.push(entry);
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next === undefined) throw new Error('fakeFetch: no answer queued');
    const answer = typeof next === 'function' ? await next(entry) : next;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A text answer. */
export function text(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain', ...headers } });
}

/** The error global fetch throws when it cannot connect. */
export function connectionRefused(): TypeError {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
  });
}

/** An answer that never comes: the fetch rejects only when its signal aborts (as fetch does). */
export function hang(sent: SentRequest): Promise<Response> {
  return new Promise((_, reject) => {
    if (sent.signal?.aborted) reject(sent.signal.reason);
    sent.signal?.addEventListener('abort', () => reject(sent.signal?.reason));
  });
}
