import { bigMin } from './bigMin.js';
import type { FeeInputs } from './readFeeInputs.js';
import { MAX_UINT64 } from './toUint64.js';

/**
 * The excess `seconds` later, as AvalancheGo's `fee.State.AdvanceTime` moves it: (current - target) x seconds added,
 * saturating at 0 and at 2^64 - 1 (one call for many seconds is the same as that many calls of one second: the
 * change is linear and both bounds hold once reached).
 *
 * @example
 * import { advanceExcess } from './advanceExcess.js';
 * advanceExcess({ target: 10n, minPrice: 1n, k: 100n, current: 8n, excess: 5n }, 5n, 2n); // 1n
 */
export function advanceExcess(inputs: FeeInputs, excess: bigint, seconds: bigint): bigint {
  const { current, target } = inputs;
  if (current < target) {
    const left = excess - (target - current) * seconds;
    return left > 0n ? left : 0n;
  }
  if (current > target) {
    const grown = excess + (current - target) * seconds;
    return bigMin(grown, MAX_UINT64);
  }
  return excess;
}
