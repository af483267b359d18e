import { ParseError } from '@pkg/core';
import type { TxContext } from './context.js';

/**
 * The bounds of the fee inputs a node quotes. They are sanity bounds far above any real network's values (a value
 * past one is a node that is wrong or hostile, a ParseError); what a transaction may burn is bounded by `maxFee`.
 */
export const FEE_INPUT_BOUNDS = {
  /** X `avm.getTxFee` `txFee`: at most 10^9 nAVAX (1 AVAX; Mainnet's is 0.001 AVAX). */
  xTxFee: 1_000_000_000n,
  /** P `platform.getFeeConfig` `weights`: each at most 10^6 (Mainnet's are 1, 1000, 1000, 4). */
  pWeight: 1_000_000n,
  /** P `platform.getFeeState` `price`: at most 10^6 nAVAX per gas (Mainnet's minimum is 1). */
  pGasPrice: 1_000_000n,
  /** P capacities (`maxCapacity`, `maxPerSecond`, `capacity`): at most 10^12 gas (Mainnet's block: 10^6). */
  pGas: 1_000_000_000_000n,
  /** C base fee: at most 10^14 wei (100,000 gwei; coreth's AP3 ceiling was 1,000 gwei). */
  cBaseFeeWei: 100_000_000_000_000n,
} as const;

/**
 * A fee input the node quoted (`field` of `method`'s answer) as a bigint: a non-negative integer (a JS integer, a
 * decimal string, or with `hex` a 0x quantity) at most `max`, else a ParseError naming the method, the field and
 * the bound, with the answer as its body.
 */
export function quotedFee(
  ctx: Pick<TxContext, 'url'>,
  value: unknown,
  where: { method: string; field: string; max: bigint; answer: unknown; hex?: boolean },
): bigint {
  let n: bigint | undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value)) n = BigInt(value);
  else if (typeof value === 'string' && (where.hex ? /^0x[0-9a-fA-F]{1,64}$/ : /^-?\d{1,40}$/).test(value))
    n = BigInt(value);
  const problem =
    n === undefined
      ? `${where.field} is not an integer (got ${JSON.stringify(value) ?? String(value)})`
      : n < 0n
        ? `${where.field} is negative (${n})`
        : n > where.max
          ? `${where.field} ${n} is above its bound ${where.max}`
          : undefined;
  if (problem === undefined) return n as bigint;
  throw new ParseError({
    status: 200,
    body: JSON.stringify(where.answer) ?? String(where.answer),
    url: ctx.url ?? '',
    method: where.method,
    problem,
  });
}
