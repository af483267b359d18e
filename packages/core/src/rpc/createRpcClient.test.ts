import { describe, expect, it } from 'vitest';
import { fakeFetch, json, type SentRequest, text } from '../../test/fakeFetch.js';
import { HttpError } from '../errors/HttpError.js';
import { JsonRpcError } from '../errors/JsonRpcError.js';
import { ValidationError } from '../errors/ValidationError.js';
import { checkParams } from '../validation/checkParams.js';
import { createRpcClient, type MethodTable, type WireNameMap } from './createRpcClient.js';
import { nameFallback } from './nameFallback.js';

const base = 'http://127.0.0.1:9650';

/** A small table shaped like the generated ones: a by-name endpoint, an EVM /rpc endpoint, C-chain admin and atomic. */
const table: MethodTable = {
  'info.getNetworkID': { endpoint: '/ext/info', by: 'name', params: [] },
  'info.getNodeVersion': { endpoint: '/ext/info', by: 'name', params: [] },
  'xvm.getHeight': { endpoint: '/ext/bc/{blockchainId}', by: 'name', params: [], fallback: nameFallback },
  eth_chainId: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_blockNumber: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: [] },
  eth_feeHistory: {
    endpoint: '/ext/bc/{blockchainId}/rpc',
    by: 'position',
    params: ['blockCount', 'newestBlock', 'rewardPercentiles'],
    wireDefaults: { rewardPercentiles: [] },
  },
  admin_startCPUProfiler: {
    endpoint: '/ext/bc/{blockchainId}/admin',
    by: 'position',
    params: [],
    fallback: nameFallback,
  },
  admin_setLogLevel: {
    endpoint: '/ext/bc/{blockchainId}/admin',
    by: 'position',
    params: ['args'],
    schema: {
      args: { type: 'object', required: true, properties: { level: { type: 'string', required: true } } },
    },
    check: checkParams,
  },
  'atomic.getAtomicTxStatus': {
    endpoint: '/ext/bc/C/atomic',
    by: 'position',
    params: ['args'],
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
  variables: { blockchainId: 'C' },
};

interface Body {
  id: number;
  method: string;
  params?: unknown;
}

/** A node that answers each call with its method name, and refuses arrays where AvalancheGo does. */
function realisticNode(sent: SentRequest): Response {
  const body = JSON.parse(sent.body ?? 'null') as Body | Body[];
  const evm = sent.url.endsWith('/rpc');
  if (Array.isArray(body)) {
    if (!evm)
      return json({
        jsonrpc: '2.0',
        error: {
          code: -32700,
          message: 'json: cannot unmarshal array into Go value of type json2.serverRequest',
        },
        id: null,
      });
    return json(body.map((b) => ({ jsonrpc: '2.0', id: b.id, result: b.method })));
  }
  return json({ jsonrpc: '2.0', id: body.id, result: body.method });
}

const shape = (sent: SentRequest[]) =>
  sent.map((s) => {
    const body = JSON.parse(s.body ?? 'null') as Body | Body[];
    return [s.url.slice(base.length), Array.isArray(body) ? body.map((b) => b.method) : body.method];
  });

describe('createRpcClient', () => {
  it('batches calls in one tick only on endpoints the spec marks as batching', async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    const { info, eth } = rpc.namespaces;
    expect(
      await Promise.all([
        info!.getNetworkID!(),
        info!.getNodeVersion!(),
        eth!.chainId!(),
        eth!.blockNumber!(),
      ]),
    ).toEqual(['info.getNetworkID', 'info.getNodeVersion', 'eth_chainId', 'eth_blockNumber']);
    expect(shape(sent)).toEqual([
      ['/ext/info', 'info.getNetworkID'],
      ['/ext/info', 'info.getNodeVersion'],
      ['/ext/bc/C/rpc', ['eth_chainId', 'eth_blockNumber']],
    ]);
  });

  it('batch: false per call sends that call alone even on a batching endpoint', async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    await Promise.all([rpc.namespaces.eth!.chainId!({ batch: false }), rpc.namespaces.eth!.blockNumber!()]);
    expect(shape(sent)).toEqual([
      ['/ext/bc/C/rpc', 'eth_chainId'],
      ['/ext/bc/C/rpc', 'eth_blockNumber'],
    ]);
  });

  it("wireNames 'deployed' sends C-chain admin_<name> as admin.<name> with one params object", async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const rpc = createRpcClient(table, config, { url: base, fetch, wireNames: 'deployed' });
    await rpc.namespaces.admin!.startCPUProfiler!();
    await rpc.namespaces.admin!.setLogLevel!({ level: 'info' });
    await rpc.request('atomic.getAtomicTxStatus', [{ txID: 't' }]);
    expect(
      sent.map((s) => [s.url.slice(base.length), JSON.parse(s.body!).method, JSON.parse(s.body!).params]),
    ).toEqual([
      ['/ext/bc/C/admin', 'admin.startCPUProfiler', {}],
      ['/ext/bc/C/admin', 'admin.setLogLevel', { level: 'info' }],
      ['/ext/bc/C/avax', 'avax.getAtomicTxStatus', [{ txID: 't' }]],
    ]);
  });

  it('routes per method where a namespace spans two endpoints: admin_exportChain stays at /rpc, unmapped, in every mode', async () => {
    // the EVM table's shape: two admin_ methods on /rpc (sorted first), the chain's admin API on /admin
    const split: MethodTable = {
      admin_exportChain: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: ['file'] },
      admin_importChain: { endpoint: '/ext/bc/{blockchainId}/rpc', by: 'position', params: ['file'] },
      admin_getVMConfig: {
        endpoint: '/ext/bc/{blockchainId}/admin',
        by: 'position',
        params: [],
        fallback: nameFallback,
      },
      admin_setLogLevel: table.admin_setLogLevel!,
      admin_startCPUProfiler: table.admin_startCPUProfiler!,
    };
    const splitConfig = {
      ...config,
      deployedNames: { ...deployedNames, objectParams: ['/ext/bc/{blockchainId}/admin'] },
    };
    const { fetch, sent } = fakeFetch(realisticNode);
    for (const wireNames of ['seed', 'deployed'] as const) {
      const rpc = createRpcClient(split, splitConfig, { url: base, fetch, wireNames });
      await rpc.namespaces.admin!.exportChain!('/tmp/chain.rlp');
      await rpc.request('admin_importChain', ['/tmp/chain.rlp']);
      await rpc.namespaces.admin!.setLogLevel!({ level: 'info' });
      // a name the table lacks goes where most of its namespace goes: the chain's admin API
      await rpc.request('admin_somethingNew', []);
    }
    expect(
      sent.map((s) => [s.url.slice(base.length), JSON.parse(s.body!).method, JSON.parse(s.body!).params]),
    ).toEqual([
      ['/ext/bc/C/rpc', 'admin_exportChain', ['/tmp/chain.rlp']],
      ['/ext/bc/C/rpc', 'admin_importChain', ['/tmp/chain.rlp']],
      ['/ext/bc/C/admin', 'admin_setLogLevel', [{ level: 'info' }]],
      ['/ext/bc/C/admin', 'admin_somethingNew', []],
      ['/ext/bc/C/rpc', 'admin_exportChain', ['/tmp/chain.rlp']],
      ['/ext/bc/C/rpc', 'admin_importChain', ['/tmp/chain.rlp']],
      ['/ext/bc/C/admin', 'admin.setLogLevel', { level: 'info' }],
      ['/ext/bc/C/admin', 'admin.somethingNew', {}],
    ]);

    // the node's refusal of admin_exportChain (admin off) comes back as it is: no wireNames hint
    const { fetch: refusing } = fakeFetch((request) => {
      const body = JSON.parse(request.body!) as Body;
      const message = `the method ${body.method} does not exist/is not available`;
      return json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message } });
    });
    const rpc = createRpcClient(split, splitConfig, { url: base, fetch: refusing, retry: false });
    const error = (await rpc.namespaces.admin!.exportChain!('/tmp/x').catch(
      (e: unknown) => e,
    )) as JsonRpcError;
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error.shortMessage).toBe('the method admin_exportChain does not exist/is not available');
  });

  it("with seed names, a node's refusal of the name rejects with a message naming wireNames: 'deployed'", async () => {
    const { fetch } = fakeFetch((sent) => {
      const body = JSON.parse(sent.body!) as Body;
      if (sent.url.endsWith('/ext/bc/C/atomic')) return text('404 page not found', 404);
      const message = body.method.startsWith('admin_')
        ? 'rpc: service/method request ill-formed: "admin_startCPUProfiler"'
        : 'rpc: can\'t find service "xvm.GetHeight"';
      return json({ jsonrpc: '2.0', id: body.id, error: { code: -32000, message, data: null } });
    });
    const rpc = createRpcClient(table, config, { url: base, fetch, retry: false, wireNames: 'seed' });

    const xvm = (await rpc.namespaces.xvm!.getHeight!().catch((e: unknown) => e)) as JsonRpcError;
    expect(JsonRpcError.isInstance(xvm)).toBe(true);
    expect(xvm).toMatchObject({ code: -32000, data: null, method: 'xvm.getHeight' });
    expect(xvm.shortMessage).toBe(
      'rpc: can\'t find service "xvm.GetHeight" (xvm.getHeight is the API document\'s name; deployed nodes may not serve it: ' +
        "wireNames: 'deployed' sends avm.getHeight to /ext/bc/C; 'auto', the default, falls back to it by itself)",
    );

    const admin = (await rpc.namespaces.admin!.startCPUProfiler!().catch((e: unknown) => e)) as Error;
    expect(admin.message).toContain("wireNames: 'deployed' sends admin.startCPUProfiler to /ext/bc/C/admin");

    const atomic = (await rpc
      .request('atomic.getAtomicTxStatus', [{ txID: 't' }])
      .catch((e: unknown) => e)) as HttpError;
    expect(HttpError.isInstance(atomic)).toBe(true);
    expect(atomic.status).toBe(404);
    expect(atomic.message).toContain("wireNames: 'deployed' sends avax.getAtomicTxStatus to /ext/bc/C/avax");
  });

  it('adds no hint to errors that are not about the name, or in deployed mode', async () => {
    const { fetch } = fakeFetch((sent) => {
      const body = JSON.parse(sent.body!) as Body;
      return json({ jsonrpc: '2.0', id: body.id, error: { code: -32000, message: 'database closed' } });
    });
    const seed = createRpcClient(table, config, { url: base, fetch, wireNames: 'seed' });
    await expect(seed.namespaces.xvm!.getHeight!()).rejects.toThrow(/^database closed$/);
    const { fetch: refusing } = fakeFetch((sent) => {
      const body = JSON.parse(sent.body!) as Body;
      return json({
        jsonrpc: '2.0',
        id: body.id,
        error: { code: -32601, message: 'the method avm.getHeight does not exist/is not available' },
      });
    });
    const deployed = createRpcClient(table, config, { url: base, fetch: refusing, wireNames: 'deployed' });
    const error = (await deployed.namespaces.xvm!.getHeight!().catch((e: unknown) => e)) as Error;
    expect(error.message).not.toContain('wireNames');
  });

  it('sends a wire default for a positional param left out (eth_feeHistory percentiles)', async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    await rpc.namespaces.eth!.feeHistory!('0x4', 'latest');
    await rpc.namespaces.eth!.feeHistory!('0x4', 'latest', [25, 75]);
    await rpc.request('eth_feeHistory', ['0x2', 'latest']);
    expect(sent.map((s) => JSON.parse(s.body!).params)).toEqual([
      ['0x4', 'latest', []],
      ['0x4', 'latest', [25, 75]],
      ['0x2', 'latest', []],
    ]);
  });

  it('refuses a key a by-name method does not have, an own __proto__ included, before sending', async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    const unknown = await rpc.request('info.getNetworkID', { chain: 'P' }).catch((e: unknown) => e);
    expect(ValidationError.isInstance(unknown)).toBe(true);
    expect(unknown).toMatchObject({ field: 'chain', rule: 'unknown parameter' });
    const proto = JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown>;
    await expect(rpc.request('info.getNetworkID', proto)).rejects.toMatchObject({ field: '__proto__' });
    expect(sent).toHaveLength(0);
    // a by-name method whose table lists params without checks takes those params, and only those
    const loose = createRpcClient(
      { 'info.peers': { endpoint: '/ext/info', by: 'name', params: ['nodeIDs'] } },
      config,
      { url: base, fetch },
    );
    await loose.request('info.peers', { nodeIDs: [] });
    await expect(loose.request('info.peers', { nodeIds: [] })).rejects.toMatchObject({ field: 'nodeIds' });
    expect(JSON.parse(sent[0]!.body!).params).toEqual({ nodeIDs: [] });
    sent.length = 0;
    // a method the table does not know sends what it is given
    await rpc.request('info.somethingNew', { chain: 'P' });
    expect(JSON.parse(sent[0]!.body!).params).toEqual({ chain: 'P' });
  });

  it('checks params before sending, and sends nothing for bad input', async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const rpc = createRpcClient(table, config, { url: base, fetch });
    const error = await rpc.namespaces.admin!.setLogLevel!({ level: 3 }).catch((e: unknown) => e);
    expect(ValidationError.isInstance(error)).toBe(true);
    expect((error as ValidationError).field).toBe('args.level');
    expect(sent).toHaveLength(0);
  });
});

describe('createRpcClient: deadlines and refusals', () => {
  it('a per-call timeoutMs of 0 or Infinity is no limit (the call is sent and answered)', async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const rpc = createRpcClient(table, config, { url: base, fetch, timeoutMs: 50 });
    const eth = rpc.namespaces.eth!;
    await expect(eth.chainId!({ timeoutMs: 0 })).resolves.toBe('eth_chainId');
    await expect(eth.blockNumber!({ timeoutMs: Number.POSITIVE_INFINITY })).resolves.toBe('eth_blockNumber');
    expect(sent).toHaveLength(2);
  });

  it('config.refuse rejects a call (namespace function or request, by any name it knows) before checks or sending', async () => {
    const { fetch, sent } = fakeFetch(realisticNode);
    const refusal = new ValidationError({ field: 'blockchainId', rule: 'not here' });
    const refused = new Set(['admin_setLogLevel', 'admin.setLogLevel']);
    const rpc = createRpcClient(
      table,
      { ...config, refuse: (method) => (refused.has(method) ? refusal : undefined) },
      { url: base, fetch },
    );
    await expect(rpc.namespaces.admin!.setLogLevel!()).rejects.toBe(refusal);
    await expect(rpc.request('admin.setLogLevel', {})).rejects.toBe(refusal);
    await expect(rpc.request('eth_chainId')).resolves.toBe('eth_chainId');
    expect(shape(sent)).toEqual([['/ext/bc/C/rpc', 'eth_chainId']]);
  });
});
