import { createDataClient, type DataClient } from '@pkg/data';
import { type MockServer, PRIMARY_NETWORK_ID, startMockServer } from '@pkg/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';
import { responseValidators } from '../src/responseValidators.js';

// The mock server's answers to the primary-network and Interchain Messaging operations, validated with ajv
// against OUR spec's response schemas, strictly (integers are integers), union branches included: the
// mock's own table only checks a union's outer shape, this checks every branch it sends.

const validators = responseValidators(`${repoRoot}/specs/openapi/data/`);
const network = 'mainnet' as const;
let mock: MockServer;
let data: DataClient;

beforeAll(async () => {
  mock = await startMockServer({ seed: 21 });
  data = createDataClient({ baseUrl: mock.dataUrl, retry: false });
});
afterAll(async () => {
  await mock?.close();
});

/** The first ajv error of each body that does not fit, by operation. */
async function misfits(operationId: string, calls: object[]): Promise<string[]> {
  const validate = validators.get(operationId, 200);
  if (!validate) return [`${operationId}: no 200 schema`];
  const out: string[] = [];
  for (const params of calls) {
    const body = await (data[operationId as keyof DataClient] as (p: object) => Promise<unknown>)(params);
    if (!validate(body))
      out.push(`${operationId} ${JSON.stringify(params)}: ${JSON.stringify(validate.errors?.[0])}`);
  }
  return out;
}

describe("the mock's primary-network and ICM answers fit our spec strictly", () => {
  it('every branch of every union it sends, for every operation', async () => {
    const net = mock.data.networks.mainnet;
    const address = net.utxoAddresses[0] as string;
    const owner = net.primaryValidators[0]?.validationRewardOwner.addresses[0] as string;
    const node = net.primaryValidators[0]?.nodeID as string;
    const chains = ['p-chain', 'x-chain', 'c-chain'] as const;
    const txs = await Promise.all(
      chains.map(async (blockchainId) => {
        const all = [];
        for await (const tx of data.iterate.listLatestPrimaryNetworkTransactions({
          network,
          blockchainId,
          pageSize: 100,
        }))
          all.push({ network, blockchainId, txHash: tx.txHash });
        return all;
      }),
    );
    const messages = [];
    for await (const m of data.iterate.listIcmMessages({ pageSize: 100 })) messages.push(m);
    const vertex = (await data.listLatestXChainVertices({ network, blockchainId: 'x-chain' })).vertices[0];
    const block = (await data.listLatestPrimaryNetworkBlocks({ network, blockchainId: 'p-chain' })).blocks[0];
    const calls: Record<string, object[]> = {
      // every transaction of the three chains: P staking, reward, base, import/export, X linear and non-linear, C export and import
      getTxByHash: txs.flat(),
      listLatestPrimaryNetworkTransactions: chains.flatMap((blockchainId) => [
        { network, blockchainId, pageSize: 100 },
        { network, blockchainId, addresses: [address, owner], pageSize: 100 },
      ]),
      listActivePrimaryNetworkStakingTransactions: [{ network, blockchainId: 'p-chain', addresses: owner }],
      listAssetTransactions: [{ network, blockchainId: 'x-chain', assetId: net.avaxAssetId, pageSize: 100 }],
      getUtxosByAddresses: chains.map((blockchainId) => ({
        network,
        blockchainId,
        addresses: [address, owner],
      })),
      getUtxosByAddressesV2: chains.map((blockchainId) => ({
        network,
        blockchainId,
        addresses: `${address},${owner}`,
      })),
      getLastActivityTimestampByAddresses: [{ network, blockchainId: 'x-chain', addresses: address }],
      getLastActivityTimestampByAddressesV2: [{ network, blockchainId: 'p-chain', addresses: owner }],
      getBalancesByAddresses: chains.map((blockchainId) => ({ network, blockchainId, addresses: address })),
      getBlockById: [{ network, blockchainId: 'p-chain', blockId: block?.blockHash }],
      listLatestPrimaryNetworkBlocks: chains.map((blockchainId) => ({ network, blockchainId })),
      listLatestXChainVertices: [{ network, blockchainId: 'x-chain', pageSize: 100 }],
      getVertexByHash: [{ network, blockchainId: 'x-chain', vertexHash: vertex?.vertexHash }],
      getVertexByHeight: [{ network, blockchainId: 'x-chain', vertexHeight: 2 }],
      getAssetDetails: [{ network, blockchainId: 'x-chain', assetId: net.avaxAssetId }],
      getChainIdsForAddresses: [{ network, addresses: [address, owner] }],
      getNetworkDetails: [{ network }, { network: 'fuji' }],
      getBlockchainById: net.blockchains.map((b) => ({ network, blockchainId: b.blockchainId })),
      listSubnets: [{ network }],
      listValidators: [
        { network, pageSize: 100 },
        { network, validationStatus: 'completed', pageSize: 100 },
        { network, subnetId: PRIMARY_NETWORK_ID, sortBy: 'delegationFee' },
      ],
      getSingleValidatorDetails: [{ network, nodeId: node }],
      listDelegators: [{ network, pageSize: 100 }],
      listL1Validators: [{ network }, { network: 'fuji' }],
      listPendingPrimaryNetworkRewards: [{ network, addresses: owner }],
      listHistoricalPrimaryNetworkRewards: [{ network, nodeIds: [node], currency: 'eur' }],
      getIcmMessage: messages.map((m) => ({ messageId: m.messageId })),
      listIcmMessages: [{ pageSize: 100 }, { network: 'fuji' }],
      listIcmMessagesByAddress: [{ address: messages[0]?.from }],
    };
    expect(Object.keys(calls)).toHaveLength(28);
    expect(new Set(messages.map((m) => m.status))).toEqual(
      new Set(['pending', 'delivered', 'delivered_source_not_indexed']),
    );
    const wrong = (await Promise.all(Object.entries(calls).map(([op, list]) => misfits(op, list)))).flat();
    expect(wrong).toEqual([]);
  });

  it('the check can fail: a transaction without its hash, a message with an unknown status field type', () => {
    const tx = validators.get('getTxByHash', 200);
    expect(tx?.({ txType: 'BaseTx', blockTimestamp: 1, blockNumber: '1', blockHash: 'h' })).toBe(false);
    const message = validators.get('getIcmMessage', 200);
    expect(message?.({ messageId: 'a', status: 7 })).toBe(false);
  });
});
