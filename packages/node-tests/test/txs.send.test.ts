import { createTxClient, privateKeySigner, type TxClient } from '@pkg/txs';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectTxDescribedAsNode } from '../src/describedAsNode.js';
import { EWOQ } from '../src/localNetwork.js';
import { rawRpc } from '../src/rawRpc.js';
import { randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { acceptedTxBytes, pBalance, txIdOf, xBalance } from '../src/txsReads.js';

// @pkg/txs on the real node: `send` on X and on P from the ewoq key to a fresh address, each built, signed,
// issued once and waited for by the SDK alone; the balances before and after and the stored bytes come from
// the node through plain fetch.

const AMOUNT = 1_234_567n; // nAVAX

let url: string;
let txs: TxClient;

beforeAll(() => {
  url = inject('nodeUrl');
  txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
});

describe('txs.send', () => {
  test('X: the recipient gets the amount, ewoq pays it and the flat avm.getTxFee fee; avm.getTx holds the bytes whose id we got', async () => {
    const to = randomAvalancheKey().xAddress;
    const { txFee } = await rawRpc<{ txFee: string }>(`${url}/ext/bc/X`, 'avm.getTxFee', {});
    const before = await xBalance(url, EWOQ.xAddress);

    const { txId } = await txs.send({ chain: 'X', to, amount: AMOUNT });

    expect(await xBalance(url, to)).toBe(AMOUNT);
    expect(before - (await xBalance(url, EWOQ.xAddress))).toBe(AMOUNT + BigInt(txFee));
    expect(txIdOf(await acceptedTxBytes(url, 'X', txId))).toBe(txId);
    await expectTxDescribedAsNode(txs, url, 'X', txId); // describeTx's outputs and fee: the node's
  });

  test('P: the recipient gets the amount, ewoq pays it and a dynamic fee (above 0, below 0.001 AVAX); platform.getTx holds our bytes', async () => {
    const to = randomAvalancheKey().xAddress.replace(/^X-/, 'P-');
    const before = await pBalance(url, EWOQ.pAddress);

    const { txId } = await txs.send({ chain: 'P', to, amount: AMOUNT });

    expect(await pBalance(url, to)).toBe(AMOUNT);
    const fee = before - (await pBalance(url, EWOQ.pAddress)) - AMOUNT;
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(1_000_000n);
    expect(txIdOf(await acceptedTxBytes(url, 'P', txId))).toBe(txId);
    await expectTxDescribedAsNode(txs, url, 'P', txId);
  });

  test('without `to`, the amount goes to the first signer: ewoq pays only the fee', async () => {
    const before = await xBalance(url, EWOQ.xAddress);
    await txs.send({ chain: 'X', amount: AMOUNT });
    const { txFee } = await rawRpc<{ txFee: string }>(`${url}/ext/bc/X`, 'avm.getTxFee', {});
    expect(before - (await xBalance(url, EWOQ.xAddress))).toBe(BigInt(txFee));
  });

  test('two X sends started at once on one client are both accepted (one at a time per chain: disjoint UTXOs)', async () => {
    const [a, b] = [randomAvalancheKey().xAddress, randomAvalancheKey().xAddress];
    const { txFee } = await rawRpc<{ txFee: string }>(`${url}/ext/bc/X`, 'avm.getTxFee', {});
    const before = await xBalance(url, EWOQ.xAddress);

    const [sentA, sentB] = await Promise.all([
      txs.send({ chain: 'X', to: a, amount: AMOUNT }),
      txs.send({ chain: 'X', to: b, amount: AMOUNT }),
    ]);

    expect(sentA.txId).not.toBe(sentB.txId);
    expect([await xBalance(url, a), await xBalance(url, b)]).toEqual([AMOUNT, AMOUNT]);
    expect(before - (await xBalance(url, EWOQ.xAddress))).toBe(2n * (AMOUNT + BigInt(txFee)));
  });
});
