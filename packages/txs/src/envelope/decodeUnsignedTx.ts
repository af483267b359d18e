import { ValidationError } from '@pkg/core';
import { readCTx } from '../c/codec.js';
import type { CTx } from '../c/types.js';
import { Reader } from '../codec/Reader.js';
import type { Chain } from '../codec/typeIds.js';
import { readPTx } from '../p/decodePTx.js';
import type { PTx } from '../p/types.js';
import { readXTx } from '../x/codec.js';
import type { XTx } from '../x/types.js';

/** A tx of X, P or C that a user signs: every one this package reads but the P reward tx only block builders issue. */
export type SignableTx = XTx | PTx | CTx;

const READERS: Readonly<Record<Chain, (r: Reader) => { type: string }>> = {
  X: readXTx,
  P: readPTx,
  C: readCTx,
};

/**
 * The typed tx of `chain` that `bytes` hold, read by that chain's codec to the last byte (a truncated input, trailing
 * bytes or a type the chain does not have is a ValidationError naming `field`). When another chain's codec reads the
 * bytes completely, the error names `chainField` instead: the bytes are fine, the chain named is not theirs. The P
 * chain's RewardAutoRenewedValidatorTx (issued by block builders, never signed) is refused too.
 */
export function decodeUnsignedTx(
  chain: Chain,
  bytes: Uint8Array,
  field: string,
  chainField: string,
): SignableTx {
  let tx: { type: string };
  try {
    tx = readAll(chain, bytes, field);
  } catch (error) {
    const other = (['X', 'P', 'C'] as const).find((c) => c !== chain && readsAll(c, bytes));
    if (other === undefined) {
      if (ValidationError.isInstance(error)) throw error;
      throw new ValidationError({ field, rule: `a ${chain}-chain tx`, details: String(error) });
    }
    throw new ValidationError({
      field: chainField,
      rule: `the chain whose codec reads the bytes (they read as a ${other}-chain tx, not as a ${chain}-chain tx)`,
      got: JSON.stringify(chain),
    });
  }
  if (tx.type === 'RewardAutoRenewedValidatorTx') {
    throw new ValidationError({
      field,
      rule: 'a tx that is signed (a RewardAutoRenewedValidatorTx is issued by block builders only)',
    });
  }
  return tx as SignableTx;
}

function readAll(chain: Chain, bytes: Uint8Array, field: string): { type: string } {
  const r = new Reader(bytes, field);
  const tx = READERS[chain](r);
  r.end();
  return tx;
}

function readsAll(chain: Chain, bytes: Uint8Array): boolean {
  try {
    readAll(chain, bytes, 'bytes');
    return true;
  } catch {
    return false;
  }
}
