import { ValidationError } from '@pkg/core';
import { toUint64 } from './toUint64.js';
import type { ValidatorFeeConfig, ValidatorFeeState } from './types.js';

/** A fee config and state read as bigints, checked once. */
export interface FeeInputs {
  target: bigint;
  minPrice: bigint;
  /** K, never 0. */
  k: bigint;
  current: bigint;
  excess: bigint;
}

/**
 * Reads a fee config and state into bigints: each field a uint64 (a ValidationError naming `config.<field>` or
 * `state.<field>` otherwise), and an `excessConversionConstant` of 0 refused (AvalancheGo's price is then 0, and
 * its `SecondsRemaining` divides by it).
 *
 * @example
 * import { readFeeInputs } from './readFeeInputs.js';
 * const inputs = readFeeInputs(
 *   { capacity: 20_000, target: 10_000, minPrice: 512, excessConversionConstant: 1_246_488_515 },
 *   { current: 1, excess: 0 },
 * );
 */
export function readFeeInputs(config: ValidatorFeeConfig, state: ValidatorFeeState): FeeInputs {
  toUint64('config.capacity', config.capacity);
  const k = toUint64('config.excessConversionConstant', config.excessConversionConstant);
  if (k === 0n) {
    throw new ValidationError({
      field: 'config.excessConversionConstant',
      rule: 'minimum 1',
      requirement: 'be at least 1 (AvalancheGo divides by the price it gives)',
      got: '0',
    });
  }
  return {
    target: toUint64('config.target', config.target),
    minPrice: toUint64('config.minPrice', config.minPrice),
    k,
    current: toUint64('state.current', state.current),
    excess: toUint64('state.excess', state.excess),
  };
}
