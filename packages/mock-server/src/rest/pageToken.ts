import { createHash } from 'node:crypto';
import { ReplyError } from '../httpReply.js';

/**
 * Opaque page tokens: base64url of the next offset and a digest of the query they belong to, so a
 * token used with another query (or edited by hand) is refused with a 400 naming pageToken.
 */
export function encodePageToken(scope: string, offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset, s: digest(scope) })).toString('base64url');
}

/** The offset a page token points at; 0 when there is none. Throws a 400 for a token of another query. */
export function decodePageToken(scope: string, token: string | undefined): number {
  if (token === undefined || token === '') return 0;
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      o?: unknown;
      s?: unknown;
    };
    if (
      typeof value.o === 'number' &&
      Number.isInteger(value.o) &&
      value.o >= 0 &&
      value.s === digest(scope)
    ) {
      return value.o;
    }
  } catch {
    // falls through to the 400 below
  }
  throw new ReplyError(400, 'pageToken is invalid or belongs to another query');
}

function digest(scope: string): string {
  return createHash('sha256').update(scope).digest('base64url').slice(0, 12);
}

/** One page of `items` from `offset`, with the token of the next page when more items remain. */
export function pageOf<T>(
  items: readonly T[],
  scope: string,
  token: string | undefined,
  pageSize: number,
): { items: T[]; nextPageToken?: string } {
  const offset = decodePageToken(scope, token);
  const page = items.slice(offset, offset + pageSize);
  const next = offset + pageSize;
  return next < items.length ? { items: page, nextPageToken: encodePageToken(scope, next) } : { items: page };
}
