import { recordingFetch } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createDataClient } from './createDataClient.js';
import { dataOperations } from './generated/operations.js';
import { ValidationError } from './index.js';

type Constraint = {
  op: string;
  base: Record<string, unknown>;
  /** Values accepted (at the bound). */
  ok: Record<string, unknown>[];
  /** Values refused (past the bound), and the field the error names. */
  bad: [Record<string, unknown>, string][];
};

const chain = { chainId: '43114' };
const A1 = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const A2 = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
const wallet = { chainId: '43114', address: A1 };
const node = { network: 'mainnet', blockchainId: 'p-chain', nodeId: 'NodeID-1' };

const pageSize = (op: string, base: Record<string, unknown>, max: number): Constraint => ({
  op,
  base,
  ok: [{ pageSize: 1 }, { pageSize: max }],
  bad: [
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: max + 1 }, 'pageSize'],
    [{ pageSize: 1.5 }, 'pageSize'],
    [{ pageSize: '10' }, 'pageSize'],
  ],
});

const currencies = [
  'usd',
  'eur',
  'aud',
  'cad',
  'chf',
  'clp',
  'cny',
  'czk',
  'dkk',
  'gbp',
  'hkd',
  'huf',
  'jpy',
  'nzd',
];

const constraints: Constraint[] = [
  // pageSize bounds per endpoint: blockchains 1..10000, balances 1..500, others 1..100
  pageSize('listBlockchains', { network: 'mainnet' }, 10000),
  pageSize('listErc20Balances', wallet, 500),
  pageSize('listErc1155Balances', wallet, 500),
  pageSize('listPrimaryNetworkBlocksByNodeId', node, 100),
  pageSize('getLatestBlocks', chain, 100),
  pageSize('listLatestTransactions', chain, 100),
  pageSize('listErc721Transactions', wallet, 100),
  pageSize('listTransfers', wallet, 100),
  pageSize('listContractDeployments', wallet, 100),
  // the network enum, in paths and in the query
  ...[
    'aggregateSignatures',
    'getAggregatedSignatures',
    'listBlockchains',
    'getSubnetById',
    'listPrimaryNetworkBlocksByNodeId',
  ].map(
    (op): Constraint => ({
      op,
      base: { ...node, txHash: 'h', subnetId: 's', message: '00' },
      ok: [{ network: 'mainnet' }, { network: 'fuji' }, { network: 'testnet' }],
      bad: [
        [{ network: 'devnet' }, 'network'],
        [{ network: 'Mainnet' }, 'network'],
        [{ network: undefined }, 'network'],
      ],
    }),
  ),
  {
    op: 'supportedChains',
    base: {},
    ok: [{ network: 'mainnet' }, { network: 'fuji' }, { network: 'testnet' }, {}],
    bad: [[{ network: 'local' }, 'network']],
  },
  {
    op: 'supportedChains',
    base: {},
    ok: [{ feature: 'nftIndexing' }, { feature: 'webhooks' }, { feature: 'teleporter' }],
    bad: [[{ feature: 'nft' }, 'feature']],
  },
  {
    // the 8 chains the deployed service serves; a subnet's chain id is refused there, so here before sending
    op: 'listPrimaryNetworkBlocksByNodeId',
    base: node,
    ok: [
      'p-chain',
      'x-chain',
      'c-chain',
      '11111111111111111111111111111111LpoYY',
      '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
      '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
      'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
    ].map((blockchainId) => ({ blockchainId })),
    bad: [
      [{ blockchainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q6' }, 'blockchainId'],
      [{ blockchainId: 'P-chain' }, 'blockchainId'],
      [{ blockchainId: 'P' }, 'blockchainId'],
      [{ blockchainId: '' }, 'blockchainId'],
    ],
  },
  {
    op: 'listLatestTransactions',
    base: chain,
    ok: [{ status: 'failed' }, { status: 'success' }],
    bad: [[{ status: 'pending' }, 'status']],
  },
  {
    op: 'listBlockchains',
    base: { network: 'fuji' },
    ok: [{ sortOrder: 'asc' }, { sortOrder: 'desc' }],
    bad: [[{ sortOrder: 'ascending' }, 'sortOrder']],
  },
  {
    op: 'listErc20Balances',
    base: wallet,
    ok: currencies.map((currency) => ({ currency })),
    bad: [
      [{ currency: 'btc' }, 'currency'],
      [{ currency: 'USD' }, 'currency'],
    ],
  },
  {
    op: 'listErc20Balances',
    base: wallet,
    ok: [
      { filterSpamTokens: true },
      { filterSpamTokens: false },
      { blockNumber: '0' },
      { blockNumber: '123' },
    ],
    bad: [
      [{ filterSpamTokens: 'false' }, 'filterSpamTokens'],
      [{ blockNumber: '0x10' }, 'blockNumber'],
      [{ blockNumber: 12 }, 'blockNumber'],
    ],
  },
  {
    op: 'listErc20Balances',
    base: wallet,
    ok: [{ contractAddresses: [A1, A2] }, { contractAddresses: `${A1},${A2}` }, { contractAddresses: [] }],
    bad: [
      [{ contractAddresses: [A1, 2] }, 'contractAddresses[1]'],
      [{ contractAddresses: [A1, '0x2'] }, 'contractAddresses'], // checked as the joined list
      [{ contractAddresses: `${A1},0x2` }, 'contractAddresses'],
      [{ contractAddresses: 5 }, 'contractAddresses'],
    ],
  },
  // EVM addresses: one rule in every spec (the OpenRPC specs' Address; issue 35: '0x123' went out)
  ...['getNativeBalance', 'listErc20Balances', 'listAddressChains', 'getContractMetadata'].map(
    (op): Constraint => ({
      op,
      base: wallet,
      ok: [{ address: A1 }, { address: A2 }, { address: A2.toUpperCase().replace('0X', '0x') }],
      bad: [
        [{ address: '0x123' }, 'address'],
        [{ address: A1.slice(2) }, 'address'],
        [{ address: `${A1}0` }, 'address'],
        [{ address: `${A1.slice(0, -1)}g` }, 'address'],
      ],
    }),
  ),
  {
    op: 'listCollectibleBalances',
    base: wallet,
    ok: [{ contractAddress: A2 }],
    bad: [[{ contractAddress: '0x123' }, 'contractAddress']],
  },
  // non-negative timestamps, start <= end
  {
    op: 'listPrimaryNetworkBlocksByNodeId',
    base: node,
    ok: [
      { startTimestamp: 0 },
      { endTimestamp: 0 },
      { startTimestamp: 5, endTimestamp: 5 },
      { startTimestamp: 5, endTimestamp: 6 },
    ],
    bad: [
      [{ startTimestamp: -1 }, 'startTimestamp'],
      [{ endTimestamp: -1 }, 'endTimestamp'],
      [{ startTimestamp: 1.5 }, 'startTimestamp'],
      [{ startTimestamp: 6, endTimestamp: 5 }, 'startTimestamp'],
    ],
  },
  // block ranges: startBlock inclusive, endBlock exclusive, so start < end
  ...['listErc721Transactions', 'listTransfers'].map(
    (op): Constraint => ({
      op,
      base: wallet,
      ok: [
        { startBlock: 0 },
        { endBlock: 1 },
        { startBlock: 9, endBlock: 10 },
        { startBlock: 0, endBlock: 1 },
      ],
      bad: [
        [{ startBlock: -1 }, 'startBlock'],
        [{ endBlock: -1 }, 'endBlock'],
        [{ startBlock: 10, endBlock: 10 }, 'startBlock'],
        [{ startBlock: 11, endBlock: 10 }, 'startBlock'],
        [{ startBlock: 1.5 }, 'startBlock'],
      ],
    }),
  ),
  // aggregateSignatures' body rules
  {
    op: 'aggregateSignatures',
    base: { network: 'fuji' },
    ok: [
      { message: '0xdeadbeef' },
      { message: 'DEADbeef' },
      { justification: '0x00' },
      { message: '01', justification: '02' },
      { message: '00', quorumPercentage: 0 },
      { message: '00', quorumPercentage: 100 },
      { message: '00', quorumPercentageBuffer: 0 },
      { message: '00', quorumPercentage: 0, quorumPercentageBuffer: 100 },
      { message: '00', quorumPercentage: 60, quorumPercentageBuffer: 40 },
      // quorumPercentage defaults to 67 at the service: a buffer alone may go up to 33
      { message: '00', quorumPercentageBuffer: 33 },
      { message: '00', pChainHeight: 0 },
      { message: '00', pChainHeight: 1234 },
    ],
    bad: [
      [{}, 'message | justification'],
      [{ message: '' }, 'message'],
      [{ message: '0x' }, 'message'],
      [{ message: '0xzz' }, 'message'],
      [{ justification: 'hello' }, 'justification'],
      [{ message: '00', quorumPercentage: -1 }, 'quorumPercentage'],
      [{ message: '00', quorumPercentage: 101 }, 'quorumPercentage'],
      [{ message: '00', quorumPercentage: 66.5 }, 'quorumPercentage'],
      [{ message: '00', quorumPercentageBuffer: -1 }, 'quorumPercentageBuffer'],
      [{ message: '00', quorumPercentageBuffer: 101 }, 'quorumPercentageBuffer'],
      [
        { message: '00', quorumPercentage: 61, quorumPercentageBuffer: 40 },
        'quorumPercentage + quorumPercentageBuffer',
      ],
      [{ message: '00', quorumPercentageBuffer: 34 }, 'quorumPercentage + quorumPercentageBuffer'],
      [{ message: '00', pChainHeight: -1 }, 'pChainHeight'],
    ],
  },
  // required path parameters
  {
    op: 'getBlock',
    base: chain,
    ok: [{ blockId: '1' }, { blockId: '0xabc' }],
    bad: [
      [{}, 'blockId'],
      [{ blockId: '' }, 'blockId'],
      [{ blockId: 1 }, 'blockId'],
    ],
  },
];

function call(op: string, params: Record<string, unknown>) {
  // the shared bases hold fields of several operations: send each only the fields it has (unknown keys are refused)
  const schema = dataOperations[op as keyof typeof dataOperations].schema;
  params = Object.fromEntries(Object.entries(params).filter(([key]) => Object.hasOwn(schema, key)));
  const recorder = recordingFetch();
  const client = createDataClient({ fetch: recorder.fetch, retry: false }) as unknown as Record<
    string,
    (p: unknown) => Promise<unknown>
  >;
  return { promise: client[op]!(params), calls: recorder.calls };
}

describe('every documented constraint is checked before a request leaves', () => {
  const accepted = constraints.flatMap((c) =>
    c.ok.map((ok) => [c.op, JSON.stringify(ok), { ...c.base, ...ok }] as const),
  );
  const refused = constraints.flatMap((c) =>
    c.bad.map(([bad, field]) => [c.op, JSON.stringify(bad), { ...c.base, ...bad }, field] as const),
  );

  it.each(accepted)('%s accepts %s', async (op, _, params) => {
    const { promise, calls } = call(op, params);
    await expect(promise).resolves.toBeDefined();
    expect(calls).toHaveLength(1);
  });

  it.each(refused)('%s refuses %s, naming %s', async (op, _, params, field) => {
    const { promise, calls } = call(op, params);
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect((error as ValidationError).message).toContain(field);
    expect(calls).toHaveLength(0);
  });
});
