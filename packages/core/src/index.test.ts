import { describe, expect, it } from 'vitest';
import * as core from './index.js';

describe('@pkg/core exports', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULTS",
        "HttpError",
        "JsonRpcError",
        "NetworkError",
        "ParseError",
        "RateLimitError",
        "SdkError",
        "TimeoutError",
        "ValidationError",
        "backoffDelay",
        "checkParams",
        "checkValue",
        "createJsonRpcTransport",
        "createTransport",
        "paginate",
        "parseRetryAfter",
        "redactUrl",
      ]
    `);
  });
});
