/**
 * Property tests over every generated JSON-RPC method (@pkg/node-info, @pkg/xchain, @pkg/pchain, @pkg/evm):
 * any input either rejects with ValidationError before a request is sent, or sends one request to the
 * method's own endpoint, naming that method, whose params the mock server's spec validator accepts.
 * Valid inputs are never rejected.
 */
import { checkParams, checkValue, type ParamSchema, ValidationError } from '@pkg/core';
import { createEvmClient } from '@pkg/evm';
import { methods as evmMethods } from '@pkg/evm/methods';
import { createIndexClient, createNodeInfoClient } from '@pkg/node-info';
import { healthGets, methods as nodeInfoMethods } from '@pkg/node-info/methods';
import { createPChainClient } from '@pkg/pchain';
import { methods as pchainMethods } from '@pkg/pchain/methods';
import { json, type RecordedRequest, recordingFetch } from '@pkg/testkit';
import { createXChainClient } from '@pkg/xchain';
import { methods as xchainMethods } from '@pkg/xchain/methods';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDataSet } from '../src/data/dataSet.js';
import { resolveEndpoint } from '../src/rpc/endpoints.js';
import { rpcMethods } from '../src/rpc/methods.js';
import { anyParams, anyValue, keepsRules, PARAMS, type Schema, validParams } from './arbitraries.js';

interface MethodInfo {
  endpoint: string;
  by: 'name' | 'position';
  params: readonly string[];
  schema?: Schema;
  rules?: readonly never[];
  ruleDefaults?: Record<string, unknown>;
}
type Client = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>> | undefined>;

const dataSet = createDataSet(1);
const ORIGIN = 'http://fuzz.test';
const subnetChain = dataSet.networks.mainnet.evmChains.find((c) => !c.isCChain)!;
const mockSpecs = new Map(rpcMethods.map((m) => [m.name, m]));
// the seed's names: one request a call (under 'auto' a first submit is preceded by a read that settles the
// endpoint's names, issue 34; that rule has its own tests in core)
const options = (fetch: typeof globalThis.fetch) => ({
  url: ORIGIN,
  fetch,
  retry: false as const,
  batch: false,
  wireNames: 'seed' as const,
});

const packages: {
  name: string;
  table: Record<string, MethodInfo>;
  /** The client for one method, and the values its endpoint template's variables take (`blockchainId`, `index`). */
  client(
    wire: string,
    fetch: typeof globalThis.fetch,
  ): { client: Client; blockchainId?: string; index?: string };
}[] = [
  {
    name: '@pkg/node-info',
    table: nodeInfoMethods as unknown as Record<string, MethodInfo>,
    // index.* is createIndexClient's, at /ext/index/<index>
    client: (wire, fetch) =>
      wire.startsWith('index.')
        ? {
            client: createIndexClient({ ...options(fetch), index: 'C/block' }) as unknown as Client,
            index: 'C/block',
          }
        : { client: createNodeInfoClient(options(fetch)) as unknown as Client },
  },
  {
    name: '@pkg/xchain',
    table: xchainMethods as unknown as Record<string, MethodInfo>,
    client: (_, fetch) => ({
      client: createXChainClient(options(fetch)) as unknown as Client,
      blockchainId: 'X',
    }),
  },
  {
    name: '@pkg/pchain',
    table: pchainMethods as unknown as Record<string, MethodInfo>,
    client: (_, fetch) => ({ client: createPChainClient(options(fetch)) as unknown as Client }),
  },
  {
    name: '@pkg/evm',
    table: evmMethods as unknown as Record<string, MethodInfo>,
    // validators.* and the Subnet-EVM-only eth_ methods live on subnet EVM chains only (the C chain has no
    // /validators endpoint, and a C-chain client refuses those methods before any request).
    client: (wire, fetch) => {
      const subnetOnly =
        wire.startsWith('validators.') ||
        ['eth_feeConfig', 'eth_getActivePrecompilesAt', 'eth_getActiveRulesAt'].includes(wire);
      const blockchainId = subnetOnly ? subnetChain.blockchainId : 'C';
      return {
        client: createEvmClient({ ...options(fetch), blockchainId }) as unknown as Client,
        blockchainId,
      };
    },
  },
];

/** The mock server's check of JSON-RPC params (its spec table, core's checkers as the node reads null). Throws when rejected. */
function mockValidate(wire: string, params: unknown): void {
  const spec = mockSpecs.get(wire);
  if (!spec) throw new Error(`the mock server's spec has no method ${wire}`);
  if (spec.paramStructure === 'by-name') {
    const obj = Array.isArray(params) && params.length <= 1 ? params[0] : params;
    if (obj !== undefined && obj !== null && (typeof obj !== 'object' || Array.isArray(obj))) {
      throw new Error('params must be an object');
    }
    const schema: ParamSchema = Object.fromEntries(
      spec.params.map((p) => [p.name, { ...p.rule, required: p.required }]),
    );
    checkParams(obj as Record<string, unknown> | undefined, schema, spec.rules, { nullIsAbsent: true });
    return;
  }
  if (params !== undefined && params !== null && !Array.isArray(params))
    throw new Error('params must be an array');
  const list = (params ?? []) as unknown[];
  if (list.length > spec.params.length) throw new Error(`too many arguments (${list.length})`);
  spec.params.forEach((p, i) => {
    const value = list[i];
    if (value === undefined || value === null) {
      if (p.required) throw new Error(`missing required argument ${p.name}`);
      return;
    }
    checkValue(p.name, value, p.rule, { nullIsAbsent: true });
  });
}

/** Checks one sent request: the method's endpoint, its wire name, params the mock validator accepts. */
function checkRequest(
  wire: string,
  info: MethodInfo,
  variables: { blockchainId?: string; index?: string },
  sent: RecordedRequest,
): void {
  const url = new URL(sent.url);
  expect(sent.method).toBe('POST');
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toBe(
    info.endpoint.replace(
      /\{(blockchainId|index)\}/g,
      (_, name: 'blockchainId' | 'index') => variables[name] ?? '',
    ),
  );
  // The mock, like a real node, serves the deployed names (avm.*, avax.* at /ext/bc/C/avax, admin.<name> at
  // /ext/bc/C/admin); the clients here send the seed's: check the seed name is the spec name of one it serves.
  // (the pre-Helicon node's endpoints: every method the clients type, the C chain's admin API among them)
  const endpoint = resolveEndpoint(url.pathname.replace(/\/atomic$/, '/avax'), dataSet, 'pre-helicon');
  expect(endpoint, `the mock node serves ${url.pathname}`).toBeDefined();
  expect(
    Object.entries(endpoint?.namespaces ?? {}).some(
      ([wirePrefix, specPrefix]) => wire.startsWith(wirePrefix) || wire.startsWith(specPrefix),
    ),
  ).toBe(true);
  const body = JSON.parse(sent.body) as { jsonrpc: string; method: string; params?: unknown };
  expect(body.jsonrpc).toBe('2.0');
  expect(body.method).toBe(wire);
  try {
    mockValidate(wire, body.params);
  } catch (error) {
    throw new Error(`mock validator rejects ${sent.body}: ${(error as Error).message}`);
  }
}

/** The arguments of a call: one params object (by-name, when the method has params) or the values in order. */
function argsOf(info: MethodInfo, params: Record<string, unknown>): unknown[] {
  if (info.by === 'name') return info.params.length === 0 ? [] : [params];
  const args = info.params.map((name) => params[name]);
  while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
  return args;
}

const methodOf = (client: Client, wire: string) => {
  const cut = wire.search(/[._]/);
  return client[wire.slice(0, cut)]?.[wire.slice(cut + 1)];
};

for (const pkg of packages) {
  describe(`fuzz ${pkg.name}`, () => {
    // the answer carries the call's id, as a node's does (a lone answer with another id is refused)
    const recorder = recordingFetch((r) =>
      json({ jsonrpc: '2.0', id: (JSON.parse(r.body) as { id: number }).id, result: null }),
    );
    for (const [wire, info] of Object.entries(pkg.table)) {
      const { client, ...variables } = pkg.client(wire, recorder.fetch);
      const call = (params: Record<string, unknown>) => {
        const fn = methodOf(client, wire);
        if (!fn) throw new Error(`the client has no method for ${wire}`);
        return fn(...argsOf(info, params));
      };
      const schema = info.schema ?? {};

      it(`${wire}: any input rejects with ValidationError before a request, or reaches its own endpoint`, async () => {
        // By-position methods also get a stray extra argument sometimes.
        const extra = info.by === 'position' ? fc.option(anyValue, { freq: 4 }) : fc.constant(null);
        await fc.assert(
          fc.asyncProperty(anyParams(schema), extra, async (params, stray) => {
            recorder.calls.length = 0;
            let error: unknown;
            try {
              const fn = methodOf(client, wire);
              if (!fn) throw new Error(`the client has no method for ${wire}`);
              const args = argsOf(info, params);
              if (stray !== null) {
                args.length = info.params.length;
                args.push(stray);
              }
              await fn(...args);
            } catch (e) {
              error = e;
            }
            if (error !== undefined) {
              expect(ValidationError.isInstance(error), String(error)).toBe(true);
              expect(recorder.calls).toHaveLength(0);
              return;
            }
            expect(recorder.calls).toHaveLength(1);
            checkRequest(wire, info, variables, recorder.calls[0]!);
          }),
          PARAMS,
        );
      });

      it(`${wire}: valid input is sent, and the mock server's validator accepts it`, async () => {
        await fc.assert(
          fc.asyncProperty(
            validParams(schema).filter((p) => keepsRules(p, info.rules, info.ruleDefaults)),
            async (params) => {
              recorder.calls.length = 0;
              await call(params);
              expect(recorder.calls).toHaveLength(1);
              checkRequest(wire, info, variables, recorder.calls[0]!);
            },
          ),
          PARAMS,
        );
      });
    }
  });
}

describe('fuzz @pkg/node-info health GET endpoints', () => {
  const recorder = recordingFetch((r) =>
    json(r.method === 'GET' ? { healthy: true, checks: {} } : { jsonrpc: '2.0', id: 1, result: null }),
  );
  const node = createNodeInfoClient(options(recorder.fetch)) as unknown as {
    health: Record<string, (params?: unknown) => Promise<unknown>>;
  };
  for (const [method, { path, tags }] of Object.entries(healthGets)) {
    it(`health.${method}: any tags reject with ValidationError before a request, or land on /ext/health${path}`, async () => {
      const input = fc.oneof(
        fc.constant(undefined),
        fc.record({ tags: fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }) }, { requiredKeys: [] }),
        fc.record({ tags: anyValue }),
      );
      await fc.assert(
        fc.asyncProperty(input, async (params) => {
          recorder.calls.length = 0;
          let error: unknown;
          try {
            await (tags ? node.health[method]!(params) : node.health[method]!());
          } catch (e) {
            error = e;
          }
          if (error !== undefined) {
            expect(ValidationError.isInstance(error), String(error)).toBe(true);
            expect(recorder.calls).toHaveLength(0);
            return;
          }
          expect(recorder.calls).toHaveLength(1);
          const sent = recorder.calls[0]!;
          const url = new URL(sent.url);
          expect(sent.method).toBe('GET');
          expect(url.origin).toBe(ORIGIN);
          expect(url.pathname).toBe(`/ext/health${path}`);
          const given = (params as { tags?: unknown } | undefined)?.tags;
          const sentTags = url.searchParams.getAll('tag');
          if (!tags || given === undefined) expect(sentTags).toEqual([]);
          else if (Array.isArray(given)) expect(sentTags).toEqual(given.map(String));
          // Not an array (the types forbid it): nothing, or the value as one tag at most.
          else expect(sentTags.length).toBeLessThanOrEqual(1);
          expect([...url.searchParams.keys()].every((k) => k === 'tag')).toBe(true);
        }),
        PARAMS,
      );
    });
  }
});
