import { createDataClient, HttpError, RateLimitError, ValidationError } from '@pkg/data';
import { type MockServer, PRIMARY_NETWORK_ID, startMockServer } from '@pkg/mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ seed: 3 });
});
afterAll(async () => {
  await mock.close();
});
afterEach(() => {
  mock.setFaults(undefined);
  mock.clearRequests();
});

const client = (options: Parameters<typeof createDataClient>[0] = {}) =>
  createDataClient({ baseUrl: mock.dataUrl, retry: false, ...options });

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const cChain = () => mock.data.networks.mainnet.evmChains[0]!;

describe('@pkg/data against the mock server (public contract)', () => {
  it('supportedChains lists the served chains', async () => {
    const { chains } = await client().supportedChains({ network: 'mainnet' });
    expect(chains.map((c) => c.chainId).sort()).toEqual(
      mock.data.networks.mainnet.evmChains.map((c) => c.chainId).sort(),
    );
    expect(chains[0]!.status).toBe('OK');
  });

  it('a block listed by getLatestBlocks is the block getBlock fetches', async () => {
    const data = client();
    const chainId = cChain().chainId;
    const page = await data.getLatestBlocks({ chainId, pageSize: 5 });
    expect(page.blocks).toHaveLength(5);
    expect(page.nextPageToken).toEqual(expect.any(String));
    const block = page.blocks[2]!;
    expect(await data.getBlock({ chainId, blockId: block.blockNumber })).toEqual(block);
    expect(await data.getBlock({ chainId, blockId: block.blockHash })).toEqual(block);
    expect(typeof block.blockTimestamp).toBe('number');
    expect(block.gasUsed).toMatch(/^\d+$/);
  });

  it('iterate.getLatestBlocks walks every page without gaps or repeats', async () => {
    const chain = cChain();
    const blocks = await collect(client().iterate.getLatestBlocks({ chainId: chain.chainId, pageSize: 100 }));
    expect(blocks).toHaveLength(chain.blocks.length);
    expect(new Set(blocks.map((b) => b.blockNumber)).size).toBe(blocks.length);
    const numbers = blocks.map((b) => Number(b.blockNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('iterate stops at maxItems', async () => {
    const blocks = await collect(
      client().iterate.getLatestBlocks({ chainId: cChain().chainId, pageSize: 10 }, { maxItems: 25 }),
    );
    expect(blocks).toHaveLength(25);
    expect(mock.requests.filter((r) => r.path.endsWith('/blocks'))).toHaveLength(3);
  });

  it('listLatestTransactions filters by status', async () => {
    const { transactions } = await client().listLatestTransactions({
      chainId: cChain().chainId,
      status: 'success',
    });
    expect(transactions.length).toBeGreaterThan(0);
    for (const tx of transactions) expect(tx.txHash).toEqual(expect.any(String));
  });

  it('listErc721Transactions and listTransfers keep to the block range [startBlock, endBlock)', async () => {
    const chain = cChain();
    const data = client();
    const wallet = chain.erc721Transfers[0]?.to.address ?? chain.wallets[0]!;
    const erc721 = await collect(
      data.iterate.listErc721Transactions({
        chainId: chain.chainId,
        address: wallet,
        startBlock: 1,
        endBlock: 400,
      }),
    );
    for (const t of erc721) expect(Number(t.blockNumber)).toBeGreaterThanOrEqual(1);
    for (const t of erc721) expect(Number(t.blockNumber)).toBeLessThan(400);
    const sample = chain.erc20Transfers[Math.floor(chain.erc20Transfers.length / 2)]!;
    const token = sample.erc20Token.address;
    const start = Number(sample.blockNumber) - 50;
    const end = Number(sample.blockNumber) + 1;
    const transfers = await collect(
      data.iterate.listTransfers({
        chainId: chain.chainId,
        address: token,
        startBlock: start,
        endBlock: end,
        pageSize: 3,
      }),
    );
    const expected = chain.erc20Transfers.filter(
      (t) => t.erc20Token.address === token && Number(t.blockNumber) >= start && Number(t.blockNumber) < end,
    );
    expect(transfers).toHaveLength(expected.length);
    expect(transfers.map((t) => t.txHash)).toContain(sample.txHash);
    for (const t of transfers) {
      expect(Number(t.blockNumber)).toBeGreaterThanOrEqual(start);
      expect(Number(t.blockNumber)).toBeLessThan(end);
    }
  });

  it('listErc20Balances takes contractAddresses as an array and prices in the currency given', async () => {
    const chain = cChain();
    const wanted = chain.erc20Tokens.slice(0, 2).map((t) => t.address);
    const page = await client().listErc20Balances({
      chainId: chain.chainId,
      address: chain.wallets[0]!,
      contractAddresses: wanted,
      currency: 'eur',
    });
    expect(page.nativeTokenBalance.balance).toMatch(/^\d+$/);
    for (const b of page.erc20TokenBalances) {
      expect(wanted.map((a) => a.toLowerCase())).toContain(b.address.toLowerCase());
    }
    expect(mock.requests.at(-1)!.query).toContain(`contractAddresses=${wanted.join(',')}`);
  });

  it('listErc1155Balances and listContractDeployments answer pages of their items', async () => {
    const chain = cChain();
    const data = client();
    const balances = await data.listErc1155Balances({ chainId: chain.chainId, address: chain.wallets[0]! });
    expect(Array.isArray(balances.erc1155TokenBalances)).toBe(true);
    const deployments = await data.listContractDeployments({
      chainId: chain.chainId,
      address: chain.wallets[0]!,
    });
    expect(Array.isArray(deployments.contracts)).toBe(true);
  });

  it('iterate.listBlockchains yields every blockchain of the network', async () => {
    const all = await collect(client().iterate.listBlockchains({ network: 'mainnet', pageSize: 2 }));
    expect(all.map((b) => b.blockchainId)).toEqual(
      mock.data.networks.mainnet.blockchains.map((b) => b.blockchainId),
    );
  });

  it('getSubnetById answers the subnet, and an unknown one is HttpError 404 with the error body', async () => {
    const data = client();
    const subnet = await data.getSubnetById({ network: 'mainnet', subnetId: PRIMARY_NETWORK_ID });
    expect(subnet.subnetId).toBe(PRIMARY_NETWORK_ID);
    const error = await data.getSubnetById({ network: 'mainnet', subnetId: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: { statusCode: 404, error: expect.any(String) } });
  });

  it('listPrimaryNetworkBlocksByNodeId takes the p-chain alias and a node id', async () => {
    const proposed = mock.data.networks.mainnet.proposedBlocks.get(PRIMARY_NETWORK_ID)!;
    const nodeId = proposed[0]!.proposerDetails.proposerNodeId;
    const blocks = await collect(
      client().iterate.listPrimaryNetworkBlocksByNodeId({
        network: 'mainnet',
        blockchainId: 'p-chain',
        nodeId,
      }),
    );
    expect(blocks.length).toBe(proposed.filter((b) => b.proposerDetails.proposerNodeId === nodeId).length);
  });

  it('aggregateSignatures and getAggregatedSignatures return a signed message', async () => {
    const data = client();
    const signed = await data.aggregateSignatures({
      network: 'fuji',
      message: '0xabcdef',
      quorumPercentage: 67,
    });
    expect(signed.signedMessage).toMatch(/^0x[0-9a-f]+$/);
    const byTx = await data.getAggregatedSignatures({ network: 'fuji', txHash: 'abc' });
    expect(byTx.signedMessage).toMatch(/^0x[0-9a-f]+$/);
  });

  it('with no wireNames (auto), sends the API key under both names, which the mock takes; no key header without one', async () => {
    await client({ apiKey: 'k-123' }).supportedChains();
    await client().supportedChains();
    expect(
      mock.requests.map((r) => [r.hasApiKey, r.headers['x-glacier-api-key'], r.headers['x-data-api-key']]),
    ).toEqual([
      [true, '[redacted]', '[redacted]'],
      [false, undefined, undefined],
    ]);
    expect(mock.requests[0]!.query).not.toContain('k-123');
  });

  it("with wireNames 'seed', sends the key as x-data-api-key only", async () => {
    await client({ apiKey: 'k-789', wireNames: 'seed' }).supportedChains();
    expect(
      mock.requests.map((r) => [r.hasApiKey, r.headers['x-glacier-api-key'], r.headers['x-data-api-key']]),
    ).toEqual([[true, undefined, '[redacted]']]);
  });

  it("with wireNames 'deployed', sends the key as x-glacier-api-key, which the mock takes (and logs redacted)", async () => {
    await client({ apiKey: 'k-456', wireNames: 'deployed' }).supportedChains();
    expect(
      mock.requests.map((r) => [r.hasApiKey, r.headers['x-glacier-api-key'], r.headers['x-data-api-key']]),
    ).toEqual([[true, '[redacted]', undefined]]);
  });

  it("the deployed service's shapes arrive as typed: ERC-721 transfers without value on listTransfers", async () => {
    const chain = mock.data.chainsById.get('43114')!;
    const nft = chain.erc721Transfers[0]!.erc721Token.address;
    const { transfers } = await client().listTransfers({ chainId: '43114', address: nft, pageSize: 100 });
    expect(transfers.length).toBeGreaterThan(0);
    for (const transfer of transfers) {
      if (!('erc721Token' in transfer)) throw new Error('expected an ERC-721 transfer');
      expect(transfer.erc721Token.address).toBe(nft);
      expect(transfer).not.toHaveProperty('value');
    }
  });

  it('refuses bad input before it reaches the server', async () => {
    await expect(client().getLatestBlocks({ chainId: '43114', pageSize: 101 })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(mock.requests).toHaveLength(0);
  });

  it('retries a GET until RateLimitError on 429s, and never retries aggregateSignatures', async () => {
    const retry = { retries: 2, minDelayMs: 1, maxDelayMs: 1 };
    mock.setFaults({ routes: { '/v1/chains': { kinds: ['429'], retryAfterSeconds: 0 } } });
    await expect(client({ retry }).supportedChains()).rejects.toBeInstanceOf(RateLimitError);
    expect(mock.requests).toHaveLength(3);

    mock.clearRequests();
    mock.setFaults({ routes: { '/v1/signatureAggregator': { kinds: ['503'] } } });
    await expect(
      client({ retry }).aggregateSignatures({ network: 'fuji', message: '00' }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(mock.requests).toHaveLength(1);
  });
});
