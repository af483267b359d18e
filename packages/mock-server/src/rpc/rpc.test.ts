import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkValue } from '@pkg/core';
import { describe, expect, test } from 'vitest';
import { loadSpec } from '../../../../scripts/codegen/shared/spec.js';
import type { JsonBody } from '../testJson.js';
import { useMockServer } from '../vitest.js';
import { rpcMethods } from './methods.js';

// the node as AvalancheGo v1.14.0 (pre-Helicon), where these answers were measured; helicon.test.ts: v1.15
const mock = useMockServer({ seed: 5, era: 'pre-helicon' });

type Schema = Record<string, unknown>;
/** Each OpenRPC document of the repository, and its methods' result schemas by name. */
const specDir = new URL('../../../../specs/openrpc/', import.meta.url);
const resultSchemas = new Map<string, { schema: Schema; doc: Schema }>();
for (const name of readdirSync(specDir).filter((f) => !f.startsWith('.'))) {
  const doc = loadSpec<Schema>(fileURLToPath(new URL(name, specDir)));
  for (const m of doc.methods as { name: string; result?: { schema?: Schema } }[]) {
    if (m.result?.schema) resultSchemas.set(m.name, { schema: m.result.schema, doc });
  }
}

/**
 * Where a value does not fit a JSON Schema, with the keywords the specs' result schemas use ($ref, allOf,
 * oneOf, anyOf, type, enum, pattern, properties, required, items, additionalProperties): the full check the
 * generated rules (which reduce a union to 'any') cannot make.
 */
function schemaProblems(value: unknown, input: Schema, doc: Schema, at: string): string[] {
  let schema = input;
  for (let depth = 0; typeof schema.$ref === 'string' && depth < 20; depth++) {
    const target = (schema.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((o, k) => (o as Schema)[k], doc) as Schema;
    const { $ref: _ref, ...rest } = schema;
    schema = { ...target, ...rest };
  }
  const out: string[] = [];
  for (const part of (schema.allOf as Schema[] | undefined) ?? [])
    out.push(...schemaProblems(value, part, doc, at));
  if (Array.isArray(schema.oneOf)) {
    const fits = (schema.oneOf as Schema[]).filter(
      (s) => schemaProblems(value, s, doc, at).length === 0,
    ).length;
    if (fits !== 1)
      out.push(`${at}: fits ${fits} of the oneOf variants: ${JSON.stringify(value)?.slice(0, 80)}`);
  }
  if (Array.isArray(schema.anyOf)) {
    if (!(schema.anyOf as Schema[]).some((s) => schemaProblems(value, s, doc, at).length === 0))
      out.push(`${at}: fits no anyOf variant: ${JSON.stringify(value)?.slice(0, 80)}`);
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    const actual =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : typeof value === 'number' && Number.isInteger(value)
            ? 'integer'
            : typeof value;
    const ok = types.includes(actual) || (actual === 'integer' && types.includes('number'));
    if (!ok) return [...out, `${at}: ${JSON.stringify(value)?.slice(0, 60)} is not ${types.join(' | ')}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    out.push(`${at}: ${String(value)} not in enum`);
  if (
    typeof schema.pattern === 'string' &&
    typeof value === 'string' &&
    !new RegExp(schema.pattern, 'u').test(value)
  )
    out.push(`${at}: ${value.slice(0, 60)} does not match ${schema.pattern}`);
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => {
      out.push(...schemaProblems(item, schema.items as Schema, doc, `${at}[${i}]`));
    });
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in obj)) out.push(`${at}.${key} is required`);
    for (const [key, v] of Object.entries(obj)) {
      if (props[key]) out.push(...schemaProblems(v, props[key], doc, `${at}.${key}`));
      else if (schema.additionalProperties === false) out.push(`${at}.${key} is not allowed`);
      else if (typeof schema.additionalProperties === 'object')
        out.push(...schemaProblems(v, schema.additionalProperties as Schema, doc, `${at}.${key}`));
    }
  }
  return out;
}

async function post(path: string, body: unknown): Promise<{ status: number; body: JsonBody }> {
  const res = await fetch(`${mock.server.nodeUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

async function call(path: string, method: string, params?: unknown): Promise<JsonBody> {
  const { body } = await post(path, {
    jsonrpc: '2.0',
    id: 1,
    method,
    ...(params === undefined ? {} : { params }),
  });
  if (body.error) throw new Error(`${method}: ${body.error.code} ${body.error.message}`);
  return body.result;
}

const node = () => mock.server.data;
/** A well-formed cb58 ID that names nothing (the C chain's genesis block id on a local network). */
const UNKNOWN_ID = 'jXM4J36kLkSjgg1XgdrSPGtqAHxwok4NdcSx8j1hCmGUna9Ac';
const cChain = () =>
  node().chainsById.get('43114') as NonNullable<ReturnType<ReturnType<typeof node>['chainsById']['get']>>;
const subnetChain = () => node().networks.mainnet.evmChains[1] as ReturnType<typeof cChain>;

describe('JSON-RPC protocol', () => {
  test('a batch answers every item by id, in one HTTP response', async () => {
    const batch = Array.from({ length: 40 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'eth_blockNumber',
      params: [],
    }));
    const { status, body } = await post('/ext/bc/C/rpc', batch);
    expect(status).toBe(200);
    expect(body).toHaveLength(40);
    expect(body.map((a: JsonBody) => a.id)).toEqual(batch.map((b) => b.id));
    const logged = mock.server.requests.at(-1);
    expect(logged?.path).toBe('/ext/bc/C/rpc');
    expect(logged?.rpcMethods).toEqual(Array(40).fill('eth_blockNumber'));
  });

  test('a batch of 41 items is refused with a JSON-RPC error', async () => {
    const batch = Array.from({ length: 41 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'eth_blockNumber',
      params: [],
    }));
    const { body } = await post('/ext/bc/C/rpc', batch);
    expect(body.error.code).toBe(-32600);
    expect(body.error.message).toContain('40');
  });

  test.each([
    '/ext/info',
    '/ext/admin',
    '/ext/health',
    '/ext/bc/X',
    '/ext/bc/P',
    '/ext/bc/C/avax',
    '/ext/bc/C/admin',
  ])('%s answers a batch with ONE -32700 object, byte for byte as AvalancheGo v1.14.0', async (path) => {
    const res = await fetch(`${mock.server.nodeUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'info.getNetworkID', params: {} },
        { jsonrpc: '2.0', id: 2, method: 'info.getNetworkName', params: {} },
      ]),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal array into Go value of type json2.serverRequest","data":{"jsonrpc":"","method":"","params":null,"id":null}},"id":null}',
    );
    expect(mock.server.requests.at(-1)?.rpcMethods).toEqual(['info.getNetworkID', 'info.getNetworkName']);
  });

  test('a subnet chain /rpc takes a batch; its /validators endpoint does not', async () => {
    const id = subnetChain().blockchainId;
    const item = (method: string, params: unknown) => ({ jsonrpc: '2.0', id: 1, method, params });
    const rpc = await post(`/ext/bc/${id}/rpc`, [item('eth_chainId', []), item('eth_blockNumber', [])]);
    expect(rpc.body).toHaveLength(2);
    const validators = await post(`/ext/bc/${id}/validators`, [item('validators.getCurrentValidators', {})]);
    expect(validators.body.error.code).toBe(-32700);
  });

  test.each([
    ['parse error', '{"jsonrpc":', -32700],
    ['empty batch', '[]', -32600],
    ['no method', '{"jsonrpc":"2.0","id":1}', -32600],
    ['wrong version', '{"jsonrpc":"1.0","id":1,"method":"eth_chainId"}', -32600],
    ['unknown method', '{"jsonrpc":"2.0","id":1,"method":"eth_nope","params":[]}', -32601],
    [
      'namespace of another endpoint',
      '{"jsonrpc":"2.0","id":1,"method":"info.getNodeID","params":{}}',
      -32601,
    ],
    ['bad params', '{"jsonrpc":"2.0","id":1,"method":"eth_getBalance","params":["0x12","latest"]}', -32602],
    ['missing params', '{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByHash","params":[]}', -32602],
    ['too many params', '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[1]}', -32602],
  ])('%s answers %s', async (_name, body, code) => {
    const res = await post('/ext/bc/C/rpc', body);
    expect(res.status).toBe(200);
    expect(res.body.error.code).toBe(code);
  });

  test.each([
    [
      'unknown method of the EVM',
      '/ext/bc/C/rpc',
      '{"jsonrpc":"2.0","id":1,"method":"eth_nope","params":[]}',
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"the method eth_nope does not exist/is not available"}}',
    ],
    [
      'argument count, go-ethereum style',
      '/ext/bc/C/rpc',
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[1]}',
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"too many arguments, want at most 0"}}',
    ],
    [
      'unknown method of a node service',
      '/ext/info',
      '{"jsonrpc":"2.0","id":1,"method":"info.noSuch","params":{}}',
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"rpc: can\'t find method \\"info.NoSuch\\"","data":null},"id":1}',
    ],
    [
      'a service the endpoint does not have',
      '/ext/info',
      '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}',
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"rpc: can\'t find service \\"platform.GetHeight\\"","data":null},"id":1}',
    ],
    [
      'a name without one dot',
      '/ext/info',
      '{"jsonrpc":"2.0","id":1}',
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"rpc: service/method request ill-formed: \\"\\"","data":null},"id":1}',
    ],
    [
      'a JSON-RPC version other than 2.0',
      '/ext/info',
      '{"jsonrpc":"1.0","id":1,"method":"info.getNetworkID"}',
      '{"jsonrpc":"2.0","error":{"code":-32600,"message":"jsonrpc must be 2.0","data":{"jsonrpc":"1.0","method":"info.getNetworkID","params":null,"id":1}},"id":1}',
    ],
    [
      'a body that is not an object',
      '/ext/bc/P',
      '1',
      '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal number into Go value of type json2.serverRequest","data":{"jsonrpc":"","method":"","params":null,"id":null}},"id":null}',
    ],
    [
      'a result, with a string id echoed',
      '/ext/info',
      '{"jsonrpc":"2.0","id":"abc","method":"info.getNetworkName"}',
      '{"jsonrpc":"2.0","result":{"networkName":"mainnet"},"id":"abc"}',
    ],
    ['a notification (no id)', '/ext/info', '{"jsonrpc":"2.0","method":"info.getNetworkID","params":{}}', ''],
  ])('%s: the bytes AvalancheGo v1.14.0 sends', async (_name, path, body, expected) => {
    const res = await fetch(`${mock.server.nodeUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(expected);
    if (expected !== '')
      expect(res.headers.get('content-type')).toBe(
        path.endsWith('/rpc') ? 'application/json' : 'application/json; charset=utf-8',
      );
  });

  test('invalid params name the param', async () => {
    const { body } = await post('/ext/admin', {
      jsonrpc: '2.0',
      id: 1,
      method: 'admin.alias',
      params: { endpoint: 'bc/X', alias: 'a'.repeat(513) },
    });
    // The node's own endpoints answer bad params -32000 (its text for 'alias length is too long' differs).
    expect(body.error.code).toBe(-32000);
    expect(body.error.message).toContain('alias');
    const wrongType = await post('/ext/bc/X', {
      jsonrpc: '2.0',
      id: 1,
      method: 'avm.getUTXOs',
      params: { addresses: 'X-avax1' },
    });
    expect(wrongType.body.error).toEqual({
      code: -32000,
      message:
        "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls",
      data: null,
    });
  });

  const HASH = `0x${'ab'.repeat(32)}`;
  const ADDRESS = '8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
  // each error as AvalancheGo v1.14.0's C-chain /rpc answers it (go-ethereum's rpc and libevm's hexutil)
  test.each<[string, unknown[], string]>([
    [
      'eth_getBalance',
      ['0x12', 'latest'],
      'invalid argument 0: hex string has length 2, want 40 for common.Address',
    ],
    [
      'eth_getBalance',
      [ADDRESS, 'latest'],
      'invalid argument 0: json: cannot unmarshal hex string without 0x prefix into Go value of type common.Address',
    ],
    [
      'eth_getBalance',
      [`0xzz${ADDRESS.slice(3)}`, 'latest'],
      'invalid argument 0: json: cannot unmarshal hex string of odd length into Go value of type common.Address',
    ],
    [
      'eth_getBalance',
      [5, 'latest'],
      'invalid argument 0: json: cannot unmarshal non-string into Go value of type common.Address',
    ],
    [
      'eth_getBalance',
      [`0x${'zz'.repeat(20)}`, 'latest'],
      'invalid argument 0: json: cannot unmarshal invalid hex string into Go value of type common.Address',
    ],
    [
      'eth_getBalance',
      ['', 'latest'],
      'invalid argument 0: hex string has length 0, want 40 for common.Address',
    ],
    [
      'eth_sendRawTransaction',
      ['0xzz'],
      'invalid argument 0: json: cannot unmarshal invalid hex string into Go value of type hexutil.Bytes',
    ],
    [
      'eth_getBlockByHash',
      ['0x12', false],
      'invalid argument 0: hex string has length 2, want 64 for common.Hash',
    ],
    [
      'eth_getBlockByHash',
      [HASH, 'no'],
      'invalid argument 1: json: cannot unmarshal string into Go value of type bool',
    ],
    [
      'eth_sendRawTransaction',
      ['0x123'],
      'invalid argument 0: json: cannot unmarshal hex string of odd length into Go value of type hexutil.Bytes',
    ],
    [
      'eth_sendRawTransaction',
      ['abc'],
      'invalid argument 0: json: cannot unmarshal hex string without 0x prefix into Go value of type hexutil.Bytes',
    ],
    [
      'web3_sha3',
      [5],
      'invalid argument 0: json: cannot unmarshal non-string into Go value of type hexutil.Bytes',
    ],
  ])("%s(%j): -32602 in the node's own words", async (method, params, message) => {
    const { body } = await post('/ext/bc/C/rpc', { jsonrpc: '2.0', id: 1, method, params });
    expect(body).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32602, message } });
  });

  test('service errors carry code -32000 and data null', async () => {
    const { body } = await post('/ext/bc/X', {
      jsonrpc: '2.0',
      id: 7,
      method: 'avm.getBlock',
      params: { blockID: UNKNOWN_ID },
    });
    expect(body).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: `couldn't get block with id ${UNKNOWN_ID}: not found`, data: null },
      id: 7,
    });
    expect(Object.keys(body)).toEqual(['jsonrpc', 'error', 'id']);
  });

  test('GET on a node endpoint answers 405 text, on an EVM /rpc 200 with no body; an unknown path 404', async () => {
    const res = await fetch(`${mock.server.nodeUrl}/ext/info`);
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe('rpc: POST method required, received GET');
    const evm = await fetch(`${mock.server.nodeUrl}/ext/bc/C/rpc`);
    expect([evm.status, await evm.text()]).toEqual([200, '']);
    const unknown = await fetch(`${mock.server.nodeUrl}/ext/bc/Z/rpc`, { method: 'POST', body: '{}' });
    expect([unknown.status, await unknown.text()]).toEqual([404, '404 page not found\n']);
  });

  test.each([
    ['/ext/info', undefined, 'rpc: unrecognized Content-Type: '],
    ['/ext/info', 'text/plain;charset=UTF-8', 'rpc: unrecognized Content-Type: text/plain'],
    [
      '/ext/bc/P',
      'application/x-www-form-urlencoded',
      'rpc: unrecognized Content-Type: application/x-www-form-urlencoded',
    ],
    ['/ext/bc/C/rpc', undefined, 'invalid content type, only application/json is supported'],
    ['/ext/bc/C/rpc', 'text/plain', 'invalid content type, only application/json is supported'],
  ])('a POST to %s with content type %s is refused 415 as by the node', async (path, type, text) => {
    const body = new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID"}');
    const res = await fetch(`${mock.server.nodeUrl}${path}`, {
      method: 'POST',
      ...(type ? { headers: { 'content-type': type } } : {}),
      body,
    });
    expect([res.status, await res.text()]).toEqual([415, text]);
  });

  test.each([
    ['/ext/info', 'APPLICATION/JSON; charset=utf-8'],
    ['/ext/bc/C/rpc', 'application/json-rpc'],
  ])('%s takes content type %s', async (path, type) => {
    const method = path === '/ext/info' ? 'info.getNetworkName' : 'eth_chainId';
    const res = await fetch(`${mock.server.nodeUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: path === '/ext/info' ? {} : [] }),
    });
    expect((await res.json()).result).toBeDefined();
  });
});

describe('node methods', () => {
  test('the C chain over JSON-RPC is the chain the Data API lists', async () => {
    const latest = cChain().blocks.at(-1);
    expect(BigInt(await call('/ext/bc/C/rpc', 'eth_blockNumber', []))).toBe(
      BigInt(latest?.blockNumber ?? -1),
    );
    const block = await call('/ext/bc/C/rpc', 'eth_getBlockByNumber', ['latest', false]);
    expect(block.hash).toBe(latest?.blockHash);
    expect(block.transactions).toHaveLength(latest?.txCount ?? -1);
    const parent = await call('/ext/bc/C/rpc', 'eth_getBlockByHash', [block.parentHash, true]);
    expect(BigInt(parent.number)).toBe(BigInt(block.number) - 1n);
    const res = await fetch(`${mock.server.dataUrl}/v1/chains/43114/blocks/${latest?.blockNumber}`);
    expect((await res.json()).blockHash).toBe(block.hash);
    expect(await call('/ext/bc/C/rpc', 'eth_chainId', [])).toBe('0xa86a');
  });

  test('a balance over JSON-RPC equals the Data API native balance', async () => {
    const wallet = cChain().wallets[4] as string;
    const wei = BigInt(await call('/ext/bc/C/rpc', 'eth_getBalance', [wallet, 'latest']));
    const res = await fetch(`${mock.server.dataUrl}/v1/chains/43114/addresses/${wallet}/balances:listErc20`);
    expect(String(wei)).toBe((await res.json()).nativeTokenBalance.balance);
  });

  test('avm.getUTXOs pages join up through endIndex; a limit above 1024 is capped at 1024, as the node does', async () => {
    const net = node().networks.mainnet;
    const address = `X-${net.utxoAddresses[0]}`;
    const expected = net.xUtxos.filter((u) => u.address === net.utxoAddresses[0]).map((u) => u.hex);
    const seen: string[] = [];
    let startIndex: unknown;
    for (let i = 0; i < 50; i++) {
      const page = await call('/ext/bc/X', 'avm.getUTXOs', {
        addresses: [address],
        limit: 10,
        ...(startIndex ? { startIndex } : {}),
      });
      seen.push(...page.utxos);
      startIndex = page.endIndex;
      if (Number(page.numFetched) < 10) break;
    }
    expect(seen).toEqual(expected);
    const all = await call('/ext/bc/X', 'avm.getUTXOs', { addresses: [address], limit: 1024 });
    expect(all.utxos).toEqual(expected);
    const big = await call('/ext/bc/X', 'avm.getUTXOs', { addresses: [address], limit: 5000 });
    expect(big).toEqual(all);
  });

  test('deployed wire names are served: avm.* at /ext/bc/X, avax.* at /ext/bc/C/avax, admin.* at /ext/bc/C/admin', async () => {
    expect((await call('/ext/bc/X', 'avm.getHeight', {})).height).toMatch(/^\d+$/);
    const args = { addresses: [`C-${node().networks.mainnet.utxoAddresses[0]}`], sourceChain: 'X', limit: 3 };
    const page = await call('/ext/bc/C/avax', 'avax.getUTXOs', args);
    expect(page.numFetched).toBe(String(page.utxos.length));
    // the node takes the object alone or as the one item of an array
    expect(await call('/ext/bc/C/avax', 'avax.getUTXOs', [args])).toEqual(page);
    expect(await call('/ext/bc/C/admin', 'admin.setLogLevel', { level: 'info' })).toEqual({});
    expect(await call('/ext/bc/C/admin', 'admin.setLogLevel', [{ level: 'info' }])).toEqual({});
    expect((await call('/ext/bc/C/admin', 'admin.getVMConfig', {})).config).toMatchObject({
      'admin-api-enabled': true,
    });
  });

  test("the seed's wire names are refused as AvalancheGo v1.14.0 refuses them", async () => {
    const x = await post('/ext/bc/X', { jsonrpc: '2.0', id: 1, method: 'xvm.getHeight', params: {} });
    expect(x.body.error).toEqual({
      code: -32000,
      message: 'rpc: can\'t find service "xvm.GetHeight"',
      data: null,
    });
    const atomic = await post('/ext/bc/C/atomic', {
      jsonrpc: '2.0',
      id: 1,
      method: 'atomic.getUTXOs',
      params: [{ addresses: ['C-a'], sourceChain: 'X' }],
    });
    expect(atomic).toEqual({ status: 404, body: '404 page not found\n' });
    const wrongNs = await post('/ext/bc/C/avax', {
      jsonrpc: '2.0',
      id: 1,
      method: 'atomic.getUTXOs',
      params: {},
    });
    expect(wrongNs.body.error.message).toBe('rpc: can\'t find service "atomic.GetUTXOs"');
    const admin = await post('/ext/bc/C/admin', {
      jsonrpc: '2.0',
      id: 1,
      method: 'admin_startCPUProfiler',
      params: [],
    });
    expect(admin.body.error).toEqual({
      code: -32000,
      message: 'rpc: service/method request ill-formed: "admin_startCPUProfiler"',
      data: null,
    });
  });

  test('CPU profilers: a second start and a stop without a start are refused, per admin API', async () => {
    for (const path of ['/ext/admin', '/ext/bc/C/admin']) {
      expect(await call(path, 'admin.startCPUProfiler', {})).toEqual({});
      await expect(call(path, 'admin.startCPUProfiler', {})).rejects.toThrow(
        '-32000 cpu profiler already running',
      );
      expect(await call(path, 'admin.stopCPUProfiler', {})).toEqual({});
      await expect(call(path, 'admin.stopCPUProfiler', {})).rejects.toThrow(
        "-32000 cpu profiler doesn't exist",
      );
    }
  });

  test.each([
    ['/ext/bc/X', 'avm.getBlock', { blockID: 'nope' }, "couldn't unmarshal an argument"],
    ['/ext/bc/X', 'avm.getTx', { txID: UNKNOWN_ID }, 'not found'],
    ['/ext/bc/X', 'avm.getAssetDescription', { assetID: 'FOO' }, "asset 'FOO' not found"],
    [
      '/ext/bc/X',
      'avm.getUTXOs',
      { addresses: ['X-bad'] },
      'couldn\'t parse address "X-bad": invalid bech32 string length 3',
    ],
    [
      '/ext/bc/P',
      'platform.getBlock',
      { blockID: UNKNOWN_ID },
      `couldn't get block with id ${UNKNOWN_ID}: not found`,
    ],
    [
      '/ext/bc/P',
      'platform.getCurrentSupply',
      { subnetID: UNKNOWN_ID },
      'fetching current supply failed: not found',
    ],
    [
      '/ext/bc/P',
      'platform.getCurrentValidators',
      { nodeIDs: ['NodeID-notavalidator'] },
      "couldn't unmarshal an argument",
    ],
    ['/ext/info', 'info.getBlockchainID', { alias: 'nope' }, 'there is no ID with alias: nope'],
    ['/ext/info', 'info.peers', { nodeIDs: ['NodeID-x'] }, "couldn't unmarshal an argument"],
  ])("%s %s: -32000 with the node's text", async (path, method, params, text) => {
    const { body } = await post(path, { jsonrpc: '2.0', id: 1, method, params });
    expect(body.error.code).toBe(-32000);
    expect(body.error.message).toContain(text);
  });

  test('an unknown subnet has no current validators (the node answers an empty list)', async () => {
    expect(await call('/ext/bc/P', 'platform.getCurrentValidators', { subnetID: UNKNOWN_ID })).toEqual({
      validators: [],
    });
  });

  test('results carry the values and fields AvalancheGo v1.14.0 sends', async () => {
    const net = node().networks.mainnet;
    expect(await call('/ext/info', 'info.getNetworkID', {})).toEqual({ networkID: '1' });
    const peers = await call('/ext/info', 'info.peers', {});
    expect(peers.numPeers).toBe(String(peers.peers.length));
    expect(await call('/ext/info', 'info.uptime', {})).toEqual({
      rewardingStakePercentage: expect.stringMatching(/^\d+\.\d{4}$/),
      weightedAveragePercentage: expect.stringMatching(/^\d+\.\d{4}$/),
    });
    const upgrades = await call('/ext/info', 'info.upgrades', {});
    expect(upgrades).not.toHaveProperty('heliconTime');
    expect(upgrades.graniteEpochDuration).toBe(30_000_000_000);
    const vms = await call('/ext/info', 'info.getVMs', {});
    expect(Object.values(vms.fxs)).toContain('secp256k1fx');
    expect(await call('/ext/admin', 'admin.setLoggerLevel', { loggerName: 'C', logLevel: 'debug' })).toEqual({
      loggerLevels: { C: { logLevel: 'DEBUG', displayLevel: 'INFO' } },
    });
    expect(await call('/ext/admin', 'admin.getChainAliases', { chain: net.xChainId })).toEqual({
      aliases: ['X', 'avm', net.xChainId],
    });
    await expect(call('/ext/admin', 'admin.getChainAliases', { chain: 'X' })).rejects.toThrow(
      'input string is smaller than the checksum size',
    );

    const asset = await call('/ext/bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' });
    expect(asset.denomination).toBe('9');
    const genesisTx = await call('/ext/bc/X', 'avm.getTx', { txID: net.avaxAssetId, encoding: 'json' });
    expect(genesisTx.tx.credentials).toBeNull();
    expect(genesisTx.tx.unsignedTx).toMatchObject({ name: 'Avalanche', symbol: 'AVAX', denomination: 9 });
    expect(genesisTx.tx.unsignedTx.initialStates[0].outputs.length).toBeGreaterThan(0);
    const xGenesis = await call('/ext/bc/X', 'avm.getBlockByHeight', { height: '0', encoding: 'json' });
    expect(xGenesis.block).toMatchObject({ height: 0, txs: null });

    const pGenesis = await call('/ext/bc/P', 'platform.getBlockByHeight', { height: 0, encoding: 'json' });
    expect(Object.keys(pGenesis.block)).toEqual(['parentID', 'height', 'id']);
    expect(
      await call('/ext/bc/P', 'platform.getBlock', { blockID: pGenesis.block.id, encoding: 'json' }),
    ).toEqual(pGenesis);
    const pBlock = net.pBlocks.find((b) => b.txs.length > 0);
    const json = await call('/ext/bc/P', 'platform.getBlock', { blockID: pBlock?.id, encoding: 'json' });
    expect(json.block).toMatchObject({ id: pBlock?.id, time: pBlock?.timestamp, height: pBlock?.height });
    expect(json.block.txs.map((t: { id: string }) => t.id)).toEqual(pBlock?.txs);

    const { validators } = await call('/ext/bc/P', 'platform.getCurrentValidators', {});
    expect(validators[0].signer).toEqual({
      publicKey: expect.any(String),
      proofOfPossession: expect.any(String),
    });
    expect(validators[0].accruedDelegateeReward).toMatch(/^\d+$/);
    expect(validators.some((v: object) => 'delegators' in v)).toBe(false);
    const withDelegators = net.primaryValidators.find((v) => v.delegators.length > 0);
    const one = await call('/ext/bc/P', 'platform.getCurrentValidators', {
      nodeIDs: [withDelegators?.nodeID],
    });
    expect(one.validators[0].delegators).toHaveLength(withDelegators?.delegators.length ?? -1);
    const supply = await call('/ext/bc/P', 'platform.getCurrentSupply', {});
    expect(supply).toEqual({
      supply: expect.stringMatching(/^\d+$/),
      height: expect.stringMatching(/^\d+$/),
    });
    const balance = await call('/ext/bc/P', 'platform.getBalance', {
      addresses: [`P-${net.utxoAddresses[0]}`],
    });
    expect(Object.keys(balance)).toEqual(
      expect.arrayContaining(['balance', 'unlocked', 'lockedStakeable', 'lockedNotStakeable', 'balances']),
    );

    const { txID } = await call('/ext/bc/C/avax', 'avax.issueTx', { tx: '0x00ff', encoding: 'hex' });
    expect(txID).toMatch(/^[1-9A-HJ-NP-Za-km-z]{40,50}$/);
    const config = await call('/ext/bc/C/rpc', 'eth_getChainConfig', []);
    expect(config).toMatchObject({ chainId: 43114, apricotPhase1BlockTimestamp: 1_617_199_200 });
    expect(config).not.toHaveProperty('feeConfig');
    const block = await call('/ext/bc/C/rpc', 'eth_getBlockByNumber', ['latest', false]);
    expect(block).toMatchObject({
      blockExtraData: '0x',
      excessBlobGas: '0x0',
      parentBeaconBlockRoot: expect.any(String),
    });
    expect(BigInt(block.timestampMilliseconds)).toBe(BigInt(block.timestamp) * 1000n);
    const status = await call('/ext/bc/C/avax', 'avax.getAtomicTxStatus', { txID });
    expect(status).toEqual({ status: 'Accepted', blockHeight: expect.stringMatching(/^\d+$/) });
    const atomicTx = await call('/ext/bc/C/avax', 'avax.getAtomicTx', { txID, encoding: 'hex' });
    expect(atomicTx.blockHeight).toMatch(/^\d+$/);
  });

  test('EVM answers: past the tip, fee history without percentiles', async () => {
    const next = `0x${(BigInt(cChain().blocks.at(-1)?.blockNumber ?? 0) + 1n).toString(16)}`;
    const future = await post('/ext/bc/C/rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBlockByNumber',
      params: [next, false],
    });
    expect(future.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'cannot query unfinalized data' },
    });
    await expect(call('/ext/bc/C/rpc', 'eth_getBalance', [cChain().wallets[0], next])).rejects.toThrow(
      '-32000 cannot query unfinalized data',
    );
    expect(await call('/ext/bc/C/rpc', 'eth_getBlockTransactionCountByNumber', [next])).toBeNull();
    const noPercentiles = await post('/ext/bc/C/rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_feeHistory',
      params: ['0x1', 'latest'],
    });
    expect(noPercentiles.body.error).toEqual({
      code: -32602,
      message: 'missing value for required argument 2',
    });
    const empty = await call('/ext/bc/C/rpc', 'eth_feeHistory', ['0x1', 'latest', []]);
    expect(empty).not.toHaveProperty('reward');
    expect((await call('/ext/bc/C/rpc', 'eth_feeHistory', ['0x2', 'latest', [50]])).reward).toHaveLength(2);
    expect(await call('/ext/bc/C/rpc', 'eth_feeHistory', ['0x0', 'latest', []])).toEqual({
      oldestBlock: '0x0',
      gasUsedRatio: null,
    });
    expect(
      (await call('/ext/bc/C/rpc', 'eth_feeHistory', ['0x2000', 'latest', []])).gasUsedRatio,
    ).toHaveLength(Math.min(1024, cChain().blocks.length));
    const evmError = async (method: string, params: unknown) =>
      (await post('/ext/bc/C/rpc', { jsonrpc: '2.0', id: 1, method, params })).body.error;
    expect(await evmError('eth_chainId', {})).toEqual({ code: -32602, message: 'non-array args' });
    expect(await evmError('eth_getBalance', [cChain().wallets[0], `0x${'11'.repeat(32)}`])).toEqual({
      code: -32000,
      message: 'header for hash not found',
    });
    expect(
      await evmError('eth_getLogs', [
        { fromBlock: '0x0', toBlock: 'latest', blockHash: `0x${'11'.repeat(32)}` },
      ]),
    ).toEqual({
      code: -32602,
      message:
        'invalid argument 0: cannot specify both BlockHash and FromBlock/ToBlock, choose one or the other',
    });
    expect(await evmError('eth_getLogs', [{ blockHash: `0x${'11'.repeat(32)}` }])).toEqual({
      code: -32000,
      message: 'unknown block',
    });
  });

  test('subnet EVM methods answer on a subnet chain and its validators endpoint', async () => {
    const chain = subnetChain();
    const fee = await call(`/ext/bc/${chain.blockchainId}/rpc`, 'eth_feeConfig', ['latest']);
    expect(fee.feeConfig).toEqual(chain.feeConfig);
    const { validators } = await call(
      `/ext/bc/${chain.blockchainId}/validators`,
      'validators.getCurrentValidators',
      {},
    );
    expect(validators).toEqual(node().networks.mainnet.subnetValidators.get(chain.subnetId));
    // as Subnet-EVM v0.8.0 answers: avalancheRules (the seed's networkRules), ethRules with ChainID, every
    // precompile of the chain config active; its admin API at /ext/bc/<id>/admin
    const rules = await call(`/ext/bc/${chain.blockchainId}/rpc`, 'eth_getActiveRulesAt', []);
    expect(rules.ethRules.ChainID).toBe(Number(chain.chainId));
    expect(rules.avalancheRules).toMatchObject({ IsSubnetEVM: true, IsDurango: true, IsEtna: true });
    expect(rules).not.toHaveProperty('networkRules');
    const precompiles = await call(`/ext/bc/${chain.blockchainId}/rpc`, 'eth_getActivePrecompilesAt', []);
    expect(Object.keys(rules.precompiles).sort()).toEqual(Object.keys(precompiles).sort());
    expect(precompiles).toHaveProperty('txAllowListConfig.adminAddresses');
    const admin = `/ext/bc/${chain.blockchainId}/admin`;
    expect((await call(admin, 'admin.getVMConfig', {})).config).toMatchObject({
      'validators-api-enabled': true,
    });
    expect(await call(admin, 'admin.setLogLevel', { level: 'DEBUG' })).toEqual({});
    const bogus = await post(admin, {
      jsonrpc: '2.0',
      id: 1,
      method: 'admin.setLogLevel',
      params: { level: 'bogus' },
    });
    expect(bogus.body.error).toEqual({
      code: -32000,
      message: 'failed to parse log level: unknown level: bogus ',
      data: null,
    });
    for (const method of ['eth_feeConfig', 'eth_getActivePrecompilesAt', 'eth_getActiveRulesAt']) {
      const onC = await post('/ext/bc/C/rpc', { jsonrpc: '2.0', id: 1, method, params: [] });
      expect(onC.body.error).toEqual({
        code: -32601,
        message: `the method ${method} does not exist/is not available`,
      });
    }
    const validatorsOnC = await post('/ext/bc/C/validators', {
      jsonrpc: '2.0',
      id: 1,
      method: 'validators.getCurrentValidators',
      params: {},
    });
    expect(validatorsOnC).toEqual({ status: 404, body: '404 page not found\n' });
  });

  test('health over JSON-RPC and GET; tags keep global checks and the tagged chains', async () => {
    expect((await call('/ext/health', 'health.health', {})).healthy).toBe(true);
    const sub = subnetChain();
    const all = Object.keys((await call('/ext/health', 'health.health', {})).checks);
    expect(all).toEqual(expect.arrayContaining(['network', 'C', 'P', 'X', sub.blockchainId]));
    const tagged = await fetch(`${mock.server.nodeUrl}/ext/health?tag=${sub.subnetId}`);
    const keys = Object.keys((await tagged.json()).checks);
    expect(keys).toContain(sub.blockchainId);
    expect(keys).toContain('network');
    expect(keys).not.toContain('C');
    const res = await fetch(`${mock.server.nodeUrl}/ext/health/liveness`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ checks: {}, healthy: true });
    // as AvalancheGo v1.14.0: readiness holds the bootstrapped check alone; a passing check has no
    // contiguousFailures or timeOfFirstFailure; a chain check reports its engine's last accepted block
    const ready = await call('/ext/health', 'health.readiness', { tags: ['nonesuch'] });
    expect(Object.keys(ready.checks)).toEqual(['bootstrapped']);
    const report = await call('/ext/health', 'health.health', {});
    expect(Object.keys(report.checks)).toEqual(expect.arrayContaining(['bls', 'router', 'database']));
    expect(report.checks.database).toEqual({ timestamp: expect.any(String), duration: expect.any(Number) });
    expect(report.checks.P.message.engine.consensus.lastAcceptedHeight).toBe(
      node().networks.mainnet.pBlocks.at(-1)?.height,
    );
  });

  test('every method of the specs answers a result that fits its spec (the generated rules and the full result schema)', async () => {
    const net = node().networks.mainnet;
    const c = cChain();
    const sub = subnetChain();
    const tx = c.transactions[5];
    const block = c.blocks.at(-2);
    const xBlock = net.xBlocks.at(-1);
    const pBlock = net.pBlocks.at(-1);
    const byName: Record<string, unknown> = {
      address: c.wallets[0],
      block: 'latest',
      blockHash: block?.blockHash,
      fullTransactions: false,
      transactionHash: tx?.txHash,
      slot: '0x0',
      transaction: undefined,
      filter: { fromBlock: `0x${(Number(block?.blockNumber) - 100).toString(16)}`, toBlock: 'latest' },
      blockCount: '0x4',
      newestBlock: 'latest',
      endpoint: 'bc/X',
      alias: 'X',
      chain: 'X',
      blockID: xBlock?.id,
      height: String(xBlock?.height),
      assetID: net.avaxAssetId,
      txID: xBlock?.txs[0] ?? net.xBlocks.find((b) => b.txs.length > 0)?.txs[0],
      addresses: [`X-${net.utxoAddresses[0]}`],
      blockchainID: net.xChainId,
      logLevel: 'INFO',
    };
    const quantityOf = (n: number | string | undefined) => `0x${BigInt(n ?? 0).toString(16)}`;
    // the node's keystore (personal_*, eth_sign...): one unlocked account, and one log filter
    const keystore = (
      await post('/ext/bc/C/rpc', {
        jsonrpc: '2.0',
        id: 1,
        method: 'personal_importRawKey',
        params: ['ab'.repeat(32), 'pw'],
      })
    ).body.result as string;
    await post('/ext/bc/C/rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'personal_unlockAccount',
      params: [keystore, 'pw', 0],
    });
    const wallets = await post('/ext/bc/C/rpc', { jsonrpc: '2.0', id: 1, method: 'personal_listWallets' });
    const wallet = (wallets.body.result as { url: string }[])[0]?.url;
    const filter = await post('/ext/bc/C/rpc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_newFilter',
      params: [{ fromBlock: 'latest' }],
    });
    const filterId = filter.body.result as string;
    /** What a lone node refuses too, with its message (a keystore wallet is no smartcard; no such pending tx). */
    const refusedAsTheNodeDoes: Record<string, RegExp> = {
      personal_deriveAccount: /^not supported$/,
      personal_initializeWallet: /does not support initialization/,
      personal_unpair: /does not support pairing/,
      eth_resend: /^transaction 0x[0-9a-f]{64} not found$/,
    };
    const argsFor = (method: (typeof rpcMethods)[number]): unknown => {
      const special: Record<string, unknown> = {
        eth_call: [{ to: c.erc20Tokens[0]?.address, data: '0x313ce567' }, 'latest'],
        eth_estimateGas: [{ to: c.wallets[1], value: '0x1' }],
        eth_sendRawTransaction: [`0x02cc${'80'.repeat(12)}`],
        admin_setLogLevel: [{ level: 'info' }],
        'atomic.getUTXOs': [{ addresses: [`C-${net.utxoAddresses[0]}`], sourceChain: 'X' }],
        'atomic.issueTx': [{ tx: '0x00ff', encoding: 'hex' }],
        'atomic.getAtomicTxStatus': [{ txID: 'unknown' }],
        'admin.setLoggerLevel': { logLevel: 'INFO' },
        'platform.getBlock': { blockID: pBlock?.id },
        'platform.getBlockByHeight': { height: pBlock?.height },
        'platform.getBalance': { addresses: [`P-${net.utxoAddresses[0]}`] },
        'xvm.getUTXOs': { addresses: [`X-${net.utxoAddresses[0]}`], limit: 5 },
        'xvm.getTx': { txID: net.xBlocks.find((b) => b.txs.length > 0)?.txs[0] },
        'xvm.getTxStatus': { txID: net.xBlocks.find((b) => b.txs.length > 0)?.txs[0] },
        'admin.getChainAliases': { chain: net.xChainId },
        'admin.dbGet': { key: '0x00' },
        'platform.getAllValidatorsAt': { height: String(pBlock?.height) },
        'platform.getValidatorsAt': { height: 'proposed' },
        'platform.getL1Validator': {
          validationID: [...net.subnetValidators.values()].flat().find((v) => v.isL1Validator)?.validationID,
        },
        'platform.getRewardUTXOs': { txID: net.primaryValidators[0]?.txID },
        'platform.getStake': { addresses: net.primaryValidators[0]?.validationRewardOwner.addresses },
        'platform.getSubnet': { subnetID: net.subnets.find((x) => x.isL1)?.subnetId },
        'platform.getTx': { txID: net.primaryValidators[0]?.txID, encoding: 'json' },
        'platform.getTxStatus': { txID: net.primaryValidators[0]?.txID },
        'platform.getUTXOs': { addresses: [`P-${net.utxoAddresses[0]}`], limit: 5 },
        'platform.issueTx': { tx: '0x00ff' },
        'platform.sampleValidators': { size: 3 },
        'xvm.issueTx': { tx: '0x00ff' },
        'wallet.issueTx': { tx: '0x00ff' },
        'xvm.getAllBalances': { address: `X-${net.utxoAddresses[0]}` },
        'xvm.getBalance': { address: `X-${net.utxoAddresses[0]}`, assetID: 'AVAX' },
        eth_feeHistory: ['0x4', 'latest', [25, 75]],
        'index.getContainerByIndex': { index: 0 },
        'index.getContainerRange': { startIndex: 0, numToFetch: 3 },
        debug_accountRange: ['latest', '0x', 10, false, false, true],
        debug_dumpBlock: ['latest'],
        debug_getAccessibleState: ['0x0', 'latest'],
        debug_getRawTransaction: [tx?.txHash],
        debug_printBlock: [Number(block?.blockNumber)],
        debug_storageRangeAt: [block?.blockHash, 0, c.wallets[0], '0x', 10],
        debug_traceCall: [{ to: c.wallets[1], value: '0x1' }, 'latest', { tracer: 'callTracer' }],
        debug_traceTransaction: [tx?.txHash, { tracer: 'callTracer' }],
        debug_traceBlockByNumber: ['latest', { tracer: 'prestateTracer' }],
        debug_cpuProfile: ['/tmp/cpu.prof', 1],
        debug_goTrace: ['/tmp/go.trace', 1],
        debug_blockProfile: ['/tmp/block.prof', 1],
        debug_mutexProfile: ['/tmp/mutex.prof', 1],
        debug_startCPUProfile: ['/tmp/cpu.prof'],
        debug_startGoTrace: ['/tmp/go.trace'],
        debug_writeBlockProfile: ['/tmp/block.prof'],
        debug_writeMemProfile: ['/tmp/mem.prof'],
        debug_writeMutexProfile: ['/tmp/mutex.prof'],
        debug_setBlockProfileRate: [0],
        debug_setMutexProfileFraction: [0],
        debug_setGCPercent: [100],
        debug_verbosity: [3],
        debug_vmodule: [''],
        warp_getBlockSignature: ['2rr6RWUDMQPQf1sbJG5hW3Us32tbqSkiisAoudde9zYTFUwoau'],
        warp_getBlockAggregateSignature: ['2rr6RWUDMQPQf1sbJG5hW3Us32tbqSkiisAoudde9zYTFUwoau', 67, ''],
        warp_getMessage: ['vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn'],
        warp_getMessageSignature: ['vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn'],
        warp_getMessageAggregateSignature: ['vrrkXP2zraNdoZyirnFGk9sq6pWG7rp5PRoMqJKwaawDbttzn', 67, ''],
        debug_getModifiedAccountsByHash: [block?.blockHash],
        debug_getModifiedAccountsByNumber: [Number(block?.blockNumber)],
        debug_preimage: [block?.blockHash],
        debug_traceBlock: ['0xc0'],
        debug_traceBlockFromFile: ['/nonexistent/block.rlp'],
        eth_callDetailed: [{ to: c.wallets[1] }, 'latest'],
        eth_createAccessList: [{ from: c.wallets[0], to: c.wallets[1] }, { blockHash: block?.blockHash }],
        eth_getProof: [c.wallets[0], [`0x00ab${'00'.repeat(29)}01`], 'accepted'],
        eth_getUncleByBlockHashAndIndex: [block?.blockHash, '0x0'],
        eth_getUncleByBlockNumberAndIndex: ['latest', '0x0'],
        eth_getTransactionByBlockHashAndIndex: [tx?.blockHash, quantityOf(tx?.blockIndex)],
        eth_getTransactionByBlockNumberAndIndex: [quantityOf(tx?.blockNumber), quantityOf(tx?.blockIndex)],
        eth_getRawTransactionByBlockHashAndIndex: [tx?.blockHash, quantityOf(tx?.blockIndex)],
        eth_getRawTransactionByBlockNumberAndIndex: [quantityOf(tx?.blockNumber), '0x0'],
        eth_sign: [keystore, '0x68656c6c6f'],
        eth_signTransaction: [{ from: keystore, to: c.wallets[1], gas: '0x5208', nonce: '0x0' }],
        eth_sendTransaction: [{ from: keystore, to: c.wallets[1], value: '0x1' }],
        eth_fillTransaction: [{ from: keystore, to: c.wallets[1] }],
        eth_resend: [{ from: keystore, to: c.wallets[1], nonce: '0x0' }, '0x2'],
        eth_getFilterChanges: [filterId],
        eth_getFilterLogs: [filterId],
        eth_uninstallFilter: [filterId],
        web3_sha3: ['0x68656c6c6f'],
        txpool_contentFrom: [keystore],
        personal_importRawKey: ['cd'.repeat(32), 'pw'],
        personal_newAccount: ['pw'],
        personal_ecRecover: ['0x68656c6c6f', `0x${'ab'.repeat(65)}`],
        personal_sign: ['0x68656c6c6f', keystore, 'pw'],
        personal_signTransaction: [{ from: keystore, gas: '0x5208', nonce: '0x0' }, 'pw'],
        personal_sendTransaction: [{ from: keystore, to: c.wallets[1] }, 'pw'],
        personal_unlockAccount: [keystore, 'pw', 60],
        personal_lockAccount: [c.wallets[1]],
        personal_openWallet: [wallet],
        personal_deriveAccount: [wallet, "m/44'/60'/0'/0/0"],
        personal_initializeWallet: [wallet],
        personal_unpair: [wallet, '123456'],
        admin_exportChain: ['/tmp/mock-chain.rlp'],
        admin_importChain: ['/tmp/mock-chain.rlp'],
      };
      if (method.name in special) return special[method.name];
      if (method.paramStructure === 'by-position') {
        return method.params.filter((p) => p.required).map((p) => byName[p.name]);
      }
      return Object.fromEntries(method.params.filter((p) => p.required).map((p) => [p.name, byName[p.name]]));
    };
    const subnetOnly = [
      'eth_feeConfig',
      'eth_getActivePrecompilesAt',
      'eth_getActiveRulesAt',
      'validators.getCurrentValidators',
    ];
    const pathFor = (method: (typeof rpcMethods)[number]): string => {
      const server = method.servers[0] ?? '';
      const alias = /^(xvm|wallet)\./.test(method.name)
        ? 'X'
        : method.name.startsWith('platform.')
          ? 'P'
          : 'C';
      return server
        .replace('{blockchainId}', subnetOnly.includes(method.name) ? sub.blockchainId : alias)
        .replace('{index}', 'C/block')
        .replace(/\/atomic$/, '/avax');
    };
    /** The name a real node answers to (the seed's xvm.*, atomic.* and C-chain admin_* are refused). */
    const wireFor = (method: (typeof rpcMethods)[number]): string =>
      method.name
        .replace(/^xvm\./, 'avm.')
        .replace(/^atomic\./, 'avax.')
        // the chain's admin API at /admin, not admin_exportChain/importChain at /rpc
        .replace(/^admin_/, method.servers[0]?.endsWith('/admin') ? 'admin.' : 'admin_');
    expect(rpcMethods.length).toBeGreaterThan(30);
    /** What a lone AvalancheGo v1.14.0 node answers these with: only a refusal (the mock answers the same). */
    const lonelyRefusals: Record<string, RegExp> = {
      debug_getModifiedAccountsByHash: /^no preimage found for hash [0-9a-f]{64}$/,
      debug_getModifiedAccountsByNumber: /^no preimage found for hash [0-9a-f]{64}$/,
      debug_preimage: /^unknown preimage$/,
      debug_traceBadBlock: /^bad block 0x[0-9a-f]{64} not found$/,
      debug_standardTraceBadBlockToFile: /^bad block 0x[0-9a-f]{64} not found$/,
      debug_traceBlock: /^could not decode block: /,
      debug_traceBlockFromFile: /^could not read file: /,
      warp_getMessage: /^failed to get message \w+ with error not found$/,
      warp_getMessageSignature: /^failed to get message \w+ with error not found$/,
      warp_getMessageAggregateSignature: /^not found$/,
      warp_getBlockAggregateSignature: /^cannot aggregate signatures from subnet with no validators/,
    };
    const problems: string[] = [];
    let issued: unknown;
    let lastContainer: unknown;
    // atomic.getAtomicTx reads the tx that atomic.issueTx made, so the submit goes first; the Index API's
    // by-id methods read the container index.getLastAccepted answers, so it goes first too
    const first = (name: string) => name === 'atomic.issueTx' || name === 'index.getLastAccepted';
    const ordered = [...rpcMethods].sort((a, b) => Number(first(b.name)) - Number(first(a.name)));
    for (const method of ordered) {
      if (method.servedOn?.length === 0) {
        // served by no chain of these versions by default (the debug db group): the node's -32601
        const { body } = await post(pathFor(method), {
          jsonrpc: '2.0',
          id: 1,
          method: method.name,
          params: [],
        });
        if (body.error?.code !== -32601) problems.push(`${method.name}: ${JSON.stringify(body)}`);
        continue;
      }
      const params =
        method.name === 'atomic.getAtomicTx'
          ? [{ txID: issued, encoding: 'hex' }]
          : method.name.startsWith('index.') && method.params.some((p) => p.name === 'id')
            ? { id: lastContainer }
            : argsFor(method);
      const wire = wireFor(method);
      // the node's own endpoints take the seed's one-object-in-an-array params as the object
      const sent = wire !== method.name && Array.isArray(params) ? (params[0] ?? {}) : params;
      const { body } = await post(pathFor(method), { jsonrpc: '2.0', id: 1, method: wire, params: sent });
      if (method.name === 'atomic.issueTx') issued = body.result?.txID;
      if (method.name === 'index.getLastAccepted') lastContainer = body.result?.id;
      const refusal = lonelyRefusals[method.name];
      if (refusal) {
        // a lone node answers these only with its refusal (no bad blocks, no preimages, no validators...)
        if (!refusal.test(String(body.error?.message)))
          problems.push(`${method.name}: ${JSON.stringify(body)}`);
        continue;
      }
      if (body.error && refusedAsTheNodeDoes[method.name]?.test(body.error.message)) continue;
      if (body.error) problems.push(`${method.name}: ${JSON.stringify(body.error)}`);
      else if (method.result) {
        try {
          checkValue(method.name, body.result, method.result as never);
        } catch (error) {
          problems.push((error as Error).message);
        }
        const spec = resultSchemas.get(method.name);
        if (spec) problems.push(...schemaProblems(body.result, spec.schema, spec.doc, method.name));
      }
    }
    // a method two specs share (proposervm.* of the P chain and of the EVM chains) has one result schema
    expect(resultSchemas.size).toBe(new Set(rpcMethods.filter((m) => m.result).map((m) => m.name)).size);
    expect(problems).toEqual([]);
  });
});

describe('Index API and ProposerVM API', () => {
  const call = (path: string, method: string, params: unknown = {}) =>
    post(path, { jsonrpc: '2.0', id: 1, method, params });

  test('P/block indexes the P blocks in order, each findable by id and position', async () => {
    const pBlocks = node().networks.mainnet.pBlocks;
    const last = (await call('/ext/index/P/block', 'index.getLastAccepted')).body.result;
    expect(last).toMatchObject({
      id: pBlocks.at(-1)?.id,
      encoding: 'hex',
      index: String(pBlocks.length - 1),
    });
    expect(last.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const range = (
      await call('/ext/index/P/block', 'index.getContainerRange', { startIndex: 1, numToFetch: 2 })
    ).body.result;
    expect(range.containers.map((c: { id: string; index: string }) => [c.id, c.index])).toEqual([
      [pBlocks[1]?.id, '1'],
      [pBlocks[2]?.id, '2'],
    ]);
    expect((await call('/ext/index/P/block', 'index.getIndex', { id: pBlocks[2]?.id })).body.result).toEqual({
      index: '2',
    });
    const byId = (
      await call('/ext/index/P/block', 'index.getContainerByID', { id: pBlocks[2]?.id, encoding: 'hexnc' })
    ).body.result;
    const byIndex = (await call('/ext/index/P/block', 'index.getContainerByIndex', { index: 2 })).body.result;
    expect(byId.id).toBe(byIndex.id);
    // hex carries a 4-byte checksum that hexnc leaves out
    expect(byIndex.bytes.length - byId.bytes.length).toBe(8);
  });

  test("answers with the node's own errors: nothing accepted on X/tx, past the tip, an unknown id", async () => {
    expect((await call('/ext/index/X/tx', 'index.getLastAccepted')).body.error).toEqual({
      code: -32000,
      message: 'no containers have been accepted',
      data: null,
    });
    expect(
      (await call('/ext/index/X/block', 'index.getContainerByIndex', { index: 1e6 })).body.error.message,
    ).toBe('no container at index 1000000');
    expect((await call('/ext/index/C/block', 'index.getIndex', { id: 'unknown' })).body.error.message).toBe(
      'not found',
    );
    expect((await call('/ext/index/C/block', 'index.isAccepted', { id: 'unknown' })).body.result).toEqual({
      isAccepted: false,
    });
  });

  test('an index the node does not serve is a 404; an unknown method is -32000 "can\'t find method"', async () => {
    expect((await call('/ext/index/C/tx', 'index.getLastAccepted')).status).toBe(404);
    expect((await call('/ext/index/C/block', 'index.foo')).body.error.message).toMatch(/can't find method/);
  });

  test('proposervm.* answers on P, C and a subnet chain, not on X (404)', async () => {
    const height = String(node().networks.mainnet.pBlocks.at(-1)?.height);
    for (const id of ['P', 'C', subnetChain().blockchainId]) {
      const path = `/ext/bc/${id}/proposervm`;
      expect((await call(path, 'proposervm.getProposedHeight')).body.result).toEqual({ height });
      expect((await call(path, 'proposervm.getCurrentEpoch')).body.result).toEqual({
        number: '0',
        startTime: '0',
        pChainHeight: '0',
      });
    }
    expect((await call('/ext/bc/X/proposervm', 'proposervm.getProposedHeight')).status).toBe(404);
  });
});
