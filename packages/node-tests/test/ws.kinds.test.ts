import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEvmClient, type EvmClient } from '@pkg/evm';
import { createEvmWsClient, type EvmWsClient, type Subscription } from '@pkg/evm/ws';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { firstMatching } from '../src/firstMatching.js';
import { ERA, EWOQ } from '../src/localNetwork.js';
import { signEvmTx } from '../src/signing/signEvmTx.js';
import { waitFor } from '../src/signing/waitFor.js';
import { waitForReceipt } from '../src/signing/waitForReceipt.js';
import { notificationSchemaErrors, resultSchemaErrors } from '../src/specSchemas.js';

// @pkg/evm/ws's other kinds on the node's /ext/bc/C/ws (newHeads and logs: ws.test.ts):
// newPendingTransactions and newAcceptedTransactions (hashes, or coreth's RPCTransaction with fullTx true),
// and traceChain over debug_subscribe. Every wait follows a transaction and is bounded in time. Every notification
// received is checked against its kind's notification schema in specs/openrpc/evm (x-subscriptions), on
// AvalancheGo v1.14.0 and on the Helicon node (AVALANCHE_ERA=helicon).

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

/** Sends a 1-wei transfer from ewoq to a fresh address; returns its hash (not waiting for the block). */
async function sendTransfer(): Promise<`0x${string}`> {
  const to = privateKeyToAccount(generatePrivateKey()).address;
  return cchain.eth.sendRawTransaction(await signEvmTx(cchain, ewoq, { to, value: 1n }));
}

/** What `Transaction` (the spec's eth_getTransactionByHash result) says of a full notification. */
const transactionSchemaErrors = (tx: unknown) => resultSchemaErrors('evm', 'eth_getTransactionByHash', tx);

describe.each(['newPendingTransactions', 'newAcceptedTransactions'] as const)(
  '%s on /ext/bc/C/ws',
  (kind) => {
    const subscribe = (fullTx?: boolean) =>
      (ws.subscribe as (k: typeof kind, full?: boolean) => Promise<Subscription<unknown>>)(kind, fullTx);

    test('delivers the hash of a transfer sent after subscribing', async () => {
      const sub = await subscribe();
      expect(sub.kind).toBe(kind);
      const hash = await sendTransfer();
      const seen = await firstMatching(sub, (h) => h === hash, kind);
      expect(seen).toBe(hash);
      expect(notificationSchemaErrors(kind, seen)).toEqual([]);
      await waitForReceipt(cchain, hash);
    });

    // block fields: null while pending, and for an accepted one before Helicon (coreth); under Helicon the SAE C
    // chain names the accepting block (vms/saevm/sae/rpc/custom.go NewAcceptedTransactions)
    const blockFieldsSet = kind === 'newAcceptedTransactions' && ERA === 'helicon';
    test(`with fullTx true delivers the transaction (from ewoq, block fields ${blockFieldsSet ? "the accepting block's" : 'null'}), fitting the spec`, async () => {
      const sub = await subscribe(true);
      const hash = await sendTransfer();
      const tx = (await firstMatching(sub, (t) => (t as { hash?: string }).hash === hash, kind)) as Record<
        string,
        unknown
      >;
      expect(notificationSchemaErrors(kind, tx)).toEqual([]);
      expect(transactionSchemaErrors(tx)).toEqual([]);
      expect(tx.from).toBe(EWOQ.cAddress.toLowerCase());
      const receipt = await waitForReceipt(cchain, hash);
      expect([tx.blockHash, tx.blockNumber, tx.transactionIndex]).toEqual(
        blockFieldsSet
          ? [receipt.blockHash, receipt.blockNumber, receipt.transactionIndex]
          : [null, null, null],
      );
      const mined = (await cchain.eth.getTransactionByHash(hash)) as unknown as Record<string, unknown>;
      for (const field of ['nonce', 'to', 'value', 'gas', 'input', 'r', 's'])
        expect(tx[field], field).toEqual(mined[field]);
    });
  },
);

describe('traceChain (debug_subscribe) on /ext/bc/C/ws', () => {
  test('from the genesis block: one notification for block 1, its traces one per transaction', async () => {
    // the genesis state is on disk, so block 1 can be traced; block 2 needs block 1's state, which a pruning
    // node without re-execution lacks (the node logs "Chain tracing failed"): one notification only
    const block1 = (await cchain.eth.getBlockByNumber('0x1', false)) as {
      hash: string;
      transactions: string[];
    };
    const sub = await ws.subscribe('traceChain', '0x0', '0x1');
    expect(sub.kind).toBe('traceChain');
    expect(sub.id).toMatch(/^0x[0-9a-f]+$/);
    const result = await firstMatching(sub, () => true, 'traceChain');
    expect(notificationSchemaErrors('traceChain', result)).toEqual([]);
    expect(result.block).toBe('0x1');
    expect(result.hash).toBe(block1.hash);
    expect(result.traces.map((t) => t?.txHash)).toEqual(block1.transactions);
    for (const trace of result.traces) {
      expect(trace?.error).toBeUndefined();
      expect(trace?.result).toMatchObject({ failed: false, structLogs: expect.any(Array) });
    }
  });

  test('a null config is read as absent: block 1 traced by the struct logger, as without one (Go *TraceConfig)', async () => {
    const without = await ws.subscribe('traceChain', '0x0', '0x1');
    const withNull = await ws.subscribe('traceChain', '0x0', '0x1', null);
    const [expected, result] = await Promise.all([
      firstMatching(without, () => true, 'traceChain'),
      firstMatching(withNull, () => true, 'traceChain'),
    ]);
    expect(notificationSchemaErrors('traceChain', result)).toEqual([]);
    expect(result).toEqual(expected);
    expect(result.block).toBe('0x1');
  });

  test.runIf(ERA === 'pre-helicon')(
    'over recent blocks: no state (coreth re-executes none), so the node sends nothing and logs why',
    async () => {
      await waitForReceipt(cchain, await sendTransfer());
      const tip = Number(await cchain.eth.blockNumber());
      const [start, end] = [tip - 1, tip];
      const sub = await ws.subscribe('traceChain', `0x${start.toString(16)}`, `0x${end.toString(16)}`, {
        tracer: 'callTracer',
      });
      const log = path.join(inject('nodeDir'), 'node.log');
      const line = await waitFor(
        `"Chain tracing failed" start=${start} end=${end} in ${log}`,
        async () =>
          readFileSync(log, 'utf8')
            .split('\n')
            .find((l) => l.includes('Chain tracing failed') && l.includes(`start=${start} end=${end}`)),
        (found) => found !== undefined,
      );
      expect(line).toContain('required historical state unavailable (reexec=0)');
      // the tracing goroutine has ended: nothing was or will be sent on the subscription
      const next = sub[Symbol.asyncIterator]().next();
      const none = new Promise<'none'>((resolve) => setTimeout(() => resolve('none'), 50));
      expect(await Promise.race([next, none])).toBe('none');
      await sub.unsubscribe();
    },
  );

  test.runIf(ERA === 'helicon')(
    "over recent blocks under Helicon: the SAE C chain keeps recent blocks' state, so the last block's traces arrive (callTracer), fitting the spec",
    async () => {
      const receipt = await waitForReceipt(cchain, await sendTransfer());
      const end = Number(receipt.blockNumber);
      const sub = await ws.subscribe('traceChain', `0x${(end - 1).toString(16)}`, receipt.blockNumber, {
        tracer: 'callTracer',
      });
      const result = await firstMatching(sub, (r) => r.block === receipt.blockNumber, 'traceChain');
      expect(notificationSchemaErrors('traceChain', result)).toEqual([]);
      expect(result.hash).toBe(receipt.blockHash);
      expect(result.traces.map((t) => t?.txHash)).toContain(receipt.transactionHash);
      for (const trace of result.traces) expect(trace?.result).toMatchObject({ type: 'CALL' });
      await sub.unsubscribe();
    },
  );
});
