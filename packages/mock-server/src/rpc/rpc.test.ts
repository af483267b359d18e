import { describe, expect, test } from 'vitest';
import { rpcMethods } from '../generated/rpc-methods.js';
import { checkValue } from '../validate.js';
import { useMockServer } from '../vitest.js';

const mock = useMockServer({ seed: 5 });

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
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

async function call(path: string, method: string, params?: unknown): Promise<any> {
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
    expect(body.map((a: any) => a.id)).toEqual(batch.map((b) => b.id));
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

  test('invalid params name the param', async () => {
    const { body } = await post('/ext/admin', {
      jsonrpc: '2.0',
      id: 1,
      method: 'admin.alias',
      params: { endpoint: 'bc/X', alias: 'a'.repeat(513) },
    });
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toContain('alias');
    const limit = await post('/ext/bc/X', {
      jsonrpc: '2.0',
      id: 1,
      method: 'xvm.getUTXOs',
      params: { addresses: 'X-avax1' },
    });
    expect(limit.body.error.code).toBe(-32602);
    expect(limit.body.error.message).toContain('addresses');
  });

  test('service errors carry code -32000 and data null', async () => {
    const { body } = await post('/ext/bc/X', {
      jsonrpc: '2.0',
      id: 7,
      method: 'xvm.getBlock',
      params: { blockID: 'nope' },
    });
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32000, message: expect.stringContaining('nope'), data: null },
    });
  });

  test('GET on a JSON-RPC endpoint answers 405 text; an unknown path 404', async () => {
    const res = await fetch(`${mock.server.nodeUrl}/ext/info`);
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect((await fetch(`${mock.server.nodeUrl}/ext/bc/Z/rpc`, { method: 'POST', body: '{}' })).status).toBe(
      404,
    );
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

  test('xvm.getUTXOs pages join up through endIndex; a limit above 1024 is refused as the spec says', async () => {
    const net = node().networks.mainnet;
    const address = `X-${net.utxoAddresses[0]}`;
    const expected = net.xUtxos.filter((u) => u.address === net.utxoAddresses[0]).map((u) => u.hex);
    const seen: string[] = [];
    let startIndex: unknown;
    for (let i = 0; i < 50; i++) {
      const page = await call('/ext/bc/X', 'xvm.getUTXOs', {
        addresses: [address],
        limit: 10,
        ...(startIndex ? { startIndex } : {}),
      });
      seen.push(...page.utxos);
      startIndex = page.endIndex;
      if (Number(page.numFetched) < 10) break;
    }
    expect(seen).toEqual(expected);
    const all = await call('/ext/bc/X', 'xvm.getUTXOs', { addresses: [address], limit: 1024 });
    expect(all.utxos).toEqual(expected);
    const big = await post('/ext/bc/X', {
      jsonrpc: '2.0',
      id: 1,
      method: 'xvm.getUTXOs',
      params: { addresses: [address], limit: 5000 },
    });
    expect(big.body.error.code).toBe(-32602);
    expect(big.body.error.message).toContain('limit');
  });

  test('deployed wire names: avm.* at /ext/bc/X and avax.* at /ext/bc/C/avax', async () => {
    expect(await call('/ext/bc/X', 'avm.getHeight', {})).toEqual(
      await call('/ext/bc/X', 'xvm.getHeight', {}),
    );
    const args = [
      { addresses: [`C-${node().networks.mainnet.utxoAddresses[0]}`], sourceChain: 'X', limit: 3 },
    ];
    expect(await call('/ext/bc/C/avax', 'avax.getUTXOs', args)).toEqual(
      await call('/ext/bc/C/atomic', 'atomic.getUTXOs', args),
    );
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
    const onC = await post('/ext/bc/C/rpc', { jsonrpc: '2.0', id: 1, method: 'eth_feeConfig', params: [] });
    expect(onC.body.error.code).toBe(-32601);
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
  });

  test('every method of the specs answers a result that fits its spec', async () => {
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
    const argsFor = (method: (typeof rpcMethods)[number]): unknown => {
      const special: Record<string, unknown> = {
        eth_call: [{ to: c.erc20Tokens[0]?.address, data: '0x313ce567' }, 'latest'],
        eth_estimateGas: [{ to: c.wallets[1], value: '0x1' }],
        eth_sendRawTransaction: ['0x02f86b'],
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
      };
      if (method.name in special) return special[method.name];
      if (method.paramStructure === 'by-position') {
        return method.params.filter((p) => p.required).map((p) => byName[p.name]);
      }
      return Object.fromEntries(method.params.filter((p) => p.required).map((p) => [p.name, byName[p.name]]));
    };
    const pathFor = (method: (typeof rpcMethods)[number]): string => {
      const server = method.servers[0] ?? '';
      const subnetOnly = ['eth_feeConfig', 'validators.getCurrentValidators'].includes(method.name);
      const alias = method.name.startsWith('xvm.') ? 'X' : method.name.startsWith('platform.') ? 'P' : 'C';
      return server.replace('{blockchainId}', subnetOnly ? sub.blockchainId : alias);
    };
    expect(rpcMethods.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let issued: unknown;
    for (const method of rpcMethods) {
      const params =
        method.name === 'atomic.getAtomicTx' ? [{ txID: issued, encoding: 'hex' }] : argsFor(method);
      const { body } = await post(pathFor(method), { jsonrpc: '2.0', id: 1, method: method.name, params });
      if (method.name === 'atomic.issueTx') issued = body.result?.txID;
      if (body.error) problems.push(`${method.name}: ${JSON.stringify(body.error)}`);
      else if (method.result) {
        try {
          checkValue(method.name, body.result, method.result as never);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
