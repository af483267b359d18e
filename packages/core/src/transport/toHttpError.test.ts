import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import { ParseError } from '../errors/ParseError.js';
import { RateLimitError } from '../errors/RateLimitError.js';
import { SdkError } from '../errors/SdkError.js';
import { fromResponse } from './answer.js';
import { parseJsonBody } from './parseJsonBody.js';
import { readText } from './readText.js';
import { toHttpError } from './toHttpError.js';

const exchange = { url: 'https://u:secret@api.example/x?apiKey=k', method: 'GET' };
const answer = (body: BodyInit | null, init?: ResponseInit) => fromResponse(new Response(body, init));
const caps = { maxBytes: 1000, json: { maxDepth: 3 } };

describe('toHttpError', () => {
  it('parses a JSON body (lossless numbers), keeps the headers but the cookies', async () => {
    const error = await toHttpError(
      answer('{"code":12345678901234567890}', {
        status: 500,
        statusText: 'Oops',
        headers: { 'set-cookie': 's=1', 'x-request-id': 'r' },
      }),
      exchange,
      caps,
    );
    expect(HttpError.isInstance(error)).toBe(true);
    expect(RateLimitError.isInstance(error)).toBe(false);
    expect(error).toMatchObject({ status: 500, statusText: 'Oops', method: 'GET' });
    expect(error.body).toEqual({ code: '12345678901234567890' });
    expect(error.headers).toMatchObject({ 'x-request-id': 'r' });
    expect(error.headers).not.toHaveProperty('set-cookie');
    expect(error.url).not.toContain('secret');
  });

  it('keeps a body that is not JSON, or nested past the depth cap, as text', async () => {
    expect((await toHttpError(answer('<html>down</html>', { status: 502 }), exchange, caps)).body).toBe(
      '<html>down</html>',
    );
    expect((await toHttpError(answer('[[[[[1]]]]]', { status: 502 }), exchange, caps)).body).toBe(
      '[[[[[1]]]]]',
    );
  });

  it('a 429 is a RateLimitError with retryAfterMs from Retry-After', async () => {
    const error = await toHttpError(
      answer('', { status: 429, headers: { 'retry-after': '7' } }),
      exchange,
      caps,
    );
    expect(RateLimitError.isInstance(error)).toBe(true);
    expect((error as RateLimitError).retryAfterMs).toBe(7000);
  });
});

describe('readText', () => {
  it('reads within the cap; past it, an SdkError naming maxResponseBytes (the URL redacted)', async () => {
    expect(await readText(answer('hello'), exchange, 5)).toBe('hello');
    const error = await readText(answer('hello!'), exchange, 5).catch((e) => e);
    expect(SdkError.isInstance(error)).toBe(true);
    expect(error.message).toMatch(/larger than maxResponseBytes \(5 bytes\)/);
    expect(error.message).not.toContain('secret');
  });

  it('a body that breaks off is a NetworkError', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a'));
        controller.error(new Error('socket hang up'));
      },
    });
    const error = await readText(answer(broken), exchange, 1000).catch((e) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
  });
});

describe('parseJsonBody', () => {
  it('parses lossless, gives undefined for an empty body, and a ParseError (with status and body) for bad JSON', () => {
    expect(parseJsonBody('{"n":9007199254740993}', 200, exchange, { maxDepth: 5 })).toEqual({
      n: '9007199254740993',
    });
    expect(parseJsonBody('', 204, exchange, { maxDepth: 5 })).toBeUndefined();
    let error: unknown;
    try {
      parseJsonBody('{nope', 200, exchange, { maxDepth: 5 });
    } catch (e) {
      error = e;
    }
    expect(ParseError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ status: 200, body: '{nope' });
    expect(() => parseJsonBody('[[[1]]]', 200, exchange, { maxDepth: 2 })).toThrow();
  });
});
