import { ValidationError } from '@pkg/core';
import { advanceExcess } from './advanceExcess.js';
import { calculatePrice } from './calculatePrice.js';
import type { FeeInputs } from './readFeeInputs.js';

/** A bound on the prices computed for one answer (each a short series in 256-bit integers). */
export interface PriceBudget {
  /** Prices left to compute. */
  left: number;
}

/** Seconds in a row at one price. */
export interface PriceRun {
  /** nAVAX per second over the run. */
  price: bigint;
  /** How many seconds, at least 1. */
  seconds: bigint;
}

/** The price one second after `excess`, or undefined when the excess is 0 by then (the minimum price from then on). */
function priceAt(inputs: FeeInputs, excess: bigint, budget: PriceBudget): bigint | undefined {
  if (excess === 0n) return undefined;
  if (--budget.left < 0) {
    throw new ValidationError({
      field: 'maxSteps',
      rule: 'work bound',
      requirement: 'be large enough for the fee state given',
      details:
        'the price changes too often before the balance runs out (more validators than the target, or a huge excess): ' +
        'pass maxSeconds (AvalancheGo caps its own count the same way) or a larger maxSteps',
    });
  }
  return calculatePrice(inputs.minPrice, excess, inputs.k);
}

/**
 * The next seconds AvalancheGo charges at one price, starting from `excess` and looking at most `limit` seconds
 * ahead (`limit` >= 1); undefined when the excess is 0 after the first second (from then on the price is
 * `minPrice`, and AvalancheGo stops stepping). AvalancheGo steps one second at a time; the price is monotonic in the
 * excess and the excess moves linearly, so the seconds at one price are found by doubling then halving: O(log n)
 * prices for a run of n seconds, each counted against `budget`.
 *
 * @example
 * import { priceRun } from './priceRun.js';
 * const run = priceRun({ target: 10n, minPrice: 1n, k: 100n, current: 9n, excess: 50n }, 50n, 1000n, { left: 1000 });
 * // { price: 1n, seconds: 49n }: the excess falls one a second and the price stays 1 until it is 0
 */
export function priceRun(
  inputs: FeeInputs,
  excess: bigint,
  limit: bigint,
  budget: PriceBudget,
): PriceRun | undefined {
  const price = priceAt(inputs, advanceExcess(inputs, excess, 1n), budget);
  if (price === undefined) return undefined;
  const same = (seconds: bigint) => priceAt(inputs, advanceExcess(inputs, excess, seconds), budget) === price;
  let good = 1n;
  let bad = limit + 1n;
  for (let probe = 2n; probe <= limit; probe *= 2n) {
    if (!same(probe)) {
      bad = probe;
      break;
    }
    good = probe;
  }
  if (bad === limit + 1n && good < limit && same(limit)) return { price, seconds: limit };
  if (bad === limit + 1n && good < limit) bad = limit;
  while (bad - good > 1n) {
    const middle = (good + bad) / 2n;
    if (same(middle)) good = middle;
    else bad = middle;
  }
  return { price, seconds: good };
}
