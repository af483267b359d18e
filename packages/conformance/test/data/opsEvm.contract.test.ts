import { createDataClient, HttpError, ValidationError } from '@pkg/data';
import { useMockServer } from '@pkg/mock-server/vitest';
import { afterEach, describe, expect, it } from 'vitest';

// The operations of the deployed Data API beyond the seed's 14 (EVM chains, blocks, transactions,
// balances and contracts; NFTs; operations; usage metrics; webhooks; AVAX supply; health), each called
// through the client against the mock server: what reaches the wire, what comes back, paging, checks
// before sending, and which calls are retried.

const fixture = useMockServer({ seed: 5 });
afterEach(() => {
  fixture.server.setFaults(undefined);
  fixture.server.clearRequests();
});

const KEY = 'ops-evm-key';
const client = (options: Parameters<typeof createDataClient>[0] = {}) =>
  createDataClient({ baseUrl: fixture.server.dataUrl, retry: false, ...options });
/** A client as a webhook or usage-metrics user sets it up: the deployed names and a key. */
const keyed = (options: Parameters<typeof createDataClient>[0] = {}) =>
  client({ wireNames: 'deployed', apiKey: KEY, ...options });

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const cChain = () => fixture.server.data.chainsById.get('43114')!;
/** The last request's path and query params. */
const lastSent = () => {
  const r = fixture.server.requests.at(-1)!;
  return { method: r.method, path: r.path, query: Object.fromEntries(new URLSearchParams(r.query)) };
};
const involves = (address: string, t: { from: { address: string }; to: { address: string } }) =>
  t.from.address === address || t.to.address === address;

describe('health, supply and chains', () => {
  it("data['data-health-check'] and data['live-check'] call their kebab-case operations", async () => {
    const data = client();
    expect(await data['data-health-check']()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' } },
    });
    expect(lastSent()).toMatchObject({ method: 'GET', path: '/v1/health-check' });
    expect((await data['live-check']()).status).toBe('ok');
    expect(lastSent().path).toBe('/v1/live-check');
  });

  it('getAvaxSupply answers every figure, the total being the network supply', async () => {
    const supply = await client().getAvaxSupply();
    expect(Number(supply.totalSupply)).toBe(
      Number(BigInt(fixture.server.data.networks.mainnet.currentSupply) / 10n ** 9n),
    );
    expect(Number(supply.circulatingSupply)).toBeLessThan(Number(supply.totalSupply));
    expect(new Date(supply.lastUpdated).getTime() / 1000).toBe(fixture.server.data.now);
  });

  it("listAddressChains and getChainInfo answer supportedChains' entries", async () => {
    const data = client();
    const { chains } = await data.supportedChains();
    const wallet = cChain().wallets[0]!;
    const { indexedChains, unindexedChains } = await data.listAddressChains({
      address: wallet.toUpperCase().replace('0X', '0x'),
    });
    expect(indexedChains).toEqual([chains.find((c) => c.chainId === '43114')]);
    expect(unindexedChains).toEqual([]);
    expect(await data.getChainInfo({ chainId: '43114' })).toEqual(indexedChains?.[0]);
    expect(await data.getChainInfo({ chainId: cChain().blockchainId })).toEqual(indexedChains?.[0]);
    await expect(data.getChainInfo({ chainId: '999999' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('blocks and transactions across chains', () => {
  it('iterate.listLatestBlocksAllChains yields the blocks of one network, newest first, network on the wire', async () => {
    const mainnet = fixture.server.data.networks.mainnet.evmChains;
    const blocks = await collect(
      client().iterate.listLatestBlocksAllChains({ network: 'mainnet', pageSize: 100 }),
    );
    expect(blocks).toHaveLength(mainnet.reduce((n, c) => n + c.blocks.length, 0));
    expect(new Set(blocks.map((b) => b.chainId))).toEqual(new Set(mainnet.map((c) => c.chainId)));
    const times = blocks.map((b) => b.blockTimestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(lastSent().query).toMatchObject({ network: 'mainnet', pageSize: '100' });
  });

  it('listLatestTransactionsAllChains filters by status across both networks', async () => {
    const { transactions } = await client().listLatestTransactionsAllChains({
      status: 'failed',
      pageSize: 50,
    });
    expect(transactions).toHaveLength(50);
    expect(new Set(transactions.map((t) => t.txStatus))).toEqual(new Set(['0']));
    expect(new Set(transactions.map((t) => t.chainId)).size).toBeGreaterThan(1);
    expect(lastSent().query).toEqual({ status: 'failed', pageSize: '50' });
  });

  it('a transaction of getTransactionsForBlock is the one getTransaction fetches, whole', async () => {
    const data = client();
    const block = cChain().blocks.find((b) => b.txCount >= 3)!;
    const listed = await collect(
      data.iterate.getTransactionsForBlock({ chainId: '43114', blockId: block.blockHash, pageSize: 1 }),
    );
    expect(listed).toHaveLength(block.txCount);
    const tx = listed[1]!;
    const full = await data.getTransaction({ chainId: '43114', txHash: tx.txHash });
    expect(full.nativeTransaction).toMatchObject(tx);
    expect(full.nativeTransaction.baseFeePerGas).toBe(block.baseFee);
    expect(full.networkTokenDetails.networkToken.symbol).toBe('AVAX');
    expect(full.erc20Transfers).toEqual(
      cChain()
        .erc20Transfers.filter((t) => t.txHash === tx.txHash)
        .map(({ from, to, logIndex, value, erc20Token }) => ({ from, to, logIndex, value, erc20Token })),
    );
    await expect(data.getTransaction({ chainId: '43114', txHash: '0xdead' })).rejects.toBeInstanceOf(
      HttpError,
    );
  });

  it('getTransactionsForBlock refuses a page size outside 0..100 before sending', async () => {
    for (const pageSize of [-1, 101, 1.5]) {
      await expect(
        client().getTransactionsForBlock({ chainId: '43114', blockId: '1', pageSize }),
      ).rejects.toMatchObject({ name: 'ValidationError', field: 'pageSize' });
    }
    expect(fixture.server.requests).toHaveLength(0);
  });
});

describe("an address's transactions", () => {
  const wallet = () => cChain().wallets[3]!;

  it('listTransactions keeps the transfers involving the address, sorted as asked, in the block range', async () => {
    const data = client();
    const chain = cChain();
    const start = Number(chain.blocks[100]!.blockNumber);
    const end = Number(chain.blocks[300]!.blockNumber);
    const params = { chainId: '43114', address: wallet(), startBlock: start, endBlock: end };
    const desc = await collect(data.iterate.listTransactions({ ...params, pageSize: 20 }));
    const asc = await collect(data.iterate.listTransactions({ ...params, sortOrder: 'asc', pageSize: 20 }));
    expect(asc).toEqual([...desc].reverse());
    expect(lastSent().query).toMatchObject({
      sortOrder: 'asc',
      startBlock: String(start),
      endBlock: String(end),
    });
    expect(desc.length).toBeGreaterThan(0);
    for (const item of desc) {
      expect(Number(item.nativeTransaction.blockNumber)).toBeGreaterThanOrEqual(start);
      expect(Number(item.nativeTransaction.blockNumber)).toBeLessThan(end);
      for (const t of item.erc20Transfers ?? []) expect(involves(wallet(), t)).toBe(true);
    }
  });

  it('listTransactions refuses startBlock >= endBlock before sending', async () => {
    await expect(
      client().listTransactions({ chainId: '43114', address: wallet(), startBlock: 10, endBlock: 10 }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(fixture.server.requests).toHaveLength(0);
  });

  it('listTransactionsV2 calls /v2, gives each ERC-20 token a reputation, and filters spam when asked', async () => {
    const data = client();
    const all = await collect(
      data.iterate.listTransactionsV2({ chainId: '43114', address: wallet(), pageSize: 100 }),
    );
    expect(lastSent().path).toBe(`/v2/chains/43114/addresses/${wallet()}/transactions`);
    const reputations = all.flatMap((t) => (t.erc20Transfers ?? []).map((e) => e.erc20Token.tokenReputation));
    expect(new Set(reputations)).toEqual(new Set(['Benign', 'Malicious']));
    const clean = await collect(
      data.iterate.listTransactionsV2({
        chainId: '43114',
        address: wallet(),
        filterSpamTokens: true,
        pageSize: 100,
      }),
    );
    expect(lastSent().query.filterSpamTokens).toBe('true');
    const left = clean.flatMap((t) => (t.erc20Transfers ?? []).map((e) => e.erc20Token.tokenReputation));
    expect(left).not.toContain('Malicious');
    expect(left.length).toBe(reputations.filter((r) => r !== 'Malicious').length);
  });

  it('listNativeTransactions, listErc20Transactions, listErc1155Transactions, listInternalTransactions: what involves the address', async () => {
    const data = client();
    const params = { chainId: '43114', address: wallet(), pageSize: 25 };
    const native = await collect(data.iterate.listNativeTransactions(params));
    expect(native.length).toBe(cChain().transactions.filter((t) => involves(wallet(), t)).length);
    const erc20 = await collect(data.iterate.listErc20Transactions(params));
    expect(erc20.length).toBe(cChain().erc20Transfers.filter((t) => involves(wallet(), t)).length);
    const erc1155 = await collect(data.iterate.listErc1155Transactions(params));
    const internal = await collect(data.iterate.listInternalTransactions(params));
    for (const list of [native, erc20, erc1155, internal]) {
      expect(list.length).toBeGreaterThan(0);
      for (const t of list) expect(involves(wallet(), t)).toBe(true);
    }
    // an ERC-1155 transfer and an internal transaction listed are parts of the transaction fetched
    const full = await data.getTransaction({ chainId: '43114', txHash: erc1155[0]!.txHash });
    expect(full.erc1155Transfers).toContainEqual(
      expect.objectContaining({ logIndex: erc1155[0]!.logIndex, erc1155Token: erc1155[0]!.erc1155Token }),
    );
    const withInternal = await data.getTransaction({ chainId: '43114', txHash: internal[0]!.txHash });
    expect(withInternal.internalTransactions?.[0]).toMatchObject({
      value: internal[0]!.value,
      internalTxType: 'CALL',
    });
  });
});

describe('balances, contracts and NFTs', () => {
  it("getNativeBalance is listErc20Balances' native balance, in the currency asked", async () => {
    const data = client();
    const address = cChain().wallets[2]!;
    const { nativeTokenBalance } = await data.getNativeBalance({
      chainId: '43114',
      address,
      currency: 'eur',
    });
    expect(lastSent().query).toEqual({ currency: 'eur' });
    const page = await data.listErc20Balances({ chainId: '43114', address, currency: 'eur' });
    expect(nativeTokenBalance).toEqual(page.nativeTokenBalance);
    expect(nativeTokenBalance.price?.currencyCode).toBe('eur');
    await expect(
      data.getNativeBalance({ chainId: '43114', address, blockNumber: 'latest' }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'blockNumber',
    });
  });

  it('listErc721Balances lists the tokens the address owns, each the token getTokenDetails answers', async () => {
    const data = client();
    const owner = cChain().erc721Transfers.at(-1)!.to.address;
    const owned = await collect(
      data.iterate.listErc721Balances({ chainId: '43114', address: owner, pageSize: 2 }),
    );
    expect(owned.length).toBeGreaterThan(0);
    for (const token of owned) {
      expect(token.ownerAddress).toBe(owner);
      const { chainId, ...rest } = token;
      expect(chainId).toBe('43114');
      expect(
        await data.getTokenDetails({ chainId: '43114', address: token.address, tokenId: token.tokenId }),
      ).toEqual(rest);
    }
  });

  it('listCollectibleBalances holds the ERC-721 and the ERC-1155 tokens, and filters by contract', async () => {
    const data = client();
    const owner = cChain().erc721Transfers.at(-1)!.to.address;
    const all = await collect(
      data.iterate.listCollectibleBalances({ chainId: '43114', address: owner, pageSize: 500 }),
    );
    expect(new Set(all.map((b) => b.ercType))).toEqual(new Set(['ERC-721', 'ERC-1155']));
    const contract = all.find((b) => b.ercType === 'ERC-1155')!.address;
    const { collectibleBalances } = await data.listCollectibleBalances({
      chainId: '43114',
      address: owner,
      contractAddress: contract,
    });
    expect(lastSent().query).toEqual({ contractAddress: contract });
    expect(collectibleBalances.length).toBeGreaterThan(0);
    for (const b of collectibleBalances) expect(b.address).toBe(contract);
  });

  it("getContractMetadata answers a deployed contract as listContractDeployments lists it, and an ERC-20 token's decimals", async () => {
    const data = client();
    const { contracts } = await data.listContractDeployments({
      chainId: '43114',
      address: cChain().wallets[4]!,
    });
    const contract = contracts[0]!;
    expect(await data.getContractMetadata({ chainId: '43114', address: contract.address })).toEqual(contract);
    const token = cChain().erc20Tokens[1]!;
    const meta = await data.getContractMetadata({ chainId: '43114', address: token.address });
    expect(meta).toMatchObject({ ercType: 'ERC-20', decimals: token.decimals, symbol: token.symbol });
    await expect(
      data.getContractMetadata({ chainId: '43114', address: '0x0000000000000000000000000000000000000001' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('getDeploymentTransaction answers the contract-creation transaction that getTransaction fetches by hash', async () => {
    const data = client();
    const { contracts } = await data.listContractDeployments({
      chainId: '43114',
      address: cChain().wallets[4]!,
    });
    const contract = contracts[0]!;
    const deployment = await data.getDeploymentTransaction({
      chainId: '43114',
      address: contract.address,
      currency: 'gbp',
    });
    expect(lastSent().query).toEqual({ currency: 'gbp' });
    expect(deployment.networkTokenDetails.currentPrice?.currencyCode).toBe('gbp');
    expect(deployment.nativeTransaction).toMatchObject({
      txHash: contract.deploymentDetails?.txHash,
      method: { callType: 'CONTRACT_CREATION' },
      to: { address: contract.address },
    });
    const byHash = await data.getTransaction({
      chainId: '43114',
      txHash: deployment.nativeTransaction.txHash,
    });
    expect(byHash.nativeTransaction).toEqual(deployment.nativeTransaction);
  });

  it('iterate.listTokens yields every token of the collection, in token id order', async () => {
    const chain = cChain();
    const nft = chain.erc721Transfers[0]!.erc721Token.address;
    const ids = new Set(chain.erc721Transfers.map((t) => t.erc721Token.tokenId));
    const tokens = await collect(
      client().iterate.listTokens({ chainId: '43114', address: nft, pageSize: 7 }),
    );
    expect(tokens.map((t) => t.tokenId)).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
  });

  it('reindexNft POSTs, resolves with undefined (201, no body), and is not retried on a 503', async () => {
    const token = cChain().erc721Transfers[0]!.erc721Token;
    const params = { chainId: '43114', address: token.address, tokenId: token.tokenId };
    await expect(client().reindexNft(params)).resolves.toBeUndefined();
    expect(lastSent()).toMatchObject({
      method: 'POST',
      path: `/v1/chains/43114/nfts/collections/${token.address}/tokens/${token.tokenId}:reindex`,
    });
    expect(fixture.server.requests.at(-1)!.status).toBe(201);
    fixture.server.clearRequests();
    fixture.server.setFaults({ routes: { '/v1/chains/43114/nfts': { kinds: ['503'] } } });
    const retry = { retries: 3, minDelayMs: 1, maxDelayMs: 1 };
    await expect(client({ retry }).reindexNft(params)).rejects.toMatchObject({ status: 503 });
    expect(fixture.server.requests).toHaveLength(1);
  });
});

describe('export jobs (Operations)', () => {
  it('postTransactionExportJob starts a job that getOperationResult then reports complete', async () => {
    const data = client();
    const job = await data.postTransactionExportJob({
      type: 'TRANSACTION_EXPORT_EVM',
      firstDate: '2025-01-01',
      lastDate: '2025-01-31',
      options: { addresses: [cChain().wallets[0]!], includeChains: ['43114'] },
    });
    expect(job).toMatchObject({ operationType: 'TRANSACTION_EXPORT_EVM', operationStatus: 'RUNNING' });
    const done = await data.getOperationResult({ operationId: job.operationId });
    expect(done).toMatchObject({ operationId: job.operationId, operationStatus: 'COMPLETED' });
    expect(done.metadata?.downloadUrl).toContain(job.operationId);
  });

  it('refuses an unknown export type and missing options before sending; the service refuses an EVM export without addresses', async () => {
    const data = client();
    const bad = [
      { type: 'TRANSACTION_EXPORT_EVERYTHING', options: { includeChains: ['43114'] } },
      { type: 'TRANSACTION_EXPORT_EVM' },
      { type: 'TRANSACTION_EXPORT_EVM', options: {} },
    ];
    for (const params of bad) {
      await expect(data.postTransactionExportJob(params as never)).rejects.toBeInstanceOf(ValidationError);
    }
    expect(fixture.server.requests).toHaveLength(0);
    await expect(
      data.postTransactionExportJob({
        type: 'TRANSACTION_EXPORT_EVM',
        options: { includeChains: ['43114'] },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('options.addresses') });
  });

  it('a 503 on postTransactionExportJob is not retried (a retry could start a second job)', async () => {
    fixture.server.setFaults({ routes: { '/v1/operations': { kinds: ['503'] } } });
    const retry = { retries: 3, minDelayMs: 1, maxDelayMs: 1 };
    await expect(
      client({ retry }).postTransactionExportJob({
        type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE',
        options: { includeChains: ['p-chain'] },
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(fixture.server.requests).toHaveLength(1);
  });
});

describe('usage metrics (an API key needed)', () => {
  it('answers 401 without a key, and the usage of the key with one', async () => {
    await expect(client().getApiUsageMetrics()).rejects.toMatchObject({ name: 'HttpError', status: 401 });
    const usage = await keyed().getApiUsageMetrics({
      timeInterval: 'hourly',
      groupBy: 'requestType',
      startTimestamp: fixture.server.data.now - 86_400,
      endTimestamp: fixture.server.data.now,
    });
    expect(fixture.server.requests.at(-1)!.headers['x-glacier-api-key']).toBe('[redacted]');
    expect(lastSent().query).toMatchObject({ timeInterval: 'hourly', groupBy: 'requestType' });
    expect(usage.aggregateDuration).toBe('hourly');
    expect(usage.metrics.length).toBe(25);
    for (const bucket of usage.metrics) {
      expect(bucket.values.map((v) => v.groupValue)).toEqual(['data', 'rpc']);
    }
  });

  it('refuses an unknown time interval, grouping or request type before sending', async () => {
    const data = keyed();
    await expect(data.getApiUsageMetrics({ timeInterval: 'yearly' as never })).rejects.toMatchObject({
      field: 'timeInterval',
    });
    await expect(data.getApiLogs({ requestType: 'grpc' as never })).rejects.toMatchObject({
      field: 'requestType',
    });
    await expect(data.getSubnetRpcUsageMetrics({ timeInterval: 'minute' as never })).rejects.toMatchObject({
      field: 'timeInterval',
    });
    await expect(data.getApiUsageMetrics({ startTimestamp: -1 })).rejects.toMatchObject({
      field: 'startTimestamp',
    });
    await expect(data.getPrimaryNetworkRpcUsageMetrics({} as never)).rejects.toMatchObject({
      field: 'network',
    });
    expect(fixture.server.requests).toHaveLength(0);
  });

  it('iterate.getApiLogs pages through the filtered log; the RPC usage endpoints answer their scope', async () => {
    const data = keyed();
    const logs = await collect(data.iterate.getApiLogs({ requestType: 'rpc', pageSize: 10 }));
    expect(logs.length).toBeGreaterThan(10);
    for (const log of logs) expect(log).toMatchObject({ requestType: 'rpc', rpcMethod: expect.any(String) });
    const subnet = await data.getSubnetRpcUsageMetrics({ chainId: '173750', groupBy: 'rpcMethod' });
    expect(subnet.chainId).toBe('173750');
    const primary = await data.getPrimaryNetworkRpcUsageMetrics({ network: 'fuji', timeInterval: 'weekly' });
    expect(primary).toMatchObject({ network: 'testnet', aggregateDuration: 'weekly' });
  });
});

describe('webhooks (an API key needed)', () => {
  const evmHook = (addresses: string[]) =>
    ({
      eventType: 'address_activity',
      url: 'https://example.com/hook',
      chainId: '43114',
      metadata: { addresses },
    }) as const;

  it('live through create, get, list, update, address changes and deactivation', async () => {
    const data = keyed();
    const hook = await data.createWebhook({ ...evmHook(['0x0a']), name: 'payments', includeLogs: true });
    expect(lastSent()).toMatchObject({ method: 'POST', path: '/v1/webhooks' });
    expect(hook).toMatchObject({
      eventType: 'address_activity',
      status: 'active',
      name: 'payments',
      includeLogs: true,
    });
    expect(await data.getWebhook({ id: hook.id })).toEqual(hook);

    await data.addAddressesToWebhook({ id: hook.id, addresses: ['0x0b', '0x0c', '0x0A'] });
    expect(lastSent()).toMatchObject({ method: 'PATCH', path: `/v1/webhooks/${hook.id}/addresses` });
    const removed = await data.removeAddressesFromWebhook({ id: hook.id, addresses: ['0x0B'] });
    expect(lastSent()).toMatchObject({ method: 'DELETE', path: `/v1/webhooks/${hook.id}/addresses` });
    expect(removed.metadata.addresses).toEqual(['0x0a', '0x0c']);
    const addresses = await collect(data.iterate.getAddressesFromWebhook({ id: hook.id, pageSize: 1 }));
    expect(addresses).toEqual(['0x0a', '0x0c']);
    expect((await data.getAddressesFromWebhook({ id: hook.id })).totalAddresses).toBe(2);

    const updated = await data.updateWebhook({
      id: hook.id,
      url: 'https://example.com/v2',
      status: 'inactive',
    });
    expect(updated).toMatchObject({ url: 'https://example.com/v2', status: 'inactive', name: 'payments' });
    await data.updateWebhook({ id: hook.id, status: 'active' });
    const deactivated = await data.deactivateWebhook({ id: hook.id });
    expect(lastSent()).toMatchObject({ method: 'DELETE', path: `/v1/webhooks/${hook.id}` });
    expect(deactivated.status).toBe('inactive');

    const inactive = await collect(data.iterate.listWebhooks({ status: 'inactive' }));
    expect(inactive.map((h) => h.id)).toContain(hook.id);
    const active = await collect(data.iterate.listWebhooks({ status: 'active' }));
    expect(active.map((h) => h.id)).not.toContain(hook.id);
  });

  it('create the primary-network and validator kinds; their address list is refused', async () => {
    const data = keyed();
    const validators = await data.createWebhook({
      eventType: 'validator_activity',
      url: 'https://example.com/validators',
      network: 'mainnet',
      metadata: {
        keyType: 'nodeId',
        keys: ['NodeID-1'],
        subEvents: { validatorActivitySubEvents: ['validator_stake'] },
      },
    });
    expect(validators.eventType).toBe('validator_activity');
    const addresses = await data.createWebhook({
      eventType: 'primary_network_address_activity',
      url: 'https://example.com/p',
      network: 'fuji',
      chainId: '11111111111111111111111111111111LpoYY',
      metadata: {
        keyType: 'addresses',
        keys: ['fuji1abc'],
        subEvents: { addressActivitySubEvents: ['balance_change'] },
      },
    });
    expect(addresses.metadata).toMatchObject({ keys: ['fuji1abc'] });
    await expect(data.addAddressesToWebhook({ id: validators.id, addresses: ['0x1'] })).rejects.toMatchObject(
      { status: 400 },
    );
  });

  it('each key sees its own webhooks; without a key the service refuses (401)', async () => {
    const mine = await keyed().createWebhook(evmHook(['0x01']));
    await expect(keyed({ apiKey: 'another-key' }).getWebhook({ id: mine.id })).rejects.toMatchObject({
      status: 404,
    });
    await expect(client().listWebhooks()).rejects.toMatchObject({ status: 401 });
  });

  it('generateOrRotateSharedSecret replaces the secret getSharedSecret answers', async () => {
    const data = keyed({ apiKey: 'secret-key' });
    await expect(data.getSharedSecret()).rejects.toMatchObject({ status: 404 });
    const first = await data.generateOrRotateSharedSecret();
    expect(await data.getSharedSecret()).toEqual(first);
    const second = await data.generateOrRotateSharedSecret();
    expect(second.secret).not.toBe(first.secret);
    expect(await data.getSharedSecret()).toEqual(second);
  });

  it('refuses a webhook without url or eventType, of an unknown kind, or with neither chainId nor network, before sending', async () => {
    const data = keyed();
    const bad = [
      { eventType: 'address_activity', chainId: '43114', metadata: { addresses: ['0x1'] } },
      { url: 'https://e.com', chainId: '43114', metadata: { addresses: ['0x1'] } },
      { ...evmHook(['0x1']), eventType: 'block_activity' },
      { eventType: 'address_activity', url: 'https://e.com', metadata: { addresses: ['0x1'] } },
      { ...evmHook(['0x1']), network: 'devnet' },
    ];
    for (const params of bad) {
      await expect(data.createWebhook(params as never), JSON.stringify(params)).rejects.toBeInstanceOf(
        ValidationError,
      );
    }
    await expect(data.updateWebhook({ id: 'x', status: 'paused' as never })).rejects.toMatchObject({
      field: 'status',
    });
    await expect(data.addAddressesToWebhook({ id: 'x' } as never)).rejects.toMatchObject({
      field: 'addresses',
    });
    expect(fixture.server.requests).toHaveLength(0);
  });

  it('a 503 on createWebhook, updateWebhook, deactivateWebhook or an address change is not retried; listWebhooks is', async () => {
    const data = keyed();
    const hook = await data.createWebhook(evmHook(['0x01']));
    const retry = { retries: 2, minDelayMs: 1, maxDelayMs: 1 };
    const retrying = keyed({ retry });
    fixture.server.clearRequests();
    fixture.server.setFaults({ routes: { '/v1/webhooks': { kinds: ['503'] } } });
    const writes: [string, () => Promise<unknown>][] = [
      ['createWebhook', () => retrying.createWebhook(evmHook(['0x02']))],
      ['updateWebhook', () => retrying.updateWebhook({ id: hook.id, name: 'n' })],
      ['deactivateWebhook', () => retrying.deactivateWebhook({ id: hook.id })],
      ['addAddressesToWebhook', () => retrying.addAddressesToWebhook({ id: hook.id, addresses: ['0x3'] })],
      [
        'removeAddressesFromWebhook',
        () => retrying.removeAddressesFromWebhook({ id: hook.id, addresses: ['0x3'] }),
      ],
      ['generateOrRotateSharedSecret', () => retrying.generateOrRotateSharedSecret()],
    ];
    for (const [name, write] of writes) {
      fixture.server.clearRequests();
      await expect(write(), name).rejects.toMatchObject({ status: 503 });
      expect(fixture.server.requests, name).toHaveLength(1);
    }
    fixture.server.clearRequests();
    await expect(retrying.listWebhooks()).rejects.toMatchObject({ status: 503 });
    expect(fixture.server.requests).toHaveLength(3);
  });
});
