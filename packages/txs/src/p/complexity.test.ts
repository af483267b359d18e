import { describe, expect, it } from 'vitest';
import vectors from '../../test/fixtures/avalanchego-p-fee-vectors.json' with { type: 'json' };
import { fromHex, Reader } from '../codec/index.js';
import { gasOf, INTRINSIC_COMPLEXITY, pTxComplexity } from './complexity.js';
import { readPTx } from './decodePTx.js';
import { encodePTx } from './encodePTx.js';

const weights = vectors.weights.map(BigInt);

describe('ACP-103 complexity and fee, against AvalancheGo v1.14.0 fee test vectors', () => {
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
      const unsignedLength = r.offset;
      expect(encodePTx(tx)).toEqual(bytes.subarray(0, unsignedLength));
      const complexity = pTxComplexity(tx);
      // The node's bandwidth complexity is the signed tx's length (credentials included).
      expect(complexity[0]).toBe(bytes.length);
      expect(gasOf(complexity, weights) * BigInt(vectors.price)).toBe(BigInt(v.fee));
    });
  }
});
