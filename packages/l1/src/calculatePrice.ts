import { MAX_UINT64 } from './toUint64.js';

/**
 * The price at an excess, as AvalancheGo's `gas.CalculatePrice` computes it (vms/components/gas): the Taylor
 * series of minPrice x e^(excess / K) with integer divisions (EIP-4844's fake exponential), in 256-bit arithmetic,
 * capped at 2^64 - 1. `k` is never 0 here (readFeeInputs refuses it). Work: one term per loop until a term is 0
 * or the sum passes the cap, so a huge excess ends at once.
 *
 * @example
 * import { calculatePrice } from './calculatePrice.js';
 * calculatePrice(512n, 0n, 1_246_488_515n); // 512n
 */
export function calculatePrice(minPrice: bigint, excess: bigint, k: bigint): bigint {
  const maxOutput = k * MAX_UINT64;
  let output = 0n;
  let accumulator = minPrice * k;
  for (let i = 1n; accumulator > 0n; i++) {
    output += accumulator;
    if (output >= maxOutput) return MAX_UINT64;
    accumulator = (accumulator * excess) / k / i;
  }
  return output / k;
}
