import { sha256 } from '@noble/hashes/sha2.js';
import { SdkError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { ajs } from '../../test/avalanchejs.js';
import { fromHex, toHex } from '../codec/bytes.js';
import { Writer } from '../codec/Writer.js';
import { MissingSignerError } from '../errors.js';
import { parsePrivateKey } from '../keys/parsePrivateKey.js';
import { shortIdOf } from '../keys/shortIdOf.js';
import type { UnsignedTx } from '../types.js';
import { privateKeySigner, signHash } from './privateKeySigner.js';
import { recoverShortId } from './recoverShortId.js';
import type { Signer } from './Signer.js';
import { signTx } from './signTx.js';

const EWOQ = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const ewoq = privateKeySigner(EWOQ);
const other = privateKeySigner(`0x${'11'.repeat(32)}`);

/** A stand-in unsigned tx: version 0, type id 0, network id 12345, a few more bytes. */
function unsignedFor(signers: Uint8Array[][]): UnsignedTx {
  const bytes = new Writer().u16(0).u32(0).u32(12345).bytes(new Uint8Array(40).fill(7)).finish();
  return { chain: 'X', tx: { type: 'BaseTx' }, bytes, signers };
}

/** The ewoq signer, counting how often it is asked. */
function countingEwoq(): { counting: Signer; calls: { n: number } } {
  const calls = { n: 0 };
  const counting: Signer = {
    publicKey: ewoq.publicKey,
    sign: (r) => {
      calls.n++;
      return ewoq.sign(r);
    },
  };
  return { counting, calls };
}

describe('signing', () => {
  it('signs a hash as avalanchejs does: 65 bytes r||s||v, low S, recovering to the key', async () => {
    const hash = sha256(new Uint8Array([1, 2, 3]));
    const ours = signHash(hash, parsePrivateKey(EWOQ));
    expect(toHex(ours)).toBe(toHex(await ajs.secp256k1.signHash(hash, parsePrivateKey(EWOQ))));
    expect(ours[64]).toBeLessThan(2);
    expect(toHex(recoverShortId(ours, hash))).toBe(toHex(shortIdOf(ewoq.publicKey)));
  });

  it('makes one credential per signer list, asking each address once, and ids the signed bytes', async () => {
    const { counting, calls } = countingEwoq();
    const me = shortIdOf(ewoq.publicKey);
    const you = shortIdOf(other.publicKey);
    const unsigned = unsignedFor([[me], [me, you]]);
    const signed = await signTx(unsigned, [other, counting]);
    expect(calls.n).toBe(1);
    expect(signed.credentials.map((c) => c.length)).toEqual([1, 2]);
    expect(
      signed.credentials[1]?.[1] && toHex(recoverShortId(signed.credentials[1][1], sha256(unsigned.bytes))),
    ).toBe(toHex(you));
    const tail = new Writer()
      .u32(2)
      .u32(9)
      .u32(1)
      .bytes(signed.credentials[0]?.[0] as Uint8Array);
    tail
      .u32(9)
      .u32(2)
      .bytes(signed.credentials[1]?.[0] as Uint8Array)
      .bytes(signed.credentials[1]?.[1] as Uint8Array);
    expect(toHex(signed.bytes)).toBe(toHex(new Uint8Array([...unsigned.bytes, ...tail.finish()])));
    expect(signed.txId).toBe(ajs.utils.base58check.encode(sha256(signed.bytes)));
  });

  it('throws a MissingSignerError naming the address before asking any signer', async () => {
    const { counting, calls } = countingEwoq();
    const unsigned = unsignedFor([[shortIdOf(ewoq.publicKey)], [shortIdOf(other.publicKey)]]);
    const error = await signTx(unsigned, [counting]).catch((e: unknown) => e);
    expect(MissingSignerError.isInstance(error)).toBe(true);
    expect((error as MissingSignerError).address).toMatch(/^X-local1/);
    expect((error as Error).message).toMatch(/No signer for address X-local1/);
    expect(calls.n).toBe(0);
  });

  it('takes an Ethereum-style v of 27/28 from a signer and writes it as 0/1', async () => {
    const eth: Signer = {
      publicKey: ewoq.publicKey,
      sign: async (r) => {
        const sig = await ewoq.sign(r);
        sig[64] = (sig[64] as number) + 27;
        return sig;
      },
    };
    const unsigned = unsignedFor([[shortIdOf(ewoq.publicKey)]]);
    const ours = await signTx(unsigned, [eth]);
    expect(toHex(ours.bytes)).toBe(toHex((await signTx(unsigned, [ewoq])).bytes));
  });

  it('takes a high-S signature (as a KMS may return) and writes its low-S twin', async () => {
    const n = 115792089237316195423570985008687907852837564279074904382605163141518161494337n;
    const highS: Signer = {
      publicKey: ewoq.publicKey,
      sign: async (r) => {
        const sig = await ewoq.sign(r);
        const s = BigInt(toHex(sig.subarray(32, 64)));
        sig.set(fromHex(`0x${(n - s).toString(16).padStart(64, '0')}`, 's'), 32);
        sig[64] = (sig[64] as number) ^ 1;
        return sig;
      },
    };
    const unsigned = unsignedFor([[shortIdOf(ewoq.publicKey)]]);
    expect(toHex((await signTx(unsigned, [highS])).bytes)).toBe(
      toHex((await signTx(unsigned, [ewoq])).bytes),
    );
  });

  it('refuses a signer that returns a signature of another key or garbage', async () => {
    const liar: Signer = { publicKey: ewoq.publicKey, sign: (r) => other.sign(r) };
    const junk: Signer = { publicKey: ewoq.publicKey, sign: async () => new Uint8Array(64) };
    const unsigned = unsignedFor([[shortIdOf(ewoq.publicKey)]]);
    await expect(signTx(unsigned, [liar])).rejects.toThrow(/returned a signature of another key/);
    await expect(signTx(unsigned, [junk])).rejects.toThrow(SdkError);
  });
});
