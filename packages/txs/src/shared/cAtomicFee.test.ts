import { describe, expect, it } from 'vitest';
import { cAtomicFee, cAtomicGas } from './cAtomicFee.js';

describe('C atomic fees', () => {
  it('gas is one per unsigned byte, 1,000 per signature and 10,000', () => {
    expect(cAtomicGas(230, 1)).toBe(11_230n);
    expect(cAtomicGas(0, 0)).toBe(10_000n);
  });

  it('the fee is gas x base fee in wei, rounded up to whole nAVAX', () => {
    expect(cAtomicFee(11_230n, 25_000_000_000n)).toBe(280_750n); // 25 nAVAX per gas: exact
    expect(cAtomicFee(11_230n, 1n)).toBe(1n); // 11,230 wei is 0.00001123 nAVAX: 1, never 0
    expect(cAtomicFee(11_230n, 1_000_000_001n)).toBe(11_231n); // 11,230 nAVAX + 11,230 wei: one more
    expect(cAtomicFee(0n, 5n)).toBe(0n);
  });
});
