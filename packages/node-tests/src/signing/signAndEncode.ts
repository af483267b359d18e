import { addTxSignatures, type UnsignedTx, utils } from './avalanchejs.js';

/**
 * Signs `unsignedTx` with `privateKeys` and returns the signed tx as the node's `hex` encoding
 * (`0x` + bytes + 4-byte checksum), the form `avm.issueTx` and `avax.issueTx` take.
 */
export async function signAndEncode(unsignedTx: UnsignedTx, privateKeys: Uint8Array[]): Promise<string> {
  await addTxSignatures({ unsignedTx, privateKeys });
  if (!unsignedTx.hasAllSignatures()) throw new Error('the transaction is missing signatures');
  return utils.bufferToHex(utils.addChecksum(unsignedTx.getSignedTx().toBytes()));
}
