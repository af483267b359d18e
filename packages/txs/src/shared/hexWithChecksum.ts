import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ValidationError } from '@pkg/core';
import { checksumAddress } from '../keys/ethAddressOf.js';

/**
 * `0x` hex of `bytes` followed by the last 4 bytes of their sha256: AvalancheGo's `hex` encoding, as `issueTx`
 * takes transactions and `getUTXOs` returns UTXOs.
 */
export function hexWithChecksum(bytes: Uint8Array): string {
  return `0x${bytesToHex(bytes)}${bytesToHex(sha256(bytes).subarray(-4))}`;
}

/**
 * The bytes of AvalancheGo `hex` (with its 4-byte checksum, which must match): throws an Error naming `what`
 * for text that is not `0x` hex or whose checksum is wrong.
 */
export function fromHexWithChecksum(text: string, what: string): Uint8Array {
  if (!/^0x(?:[0-9a-fA-F]{2}){4,}$/.test(text)) throw new Error(`${what} is not 0x hex with a checksum`);
  const all = hexToBytes(text.slice(2));
  const bytes = all.subarray(0, -4);
  const sum = sha256(bytes).subarray(-4);
  if (!sum.every((b, i) => b === all[all.length - 4 + i])) throw new Error(`${what} has a wrong checksum`);
  return bytes;
}

/**
 * EIP-55: a `0x` EVM address in mixed case must carry its checksum (all lower or all upper case carries none);
 * a ValidationError naming `field`, with the checksummed form, when the case is wrong (a typo the checksum caught).
 * @internal Used wherever @pkg/txs takes an EVM address (`crossChain`'s `recipient` on C, `buildCImportTx`'s `to`).
 */
export function checkEip55(address: string, field: string): void {
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return;
  const expected = checksumAddress(digits);
  if (expected === address) return;
  throw new ValidationError({
    field,
    rule: 'a 0x address in one case, or in mixed case with its EIP-55 checksum',
    got: address,
    details: `the checksum of this address is ${expected}: a mixed-case address that differs is a typo`,
  });
}
