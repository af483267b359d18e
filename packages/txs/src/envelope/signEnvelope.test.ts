import { ValidationError } from '@pkg/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A, B, C, counting, pCreateChainTx, X_FEE, xBaseTx } from '../../test/envelopeTxs.js';
import { AVAX } from '../../test/pTestContext.js';
import { toHex } from '../codec/index.js';
import { FeeTooHighError, MissingSignerError } from '../errors.js';
import { feeOf } from '../shared/feeOf.js';
import { publicKeySigner } from '../sign/publicKeySigner.js';
import { addSignatures, completeTx, signTx } from '../sign/signTx.js';
import type { PartlySignedTx } from '../types.js';
import { decodeTxEnvelope } from './decodeTxEnvelope.js';
import { encodeTxEnvelope } from './encodeTxEnvelope.js';
import { signEnvelope } from './signEnvelope.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signEnvelope: a 2-of-3 subnet owner signs on two machines', () => {
  it("A builds and signs with B's public key only; B signs the envelope offline; the bytes equal signTx with both keys", async () => {
    const unsigned = await pCreateChainTx();
    const onA = await addSignatures(unsigned, [A, publicKeySigner(B.publicKey)]);
    expect(() => completeTx(onA)).toThrow(MissingSignerError);
    const text = encodeTxEnvelope(onA);

    // B's machine: no network at all
    vi.stubGlobal('fetch', () => {
      throw new Error('no network call may be made');
    });
    const onB = decodeTxEnvelope(text);
    const b = counting(B);
    const more = await signEnvelope(onB, [b], { avaxAssetId: AVAX, maxFee: 10_000_000n });
    expect(b.calls).toBe(1);
    const signed = completeTx(more);
    vi.unstubAllGlobals();

    const both = await signTx(unsigned, [A, B]);
    expect(toHex(signed.bytes)).toBe(toHex(both.bytes));
    expect(signed.txId).toBe(both.txId);
    // and the text B sends back decodes to that very signed tx
    expect(toHex(completeTx(decodeTxEnvelope(encodeTxEnvelope(more))).bytes)).toBe(toHex(both.bytes));
  });

  it('a third owner, C, is never needed: C signing adds nothing and asks C nothing', async () => {
    const onA = await addSignatures(await pCreateChainTx(), [A, publicKeySigner(B.publicKey)]);
    const c = counting(C);
    const still = await signEnvelope(decodeTxEnvelope(encodeTxEnvelope(onA)), [c], { avaxAssetId: AVAX });
    expect(c.calls).toBe(0);
    expect((still as PartlySignedTx).signatures).toEqual((onA as PartlySignedTx).signatures);
  });
});

describe('signEnvelope refuses before any signer is asked', () => {
  it('a fee above maxFee (default 0.05 AVAX) is a FeeTooHighError naming the fee', async () => {
    const unsigned = xBaseTx();
    const b = counting(A);
    const error = await signEnvelope(unsigned, [b], { avaxAssetId: AVAX, maxFee: X_FEE - 1n }).catch(
      (e) => e,
    );
    expect(FeeTooHighError.isInstance(error)).toBe(true);
    expect([error.fee, error.maxFee, error.chain]).toEqual([X_FEE, X_FEE - 1n, 'X']);
    expect(b.calls).toBe(0);
    expect(feeOf(unsigned, AVAX)).toBe(X_FEE);
    // with the default cap, the same tx is signed
    const signed = await signEnvelope(unsigned, [b], { avaxAssetId: AVAX });
    expect('txId' in signed).toBe(true);
    expect(b.calls).toBe(1);
  });

  it('counts the fee from the bytes: an in-memory tx object that understates it does not pass', async () => {
    const unsigned = xBaseTx();
    const lying = { ...unsigned, tx: { ...unsigned.tx, inputs: [] } };
    expect(feeOf(lying, AVAX)).toBeLessThan(0n);
    const a = counting(A);
    await expect(signEnvelope(lying, [a], { avaxAssetId: AVAX, maxFee: 0n })).rejects.toThrow(
      FeeTooHighError,
    );
    expect(a.calls).toBe(0);
  });

  it('an in-memory tx whose credentials do not match it is a ValidationError naming the field', async () => {
    const unsigned = xBaseTx();
    const a = counting(A);
    const extra = { ...unsigned, signers: [...unsigned.signers, unsigned.signers[0] as Uint8Array[]] };
    const missing = { ...unsigned, signers: unsigned.signers.slice(1) };
    const wider = {
      ...unsigned,
      signers: [[...(unsigned.signers[0] as Uint8Array[]), new Uint8Array(20)], ...unsigned.signers.slice(1)],
    };
    for (const [tx, field] of [
      [extra, 'credentials'],
      [missing, 'credentials'],
      [wider, 'credentials[0].signers'],
    ] as const) {
      const error = await signEnvelope(tx, [a], { avaxAssetId: AVAX }).catch((e) => e);
      expect(ValidationError.isInstance(error), String(error)).toBe(true);
      expect(error.field).toBe(field);
    }
    expect(a.calls).toBe(0);
  });

  it('a network whose AVAX asset id is not known needs avaxAssetId, and maxFee must be a bigint', async () => {
    const unsigned = xBaseTx();
    const bytes = unsigned.bytes.slice();
    bytes.set([0, 0, 0x05, 0x39], 6); // network 1337
    const custom = { ...unsigned, bytes };
    await expect(signEnvelope(custom, [A])).rejects.toThrow(/avaxAssetId/);
    await expect(signEnvelope(unsigned, [A], { maxFee: 5 as unknown as bigint })).rejects.toThrow(/maxFee/);
  });
});
