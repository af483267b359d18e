import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl.js';

describe('redactUrl', () => {
  it.each([
    ['https://user:pw@node.example/rpc', 'https://node.example/rpc'],
    ['https://user@node.example/rpc', 'https://node.example/rpc'],
    ['http://user:SECRET:PASS@node.example/rpc', 'http://node.example/rpc'],
    ['http://user:p@ss@word@node.example/rpc?x=1', 'http://node.example/rpc?x=1'],
    ['https://node.example/rpc?api-key=abc', 'https://node.example/rpc?api-key=***'],
    ['https://node.example/rpc?x=1&apiKey=abc&y=2', 'https://node.example/rpc?x=1&apiKey=***&y=2'],
    [
      'https://node.example/rpc?x-api-key=a&access_token=b&token=c&key=d',
      'https://node.example/rpc?x-api-key=***&access_token=***&token=***&key=***',
    ],
    [
      'https://node.example/rpc?client_secret=a&password=b&sig=c#frag',
      'https://node.example/rpc?client_secret=***&password=***&sig=***#frag',
    ],
    [
      'https://glacier-api.avax.network/v1/chains?pageToken=abc&pageSize=10',
      'https://glacier-api.avax.network/v1/chains?pageToken=abc&pageSize=10',
    ],
    ['not a url', 'not a url'],
  ])('%s -> %s', (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });
});
