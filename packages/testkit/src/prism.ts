/** The recording fetch of the conformance suite: requests go on to Prism, and what Prism said is kept. */
import { recordingFetch as record } from './recordingFetch.js';

/** What Prism said about one request our client sent. */
export interface Exchange {
  method: string;
  url: string;
  /** The request headers our client sent (names in lower case). */
  requestHeaders: Record<string, string>;
  status: number;
  /** Prism's `sl-violations` header, parsed: the request (and response) violations it found. */
  violations: { location: string[]; severity: string; code: string | number; message: string }[];
  /** The answer's body text. */
  body: string;
}

/** A fetch for our clients that records every exchange with Prism (the answer is passed on unchanged). */
export function recordingFetch() {
  const exchanges: Exchange[] = [];
  const { fetch } = record(async (sent, _index, request) => {
    const response = await globalThis.fetch(request);
    const raw = response.headers.get('sl-violations');
    exchanges.push({
      method: sent.method,
      url: sent.url.href,
      requestHeaders: Object.fromEntries(sent.headers),
      status: response.status,
      violations: raw ? (JSON.parse(raw) as Exchange['violations']) : [],
      body: await response.clone().text(),
    });
    return response;
  });
  return { fetch, exchanges };
}

/** The request violations of an exchange that Prism counts as errors (what makes it refuse the request). */
export function requestErrors(exchange: Exchange): Exchange['violations'] {
  return exchange.violations.filter((v) => v.location[0] === 'request' && v.severity === 'Error');
}
