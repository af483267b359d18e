import { EWOQ } from './localNetwork.js';
import { rawRpc } from './rawRpc.js';
import { avalancheContext } from './signing/avalancheContext.js';
import { avm, TransferableOutput } from './signing/avalanchejs.js';
import { avalancheKey } from './signing/avalancheKeys.js';
import { parseUtxos } from './signing/parseUtxos.js';
import { signAndEncode } from './signing/signAndEncode.js';
import { waitFor } from './signing/waitFor.js';

/**
 * Issues an X-chain BaseTx from ewoq to itself (0.01 AVAX; built and signed with avalanchejs, issued and
 * awaited with raw calls) and returns its tx id: a transaction with inputs and credentials, and a tip
 * block holding it, which the genesis lacks.
 */
export async function issueXChainBaseTx(url: string): Promise<string> {
  const x = `${url}/ext/bc/X`;
  const { txID } = await rawRpc<{ txID: string }>(x, 'avm.issueTx', {
    tx: await signedXChainBaseTx(url),
    encoding: 'hex',
  });
  return waitForXChainAccepted(url, txID);
}

/**
 * Builds and signs (avalanchejs) an X-chain BaseTx from ewoq to itself (0.01 AVAX) over ewoq's current
 * UTXOs, without issuing it: the `hex` form `avm.issueTx` takes. Two built before either is accepted would
 * spend the same UTXOs: build the next one after the previous one is accepted.
 */
export async function signedXChainBaseTx(url: string): Promise<string> {
  const x = `${url}/ext/bc/X`;
  const context = await avalancheContext(url);
  const ewoq = avalancheKey(EWOQ.privateKeyHex, context.hrp);
  const { utxos } = await rawRpc<{ utxos: string[] }>(x, 'avm.getUTXOs', {
    addresses: [ewoq.xAddress],
    encoding: 'hex',
  });
  const unsigned = avm.newBaseTx(context, [ewoq.addressBytes], parseUtxos(utxos, 'AVM'), [
    TransferableOutput.fromNative(context.avaxAssetID, 10_000_000n, [ewoq.addressBytes]),
  ]);
  return signAndEncode(unsigned, [ewoq.privateKey]);
}

/** Waits until `avm.getTxStatus` says Accepted and returns the tx id (throws when Rejected or on a timeout). */
export async function waitForXChainAccepted(url: string, txID: string): Promise<string> {
  const x = `${url}/ext/bc/X`;
  const { status } = await waitFor(
    `avm.getTxStatus(${txID})`,
    () => rawRpc<{ status: string }>(x, 'avm.getTxStatus', { txID }),
    (s) => s.status === 'Accepted' || s.status === 'Rejected',
  );
  if (status !== 'Accepted') throw new Error(`the X-chain BaseTx ${txID} was ${status}`);
  return txID;
}
