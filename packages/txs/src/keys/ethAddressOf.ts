import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { secp256k1 } from './secp256k1.js';

/**
 * The C-chain (EVM) address of a secp256k1 public key: the last 20 bytes of keccak256 of the uncompressed key,
 * as EIP-55 mixed-case `0x` hex.
 *
 * @example
 * import { ethAddressOf } from '@pkg/txs';
 * ethAddressOf(signer.publicKey); // '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC' for the ewoq key
 */
export function ethAddressOf(publicKey: Uint8Array): `0x${string}` {
  const uncompressed = secp256k1().Point.fromBytes(publicKey).toBytes(false);
  return checksumAddress(bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(-20)));
}

/**
 * EIP-55: a 40-digit hex address with each letter upper-cased where the nibble of keccak256(lowercase hex) is >= 8.
 *
 * @example
 * import { checksumAddress } from '@pkg/txs';
 * checksumAddress('8db97c7cece249c2b98bdc0226cc4c2a57bf52fc'); // '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC'
 */
export function checksumAddress(hex40: string): `0x${string}` {
  const lower = hex40.replace(/^0x/, '').toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out as `0x${string}`;
}
