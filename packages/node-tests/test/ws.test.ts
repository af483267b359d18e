import { createEvmClient, type EvmClient, JsonRpcError, SdkError } from '@pkg/evm';
import { createEvmWsClient, type EvmWsClient, type Subscription } from '@pkg/evm/ws';
import { encodeFunctionData, type Hex, pad } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { firstMatching } from '../src/firstMatching.js';
import { EWOQ } from '../src/localNetwork.js';
import { deployEventContract } from '../src/signing/deployEventContract.js';
import { eventContractAbi, SET_EVENT_TOPIC } from '../src/signing/eventContract.js';
import { signEvmTx } from '../src/signing/signEvmTx.js';
import { waitForReceipt } from '../src/signing/waitForReceipt.js';
import { notificationSchemaErrors, subscriptionMethodResultErrors } from '../src/specSchemas.js';

// @pkg/evm/ws against the node's /ext/bc/C/ws: newHeads and logs subscriptions while transactions
// land (sent through @pkg/evm over HTTP), and a clean unsubscribe. A single-node local network builds a
// C block only when a transaction arrives, so every wait here follows a transaction, bounded in time. Every
// notification received is checked against its kind's notification schema in specs/openrpc/evm (x-subscriptions).

/** The fields `NewHead` (@pkg/evm/ws) declares as always sent. */
const NEW_HEAD_FIELDS = [
  'hash',
  'parentHash',
  'number',
  'timestamp',
  'gasLimit',
  'gasUsed',
  'miner',
  'stateRoot',
  'transactionsRoot',
  'receiptsRoot',
  'logsBloom',
  'extraData',
] as const;

let cchain: EvmClient;
let ws: EvmWsClient;
let ewoq: PrivateKeyAccount;

beforeAll(() => {
  const url = inject('nodeUrl');
  cchain = createEvmClient({ url, wireNames: 'deployed' });
  ws = createEvmWsClient({ url, timeoutMs: 10_000, reconnect: false });
  ewoq = privateKeyToAccount(EWOQ.privateKeyHex);
});

afterAll(async () => {
  await ws?.close();
});

/** Whether `sub` holds a notification now (waits 50 ms for one), without ending it. */
async function hasPending<T>(sub: Subscription<T>): Promise<boolean> {
  const iterator = sub[Symbol.asyncIterator]();
  const next = iterator.next().then((r) => !r.done);
  const none = new Promise<false>((resolve) => setTimeout(() => resolve(false), 50));
  return Promise.race([next, none]);
}

/** Asserts that the node no longer knows subscription `id` on this connection (eth_unsubscribe of it fails). */
async function expectGoneOnNode(id: string | undefined): Promise<void> {
  expect(id).toMatch(/^0x[0-9a-f]+$/);
  await expect(ws.request('eth_unsubscribe', [id])).rejects.toSatisfy(
    (error: unknown) => JsonRpcError.isInstance(error) && /subscription not found/.test(error.message),
  );
}

/** Sends a plain transfer from ewoq through @pkg/evm and returns its receipt once mined. */
async function transfer() {
  const to = privateKeyToAccount(generatePrivateKey()).address;
  const hash = await cchain.eth.sendRawTransaction(await signEvmTx(cchain, ewoq, { to, value: 1n }));
  return waitForReceipt(cchain, hash);
}

describe('@pkg/evm/ws on /ext/bc/C/ws', () => {
  test('connects to the endpoint derived from the node URL', () => {
    expect(ws.url).toBe(`${inject('nodeWsUrl')}/ext/bc/C/ws`);
  });

  test('newHeads: the head of the block that mines a transfer arrives, as eth_getBlockByHash has it', async () => {
    const heads = await ws.subscribe('newHeads');
    expect(heads.kind).toBe('newHeads');
    expect(heads.id).toMatch(/^0x[0-9a-f]+$/);
    const receipt = await transfer();
    const head = await firstMatching(heads, (h) => h.hash === receipt.blockHash, 'newHeads');
    const block = (await cchain.eth.getBlockByHash(receipt.blockHash, false)) as Record<
      string,
      unknown
    > | null;
    expect(notificationSchemaErrors('newHeads', head)).toEqual([]);
    expect(head.number).toBe(receipt.blockNumber);
    // every field NewHead declares is there, and every header field equals the block's
    for (const field of NEW_HEAD_FIELDS) expect(head[field], field).toMatch(/^0x[0-9a-f]*$/);
    const shared = Object.keys(head).filter((field) => block !== null && field in block);
    expect(shared).toEqual(expect.arrayContaining([...NEW_HEAD_FIELDS]));
    for (const field of shared) expect(head[field], field).toEqual(block?.[field]);
  });

  test('logs: a filtered subscription delivers the Set event of set(9), as eth_getLogs has it; a filter it misses gets nothing', async () => {
    const contract = await deployEventContract(cchain, ewoq);
    const matching = await ws.subscribe('logs', { address: contract, topics: [SET_EVENT_TOPIC] });
    const otherSender = await ws.subscribe('logs', {
      address: contract,
      topics: [SET_EVENT_TOPIC, pad('0x000000000000000000000000000000000000dead')],
    });
    const data = encodeFunctionData({ abi: eventContractAbi, functionName: 'set', args: [9n] });
    const hash = await cchain.eth.sendRawTransaction(await signEvmTx(cchain, ewoq, { to: contract, data }));
    const receipt = await waitForReceipt(cchain, hash);

    const log = await firstMatching(matching, (l) => l.transactionHash === hash, 'logs');
    expect(notificationSchemaErrors('logs', log)).toEqual([]);
    expect(log.address).toBe(contract);
    expect(log.topics).toEqual([SET_EVENT_TOPIC, pad(ewoq.address.toLowerCase() as Hex)]);
    expect(BigInt(log.data)).toBe(9n);
    expect(log.removed).toBe(false);
    const fetched = await cchain.eth.getLogs({ blockHash: receipt.blockHash, address: contract });
    expect([log]).toEqual(fetched);

    // a later block's head: by then the node has sent whatever it had for set(9)'s block
    const heads = await ws.subscribe('newHeads');
    const later = await transfer();
    await firstMatching(heads, (h) => h.hash === later.blockHash, 'newHeads');
    expect(await hasPending(otherSender)).toBe(false);
    await otherSender.unsubscribe();
  });

  test('unsubscribe reaches the node (eth_unsubscribe of the same id then fails: not found) and ends iteration', async () => {
    const heads = await ws.subscribe('newHeads');
    const id = heads.id;
    await heads.unsubscribe();
    await expectGoneOnNode(id);
    const next = await heads[Symbol.asyncIterator]().next();
    expect(next.done).toBe(true);
  });

  test("eth_subscribe's id and eth_unsubscribe's true fit the spec's results (sent as plain requests)", async () => {
    const id = await ws.request<string>('eth_subscribe', ['newHeads']);
    expect(subscriptionMethodResultErrors('eth_subscribe', id)).toEqual([]);
    const done = await ws.request('eth_unsubscribe', [id]);
    expect(done).toBe(true);
    expect(subscriptionMethodResultErrors('eth_unsubscribe', done)).toEqual([]);
    await expectGoneOnNode(id);
  });

  test('leaving a for-await loop unsubscribes on the node too', async () => {
    const heads = await ws.subscribe('newHeads');
    const id = heads.id;
    const receipt = await transfer();
    await firstMatching(heads, (h) => h.hash === receipt.blockHash, 'newHeads'); // returns from inside the loop
    await heads.unsubscribe(); // joins the unsubscribe the loop's exit started
    await expectGoneOnNode(id);
  });

  test('close() unsubscribes what is live and closes; a later subscribe rejects with an SdkError', async () => {
    const own = createEvmWsClient({ url: inject('nodeUrl'), timeoutMs: 10_000, reconnect: false });
    const heads = await own.subscribe('newHeads');
    await own.close();
    expect((await heads[Symbol.asyncIterator]().next()).done).toBe(true);
    await expect(own.subscribe('newHeads')).rejects.toSatisfy((error: unknown) => SdkError.isInstance(error));
  });
});
