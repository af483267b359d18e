import { ValidationError } from '@pkg/core';
import { cb58Decode, fromHex, parseAddress } from '../codec/index.js';
import { MAX_U64 } from '../codec/Writer.js';
import { type OwnerArg, ownerAddressesArg } from '../shared/ownerArg.js';
import type { PChainOwner, PValidator } from './types.js';

export { type OwnerArg, ownerArg } from '../shared/ownerArg.js';

/** A 32-byte id: CB58 (as the node prints it) or bytes. */
export function idArg(value: unknown, field: string): Uint8Array {
  if (typeof value === 'string') return cb58Decode(value, field, 32);
  if (value instanceof Uint8Array && value.length === 32) return value.slice();
  throw new ValidationError({ field, rule: 'a CB58 id or 32 bytes' });
}

/** A node id: `NodeID-<CB58>` or its 20 bytes. */
export function nodeIdArg(value: unknown, field: string): Uint8Array {
  if (typeof value === 'string' && value.startsWith('NodeID-')) return cb58Decode(value.slice(7), field, 20);
  if (value instanceof Uint8Array && value.length === 20) return value.slice();
  throw new ValidationError({
    field,
    rule: 'NodeID-<CB58> or 20 bytes',
    got: typeof value === 'string' ? value : typeof value,
  });
}

/** `0x` hex or bytes, of `size` bytes when given. */
export function bytesArg(value: unknown, field: string, size?: number): Uint8Array {
  if (typeof value !== 'string' && !(value instanceof Uint8Array)) {
    throw new ValidationError({ field, rule: 'a 0x hex string or a Uint8Array' });
  }
  return fromHex(value, field, size);
}

/** A uint64 bigint, at least `min`. */
export function u64Arg(value: unknown, field: string, min = 0n): bigint {
  if (typeof value !== 'bigint') throw new ValidationError({ field, rule: 'a bigint', got: typeof value });
  if (value < min || value > MAX_U64) {
    throw new ValidationError({ field, rule: `from ${min} to 2^64 - 1`, got: String(value) });
  }
  return value;
}

/** A 20-byte short id from a P-chain (or bare) bech32 address of this network. */
export function addressArg(
  value: unknown,
  field: string,
  hrp: string,
  chain: 'X' | 'P' | 'C' = 'P',
): Uint8Array {
  return parseAddress(value as string, field, { chain, hrp }).shortId;
}

/** An owner argument as a PChainOwner (no locktime). */
export function pChainOwnerArg(value: unknown, field: string, hrp: string): PChainOwner {
  const owner = ownerAddressesArg(value, field, hrp);
  if ((value as OwnerArg).locktime !== undefined && (value as OwnerArg).locktime !== 0n) {
    throw new ValidationError({ field: `${field}.locktime`, rule: 'absent (this owner has no locktime)' });
  }
  return owner;
}

/** A staker's node, period and weight from an operation's `nodeId`, `startTime` (default `now`), `endTime`, `weight`. */
export function validatorArg(a: Record<string, unknown>, now: bigint): PValidator {
  return {
    nodeId: nodeIdArg(a.nodeId, 'nodeId'),
    start: a.startTime === undefined ? now : u64Arg(a.startTime, 'startTime'),
    end: u64Arg(a.endTime, 'endTime', 1n),
    weight: u64Arg(a.weight, 'weight', 1n),
  };
}

/** Parts per million (0 to 1,000,000): a reward or fee share, as AvalancheGo's `reward.PercentDenominator` bounds it. */
export function sharesArg(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new ValidationError({ field, rule: 'an integer from 0 to 1,000,000 (ppm)', got: String(value) });
  }
  return value;
}
