// What users read on the SDK's errors, pinned where mutation testing (issue 18) found no test noticing.
import { describe, expect, it } from 'vitest';
import { describeBody, HttpError } from './HttpError.js';
import { JsonRpcError } from './JsonRpcError.js';
import { NetworkError } from './NetworkError.js';
import { ParseError } from './ParseError.js';
import { RateLimitError } from './RateLimitError.js';
import { SdkError } from './SdkError.js';
import { TimeoutError } from './TimeoutError.js';

const url = 'https://node.example/ext/info';

describe('HttpError', () => {
  it('summarises a body by its message, its list of messages, its error text, else its JSON, cut at 300', () => {
    expect(describeBody({ message: 'bad chainId' })).toBe('bad chainId');
    expect(describeBody({ message: ['a', 'b'] })).toBe('a; b');
    expect(describeBody({ error: 'Not Found', statusCode: 404 })).toBe('Not Found');
    expect(describeBody({ message: 5, error: { code: 1 } })).toBe('{"message":5,"error":{"code":1}}');
    expect(describeBody('line one\n  line two')).toBe('line one line two');
    expect(describeBody('x'.repeat(301))).toBe(`${'x'.repeat(300)}…`);
    expect(describeBody('x'.repeat(300))).toBe('x'.repeat(300));
    expect(describeBody('  padded \n')).toBe('padded');
    for (const empty of [undefined, null, '']) expect(describeBody(empty)).toBeUndefined();
  });

  it('says the status and, when there is one, the status text; details given win over the body', () => {
    expect(new HttpError({ status: 404, url, method: 'GET' }).message).toBe(`HTTP 404 from GET ${url}`);
    const error = new HttpError({
      status: 418,
      statusText: "I'm a teapot",
      url,
      method: 'POST',
      body: { message: 'from body' },
      details: 'given',
    });
    expect(error.message).toBe(`HTTP 418 I'm a teapot from POST ${url}\n\nDetails: given`);
    expect(error.statusText).toBe("I'm a teapot");
    expect(new HttpError({ status: 500, url, method: 'GET' }).statusText).toBe('');
  });
});

describe('RateLimitError', () => {
  it('has retryAfterMs only when the service said', () => {
    expect(new RateLimitError({ status: 429, url, method: 'GET', retryAfterMs: 0 }).retryAfterMs).toBe(0);
    expect('retryAfterMs' in new RateLimitError({ status: 429, url, method: 'GET' })).toBe(false);
  });
});

describe('NetworkError', () => {
  it("details the innermost cause's message, else the cause's own, else given details", () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') });
    expect(new NetworkError({ url, cause: refused }).details).toBe('connect ECONNREFUSED 127.0.0.1:1');
    expect(new NetworkError({ url, cause: new Error('socket hang up') }).details).toBe('socket hang up');
    expect(new NetworkError({ url, cause: { cause: 'not an error' } }).details).toBeUndefined();
    expect(new NetworkError({ url, cause: refused, details: 'cut short' }).details).toBe('cut short');
    expect(new NetworkError({ url }).message).toBe(`Network error: ${url}`);
    expect(new NetworkError({ url, method: 'POST' }).message).toBe(`Network error: POST ${url}`);
  });
});

describe('ParseError', () => {
  it('keeps the first 10,000 characters of the body, shows 200 of them, and says when it was empty', () => {
    const long = `<html>${'x'.repeat(20_000)}`;
    const error = new ParseError({ status: 200, body: long, url, method: 'GET' });
    expect(error.body).toHaveLength(10_000);
    expect(error.details).toBe(`${long.slice(0, 200)}…`);
    expect(error.shortMessage).toBe(`Invalid JSON in the answer to GET ${url}`);
    expect(new ParseError({ status: 200, body: 'x'.repeat(10_000), url }).body).toHaveLength(10_000);
    expect(new ParseError({ status: 200, body: '  ', url }).details).toBe('(empty body)');
  });
});

describe('TimeoutError and JsonRpcError', () => {
  it('TimeoutError names the method when known', () => {
    expect(new TimeoutError({ timeoutMs: 5, url }).message).toBe(`Timed out after 5 ms: ${url}`);
  });

  it('JsonRpcError has an id only when the call had one, and redacts its url', () => {
    const error = new JsonRpcError({
      code: 1,
      message: 'm',
      method: 'x',
      url: 'https://u:p@n.example/?token=t',
    });
    expect('id' in error).toBe(false);
    expect(error.url).toBe('https://n.example/?token=***');
    expect(new JsonRpcError({ code: 1, message: 'm', method: 'x', id: 0, url }).id).toBe(0);
    const cause = new Error('socket');
    expect(new JsonRpcError({ code: 1, message: 'm', method: 'x', url, cause }).cause).toBe(cause);
  });
});

describe('SdkError', () => {
  it('has no details, cause or Details line unless given; redacts details', () => {
    const bare = new SdkError('plain');
    expect(bare.message).toBe('plain');
    expect('details' in bare).toBe(false);
    expect('cause' in bare).toBe(false);
    const empty = new SdkError('plain', { details: '' });
    expect(empty.message).toBe('plain');
    const detailed = new SdkError('x', { details: 'see https://u:p@n.example/?key=k', cause: 0 });
    expect(detailed.details).toBe('see https://n.example/?key=***');
    expect(detailed.cause).toBe(0);
  });

  it('isInstance is false for undefined and other non-objects, without throwing', () => {
    for (const value of [undefined, 0, 'SdkError', Symbol.for('@pkg/core/SdkError')])
      expect(SdkError.isInstance(value)).toBe(false);
  });

  it('toJSON leaves out the stack and the cause, keeps name and message', () => {
    const error = new SdkError('x', { cause: new Error('inner') });
    expect(Object.keys(error.toJSON()).sort()).toEqual(['message', 'name', 'shortMessage']);
    expect(error.toJSON()).toEqual({ name: 'SdkError', message: 'x', shortMessage: 'x' });
  });
});
