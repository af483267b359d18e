import { ParseError } from '@pkg/core';
import { platform_getFeeConfig, platform_getFeeState } from '@pkg/pchain/methods';
import type { TxContext } from '../shared/context.js';
import { FEE_INPUT_BOUNDS, quotedFee } from '../shared/quotedFee.js';

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

/**
 * Reads `platform.getFeeConfig` and `platform.getFeeState` and returns the weights, the gas price to pay (the given
 * one, else 2x the current price as the Go wallet pays), and the capacity available now. Each value the node quotes
 * must be a non-negative integer within its bound (`FEE_INPUT_BOUNDS`: weights 10^6, price 10^6 nAVAX per gas,
 * capacities 10^12 gas), else a ParseError naming the method and the field.
 *
 * @example
 * import { pFeeContext } from '@pkg/txs';
 * const { weights, gasPrice } = await pFeeContext(ctx);
 */
export async function pFeeContext(ctx: TxContext, gasPrice?: bigint): Promise<PFeeContext> {
  const [config, state] = (await Promise.all([
    ctx.call(platform_getFeeConfig, {}),
    ctx.call(platform_getFeeState, {}),
  ])) as [Record<string, unknown>, Record<string, unknown>];
  // every value the node quotes: a non-negative integer within its bound (FEE_INPUT_BOUNDS), else a ParseError
  const quoted = (
    method: string,
    answer: Record<string, unknown>,
    field: string,
    max: bigint,
    value?: unknown,
  ) => quotedFee(ctx, value ?? answer?.[field], { method, field, max, answer });
  const getFeeConfig = ctx.wireName(platform_getFeeConfig);
  const getFeeState = ctx.wireName(platform_getFeeState);
  const weights = Array.isArray(config?.weights)
    ? config.weights.map((w, i) => quoted(getFeeConfig, config, `weights.${i}`, FEE_INPUT_BOUNDS.pWeight, w))
    : [];
  if (weights.length !== 4) {
    const body = JSON.stringify(config) ?? '';
    throw new ParseError({
      status: 200,
      body,
      url: ctx.url ?? '',
      method: getFeeConfig,
      problem: 'weights is not 4 integers',
    });
  }
  const maxCapacity = quoted(getFeeConfig, config, 'maxCapacity', FEE_INPUT_BOUNDS.pGas);
  const maxPerSecond = quoted(getFeeConfig, config, 'maxPerSecond', FEE_INPUT_BOUNDS.pGas);
  const price = quoted(getFeeState, state, 'price', FEE_INPUT_BOUNDS.pGasPrice);
  const ms = typeof state.timestamp === 'string' ? Date.parse(state.timestamp) : Number.NaN;
  const stateTime = Number.isFinite(ms) ? BigInt(Math.floor(ms / 1000)) : 0n;
  const elapsed = ctx.now() > stateTime ? ctx.now() - stateTime : 0n;
  const capacity = quoted(getFeeState, state, 'capacity', FEE_INPUT_BOUNDS.pGas);
  const advanced = capacity + maxPerSecond * elapsed;
  return {
    weights,
    gasPrice: gasPrice ?? price * GAS_PRICE_MULTIPLIER,
    capacity: advanced < maxCapacity ? advanced : maxCapacity,
    maxCapacity,
  };
}
