import { expect, it } from 'vitest';
import * as api from './index.js';
import * as viem from './viem.js';

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'HttpError',
    'JsonRpcError',
    'NetworkError',
    'ParseError',
    'RateLimitError',
    'SdkError',
    'TimeoutError',
    'ValidationError',
    'costOf',
    'pricePerSecond',
    'runway',
    'secondsRemaining',
    'topUpFor',
    'waitForEpoch',
  ]);
});

it('@pkg/l1/viem exports defineL1Chain only', () => {
  expect(Object.keys(viem)).toEqual(['defineL1Chain']);
});
