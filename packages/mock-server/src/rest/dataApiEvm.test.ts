import { checkValue } from '@pkg/core';
import { describe, expect, test } from 'vitest';
import { detailsOf } from '../data/evmDetails.js';
import { startMockServer } from '../startMockServer.js';
import type { JsonBody } from '../testJson.js';
import { useMockServer } from '../vitest.js';
import { dataHandlers } from './dataHandlers.js';
import { createEvmDataHandlers } from './dataHandlersEvm.js';
import { restOperations } from './operations.js';

const mock = useMockServer({ seed: 3 });
const KEY = { 'x-glacier-api-key': 'key-a' };

async function call(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  base = mock.server.dataUrl,
): Promise<{ status: number; body: JsonBody; text: string }> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, text, body: text === '' ? undefined : JSON.parse(text) };
}

const cChain = () => mock.server.data.chainsById.get('43114')!;
const webhookBody = (address: string) => ({
  eventType: 'address_activity',
  url: 'https://example.com/hook',
  chainId: '43114',
  metadata: { addresses: [address] },
});

describe('the Data API operations beyond the seed', () => {
  test('every Data API operation of the specs has a handler (none answers 501)', async () => {
    const unserved: string[] = [];
    for (const op of restOperations.filter((o) => o.service === 'data')) {
      // any value routes (the handler is looked up before the params are checked)
      const { status } = await call(op.path.replace(/\{[^}]+\}/g, 'x'), { method: op.method });
      if (status === 501) unserved.push(op.operationId);
    }
    expect(unserved).toEqual([]);
  });

  test('every GET answer of these operations fits the response schema of the spec, with its items', async () => {
    const chain = cChain();
    const wallet = chain.wallets[0]!;
    const details = detailsOf(mock.server.data, chain);
    const [contract] = details.deployments.keys();
    const nft = details.nftContract!;
    const [tokenId] = details.erc721Tokens.keys();
    const tx = chain.transactions[20]!;
    const hook = await call('/v1/webhooks', { method: 'POST', body: webhookBody(wallet), headers: KEY });
    const job = await call('/v1/operations/transactions:export', {
      method: 'POST',
      body: { type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', options: { includeChains: ['p-chain'] } },
    });
    await call('/v1/webhooks:generateOrRotateSharedSecret', { method: 'POST', headers: KEY });
    const c = '/v1/chains/43114';
    const paths: Record<string, string> = {
      'data-health-check': '/v1/health-check',
      'live-check': '/v1/live-check',
      getAvaxSupply: '/v1/avax/supply',
      listAddressChains: `/v1/address/${wallet}/chains`,
      getChainInfo: c,
      listLatestBlocksAllChains: '/v1/blocks?network=mainnet',
      listLatestTransactionsAllChains: '/v1/transactions?status=success',
      getTransaction: `${c}/transactions/${tx.txHash}`,
      getDeploymentTransaction: `${c}/contracts/${contract}/transactions:getDeployment?currency=eur`,
      getTransactionsForBlock: `${c}/blocks/${tx.blockHash}/transactions`,
      listTransactions: `${c}/addresses/${wallet}/transactions`,
      listTransactionsV2: `/v2/chains/43114/addresses/${wallet}/transactions?filterSpamTokens=true`,
      listNativeTransactions: `${c}/addresses/${wallet}/transactions:listNative`,
      listErc20Transactions: `${c}/addresses/${wallet}/transactions:listErc20`,
      listErc1155Transactions: `${c}/addresses/${wallet}/transactions:listErc1155`,
      listInternalTransactions: `${c}/addresses/${wallet}/transactions:listInternals`,
      getNativeBalance: `${c}/addresses/${wallet}/balances:getNative`,
      listErc721Balances: `${c}/addresses/${details.erc721Tokens.get(tokenId!)?.ownerAddress}/balances:listErc721`,
      listCollectibleBalances: `${c}/addresses/${wallet}/balances:listCollectibles`,
      getContractMetadata: `${c}/addresses/${chain.erc20Tokens[0]!.address}`,
      listTokens: `${c}/nfts/collections/${nft}/tokens`,
      getTokenDetails: `${c}/nfts/collections/${nft}/tokens/${tokenId}`,
      getApiUsageMetrics: '/v1/apiUsageMetrics?groupBy=requestType',
      getApiLogs: '/v1/apiLogs',
      getSubnetRpcUsageMetrics: '/v1/subnetRpcUsageMetrics?groupBy=rpcMethod',
      getPrimaryNetworkRpcUsageMetrics: '/v1/primaryNetworkRpcUsageMetrics?network=mainnet',
      listWebhooks: '/v1/webhooks',
      getWebhook: `/v1/webhooks/${hook.body.id}`,
      getAddressesFromWebhook: `/v1/webhooks/${hook.body.id}/addresses`,
      getSharedSecret: '/v1/webhooks:getSharedSecret',
      getOperationResult: `/v1/operations/${job.body.operationId}`,
    };
    const evm = createEvmDataHandlers(mock.server.data);
    const gets = restOperations.filter(
      (op) =>
        op.service === 'data' &&
        op.method === 'GET' &&
        !(op.operationId in dataHandlers) &&
        evm.handlerFor(op.operationId, 'k') !== undefined,
    );
    expect(gets.map((op) => op.operationId).sort()).toEqual(Object.keys(paths).sort());
    for (const op of gets) {
      const { status, body } = await call(paths[op.operationId]!, { headers: KEY });
      expect(status, op.operationId).toBe(200);
      if (op.pagingItems) expect(body[op.pagingItems].length, op.operationId).toBeGreaterThan(0);
      expect(op.response, op.operationId).toBeDefined();
      expect(() => checkValue(op.operationId, body, op.response as never), op.operationId).not.toThrow();
    }
  });

  test('a transaction listed for an address is the transaction fetched, with the transfers that involve it', async () => {
    const chain = cChain();
    const wallet = chain.wallets[1]!;
    const { body } = await call(`/v1/chains/43114/addresses/${wallet}/transactions?pageSize=5`);
    expect(body.transactions).toHaveLength(5);
    for (const item of body.transactions) {
      const full = await call(`/v1/chains/43114/transactions/${item.nativeTransaction.txHash}`);
      expect(full.body.nativeTransaction).toMatchObject(item.nativeTransaction);
      for (const t of item.erc20Transfers) expect(full.body.erc20Transfers).toContainEqual(t);
      for (const t of item.erc20Transfers) expect([t.from.address, t.to.address]).toContain(wallet);
    }
  });

  test("a deployed contract's deployment transaction is fetched by its hash too", async () => {
    const chain = cChain();
    const deployments = await call(`/v1/chains/43114/contracts/${chain.wallets[2]}/deployments`);
    const contract = deployments.body.contracts[0];
    const deployment = await call(
      `/v1/chains/43114/contracts/${contract.address}/transactions:getDeployment`,
    );
    expect(deployment.body.nativeTransaction.txHash).toBe(contract.deploymentDetails.txHash);
    expect(deployment.body.nativeTransaction.method.callType).toBe('CONTRACT_CREATION');
    const byHash = await call(`/v1/chains/43114/transactions/${contract.deploymentDetails.txHash}`);
    expect(byHash.body).toEqual(deployment.body);
    expect((await call(`/v1/chains/43114/addresses/${contract.address}`)).body).toEqual(contract);
  });

  test('reindexNft answers 201 with an empty body; an unknown token is a 404', async () => {
    const details = detailsOf(mock.server.data, cChain());
    const [tokenId] = details.erc721Tokens.keys();
    const base = `/v1/chains/43114/nfts/collections/${details.nftContract}/tokens`;
    const done = await call(`${base}/${tokenId}:reindex`, { method: 'POST' });
    expect(done).toMatchObject({ status: 201, text: '' });
    expect((await call(`${base}/99999999:reindex`, { method: 'POST' })).status).toBe(404);
  });

  test('webhooks and usage metrics need an API key (401 without), and an account sees only its own webhooks', async () => {
    for (const path of [
      '/v1/webhooks',
      '/v1/apiUsageMetrics',
      '/v1/apiLogs',
      '/v1/webhooks:getSharedSecret',
    ]) {
      expect((await call(path)).status, path).toBe(401);
    }
    const created = await call('/v1/webhooks', { method: 'POST', body: webhookBody('0x01'), headers: KEY });
    expect(created.status).toBe(201);
    const other = { 'x-data-api-key': 'key-b' };
    expect((await call(`/v1/webhooks/${created.body.id}`, { headers: other })).status).toBe(404);
    const mine = await call(`/v1/webhooks/${created.body.id}`, { headers: KEY });
    expect(mine.body).toEqual(created.body);
  });

  test('a webhook lives through update, address changes and deactivation, on its own server only', async () => {
    const created = await call('/v1/webhooks', { method: 'POST', body: webhookBody('0xaa'), headers: KEY });
    const id = created.body.id;
    const path = `/v1/webhooks/${id}`;
    await call(`${path}/addresses`, { method: 'PATCH', body: { addresses: ['0xBB', '0xaa'] }, headers: KEY });
    await call(`${path}/addresses`, { method: 'DELETE', body: { addresses: ['0xAA'] }, headers: KEY });
    expect((await call(`${path}/addresses`, { headers: KEY })).body).toEqual({
      addresses: ['0xBB'],
      totalAddresses: 1,
    });
    await call(path, { method: 'PATCH', body: { name: 'renamed', includeLogs: true }, headers: KEY });
    expect((await call(path, { method: 'DELETE', headers: KEY })).body).toMatchObject({
      status: 'inactive',
      name: 'renamed',
      includeLogs: true,
    });
    const inactive = await call('/v1/webhooks?status=inactive&pageSize=100', { headers: KEY });
    expect(inactive.body.webhooks.map((h: { id: string }) => h.id)).toContain(id);
    const active = await call('/v1/webhooks?status=active&pageSize=100', { headers: KEY });
    expect(active.body.webhooks.map((h: { id: string }) => h.id)).not.toContain(id);

    const second = await startMockServer({ seed: 3 });
    try {
      expect((await call(path, { headers: KEY }, second.dataUrl)).status).toBe(404);
      expect((await call('/v1/webhooks', { headers: KEY }, second.dataUrl)).body).toEqual({ webhooks: [] });
    } finally {
      await second.close();
    }
  });

  test('createWebhook refuses what its kind lacks, naming the field (400)', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...webhookBody('0x1'), chainId: undefined }, /chainId/],
      [{ ...webhookBody('0x1'), url: 'ftp://example.com' }, /url/],
      [{ ...webhookBody('0x1'), metadata: { addresses: [] } }, /metadata.addresses/],
      [
        {
          eventType: 'validator_activity',
          url: 'https://e.com',
          network: 'mainnet',
          metadata: { keyType: 'nodeId' },
        },
        /metadata.keys/,
      ],
      [
        {
          eventType: 'validator_activity',
          url: 'https://e.com',
          network: 'mainnet',
          metadata: {
            keyType: 'nodeId',
            keys: ['NodeID-1'],
            subEvents: { validatorActivitySubEvents: ['nope'] },
          },
        },
        /unknown event nope/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call('/v1/webhooks', { method: 'POST', body, headers: KEY });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

  test('an export job is RUNNING when created and COMPLETED with a download URL when looked up', async () => {
    const wallet = cChain().wallets[0]!;
    const job = await call('/v1/operations/transactions:export', {
      method: 'POST',
      body: {
        type: 'TRANSACTION_EXPORT_EVM',
        firstDate: '2025-01-01',
        options: { addresses: [wallet], includeChains: ['43114'] },
      },
    });
    expect(job).toMatchObject({ status: 201, body: { operationStatus: 'RUNNING' } });
    const result = await call(`/v1/operations/${job.body.operationId}`);
    expect(result.body).toMatchObject({
      operationId: job.body.operationId,
      operationStatus: 'COMPLETED',
      metadata: { downloadUrl: expect.stringContaining(job.body.operationId) },
    });
    const noAddresses = await call('/v1/operations/transactions:export', {
      method: 'POST',
      body: { type: 'TRANSACTION_EXPORT_EVM', options: { includeChains: ['43114'] } },
    });
    expect(noAddresses.status).toBe(400);
    expect((await call('/v1/operations/not-a-job')).status).toBe(404);
  });
});
