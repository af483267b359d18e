import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './HttpError.js';
import { JsonRpcError } from './JsonRpcError.js';
import { NetworkError } from './NetworkError.js';
import { ParseError } from './ParseError.js';
import { RateLimitError } from './RateLimitError.js';
import { SdkError } from './SdkError.js';
import { TimeoutError } from './TimeoutError.js';
import { ValidationError } from './ValidationError.js';

const url = 'https://user:pw@glacier-api.avax.network/v1/chains?api-key=K3Y&pageToken=abc';
const samples = () => ({
  SdkError: new SdkError('Something failed', { details: 'more' }),
  HttpError: new HttpError({
    status: 500,
    statusText: 'Internal Server Error',
    body: { message: 'boom' },
    url,
    method: 'GET',
  }),
  RateLimitError: new RateLimitError({ status: 429, url, method: 'GET', retryAfterMs: 1000 }),
  TimeoutError: new TimeoutError({ timeoutMs: 100, url, method: 'GET' }),
  NetworkError: new NetworkError({ url, method: 'POST', cause: new TypeError('fetch failed') }),
  ParseError: new ParseError({ status: 200, body: '<html>', url }),
  JsonRpcError: new JsonRpcError({
    code: -32000,
    message: 'execution reverted',
    data: '0x',
    method: 'eth_call',
    id: 3,
    url,
  }),
  ValidationError: new ValidationError({
    field: 'pageSize',
    rule: 'maximum 100',
    requirement: 'must be at most 100',
    got: '500',
  }),
});

describe('errors', () => {
  it('have short messages (snapshot)', () => {
    expect(Object.values(samples()).map((e) => `${e.name}: ${e.message}`)).toMatchInlineSnapshot(`
      [
        "SdkError: Something failed

      Details: more",
        "HttpError: HTTP 500 Internal Server Error from GET https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc

      Details: boom",
        "RateLimitError: Rate limited (HTTP 429) by GET https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc",
        "TimeoutError: Timed out after 100 ms: GET https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc",
        "NetworkError: Network error: POST https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc

      Details: fetch failed",
        "ParseError: Invalid JSON in the answer to https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc

      Details: <html>",
        "JsonRpcError: execution reverted",
        "ValidationError: pageSize must be at most 100 (got 500)",
      ]
    `);
  });

  it('a ValidationError reads as an input error, naming the field first', () => {
    const message = (options: ConstructorParameters<typeof ValidationError>[0]) =>
      new ValidationError(options).message;
    expect(message({ field: 'chainId', rule: 'required' })).toBe('chainId is required');
    expect(message({ field: 'pagesize', rule: 'unknown parameter', details: 'Known: pageSize.' })).toBe(
      'pagesize is not a known parameter\n\nDetails: Known: pageSize.',
    );
    expect(message({ field: 'kind', rule: "one of 'newHeads', 'logs'", got: "'x'" })).toBe(
      "kind must be one of 'newHeads', 'logs' (got 'x')",
    );
    expect(
      message({ field: 'pageSize', rule: 'maximum 100', requirement: 'must be at most 100', got: '500' }),
    ).toBe('pageSize must be at most 100 (got 500)');
    const error = new ValidationError({
      field: 'pageSize',
      rule: 'maximum 100',
      requirement: 'must be at most 100',
    });
    expect([error.field, error.rule, error.shortMessage]).toEqual([
      'pageSize',
      'maximum 100',
      'pageSize must be at most 100',
    ]);
    expect(Object.keys(error.toJSON())).toEqual(['name', 'message', 'shortMessage', 'field', 'rule']);
  });

  it('extend SdkError and Error, with the class name as name', () => {
    for (const [name, error] of Object.entries(samples())) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toBeInstanceOf(SdkError);
      expect(error.name).toBe(name);
      expect(SdkError.isInstance(error)).toBe(true);
    }
  });

  it('each isInstance recognises its class and subclasses only', () => {
    const e = samples();
    expect(HttpError.isInstance(e.RateLimitError)).toBe(true);
    expect(RateLimitError.isInstance(e.HttpError)).toBe(false);
    expect(TimeoutError.isInstance(e.NetworkError)).toBe(false);
    expect(JsonRpcError.isInstance(e.JsonRpcError)).toBe(true);
    expect(ValidationError.isInstance(e.ParseError)).toBe(false);
    expect(SdkError.isInstance(new Error('x'))).toBe(false);
    expect(SdkError.isInstance(null)).toBe(false);
    expect(SdkError.isInstance('SdkError')).toBe(false);
  });

  it('isInstance also works unbound, as a filter callback', () => {
    const all: unknown[] = [...Object.values(samples()), new Error('x'), null];
    expect(all.filter(HttpError.isInstance).map((e) => e.name)).toEqual(['HttpError', 'RateLimitError']);
    const { isInstance } = JsonRpcError;
    expect(all.filter(isInstance).map((e) => e.code)).toEqual([-32000]);
  });

  it('isInstance survives two installed copies of core', async () => {
    vi.resetModules();
    const specifier = './HttpError.js?copy'; // a query makes a fresh module instance: a second copy of the class
    const copy = (await import(/* @vite-ignore */ specifier)) as typeof import('./HttpError.js');
    const other = new copy.HttpError({ status: 404, url, method: 'GET' });
    expect(other).not.toBeInstanceOf(HttpError);
    expect(HttpError.isInstance(other)).toBe(true);
    expect(SdkError.isInstance(other)).toBe(true);
    expect(RateLimitError.isInstance(other)).toBe(false);
  });

  it('isInstance recognises errors from the built CJS copy (a second copy of core)', () => {
    const cjs = createRequire(import.meta.url)('../../dist/index.cjs') as typeof import('../index.js');
    const fromCjs = new cjs.RateLimitError({ status: 429, url, method: 'GET' });
    expect(fromCjs).not.toBeInstanceOf(RateLimitError);
    expect(RateLimitError.isInstance(fromCjs)).toBe(true);
    expect(cjs.SdkError.isInstance(samples().ValidationError)).toBe(true);
  });

  it('never show credentials or key-like query values in message, toString, JSON or stack', () => {
    for (const error of Object.values(samples())) {
      for (const form of [error.message, String(error), JSON.stringify(error), error.stack ?? '']) {
        expect(form).not.toContain('K3Y');
        expect(form).not.toContain('user:pw');
      }
    }
  });

  it('toJSON keeps the public fields and leaves out the cause', () => {
    const json = JSON.parse(JSON.stringify(samples().HttpError));
    expect(json).toEqual({
      name: 'HttpError',
      message:
        'HTTP 500 Internal Server Error from GET https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc\n\nDetails: boom',
      shortMessage:
        'HTTP 500 Internal Server Error from GET https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc',
      details: 'boom',
      status: 500,
      statusText: 'Internal Server Error',
      body: { message: 'boom' },
      headers: {},
      url: 'https://glacier-api.avax.network/v1/chains?api-key=***&pageToken=abc',
      method: 'GET',
    });
    expect(JSON.parse(JSON.stringify(samples().NetworkError))).not.toHaveProperty('cause');
    expect(samples().NetworkError.cause).toBeInstanceOf(TypeError);
  });
});
