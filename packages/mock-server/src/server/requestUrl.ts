import type { IncomingMessage } from 'node:http';

/**
 * The request's target as a URL (read against the loopback origin), or undefined when it is not one: a target
 * such as `//[` makes `new URL` throw, and the server answers it 400 instead.
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://127.0.0.1');
  } catch {
    return undefined;
  }
}
