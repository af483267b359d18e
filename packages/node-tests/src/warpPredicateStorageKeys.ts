import type { Hex } from 'viem';

/**
 * A Warp message as the storage keys of an EIP-2930 access list entry for the Warp precompile, the way Subnet-EVM reads
 * a predicate (AvalancheGo `vms/evm/predicate`, `predicate.New`): the bytes, a 0xff delimiter, zero padding to a
 * multiple of 32, cut into 32-byte words.
 * @example
 * ```ts
 * const accessList = [{ address: WARP_PRECOMPILE_ADDRESS, storageKeys: warpPredicateStorageKeys(signedMessage) }];
 * ```
 */
export function warpPredicateStorageKeys(message: Uint8Array): Hex[] {
  const words = Math.floor(message.length / 32) + 1;
  const padded = new Uint8Array(words * 32);
  padded.set(message);
  padded[message.length] = 0xff;
  return Array.from(
    { length: words },
    (_, i) => `0x${Buffer.from(padded.subarray(i * 32, (i + 1) * 32)).toString('hex')}` as Hex,
  );
}
