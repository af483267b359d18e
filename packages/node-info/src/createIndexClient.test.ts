import { JsonRpcError, ValidationError } from '@pkg/core';
import { fakeNode, RpcFailure } from '@pkg/testkit';
import { describe, expect, it } from 'vitest';
import { createIndexClient, type IndexClient, type IndexName } from './createIndexClient.js';
import { methods } from './generated/methods.js';

const url = 'http://127.0.0.1:9650';
const id = '2oGdJ7mG6DBVgmDxBpQ7SCEJg3YCRzHNXBWCkt3WHZyu4bAYXV';

function client(index?: IndexName, answer?: Parameters<typeof fakeNode>[0]) {
  const fake = fakeNode(answer);
  return {
    indexer: createIndexClient({
      url: `${url}/`,
      fetch: fake.fetch,
      retry: false,
      ...(index ? { index } : {}),
    }),
    sent: fake.sent,
  };
}

type Case = [wire: string, call: (c: IndexClient) => Promise<unknown>, params: unknown];

const cases: Case[] = [
  ['index.getContainerByID', (c) => c.index.getContainerByID({ id }), { id }],
  [
    'index.getContainerByIndex',
    (c) => c.index.getContainerByIndex({ index: 3, encoding: 'hexnc' }),
    { index: 3, encoding: 'hexnc' },
  ],
  [
    'index.getContainerRange',
    (c) => c.index.getContainerRange({ startIndex: 0, numToFetch: 1024 }),
    { startIndex: 0, numToFetch: 1024 },
  ],
  ['index.getIndex', (c) => c.index.getIndex({ id }), { id }],
  ['index.getLastAccepted', (c) => c.index.getLastAccepted(), {}],
  ['index.isAccepted', (c) => c.index.isAccepted({ id }), { id }],
];

describe('createIndexClient', () => {
  it('covers every index.* method of the spec', () => {
    const table = Object.keys(methods).filter((name) => name.startsWith('index.'));
    expect(cases.map(([wire]) => wire).sort()).toEqual(table.sort());
  });

  it.each(cases)('%s goes to /ext/index/C/block by default, params by name', async (wire, call, params) => {
    const { indexer, sent } = client(undefined, () => ({ answer: wire }));
    await expect(call(indexer)).resolves.toEqual({ answer: wire });
    expect(sent).toEqual([
      { url: `${url}/ext/index/C/block`, method: 'POST', items: [{ method: wire, params }], batch: false },
    ]);
  });

  it.each(['P/block', 'C/block', 'X/block', 'X/tx', 'X/vtx'] as const)(
    'index %s is the path /ext/index/%s (the slash kept, not encoded)',
    async (index) => {
      const { indexer, sent } = client(index);
      await indexer.index.getLastAccepted();
      await indexer.request('index.isAccepted', { id });
      expect(sent.map((s) => s.url)).toEqual([`${url}/ext/index/${index}`, `${url}/ext/index/${index}`]);
    },
  );

  it('sends calls of one tick one per request (the endpoint takes no batch)', async () => {
    const { indexer, sent } = client('P/block');
    await Promise.all([indexer.index.getIndex({ id }), indexer.index.isAccepted({ id })]);
    expect(sent.map((s) => s.batch)).toEqual([false, false]);
  });

  it('refuses an index the node does not serve, on every call, before sending', async () => {
    const fake = fakeNode();
    // @ts-expect-error not an index of the node
    const indexer = createIndexClient({ url, fetch: fake.fetch, index: 'C/tx' });
    const error = await indexer.index.getLastAccepted().catch((e: unknown) => e);
    expect(ValidationError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ field: 'index' });
    expect(String((error as Error).message)).toContain('P/block, C/block, X/block, X/tx, X/vtx');
    await expect(indexer.request('index.isAccepted', { id })).rejects.toMatchObject({ field: 'index' });
    expect(fake.sent).toHaveLength(0);
  });

  it('checks numToFetch (1 to 1024) and the encoding before sending', async () => {
    const { indexer, sent } = client();
    await expect(indexer.index.getContainerRange({ startIndex: 0, numToFetch: 1025 })).rejects.toMatchObject({
      field: 'numToFetch',
    });
    await expect(indexer.index.getContainerRange({ startIndex: 0, numToFetch: 0 })).rejects.toMatchObject({
      field: 'numToFetch',
    });
    // @ts-expect-error the Index API refuses json
    await expect(indexer.index.getLastAccepted({ encoding: 'json' })).rejects.toMatchObject({
      field: 'encoding',
    });
    expect(sent).toHaveLength(0);
  });

  it("surfaces the node's own error (nothing accepted yet) as a JsonRpcError naming the method", async () => {
    const { indexer } = client(
      'X/tx',
      () => new RpcFailure({ code: -32000, message: 'no containers have been accepted' }),
    );
    const error = await indexer.index.getLastAccepted().catch((e: unknown) => e);
    expect(JsonRpcError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: -32000, method: 'index.getLastAccepted' });
  });

  it('lets endpoints.index override where the calls go', async () => {
    const fake = fakeNode();
    const indexer = createIndexClient({ url, fetch: fake.fetch, endpoints: { index: 'http://proxy/idx' } });
    await indexer.index.getLastAccepted();
    expect(fake.sent[0]?.url).toBe('http://proxy/idx');
  });
});
