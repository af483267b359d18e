import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { webSocketUrl } from './webSocketUrl.js';

describe('webSocketUrl', () => {
  it('turns http(s) into ws(s) and appends /ext/bc/<id>/ws', () => {
    expect(webSocketUrl('https://api.avax.network', 'C')).toBe('wss://api.avax.network/ext/bc/C/ws');
    expect(webSocketUrl('http://127.0.0.1:9650/', 'C')).toBe('ws://127.0.0.1:9650/ext/bc/C/ws');
    expect(webSocketUrl('wss://node.example/base', '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5')).toBe(
      'wss://node.example/base/ext/bc/2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5/ws',
    );
  });

  it('rejects a blockchain id that would change the path, and a URL that is not http(s) or ws(s)', () => {
    for (const id of ['', '../X', 'a/b', 'a?b', '..']) {
      expect(() => webSocketUrl('http://127.0.0.1:9650', id)).toThrow(ValidationError);
    }
    expect(() => webSocketUrl('ftp://x', 'C')).toThrow(/url/);
    expect(() => webSocketUrl('not a url', 'C')).toThrow(/url/);
  });
});
