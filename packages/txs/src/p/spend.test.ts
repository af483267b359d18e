import { describe, expect, it } from 'vitest';
import { AVAX, avaxUtxo, EWOQ, NOW } from '../../test/pTestContext.js';
import { InsufficientFundsError } from '../errors.js';
import type { Dimensions } from './complexity.js';
import { gasOf, INTRINSIC_COMPLEXITY, outputComplexity } from './complexity.js';
import type { PSpendArgs } from './spend.js';
import { spendP } from './spend.js';

const WEIGHTS = [1n, 1000n, 1000n, 4n];
const owner = { locktime: 0n, threshold: 1, addresses: [EWOQ] };
const base = (utxos: PSpendArgs['utxos'], over: Partial<PSpendArgs> = {}): PSpendArgs => ({
  utxos,
  addresses: [EWOQ],
  avaxAssetId: AVAX,
  toBurn: 0n,
  toStake: 0n,
  complexity: INTRINSIC_COMPLEXITY.BaseTx,
  weights: WEIGHTS,
  gasPrice: 2n,
  changeOwner: owner,
  now: NOW,
  maxInputs: 256,
  ...over,
});
const feeOf = (c: Dimensions) => gasOf(c, WEIGHTS) * 2n;

describe('spendP (the P-chain spend)', () => {
  it('burns, pays the fee of the final tx, and returns the rest as change', () => {
    const s = spendP(base([avaxUtxo(1, 10_000_000n)], { toBurn: 1_000_000n }));
    expect(s.inputs).toHaveLength(1);
    expect(s.fee).toBe(feeOf(s.complexity));
    expect(s.changeOutputs[0]?.output).toMatchObject({ type: 'TransferOutput', amount: 9_000_000n - s.fee });
    expect(s.signers).toEqual([[EWOQ]]);
  });

  it('spends an expired StakeableLockOut (the local genesis UTXO) with a plain TransferInput', () => {
    const s = spendP(base([avaxUtxo(1, 10_000_000n, NOW - 1n)], { toBurn: 1n }));
    expect(s.inputs[0]?.input).toMatchObject({ type: 'TransferInput', amount: 10_000_000n, sigIndices: [0] });
  });

  it('never spends a still-locked UTXO unless staking', () => {
    const locked = avaxUtxo(1, 10_000_000_000n, NOW + 10n);
    expect(() => spendP(base([locked], { toBurn: 1n }))).toThrow(InsufficientFundsError);
    const s = spendP(base([locked, avaxUtxo(2, 1_000_000n)], { toStake: 4_000_000_000n }));
    expect(s.inputs.map((i) => i.input.type).sort()).toEqual(['StakeableLockIn', 'TransferInput']);
    expect(s.stakeOutputs.map((o) => o.output)).toEqual([
      {
        type: 'StakeableLockOut',
        locktime: NOW + 10n,
        output: { type: 'TransferOutput', amount: 4_000_000_000n, owners: owner },
      },
    ]);
    // the locked rest comes back locked; the fee comes from the unlocked UTXO
    expect(s.changeOutputs.map((o) => o.output.type).sort()).toEqual(['StakeableLockOut', 'TransferOutput']);
  });

  it('adds no change output when the excess is worth less than the output costs; the excess is the fee', () => {
    const probe = spendP(base([avaxUtxo(1, 1_000_000n)]));
    const noChange = feeOf(probe.complexity) - feeOf(outputComplexity(probe.changeOutputs));
    const exact = noChange + 10n; // a change output would cost far more than 10 nAVAX
    const s = spendP(base([avaxUtxo(1, exact)]));
    expect(s.changeOutputs).toEqual([]);
    expect(s.fee).toBe(exact);
  });

  it('throws InsufficientFundsError with what was needed and found', () => {
    let error: unknown;
    try {
      spendP(base([avaxUtxo(1, 300_000n), avaxUtxo(2, 400_000n)], { toBurn: 1_000_000n }));
    } catch (e) {
      error = e;
    }
    expect(InsufficientFundsError.isInstance(error)).toBe(true);
    const e = error as InsufficientFundsError;
    expect(e.found).toBe(700_000n);
    expect(e.needed).toBeGreaterThan(1_000_000n);
    expect(e.chain).toBe('P');
  });

  it('stops at maxInputs, and says so', () => {
    const utxos = [1, 2, 3, 4].map((n) => avaxUtxo(n, 1_000_000n));
    expect(spendP(base(utxos, { toBurn: 3_500_000n })).inputs).toHaveLength(4);
    expect(() => spendP(base(utxos, { toBurn: 3_500_000n, maxInputs: 3 }))).toThrow(/maxInputs/);
  });

  it('skips UTXOs of other assets and of other owners, and sorts inputs by UTXO id', () => {
    const foreign = { ...avaxUtxo(3, 5_000_000n), assetId: new Uint8Array(32).fill(1) };
    const other = avaxUtxo(4, 5_000_000n);
    if (other.output.type === 'TransferOutput')
      other.output.owners = { ...owner, addresses: [new Uint8Array(20)] };
    const s = spendP(
      base([avaxUtxo(9, 1_000_000n), foreign, other, avaxUtxo(2, 1_000_000n)], { toBurn: 1_500_000n }),
    );
    expect(s.inputs.map((i) => i.txId[0])).toEqual([2, 9]);
  });
});
