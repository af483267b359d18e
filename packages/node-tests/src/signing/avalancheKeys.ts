import { HRP } from '../localNetwork.js';
import { secp256k1, utils } from './avalanchejs.js';

/** A secp256k1 key with its X/P address bytes and bech32 forms on a network (`hrp`). */
export interface AvalancheKey {
  privateKey: Uint8Array;
  /** The 20-byte short address (the same bytes on X and P). */
  addressBytes: Uint8Array;
  /** `X-<hrp>1...` */
  xAddress: string;
  /** `C-<hrp>1...`: the bech32 form the C chain's atomic API takes for the same bytes. */
  cBech32Address: string;
}

/** The key for a hex private key (`0x...`). */
export function avalancheKey(privateKeyHex: string, hrp = HRP): AvalancheKey {
  const privateKey = utils.hexToBuffer(privateKeyHex);
  const addressBytes = secp256k1.publicKeyBytesToAddress(secp256k1.getPublicKey(privateKey));
  return {
    privateKey,
    addressBytes,
    xAddress: utils.format('X', hrp, addressBytes),
    cBech32Address: utils.format('C', hrp, addressBytes),
  };
}

/** A new random key: a recipient whose balances start at zero on a fresh node. */
export function randomAvalancheKey(hrp = HRP): AvalancheKey {
  return avalancheKey(utils.bufferToHex(secp256k1.randomPrivateKey()), hrp);
}
