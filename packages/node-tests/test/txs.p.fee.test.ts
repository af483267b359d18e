import { buildPSend, createTxClient, gasOf, privateKeySigner, pTxComplexity, type TxClient } from '@pkg/txs';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { EWOQ } from '../src/localNetwork.js';
import { rawRpc } from '../src/rawRpc.js';
import { randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { completeTx } from '../src/txsComplete.js';
import { pBalance } from '../src/txsReads.js';

// The P-chain fee on the real node: what a tx built by txs-pchain's builder burns is its ACP-103 gas (complexity x
// the node's weights) times a price of at least twice the node's current gas price (the Go wallet's tip), and the
// node accepts it.

let url: string;
let txs: TxClient;

beforeAll(() => {
  url = inject('nodeUrl');
  txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
});

describe('P fee', () => {
  test('a P send burns gas x (>= 2x the current price); the recipient gets the amount, ewoq pays amount + fee', async () => {
    const to = randomAvalancheKey().xAddress.replace(/^X-/, 'P-');
    const before = await pBalance(url, EWOQ.pAddress);
    const { price } = await rawRpc<{ price: number }>(`${url}/ext/bc/P`, 'platform.getFeeState', {});
    const { weights } = await rawRpc<{ weights: number[] }>(`${url}/ext/bc/P`, 'platform.getFeeConfig', {});
    const unsigned = await buildPSend(await txs.context(), { to, amount: 1_000_000n });
    await completeTx(txs, url, unsigned);
    const { inputs, outputs } = unsigned.tx;
    const amountOf = (x: { type: string; amount?: bigint }) => x.amount ?? 0n;
    const fee =
      inputs.reduce((s, i) => s + amountOf(i.input), 0n) -
      outputs.reduce((s, o) => s + amountOf(o.output), 0n);
    expect(await pBalance(url, to)).toBe(1_000_000n);
    expect(before - (await pBalance(url, EWOQ.pAddress))).toBe(1_000_000n + fee);
    const gas = gasOf(pTxComplexity(unsigned.tx), weights.map(BigInt));
    expect(fee % gas).toBe(0n);
    expect(fee / gas).toBeGreaterThanOrEqual(2n * BigInt(price));
  });
});
