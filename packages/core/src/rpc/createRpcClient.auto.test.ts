// wireNames: 'auto' (the default): the seed's name first, the deployed name once on a refusal that proves
// nothing ran, remembered per endpoint; 'seed' and 'deployed' strict. Every test counts arrivals at the server.
import { describe, expect, it } from 'vitest';
import { connectionRefused, fakeFetch, json, type SentRequest, text } from '../../test/fakeFetch.js';
import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import {
  createRpcClient,
  type MethodTable,
  type RpcClientOptions,
  type WireNameMap,
} from './createRpcClient.js';
import { nameFallback } from './nameFallback.js';

const base = 'http://127.0.0.1:9650';

const table: MethodTable = {
  'info.getNetworkID': { endpoint: '/ext/info', by: 'name', params: [] },
  'xvm.getHeight': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [], fallback: nameFallback },
  'xvm.getTx': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: ['txID'], fallback: nameFallback },
  'xvm.issueTx': {
    endpoint: '/ext/bc/{blockchainId}',
    by: 'name',
    params: ['tx'],
    retry: false,
    fallback: nameFallback,
  },
  eth_blockNumber: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  admin_setLogLevel: {
    endpoint: '/ext/bc/C/admin',
    by: 'position',
    params: ['args'],
    fallback: nameFallback,
  },
  'atomic.getAtomicTxStatus': {
    endpoint: '/ext/bc/C/atomic',
    by: 'name',
    params: ['txID'],
    fallback: nameFallback,
  },
  'atomic.issueTx': {
    endpoint: '/ext/bc/C/atomic',
    by: 'name',
    params: ['tx'],
    retry: false,
    fallback: nameFallback,
  },
};
const deployedNames: WireNameMap = {
  namespaces: { xvm: 'avm', atomic: 'avax' },
  paths: { '/ext/bc/C/atomic': '/ext/bc/C/avax' },
  objectParams: ['admin'],
};
const config = {
  defaultEndpoint: '/ext/bc/{blockchainId}/rpc',
  deployedNames,
  batchEndpoints: ['/ext/bc/{blockchainId}/rpc'],
  variables: { blockchainId: 'X' },
};

interface Body {
  id: number;
  method: string;
  params?: unknown;
}

/** The services of a deployed AvalancheGo node, by path: gorilla/rpc's refusals, a 404 for an unknown path. */
const services: Record<string, string[]> = {
  '/ext/info': ['info'],
  '/ext/bc/X': ['avm'],
  '/ext/bc/C/admin': ['admin'],
  '/ext/bc/C/avax': ['avax'],
};

/** Answers one call as AvalancheGo v1.14.0 does (messages from gorilla/rpc v1.2.0's serviceMap.get). */
function nodeAnswer(path: string, body: Body): unknown {
  const served = services[path]!;
  const parts = body.method.split('.');
  if (parts.length !== 2) {
    const message = `rpc: service/method request ill-formed: ${JSON.stringify(body.method)}`;
    return { jsonrpc: '2.0', id: body.id, error: { code: -32000, message, data: null } };
  }
  if (!served.includes(parts[0]!)) {
    const message = `rpc: can't find service ${JSON.stringify(body.method)}`;
    return { jsonrpc: '2.0', id: body.id, error: { code: -32000, message, data: null } };
  }
  return { jsonrpc: '2.0', id: body.id, result: { method: body.method, params: body.params } };
}

function deployedNode(sent: SentRequest): Response {
  const path = sent.url.slice(base.length);
  if (!(path in services)) return text('404 page not found', 404);
  const body = JSON.parse(sent.body!) as Body | Body[];
  return json(Array.isArray(body) ? body.map((b) => nodeAnswer(path, b)) : nodeAnswer(path, body));
}

/** A server speaking the seed's names (as the mock does): every call answered with its method name. */
function seedServer(sent: SentRequest): Response {
  const body = JSON.parse(sent.body!) as Body | Body[];
  const answer = (b: Body) => ({ jsonrpc: '2.0', id: b.id, result: { method: b.method, params: b.params } });
  return json(Array.isArray(body) ? body.map(answer) : answer(body));
}

/** What arrived: [path, method or methods of a batch]. */
const arrivals = (sent: SentRequest[]) =>
  sent.map((s) => {
    const body = JSON.parse(s.body ?? 'null') as Body | Body[];
    return [s.url.slice(base.length), Array.isArray(body) ? body.map((b) => b.method) : body.method];
  });

/** For a promise expected to reject: its resolution fails the test. */
const unexpected = (): never => {
  throw new Error('expected a rejection');
};

const client = (fetch: typeof globalThis.fetch, options: RpcClientOptions = {}) =>
  createRpcClient(table, config, { url: base, fetch, retry: false, ...options });

const refusing = (error: unknown, status = 200) =>
  fakeFetch((sent) => {
    const body = JSON.parse(sent.body!) as Body;
    return json({ jsonrpc: '2.0', id: body.id, error }, status);
  });

describe("wireNames: 'auto' (the default)", () => {
  it("falls back once on can't find service, and the endpoint keeps the deployed name", async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch);
    expect(await rpc.namespaces.xvm!.getHeight!()).toEqual({ method: 'avm.getHeight', params: {} });
    expect(await rpc.namespaces.xvm!.getTx!({ txID: 't' })).toEqual({
      method: 'avm.getTx',
      params: { txID: 't' },
    });
    expect(await rpc.request('xvm.getHeight')).toEqual({ method: 'avm.getHeight', params: {} });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/X', 'avm.getHeight'],
      ['/ext/bc/X', 'avm.getTx'],
      ['/ext/bc/X', 'avm.getHeight'],
    ]);
  });

  it('falls back on ill-formed (admin_<name> at the C-chain admin endpoint) with one params object', async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch);
    expect(await rpc.namespaces.admin!.setLogLevel!({ level: 'info' })).toEqual({
      method: 'admin.setLogLevel',
      params: { level: 'info' },
    });
    await rpc.namespaces.admin!.setLogLevel!({ level: 'debug' });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/C/admin', 'admin_setLogLevel'],
      ['/ext/bc/C/admin', 'admin.setLogLevel'],
      ['/ext/bc/C/admin', 'admin.setLogLevel'],
    ]);
  });

  it('falls back on a 404 from /ext/bc/C/atomic to avax.* at /ext/bc/C/avax', async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch);
    expect(await rpc.namespaces.atomic!.getAtomicTxStatus!({ txID: 't' })).toEqual({
      method: 'avax.getAtomicTxStatus',
      params: { txID: 't' },
    });
    await rpc.namespaces.atomic!.getAtomicTxStatus!({ txID: 'u' });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/C/atomic', 'atomic.getAtomicTxStatus'],
      ['/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
      ['/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
    ]);
  });

  it('remembers per endpoint: another endpoint still starts with the seed name', async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch);
    await rpc.namespaces.xvm!.getHeight!();
    await rpc.namespaces.atomic!.getAtomicTxStatus!({ txID: 't' });
    await rpc.namespaces.info!.getNetworkID!();
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/X', 'avm.getHeight'],
      ['/ext/bc/C/atomic', 'atomic.getAtomicTxStatus'],
      ['/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
      ['/ext/info', 'info.getNetworkID'],
    ]);
    // and per client: a new client starts over
    const { fetch: fetch2, sent: sent2 } = fakeFetch(deployedNode);
    await client(fetch2).namespaces.xvm!.getHeight!();
    expect(arrivals(sent2)).toHaveLength(2);
  });

  it('sends the seed names, once each, to a server that speaks them (the mock)', async () => {
    const { fetch, sent } = fakeFetch(seedServer);
    const rpc = client(fetch);
    await rpc.namespaces.xvm!.getHeight!();
    await rpc.namespaces.admin!.setLogLevel!({ level: 'info' });
    await rpc.namespaces.atomic!.issueTx!({ tx: '0x00' });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/C/admin', 'admin_setLogLevel'],
      // a submit to an endpoint that has not yet answered under a name: a read settles the name first
      ['/ext/bc/C/atomic', 'atomic.getAtomicTxStatus'],
      ['/ext/bc/C/atomic', 'atomic.issueTx'],
    ]);
    await rpc.namespaces.xvm!.issueTx!({ tx: '0x01' }); // X has answered xvm.getHeight: no read needed
    expect(arrivals(sent).slice(4)).toEqual([['/ext/bc/X', 'xvm.issueTx']]);
  });

  it('a submit goes out once, under the name a read of the same service settled (never refused by name first)', async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch, { retry: { retries: 3, minDelayMs: 0, maxDelayMs: 0 } });
    expect(await rpc.namespaces.xvm!.issueTx!({ tx: '0x01' })).toEqual({
      method: 'avm.issueTx',
      params: { tx: '0x01' },
    });
    expect(await rpc.namespaces.atomic!.issueTx!({ tx: '0x02' })).toEqual({
      method: 'avax.issueTx',
      params: { tx: '0x02' },
    });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/X', 'avm.issueTx'],
      ['/ext/bc/C/atomic', 'atomic.getAtomicTxStatus'],
      ['/ext/bc/C/avax', 'avax.issueTx'],
    ]);
  });

  it('a submit whose first try may have run is never sent again', async () => {
    const answers: [string, () => Response | Error][] = [
      ['a 500', () => text('boom', 500)],
      ['a 503', () => text('busy', 503)],
      ['a network failure', connectionRefused],
      [
        "the node's refusal of the tx",
        () => json({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'tx has no inputs' } }),
      ],
      ['-32601', () => json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'method not found' } })],
      [
        "can't find method (the service exists)",
        () =>
          json({
            jsonrpc: '2.0',
            id: 1,
            error: { code: -32000, message: 'rpc: can\'t find method "xvm.issueTx"' },
          }),
      ],
      ['an unreadable answer', () => text('<html>', 200)],
    ];
    for (const [what, answer] of answers) {
      const { fetch, sent } = fakeFetch(answer);
      const rpc = client(fetch, { retry: { retries: 3, minDelayMs: 0, maxDelayMs: 0 } });
      await expect(rpc.namespaces.xvm!.issueTx!({ tx: '0x01' }), what).rejects.toThrow();
      // the settling read (retried as reads are) and at most one submit, never a second name
      const submits = arrivals(sent).filter(([, m]) => String(m).endsWith('issueTx'));
      expect(submits.length, what).toBeLessThanOrEqual(1);
      expect(
        arrivals(sent).every(([, m]) => m === 'xvm.getHeight' || m === 'xvm.issueTx'),
        what,
      ).toBe(true);
    }
  });

  it('takes no other refusal as proof: -32601, method not found, a 404 where the path stays, other errors', async () => {
    const cases: [string, ReturnType<typeof fakeFetch>][] = [
      [
        '-32601',
        refusing({ code: -32601, message: 'the method xvm_getHeight does not exist/is not available' }),
      ],
      ['method not found', refusing({ code: -32000, message: 'Method not found' })],
      ["can't find method", refusing({ code: -32000, message: 'rpc: can\'t find method "xvm.getHeight"' })],
      [
        'a message that only mentions it',
        refusing({ code: -32000, message: "upstream: can't find service" }),
      ],
      ['404 where the deployed path is the same', fakeFetch(text('404 page not found', 404))],
      ['an error of the method', refusing({ code: -32000, message: 'database closed' })],
    ];
    for (const [what, { fetch, sent }] of cases) {
      const rpc = client(fetch);
      const error = await rpc.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as Error);
      expect(error, what).toBeInstanceOf(Error);
      expect(error.message, what).not.toContain('wireNames');
      expect(arrivals(sent), what).toEqual([['/ext/bc/X', 'xvm.getHeight']]);
    }
  });

  it('does not fall back where the deployed name is the same (info.*)', async () => {
    const { fetch, sent } = refusing({
      code: -32000,
      message: 'rpc: can\'t find service "info.getNetworkID"',
    });
    const error = await client(fetch).namespaces.info!.getNetworkID!().then(
      unexpected,
      (e: unknown) => e as JsonRpcError,
    );
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(arrivals(sent)).toEqual([['/ext/info', 'info.getNetworkID']]);
  });

  it('when the deployed name is refused too, rejects with that refusal and does not remember the endpoint', async () => {
    const { fetch, sent } = refusing({ code: -32000, message: 'rpc: can\'t find service "x.y"' });
    const rpc = client(fetch);
    const error = await rpc.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as JsonRpcError);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error.method).toBe('avm.getHeight');
    await rpc.namespaces.xvm!.getHeight!().catch(() => undefined);
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/X', 'avm.getHeight'],
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/X', 'avm.getHeight'],
    ]);
  });

  it('remembers the endpoint when the deployed name is served, even if that call then fails otherwise', async () => {
    let n = 0;
    const { fetch, sent } = fakeFetch((s) => {
      const body = JSON.parse(s.body!) as Body;
      if (body.method.startsWith('xvm.')) return deployedNode(s);
      n++;
      return n === 1
        ? json({ jsonrpc: '2.0', id: body.id, error: { code: -32000, message: 'not found' } })
        : deployedNode(s);
    });
    const rpc = client(fetch);
    await expect(rpc.namespaces.xvm!.getTx!({ txID: 'missing' })).rejects.toThrow(/^not found$/);
    await rpc.namespaces.xvm!.getHeight!();
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getTx'],
      ['/ext/bc/X', 'avm.getTx'],
      ['/ext/bc/X', 'avm.getHeight'],
    ]);
  });

  it('concurrent first calls to one endpoint each fall back and each get their own answer', async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch);
    const results = await Promise.all([
      rpc.namespaces.xvm!.getHeight!(),
      rpc.namespaces.xvm!.getTx!({ txID: 'a' }),
      rpc.namespaces.xvm!.issueTx!({ tx: '0x03' }),
    ]);
    expect(results).toEqual([
      { method: 'avm.getHeight', params: {} },
      { method: 'avm.getTx', params: { txID: 'a' } },
      { method: 'avm.issueTx', params: { tx: '0x03' } },
    ]);
    const methods = arrivals(sent).map(([, m]) => m);
    expect(methods.filter((m) => m === 'avm.issueTx')).toHaveLength(1);
    expect(methods.sort()).toEqual([
      'avm.getHeight',
      'avm.getTx',
      'avm.issueTx',
      'xvm.getHeight',
      'xvm.getHeight', // the submit's settling read: the submit itself never goes out under the seed name
      'xvm.getTx',
    ]);
  });

  it('a first call still on the wire when another call learns the endpoint falls back too', async () => {
    let release!: () => void;
    const learned = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch, sent } = fakeFetch(async (s) => {
      const body = JSON.parse(s.body!) as Body;
      // the seed's getTx is refused only once getHeight has fallen back and the client has learned
      if (body.method === 'xvm.getTx') await learned;
      return deployedNode(s);
    });
    const rpc = client(fetch);
    const late = rpc.namespaces.xvm!.getTx!({ txID: 'late' });
    const height = await rpc.namespaces.xvm!.getHeight!();
    release();
    expect(height).toEqual({ method: 'avm.getHeight', params: {} });
    expect(await late).toEqual({ method: 'avm.getTx', params: { txID: 'late' } });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getTx'],
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/X', 'avm.getHeight'],
      ['/ext/bc/X', 'avm.getTx'],
    ]);
  });

  it('concurrent first calls batched on one endpoint each fall back from the batch', async () => {
    const batching = { ...config, batchEndpoints: ['/ext/bc/{blockchainId}'] };
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = createRpcClient(table, batching, { url: base, fetch, retry: false });
    const results = await Promise.all([
      rpc.namespaces.xvm!.getHeight!(),
      rpc.namespaces.xvm!.getTx!({ txID: 'a' }),
      rpc.namespaces.xvm!.issueTx!({ tx: '0x04' }),
    ]);
    expect(results.map((r) => (r as { method: string }).method)).toEqual([
      'avm.getHeight',
      'avm.getTx',
      'avm.issueTx',
    ]);
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', ['xvm.getHeight', 'xvm.getTx', 'xvm.getHeight']],
      ['/ext/bc/X', ['avm.getHeight', 'avm.getTx']],
      ['/ext/bc/X', 'avm.issueTx'],
    ]);
  });

  it('an HTTP 404 of a whole batch on a renamed path falls back for each call', async () => {
    const batching = { ...config, batchEndpoints: ['/ext/bc/C/atomic', '/ext/bc/C/avax'] };
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = createRpcClient(table, batching, { url: base, fetch, retry: false });
    const [a, b] = await Promise.all([
      rpc.namespaces.atomic!.getAtomicTxStatus!({ txID: 'a' }),
      rpc.namespaces.atomic!.issueTx!({ tx: '0x05' }),
    ]);
    expect(a).toEqual({ method: 'avax.getAtomicTxStatus', params: { txID: 'a' } });
    expect(b).toEqual({ method: 'avax.issueTx', params: { tx: '0x05' } });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/C/atomic', ['atomic.getAtomicTxStatus', 'atomic.getAtomicTxStatus']],
      ['/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
      ['/ext/bc/C/avax', 'avax.issueTx'],
    ]);
  });

  it("the fallback keeps the call's deadline: a slow refusal leaves the second try only what is left", async () => {
    const started = Date.now();
    const { fetch, sent } = fakeFetch(async (request) => {
      const body = JSON.parse(request.body!) as Body;
      if (body.method === 'xvm.getHeight') {
        // the refusal arrives 300 ms into a 400 ms limit
        await new Promise((r) => setTimeout(r, 300));
        return deployedNode(request);
      }
      // the deployed name never answers: only the call's deadline ends it
      return new Promise<Response>((_, reject) =>
        request.signal?.addEventListener('abort', () => reject(request.signal?.reason)),
      );
    });
    const error = await client(fetch, { timeoutMs: 400 }).namespaces.xvm!.getHeight!().then(
      unexpected,
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('TimeoutError');
    // about 400 ms, not 300 + 400: the second try had the 100 ms left
    expect(Date.now() - started).toBeLessThan(600);
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/X', 'avm.getHeight'],
    ]);
  });

  it('endpointUrl follows what the client learned', async () => {
    const { fetch } = fakeFetch(deployedNode);
    const rpc = client(fetch);
    expect(rpc.endpointUrl('atomic')).toBe(`${base}/ext/bc/C/atomic`);
    await rpc.namespaces.atomic!.getAtomicTxStatus!({ txID: 't' });
    expect(rpc.endpointUrl('atomic')).toBe(`${base}/ext/bc/C/avax`);
  });

  it("is what no option means: the same arrivals as wireNames: 'auto'", async () => {
    const given = fakeFetch(deployedNode);
    const implicit = fakeFetch(deployedNode);
    await client(given.fetch, { wireNames: 'auto' }).namespaces.xvm!.getHeight!();
    await createRpcClient(table, config, { url: base, fetch: implicit.fetch }).namespaces.xvm!.getHeight!();
    expect(arrivals(implicit.sent)).toEqual(arrivals(given.sent));
    expect(arrivals(implicit.sent)).toHaveLength(2);
  });
});

describe("wireNames 'seed' and 'deployed' stay strict", () => {
  it("'seed' sends the seed name once and rejects with the hint naming wireNames and 'auto'", async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch, { wireNames: 'seed' });
    const error = await rpc.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as JsonRpcError);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error.message).toContain(
      "wireNames: 'deployed' sends avm.getHeight to /ext/bc/X; 'auto', the default, falls back to it by itself",
    );
    const atomic = await rpc.namespaces.atomic!.issueTx!({ tx: '0x06' }).then(
      unexpected,
      (e: unknown) => e as HttpError,
    );
    expect(HttpError.isInstance(atomic)).toBe(true);
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'xvm.getHeight'],
      ['/ext/bc/C/atomic', 'atomic.issueTx'],
    ]);
  });

  it("'deployed' sends the deployed names from the first call and never the seed's", async () => {
    const { fetch, sent } = fakeFetch(seedServer);
    const rpc = client(fetch, { wireNames: 'deployed' });
    await rpc.namespaces.xvm!.getHeight!();
    await rpc.namespaces.atomic!.getAtomicTxStatus!({ txID: 't' });
    expect(arrivals(sent)).toEqual([
      ['/ext/bc/X', 'avm.getHeight'],
      ['/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
    ]);
    const refused = fakeFetch(text('404 page not found', 404));
    const error = await client(refused.fetch, { wireNames: 'deployed' }).namespaces.atomic!
      .getAtomicTxStatus!({ txID: 't' }).then(unexpected, (e: unknown) => e as HttpError);
    expect(error.status).toBe(404);
    expect(error.message).not.toContain('wireNames');
    expect(arrivals(refused.sent)).toEqual([['/ext/bc/C/avax', 'avax.getAtomicTxStatus']]);
  });

  it('a map of your own is strict too', async () => {
    const { fetch, sent } = fakeFetch(deployedNode);
    const rpc = client(fetch, { wireNames: { namespaces: { xvm: 'x2' } } });
    const error = await rpc.namespaces.xvm!.getHeight!().then(unexpected, (e: unknown) => e as JsonRpcError);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error.message).not.toContain('wireNames');
    expect(arrivals(sent)).toEqual([['/ext/bc/X', 'x2.getHeight']]);
  });
});
