import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import {
  blsAggregatePublicKeys,
  blsAggregateSignatures,
  blsProofOfPossession,
  blsPublicKey,
  blsSign,
  blsVerify,
  blsVerifyProofOfPossession,
} from './bls.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
// staker1's BLS signer key as AvalancheGo v1.14.0 ships it (staking/local/signer1.key: 32 raw bytes).
const signer1 = new TextEncoder().encode('AvalancheLocalNetworkValidator01');

describe('BLS keys and proofs of possession', () => {
  it('derives the public key and proof of possession that the local genesis lists for staker1', () => {
    // genesis/genesis_local.json of AvalancheGo v1.14.0, staker NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg
    const { publicKey, proofOfPossession } = blsProofOfPossession(signer1);
    expect(hex(publicKey)).toBe(
      '900c9b119b5c82d781d4b49be78c3fc7ae65f2b435b7ed9e3a8b9a03e475edff86d8a64827fec8db23a6f236afbf127d',
    );
    expect(hex(proofOfPossession)).toBe(
      '8bfd6d4d2086b2b8115d8f72f94095fefe5a6c07876b2accf51a811adf520f389e74a3d2152a6d90b521e2be58ffe468043dc5ea68b4c44410eb67f8dc24f13ed4f194000764c0e922cd254a3588a4962b1cb4db7de4bb9cda9d9d4d6b03f3d2',
    );
    expect(blsVerifyProofOfPossession(publicKey, proofOfPossession)).toBe(true);
    expect(blsPublicKey(signer1)).toEqual(publicKey);
  });

  it('refuses a proof of possession of another key, and a message signature as a proof', () => {
    const a = blsProofOfPossession(signer1);
    const other = blsProofOfPossession(new Uint8Array(32).fill(7));
    expect(blsVerifyProofOfPossession(a.publicKey, other.proofOfPossession)).toBe(false);
    // the PoP ciphersuite differs from the message one: a plain signature of the key is not a proof
    expect(blsVerifyProofOfPossession(a.publicKey, blsSign(signer1, a.publicKey))).toBe(false);
  });

  it('aggregates signatures that verify against the aggregated keys', () => {
    const keys = [signer1, new Uint8Array(32).fill(7), new Uint8Array(32).fill(9)];
    const msg = new TextEncoder().encode('warp');
    const agg = blsAggregateSignatures(keys.map((k) => blsSign(k, msg)));
    expect(blsVerify(agg, msg, blsAggregatePublicKeys(keys.map(blsPublicKey)))).toBe(true);
    expect(blsVerify(agg, msg, blsAggregatePublicKeys(keys.slice(1).map(blsPublicKey)))).toBe(false);
  });

  it('refuses a secret key that is not 32 bytes with a ValidationError', () => {
    expect(() => blsPublicKey(new Uint8Array(31))).toThrow(ValidationError);
  });
});
