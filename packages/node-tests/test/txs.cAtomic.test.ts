import { createTxClient, decodeSignedTx, privateKeySigner, readCTx, type TxClient } from '@pkg/txs';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { ERA, EWOQ } from '../src/localNetwork.js';
import { acceptedTxBytes } from '../src/txsReads.js';

// @pkg/txs C-chain atomic txs back to back, on both eras. Under Helicon the C chain (SAE) accepts a block before
// it executes it, and `latest` is the last executed block: an export built right after another one must still take
// the next nonce (read at the last accepted block), or the node refuses it (nonce mismatch) or holds it forever.

const AMOUNT = 20_000_000n; // 0.02 AVAX

let url: string;
let txs: TxClient;

beforeAll(() => {
  url = inject('nodeUrl');
  txs = createTxClient({ url, signers: [privateKeySigner(EWOQ.privateKeyHex)] });
});

async function exportNonce(txId: string): Promise<bigint> {
  const { unsigned } = decodeSignedTx(await acceptedTxBytes(url, 'C', txId), 'C', readCTx);
  if (unsigned.tx.type !== 'ExportTx') throw new Error(`${txId} is a ${unsigned.tx.type}`);
  return unsigned.tx.inputs[0]?.nonce ?? -1n;
}

describe(`txs: C atomic txs back to back (${ERA})`, () => {
  test('two C exports started at once on one client are both accepted, with consecutive nonces', async () => {
    const [toX, toP] = await Promise.all([
      txs.crossChain({ from: 'C', to: 'X', amount: AMOUNT }),
      txs.crossChain({ from: 'C', to: 'P', amount: AMOUNT }),
    ]);
    const nonces = [await exportNonce(toX.exportTxId), await exportNonce(toP.exportTxId)].sort((a, b) =>
      a < b ? -1 : 1,
    );
    expect(nonces[1]).toBe((nonces[0] as bigint) + 1n);
  });
});
