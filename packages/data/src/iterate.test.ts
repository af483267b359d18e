import { json, recordingFetch } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createDataClient } from './createDataClient.js';
import { dataOperations } from './generated/operations.js';
import { ValidationError } from './index.js';

const wallet = { chainId: '43114', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' };

/** Paged operations of the seed, the params each needs and the response field holding its items. */
const paged: [string, Record<string, unknown>, string][] = [
  ['listBlockchains', { network: 'mainnet' }, 'blockchains'],
  [
    'listPrimaryNetworkBlocksByNodeId',
    { network: 'mainnet', blockchainId: 'p-chain', nodeId: 'N' },
    'blocks',
  ],
  ['getLatestBlocks', { chainId: '43114' }, 'blocks'],
  ['listLatestTransactions', { chainId: '43114' }, 'transactions'],
  ['listErc721Transactions', wallet, 'transactions'],
  ['listTransfers', wallet, 'transfers'],
  ['listErc20Balances', wallet, 'erc20TokenBalances'],
  ['listErc1155Balances', wallet, 'erc1155TokenBalances'],
  ['listContractDeployments', wallet, 'contracts'],
];

/** Three pages of `field`: [1, 2], [3, 4], [5]; the next page token is `t<n>`. */
function threePages(field: string) {
  return recordingFetch((request) => {
    const token = request.url.searchParams.get('pageToken');
    if (token === null) return json({ [field]: [{ n: 1 }, { n: 2 }], nextPageToken: 't1', other: 'x' });
    if (token === 't1') return json({ [field]: [{ n: 3 }, { n: 4 }], nextPageToken: 't2' });
    if (token === 't2') return json({ [field]: [{ n: 5 }] });
    return json({ message: 'bad token', statusCode: 400, error: 'Bad Request' }, 400);
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

type Iterators = Record<string, (p: unknown, o?: unknown) => AsyncIterableIterator<unknown>>;

describe('iterate', () => {
  it('has an iterator for exactly the paged operations (x-paging in the spec)', () => {
    const data = createDataClient();
    const pagedInTable = Object.entries(dataOperations).filter(([, info]) => info.items !== undefined);
    expect(Object.keys(data.iterate).sort()).toEqual(pagedInTable.map(([op]) => op).sort());
    for (const [op] of paged) expect(Object.keys(data.iterate)).toContain(op);
  });

  it.each(paged)('iterate.%s yields the %s... items of every page', async (op, params, field) => {
    const { fetch, calls } = threePages(field);
    const iterate = createDataClient({ fetch }).iterate as unknown as Iterators;
    const items = await collect(iterate[op]!({ ...params, pageSize: 2 }));
    expect(items).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }]);
    expect(calls.map((c) => c.url.searchParams.get('pageToken'))).toEqual([null, 't1', 't2']);
    expect(new Set(calls.map((c) => c.url.pathname)).size).toBe(1);
    for (const c of calls) expect(c.url.searchParams.get('pageSize')).toBe('2');
  });

  it('stops after maxItems without fetching further pages', async () => {
    const { fetch, calls } = threePages('blocks');
    const data = createDataClient({ fetch });
    const items = await collect(data.iterate.getLatestBlocks({ chainId: '1' }, { maxItems: 3 }));
    expect(items).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(calls).toHaveLength(2);
  });

  it('starts from the pageToken given', async () => {
    const { fetch, calls } = threePages('blocks');
    const data = createDataClient({ fetch });
    const items = await collect(data.iterate.getLatestBlocks({ chainId: '1', pageToken: 't2' }));
    expect(items).toEqual([{ n: 5 }]);
    expect(calls).toHaveLength(1);
  });

  it('stops when its signal is aborted between items', async () => {
    const { fetch, calls } = threePages('blocks');
    const data = createDataClient({ fetch });
    const controller = new AbortController();
    const seen: unknown[] = [];
    const run = (async () => {
      for await (const block of data.iterate.getLatestBlocks(
        { chainId: '1' },
        { signal: controller.signal },
      )) {
        seen.push(block);
        if (seen.length === 2) controller.abort(new Error('enough'));
      }
    })();
    await expect(run).rejects.toThrow('enough');
    expect(seen).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('surfaces a bad param as ValidationError before any request', async () => {
    const { fetch, calls } = threePages('blocks');
    const data = createDataClient({ fetch });
    await expect(
      collect(data.iterate.getLatestBlocks({ chainId: '1', pageSize: 101 })),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(calls).toHaveLength(0);
  });

  it('yields balances items, not the native balance', async () => {
    const { fetch } = recordingFetch(() =>
      json({ nativeTokenBalance: { symbol: 'AVAX' }, erc20TokenBalances: [{ symbol: 'USDC' }] }),
    );
    const data = createDataClient({ fetch });
    expect(await collect(data.iterate.listErc20Balances(wallet))).toEqual([{ symbol: 'USDC' }]);
  });
});
