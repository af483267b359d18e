import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { resolveUrl } from './resolveUrl.js';
import { splitCredentials } from './splitCredentials.js';

describe('splitCredentials', () => {
  it('moves user:password out of the URL into a Basic authorization (percent-decoded, UTF-8)', () => {
    expect(splitCredentials('https://us%40er:p%C3%A4ss@node.example/rpc', 'url')).toEqual({
      url: 'https://node.example/rpc',
      authorization: `Basic ${Buffer.from('us@er:päss').toString('base64')}`,
    });
    expect(splitCredentials('https://node.example/rpc', 'url')).toEqual({ url: 'https://node.example/rpc' });
  });

  it('refuses a URL that does not parse, or bad escapes in credentials, naming the field and not the URL', () => {
    for (const bad of ['not a url', 'https://u:%zz@node.example/']) {
      let error: unknown;
      try {
        splitCredentials(bad, 'baseUrl');
      } catch (e) {
        error = e;
      }
      expect(ValidationError.isInstance(error)).toBe(true);
      expect((error as ValidationError).field).toBe('baseUrl');
      expect((error as Error).message).not.toContain('%zz');
    }
  });
});

describe('resolveUrl', () => {
  const base = { url: 'https://api.example/v1', authorization: 'Basic b' };
  it('joins the base URL and path, keeps its credentials, and appends the query (arrays repeat the key)', () => {
    expect(resolveUrl({ path: '/chains', query: { a: 'x y', b: [1, 2], c: undefined } }, base)).toEqual({
      url: 'https://api.example/v1/chains?a=x%20y&b=1&b=2',
      authorization: 'Basic b',
    });
    expect(resolveUrl({ path: '/c?d=1', query: { e: true } }, base).url).toBe(
      'https://api.example/v1/c?d=1&e=true',
    );
  });

  it("a request's own url wins (its own credentials, not the base's); no URL at all is an error", () => {
    expect(resolveUrl({ url: 'https://other.example/x' }, base)).toEqual({ url: 'https://other.example/x' });
    expect(() => resolveUrl({ path: '/x' }, undefined)).toThrow(/No URL/);
  });

  it("keeps the last url in the transport's own memo, copied per call: each call its own query and credentials", () => {
    const memo = {};
    const first = resolveUrl({ url: 'https://u:p@node.example/rpc', query: { a: 1 } }, undefined, memo);
    expect(first).toEqual({ url: 'https://node.example/rpc?a=1', authorization: `Basic ${btoa('u:p')}` });
    expect(memo).toEqual({
      url: 'https://u:p@node.example/rpc',
      target: { url: 'https://node.example/rpc', authorization: `Basic ${btoa('u:p')}` },
    });
    // the same url again: the memo's target is not changed by the first call's query
    expect(resolveUrl({ url: 'https://u:p@node.example/rpc' }, undefined, memo).url).toBe(
      'https://node.example/rpc',
    );
    // another url replaces it; another memo (another transport) never sees it
    expect(resolveUrl({ url: 'https://other.example/x' }, undefined, memo)).toEqual({
      url: 'https://other.example/x',
    });
    expect(memo).toEqual({ url: 'https://other.example/x', target: { url: 'https://other.example/x' } });
    const other = {};
    expect(resolveUrl({ url: 'https://node.example/rpc' }, undefined, other)).toEqual({
      url: 'https://node.example/rpc',
    });
  });
});
