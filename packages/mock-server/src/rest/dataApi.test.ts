import { checkValue } from '@pkg/core';
import { describe, expect, test } from 'vitest';
import type { JsonBody } from '../testJson.js';
import { useMockServer } from '../vitest.js';
import { dataHandlers } from './dataHandlers.js';
import { restOperations } from './operations.js';

const mock = useMockServer({ seed: 3 });

async function get(path: string, init?: RequestInit): Promise<{ status: number; body: JsonBody }> {
  const res = await fetch(`${mock.server.dataUrl}${path}`, init);
  return { status: res.status, body: await res.json() };
}

async function collect(path: string, field: string): Promise<JsonBody[]> {
  const items: JsonBody[] = [];
  let token: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const sep = path.includes('?') ? '&' : '?';
    const { status, body } = await get(token ? `${path}${sep}pageToken=${encodeURIComponent(token)}` : path);
    expect(status).toBe(200);
    items.push(...body[field]);
    token = body.nextPageToken;
    if (!token) return items;
  }
  throw new Error('paging did not end');
}

function cChain() {
  const chain = mock.server.data.chainsById.get('43114');
  if (!chain) throw new Error('no C chain');
  return chain;
}

describe('Data API', () => {
  test('a block listed is the block fetched, by number and by hash', async () => {
    const { body } = await get('/v1/chains/43114/blocks?pageSize=5');
    expect(body.blocks).toHaveLength(5);
    for (const block of body.blocks) {
      expect((await get(`/v1/chains/43114/blocks/${block.blockNumber}`)).body).toEqual(block);
      expect((await get(`/v1/chains/43114/blocks/${block.blockHash}`)).body).toEqual(block);
    }
    // listed newest first, each the parent of the one before
    expect(body.blocks[1].blockHash).toBe(body.blocks[0].parentHash);
  });

  test('pages of blocks join without gaps or repeats, and the last page has no token', async () => {
    const blocks = await collect('/v1/chains/43114/blocks?pageSize=37', 'blocks');
    expect(blocks.map((b) => b.blockHash)).toEqual([...cChain().blocks].reverse().map((b) => b.blockHash));
  });

  test('page sizes default as the spec says (10 for blocks, 100 for blockchains)', async () => {
    expect((await get('/v1/chains/43114/blocks')).body.blocks).toHaveLength(10);
    const { body } = await get('/v1/networks/mainnet/blockchains');
    expect(body.blockchains).toHaveLength(mock.server.data.networks.mainnet.blockchains.length);
    expect(body.nextPageToken).toBeUndefined();
    expect((await get('/v1/networks/mainnet/blockchains?pageSize=1')).body.nextPageToken).toEqual(
      expect.any(String),
    );
  });

  test('pages of transactions join up, and the status filter keeps only that status', async () => {
    const all = await collect('/v1/chains/43114/transactions?pageSize=100', 'transactions');
    expect(all).toHaveLength(cChain().transactions.length);
    expect(new Set(all.map((t) => t.txHash)).size).toBe(all.length);
    const failed = await collect('/v1/chains/43114/transactions?pageSize=50&status=failed', 'transactions');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((t) => t.txStatus === '0')).toBe(true);
  });

  test('a page token of another query is refused with a 400 naming pageToken', async () => {
    const first = await get('/v1/chains/43114/blocks?pageSize=2');
    const other = await get(`/v1/chains/43114/transactions?pageToken=${first.body.nextPageToken}`);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(other.body.message).toContain('pageToken');
    expect((await get('/v1/chains/43114/blocks?pageToken=garbage')).status).toBe(400);
  });

  test.each([
    ['/v1/chains/43114/blocks?pageSize=101', 'pageSize'],
    ['/v1/chains/43114/blocks?pageSize=0', 'pageSize'],
    ['/v1/chains/43114/blocks?pageSize=ten', 'pageSize'],
    ['/v1/chains?network=moon', 'network'],
    ['/v1/chains?feature=teleport', 'feature'],
    ['/v1/chains/43114/transactions?status=pending', 'status'],
    ['/v1/networks/mainnet/blockchains?pageSize=10001', 'pageSize'],
    ['/v1/networks/mainnet/blockchains?sortOrder=up', 'sortOrder'],
    [
      '/v1/chains/43114/tokens/0x0000000000000000000000000000000000000001/transfers?startBlock=9&endBlock=9',
      'startBlock',
    ],
    [
      '/v1/chains/43114/addresses/0x0000000000000000000000000000000000000001/balances:listErc20?pageSize=501',
      'pageSize',
    ],
    [
      '/v1/chains/43114/addresses/0x0000000000000000000000000000000000000001/balances:listErc20?currency=btc',
      'currency',
    ],
    // only the 3 aliases and 5 primary-network ids, as the deployed service (a subnet's chain is refused)
    ['/v1/networks/mainnet/blockchains/nope/nodes/NodeID-x/blocks', 'blockchainId'],
  ])('GET %s answers 400 naming %s', async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain(field);
  });

  test.each([
    ['/v1/chains/999999999/blocks', 'chain'],
    ['/v1/chains/43114/blocks/1', 'block'],
    [`/v1/chains/43114/blocks/0x${'ab'.repeat(32)}`, 'block'],
    ['/v1/networks/mainnet/subnets/nope', 'subnet'],
    // a fuji chain on mainnet: one of the 8 accepted ids, but not a chain of this network
    [
      '/v1/networks/mainnet/blockchains/2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm/nodes/NodeID-x/blocks',
      'blockchain',
    ],
    ['/v1/no/such/path', 'Cannot'],
  ])('GET %s answers 404 (%s)', async (path, word) => {
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(body.message).toContain(word);
  });

  test('aggregateSignatures answers 201 and checks its body', async () => {
    const post = (body: unknown) =>
      get('/v1/signatureAggregator/mainnet/aggregateSignatures', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({ message: '0xabcdef', quorumPercentage: 67 });
    expect(ok.status).toBe(201);
    expect(ok.body.signedMessage).toMatch(/^0x[0-9a-f]+$/);
    expect((await post({ message: '0xabcdef' })).body).toEqual(ok.body);
    const neither = await post({ quorumPercentage: 67 });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('message');
    const sum = await post({ message: '0x01', quorumPercentage: 80, quorumPercentageBuffer: 30 });
    expect(sum.status).toBe(400);
    expect(sum.body.message).toContain('quorumPercentageBuffer');
    const buffer = await post({ message: '0x01', quorumPercentageBuffer: 34 });
    expect(buffer.status).toBe(400);
    expect(buffer.body.message).toContain('quorumPercentageBuffer');
    expect((await post({ message: '0x01', quorumPercentage: 60, quorumPercentageBuffer: 34 })).status).toBe(
      201,
    );
    const hex = await post({ message: 'xyz' });
    expect(hex.status).toBe(400);
    expect(hex.body.message).toContain('message');
    expect((await get('/v1/signatureAggregator/fuji/aggregateSignatures/2pTx')).status).toBe(201);
  });

  test('balances agree with the data set, and spam tokens are filtered unless asked for', async () => {
    const chain = cChain();
    const wallet = chain.wallets[2] as string;
    const { body } = await get(`/v1/chains/43114/addresses/${wallet}/balances:listErc20?pageSize=500`);
    expect(body.nativeTokenBalance.balance).toBe(mock.server.data.balancesOf(chain, wallet).native);
    expect(body.erc20TokenBalances.some((b: JsonBody) => b.tokenReputation === 'Malicious')).toBe(false);
    const all = await get(
      `/v1/chains/43114/addresses/${wallet}/balances:listErc20?pageSize=500&filterSpamTokens=false`,
    );
    expect(all.body.erc20TokenBalances.length).toBe(chain.erc20Tokens.length);
  });

  test('token transfers respect the block range (start inclusive, end exclusive)', async () => {
    const chain = cChain();
    const token = chain.erc20Tokens[1]?.address as string;
    const all = await collect(`/v1/chains/43114/tokens/${token}/transfers?pageSize=100`, 'transfers');
    expect(all.length).toBeGreaterThan(0);
    const mid = all[Math.floor(all.length / 2)].blockNumber;
    const after = await collect(
      `/v1/chains/43114/tokens/${token}/transfers?pageSize=100&startBlock=${mid}`,
      'transfers',
    );
    const before = await collect(
      `/v1/chains/43114/tokens/${token}/transfers?pageSize=100&endBlock=${mid}`,
      'transfers',
    );
    expect(after.every((t) => Number(t.blockNumber) >= Number(mid))).toBe(true);
    expect(before.every((t) => Number(t.blockNumber) < Number(mid))).toBe(true);
    expect(after.length + before.length).toBe(all.length);
  });

  test('blocks proposed by a node are filtered by node and time, with chain info', async () => {
    const proposer = mock.server.data.networks.mainnet.proposedBlocks.values().next().value?.[0]
      ?.proposerDetails.proposerNodeId;
    const { status, body } = await get(
      `/v1/networks/mainnet/blockchains/p-chain/nodes/${proposer}/blocks?pageSize=100`,
    );
    expect(status).toBe(200);
    expect(body.chainInfo).toEqual({ chainName: 'p-chain', network: 'mainnet' });
    expect(body.blocks.length).toBeGreaterThan(0);
    expect(body.blocks.every((b: JsonBody) => b.proposerDetails.proposerNodeId === proposer)).toBe(true);
    const bad = await get(
      `/v1/networks/mainnet/blockchains/p-chain/nodes/${proposer}/blocks?startTimestamp=10&endTimestamp=5`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('startTimestamp');
  });

  test('subnet details include their blockchains and genesis data', async () => {
    const subnet = mock.server.data.networks.mainnet.subnets[1];
    const { status, body } = await get(`/v1/networks/mainnet/subnets/${subnet?.subnetId}`);
    expect(status).toBe(200);
    expect(body.blockchains[0].genesisData.config.feeConfig).toEqual(
      mock.server.data.chainsByBlockchainId.get(body.blockchains[0].blockchainId)?.feeConfig,
    );
  });

  test('every Data API answer fits the response schema of the spec', async () => {
    const chain = cChain();
    const wallet = chain.wallets[0] as string;
    const net = mock.server.data.networks.mainnet;
    const proposer = net.proposedBlocks.get(net.xChainId)?.[0]?.proposerDetails.proposerNodeId;
    const paths: Record<string, string> = {
      listBlockchains: '/v1/networks/mainnet/blockchains?pageSize=3',
      getSubnetById: `/v1/networks/mainnet/subnets/${net.subnets[1]?.subnetId}`,
      listPrimaryNetworkBlocksByNodeId: `/v1/networks/mainnet/blockchains/x-chain/nodes/${proposer}/blocks`,
      supportedChains: '/v1/chains',
      getLatestBlocks: '/v1/chains/43114/blocks',
      getBlock: `/v1/chains/43114/blocks/${chain.blocks[3]?.blockNumber}`,
      listLatestTransactions: '/v1/chains/43114/transactions',
      listErc721Transactions: `/v1/chains/43114/addresses/${wallet}/transactions:listErc721`,
      listTransfers: `/v1/chains/43114/tokens/${chain.erc20Tokens[0]?.address}/transfers`,
      listErc20Balances: `/v1/chains/43114/addresses/${wallet}/balances:listErc20`,
      listErc1155Balances: `/v1/chains/43114/addresses/${wallet}/balances:listErc1155`,
      listContractDeployments: `/v1/chains/43114/contracts/${wallet}/deployments`,
      getAggregatedSignatures: '/v1/signatureAggregator/mainnet/aggregateSignatures/abc',
    };
    // the seed operations (dataApiEvm.test.ts and the primary-network tests check the others)
    const data = restOperations.filter(
      (op) => op.service === 'data' && op.method === 'GET' && op.operationId in dataHandlers,
    );
    expect(data.map((op) => op.operationId).sort()).toEqual(Object.keys(paths).sort());
    for (const op of data) {
      const { status, body } = await get(paths[op.operationId] as string);
      expect(status, op.operationId).toBeLessThan(300);
      if (op.pagingItems) expect(body[op.pagingItems].length, op.operationId).toBeGreaterThan(0);
      if (op.response)
        expect(() => checkValue(op.operationId, body, op.response as never), op.operationId).not.toThrow();
    }
  });

  test("the deployed service's shapes: a string genesis, an ERC-721 transfer without value, a null tokenReputation", async () => {
    const net = mock.server.data.networks.mainnet;
    const { body } = await get('/v1/networks/mainnet/blockchains?pageSize=100');
    const xChain = body.blockchains.find((b: JsonBody) => b.blockchainId === net.xChainId);
    expect(typeof xChain.genesisData).toBe('string');
    expect(body.blockchains.some((b: JsonBody) => typeof b.genesisData === 'object')).toBe(true);

    const chain = cChain();
    const nft = chain.erc721Transfers[0]?.erc721Token.address as string;
    const transfers = await collect(`/v1/chains/43114/tokens/${nft}/transfers?pageSize=100`, 'transfers');
    expect(transfers.length).toBe(chain.erc721Transfers.length);
    for (const t of transfers) {
      expect(t).not.toHaveProperty('value');
      expect(t.erc721Token.address).toBe(nft);
    }

    const other = [...mock.server.data.chainsById.values()].find((c) => !c.isCChain);
    const wallet = other?.wallets[0] as string;
    const balances = await get(
      `/v1/chains/${other?.chainId}/addresses/${wallet}/balances:listErc20?pageSize=500&filterSpamTokens=false`,
    );
    expect(balances.body.erc20TokenBalances.length).toBeGreaterThan(0);
    for (const b of balances.body.erc20TokenBalances) expect(b).toHaveProperty('tokenReputation');
    expect(balances.body.erc20TokenBalances.some((b: JsonBody) => b.tokenReputation === null)).toBe(true);
  });

  test("takes the key in the deployed service's header too (x-glacier-api-key), logged by presence only", async () => {
    mock.server.clearRequests();
    await get('/v1/chains', { headers: { 'x-glacier-api-key': 'secret-key-456' } });
    const entry = mock.server.requests.at(-1);
    expect(entry?.hasApiKey).toBe(true);
    expect(entry?.headers['x-glacier-api-key']).toBe('[redacted]');
    expect(JSON.stringify(mock.server.requests)).not.toContain('secret-key-456');
  });

  test('the request log records an API key by presence only', async () => {
    mock.server.clearRequests();
    await get('/v1/chains', { headers: { 'x-data-api-key': 'secret-key-123' } });
    const entry = mock.server.requests.at(-1);
    expect(entry?.hasApiKey).toBe(true);
    expect(entry?.headers['x-data-api-key']).toBe('[redacted]');
    expect(JSON.stringify(mock.server.requests)).not.toContain('secret-key-123');
  });
});
