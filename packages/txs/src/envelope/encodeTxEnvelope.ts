import { formatAddress, hrpOf } from '../codec/address.js';
import { toHex } from '../codec/bytes.js';
import { cb58 } from '../codec/cb58.js';
import { signaturesOf } from '../sign/signTx.js';
import type { AnyTx } from '../types.js';
import { checkTxAgrees } from './checkTxAgrees.js';
import type { TxEnvelope } from './TxEnvelope.js';
import { TX_ENVELOPE_FORMAT, TX_ENVELOPE_VERSION } from './TxEnvelope.js';

/**
 * A tx at any stage (built, partly signed, signed) as a versioned JSON text to carry to a signer on another machine:
 * its network id, chain and blockchain id (read from the bytes), its unsigned bytes, and per credential the addresses
 * that sign it (bech32 in the network's HRP) and the signatures made so far (`null` for the rest). The same tx
 * always gives the same text. A tx whose parts disagree (see `decodeTxEnvelope`) is a ValidationError. No network call.
 *
 * @example
 * import { encodeTxEnvelope } from '@pkg/txs';
 * writeFileSync('createChain.tx.json', encodeTxEnvelope(await txs.sign(unsigned)));
 */
export function encodeTxEnvelope(tx: AnyTx): string {
  const { networkId, blockchainId } = checkTxAgrees(tx);
  const unsigned = 'unsigned' in tx ? tx.unsigned : tx;
  const hrp = hrpOf(networkId);
  const signatures = signaturesOf(tx);
  const envelope: TxEnvelope = {
    format: TX_ENVELOPE_FORMAT,
    version: TX_ENVELOPE_VERSION,
    networkId,
    chain: unsigned.chain,
    blockchainId: cb58(blockchainId),
    unsignedTx: toHex(unsigned.bytes),
    credentials: unsigned.signers.map((signers, c) => ({
      signers: signers.map((a) => formatAddress(unsigned.chain, hrp, a)),
      signatures: (signatures[c] ?? []).map((s) => (s === null ? null : toHex(s))),
    })),
  };
  return JSON.stringify(envelope, null, 2);
}
