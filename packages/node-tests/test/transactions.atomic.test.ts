import { createEvmClient, type EvmClient, JsonRpcError } from '@pkg/evm';
import { createXChainClient, type XChainClient } from '@pkg/xchain';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { isCb58Id } from '../src/cb58.js';
import { EWOQ } from '../src/localNetwork.js';
import { avalancheContext } from '../src/signing/avalancheContext.js';
import { type AvalancheContext, avm, evm, TransferableOutput, utils } from '../src/signing/avalanchejs.js';
import { type AvalancheKey, avalancheKey, randomAvalancheKey } from '../src/signing/avalancheKeys.js';
import { parseUtxos } from '../src/signing/parseUtxos.js';
import { signAndEncode } from '../src/signing/signAndEncode.js';
import { waitFor } from '../src/signing/waitFor.js';
import { waitForExecuted } from '../src/signing/waitForExecuted.js';

// AVAX across chains, both ways. X -> C: an ExportTx on X (avm.issueTx), the atomic UTXO seen on C
// (avax.getUTXOs), an ImportTx on C (avax.issueTx) crediting a fresh EVM address. C -> X: an ExportTx on C
// (avax.issueTx) to a fresh X address, which imports it on X (avm.getUTXOs with sourceChain, avm.issueTx).
// Built and signed with avalanchejs 5.2.0; every node call goes through @pkg/xchain and @pkg/evm with
// their default options (wireNames 'auto': the first atomic.* call is refused at /ext/bc/C/atomic and sent
// as avax.* at /ext/bc/C/avax, then every call goes there). The tests of a describe run in order and
// share its transactions.

const EXPORTED = 2_000_000_000n; // 2 AVAX in nAVAX
const NAVAX_TO_WEI = 1_000_000_000n;

let xchain: XChainClient;
let cchain: EvmClient;
let context: AvalancheContext;
let ewoq: AvalancheKey;
let target: Hex;
let exportTxID: string | undefined;
let importHex: string | undefined;
let importTxID: string | undefined;
let imported: bigint | undefined;

beforeAll(async () => {
  const url = inject('nodeUrl');
  xchain = createXChainClient({ url });
  cchain = createEvmClient({ url });
  context = await avalancheContext(url);
  ewoq = avalancheKey(EWOQ.privateKeyHex, context.hrp);
  target = privateKeyToAccount(generatePrivateKey()).address;
});

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}: an earlier test failed`);
  return value;
}

/** The atomic UTXOs exported from X to ewoq's C-side address, through `atomic.getUTXOs`. */
const atomicUtxos = () =>
  cchain.atomic.getUTXOs({ addresses: [ewoq.cBech32Address], sourceChain: 'X', encoding: 'hex' });

describe('X -> C: export on X, atomic.issueTx import on C', () => {
  test('avm.issueTx takes a signed ExportTx to C; xvm.getTxStatus reaches Accepted', async () => {
    const page = await xchain.xvm.getUTXOs({ addresses: [ewoq.xAddress], encoding: 'hex' });
    const unsignedTx = avm.newExportTx(
      context,
      context.cBlockchainID,
      [ewoq.addressBytes],
      parseUtxos(page.utxos, 'AVM'),
      [TransferableOutput.fromNative(context.avaxAssetID, EXPORTED, [ewoq.addressBytes])],
    );
    const tx = await signAndEncode(unsignedTx, [ewoq.privateKey]);
    const { txID } = await xchain.xvm.issueTx({ tx, encoding: 'hex' });
    exportTxID = txID;
    const { status } = await waitFor(
      `xvm.getTxStatus(${txID})`,
      () => xchain.xvm.getTxStatus({ txID }),
      (s) => s.status === 'Accepted' || s.status === 'Rejected',
    );
    expect(status).toBe('Accepted');
  });

  test('xvm.getTx (json) shows the export: destinationChain C, the exported output to ewoq', async () => {
    const result = await xchain.xvm.getTx({ txID: need(exportTxID, 'export'), encoding: 'json' });
    expect(result.encoding).toBe('json');
    if (result.encoding !== 'json') return;
    const unsigned = result.tx.unsignedTx;
    expect(unsigned.destinationChain).toBe(context.cBlockchainID);
    expect(unsigned.exportedOutputs).toHaveLength(1);
    expect(unsigned.exportedOutputs?.[0]?.assetID).toBe(context.avaxAssetID);
    expect(unsigned.exportedOutputs?.[0]?.output.addresses).toEqual([ewoq.xAddress]);
    expect(BigInt(unsigned.exportedOutputs?.[0]?.output.amount ?? -1)).toBe(EXPORTED);
  });

  test('atomic.getUTXOs (avax.getUTXOs at /ext/bc/C/avax) lists the exported UTXO', async () => {
    const page = await atomicUtxos();
    expect(page.encoding).toBe('hex');
    expect(Number(page.numFetched)).toBe(page.utxos.length);
    const utxos = parseUtxos(page.utxos, 'EVM');
    const fromExport = utxos.filter((u) => u.utxoId.txID.toString() === exportTxID);
    expect(fromExport).toHaveLength(1);
    expect(fromExport[0]?.getAssetId()).toBe(context.avaxAssetID);

    const unsignedImport = evm.newImportTxFromBaseFee(
      context,
      utils.hexToBuffer(target),
      [ewoq.addressBytes],
      fromExport,
      context.xBlockchainID,
      await baseFeeInNavax(),
    );
    imported = utils.getOutputAmounts(unsignedImport.getTx()).get(context.avaxAssetID);
    expect(imported).toBeGreaterThan(0n);
    expect(imported).toBeLessThan(EXPORTED); // the import pays its fee from the imported AVAX
    importHex = await signAndEncode(unsignedImport, [ewoq.privateKey]);
  });

  test('atomic.issueTx (avax.issueTx) takes the signed ImportTx; atomic.getAtomicTxStatus reaches Accepted', async () => {
    const { txID } = await cchain.atomic.issueTx({ tx: need(importHex, 'signed import'), encoding: 'hex' });
    expect(isCb58Id(txID), txID).toBe(true);
    importTxID = txID;
    const status = await waitFor(
      `atomic.getAtomicTxStatus(${txID})`,
      () => cchain.atomic.getAtomicTxStatus({ txID }),
      (s) => s.status === 'Accepted' || s.status === 'Dropped',
    );
    expect(status.status).toBe('Accepted');
    // v1.14.0 sends blockHeight as a decimal string; the spec says number
    expect(Number(status.blockHeight)).toBeGreaterThan(0);
  });

  test('atomic.getAtomicTx (hex) returns the issued bytes and the block height', async () => {
    const result = await cchain.atomic.getAtomicTx({ txID: need(importTxID, 'import'), encoding: 'hex' });
    expect(result.encoding).toBe('hex');
    expect(result.tx.toLowerCase()).toBe(need(importHex, 'signed import').toLowerCase());
    const { blockHeight } = await cchain.atomic.getAtomicTxStatus({ txID: need(importTxID, 'import') });
    expect(Number(result.blockHeight)).toBe(Number(blockHeight));
    // the C block at that height exists (eth_getBlockByNumber)
    const block = await cchain.eth.getBlockByNumber(`0x${Number(result.blockHeight).toString(16)}`, false);
    expect(block).not.toBeNull();
  });

  test('eth.getBalance: the target holds the imported AVAX (nAVAX x 10^9 wei); the atomic UTXO is spent', async () => {
    const want = need(imported, 'import amount') * NAVAX_TO_WEI;
    // under Helicon (SAE) a block is executed after it is accepted: `latest` shows the import once the chain has
    // executed the import's block (a fresh-clone run read 0 right after Accepted)
    const { blockHeight } = await cchain.atomic.getAtomicTxStatus({ txID: need(importTxID, 'import') });
    await waitForExecuted(cchain, need(blockHeight ?? undefined, 'import block height'));
    expect(BigInt(await cchain.eth.getBalance(target, 'latest'))).toBe(want);
    const page = await atomicUtxos();
    const left = parseUtxos(page.utxos, 'EVM').filter((u) => u.utxoId.txID.toString() === exportTxID);
    expect(left).toHaveLength(0);
  });

  test("issuing the same import again rejects with a JsonRpcError carrying the node's refusal (its UTXO is spent)", async () => {
    const again = cchain.atomic.issueTx({ tx: need(importHex, 'signed import'), encoding: 'hex' });
    // the error names the method as sent on the wire (deployed names)
    await expect(again).rejects.toSatisfy(
      (error: unknown) =>
        JsonRpcError.isInstance(error) &&
        error.code === -32000 &&
        error.method === 'avax.issueTx' &&
        // coreth (pre-Helicon): "failed to fetch import UTXOs ... not found"; SAE (Helicon): "issuing tx:
        // credential verification: fetching UTXOs from <X chain id>: not found"
        /(failed to fetch import UTXOs|fetching UTXOs from) .*not found/.test(error.message),
    );
  });
});

/** The C chain's base fee (eth_baseFee, wei per gas) in nAVAX per gas, rounded up, doubled for headroom. */
async function baseFeeInNavax(): Promise<bigint> {
  const wei = BigInt(await cchain.eth.baseFee());
  return ((wei + NAVAX_TO_WEI - 1n) / NAVAX_TO_WEI) * 2n;
}

describe('C -> X: export on C with atomic.issueTx, import on X', () => {
  const EXPORTED_FROM_C = 3_000_000_000n; // 3 AVAX in nAVAX
  let recipient: AvalancheKey | undefined;
  let cExportTxID: string | undefined;
  let xImportTxID: string | undefined;
  let ewoqCBalanceBefore: bigint | undefined;

  test('atomic.issueTx takes a signed C-chain ExportTx to X; atomic.getAtomicTxStatus reaches Accepted', async () => {
    recipient = randomAvalancheKey(context.hrp);
    await waitForExecuted(cchain);
    ewoqCBalanceBefore = BigInt(await cchain.eth.getBalance(EWOQ.cAddress, 'latest'));
    const nonce = BigInt(await cchain.eth.getTransactionCount(EWOQ.cAddress, 'pending'));
    const unsignedExport = evm.newExportTxFromBaseFee(
      context,
      await baseFeeInNavax(),
      EXPORTED_FROM_C,
      context.xBlockchainID,
      utils.hexToBuffer(EWOQ.cAddress),
      [recipient.addressBytes],
      nonce,
    );
    const { txID } = await cchain.atomic.issueTx({
      tx: await signAndEncode(unsignedExport, [ewoq.privateKey]),
      encoding: 'hex',
    });
    cExportTxID = txID;
    const status = await waitFor(
      `atomic.getAtomicTxStatus(${txID})`,
      () => cchain.atomic.getAtomicTxStatus({ txID }),
      (s) => s.status === 'Accepted' || s.status === 'Dropped',
    );
    expect(status.status).toBe('Accepted');
    // the export spent the amount plus its fee from ewoq's C balance (wei), and used up one nonce, once executed
    await waitForExecuted(cchain, need(status.blockHeight ?? undefined, 'export block height'));
    const spent =
      need(ewoqCBalanceBefore, 'balance') - BigInt(await cchain.eth.getBalance(EWOQ.cAddress, 'latest'));
    expect(spent).toBeGreaterThan(EXPORTED_FROM_C * NAVAX_TO_WEI);
    expect(spent % NAVAX_TO_WEI).toBe(0n);
    expect(BigInt(await cchain.eth.getTransactionCount(EWOQ.cAddress, 'latest'))).toBe(nonce + 1n);
  });

  test('xvm.getUTXOs with sourceChain C lists the exported UTXO; avm.issueTx imports it on X', async () => {
    const to = need(recipient, 'recipient');
    const page = await xchain.xvm.getUTXOs({ addresses: [to.xAddress], sourceChain: 'C', encoding: 'hex' });
    const utxos = parseUtxos(page.utxos, 'AVM');
    expect(utxos.map((u) => u.utxoId.txID.toString())).toEqual([need(cExportTxID, 'C export')]);
    expect(utxos[0]?.getAssetId()).toBe(context.avaxAssetID);
    // the UTXO is atomic: not yet among the recipient's X UTXOs
    expect((await xchain.xvm.getUTXOs({ addresses: [to.xAddress], encoding: 'hex' })).utxos).toEqual([]);

    const unsignedImport = avm.newImportTx(
      context,
      context.cBlockchainID,
      utxos,
      [to.addressBytes],
      [to.addressBytes],
    );
    const tx = await signAndEncode(unsignedImport, [to.privateKey]);
    const { txID } = await xchain.xvm.issueTx({ tx, encoding: 'hex' });
    xImportTxID = txID;
    const { status } = await waitFor(
      `xvm.getTxStatus(${txID})`,
      () => xchain.xvm.getTxStatus({ txID }),
      (s) => s.status === 'Accepted' || s.status === 'Rejected',
    );
    expect(status).toBe('Accepted');
  });

  test('xvm.getTx (json) shows the import from C; the recipient holds the amount less the X tx fee', async () => {
    const to = need(recipient, 'recipient');
    const result = await xchain.xvm.getTx({ txID: need(xImportTxID, 'X import'), encoding: 'json' });
    expect(result.encoding).toBe('json');
    if (result.encoding !== 'json') return;
    expect(result.tx.unsignedTx.sourceChain).toBe(context.cBlockchainID);
    expect(result.tx.unsignedTx.importedInputs?.map((i) => i.txID)).toEqual([cExportTxID]);
    const balance = await xchain.xvm.getBalance({ address: to.xAddress, assetID: context.avaxAssetID });
    expect(BigInt(balance.balance)).toBe(EXPORTED_FROM_C - context.baseTxFee);
    const atomicLeft = await xchain.xvm.getUTXOs({
      addresses: [to.xAddress],
      sourceChain: 'C',
      encoding: 'hex',
    });
    expect(atomicLeft.utxos).toEqual([]);
  });
});
