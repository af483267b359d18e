import { HttpError, JsonRpcError, ValidationError } from '@pkg/core';
import { fakeNode, RpcFailure } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import {
  createNodeInfoClient,
  createNodeInfoClientFor,
  type NodeInfoClient,
  type NodeInfoMethodTable,
} from './generated/createNodeInfoClient.js';
import { methods } from './generated/methods.js';

const url = 'http://127.0.0.1:9650';

function client(answer?: Parameters<typeof fakeNode>[0], http?: Parameters<typeof fakeNode>[1]) {
  const fake = fakeNode(answer, http);
  return { node: createNodeInfoClient({ url, fetch: fake.fetch, retry: false }), sent: fake.sent };
}

type Case = [wire: string, call: (node: NodeInfoClient) => Promise<unknown>, path: string, params: unknown];

const cases: Case[] = [
  [
    'admin.alias',
    (n) => n.admin.alias({ endpoint: 'bc/X', alias: 'myX' }),
    '/ext/admin',
    { endpoint: 'bc/X', alias: 'myX' },
  ],
  [
    'admin.aliasChain',
    (n) => n.admin.aliasChain({ chain: 'X', alias: 'x' }),
    '/ext/admin',
    { chain: 'X', alias: 'x' },
  ],
  ['admin.dbGet', (n) => n.admin.dbGet({ key: '0x6b6579' }), '/ext/admin', { key: '0x6b6579' }],
  ['admin.getChainAliases', (n) => n.admin.getChainAliases({ chain: 'X' }), '/ext/admin', { chain: 'X' }],
  ['admin.getConfig', (n) => n.admin.getConfig(), '/ext/admin', {}],
  ['admin.getLoggerLevel', (n) => n.admin.getLoggerLevel(), '/ext/admin', {}],
  ['admin.loadVMs', (n) => n.admin.loadVMs(), '/ext/admin', {}],
  ['admin.lockProfile', (n) => n.admin.lockProfile(), '/ext/admin', {}],
  ['admin.memoryProfile', (n) => n.admin.memoryProfile(), '/ext/admin', {}],
  [
    'admin.setLoggerLevel',
    (n) => n.admin.setLoggerLevel({ logLevel: 'debug' }),
    '/ext/admin',
    { logLevel: 'debug' },
  ],
  ['admin.stacktrace', (n) => n.admin.stacktrace(), '/ext/admin', {}],
  ['admin.startCPUProfiler', (n) => n.admin.startCPUProfiler(), '/ext/admin', {}],
  ['admin.stopCPUProfiler', (n) => n.admin.stopCPUProfiler(), '/ext/admin', {}],
  ['info.acps', (n) => n.info.acps(), '/ext/info', {}],
  ['info.isBootstrapped', (n) => n.info.isBootstrapped({ chain: 'X' }), '/ext/info', { chain: 'X' }],
  ['info.getBlockchainID', (n) => n.info.getBlockchainID({ alias: 'X' }), '/ext/info', { alias: 'X' }],
  ['info.getNetworkID', (n) => n.info.getNetworkID(), '/ext/info', {}],
  ['info.getNetworkName', (n) => n.info.getNetworkName(), '/ext/info', {}],
  ['info.getNodeID', (n) => n.info.getNodeID(), '/ext/info', {}],
  ['info.getNodeIP', (n) => n.info.getNodeIP(), '/ext/info', {}],
  ['info.getNodeVersion', (n) => n.info.getNodeVersion(), '/ext/info', {}],
  ['info.getTxFee', (n) => n.info.getTxFee(), '/ext/info', {}],
  ['info.getVMs', (n) => n.info.getVMs(), '/ext/info', {}],
  ['info.peers', (n) => n.info.peers({ nodeIDs: ['NodeID-a'] }), '/ext/info', { nodeIDs: ['NodeID-a'] }],
  ['info.uptime', (n) => n.info.uptime({ subnetID: 's' }), '/ext/info', { subnetID: 's' }],
  ['info.upgrades', (n) => n.info.upgrades(), '/ext/info', {}],
  ['health.health', (n) => n.health.health({ tags: ['P'] }), '/ext/health', { tags: ['P'] }],
  ['health.readiness', (n) => n.health.readiness(), '/ext/health', {}],
  ['health.liveness', (n) => n.health.liveness(), '/ext/health', {}],
];

describe('createNodeInfoClient: every JSON-RPC method', () => {
  it('covers every method of the spec but the Index API (createIndexClient.test.ts)', () => {
    const own = Object.keys(methods).filter((name) => !name.startsWith('index.'));
    expect(cases.map(([wire]) => wire).sort()).toEqual(own.sort());
  });

  it('carries no index namespace: the Index API is createIndexClient', () => {
    const { node } = client();
    expect(Object.keys(node).sort()).toEqual(['admin', 'health', 'info', 'request']);
  });

  it.each(cases)(
    '%s goes to its endpoint with its name and params, and resolves the result',
    async (wire, call, path, params) => {
      const result = { answer: wire };
      const { node, sent } = client(() => result);
      await expect(call(node)).resolves.toEqual(result);
      expect(sent).toEqual([
        { url: url + path, method: 'POST', items: [{ method: wire, params }], batch: false },
      ]);
    },
  );

  it.each(cases)(
    '%s: createNodeInfoClientFor given its entry alone sends what createNodeInfoClient sends',
    async (wire, call) => {
      const result = { answer: wire };
      const whole = fakeNode(() => result);
      const one = fakeNode(() => result);
      const entry = { [wire.replace('.', '_')]: methods[wire]! } as NodeInfoMethodTable;
      await expect(call(createNodeInfoClient({ url, fetch: whole.fetch }))).resolves.toEqual(result);
      const picked = createNodeInfoClientFor(entry, { url, fetch: one.fetch });
      await expect(call(picked as unknown as NodeInfoClient)).resolves.toEqual(result);
      expect(one.sent).toEqual(whole.sent);
    },
  );

  it('marks info.getTxFee deprecated since v1.12.2 and the admin mutations as unsafe to retry', () => {
    expect(methods['info.getTxFee']?.deprecated).toBe('since v1.12.2');
    expect(methods['admin.alias']?.retry).toBe(false);
    expect(methods['info.peers']?.retry).toBeUndefined();
  });
});

describe('createNodeInfoClient: input rules', () => {
  it('admin.dbGet takes a 0x-prefixed hex key, checked before sending', async () => {
    const { node, sent } = client(() => ({ value: '', errorCode: 2 }));
    await expect(node.admin.dbGet({ key: 'genesisID' })).rejects.toMatchObject({ field: 'key' });
    expect(sent).toHaveLength(0);
    await expect(node.admin.dbGet({ key: '0x67656e657369734944' })).resolves.toEqual({
      value: '',
      errorCode: 2,
    });
  });

  it('accepts an alias of 512 characters and rejects 513 before sending', async () => {
    const { node, sent } = client();
    await node.admin.alias({ endpoint: 'bc/X', alias: 'a'.repeat(512) });
    const error = await node.admin.alias({ endpoint: 'bc/X', alias: 'a'.repeat(513) }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'alias', rule: 'maxLength 512' });
    expect(sent).toHaveLength(1);
  });

  it('refuses setLoggerLevel with neither logLevel nor displayLevel', async () => {
    const { node, sent } = client();
    await expect(node.admin.setLoggerLevel({ loggerName: 'C' })).rejects.toBeInstanceOf(ValidationError);
    await expect(node.admin.setLoggerLevel()).rejects.toBeInstanceOf(ValidationError);
    await node.admin.setLoggerLevel({ displayLevel: 'info' });
    expect(sent.map((s) => s.items[0]?.params)).toEqual([{ displayLevel: 'info' }]);
  });

  it('rejects (never throws synchronously) a missing required param or a wrong type', async () => {
    const { node, sent } = client();
    // @ts-expect-error chain is required
    const missing = node.info.isBootstrapped({});
    expect(missing).toBeInstanceOf(Promise);
    await expect(missing).rejects.toMatchObject({ name: 'ValidationError', field: 'chain' });
    // @ts-expect-error nodeIDs is a string array
    await expect(node.info.peers({ nodeIDs: 'NodeID-a' })).rejects.toMatchObject({ field: 'nodeIDs' });
    expect(sent).toHaveLength(0);
  });
});

describe('createNodeInfoClient: health GET endpoints', () => {
  const report = { healthy: true, checks: { network: { timestamp: 't', duration: 1 } } };

  it('GETs /ext/health with a repeated tag query and returns the report', async () => {
    const { node, sent } = client(undefined, () => Response.json(report));
    await expect(
      node.health.get({ tags: ['P', '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5'] }),
    ).resolves.toEqual(report);
    await node.health.get();
    await node.health.getReadiness({ tags: ['X'] });
    await node.health.getLiveness();
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['GET', `${url}/ext/health?tag=P&tag=2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5`],
      ['GET', `${url}/ext/health`],
      ['GET', `${url}/ext/health/readiness?tag=X`],
      ['GET', `${url}/ext/health/liveness`],
    ]);
  });

  it('returns a 503 report as { healthy: false, checks } instead of throwing', async () => {
    const unhealthy = {
      healthy: false,
      checks: { bootstrapped: { error: 'not yet', timestamp: 't', duration: 5, contiguousFailures: 3 } },
    };
    const { node } = client(undefined, () => Response.json(unhealthy, { status: 503 }));
    await expect(node.health.get()).resolves.toEqual(unhealthy);
    await expect(node.health.getReadiness()).resolves.toEqual(unhealthy);
    await expect(node.health.getLiveness()).resolves.toEqual(unhealthy);
  });

  it('throws HttpError for a 503 that carries no report (a proxy page or another JSON body)', async () => {
    const html = client(
      undefined,
      () => new Response('<h1>503</h1>', { status: 503, headers: { 'content-type': 'text/html' } }),
    );
    await expect(html.node.health.get()).rejects.toMatchObject({
      name: 'HttpError',
      status: 503,
      body: '<h1>503</h1>',
    });
    const json = client(undefined, () => Response.json({ message: 'overloaded' }, { status: 503 }));
    await expect(json.node.health.getLiveness()).rejects.toMatchObject({
      name: 'HttpError',
      status: 503,
      body: { message: 'overloaded' },
    });
  });

  it('throws HttpError for any other failure status, with the body as sent', async () => {
    const { node } = client(
      undefined,
      () =>
        new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await node.health.get().catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, body: '<html>bad gateway</html>' });
  });

  it('follows an endpoints.health override', async () => {
    const fake = fakeNode();
    const node = createNodeInfoClient({
      url,
      fetch: fake.fetch,
      endpoints: { health: 'https://proxy.example/h' },
    });
    await node.health.getReadiness();
    await node.health.liveness();
    expect(fake.sent.map((s) => s.url)).toEqual([
      'https://proxy.example/h/readiness',
      'https://proxy.example/h',
    ]);
  });
});

describe('createNodeInfoClient: errors as a node sends them', () => {
  it('rejects JsonRpcError with code, message, data (null kept) and method for an error answered with 200', async () => {
    const { node } = client(
      () => new RpcFailure({ code: -32000, message: "couldn't find chain", data: null }),
    );
    const error = await node.info.isBootstrapped({ chain: 'Q' }).catch((e) => e);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toMatchObject({
      code: -32000,
      message: "couldn't find chain",
      data: null,
      method: 'info.isBootstrapped',
    });
  });

  it('rejects JsonRpcError for -32700 and -32600 answers', async () => {
    for (const code of [-32700, -32600]) {
      const { node } = client(() => new RpcFailure({ code, message: 'bad request' }));
      await expect(node.info.getNetworkID()).rejects.toMatchObject({ name: 'JsonRpcError', code });
    }
  });

  it('rejects HttpError with the plain text of a 405 and the HTML of a proxy 502', async () => {
    const text = client(
      undefined,
      () => new Response('method not allowed', { status: 405, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(text.node.info.getNetworkID()).rejects.toMatchObject({
      name: 'HttpError',
      status: 405,
      body: 'method not allowed',
    });
    const html = client(
      undefined,
      () => new Response('<h1>502</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(html.node.info.getNetworkID()).rejects.toMatchObject({
      name: 'HttpError',
      status: 502,
      body: '<h1>502</h1>',
    });
  });
});

describe('createNodeInfoClient: batching, routing and request', () => {
  it('sends calls made in the same tick one per request: a node takes no batch on /ext/info, /ext/admin, /ext/health', async () => {
    const { node, sent } = client((item) => ({ echo: item.method }));
    const results = await Promise.all([
      ...Array.from({ length: 45 }, () => node.info.getNetworkID()),
      node.admin.lockProfile(),
      node.health.liveness(),
    ]);
    expect(results).toHaveLength(47);
    expect(sent).toHaveLength(47);
    expect(sent.every((s) => !s.batch && s.items.length === 1)).toBe(true);
    expect(sent.filter((s) => s.url.endsWith('/ext/admin'))).toEqual([
      {
        url: `${url}/ext/admin`,
        method: 'POST',
        items: [{ method: 'admin.lockProfile', params: {} }],
        batch: false,
      },
    ]);
  });

  it('sends each call alone with batch: false', async () => {
    const fake = fakeNode();
    const node = createNodeInfoClient({ url, fetch: fake.fetch, batch: false });
    await Promise.all([node.info.getNetworkID(), node.info.getNetworkName()]);
    expect(fake.sent.map((s) => s.batch)).toEqual([false, false]);
  });

  it('request(): typed and checked for known methods, routed by namespace for others', async () => {
    const { node, sent } = client(() => ({ networkID: 5 }));
    const { networkID } = await node.request('info.getNetworkID');
    expect(networkID).toBe(5);
    await expect(
      node.request('admin.alias', { endpoint: 'x', alias: 'a'.repeat(600) }),
    ).rejects.toBeInstanceOf(ValidationError);
    await node.request('admin.somethingNew', { a: 1 });
    await node.request('foo.bar');
    expect(sent.map((s) => [s.url, s.items[0]])).toEqual([
      [`${url}/ext/info`, { method: 'info.getNetworkID', params: {} }],
      [`${url}/ext/admin`, { method: 'admin.somethingNew', params: { a: 1 } }],
      [`${url}/ext/info`, { method: 'foo.bar' }],
    ]);
  });

  it('defaults to the public API node', async () => {
    const fake = fakeNode(() => ({ networkName: 'mainnet' }));
    await createNodeInfoClient({ fetch: fake.fetch }).info.getNetworkName();
    expect(fake.sent[0]?.url).toBe('https://api.avax.network/ext/info');
  });
});
