import { describe, expect, it } from 'vitest';
import type { Utxo } from '../codec/index.js';
import { InsufficientFundsError } from '../errors.js';
import { spendUtxos } from './spendUtxos.js';

const AVAX = new Uint8Array(32).fill(9);
const OTHER = new Uint8Array(32).fill(8);
const ME = new Uint8Array(20).fill(7);
const YOU = new Uint8Array(20).fill(2);
const HIM = new Uint8Array(20).fill(9);

function utxo(
  id: number,
  amount: bigint,
  extra: Partial<{ assetId: Uint8Array; locktime: bigint; threshold: number; addresses: Uint8Array[] }> = {},
): Utxo {
  return {
    txId: new Uint8Array(32).fill(id),
    outputIndex: 0,
    assetId: extra.assetId ?? AVAX,
    output: {
      type: 'TransferOutput',
      amount,
      owners: {
        locktime: extra.locktime ?? 0n,
        threshold: extra.threshold ?? 1,
        addresses: extra.addresses ?? [ME],
      },
    },
  };
}

const base = { chain: 'X' as const, owners: [ME], assetId: AVAX, now: 1_000n, maxInputs: 10 };

describe('spendUtxos', () => {
  it('takes the largest spendable UTXOs until the amount is covered, inputs sorted by UTXO id', () => {
    const spent = spendUtxos({
      ...base,
      utxos: [utxo(5, 10n), utxo(3, 50n), utxo(4, 30n), utxo(1, 5n)],
      needed: 70n,
    });
    expect(spent.total).toBe(80n);
    expect(spent.inputs.map((i) => [i.txId[0], i.input])).toEqual([
      [3, { type: 'TransferInput', amount: 50n, sigIndices: [0] }],
      [4, { type: 'TransferInput', amount: 30n, sigIndices: [0] }],
    ]);
    expect(spent.signers).toEqual([[ME], [ME]]);
  });

  it('skips other assets, locked outputs, other owners and thresholds it cannot meet; sig indices point at its addresses', () => {
    const spent = spendUtxos({
      ...base,
      utxos: [
        utxo(1, 100n, { assetId: OTHER }),
        utxo(2, 100n, { locktime: 1_001n }),
        utxo(3, 100n, { addresses: [YOU] }),
        utxo(4, 100n, { addresses: [ME, YOU], threshold: 2 }),
        utxo(5, 7n, { addresses: [HIM, ME], threshold: 1 }),
        utxo(6, 3n, { locktime: 1_000n }),
      ],
      needed: 10n,
    });
    expect(spent.inputs.map((i) => i.txId[0])).toEqual([5, 6]);
    expect(spent.inputs[0]?.input).toEqual({ type: 'TransferInput', amount: 7n, sigIndices: [1] });
    expect(spent.signers).toEqual([[ME], [ME]]);
  });

  it('with all, spends every spendable UTXO (an import)', () => {
    const spent = spendUtxos({
      ...base,
      utxos: [utxo(1, 1n), utxo(2, 2n), utxo(3, 3n)],
      needed: 1n,
      all: true,
    });
    expect(spent.total).toBe(6n);
    expect(spent.inputs).toHaveLength(3);
  });

  it('InsufficientFundsError says what was needed and what was found, stopping at maxInputs', () => {
    const error = (() => {
      try {
        spendUtxos({ ...base, utxos: [utxo(1, 4n), utxo(2, 5n), utxo(3, 6n)], needed: 100n, maxInputs: 2 });
      } catch (e) {
        return e;
      }
    })();
    expect(InsufficientFundsError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ needed: 100n, found: 11n, chain: 'X' });
    expect((error as Error).message).toContain('the 2 largest UTXOs (maxInputs) hold 11');
  });
});
