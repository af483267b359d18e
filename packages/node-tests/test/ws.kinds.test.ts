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
import { resultSchemaErrors } from '../src/specSchemas.js';

// @pkg/evm/ws's other kinds on the node's /ext/bc/C/ws (newHeads and logs: ws.test.ts):
// newPendingTransactions and newAcceptedTransactions (hashes, or coreth's RPCTransaction with fullTx true),
// and traceChain over debug_subscribe. Every wait follows a transaction and is bounded in time.

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
      await expect(firstMatching(sub, (h) => h === hash, kind)).resolves.toBe(hash);
      await waitForReceipt(cchain, hash);
    });

    // SAE (Helicon) announces an accepted transaction with its block: block fields set there
    const inBlock = ERA === 'helicon' && kind === 'newAcceptedTransactions';
    test(`with fullTx true delivers the transaction (from ewoq, block fields ${inBlock ? 'set' : 'null'}), fitting the spec Transaction`, async () => {
      const sub = await subscribe(true);
      const hash = await sendTransfer();
      const tx = (await firstMatching(sub, (t) => (t as { hash?: string }).hash === hash, kind)) as Record<
        string,
        unknown
      >;
      expect(transactionSchemaErrors(tx)).toEqual([]);
      expect(tx.from).toBe(EWOQ.cAddress.toLowerCase());
      if (inBlock) {
        expect(tx.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
        expect([tx.blockNumber, tx.transactionIndex]).toEqual([
          expect.stringMatching(/^0x[0-9a-f]+$/),
          '0x0',
        ]);
      } else {
        expect([tx.blockHash, tx.blockNumber, tx.transactionIndex]).toEqual([null, null, null]);
      }
      await waitForReceipt(cchain, hash);
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
    expect(result.block).toBe('0x1');
    expect(result.hash).toBe(block1.hash);
    expect(result.traces.map((t) => t?.txHash)).toEqual(block1.transactions);
    for (const trace of result.traces) {
      expect(trace?.error).toBeUndefined();
      expect(trace?.result).toMatchObject({ failed: false, structLogs: expect.any(Array) });
    }
  });

  test.runIf(ERA === 'helicon')(
    'over recent blocks under Helicon: SAE holds their state, so the last block is traced',
    async () => {
      await waitForReceipt(cchain, await sendTransfer());
      const tip = Number(await cchain.eth.blockNumber());
      const last = (await cchain.eth.getBlockByNumber(`0x${tip.toString(16)}`, false)) as { hash: string };
      const sub = await ws.subscribe('traceChain', `0x${(tip - 1).toString(16)}`, `0x${tip.toString(16)}`, {
        tracer: 'callTracer',
      });
      const result = await firstMatching(sub, () => true, 'traceChain');
      expect(result.block).toBe(`0x${tip.toString(16)}`);
      expect(result.hash).toBe(last.hash);
      for (const trace of result.traces) expect(trace?.error).toBeUndefined();
      await sub.unsubscribe();
    },
  );

  test.runIf(ERA !== 'helicon')(
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
});
