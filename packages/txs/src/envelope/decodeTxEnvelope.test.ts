import { sha256 } from '@noble/hashes/sha2.js';
import { ValidationError } from '@pkg/core';
import { describe, expect, it } from 'vitest';
import { A, B, C, cExportTx, counting, ID_A, ID_B, pCreateChainTx, xBaseTx } from '../../test/envelopeTxs.js';
import { AVAX } from '../../test/pTestContext.js';
import { cb58, formatAddress, toHex } from '../codec/index.js';
import { publicKeySigner } from '../sign/publicKeySigner.js';
import { addSignatures } from '../sign/signTx.js';
import { decodeTxEnvelope } from './decodeTxEnvelope.js';
import { encodeTxEnvelope } from './encodeTxEnvelope.js';
import { signEnvelope } from './signEnvelope.js';
import type { TxEnvelope } from './TxEnvelope.js';

/** A CreateChainTx signed by A, B's signature owed: what A's machine sends to B's. */
async function fromA(): Promise<TxEnvelope> {
  const partly = await addSignatures(await pCreateChainTx(), [A, publicKeySigner(B.publicKey)]);
  return JSON.parse(encodeTxEnvelope(partly));
}

/** What B's machine does with a text: decode, then sign. Returns the error and how often B was asked. */
async function refusal(text: string): Promise<{ error: unknown; calls: number }> {
  const b = counting(B);
  try {
    await signEnvelope(decodeTxEnvelope(text), [b], { avaxAssetId: AVAX });
  } catch (error) {
    return { error, calls: b.calls };
  }
  throw new Error('the envelope was accepted');
}

async function expectRefused(envelope: unknown, field: string): Promise<void> {
  const text = typeof envelope === 'string' ? envelope : JSON.stringify(envelope);
  const { error, calls } = await refusal(text);
  expect(ValidationError.isInstance(error), String(error)).toBe(true);
  expect((error as ValidationError).field).toBe(field);
  expect(calls).toBe(0);
}

const hexEdit = (hex: string, edit: (bytes: string[]) => void): string => {
  const bytes = hex.slice(2).match(/../g) as string[];
  edit(bytes);
  return `0x${bytes.join('')}`;
};

describe('decodeTxEnvelope refuses a hostile envelope before any signer is asked, naming the field', () => {
  it('accepts the honest one (the counting signer is asked once)', async () => {
    const b = counting(B);
    const signed = await signEnvelope(decodeTxEnvelope(JSON.stringify(await fromA())), [b], {
      avaxAssetId: AVAX,
    });
    expect('txId' in signed).toBe(true);
    expect(b.calls).toBe(1);
  });

  it('changed bytes: one byte flipped, truncated, trailing bytes, another type id', async () => {
    const e = await fromA();
    const flip = (i: number) =>
      hexEdit(e.unsignedTx, (b) => {
        b[i] = (Number.parseInt(b[i] as string, 16) ^ 1).toString(16).padStart(2, '0');
      });
    // the last byte is the subnet auth's sig index: still a CreateChainTx, but A's signature no longer covers it
    await expectRefused(
      { ...e, unsignedTx: flip(e.unsignedTx.length / 2 - 2) },
      'credentials[0].signatures[0]',
    );
    await expectRefused({ ...e, unsignedTx: flip(5) }, 'unsignedTx');
    await expectRefused({ ...e, unsignedTx: e.unsignedTx.slice(0, -2) }, 'unsignedTx');
    await expectRefused({ ...e, unsignedTx: `${e.unsignedTx}00` }, 'unsignedTx');
    await expectRefused({ ...e, unsignedTx: `${e.unsignedTx}0` }, 'unsignedTx');
  });

  it('swapped chain: a P envelope labeled X, another blockchain id or network id', async () => {
    const e = await fromA();
    await expectRefused({ ...e, chain: 'X' }, 'chain');
    await expectRefused({ ...e, chain: 'C' }, 'chain');
    await expectRefused({ ...e, blockchainId: cb58(new Uint8Array(32).fill(0x58)) }, 'blockchainId');
    await expectRefused({ ...e, networkId: 1 }, 'networkId');
    const x = JSON.parse(encodeTxEnvelope(xBaseTx()));
    await expectRefused({ ...x, chain: 'P' }, 'chain');
  });

  it('an extra or a missing credential, a signer too many or too few', async () => {
    const e = await fromA();
    const [input, auth] = e.credentials as [TxEnvelope['credentials'][0], TxEnvelope['credentials'][0]];
    await expectRefused({ ...e, credentials: [input, auth, input] }, 'credentials');
    await expectRefused({ ...e, credentials: [input] }, 'credentials');
    const short = { signers: auth.signers.slice(1), signatures: auth.signatures.slice(1) };
    await expectRefused({ ...e, credentials: [input, short] }, 'credentials[1].signers');
    const fewer = { signers: auth.signers, signatures: auth.signatures.slice(1) };
    await expectRefused({ ...e, credentials: [input, fewer] }, 'credentials[1].signatures');
  });

  it('a signature by another key, or one that is no signature', async () => {
    const e = await fromA();
    const bytes = Uint8Array.from(Buffer.from(e.unsignedTx.slice(2), 'hex'));
    const byC = toHex(await C.sign({ hash: sha256(bytes), unsignedBytes: bytes, chain: 'P' }));
    const withSig = (signature: string | null) => ({
      ...e,
      credentials: [{ ...e.credentials[0], signatures: [signature] }, e.credentials[1]],
    });
    await expectRefused(withSig(byC), 'credentials[0].signatures[0]');
    await expectRefused(withSig(byC.slice(0, -2)), 'credentials[0].signatures[0]');
    await expectRefused(withSig(`0x${'00'.repeat(65)}`), 'credentials[0].signatures[0]');
    await expectRefused(withSig('signed'), 'credentials[0].signatures[0]');
  });

  it('an address in another HRP, with another chain prefix, without one, or in upper case', async () => {
    const e = await fromA();
    const withSigner = (signer: string) => ({
      ...e,
      credentials: [{ ...e.credentials[0], signers: [signer] }, e.credentials[1]],
    });
    await expectRefused(withSigner(formatAddress('P', 'fuji', ID_A)), 'credentials[0].signers[0]');
    await expectRefused(withSigner(formatAddress('X', 'local', ID_A)), 'credentials[0].signers[0]');
    await expectRefused(withSigner(formatAddress('P', 'local', ID_A).slice(2)), 'credentials[0].signers[0]');
    await expectRefused(
      withSigner(`P-${formatAddress('P', 'local', ID_A).slice(2).toUpperCase()}`),
      'credentials[0].signers[0]',
    );
    await expectRefused(
      withSigner(formatAddress('P', 'local', new Uint8Array(20))),
      'credentials[0].signatures[0]',
    );
  });

  it('unknown keys, a missing key, another format or version', async () => {
    const e = await fromA();
    await expectRefused({ ...e, note: 'hi' }, 'note');
    await expectRefused(JSON.stringify(e).replace('{', '{"__proto__":{"x":1},'), '__proto__');
    await expectRefused(
      { ...e, credentials: [{ ...e.credentials[0], weight: 1 }, e.credentials[1]] },
      'credentials[0].weight',
    );
    const { credentials: _, ...noCredentials } = e;
    await expectRefused(noCredentials, 'credentials');
    await expectRefused({ ...e, format: 'psbt' }, 'format');
    await expectRefused({ ...e, version: 2 }, 'version');
    await expectRefused({ ...e, networkId: '12345' }, 'networkId');
  });

  it('a text that is no JSON, no object, or over 4 MiB', async () => {
    const e = await fromA();
    await expectRefused('{"format":', 'envelope');
    await expectRefused('[]', 'envelope');
    await expectRefused(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'envelope');
    await expectRefused({ ...e, padding: 'x'.repeat(4 * 1024 * 1024) }, 'envelope');
  });
});

describe('decodeTxEnvelope: a C ExportTx', () => {
  it("refuses a credential signed by a key that is not the debited account's, though it is its listed signer", async () => {
    const unsigned = cExportTx();
    const forged = { ...unsigned, signers: [[ID_B]] };
    const signed = await addSignatures(forged, [B]);
    const text = encodeTxEnvelope(unsigned).replace(
      /"signers": \[\s*"[^"]+"\s*\]/,
      `"signers": ["${formatAddress('C', 'local', ID_B)}"]`,
    );
    const envelope = JSON.parse(text);
    envelope.credentials[0].signatures = [
      toHex(('txId' in signed ? signed.credentials : [[]])[0]?.[0] as Uint8Array),
    ];
    await expectRefused(envelope, 'credentials[0].signatures[0]');
    const honest = await addSignatures(unsigned, [A]);
    expect('txId' in decodeTxEnvelope(encodeTxEnvelope(honest))).toBe(true);
  });
});

describe('decodeTxEnvelope of a deeply nested value', () => {
  it('is a ValidationError naming the field, not a stack overflow', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const text = `{"format":${deep},"version":1,"networkId":1,"chain":"P","blockchainId":"x","unsignedTx":"0x","credentials":[]}`;
    expect(() => decodeTxEnvelope(text)).toThrow(ValidationError);
    expect(() => decodeTxEnvelope(text)).toThrow(/format/);
  });
});
