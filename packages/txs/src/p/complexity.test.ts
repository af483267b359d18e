import { describe, expect, it } from 'vitest';
import vectors from '../../test/fixtures/avalanchego-p-fee-vectors.json' with { type: 'json' };
import { fromHex, Reader, toHex, Writer } from '../codec/index.js';
import { decodeSignedTx } from '../sign/decodeSignedTx.js';
import { gasOf, INTRINSIC_COMPLEXITY, pTxComplexity } from './complexity.js';
import { readPTx } from './decodePTx.js';
import { encodePTx } from './encodePTx.js';

const weights = vectors.weights.map(BigInt);

describe('ACP-103 complexity and fee, against AvalancheGo v1.14.0 fee test vectors (v1.15.0 for 40, 41, 42)', () => {
  it('covers every P tx type this package builds', () => {
    const names = new Set(vectors.vectors.map((v) => v.name.split(' ')[0]));
    for (const type of Object.keys(INTRINSIC_COMPLEXITY)) {
      expect(names.has(type === 'BaseTx' ? 'BaseTx' : type), type).toBe(true);
    }
  });

  for (const v of vectors.vectors) {
    it(`${v.name}: decodes, re-encodes the same bytes, and costs the node's fee`, () => {
      const bytes = fromHex(`0x${v.tx}`, 'tx');
      const r = new Reader(bytes, 'tx');
      const tx = readPTx(r);
      if (tx.type === 'RewardAutoRenewedValidatorTx') throw new Error('a vector with a fee is a built tx');
      const unsignedLength = r.offset;
      expect(encodePTx(tx)).toEqual(bytes.subarray(0, unsignedLength));
      const complexity = pTxComplexity(tx);
      // The node's bandwidth complexity is the signed tx's length (credentials included).
      expect(complexity[0]).toBe(bytes.length);
      expect(gasOf(complexity, weights) * BigInt(vectors.price)).toBe(BigInt(v.fee));
    });
  }

  it("RewardAutoRenewedValidatorTx (42): reads the node's bytes (tx id, timestamp; no base tx, no credential)", () => {
    const signed = decodeSignedTx(`0x${vectors.rewardAutoRenewedValidatorTx}`, 'P', readPTx);
    const tx = signed.unsigned.tx;
    if (tx.type !== 'RewardAutoRenewedValidatorTx') throw new Error(`read ${tx.type}`);
    expect(toHex(tx.txId)).toBe('0x3d0ad12b8ee8928edf248ca91ca55600fb383f07c32bff1d6dec472b25cf59a7');
    expect(tx.timestamp).toBe(1_719_926_400n);
    expect(signed.credentials).toEqual([]);
    const again = new Writer().u16(0).u32(42).bytes(tx.txId).u64(tx.timestamp).u32(0).finish();
    expect(toHex(again)).toBe(`0x${vectors.rewardAutoRenewedValidatorTx}`);
  });
});
