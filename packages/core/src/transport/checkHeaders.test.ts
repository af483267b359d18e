import { describe, expect, it } from 'vitest';
import { checkHeaders } from './checkHeaders.js';
import { dropSecrets, secretHeaderSet } from './dropSecrets.js';
import { mergeHeaders } from './mergeHeaders.js';

describe('checkHeaders', () => {
  it('accepts legal names and values (tab, Latin-1)', () => {
    expect(() => checkHeaders({ 'x-a': 'v\tw é', accept: '' })).not.toThrow();
  });

  it('refuses a bad name or a value with CR, LF, NUL or above U+00FF, naming the header and hiding the value', () => {
    expect(() => checkHeaders({ 'x a': 'v' })).toThrow(/header x a/);
    for (const value of ['a\r\nb', 'a\0', 'key€']) {
      expect(() => checkHeaders({ 'x-api-key': value })).toThrow(/header x-api-key/);
      try {
        checkHeaders({ 'x-api-key': value });
      } catch (e) {
        expect((e as Error).message).not.toContain(value);
      }
    }
  });
});

describe('mergeHeaders', () => {
  it('lower-cases names, the later value winning', () => {
    const target: Record<string, string> = { accept: 'application/json' };
    mergeHeaders(target, { Accept: 'text/plain', 'X-A': '1' });
    mergeHeaders(target, undefined);
    expect(target).toEqual({ accept: 'text/plain', 'x-a': '1' });
  });
});

describe('dropSecrets', () => {
  it('drops the always-secret headers and the given ones (any case given), keeps the rest', () => {
    const secret = secretHeaderSet(['X-Mine']);
    const headers = {
      authorization: 'a',
      'proxy-authorization': 'b',
      cookie: 'c',
      'x-api-key': 'd',
      'x-data-api-key': 'e',
      'x-mine': 'f',
      'x-app': 'g',
    };
    expect(dropSecrets(headers, secret)).toEqual({ 'x-app': 'g' });
    expect(headers).toHaveProperty('authorization'); // a copy: the original is kept
  });
});
