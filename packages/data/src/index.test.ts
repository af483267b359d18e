import { describe, expect, it } from 'vitest';
import * as pkg from './index.js';

describe('@pkg/data exports', () => {
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
      'createDataClient',
      'createDataClientFor',
    ]);
  });

  it('re-exports the error classes of @pkg/core', async () => {
    const core = await import('@pkg/core');
    expect(pkg.HttpError).toBe(core.HttpError);
    expect(pkg.ValidationError).toBe(core.ValidationError);
  });
});
