import { ValidationError } from '@pkg/core';
import type { TransferableOutput } from '../codec/avax.js';
import { fromHex } from '../codec/bytes.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import { sortAddresses } from '../codec/sort.js';

/**
 * A TransferableOutput of `amount` of an asset to `owners`, with the owners' addresses sorted as the node requires;
 * a zero amount, or a threshold of zero or above the addresses' count, is a ValidationError naming `field`.
 *
 * @example
 * import { transferOutput } from '@pkg/txs';
 * const out = transferOutput(avaxAssetId, 1_000_000n, { locktime: 0n, threshold: 1, addresses: [to] });
 */
export function transferOutput(
  assetId: Uint8Array,
  amount: bigint,
  owners: OutputOwners,
  field = 'output',
): TransferableOutput {
  if (typeof amount !== 'bigint' || amount <= 0n) {
    throw new ValidationError({ field: `${field}.amount`, rule: 'a bigint above 0', got: String(amount) });
  }
  return {
    assetId: fromHex(assetId, `${field}.assetId`, 32),
    output: { type: 'TransferOutput', amount, owners: checkOwners(owners, `${field}.owners`) },
  };
}

/**
 * A copy of `owners` with its addresses sorted and unique; a threshold of zero (with addresses) or above their
 * count is a ValidationError naming `field`.
 *
 * @example
 * import { checkOwners } from '@pkg/txs';
 * const owners = checkOwners({ locktime: 0n, threshold: 1, addresses: [b, a] }, 'owner');
 */
export function checkOwners(owners: OutputOwners, field: string): OutputOwners {
  const addresses = sortAddresses(owners.addresses.map((a, i) => fromHex(a, `${field}.addresses.${i}`, 20)));
  const { threshold, locktime } = owners;
  if (
    !Number.isInteger(threshold) ||
    threshold > addresses.length ||
    (threshold === 0 && addresses.length > 0)
  ) {
    throw new ValidationError({
      field: `${field}.threshold`,
      rule: `between 1 and the ${addresses.length} addresses`,
      got: String(threshold),
    });
  }
  if (typeof locktime !== 'bigint' || locktime < 0n) {
    throw new ValidationError({
      field: `${field}.locktime`,
      rule: 'a bigint of unix seconds',
      got: String(locktime),
    });
  }
  return { locktime, threshold, addresses };
}
