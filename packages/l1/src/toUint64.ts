import { ValidationError } from '@pkg/core';

/** 2^64 - 1, the largest uint64 (Go's math.MaxUint64). */
export const MAX_UINT64 = 2n ** 64n - 1n;

/**
 * Reads a uint64 input (a bigint, a safe integer or its decimal string) as a bigint; anything else, a negative
 * value or one past 2^64 - 1 is a ValidationError naming `field`.
 *
 * @example
 * import { toUint64 } from './toUint64.js';
 * const balance = toUint64('balance', '1000000000'); // 1_000_000_000n
 */
export function toUint64(field: string, value: unknown): bigint {
  let n: bigint | undefined;
  if (typeof value === 'bigint') n = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) n = BigInt(value);
  else if (typeof value === 'string' && /^[0-9]{1,20}$/.test(value)) n = BigInt(value);
  if (n === undefined || n < 0n || n > MAX_UINT64) {
    throw new ValidationError({
      field,
      rule: 'uint64',
      requirement: 'be an integer from 0 to 2^64 - 1 (a bigint, a safe integer or its decimal string)',
      got: typeof value === 'bigint' || typeof value === 'number' ? String(value) : JSON.stringify(value),
    });
  }
  return n;
}
