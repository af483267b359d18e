// Secrets users rely on never seeing in a message, pinned where mutation testing (issue 18) found no test noticing.
import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl.js';

describe('redactUrl', () => {
  it.each([
    [
      'https://n.example/rpc?accesstoken=a&authtoken=b&passwd=c',
      'https://n.example/rpc?accesstoken=***&authtoken=***&passwd=***',
    ],
    [
      'https://n.example/rpc?AUTH-TOKEN=a&Access_Token=b&pwd=c',
      'https://n.example/rpc?AUTH-TOKEN=***&Access_Token=***&pwd=c',
    ],
    [
      'https://n.example/rpc?api_key=a&apikey=b&my-secret=c',
      'https://n.example/rpc?api_key=***&apikey=***&my-secret=***',
    ],
    ['https://n.example/rpc?auth=a&signature=b&x=1', 'https://n.example/rpc?auth=***&signature=***&x=1'],
    // the value ends at &, #, whitespace or a quote; other parameters that merely contain a word are kept
    [
      '"https://n.example/?token=abc" and https://n.example/?key=k\'s',
      '"https://n.example/?token=***" and https://n.example/?key=***\'s',
    ],
    ['https://n.example/?token=a b', 'https://n.example/?token=*** b'],
    [
      'https://n.example/?keys=1&tokens=2&monkey=3&author=4',
      'https://n.example/?keys=1&tokens=2&monkey=3&author=4',
    ],
    ['https://n.example/path/token=abc', 'https://n.example/path/token=abc'],
  ])('%s -> %s', (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });

  it('redacts every URL in a text, credentials and query alike, in any scheme', () => {
    expect(
      redactUrl(
        'GET https://u:p@a.example/x?token=t failed, then wss://v@b.example/?key=k and HTTP://w:q@c.example',
      ),
    ).toBe('GET https://a.example/x?token=*** failed, then wss://b.example/?key=*** and HTTP://c.example');
  });

  it('keeps an @ in the path or query, which is not user info', () => {
    expect(redactUrl('https://n.example/users/@me?email=a@b.example')).toBe(
      'https://n.example/users/@me?email=a@b.example',
    );
    expect(redactUrl('mailto a@b then https://n.example/')).toBe('mailto a@b then https://n.example/');
  });
});
