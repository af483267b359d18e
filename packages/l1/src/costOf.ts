import { advanceExcess } from './advanceExcess.js';
import { bigMin } from './bigMin.js';
import { calculatePrice } from './calculatePrice.js';
import { type PriceBudget, priceRun } from './priceRun.js';
import { readFeeInputs } from './readFeeInputs.js';
import { DEFAULT_MAX_STEPS, type FeeMathOptions } from './secondsRemaining.js';
import { MAX_UINT64, toUint64 } from './toUint64.js';
import type { Uint64Input, ValidatorFeeConfig, ValidatorFeeState } from './types.js';

/**
 * What the continuous L1 validator fee charges one validator over the next `seconds`, in nAVAX: AvalancheGo's
 * `fee.State.CostOf` (vms/platformvm/validators/fee), saturating at 2^64 - 1. Offline: no network call.
 *
 * @example
 * import { costOf } from '@pkg/l1';
 * const config = { capacity: 20_000, target: 10_000, minPrice: 512, excessConversionConstant: 1_246_488_515 };
 * const nAvax = costOf(config, { current: 1, excess: 0 }, 86_400n); // one day at 512 nAVAX/s: 44_236_800n
 */
export function costOf(
  config: ValidatorFeeConfig,
  state: ValidatorFeeState,
  seconds: Uint64Input,
  options: Pick<FeeMathOptions, 'maxSteps'> = {},
): bigint {
  const inputs = readFeeInputs(config, state);
  const total = toUint64('seconds', seconds);
  if (inputs.current === inputs.target) {
    const cost = total * calculatePrice(inputs.minPrice, inputs.excess, inputs.k);
    return bigMin(cost, MAX_UINT64);
  }
  const budget: PriceBudget = { left: options.maxSteps ?? DEFAULT_MAX_STEPS };
  let cost = 0n;
  let done = 0n;
  let excess = inputs.excess;
  while (done < total) {
    const run = priceRun(inputs, excess, total - done, budget);
    // from a zero excess on, every second costs minPrice
    cost += run ? run.price * run.seconds : inputs.minPrice * (total - done);
    if (cost >= MAX_UINT64) return MAX_UINT64;
    if (!run) return cost;
    done += run.seconds;
    excess = advanceExcess(inputs, excess, run.seconds);
  }
  return cost;
}
