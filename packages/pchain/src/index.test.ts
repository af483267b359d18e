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
    'createPChainClient',
    'createPChainClientFor',
  ]);
});

it('@pkg/pchain/methods exports one entry per wire method (`.` as `_`), the table of them all, the routing tables and the shared rules', async () => {
  const { methods, defaultEndpoint, deployedNames, batchEndpoints, rules, ...entries } = await import(
    './methods.js'
  );
  expect([defaultEndpoint, deployedNames, batchEndpoints].every((x) => x !== undefined)).toBe(true);
  expect(rules).toBe(await import('./generated/rules.js'));
  const wire = Object.keys(methods);
  expect(Object.keys(entries).sort()).toEqual(wire.map((name) => name.replace('.', '_')).sort());
  for (const name of wire)
    expect(entries[name.replace('.', '_') as keyof typeof entries]).toBe(methods[name]);
  for (const name of wire) expect(methods[name]!.name).toBe(name);
});
