/**
 * The smaller of two bigints (`Math.min` takes numbers only).
 *
 * @example
 * import { bigMin } from './bigMin.js';
 * bigMin(3n, 2n); // 2n
 */
export function bigMin(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
