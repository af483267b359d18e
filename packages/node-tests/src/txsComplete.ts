import { completeTx as allSigned, type SignedTx, type TxClient, type UnsignedTx } from '@pkg/txs';
import { expect } from 'vitest';
import { expectDescribedAsNodeReports } from './describedAsNode.js';
import { acceptedTxBytes, txIdOf } from './txsReads.js';

/**
 * Signs, issues once and waits for an unsigned tx through the SDK under test, then checks that the node stores
 * exactly the bytes sent and that their id is the one the SDK returned.
 */
export async function completeTx(txs: TxClient, url: string, unsigned: UnsignedTx): Promise<SignedTx> {
  const signed = allSigned(await txs.sign(unsigned)); // the client holds every key: a SignedTx
  await txs.issue(signed);
  await txs.wait(signed);
  const stored = await acceptedTxBytes(url, unsigned.chain, signed.txId);
  expect(Buffer.from(stored).equals(Buffer.from(signed.bytes))).toBe(true);
  expect(txIdOf(signed.bytes)).toBe(signed.txId);
  // what describeTx would have shown a signer is what the node reports for it: outputs and fee
  await expectDescribedAsNodeReports(url, signed, (await txs.context()).avaxAssetId);
  return signed;
}
