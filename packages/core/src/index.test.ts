import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as coreNode from './index.node.js';

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

  it('the Node build exports the same names, sharing everything but the two transport factories', () => {
    expect(Object.keys(coreNode).sort()).toEqual(Object.keys(core).sort());
    const neutral: Record<string, unknown> = { ...core };
    const node: Record<string, unknown> = { ...coreNode };
    for (const name of Object.keys(neutral)) {
      if (name === 'createTransport' || name === 'createJsonRpcTransport') continue;
      expect(node[name], name).toBe(neutral[name]);
    }
  });

  it('writes the defaults once', () => {
    expect(core.DEFAULTS).toEqual({
      timeoutMs: 30_000,
      retry: { retries: 3, minDelayMs: 250, maxDelayMs: 8000 },
      batch: { maxSize: 40, waitMs: 0 },
    });
  });
});
