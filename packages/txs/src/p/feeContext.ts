import { ValidationError } from '@pkg/core';
import type { TxContext } from '../client/context.js';

/** What a P builder needs of the chain's fee state (ACP-103). */
export interface PFeeContext {
  /** Weights of bandwidth, reads, writes, compute (`platform.getFeeConfig`). */
  weights: bigint[];
  /** nAVAX per gas the tx pays. */
  gasPrice: bigint;
  /** The gas the chain can take in its next block: its capacity advanced to now (`platform.getFeeState`). */
  capacity: bigint;
  /** The most gas any block can take. */
  maxCapacity: bigint;
}

/**
 * The Go wallet's tip: it pays twice the current gas price, so a tx still clears if the price rises before it is
 * accepted (AvalancheGo v1.14.0 `wallet/chain/p/context.go`, gasPriceMultiplier).
 */
export const GAS_PRICE_MULTIPLIER = 2n;

function big(value: unknown, field: string): bigint {
  if (typeof value === 'bigint') return value;
  if (
    (typeof value === 'number' && Number.isInteger(value)) ||
    (typeof value === 'string' && /^\d+$/.test(value))
  ) {
    return BigInt(value);
  }
  throw new ValidationError({ field, rule: 'a non-negative integer from the node', got: String(value) });
}

/**
 * Reads `platform.getFeeConfig` and `platform.getFeeState` and returns the weights, the gas price to pay (the given
 * one, else 2x the current price as the Go wallet pays), and the capacity available now.
 *
 * @example
 * import { pFeeContext } from '@pkg/txs';
 * const { weights, gasPrice } = await pFeeContext(ctx);
 */
export async function pFeeContext(ctx: TxContext, gasPrice?: bigint): Promise<PFeeContext> {
  const [config, state] = (await Promise.all([
    ctx.call('P', 'platform.getFeeConfig', {}),
    ctx.call('P', 'platform.getFeeState', {}),
  ])) as [Record<string, unknown>, Record<string, unknown>];
  const weights = Array.isArray(config.weights)
    ? config.weights.map((w, i) => big(w, `feeConfig.weights.${i}`))
    : [];
  if (weights.length !== 4) throw new ValidationError({ field: 'feeConfig.weights', rule: '4 integers' });
  const maxCapacity = big(config.maxCapacity, 'feeConfig.maxCapacity');
  const maxPerSecond = big(config.maxPerSecond, 'feeConfig.maxPerSecond');
  const price = big(state.price, 'feeState.price');
  const ms = typeof state.timestamp === 'string' ? Date.parse(state.timestamp) : Number.NaN;
  const stateTime = Number.isFinite(ms) ? BigInt(Math.floor(ms / 1000)) : 0n;
  const elapsed = ctx.now() > stateTime ? ctx.now() - stateTime : 0n;
  const advanced = big(state.capacity, 'feeState.capacity') + maxPerSecond * elapsed;
  return {
    weights,
    gasPrice: gasPrice ?? price * GAS_PRICE_MULTIPLIER,
    capacity: advanced < maxCapacity ? advanced : maxCapacity,
    maxCapacity,
  };
}
