import { ValidationError } from '@pkg/core';
import { formatAddress, hrpOf, parseAddress } from '../codec/address.js';
import { bytesEqual, fromHex } from '../codec/bytes.js';
import { cb58Decode } from '../codec/cb58.js';
import type { Chain } from '../codec/typeIds.js';
import { completeTx } from '../sign/signTx.js';
import type { PartlySignedTx, SignedTx, UnsignedTx } from '../types.js';
import { checkTxAgrees } from './checkTxAgrees.js';
import { decodeUnsignedTx } from './decodeUnsignedTx.js';
import { parseTxEnvelope } from './parseTxEnvelope.js';
import type { TxEnvelopeCredential } from './TxEnvelope.js';

/** A signer's address as the envelope must write it: with the tx's chain prefix, in the network's HRP. */
function signerOf(address: string, field: string, chain: Chain, hrp: string): Uint8Array {
  const { shortId } = parseAddress(address, field, { chain, hrp });
  if (address !== formatAddress(chain, hrp, shortId)) {
    throw new ValidationError({
      field,
      rule: `a lowercase address with its chain prefix, such as ${chain}-${hrp}1...`,
      got: JSON.stringify(address),
    });
  }
  return shortId;
}

function signatureOf(signature: string | null, field: string): Uint8Array | null {
  return signature === null ? null : fromHex(signature, field, 65);
}

function credentialParts(credentials: TxEnvelopeCredential[], chain: Chain, hrp: string) {
  const signers = credentials.map((c, i) =>
    c.signers.map((a, j) => signerOf(a, `credentials[${i}].signers[${j}]`, chain, hrp)),
  );
  const signatures = credentials.map((c, i) =>
    c.signatures.map((s, j) => signatureOf(s, `credentials[${i}].signatures[${j}]`)),
  );
  return { signers, signatures };
}

/**
 * Reads a tx envelope (`encodeTxEnvelope`) back into a tx and checks that its parts agree, before any signer sees it:
 * at most 4 MiB of JSON in this format and version with no unknown key; the chain's codec reads `unsignedTx` to the
 * last byte (the typed `tx` is rebuilt from it); `networkId` and `blockchainId` are those in the bytes; there is one
 * credential per credential the tx needs, each with one signer per sig index, each signer a bech32 address with the
 * chain's prefix in the network's HRP, each signature made 65 bytes and recovering to its signer. Anything else is a
 * ValidationError naming the field (`credentials[1].signatures[0]`). A {@link SignedTx} when every signature is there,
 * an {@link UnsignedTx} when none is, else a {@link PartlySignedTx}. No network call.
 *
 * @example
 * import { decodeTxEnvelope, describeTx } from '@pkg/txs';
 * const tx = decodeTxEnvelope(readFileSync('createChain.tx.json', 'utf8')); console.log(describeTx(tx));
 */
export function decodeTxEnvelope(text: string): UnsignedTx | PartlySignedTx | SignedTx {
  const envelope = parseTxEnvelope(text);
  const { chain } = envelope;
  const bytes = fromHex(envelope.unsignedTx, 'unsignedTx');
  const tx = decodeUnsignedTx(chain, bytes, 'unsignedTx', 'chain');
  if (envelope.networkId !== tx.networkId) {
    throw new ValidationError({
      field: 'networkId',
      rule: `the network id in the bytes (${tx.networkId})`,
      got: String(envelope.networkId),
    });
  }
  if (!bytesEqual(cb58Decode(envelope.blockchainId, 'blockchainId', 32), tx.blockchainId)) {
    throw new ValidationError({
      field: 'blockchainId',
      rule: 'the blockchain id in the bytes',
      got: JSON.stringify(envelope.blockchainId),
    });
  }
  const { signers, signatures } = credentialParts(envelope.credentials, chain, hrpOf(tx.networkId));
  const unsigned: UnsignedTx = { chain, tx, bytes, signers };
  const partly: PartlySignedTx = { unsigned, signatures };
  checkTxAgrees(partly);
  const all = signatures.flat();
  if (all.every((s) => s !== null)) return completeTx(partly);
  return all.every((s) => s === null) ? unsigned : partly;
}
