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
        "checkFlatParams",
        "checkParams",
        "checkStringParams",
        "checkValue",
        "createDeadline",
        "createJsonRpcRequester",
        "createJsonRpcTransport",
        "createPendingCalls",
        "createRpcClient",
        "createTransport",
        "iterateUtxos",
        "methodTableOf",
        "nameFallback",
        "paginate",
        "parseJsonLossless",
        "parseRetryAfter",
        "redactUrl",
        "sleep",
        "splitWireName",
        "utxoPagerOf",
      ]
    `);
  });

  it('writes the defaults once', () => {
    expect(core.DEFAULTS).toEqual({
      nodeUrl: 'https://api.avax.network',
      timeoutMs: 30_000,
      maxResponseBytes: 64 * 1024 * 1024,
      maxConcurrency: 64,
      maxJsonDepth: 1000,
      maxEmptyPages: 10,
      retry: { retries: 3, minDelayMs: 250, maxDelayMs: 8000, maxRetryAfterMs: 60_000 },
      webSocket: {
        maxFrameBytes: 64 * 1024 * 1024,
        maxHeldNotifications: 1024,
        maxHeldBytes: 4 * 1024 * 1024,
        reconnectResetMs: 60_000,
        bufferSize: 1024,
      },
      batch: { maxSize: 40, waitMs: 0, unbatchedMs: 300_000 },
    });
  });
});
