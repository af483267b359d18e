import { describe, expect, it } from 'vitest';
import { toHex } from '../codec/bytes.js';
import { MissingSignerError } from '../errors.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import type { UnsignedTx } from '../types.js';
import { privateKeySigner } from './privateKeySigner.js';
import { publicKeySigner } from './publicKeySigner.js';
import type { Signer } from './Signer.js';
import { addSignatures, completeTx, signTx } from './signTx.js';

const KEY_A = `0x${'11'.repeat(32)}`;
const KEY_B = `0x${'22'.repeat(32)}`;
const a = privateKeySigner(KEY_A);
const b = privateKeySigner(KEY_B);
const idA = shortIdOf(a.publicKey);
const idB = shortIdOf(b.publicKey);

/** Any bytes will do: a signature covers sha256 of them. Network id 12345 at offset 6 names `local` addresses. */
const unsigned: UnsignedTx = {
  chain: 'P',
  tx: { type: 'CreateChainTx' },
  bytes: Uint8Array.from([0, 0, 0, 0, 0, 15, 0, 0, 0x30, 0x39, 1, 2, 3]),
  signers: [[idA], [idA, idB]],
};

function counting(signer: Signer): Signer & { calls: number } {
  const s = {
    publicKey: signer.publicKey,
    calls: 0,
    sign: (r: Parameters<Signer['sign']>[0]) => {
      s.calls++;
      return signer.sign(r);
    },
  };
  return s;
}

describe('partly signed txs', () => {
  it('a publicKeySigner leaves its address missing; the other key signs what it owes, once', async () => {
    const countedA = counting(a);
    const partly = await addSignatures(unsigned, [countedA, publicKeySigner(b.publicKey)]);
    expect('txId' in partly).toBe(false);
    if (!('signatures' in partly)) throw new Error('expected a partly signed tx');
    expect(countedA.calls).toBe(1);
    expect(partly.signatures[0]?.[0]).toBeInstanceOf(Uint8Array);
    expect(partly.signatures[1]?.[1]).toBeNull();
    expect(toHex(partly.signatures[1]?.[0] as Uint8Array)).toBe(
      toHex(partly.signatures[0]?.[0] as Uint8Array),
    );
    const error = (() => {
      try {
        completeTx(partly);
      } catch (e) {
        return e;
      }
    })();
    expect(MissingSignerError.isInstance(error)).toBe(true);
    expect((error as MissingSignerError).addresses).toEqual([expect.stringMatching(/^P-local1/)]);
  });

  it('a second pass with the other key completes it to the bytes signTx makes with both keys at once', async () => {
    const partly = await addSignatures(unsigned, [a]);
    const countedA = counting(a);
    const done = await addSignatures(partly, [countedA, b]);
    expect(countedA.calls).toBe(0); // what is signed is never asked for again
    const both = await signTx(unsigned, [a, b]);
    expect('txId' in done && done.txId).toBe(both.txId);
    expect(toHex(completeTx(done).bytes)).toBe(toHex(both.bytes));
  });

  it('signTx refuses before asking anyone when a publicKeySigner owes a signature, naming its address', async () => {
    const countedA = counting(a);
    const error = await signTx(unsigned, [countedA, publicKeySigner(b.publicKey)]).catch((e: unknown) => e);
    expect(MissingSignerError.isInstance(error)).toBe(true);
    expect(countedA.calls).toBe(0);
    expect((error as MissingSignerError).addresses).toHaveLength(1);
  });

  it('completeTx of an unsigned tx names every address still to sign', () => {
    expect(() => completeTx(unsigned)).toThrow(/No signer for 2 addresses: P-local1.*, P-local1/);
  });

  it('publicKeySigner refuses a value that is no public key, naming the field, and never signs', async () => {
    expect(() => publicKeySigner('0x1234')).toThrow(/publicKey/);
    expect(() => publicKeySigner(`0x04${'00'.repeat(64)}`)).toThrow(/publicKey/);
    const s = publicKeySigner(toHex(b.publicKey));
    expect(s.elsewhere).toBe(true);
    await expect(
      s.sign({ hash: new Uint8Array(32), unsignedBytes: new Uint8Array(), chain: 'P' }),
    ).rejects.toThrow(MissingSignerError);
  });
});
