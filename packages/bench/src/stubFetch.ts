/** An in-process stand-in for fetch, answering as the loopback server does, to measure client overhead alone. */
import { REST_BODY, rpcAnswer } from './fixtures.ts';

export interface StubFetch {
  fetch: typeof globalThis.fetch;
  /** How many times it was called (to tell whether a client went through it). */
  calls(): number;
}

const jsonHeaders = { 'content-type': 'application/json' };

async function bodyText(input: RequestInfo | URL, init: RequestInit | undefined): Promise<string> {
  if (typeof init?.body === 'string') return init.body;
  if (init?.body != null) return new Response(init.body).text();
  if (input instanceof Request) return input.text();
  return '';
}

/** Builds a stub fetch: GET answers the fixed REST body, POST answers JSON-RPC (a batch only on an EVM `/rpc` path). */
export function createStubFetch(): StubFetch {
  let count = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    count++;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method.toUpperCase() !== 'POST')
      return new Response(REST_BODY, { status: 200, headers: jsonHeaders });
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = rpcAnswer(
      JSON.parse(await bodyText(input, init)),
      new URL(url, 'http://127.0.0.1').pathname,
    );
    return new Response(JSON.stringify(answer), { status: 200, headers: jsonHeaders });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls: () => count };
}
