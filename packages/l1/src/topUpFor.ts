import { costOf } from './costOf.js';
import type { FeeMathOptions } from './secondsRemaining.js';
import { toUint64 } from './toUint64.js';
import type { Uint64Input, ValidatorFeeConfig, ValidatorFeeState } from './types.js';

/**
 * The least nAVAX to add to `balance` for the validator to last at least `targetSeconds` more, from a fee config and
 * state (0n when the balance already does): AvalancheGo's `CostOf(targetSeconds)` minus the balance, so that
 * `secondsRemaining(config, state, balance + topUp) >= targetSeconds` and one nAVAX less falls short. Pay it with
 * `@pkg/txs`'s `increaseL1ValidatorBalance`. Offline: no network call. When the cost saturates at 2^64 - 1 (a
 * target no balance reaches), the answer is 2^64 - 1 minus the balance.
 *
 * @example
 * import { topUpFor } from '@pkg/l1';
 * import { createTxClient, privateKeySigner } from '@pkg/txs';
 * const config = { capacity: 20_000, target: 10_000, minPrice: 512, excessConversionConstant: 1_246_488_515 };
 * const amount = topUpFor(config, { current: 1, excess: 0 }, 30n * 86_400n, 100_000_000n); // 30 days: 1_227_104_000n
 * const txs = createTxClient({ url: 'http://127.0.0.1:9650', signers: [privateKeySigner(process.env.PRIVATE_KEY ?? '')] });
 * if (amount > 0n) await txs.p.increaseL1ValidatorBalance({ validationId: '<validationID>', amount });
 */
export function topUpFor(
  config: ValidatorFeeConfig,
  state: ValidatorFeeState,
  targetSeconds: Uint64Input,
  balance: Uint64Input,
  options: Pick<FeeMathOptions, 'maxSteps'> = {},
): bigint {
  const have = toUint64('balance', balance);
  const need = costOf(config, state, toUint64('targetSeconds', targetSeconds), options);
  return need > have ? need - have : 0n;
}
