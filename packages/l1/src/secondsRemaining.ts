import { advanceExcess } from './advanceExcess.js';
import { bigMin } from './bigMin.js';
import { calculatePrice } from './calculatePrice.js';
import { type PriceBudget, priceRun } from './priceRun.js';
import { readFeeInputs } from './readFeeInputs.js';
import { MAX_UINT64, toUint64 } from './toUint64.js';
import type { Uint64Input, ValidatorFeeConfig, ValidatorFeeState } from './types.js';

/** Options of {@link secondsRemaining}, {@link costOf} and {@link topUpFor}. */
export interface FeeMathOptions {
  /** The most seconds counted (AvalancheGo's `maxSeconds`): the answer is capped at it. @default 2^64 - 1 (no cap) */
  maxSeconds?: Uint64Input;
  /**
   * A bound on the prices computed (each a short series in 256-bit integers): a fee state whose price changes every
   * second for longer (more active validators than the target, a huge balance) is a ValidationError naming
   * `maxSteps` instead of a long computation. Falling or constant prices take a few hundred at most.
   * @default 1_000_000
   */
  maxSteps?: number;
}

/** @internal The default of {@link FeeMathOptions.maxSteps}. */
export const DEFAULT_MAX_STEPS = 1_000_000;

/**
 * How many whole seconds `balance` (nAVAX) pays the continuous L1 validator fee for, from a fee config and state:
 * AvalancheGo's `fee.State.SecondsRemaining` (vms/platformvm/validators/fee, v1.14.0 and v1.15.0 alike), the count
 * the P chain deactivates a validator by. The price is minPrice x e^(excess / K) (AvalancheGo's integer series);
 * the excess moves by (current - target) each second. Offline: no network call. Bad input (not a uint64, K = 0) is
 * a ValidationError naming the field.
 *
 * @example
 * import { secondsRemaining } from '@pkg/l1';
 * const config = { capacity: 20_000, target: 10_000, minPrice: 512, excessConversionConstant: 1_246_488_515 };
 * const seconds = secondsRemaining(config, { current: 1, excess: 0 }, 1_000_000_000n); // 1 AVAX: 1_953_125n (22.6 days)
 */
export function secondsRemaining(
  config: ValidatorFeeConfig,
  state: ValidatorFeeState,
  balance: Uint64Input,
  options: FeeMathOptions = {},
): bigint {
  const inputs = readFeeInputs(config, state);
  let funds = toUint64('balance', balance);
  const maxSeconds = toUint64('maxSeconds', options.maxSeconds ?? MAX_UINT64);
  const { minPrice, current, target } = inputs;
  if (minPrice === 0n) return maxSeconds;
  if (current === target) {
    const seconds = funds / calculatePrice(minPrice, inputs.excess, inputs.k);
    return bigMin(seconds, maxSeconds);
  }
  const budget: PriceBudget = { left: options.maxSteps ?? DEFAULT_MAX_STEPS };
  let seconds = 0n;
  let excess = inputs.excess;
  while (seconds < maxSeconds) {
    const run = priceRun(inputs, excess, maxSeconds - seconds, budget);
    if (!run) {
      const total = seconds + funds / minPrice;
      return total <= MAX_UINT64 && total < maxSeconds ? total : maxSeconds;
    }
    const paid = funds / run.price;
    if (paid < run.seconds) return seconds + paid;
    funds -= run.seconds * run.price;
    seconds += run.seconds;
    excess = advanceExcess(inputs, excess, run.seconds);
  }
  return maxSeconds;
}
