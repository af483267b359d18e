import { calculatePrice } from './calculatePrice.js';
import { readFeeInputs } from './readFeeInputs.js';
import type { ValidatorFeeConfig, ValidatorFeeState } from './types.js';

/**
 * The price one L1 validator pays now, nAVAX per second: minPrice x e^(excess / K) as AvalancheGo's
 * `gas.CalculatePrice` computes it (the `price` `platform.getValidatorFeeState` reports). Offline.
 *
 * @example
 * import { pricePerSecond } from '@pkg/l1';
 * const config = { capacity: 20_000, target: 10_000, minPrice: 512, excessConversionConstant: 1_246_488_515 };
 * pricePerSecond(config, { current: 1, excess: 0 }); // 512n
 */
export function pricePerSecond(config: ValidatorFeeConfig, state: ValidatorFeeState): bigint {
  const inputs = readFeeInputs(config, state);
  return calculatePrice(inputs.minPrice, inputs.excess, inputs.k);
}
