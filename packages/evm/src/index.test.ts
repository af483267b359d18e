import { describe, expect, it } from 'vitest';

describe('public exports', () => {
  it('@pkg/evm exports the client factory and the error classes, by name', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toEqual([
      'HttpError',
      'JsonRpcError',
      'NetworkError',
      'ParseError',
      'RateLimitError',
      'SdkError',
      'TimeoutError',
      'ValidationError',
      'createEvmClient',
    ]);
  });

  it('@pkg/evm/ws exports the WebSocket client', async () => {
    expect(Object.keys(await import('./ws/index.js')).sort()).toEqual(['createEvmWsClient', 'webSocketUrl']);
  });

  it('@pkg/evm/viem exports the chains and the action set', async () => {
    expect(Object.keys(await import('./viem/index.js')).sort()).toEqual([
      'avalanche',
      'avalancheActions',
      'avalancheFuji',
      'defineSubnetEvmChain',
    ]);
  });
});
