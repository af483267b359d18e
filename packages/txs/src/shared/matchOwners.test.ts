import { describe, expect, it } from 'vitest';
import { matchOwners, signersFor } from './matchOwners.js';

const NOW = 1_800_000_000n;
const a = new Uint8Array(20).fill(1);
const b = new Uint8Array(20).fill(2);
const c = new Uint8Array(20).fill(3);
const twoOfThree = { locktime: 0n, threshold: 2, addresses: [a, b, c] };

describe('the one owner-matching rule (signersFor, matchOwners)', () => {
  it("picks the first threshold held addresses in the owner's order, whatever the order of the keys given", () => {
    expect(signersFor(twoOfThree, [c, a], NOW)).toEqual({ sigIndices: [0, 2], signers: [a, c] });
    expect(signersFor(twoOfThree, [c, b, a], NOW)).toEqual({ sigIndices: [0, 1], signers: [a, b] });
    expect(matchOwners(twoOfThree, [c, a], NOW)).toEqual([0, 2]);
  });

  it('is undefined when too few addresses are held, and while the owner is locked', () => {
    expect(signersFor(twoOfThree, [c], NOW)).toBeUndefined();
    expect(matchOwners(twoOfThree, [c], NOW)).toBeUndefined();
    expect(signersFor({ locktime: NOW + 1n, threshold: 1, addresses: [a] }, [a], NOW)).toBeUndefined();
    expect(signersFor({ locktime: NOW, threshold: 1, addresses: [a] }, [a], NOW)).toEqual({
      sigIndices: [0],
      signers: [a],
    });
  });
});
