import { createXChainClient, JsonRpcError, type XChainClient } from '@pkg/xchain';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { isCb58Id } from '../src/cb58.js';
import { EWOQ } from '../src/localNetwork.js';
import { avalancheContext } from '../src/signing/avalancheContext.js';
import { type AvalancheContext, avm, TransferableOutput } from '../src/signing/avalanchejs.js';
import { type AvalancheKey, avalancheKey, randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { parseUtxos } from '../src/signing/parseUtxos.js';
import { signAndEncode } from '../src/signing/signAndEncode.js';
import { waitFor } from '../src/signing/waitFor.js';

// An X-chain BaseTx from the ewoq key to a fresh address, built and signed with avalanchejs 5.2.0 from
// UTXOs read through @pkg/xchain, issued and read back through @pkg/xchain (default options).
// The tests run in order and share the transaction; each asserts one thing a user relies on.

const AMOUNT = 1_000_000_000n; // 1 AVAX in nAVAX

let xchain: XChainClient;
let context: AvalancheContext;
let ewoq: AvalancheKey;
let recipient: AvalancheKey;
let ewoqBalanceBefore: bigint;
let issuedHex: string | undefined;
let txID: string | undefined;

beforeAll(async () => {
  const url = inject('nodeUrl');
  xchain = createXChainClient({ url });
  context = await avalancheContext(url);
  ewoq = avalancheKey(EWOQ.privateKeyHex, context.hrp);
  recipient = randomAvalancheKey(context.hrp);
  expect(ewoq.xAddress).toBe(EWOQ.xAddress);
  ewoqBalanceBefore = BigInt(
    (await xchain.xvm.getBalance({ address: ewoq.xAddress, assetID: context.avaxAssetID })).balance,
  );
});

/** The id of the issued transaction; fails the test that needs it when issuing failed. */
function issued(): string {
  if (!txID) throw new Error('no transaction: the issue test failed');
  return txID;
}

describe('X chain: a BaseTx from ewoq to a new address', () => {
  test('xvm.getUTXOs (hex) returns ewoq UTXOs that avalanchejs parses as AVAX owned by ewoq', async () => {
    const page = await xchain.xvm.getUTXOs({ addresses: [ewoq.xAddress], encoding: 'hex' });
    expect(page.encoding).toBe('hex');
    expect(Number(page.numFetched)).toBe(page.utxos.length);
    expect(page.utxos.length).toBeGreaterThan(0);
    const utxos = parseUtxos(page.utxos, 'AVM');
    expect(utxos.some((u) => u.getAssetId() === context.avaxAssetID)).toBe(true);
    for (const utxo of utxos) {
      expect(utxo.getOutputOwners().addrs.map((a) => a.toHex())).toContain(
        `0x${Buffer.from(ewoq.addressBytes).toString('hex')}`,
      );
    }

    const unsignedTx = avm.newBaseTx(context, [ewoq.addressBytes], utxos, [
      TransferableOutput.fromNative(context.avaxAssetID, AMOUNT, [recipient.addressBytes]),
    ]);
    issuedHex = await signAndEncode(unsignedTx, [ewoq.privateKey]);
  });

  test('avm.issueTx takes the signed tx (hex) and answers its id; xvm.getTxStatus reaches Accepted', async () => {
    if (!issuedHex) throw new Error('no signed transaction: the previous test failed');
    const result = await xchain.xvm.issueTx({ tx: issuedHex, encoding: 'hex' });
    expect(isCb58Id(result.txID), result.txID).toBe(true);
    txID = result.txID;
    const { status } = await waitFor(
      `xvm.getTxStatus(${txID})`,
      () => xchain.xvm.getTxStatus({ txID: issued() }),
      (s) => s.status === 'Accepted' || s.status === 'Rejected',
    );
    expect(status).toBe('Accepted');
  });

  test('xvm.getTx (json) shows the transfer: the recipient output, ewoq change, one credential per input', async () => {
    const result = await xchain.xvm.getTx({ txID: issued(), encoding: 'json' });
    expect(result.encoding).toBe('json');
    if (result.encoding !== 'json') return;
    const { tx } = result;
    expect(tx.id).toBe(issued());
    expect(tx.unsignedTx.networkID).toBe(context.networkID);
    expect(tx.unsignedTx.blockchainID).toBe(context.xBlockchainID);
    const toRecipient = tx.unsignedTx.outputs.filter((o) => o.output.addresses.includes(recipient.xAddress));
    expect(toRecipient).toHaveLength(1);
    expect(toRecipient[0]?.assetID).toBe(context.avaxAssetID);
    expect(BigInt(toRecipient[0]?.output.amount ?? -1)).toBe(AMOUNT);
    expect(tx.unsignedTx.outputs.some((o) => o.output.addresses.includes(ewoq.xAddress))).toBe(true);
    // ewoq's inputs (one or more: other suites of the run split its UTXOs), each signed by one credential
    expect(tx.unsignedTx.inputs.length).toBeGreaterThanOrEqual(1);
    expect(tx.credentials).toHaveLength(tx.unsignedTx.inputs.length);
  });

  test('xvm.getTx (hex) returns exactly the bytes that were issued', async () => {
    const result = await xchain.xvm.getTx({ txID: issued(), encoding: 'hex' });
    expect(result.encoding).toBe('hex');
    expect(String(result.tx).toLowerCase()).toBe(issuedHex?.toLowerCase());
  });

  test('xvm.getBalance: the recipient holds the amount in one UTXO of this tx; ewoq paid amount + txFee', async () => {
    const balance = await xchain.xvm.getBalance({
      address: recipient.xAddress,
      assetID: context.avaxAssetID,
    });
    expect(BigInt(balance.balance)).toBe(AMOUNT);
    expect(balance.utxoIDs).toHaveLength(1);
    expect(balance.utxoIDs[0]?.txID).toBe(issued());
    const ewoqAfter = await xchain.xvm.getBalance({ address: ewoq.xAddress, assetID: context.avaxAssetID });
    expect(BigInt(ewoqAfter.balance)).toBe(ewoqBalanceBefore - AMOUNT - context.baseTxFee);
  });

  test('xvm.getAllBalances: the recipient holds AVAX only, the amount', async () => {
    const { balances } = await xchain.xvm.getAllBalances({ address: recipient.xAddress });
    expect(balances).toHaveLength(1);
    // the node names AVAX by its alias here, not by its asset id
    expect(['AVAX', context.avaxAssetID]).toContain(balances[0]?.asset);
    expect(BigInt(balances[0]?.balance ?? -1)).toBe(AMOUNT);
  });

  test("issuing the same tx again rejects with a JsonRpcError carrying the node's refusal (its input is spent)", async () => {
    if (!issuedHex) throw new Error('no signed transaction: an earlier test failed');
    const again = xchain.xvm.issueTx({ tx: issuedHex, encoding: 'hex' });
    await expect(again).rejects.toSatisfy(
      (error: unknown) =>
        JsonRpcError.isInstance(error) &&
        error.code === -32000 &&
        error.method === 'avm.issueTx' &&
        /failed to get utxo .*not found/.test(error.message),
    );
  });
});
