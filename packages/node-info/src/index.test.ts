import { expect, it } from 'vitest';
import * as api from './index.js';

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
    'createIndexClient',
    'createNodeInfoClient',
  ]);
});
