import { describe, expect, it } from 'vitest';
import * as pkg from './index.js';

describe('@pkg/metrics exports', () => {
  it('exports exactly the public runtime names', () => {
    expect(Object.keys(pkg).sort()).toEqual([
      'HttpError',
      'JsonRpcError',
      'NetworkError',
      'ParseError',
      'RateLimitError',
      'SdkError',
      'TimeoutError',
      'ValidationError',
      'createMetricsClient',
      'createMetricsClientFor',
    ]);
  });
});
