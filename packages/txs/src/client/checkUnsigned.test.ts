import { SdkError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/pTestContext.js';
import { FeeTooHighError } from '../errors.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import { privateKeySigner } from '../sign/privateKeySigner.js';
import type { Signer } from '../sign/Signer.js';
import type { UnsignedTx } from '../types.js';
import { createOperations } from './operations.js';

const KEY = `0x${'11'.repeat(32)}`;
const AVAX = testContext().ctx.avaxAssetId;

/** A signer that counts the signatures asked of it. */
function counting(): Signer & { asked: number } {
  const inner = privateKeySigner(KEY);
  const s = {
    publicKey: inner.publicKey,
    asked: 0,
    sign: (r: Parameters<Signer['sign']>[0]) => {
      s.asked++;
      return inner.sign(r);
    },
  };
  return s;
}

/** A P tx as a (broken) builder returns it: `consumed` nAVAX in, nothing out, signed by `signer`. */
function broken(consumed: bigint, signer: Uint8Array): UnsignedTx {
  const input = { assetId: AVAX, input: { type: 'TransferInput', amount: consumed, sigIndices: [0] } };
  return {
    chain: 'P',
    tx: { type: 'BaseTx', inputs: [input], outputs: [] } as never,
    bytes: Uint8Array.from([0, 0, 0, 0, 0, 34, 0, 0, 0x30, 0x39]),
    signers: [[signer]],
  };
}

/** The client's operations over a test context whose node must never be asked to issue. */
function operations(signer: Signer) {
  const { ctx, calls } = testContext();
  const operate = createOperations({
    url: 'http://127.0.0.1:9650',
    signers: [signer],
    context: async () => ctx,
    waitOptions: (given) => given ?? {},
    maxFee: 1_000_000n,
  });
  return { operate, calls };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('the money invariants every operation passes (checkUnsigned)', () => {
  it('a builder whose tx pays above maxFee: FeeTooHighError, nothing signed or issued, on both paths', async () => {
    const signer = counting();
    const { operate, calls } = operations(signer);
    const me = shortIdOf(signer.publicKey);
    const built = await failure(operate.build('send', {}, async () => broken(5_000_000n, me)));
    expect(FeeTooHighError.isInstance(built)).toBe(true);
    expect(built).toMatchObject({ fee: 5_000_000n, maxFee: 1_000_000n, chain: 'P' });
    const run = await failure(
      operate.run('send', {}, (_ctx, run) => run('P', async () => broken(5_000_000n, me))),
    );
    expect(FeeTooHighError.isInstance(run)).toBe(true);
    expect(signer.asked).toBe(0);
    expect(calls).toEqual([]);
    // the same tx within maxFee passes
    await expect(
      operate.build('send', { maxFee: 5_000_000n }, async () => broken(5_000_000n, me)),
    ).resolves.toBeDefined();
  });

  it("a builder that chose an address none of the client's signers holds: an SdkError naming it, before any signer is asked", async () => {
    const signer = counting();
    const { operate, calls } = operations(signer);
    const stranger = new Uint8Array(20).fill(9);
    for (const attempt of [
      () => operate.build('createSubnet', {}, async () => broken(1n, stranger)),
      () => operate.run('createSubnet', {}, (_ctx, run) => run('P', async () => broken(1n, stranger))),
    ]) {
      const error = await failure(attempt());
      expect(SdkError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /^A BaseTx on P was built to be signed by P-local1\w+, which is none of the client's signers; nothing was signed/,
      );
    }
    expect(signer.asked).toBe(0);
    expect(calls).toEqual([]);
  });
});
