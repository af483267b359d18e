import { SdkError } from '../errors/SdkError.js';
import { splitCredentials, type Target } from './splitCredentials.js';
import type { RequestOptions } from './types.js';

/** The last request URL a transport read, credentials split out: kept per transport, never module-wide. */
export interface UrlMemo {
  url?: string;
  target?: Target;
}

/**
 * The URL one request goes to: its own `url` (credentials split out), else the base URL joined with its `path`;
 * then its `query`, encoded. Throws an SdkError when there is neither. With a `memo` (one per transport), the
 * last `url` read is kept there: a client calling one endpoint parses it once, not once a call.
 */
export function resolveUrl(
  request: Pick<RequestOptions, 'url' | 'path' | 'query'>,
  base: Target | undefined,
  memo: UrlMemo = {},
): Target {
  let target: Target;
  if (request.url !== undefined) {
    if (request.url !== memo.url || !memo.target) {
      memo.target = splitCredentials(request.url, 'url');
      memo.url = request.url;
    }
    target = { ...memo.target };
  } else if (base) target = { url: base.url + (request.path ?? ''), authorization: base.authorization };
  else throw new SdkError('No URL: give the transport a baseUrl or the request a url');
  const query = request.query && encodeQuery(request.query);
  if (query) target.url += (target.url.includes('?') ? '&' : '?') + query;
  return target;
}

/** Query values as `key=value` pairs, encoded: arrays repeat the key, undefined values are skipped. */
function encodeQuery(query: NonNullable<RequestOptions['query']>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join('&');
}
