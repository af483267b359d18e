import { describe, expect, it } from 'vitest';
import type { TransferableOutput } from './avax.js';
import { sortAddresses, sortSigIndices, sortTransferableInputs, sortTransferableOutputs } from './sort.js';

const id = (b: number) => new Uint8Array(32).fill(b);
const addr = (b: number) => new Uint8Array(20).fill(b);
const out = (asset: number, amount: bigint): TransferableOutput => ({
  assetId: id(asset),
  output: { type: 'TransferOutput', amount, owners: { locktime: 0n, threshold: 1, addresses: [addr(1)] } },
});

describe('sorting helpers', () => {
  it('sort inputs by tx id, then output index', () => {
    const sorted = sortTransferableInputs([
      { txId: id(2), outputIndex: 0 },
      { txId: id(1), outputIndex: 7 },
      { txId: id(1), outputIndex: 3 },
    ]);
    expect(sorted.map((i) => [i.txId[0], i.outputIndex])).toEqual([
      [1, 3],
      [1, 7],
      [2, 0],
    ]);
  });

  it('sort outputs by asset id, then by their codec bytes (a smaller amount first)', () => {
    const sorted = sortTransferableOutputs([out(2, 1n), out(1, 300n), out(1, 256n)], 'X');
    expect(sorted.map((o) => [o.assetId[0], o.output.type === 'TransferOutput' && o.output.amount])).toEqual([
      [1, 256n],
      [1, 300n],
      [2, 1n],
    ]);
  });

  it('sort addresses and sig indices ascending without duplicates', () => {
    expect(sortAddresses([addr(3), addr(1), addr(3)]).map((a) => a[0])).toEqual([1, 3]);
    expect(sortSigIndices([2, 0, 2, 1])).toEqual([0, 1, 2]);
  });
});
