export { decodeSignedTx } from './decodeSignedTx.js';
export { privateKeySigner, signHash } from './privateKeySigner.js';
export { publicKeySigner } from './publicKeySigner.js';
export { recoverShortId } from './recoverShortId.js';
export type { Signer, SignRequest } from './Signer.js';
export { readCredentials, signedTxBytes, txIdOf } from './signedTxBytes.js';
export { addSignatures, completeTx, signTx } from './signTx.js';
