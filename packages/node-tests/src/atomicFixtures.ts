import { EWOQ } from './localNetwork.js';
import { rawRpc } from './rawRpc.js';
import { avalancheContext } from './signing/avalancheContext.js';
import { avm, evm, TransferableOutput, utils } from './signing/avalanchejs.js';
import { avalancheKey } from './signing/avalancheKeys.js';
import { parseUtxos } from './signing/parseUtxos.js';
import { signAndEncode } from './signing/signAndEncode.js';
import { waitFor } from './signing/waitFor.js';

const NAVAX_TO_WEI = 1_000_000_000n;

/** Signed C-chain ImportTxs ready to issue, each spending its own atomic UTXO exported from X. */
export interface AtomicImports {
  exportTxID: string;
  /** `0x` hex (with checksum), what `avax.issueTx` takes. */
  imports: string[];
}

/**
 * Exports `count` outputs of 0.1 AVAX from ewoq on X to the C chain (an ExportTx, signed with
 * avalanchejs, issued and awaited with raw calls), then builds and signs one ImportTx per exported UTXO
 * (crediting ewoq's C address). Test inputs for the atomic methods of the real-node suite.
 */
export async function prepareAtomicImports(url: string, count: number): Promise<AtomicImports> {
  const x = `${url}/ext/bc/X`;
  const avax = `${url}/ext/bc/C/avax`;
  const context = await avalancheContext(url);
  const ewoq = avalancheKey(EWOQ.privateKeyHex, context.hrp);
  const page = await rawRpc<{ utxos: string[] }>(x, 'avm.getUTXOs', {
    addresses: [ewoq.xAddress],
    encoding: 'hex',
  });
  const outputs = Array.from({ length: count }, () =>
    TransferableOutput.fromNative(context.avaxAssetID, 100_000_000n, [ewoq.addressBytes]),
  );
  const exportTx = avm.newExportTx(
    context,
    context.cBlockchainID,
    [ewoq.addressBytes],
    parseUtxos(page.utxos, 'AVM'),
    outputs,
  );
  const { txID: exportTxID } = await rawRpc<{ txID: string }>(x, 'avm.issueTx', {
    tx: await signAndEncode(exportTx, [ewoq.privateKey]),
    encoding: 'hex',
  });
  const { status } = await waitFor(
    `avm.getTxStatus(${exportTxID})`,
    () => rawRpc<{ status: string }>(x, 'avm.getTxStatus', { txID: exportTxID }),
    (s) => s.status === 'Accepted' || s.status === 'Rejected',
  );
  if (status !== 'Accepted') throw new Error(`the export ${exportTxID} was ${status}`);

  const atomic = await waitFor(
    `avax.getUTXOs for ${exportTxID}`,
    async () => {
      const result = await rawRpc<{ utxos: string[] }>(avax, 'avax.getUTXOs', {
        addresses: [ewoq.cBech32Address],
        sourceChain: 'X',
        encoding: 'hex',
      });
      return parseUtxos(result.utxos, 'EVM').filter((u) => u.utxoId.txID.toString() === exportTxID);
    },
    (utxos) => utxos.length === count,
  );
  const baseFeeWei = BigInt(await rawRpc<string>(`${url}/ext/bc/C/rpc`, 'eth_baseFee', []));
  const baseFee = ((baseFeeWei + NAVAX_TO_WEI - 1n) / NAVAX_TO_WEI) * 2n;
  const imports: string[] = [];
  for (const utxo of atomic) {
    const unsigned = evm.newImportTxFromBaseFee(
      context,
      utils.hexToBuffer(EWOQ.cAddress),
      [ewoq.addressBytes],
      [utxo],
      context.xBlockchainID,
      baseFee,
    );
    imports.push(await signAndEncode(unsigned, [ewoq.privateKey]));
  }
  return { exportTxID, imports };
}

/** Issues a signed ImportTx with a raw `avax.issueTx` and waits until the C chain accepts it. */
export async function issueAtomicImport(url: string, tx: string): Promise<string> {
  const avax = `${url}/ext/bc/C/avax`;
  const { txID } = await rawRpc<{ txID: string }>(avax, 'avax.issueTx', { tx, encoding: 'hex' });
  await waitForAtomicAccepted(url, txID);
  return txID;
}

/** Waits until `avax.getAtomicTxStatus` says Accepted (throws on Dropped or a timeout). */
export async function waitForAtomicAccepted(url: string, txID: string): Promise<void> {
  const { status } = await waitFor(
    `avax.getAtomicTxStatus(${txID})`,
    () => rawRpc<{ status: string }>(`${url}/ext/bc/C/avax`, 'avax.getAtomicTxStatus', { txID }),
    (s) => s.status === 'Accepted' || s.status === 'Dropped',
  );
  if (status !== 'Accepted') throw new Error(`the import ${txID} was ${status}`);
}
