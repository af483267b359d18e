import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * Keccak-256 (the pre-standard padding Ethereum uses, not SHA3-256) of some bytes as `0x` hex, for web3_sha3,
 * the mock's transaction hashes and the addresses of its keystore: @noble/hashes' (the one @pkg/txs uses).
 */
export function keccak256(data: Uint8Array): `0x${string}` {
  return `0x${bytesToHex(keccak_256(data))}`;
}
