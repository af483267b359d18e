import { expect } from 'vitest';
import { toHex } from '../src/codec/bytes.js';
import type { Reader } from '../src/codec/Reader.js';
import type { Chain } from '../src/codec/typeIds.js';
import { parsePrivateKey } from '../src/keys/parsePrivateKey.js';
import { decodeSignedTx } from '../src/sign/decodeSignedTx.js';
import { privateKeySigner } from '../src/sign/privateKeySigner.js';
import { signTx } from '../src/sign/signTx.js';
import type { UnsignedTx } from '../src/types.js';
import { ajs, EWOQ_KEY } from './avalanchejs.js';

/** An avalanchejs unsigned tx, as far as these tests use it. */
export interface AjsUnsignedTx {
  toBytes(): Uint8Array;
  getSignedTx(): { toBytes(): Uint8Array };
}

/**
 * Our unsigned bytes equal avalanchejs's; both signed by the ewoq key, the signed bytes are equal too; and ours
 * decode back to the same tx and signers.
 */
export async function expectSameSigned(
  ours: UnsignedTx,
  theirs: AjsUnsignedTx,
  chain: Chain,
  readTx: (r: Reader) => { type: string },
): Promise<void> {
  expect(toHex(ours.bytes)).toBe(toHex(theirs.toBytes()));
  const signed = await signTx(ours, [privateKeySigner(EWOQ_KEY)]);
  await ajs.addTxSignatures({ unsignedTx: theirs, privateKeys: [parsePrivateKey(EWOQ_KEY)] });
  expect(toHex(signed.bytes)).toBe(toHex(theirs.getSignedTx().toBytes()));
  const decoded = decodeSignedTx(signed.bytes, chain, readTx);
  expect(decoded.unsigned.tx).toEqual(ours.tx);
  expect(decoded.unsigned.signers).toEqual(ours.signers);
  expect(decoded.txId).toBe(signed.txId);
}
