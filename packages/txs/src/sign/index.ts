export { decodeSignedTx } from './decodeSignedTx.js';
export { privateKeySigner, signHash } from './privateKeySigner.js';
export { recoverShortId } from './recoverShortId.js';
export type { Signer, SignRequest } from './Signer.js';
export { readCredentials, signedTxBytes, txIdOf } from './signedTxBytes.js';
export { signTx } from './signTx.js';
