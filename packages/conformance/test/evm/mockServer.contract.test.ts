/**
 * Contract tests: createEvmClient, the viem adapter and the WebSocket client against @pkg/mock-server, which
 * serves the node's C chain and subnet EVM chains from one seeded data set and answers as a real
 * AvalancheGo v1.15 node with Helicon active (the admin tests: as v1.14.0, `era: 'pre-helicon'`): the C chain's admin API is `admin.<name>` and its atomic API `avax.*` at
 * `/ext/bc/C/avax`, so the clients run with `wireNames: 'deployed'`, as a user of a real node must.
 */
import { HttpError, JsonRpcError, ValidationError } from '@pkg/core';
import { createEvmClient, type EvmClient } from '@pkg/evm';
import { avalanche, avalancheActions, defineSubnetEvmChain } from '@pkg/evm/viem';
import { createEvmWsClient } from '@pkg/evm/ws';
import type { MockServer } from '@pkg/mock-server';
import { startMockServer } from '@pkg/mock-server';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let mock: MockServer;
let evm: EvmClient;
let subnetId: string;
let subnet: EvmClient;

const cChain = () =>
  mock.data.networks.mainnet.evmChains[0] as (typeof mock.data.networks.mainnet.evmChains)[0];
const subnetChain = () =>
  mock.data.networks.mainnet.evmChains.find((c) => !c.isCChain) as ReturnType<typeof cChain>;
const hex = (n: number | string | bigint): `0x${string}` => `0x${BigInt(n).toString(16)}`;

beforeAll(async () => {
  mock = await startMockServer({ seed: 7, newHeadsIntervalMs: 25 });
  evm = createEvmClient({ url: mock.nodeUrl, wireNames: 'deployed' });
  subnetId = subnetChain().blockchainId;
  subnet = createEvmClient({ url: mock.nodeUrl, blockchainId: subnetId, wireNames: 'deployed' });
});

afterAll(async () => {
  await mock?.close();
});

describe('C chain: standard methods', () => {
  it('chain id, network id, client version, height and fees agree with the data set', async () => {
    const chain = cChain();
    const latest = chain.blocks.at(-1);
    const [id, version, client, height, baseFee, tip, price] = await Promise.all([
      evm.eth.chainId(),
      evm.net.version(),
      evm.web3.clientVersion(),
      evm.eth.blockNumber(),
      evm.eth.baseFee(),
      evm.eth.maxPriorityFeePerGas(),
      evm.eth.gasPrice(),
    ]);
    expect(id).toBe(hex(chain.chainId));
    expect(BigInt(id)).toBe(43114n);
    expect(version).toBe('1');
    expect(typeof client).toBe('string');
    expect(height).toBe(hex(latest?.blockNumber ?? 0));
    expect(baseFee).toBe(hex(latest?.baseFee ?? 0));
    expect(BigInt(tip)).toBeGreaterThan(0n);
    expect(BigInt(price)).toBeGreaterThanOrEqual(BigInt(baseFee));
  });

  it('a block by number is the block by hash; its transactions have receipts', async () => {
    const block = await evm.eth.getBlockByNumber('latest', true);
    expect(block).not.toBeNull();
    const byHash = await evm.eth.getBlockByHash(block?.hash as `0x${string}`, false);
    expect(byHash?.number).toBe(block?.number);
    const txs = (block?.transactions ?? []) as { hash: string }[];
    expect(byHash?.transactions).toEqual(txs.map((t) => t.hash));
    const first = cChain().transactions.at(-1);
    if (first) {
      const [tx, receipt] = await Promise.all([
        evm.eth.getTransactionByHash(first.txHash as `0x${string}`),
        evm.eth.getTransactionReceipt(first.txHash as `0x${string}`),
      ]);
      expect(tx?.hash).toBe(first.txHash);
      expect(receipt?.transactionHash).toBe(first.txHash);
      expect(receipt?.blockNumber).toBe(tx?.blockNumber);
    }
    expect(await evm.eth.getTransactionReceipt(`0x${'00'.repeat(32)}`)).toBeNull();
  });

  it('balances, nonces, code, storage, call, estimateGas, logs and fee history', async () => {
    const chain = cChain();
    const wallet = chain.wallets[0] as string;
    const token = chain.erc20Tokens[0]?.address as string;
    const [balance, nonce, code, slot, gas] = await Promise.all([
      evm.eth.getBalance(wallet, 'latest'),
      evm.eth.getTransactionCount(wallet, 'latest'),
      evm.eth.getCode(token, 'latest'),
      evm.eth.getStorageAt(token, '0x0', 'latest'),
      evm.eth.estimateGas({ from: wallet, to: token }),
    ]);
    expect(balance).toBe(hex(mock.data.balancesOf(chain, wallet).native));
    expect(nonce).toMatch(/^0x[0-9a-f]+$/);
    expect(code.length).toBeGreaterThan(2);
    expect(slot).toMatch(/^0x[0-9a-f]{64}$/);
    expect(gas).toBe('0x5208');
    const balanceOf = `0x70a08231${wallet.slice(2).padStart(64, '0')}`;
    const expected = mock.data.balancesOf(chain, wallet).erc20[0]?.balance ?? '0';
    expect(BigInt(await evm.eth.call({ to: token, data: balanceOf }, 'latest'))).toBe(BigInt(expected));

    const latest = Number(chain.blocks.at(-1)?.blockNumber);
    const logs = await evm.eth.getLogs({
      fromBlock: hex(Math.max(0, latest - 100)),
      toBlock: 'latest',
    });
    expect(Array.isArray(logs)).toBe(true);
    for (const log of logs) expect(log.address).toMatch(/^0x[0-9a-f]{40}$/);

    const history = await evm.eth.feeHistory('0x3', 'latest', [50]);
    expect(history.baseFeePerGas).toHaveLength(4);
    expect(history.reward).toHaveLength(3);
    // the node requires the percentiles argument: the client sends [] when it is omitted
    const noPercentiles = await evm.eth.feeHistory('0x3', 'latest');
    expect(noPercentiles.baseFeePerGas).toHaveLength(4);
    expect(noPercentiles).not.toHaveProperty('reward');
  });

  it('a block past the tip is the node\'s -32000 "cannot query unfinalized data"', async () => {
    const next = hex(BigInt(cChain().blocks.at(-1)?.blockNumber ?? 0) + 1n);
    const error = await evm.eth.getBlockByNumber(next, false).catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      code: -32000,
      method: 'eth_getBlockByNumber',
      message: expect.stringContaining('cannot query unfinalized data'),
    });
  });

  it('Subnet-EVM-only methods on the C chain are refused before any request (the node has no such method)', async () => {
    mock.clearRequests();
    for (const call of [
      () => evm.eth.feeConfig(),
      () => evm.eth.getActiveRulesAt(),
      () => evm.eth.getActivePrecompilesAt(),
      () => evm.validators.getCurrentValidators(),
    ]) {
      await expect(call()).rejects.toSatisfy((e) => ValidationError.isInstance(e));
    }
    expect(mock.requests).toEqual([]);
    // what the node answers when they are sent anyway
    const error = await evm.request('eth_feeConfig', []).catch((e: unknown) => e);
    if (JsonRpcError.isInstance(error)) {
      expect(error).toMatchObject({
        code: -32601,
        message: expect.stringContaining('does not exist/is not available'),
      });
    } else {
      expect(ValidationError.isInstance(error)).toBe(true);
    }
  });

  it('sendRawTransaction returns a hash; getChainConfig returns the chain config', async () => {
    // a well-formed EIP-1559 envelope: type 2, a list of its 12 fields (each empty here)
    expect(await evm.eth.sendRawTransaction(`0x02cc${'80'.repeat(12)}`)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await evm.eth.getChainConfig()).toEqual(cChain().chainConfig);
  });

  it('sendRawTransaction of bytes a node cannot decode rejects with the node error (issue 35)', async () => {
    await expect(evm.eth.sendRawTransaction('0x02f8')).rejects.toSatisfy(
      (e) =>
        JsonRpcError.isInstance(e) &&
        e.code === -32000 &&
        e.message.includes('rlp: value size exceeds available input length'),
    );
    expect(await evm.eth.getChainConfig()).toEqual(cChain().chainConfig);
  });

  it('an unknown method is a JsonRpcError -32601 from the node', async () => {
    const error = await evm.request('eth_noSuchMethod', []).catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: -32601, method: 'eth_noSuchMethod' });
  });
});

describe('C chain: admin and atomic', () => {
  // the C chain's admin API exists before Helicon only: these run against the mock as AvalancheGo v1.14.0
  let pre: MockServer;
  let preEvm: EvmClient;
  beforeAll(async () => {
    pre = await startMockServer({ seed: 7, era: 'pre-helicon' });
    preEvm = createEvmClient({ url: pre.nodeUrl, wireNames: 'deployed' });
  });
  afterAll(async () => {
    await pre?.close();
  });

  it('under Helicon (the default), admin, personal and avax.version reject with the node error saying Helicon removed them', async () => {
    const auto = createEvmClient({ url: mock.nodeUrl });
    const note = 'removed from the C-Chain by Helicon (AvalancheGo v1.15)';
    const admin = await auto.admin.setLogLevel({ level: 'info' }).catch((e: unknown) => e);
    expect(HttpError.isInstance(admin) && admin.status === 404).toBe(true);
    expect((admin as Error).message).toContain(`admin_setLogLevel was ${note}; served by Subnet-EVM chains`);
    const personal = await auto.personal.listAccounts().catch((e: unknown) => e);
    expect(personal).toMatchObject({
      code: -32601,
      shortMessage: `the method personal_listAccounts does not exist/is not available (personal_listAccounts was ${note}; served by Subnet-EVM chains)`,
    });
    const version = await auto.atomic.version().catch((e: unknown) => e);
    expect(version).toMatchObject({
      code: -32000,
      message: expect.stringContaining(`atomic.version was ${note}`),
    });
    // a Subnet-EVM chain still serves them
    await expect(subnet.personal.listAccounts()).resolves.toEqual(expect.any(Array));
  });

  it("all six admin methods resolve as admin.<name> on /ext/bc/C/admin with wireNames: 'deployed'", async () => {
    pre.clearRequests();
    await expect(preEvm.admin.startCPUProfiler()).resolves.toEqual({});
    await expect(preEvm.admin.stopCPUProfiler()).resolves.toEqual({});
    await expect(preEvm.admin.memoryProfile()).resolves.toEqual({});
    await expect(preEvm.admin.lockProfile()).resolves.toEqual({});
    await expect(preEvm.admin.setLogLevel({ level: 'debug' })).resolves.toEqual({});
    const { config } = await preEvm.admin.getVMConfig();
    expect(config).toMatchObject({ 'pruning-enabled': true });
    expect(pre.requests.map((r) => [r.path, r.rpcMethods])).toEqual(
      [
        'admin.startCPUProfiler',
        'admin.stopCPUProfiler',
        'admin.memoryProfile',
        'admin.lockProfile',
        'admin.setLogLevel',
        'admin.getVMConfig',
      ].map((m) => ['/ext/bc/C/admin', [m]]),
    );
  });

  it("with wireNames 'seed' the node refuses admin_* (ill-formed) and /ext/bc/C/atomic (404); the errors name wireNames: 'deployed'", async () => {
    const seed = createEvmClient({ url: pre.nodeUrl, wireNames: 'seed' });
    const admin = await seed.admin.getVMConfig().catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(admin)).toBe(true);
    expect(admin).toMatchObject({
      code: -32000,
      message: expect.stringContaining('rpc: service/method request ill-formed: "admin_getVMConfig"'),
    });
    expect((admin as Error).message).toContain("wireNames: 'deployed'");
    const address = pre.data.networks.mainnet.xUtxos[0]?.address as string;
    const atomic = await seed.atomic
      .getUTXOs({ addresses: [`C-${address}`], sourceChain: 'X' })
      .catch((e: unknown) => e);
    expect(HttpError.isInstance(atomic) && atomic.status === 404).toBe(true);
    expect((atomic as Error).message).toContain("wireNames: 'deployed'");
  });

  it('with no wireNames option (auto), admin and atomic calls fall back once per endpoint, then go straight to the deployed names', async () => {
    const auto = createEvmClient({ url: pre.nodeUrl });
    const address = pre.data.networks.mainnet.xUtxos[0]?.address as string;
    pre.clearRequests();
    const { config } = await auto.admin.getVMConfig();
    expect(config).toMatchObject({ 'pruning-enabled': true });
    await expect(auto.admin.setLogLevel({ level: 'info' })).resolves.toEqual({});
    const page = await auto.atomic.getUTXOs({ addresses: [`C-${address}`], sourceChain: 'X', limit: 2 });
    expect(page.numFetched).toBe(String(page.utxos.length));
    const { txID } = await auto.atomic.issueTx({ tx: '0x0000', encoding: 'hex' });
    expect(await auto.atomic.getAtomicTxStatus({ txID })).toMatchObject({ status: 'Accepted' });
    expect(await auto.eth.chainId()).toBe(hex(cChain().chainId));
    expect(pre.requests.map((r) => `${r.path} ${r.rpcMethods.join(',')}`)).toEqual([
      '/ext/bc/C/admin admin_getVMConfig',
      '/ext/bc/C/admin admin.getVMConfig',
      '/ext/bc/C/admin admin.setLogLevel',
      '/ext/bc/C/atomic atomic.getUTXOs',
      '/ext/bc/C/avax avax.getUTXOs',
      '/ext/bc/C/avax avax.issueTx',
      '/ext/bc/C/avax avax.getAtomicTxStatus',
      `/ext/bc/C/rpc eth_chainId`,
    ]);
  });

  it('atomic.* as avax.* at /ext/bc/C/avax: UTXO pages, issueTx, status and tx with decimal-string heights', async () => {
    const address = mock.data.networks.mainnet.xUtxos[0]?.address as string;
    mock.clearRequests();
    const page = await evm.atomic.getUTXOs({ addresses: [`C-${address}`], sourceChain: 'X', limit: 2 });
    expect(page.numFetched).toBe(String(page.utxos.length));
    expect(page.utxos.length).toBeLessThanOrEqual(2);
    const { txID } = await evm.atomic.issueTx({ tx: '0x0000', encoding: 'hex' });
    expect(typeof txID).toBe('string');
    const status = await evm.atomic.getAtomicTxStatus({ txID });
    expect(status).toEqual({ status: 'Accepted', blockHeight: expect.stringMatching(/^\d+$/) });
    const tx = await evm.atomic.getAtomicTx({ txID, encoding: 'hex' });
    expect(tx.blockHeight).toMatch(/^\d+$/);
    const paths = mock.requests.map((r) => `${r.path} ${r.rpcMethods.join(',')}`);
    expect(paths).toEqual([
      '/ext/bc/C/avax avax.getUTXOs',
      '/ext/bc/C/avax avax.issueTx',
      '/ext/bc/C/avax avax.getAtomicTxStatus',
      '/ext/bc/C/avax avax.getAtomicTx',
    ]);
  });
});

describe('subnet EVM chain', () => {
  it('eth_feeConfig, eth_getChainConfig, eth_getActiveRulesAt, eth_getActivePrecompilesAt', async () => {
    const chain = subnetChain();
    const { feeConfig, lastChangedAt } = await subnet.eth.feeConfig('latest');
    expect(feeConfig).toEqual(chain.feeConfig);
    expect(lastChangedAt).toBe(chain.feeConfigChangedAt);
    expect(await subnet.eth.feeConfig()).toEqual({ feeConfig, lastChangedAt });
    expect(await subnet.eth.getChainConfig()).toEqual(chain.chainConfig);
    const rules = await subnet.eth.getActiveRulesAt();
    // Subnet-EVM v0.8.0 (and the mock) send avalancheRules where the seed documents networkRules
    expect(rules.avalancheRules?.IsSubnetEVM).toBe(true);
    expect(rules.ethRules.ChainID).toBe(Number(chain.chainId));
    expect(Object.keys(await subnet.eth.getActivePrecompilesAt()).sort()).toEqual(
      Object.keys(rules.precompiles).sort(),
    );
    expect(mock.requests.some((r) => r.path === `/ext/bc/${subnetId}/rpc`)).toBe(true);
  });

  it('validators.getCurrentValidators on /ext/bc/<id>/validators, filtered by node id', async () => {
    const { validators } = await subnet.validators.getCurrentValidators();
    expect(validators.length).toBeGreaterThan(0);
    const one = validators[0]?.nodeID as string;
    const filtered = await subnet.validators.getCurrentValidators({ nodeIDs: [one] });
    expect(filtered.validators.map((v) => v.nodeID)).toEqual([one]);
    expect(mock.requests.at(-1)?.path).toBe(`/ext/bc/${subnetId}/validators`);
  });

  it('has no atomic namespace', async () => {
    await expect(subnet.atomic.getAtomicTxStatus({ txID: 't' })).rejects.toSatisfy((e) =>
      ValidationError.isInstance(e),
    );
  });
});

describe('batching and faults', () => {
  it('85 calls of one tick reach the node as 3 requests of at most 40', async () => {
    mock.clearRequests();
    const wallets = cChain().wallets;
    const addresses = Array.from({ length: 85 }, (_, i) => wallets[i % wallets.length] as string);
    const balances = await Promise.all(addresses.map((a) => evm.eth.getBalance(a, 'latest')));
    expect(balances).toEqual(addresses.map((a) => hex(mock.data.balancesOf(cChain(), a).native)));
    expect(mock.requests.map((r) => r.rpcMethods.length)).toEqual([40, 40, 5]);
  });

  it('a 503 is retried for a read and not for eth_sendRawTransaction', async () => {
    const client = createEvmClient({
      url: mock.nodeUrl,
      retry: { retries: 2, minDelayMs: 1, maxDelayMs: 1 },
    });
    try {
      mock.setFaults({ routes: { eth_sendRawTransaction: { kinds: ['503'] } } });
      mock.clearRequests();
      await expect(client.eth.sendRawTransaction('0x02')).rejects.toSatisfy(
        (e) => HttpError.isInstance(e) && e.status === 503,
      );
      expect(mock.requests).toHaveLength(1);

      mock.setFaults({ routes: { eth_blockNumber: { kinds: ['503'], rate: 1 } } });
      mock.clearRequests();
      await expect(client.eth.blockNumber()).rejects.toSatisfy(
        (e) => HttpError.isInstance(e) && e.status === 503,
      );
      expect(mock.requests).toHaveLength(3);
    } finally {
      mock.setFaults(undefined);
    }
  });
});

describe('viem adapter against the mock node', () => {
  it('viem public actions and the Avalanche extras share the node', async () => {
    const client = createPublicClient({
      chain: avalanche,
      transport: http(`${mock.nodeUrl}/ext/bc/C/rpc`),
    }).extend(avalancheActions({ wireNames: 'deployed' }));
    expect(await client.getChainId()).toBe(43114);
    expect(await client.getBlockNumber()).toBe(BigInt(cChain().blocks.at(-1)?.blockNumber ?? 0));
    expect(await client.baseFee()).toBe(hex(cChain().blocks.at(-1)?.baseFee ?? 0));
    expect(await client.getChainConfig()).toEqual(cChain().chainConfig);
    const address = mock.data.networks.mainnet.xUtxos[0]?.address as string;
    const page = await client.atomic.getUTXOs({ addresses: [`C-${address}`], sourceChain: 'X' });
    expect(String(page.numFetched)).toBe(String(page.utxos.length));
  });

  it('a subnet chain definition reaches the subnet endpoints', async () => {
    const chain = subnetChain();
    const viemChain = defineSubnetEvmChain({
      id: Number(chain.chainId),
      name: chain.chainName,
      blockchainId: chain.blockchainId,
      url: mock.nodeUrl,
      nativeCurrency: { name: chain.networkToken.name, symbol: chain.networkToken.symbol, decimals: 18 },
    });
    const client = createPublicClient({ chain: viemChain, transport: http() }).extend(avalancheActions());
    expect(await client.getChainId()).toBe(Number(chain.chainId));
    expect((await client.feeConfig()).feeConfig).toEqual(chain.feeConfig);
    expect((await client.validators.getCurrentValidators()).validators.length).toBeGreaterThan(0);
  });
});

describe('WebSocket subscriptions against the mock node', () => {
  it('newHeads yields consecutive heads and keeps yielding after a dropped connection', async () => {
    const ws = createEvmWsClient({ url: mock.nodeUrl, reconnect: { minDelayMs: 1, maxDelayMs: 10 } });
    try {
      expect(ws.url).toBe(`${mock.nodeUrl.replace('http', 'ws')}/ext/bc/C/ws`);
      const heads = await ws.subscribe('newHeads');
      const numbers: bigint[] = [];
      for await (const head of heads) {
        numbers.push(BigInt(head.number));
        if (numbers.length === 2) mock.dropWebSockets();
        if (numbers.length === 5) break;
      }
      expect(numbers[1]).toBe((numbers[0] as bigint) + 1n);
      // Heads kept coming after the drop: the client reconnected and resubscribed.
      expect(mock.requests.filter((r) => r.path === '/ext/bc/C/ws').length).toBeGreaterThanOrEqual(2);
    } finally {
      await ws.close();
    }
  });

  it('logs subscriptions deliver logs', async () => {
    const ws = createEvmWsClient({ url: mock.nodeUrl });
    try {
      const logs = await ws.subscribe('logs', {});
      for await (const log of logs) {
        expect(log.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
        break;
      }
    } finally {
      await ws.close();
    }
  });
});
