import { JsonRpcError } from '@pkg/core';
import { createIndexClient, type IndexClient, type IndexName } from '@pkg/node-info';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { wireNamesOf } from '../src/coverage.js';
import { sendAndWait, signFromEwoq } from '../src/evmFixtures.js';
import { describeMethods } from '../src/methodSuite.js';
import { issuePChainBaseTx } from '../src/pchainFixtures.js';
import { rawRpc } from '../src/rawRpc.js';
import { resultSchemaErrors, specMethods } from '../src/specSchemas.js';
import { issueXChainBaseTx } from '../src/xchainFixtures.js';

// The Index API (--index-enabled=true) through createIndexClient, on every index AvalancheGo v1.14.0
// serves: P/block, C/block and X/block fill as the chains accept blocks (a P, an X and a C transaction
// are issued first, so each has a block after genesis); X/tx and X/vtx stay empty (the X chain is
// linearized: its transactions are in X/block), so there every method answers the node's own error.

const url = inject('nodeUrl');
const FILLED = ['P/block', 'C/block', 'X/block'] as const satisfies readonly IndexName[];
const EMPTY = ['X/tx', 'X/vtx'] as const satisfies readonly IndexName[];
/** The id of the container at index 0 and of the last accepted one, per filled index (read with raw calls). */
const known: Record<string, { first: string; last: string; count: number }> = {};
/** An id no index holds (the P chain's primary network id). */
const ABSENT_ID = '11111111111111111111111111111111LpoYY';

beforeAll(async () => {
  await issuePChainBaseTx(url);
  await issueXChainBaseTx(url);
  const rpc = `${url}/ext/bc/C/rpc`;
  await sendAndWait(
    rpc,
    await signFromEwoq(rpc, { to: '0x000000000000000000000000000000000000dEaD', value: 1n, gas: 21_000n }),
  );
  for (const index of FILLED) {
    const at = `${url}/ext/index/${index}`;
    const last = await rawRpc<{ id: string; index: string }>(at, 'index.getLastAccepted', {});
    const first = await rawRpc<{ id: string }>(at, 'index.getContainerByIndex', { index: 0 });
    known[index] = { first: first.id, last: last.id, count: Number(last.index) + 1 };
  }
}, 180_000);

type Indexes = (index: IndexName) => IndexClient;
const on = (index: (typeof FILLED)[number]) => known[index] as { first: string; last: string; count: number };

describeMethods<Indexes>({
  pkg: '@pkg/node-info createIndexClient',
  spec: 'node-info',
  client: (mode) => (index) => createIndexClient({ url, index, ...wireNamesOf(mode) }),
  // info.*, admin.* and health.* are createNodeInfoClient's: test/nodeInfo.test.ts
  skip: Object.fromEntries(
    specMethods('node-info')
      .filter((m) => !m.startsWith('index.'))
      .map((m) => [m, 'test/nodeInfo.test.ts']),
  ),
  cases: [
    {
      method: 'index.getLastAccepted',
      calls: FILLED.flatMap((i) => [
        (c: Indexes) => c(i).index.getLastAccepted(),
        (c: Indexes) => c(i).index.getLastAccepted({ encoding: 'hexnc' }),
      ]),
    },
    {
      method: 'index.getContainerByIndex',
      calls: FILLED.map((i) => (c: Indexes) => c(i).index.getContainerByIndex({ index: on(i).count - 1 })),
    },
    {
      method: 'index.getContainerRange',
      calls: FILLED.map(
        (i) => (c: Indexes) =>
          c(i).index.getContainerRange({ startIndex: 0, numToFetch: 1024, encoding: 'hexc' }),
      ),
    },
    {
      method: 'index.getIndex',
      calls: FILLED.map((i) => (c: Indexes) => c(i).index.getIndex({ id: on(i).last })),
    },
    {
      method: 'index.isAccepted',
      calls: FILLED.flatMap((i) => [
        (c: Indexes) => c(i).index.isAccepted({ id: on(i).first }),
        (c: Indexes) => c(i).index.isAccepted({ id: ABSENT_ID }),
      ]),
    },
    {
      method: 'index.getContainerByID',
      calls: FILLED.map((i) => (c: Indexes) => c(i).index.getContainerByID({ id: on(i).first })),
    },
  ],
});

describe('createIndexClient: what the filled indexes say', () => {
  test.each(FILLED)(
    '%s: the containers join up (range = by index = by id), in order of acceptance',
    async (i) => {
      const c = createIndexClient({ url, index: i });
      const { containers } = await c.index.getContainerRange({ startIndex: 0, numToFetch: 1024 });
      expect(containers.length).toBe(on(i).count);
      expect(containers.map((x) => x.index)).toEqual(containers.map((_, k) => String(k)));
      const last = containers.at(-1);
      expect(await c.index.getLastAccepted()).toEqual(last);
      expect(await c.index.getContainerByID({ id: on(i).first })).toEqual(containers[0]);
      expect(await c.index.getIndex({ id: on(i).last })).toEqual({ index: String(on(i).count - 1) });
      expect(await c.index.isAccepted({ id: ABSENT_ID })).toEqual({ isAccepted: false });
      // hex carries a 4-byte checksum (8 hex digits) that hexnc leaves out
      const plain = await c.index.getContainerByIndex({ index: 0, encoding: 'hexnc' });
      expect(containers[0]?.bytes).toBe(plain.bytes + (containers[0]?.bytes.slice(-8) ?? ''));
      expect(plain.encoding).toBe('hexnc');
      for (const x of containers) expect(Number.isNaN(Date.parse(x.timestamp))).toBe(false);
    },
  );

  test("past the tip and an unknown id: the node's own errors, as JsonRpcErrors naming the method", async () => {
    const c = createIndexClient({ url, index: 'P/block' });
    const past = on('P/block').count + 10;
    const errors = await Promise.all([
      c.index.getContainerByIndex({ index: past }).catch((e: unknown) => e),
      c.index.getContainerRange({ startIndex: past, numToFetch: 1 }).catch((e: unknown) => e),
      c.index.getContainerByID({ id: ABSENT_ID }).catch((e: unknown) => e),
      c.index.getIndex({ id: ABSENT_ID }).catch((e: unknown) => e),
    ]);
    expect(errors.map((e) => JsonRpcError.isInstance(e) && [e.code, e.method, e.shortMessage])).toEqual([
      [-32000, 'index.getContainerByIndex', `no container at index ${past}`],
      [-32000, 'index.getContainerRange', `start index (${past}) > last accepted index (${past - 11})`],
      [-32000, 'index.getContainerByID', 'not found'],
      [-32000, 'index.getIndex', 'not found'],
    ]);
  });
});

describe.each(EMPTY)(
  'createIndexClient on %s (empty on AvalancheGo v1.14.0: the X chain is linearized)',
  (i) => {
    const c = () => createIndexClient({ url, index: i });
    const nodeError = async (call: Promise<unknown>) => {
      const error = await call.catch((e: unknown) => e);
      expect(JsonRpcError.isInstance(error), String(error)).toBe(true);
      return [(error as JsonRpcError).code, (error as JsonRpcError).shortMessage];
    };

    test('every method answers as an index with nothing accepted', async () => {
      const id = on('X/block').last; // an X block: the X chain's txs and blocks are indexed only in X/block
      expect(await nodeError(c().index.getLastAccepted())).toEqual([
        -32000,
        'no containers have been accepted',
      ]);
      expect(await nodeError(c().index.getContainerByIndex({ index: 0 }))).toEqual([
        -32000,
        'no container at index 0',
      ]);
      expect(await nodeError(c().index.getContainerRange({ startIndex: 0, numToFetch: 1 }))).toEqual([
        -32000,
        'no containers have been accepted',
      ]);
      expect(await nodeError(c().index.getIndex({ id }))).toEqual([-32000, 'not found']);
      expect(await nodeError(c().index.getContainerByID({ id }))).toEqual([-32000, 'not found']);
      const accepted = await c().index.isAccepted({ id });
      expect(accepted).toEqual({ isAccepted: false });
      expect(resultSchemaErrors('node-info', 'index.isAccepted', accepted)).toEqual([]);
    });
  },
);

test('an index the node does not serve (C/tx) is refused before sending; the node answers that path 404', async () => {
  // @ts-expect-error not an index of the node
  const c = createIndexClient({ url, index: 'C/tx' });
  await expect(c.index.getLastAccepted()).rejects.toMatchObject({ name: 'ValidationError', field: 'index' });
  const res = await fetch(`${url}/ext/index/C/tx`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(404);
});
