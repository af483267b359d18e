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
      'createEvmClientFor',
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

it('@pkg/evm/methods exports one entry per wire method (`.` as `_`), the table of them all, the routing tables, the shared rules and the subscription kinds', async () => {
  const { methods, defaultEndpoint, deployedNames, batchEndpoints, rules, subscriptionKinds, ...entries } =
    await import('./methods.js');
  expect([defaultEndpoint, deployedNames, batchEndpoints].every((x) => x !== undefined)).toBe(true);
  expect(rules).toBe(await import('./generated/rules.js'));
  expect(subscriptionKinds).toBe((await import('./generated/subscriptions.js')).subscriptionKinds);
  const wire = Object.keys(methods);
  expect(Object.keys(entries).sort()).toEqual(wire.map((name) => name.replace('.', '_')).sort());
  for (const name of wire)
    expect(entries[name.replace('.', '_') as keyof typeof entries]).toBe(methods[name]);
  for (const name of wire) expect(methods[name]!.name).toBe(name);
});
