import { SdkError } from '../errors/SdkError.js';
import type { Deadline } from '../utils/createDeadline.js';
import { redactUrl } from '../utils/redactUrl.js';
import type { Answer, Send, SendInit } from './answer.js';
import { dropSecrets } from './dropSecrets.js';
import type { Exchange } from './exchange.js';

/** What `followRedirects` needs besides the request. */
export interface FollowOptions {
  /** Ends the request (and the hops after it); its signal is made only if a sender reads it. */
  deadline: Deadline;
  /** The request must reach the server at most once (not safe to repeat). */
  once: boolean;
  /** The request submits a transaction: no redirect is followed (its body would reach a second server). */
  submit?: boolean;
  /** Header names dropped when a redirect leads to another origin. */
  secret: ReadonlySet<string>;
}

/** What a sender is given for one hop: its `signal` read from the deadline only when the sender asks. */
class Hop implements SendInit {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | undefined;
  readonly once: boolean;
  readonly deadline: Deadline;

  constructor(
    method: string,
    headers: Record<string, string>,
    body: BodyInit | undefined,
    options: FollowOptions,
  ) {
    this.method = method;
    this.headers = headers;
    this.body = body;
    this.once = options.once;
    this.deadline = options.deadline;
  }

  get signal(): AbortSignal {
    return this.deadline.signal;
  }
}

const maxRedirects = 5;
/** The only statuses followed as redirects (300 and 304 are answers, not redirects). */
const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * Sends `exchange`, following up to 5 http(s) redirects: same-origin ones as they are, cross-origin ones without
 * the secret headers; credentials in a Location are dropped; 303 (and 301/302 after a POST) become a GET
 * without a body. Resolves the first answer that is not a redirect. A request that must reach the server at most
 * once as a submit (`submit`) follows none: its redirect is an SdkError naming the Location.
 */
export async function followRedirects(
  send: Send,
  exchange: Exchange,
  options: FollowOptions,
): Promise<Answer> {
  let { url, method, headers, body } = exchange;
  for (let hop = 0; ; hop++) {
    const response = await send(url, new Hop(method, headers, body, options));
    if (response.opaque) {
      throw new SdkError(`Redirect not followed: ${method} ${redactUrl(url)}`, {
        details: 'Browsers hide redirect targets from scripts.',
      });
    }
    const location = redirectStatuses.has(response.status) ? response.header('location') : null;
    if (!location) return response;
    response.cancel();
    // a submit went out once: re-sending its body elsewhere could run it twice
    if (options.submit) throw submitRedirected(method, url, response.status, location);
    if (hop >= maxRedirects) {
      throw new SdkError(
        `Too many redirects (more than ${maxRedirects}): ${method} ${redactUrl(exchange.url)}`,
      );
    }
    const next = redirectTarget(location, url, method);
    if (next.origin !== new URL(url).origin) headers = dropSecrets(headers, options.secret);
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && method === 'POST')
    ) {
      if (method !== 'HEAD') method = 'GET';
      body = undefined;
      headers = { ...headers };
      delete headers['content-type'];
    }
    url = next.href;
  }
}

/** The error of a submit answered with a redirect: it names the Location (credentials dropped) and is not followed. */
function submitRedirected(method: string, url: string, status: number, location: string): SdkError {
  let target = location;
  try {
    target = redactUrl(new URL(location, url).href);
  } catch {
    // an unreadable Location is named as sent (its credentials, if any, cannot be told apart)
    target = '(an unreadable location)';
  }
  return new SdkError(
    `Redirect not followed for a submit: ${method} ${redactUrl(url)} answered ${status} to ${target}`,
    {
      details:
        'A call that submits a transaction reaches a server at most once; it was not sent to the Location. Call that URL yourself if you trust it.',
    },
  );
}

/** The URL a Location leads to (credentials dropped); throws an SdkError for one that is unreadable or not http(s). */
function redirectTarget(location: string, url: string, method: string): URL {
  let next: URL;
  try {
    next = new URL(location, url);
  } catch {
    throw new SdkError(`Redirect to an unreadable location not followed: ${method} ${redactUrl(url)}`);
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new SdkError(`Redirect to a ${next.protocol} URL not followed: ${method} ${redactUrl(url)}`, {
      details: 'Only http: and https: redirects (301, 302, 303, 307, 308) are followed.',
    });
  }
  next.username = '';
  next.password = '';
  return next;
}
