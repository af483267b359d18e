import * as runtime from '@avalabs/avalanchejs';
import { EWOQ } from './localNetwork.js';
import { rawRpc } from './rawRpc.js';
import { avalancheContext, builderCapacity } from './signing/avalancheContext.js';
import {
  type AvalancheContext,
  TransferableOutput,
  type UnsignedTx,
  type Utxo,
  UtxoClass,
  utils,
} from './signing/avalanchejs.js';
import { avalancheKey } from './signing/avalancheKeys.js';
import { signAndEncode } from './signing/signAndEncode.js';
import { waitFor } from './signing/waitFor.js';

/** The P-chain (etna) builder of avalanchejs 5.2.0 this file uses, typed by hand (see signing/avalanchejs.ts for why). */
interface PvmBuilder {
  e: {
    newBaseTx(
      props: {
        feeState: { capacity: bigint; excess: bigint; price: bigint; timestamp: string };
        fromAddressesBytes: readonly Uint8Array[];
        utxos: readonly Utxo[];
        outputs: readonly unknown[];
      },
      context: AvalancheContext,
    ): UnsignedTx;
  };
}
const { pvm } = runtime as unknown as { pvm: PvmBuilder };

/**
 * Issues a P-chain BaseTx from ewoq to itself (0.01 AVAX; built and signed with avalanchejs, issued and
 * awaited with raw calls) and returns its tx id: after it, the P chain's tip is a standard block with a
 * `time` and `txs`, which the genesis block lacks.
 */
export async function issuePChainBaseTx(url: string): Promise<string> {
  const p = `${url}/ext/bc/P`;
  const context = await avalancheContext(url);
  const ewoq = avalancheKey(EWOQ.privateKeyHex, context.hrp);
  const pAddress = ewoq.xAddress.replace(/^X-/, 'P-');
  const { utxos } = await rawRpc<{ utxos: string[] }>(p, 'platform.getUTXOs', {
    addresses: [pAddress],
    encoding: 'hex',
  });
  const fee = await rawRpc<{ capacity: string; excess: string; price: string; timestamp: string }>(
    p,
    'platform.getFeeState',
    {},
  );
  const unsigned = pvm.e.newBaseTx(
    {
      feeState: {
        capacity: builderCapacity(BigInt(fee.capacity)),
        excess: BigInt(fee.excess),
        price: BigInt(fee.price) * 2n,
        timestamp: fee.timestamp,
      },
      fromAddressesBytes: [ewoq.addressBytes],
      utxos: utxos.map((hex) => utils.getManagerForVM('PVM').unpack(utils.hexToBuffer(hex), UtxoClass)),
      outputs: [TransferableOutput.fromNative(context.avaxAssetID, 10_000_000n, [ewoq.addressBytes])],
    },
    context,
  );
  const { txID } = await rawRpc<{ txID: string }>(p, 'platform.issueTx', {
    tx: await signAndEncode(unsigned, [ewoq.privateKey]),
    encoding: 'hex',
  });
  const { status } = await waitFor(
    `platform.getTxStatus(${txID})`,
    () => rawRpc<{ status: string }>(p, 'platform.getTxStatus', { txID }),
    (s) => s.status === 'Committed' || s.status === 'Aborted' || s.status === 'Dropped',
  );
  if (status !== 'Committed') throw new Error(`the P-chain BaseTx ${txID} was ${status}`);
  return txID;
}
