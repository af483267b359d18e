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
    'createNodeInfoClientFor',
  ]);
});

it('@pkg/node-info/methods exports one entry per wire method (`.` as `_`), the table of them all, the routing tables and the health GET table', async () => {
  const { methods, defaultEndpoint, deployedNames, batchEndpoints, healthGets, ...entries } = await import(
    './methods.js'
  );
  expect([defaultEndpoint, deployedNames, batchEndpoints].every((x) => x !== undefined)).toBe(true);
  expect(Object.keys(healthGets)).toEqual(['get', 'getReadiness', 'getLiveness']);
  const wire = Object.keys(methods);
  expect(Object.keys(entries).sort()).toEqual(wire.map((name) => name.replace('.', '_')).sort());
  for (const name of wire)
    expect(entries[name.replace('.', '_') as keyof typeof entries]).toBe(methods[name]);
  for (const name of wire) expect(methods[name]!.name).toBe(name);
});
