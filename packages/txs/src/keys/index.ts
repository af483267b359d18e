export { checksumAddress, ethAddressOf } from './ethAddressOf.js';
export { parsePrivateKey } from './parsePrivateKey.js';
export { compressPublicKey, shortIdOf } from './shortIdOf.js';
