import { createTxClient, InsufficientFundsError, privateKeySigner, type TxClient } from '@pkg/txs';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectTxDescribedAsNode } from '../src/describedAsNode.js';
import { EWOQ } from '../src/localNetwork.js';
import { randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { acceptedTxBytes, cBalanceWei, pBalance, txIdOf, xBalance } from '../src/txsReads.js';

// @pkg/txs on the real node: `crossChain` in all six directions (export, wait, import, wait), each to a fresh
// recipient, with the balances before and after read from the node: the source pays the amount and its export
// fee, the recipient gets the amount less the import fee (on C in wei: nAVAX x 10^9), and both txs are stored
// with the bytes whose ids the SDK returned.

const AMOUNT = 50_000_000n; // 0.05 AVAX in nAVAX
const WEI = 1_000_000_000n;
/** Every fee seen on the local node is a few 10k nAVAX, X's flat fee (avm.getTxFee) 1,000,000 the largest. */
const MAX_FEE = 1_000_000n;
/** The local network's static X fee. */
const X_FEE = 1_000_000n;

let url: string;
let txs: TxClient;

beforeAll(() => {
  url = inject('nodeUrl');
  txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
});

type Chain = 'X' | 'P' | 'C';

/** A fresh recipient on `chain` and how to read its balance in nAVAX (C: wei, which must be whole nAVAX). */
function recipientOn(chain: Chain): { address: string; balance: () => Promise<bigint> } {
  if (chain === 'C') {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    return {
      address,
      balance: async () => {
        const wei = await cBalanceWei(url, address);
        expect(wei % WEI).toBe(0n);
        return wei / WEI;
      },
    };
  }
  const x = randomAvalancheKey().xAddress;
  const address = chain === 'X' ? x : x.replace(/^X-/, 'P-');
  return { address, balance: () => (chain === 'X' ? xBalance(url, address) : pBalance(url, address)) };
}

/** ewoq's balance on `chain` in nAVAX (C: wei / 10^9, rounded down). */
async function ewoqBalance(chain: Chain): Promise<bigint> {
  if (chain === 'X') return xBalance(url, EWOQ.xAddress);
  if (chain === 'P') return pBalance(url, EWOQ.pAddress);
  return (await cBalanceWei(url, EWOQ.cAddress)) / WEI;
}

const DIRECTIONS: [Chain, Chain][] = [
  ['X', 'P'],
  ['P', 'X'],
  ['X', 'C'],
  ['C', 'X'],
  ['P', 'C'],
  ['C', 'P'],
];

describe('txs.crossChain', () => {
  for (const [from, to] of DIRECTIONS) {
    test(`${from} -> ${to}: the source pays the amount and a fee, the recipient gets the amount less the import fee`, async () => {
      const recipient = recipientOn(to);
      const before = await ewoqBalance(from);

      const moved = await txs.crossChain({ from, to, amount: AMOUNT, recipient: recipient.address });
      await expectTxDescribedAsNode(txs, url, from, moved.exportTxId); // C's atomic API has no JSON form: X, P only
      await expectTxDescribedAsNode(txs, url, to, moved.importTxId);

      const paid = before - (await ewoqBalance(from));
      expect(paid).toBeGreaterThan(AMOUNT);
      expect(paid).toBeLessThanOrEqual(AMOUNT + MAX_FEE + (from === 'C' ? 1n : 0n));
      const received = await recipient.balance();
      expect(received).toBeLessThan(AMOUNT);
      expect(received).toBeGreaterThanOrEqual(AMOUNT - MAX_FEE);
      // X fees are flat (avm.getTxFee): exact on that side
      if (from === 'X') expect(paid).toBe(AMOUNT + X_FEE);
      if (to === 'X') expect(received).toBe(AMOUNT - X_FEE);
      expect(moved.txId).toBe(moved.importTxId);
      expect(txIdOf(await acceptedTxBytes(url, from, moved.exportTxId))).toBe(moved.exportTxId);
      expect(txIdOf(await acceptedTxBytes(url, to, moved.importTxId))).toBe(moved.importTxId);
    });
  }

  test('without a recipient, X -> C credits the first signer on C (ewoq 0x8db9...), in wei', async () => {
    const before = await cBalanceWei(url, EWOQ.cAddress);
    await txs.crossChain({ from: 'X', to: 'C', amount: AMOUNT });
    const gained = (await cBalanceWei(url, EWOQ.cAddress)) - before;
    expect(gained % WEI).toBe(0n);
    expect(gained).toBeGreaterThan((AMOUNT - MAX_FEE) * WEI);
    expect(gained).toBeLessThan(AMOUNT * WEI);
  });

  for (const to of ['X', 'C'] as const) {
    test(`importPending finishes a move whose import is missing: a P export to ${to}, then importPending({ from: 'P', to: '${to}' })`, async () => {
      const recipient = recipientOn(to);
      await txs.p.export({ destinationChain: to, amount: AMOUNT });

      const { txId } = await txs.importPending({ from: 'P', to, recipient: recipient.address });

      const received = await recipient.balance();
      expect(received).toBeGreaterThanOrEqual(AMOUNT - MAX_FEE);
      expect(txIdOf(await acceptedTxBytes(url, to, txId))).toBe(txId);
      // nothing waits any more: a second importPending finds no UTXO and sends nothing
      const again = await txs.importPending({ from: 'P', to }).catch((e: unknown) => e);
      expect(InsufficientFundsError.isInstance(again)).toBe(true);
    });
  }
});
