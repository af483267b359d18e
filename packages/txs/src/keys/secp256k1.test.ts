import { secp256k1 as noble } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { SECP256K1_ORDER, secp256k1 } from './secp256k1.js';

describe('secp256k1 (set up on first use)', () => {
  const keys = [1, 2, 0x56, 0xfe].map((n) => new Uint8Array(32).fill(n));
  const hash = sha256(new TextEncoder().encode('avalanche'));

  it('makes the same public keys and recoverable low-S signatures as @noble/curves/secp256k1', () => {
    for (const key of keys) {
      expect(secp256k1().getPublicKey(key, true)).toEqual(noble.getPublicKey(key, true));
      const ours = secp256k1().sign(hash, key, { prehash: false, lowS: true, format: 'recovered' });
      expect(ours).toEqual(noble.sign(hash, key, { prehash: false, lowS: true, format: 'recovered' }));
      expect(secp256k1().recoverPublicKey(ours, hash, { prehash: false })).toEqual(
        noble.getPublicKey(key, true),
      );
    }
  });

  it('decompresses points and knows the group order', () => {
    const compressed = noble.getPublicKey(keys[0] as Uint8Array, true);
    expect(secp256k1().Point.fromBytes(compressed).toBytes(false)).toEqual(
      noble.getPublicKey(keys[0] as Uint8Array, false),
    );
    expect(SECP256K1_ORDER).toBe(noble.Point.Fn.ORDER);
    expect(secp256k1().utils.isValidSecretKey(new Uint8Array(32))).toBe(false);
  });
});
