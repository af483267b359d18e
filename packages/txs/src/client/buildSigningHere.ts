import { InsufficientFundsError, MissingSignerError } from '../errors.js';
import type { TxContext } from '../shared/context.js';
import type { UnsignedTx } from '../types.js';

/**
 * Builds a tx that an operation is about to sign and issue, its signers chosen among the keys that sign here
 * (`here`: the short ids of the client's signers that are no `publicKeySigner`; undefined when every key signs here)
 * whenever they can meet every owner:
 * `build` is first given a context whose `signingAddresses` are those keys alone, so a UTXO owned 2-of-3 by A, B (held
 * elsewhere) and C is spent with A and C, and UTXOs that only a key held elsewhere could sign are left out.
 * Only when that build finds too little to spend (InsufficientFundsError) or an owner those keys cannot authorize
 * (MissingSignerError) is it built again with every key (the owner's address order, as a build-only operation
 * chooses): that tx needs a key held elsewhere, and the operation's `signTx` refuses it with a MissingSignerError
 * naming that key before any signer is asked. When the second build fails too, the first one's error is thrown.
 * With no key held elsewhere (or none here), one build with every key.
 */
export async function buildSigningHere(
  ctx: TxContext,
  here: readonly Uint8Array[] | undefined,
  build: (ctx: TxContext) => Promise<UnsignedTx>,
): Promise<UnsignedTx> {
  if (here === undefined || here.length === 0) return build(ctx);
  try {
    return await build({ ...ctx, signingAddresses: () => here.map((a) => a.slice()) });
  } catch (error) {
    if (!InsufficientFundsError.isInstance(error) && !MissingSignerError.isInstance(error)) throw error;
    try {
      return await build(ctx);
    } catch {
      throw error;
    }
  }
}
