// Owners as operations take them (`{ addresses, threshold, locktime? }` of bech32 addresses), checked field by field
// before anything is sent and turned into the OutputOwners the codec writes (addresses sorted ascending).
import { ValidationError } from '@pkg/core';
import { parseAddress } from '../codec/address.js';
import type { OutputOwners } from '../codec/secp256k1fx.js';
import { sortAddresses } from '../codec/sort.js';
import { MAX_U64 } from '../codec/Writer.js';

/**
 * An owner as operations take it: bech32 addresses of the chain the output is on (`P-local1...`, `X-local1...`),
 * how many of them must sign, and an optional lock.
 *
 * @example
 * import type { OwnerArg } from '@pkg/txs';
 * const owner: OwnerArg = { addresses: ['X-local1...', 'X-local1...'], threshold: 2 };
 */
export interface OwnerArg {
  /** Distinct addresses on the output's chain (a bare `local1...` is taken as on that chain), at least one. */
  addresses: string[];
  /** How many of `addresses` must sign to spend: from 1 to their count. */
  threshold: number;
  /** Unix seconds before which the owner cannot spend. @default 0n */
  locktime?: bigint;
}

/**
 * The addresses and threshold of an owner argument: an object of `addresses`, `threshold` and `locktime` only;
 * addresses distinct, on `chain`, of the network `hrp` when given; the threshold from 1 to their count. The addresses
 * come back sorted as OutputOwners requires. A ValidationError names the field (`owner.addresses[1]`).
 */
export function ownerAddressesArg(
  value: unknown,
  field: string,
  hrp: string | undefined,
  chain: 'X' | 'P' | 'C' = 'P',
): { threshold: number; addresses: Uint8Array[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError({ field, rule: 'an owner { addresses, threshold }' });
  }
  const o = value as Record<string, unknown>;
  for (const key of Reflect.ownKeys(o)) {
    if (key !== 'addresses' && key !== 'threshold' && key !== 'locktime') {
      throw new ValidationError({ field: `${field}.${String(key)}`, rule: 'unknown parameter' });
    }
  }
  if (!Array.isArray(o.addresses) || o.addresses.length === 0) {
    throw new ValidationError({ field: `${field}.addresses`, rule: 'a non-empty array of addresses' });
  }
  const given = o.addresses.map(
    (a, i) =>
      parseAddress(a as string, `${field}.addresses[${i}]`, { chain, ...(hrp ? { hrp } : {}) }).shortId,
  );
  const seen = given.map((a) => a.join());
  const repeated = seen.findIndex((a, i) => seen.indexOf(a) !== i);
  if (repeated >= 0) {
    throw new ValidationError({
      field: `${field}.addresses[${repeated}]`,
      rule: 'an address not listed before (distinct addresses)',
    });
  }
  const threshold = o.threshold;
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < 1 ||
    threshold > given.length
  ) {
    throw new ValidationError({
      field: `${field}.threshold`,
      rule: `an integer from 1 to ${given.length}`,
      got: String(threshold),
    });
  }
  return { threshold, addresses: sortAddresses(given) };
}

/**
 * An owner argument as OutputOwners (see {@link ownerAddressesArg}), its `locktime` a bigint from 0 to 2^64 - 1
 * (default 0n).
 */
export function ownerArg(
  value: unknown,
  field: string,
  hrp: string | undefined,
  chain: 'X' | 'P' | 'C' = 'P',
): OutputOwners {
  const { threshold, addresses } = ownerAddressesArg(value, field, hrp, chain);
  const locktime = (value as OwnerArg).locktime ?? 0n;
  if (typeof locktime !== 'bigint' || locktime < 0n || locktime > MAX_U64) {
    throw new ValidationError({
      field: `${field}.locktime`,
      rule: 'a bigint from 0 to 2^64 - 1 (unix seconds)',
      got: typeof locktime === 'bigint' ? String(locktime) : typeof locktime,
    });
  }
  return { locktime, threshold, addresses };
}

/**
 * Who gets an output: a bech32 address on `chain` (one signature, no lock) or an owner (see {@link ownerArg}); a
 * ValidationError naming `field` (`to`, `to.addresses[1]`, `to.threshold`) otherwise. Without `hrp` the network is
 * not checked (the caller checks it once the node's network is known).
 */
export function recipientArg(
  value: unknown,
  field: string,
  chain: 'X' | 'P' | 'C',
  hrp: string | undefined,
): OutputOwners {
  if (typeof value === 'object' && value !== null) return ownerArg(value, field, hrp, chain);
  if (typeof value !== 'string') {
    throw new ValidationError({
      field,
      rule: `an address (${chain}-${hrp ?? 'avax'}1...) or an owner { addresses, threshold }`,
      got: typeof value,
    });
  }
  const { shortId } = parseAddress(value, field, { chain, ...(hrp ? { hrp } : {}) });
  return { locktime: 0n, threshold: 1, addresses: [shortId] };
}
