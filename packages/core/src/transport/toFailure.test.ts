import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/HttpError.js';
import { NetworkError } from '../errors/NetworkError.js';
import type { SdkError } from '../errors/SdkError.js';
import { ValidationError } from '../errors/ValidationError.js';
import { HookFailure } from './startMiddleware.js';
import { toFailure } from './toFailure.js';
import { withAttempts } from './withAttempts.js';

const exchange = { url: 'https://api.example/x', method: 'GET' };
const http = (status: number) => new HttpError({ status, url: exchange.url, method: 'GET' });

describe('toFailure', () => {
  it('returns a retryable HttpError and a NetworkError as they are; wraps anything else thrown as a NetworkError', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      const error = http(status);
      expect(toFailure(error, exchange)).toBe(error);
    }
    const network = new NetworkError({ url: exchange.url, method: 'GET' });
    expect(toFailure(network, exchange)).toBe(network);
    const wrapped = toFailure(new TypeError('fetch failed', { cause: new Error('ECONNRESET') }), exchange);
    expect(NetworkError.isInstance(wrapped)).toBe(true);
  });

  it('throws what ends the call: another HttpError or SdkError, a hook error unwrapped, a fetch refusal', () => {
    const notFound = http(404);
    expect(() => toFailure(notFound, exchange)).toThrow(notFound);
    const invalid = new ValidationError({ field: 'x', rule: 'r' });
    expect(() => toFailure(invalid, exchange)).toThrow(invalid);
    const own = new Error('mine');
    expect(() => toFailure(new HookFailure(own), exchange)).toThrow(own);
    let refused: unknown;
    try {
      toFailure(new TypeError('fetch failed', { cause: new Error('') }), exchange);
    } catch (e) {
      refused = e;
    }
    expect(NetworkError.isInstance(refused)).toBe(true);
    expect((refused as SdkError).details).toMatch(/not retried/);
  });
});

describe('withAttempts', () => {
  it('sets attempts; after a retry the message says how many tries', () => {
    const once = withAttempts(http(500), 1) as HttpError;
    expect(once.attempts).toBe(1);
    expect(once.shortMessage).not.toMatch(/tries/);
    const thrice = withAttempts(http(500), 3) as HttpError;
    expect(thrice.attempts).toBe(3);
    expect(thrice.shortMessage).toMatch(/after 3 tries$/);
    expect(HttpError.isInstance(thrice)).toBe(true);
  });
});
